// The Contact view's toolbar and each figure's buttons: Curves CSV, Save JSON, Open…, Embed…,
// SVG and PNG. Their scripts (web/exports.js, web/embed.js) load on the first click.
import { $ } from './dom.js';
import { setupFigures } from './plots.js';

/**
 * Wires the buttons; `ctx` is what web/exports.js takes ({state, ensureFull, readURL,
 * schedule, pageChoices, note}). Returns `download(name, text, type)`.
 */
export function setupToolbar(ctx) {
  const { state } = ctx;
  const exportsModule = () => (state.exportsP ??= import('./exports.js').then((m) => m.install(ctx)));
  const on = (id, ev, f) => $(id).addEventListener(ev, async () => f(await exportsModule()));
  on('export-csv', 'click', (x) => x.csv());
  on('export-json', 'click', (x) => x.json());
  $('open-json').addEventListener('click', () => $('open-file').click());
  on('open-file', 'change', (x) => x.open());
  setupFigures(async (slot, name) => (await exportsModule()).svg(slot, name), async (slot, id, name) => (await exportsModule()).png(slot, id, name));
  $('embed-button').addEventListener('click', async () => {
    state.embedMod ??= await import('./embed.js');
    if (!state.embedDialog) { state.embedMod.setupDialog(state.embedState); state.embedDialog = true; }
    state.embedMod.openDialog();
  });
  return async (...args) => (await exportsModule()).download(...args);
}
