// The page's exports, loaded on the first click of one: every plotted series as CSV, the
// scenario and its results as JSON (read back by Open… and by dem-contact solve), each plot
// as SVG (print size) or PNG (at least 1600 px wide), and Open… itself.
import { $ } from './dom.js';
import { TEXT_KEYS, compared, comparedModels, replay } from './form.js';
import { current } from './plots.js';
import { last } from './contact.js';

/** The largest file Open… reads, and the most keys its scenario (with the page's choices)
 * may have. */
const MAX_BYTES = 256 * 1024;
const MAX_KEYS = 100;
const kB = (n) => `${Math.round(n / 1024)} KB`;

/** The handlers, bound to the page (`page`: web/index.js's calls): `page.load(query)` makes a
 * query the page's (a history entry); `page.note(text, bad)` puts a line in the status line
 * until the user changes something. */
export function install(page) {
  const { note } = page;
  function download(name, text, type) {
    const blob = text instanceof Blob ? text : new Blob([text], { type });
    const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }
  const csv = () => {
    if (last()) download('dem-contact-curves.csv', current().series_csv(), 'text/csv');
  };
  // The page's own choices beside {scenario, solution}: what is compared with it (the
  // variants and the other models) and the scheme replay. dem-contact solve reads the
  // scenario and leaves them; Open… restores them.
  const pageChoices = () => {
    const { scheme, dt, t_end: tEnd } = replay();
    return { cmp: compared(), models: comparedModels(), ...(scheme ? { scheme, ...(dt ? { dt } : {}), ...(tEnd ? { t_end: tEnd } : {}) } : {}) };
  };
  const json = () => {
    const base = last()?.base;
    if (!base) return;
    page.ensureFull().then((full) => {
      const doc = { ...JSON.parse(full.module.export_json(base)), page: pageChoices() };
      download(`dem-contact-${base.code || base.model || 'contact'}.json`, `${JSON.stringify(doc, null, 2)}\n`, 'application/json');
    });
  };
  /** The page's choices of a file saved above, as URL keys (names only, never markup). */
  const readChoices = (doc, p) => {
    const page = doc && typeof doc.page === 'object' && doc.page !== null && !Array.isArray(doc.page) ? doc.page : {};
    const names = (v) => (Array.isArray(v) ? v.slice(0, MAX_KEYS).filter((x) => typeof x === 'string').join(',') : null);
    if (names(page.cmp) !== null) p.set('cmp', names(page.cmp));
    if (names(page.models)) p.set('models', names(page.models));
    if (typeof page.scheme === 'string' && page.scheme) {
      p.set('scheme', page.scheme);
      for (const k of ['dt', 't_end']) if (['string', 'number'].includes(typeof page[k])) p.set(k, String(page[k]));
    }
  };
  // Open a file exported above (or any scenario object): it becomes the page's query.
  const open = async () => {
    const file = $('open-file').files[0];
    $('open-file').value = '';
    if (!file) return;
    // An exercise's fixed inputs stay what the link set (Open… is not offered there).
    // What happened is said in the status line, and stays there (through the redraws) until
    // the user changes something.
    const es = page.exercise();
    if (es && (es.free !== null || es.lock.length)) {
      note(`${file.name} not opened: this is an exercise, its fixed inputs stay as given (open the full calculator to use a file).`, true);
      return;
    }
    // Bounded: a file saved here is a few KB with a few dozen keys; anything far larger is
    // refused before it is read, so that no file can hold the page.
    if (file.size > MAX_BYTES) {
      note(`${file.name} not opened: it is ${kB(file.size)}; Open… reads files up to ${kB(MAX_BYTES)} (a file saved here is a few KB).`, true);
      return;
    }
    try {
      const doc = JSON.parse(await file.text());
      const sc = doc && typeof doc.scenario === 'object' && doc.scenario !== null ? doc.scenario : doc;
      if (typeof sc !== 'object' || sc === null || Array.isArray(sc)) throw new Error('no scenario object in it');
      const n = Object.keys(sc).length + (sc !== doc && doc.page && typeof doc.page === 'object' ? Object.keys(doc.page).length : 0);
      if (n > MAX_KEYS) throw new Error(`it has ${n} keys; Open… reads at most ${MAX_KEYS} (a scenario has a few dozen)`);
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(sc)) {
        if (v === null || v === undefined || typeof v === 'object') continue;
        // The library writes every option (model, mass rule, end); a code decides those.
        if (sc.code && ['model', 'mass_rule', 'end'].includes(k)) continue;
        p.set(k, String(v));
      }
      // A file means exactly its keys, as in dem-contact solve: one without any input is
      // "nothing given", not the page's glass beads (web/link.js).
      if (!TEXT_KEYS.some((k) => p.has(k))) p.set('m1', '');
      if (sc !== doc) readChoices(doc, p);
      // A file without them: nothing compared.
      if (!p.has('cmp')) p.set('cmp', '');
      if (page.view() !== 'contact') p.set('view', page.view());
      note(`Opened ${file.name}.`, false);
      page.load(p.toString());
    } catch (e) {
      note(`Could not open ${file.name}: ${e.message}`, true);
    }
  };
  // 480 × 384 px (12.7 × 10.2 cm at 96 dpi): the labels print at 9–11 pt (text drawn 1.25×).
  const svg = (slot, name) => page.ensureFull().then(() => {
    try { download(`dem-contact-${name}.svg`, current().svg(slot, 480, 384), 'image/svg+xml'); } catch (e) { note(String(e), true); }
  });
  // Twice the size shown, or 1600 px wide, whichever is larger; drawn again at that size.
  const png = (slot, id, name) => {
    const shown = $(id);
    const w = Math.max(2 * shown.clientWidth, 1600);
    const scale = w / shown.clientWidth;
    const c = Object.assign(document.createElement('canvas'), { width: w, height: Math.round(shown.clientHeight * scale) });
    try { current().draw_to(slot, c, scale); } catch (e) { note(String(e), true); return; }
    c.toBlob((b) => b && download(`dem-contact-${name}.png`, b, 'image/png'));
  };
  return { download, csv, json, open, svg, png };
}
