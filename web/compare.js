// The table of the series on the Contact view's plots side by side (loaded when a second
// series is first drawn: the first view draws one). Every number is dem-contact's.
import { $ } from './dom.js';
import { fmtSI, fmtNum, fmtUnit } from './format.js';
import { short } from './models.js';

/** The rows: a name and the text of a series' solution. */
const ROWS = [
  ['model', (s) => short(s.model)],
  ['m', (s) => fmtSI(s.effective_mass, 'kg')],
  ['k', (s) => fmtSI(s.stiffness, fmtUnit(s.stiffness_unit))],
  ['damping', (s) => (s.damping_constant_symbol === '–' ? '—' : `${s.damping_constant_symbol} = ${fmtNum(s.damping_constant, 4)}`)],
  ['e achieved', (s) => fmtNum(s.restitution, 5)],
  ['t_c', (s) => (s.contact_time == null ? 'never' : fmtSI(s.contact_time, 's'))],
  ['ξ_max', (s) => fmtSI(s.max_overlap, 'm')],
  ['F_max', (s) => fmtSI(s.max_force, 'N')],
  ['F_min', (s) => fmtSI(s.min_force, 'N')],
  ['tension', (s) => (s.tension ? 'yes' : 'no')],
];

/** Every series on the plots side by side (two or more), updated in place while the series
 * are the same: only the cells that changed are rewritten. */
export function renderCompare(results) {
  const table = $('compare');
  table.hidden = false;
  const headKey = results.map((r) => `${r.colour} ${r.label}`).join('\n');
  if (table.dataset.head !== headKey) {
    const head = document.createElement('tr');
    head.append(Object.assign(document.createElement('th'), { textContent: 'Variant' }));
    for (const r of results) {
      const th = document.createElement('th');
      th.scope = 'col';
      const sw = document.createElement('span');
      sw.className = 'swatch';
      sw.style.background = r.colour;
      th.append(sw, document.createTextNode(r.label));
      head.append(th);
    }
    table.querySelector('thead').replaceChildren(head);
    table.dataset.head = headKey;
  }
  const cells = ROWS.map(([, f]) => results.map((r) => (r.solution ? f(r.solution) : r.error.message)));
  const body = table.querySelector('tbody');
  if (body.rows.length === ROWS.length && body.rows[0].cells.length === results.length + 1) {
    cells.forEach((texts, i) => texts.forEach((t, j) => {
      const td = body.rows[i].cells[j + 1];
      if (td.textContent !== t) td.textContent = t;
    }));
    return;
  }
  body.replaceChildren();
  ROWS.forEach(([name], i) => {
    const tr = document.createElement('tr');
    tr.append(Object.assign(document.createElement('th'), { textContent: name, scope: 'row' }));
    for (const t of cells[i]) tr.append(Object.assign(document.createElement('td'), { textContent: t }));
    body.append(tr);
  });
}
