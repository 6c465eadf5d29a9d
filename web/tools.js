// The tools around the results, loaded right after the first render: the Contact view's
// toolbar (Curves CSV, Save JSON, Open…, Embed…), each figure's SVG and PNG buttons, and the
// hover readout of the plots. The exports' and the Embed dialog's scripts (web/exports.js,
// web/embed.js) load on the first click.
import { $, el } from './dom.js';
import { fmtNum } from './format.js';
import { CHARTS, current } from './plots.js';

/** The exports (web/exports.js), set up for the page once loaded. */
let exportsP = null;

/**
 * Wires the buttons and the readout for the page (`page`: web/index.js's calls, which
 * web/exports.js takes too). Returns `download(name, text, type)`.
 */
export function setupTools(page) {
  const exportsModule = () => (exportsP ??= import('./exports.js').then((m) => m.install(page)));
  const on = (id, ev, f) => $(id).addEventListener(ev, async () => f(await exportsModule()));
  on('export-csv', 'click', (x) => x.csv());
  on('export-json', 'click', (x) => x.json());
  $('open-json').addEventListener('click', () => $('open-file').click());
  on('open-file', 'change', (x) => x.open());
  // The figures there now, and those of the views built later (web/view-fields.js).
  const figures = () => setupFigures(async (slot, name) => (await exportsModule()).svg(slot, name), async (slot, id, name) => (await exportsModule()).png(slot, id, name));
  figures();
  document.addEventListener('dem:views-built', figures);
  $('embed-button').addEventListener('click', async () => (await import('./embed.js')).openDialog(page.exercise()));
  setupPrint(page);
  return async (...args) => (await exportsModule()).download(...args);
}

/**
 * Printing makes a worksheet (the print stylesheet): every "how" opened for it, closed again
 * after. What the first view leaves to later — the working behind each result and the
 * restitution ↔ damping view (the full module), a worker's answers — is loaded and drawn
 * first where the page starts the printing: its Print… button and Ctrl+P / ⌘P. A print from
 * the browser's menu cannot wait (the page is laid out for print as its `beforeprint` returns):
 * it leaves out what is not drawn yet, says so on the sheet, rather than print "Loading…"
 * placeholders and an empty chart, and loads it for the next print.
 */
function setupPrint(page) {
  const drawn = page.drawn;
  const frame = () => new Promise((ok) => { requestAnimationFrame(() => ok()); });
  async function print() {
    await page.ensureFull();
    // The redraw the module asks for, and the worker's answers (at most ~10 s); drawn again
    // after the fonts and a frame, since an answer arriving meanwhile redraws.
    for (let i = 0; i < 600; i++) {
      if (drawn()) {
        await document.fonts?.ready;
        await frame();
        if (drawn()) break;
      } else await frame();
    }
    window.print();
  }
  const button = el('button', 'Print…', { type: 'button', id: 'print-button', title: 'A worksheet: the inputs as values, the results with their working, the plots, the sources' });
  button.addEventListener('click', () => { print(); });
  $('embed-button').before(button, ' ');
  window.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'p' || drawn()) return;
    e.preventDefault();
    print();
  });
  const note = el('p', 'Printed before the working and the restitution ↔ damping view had loaded: print with the page\'s Print… button, or Ctrl+P, to include them.', { id: 'print-note', className: 'print-only' });
  // By quantity: a redraw while printing rebuilds the toggles (keeping the open ones open).
  // Nested print events (a print preview's own) count once.
  let opened = new Set();
  let depth = 0;
  window.addEventListener('beforeprint', () => {
    depth += 1;
    const partial = !drawn();
    document.documentElement.classList.toggle('print-partial', partial);
    if (partial) {
      $('status').after(note);
      page.ensureFull();
    }
    // A toggle whose working has not come stays closed (the print stylesheet leaves it out).
    const closed = [...document.querySelectorAll('details.how:not([open]):not(.pending)')];
    for (const d of closed) { opened.add(d.dataset.q ?? ''); d.open = true; }
  });
  window.addEventListener('afterprint', () => {
    depth = Math.max(0, depth - 1);
    if (depth) return;
    for (const d of document.querySelectorAll('details.how[open]')) if (opened.has(d.dataset.q ?? '')) d.open = false;
    opened = new Set();
    document.documentElement.classList.remove('print-partial');
    note.remove();
  });
}

/** The SVG and PNG buttons under each figure on the page and not yet equipped, and its
 * readout; `onSvg(slot, name)`, `onPng(slot, id, name)`. */
function setupFigures(onSvg, onPng) {
  for (const [slot, [id, name]] of CHARTS.entries()) {
    const c = $(id);
    if (!c || c.dataset.tools) continue;
    c.dataset.tools = '1';
    readout(c, slot);
    const bar = el('div', '', { className: 'fig-tools' });
    const svg = el('button', 'SVG', { type: 'button', title: `Download ${name} as SVG (12 cm wide, text readable in print)` });
    const png = el('button', 'PNG', { type: 'button', title: `Download ${name} as PNG (at least 1600 px wide)` });
    svg.addEventListener('click', () => onSvg(slot, name));
    png.addEventListener('click', () => onPng(slot, id, name));
    bar.append(svg, png);
    $(id).closest('figure').append(bar);
  }
}

/** The values of every series under the pointer of canvas `c` (chart `slot`), in a box
 * beside it. */
function readout(c, slot) {
  const tip = $('readout');
  c.addEventListener('mousemove', (ev) => {
    // An exercise that hides answers (web/embed.js: hide=) gives no exact values here.
    const r = document.body.classList.contains('hides') ? null : current()?.readout(slot, ev.offsetX);
    if (!r) { tip.hidden = true; return; }
    const unit = (label) => (label.match(/\[(.*)\]$/) || [, ''])[1];
    const [ux, uy] = [unit(r.x_label), unit(r.y_label)];
    tip.replaceChildren(...r.points.map((p) => {
      const line = document.createElement('div');
      const sw = Object.assign(document.createElement('span'), { className: 'swatch' });
      sw.style.background = p.colour;
      line.append(sw, document.createTextNode(`${p.label}: ${fmtNum(p.x, 4)} ${ux}, ${fmtNum(p.y, 4)} ${uy}`));
      return line;
    }));
    tip.hidden = false;
    const box = c.getBoundingClientRect();
    tip.style.left = `${Math.min(window.innerWidth - tip.offsetWidth - 8, box.left + window.scrollX + ev.offsetX + 14)}px`;
    tip.style.top = `${box.top + window.scrollY + ev.offsetY + 14}px`;
  });
  c.addEventListener('mouseleave', () => { tip.hidden = true; });
}


