// The Timestep and e(v₀) views' own inputs (#sw-fields, #ts-fields, in the form) and the
// elements of their results (#view-speed, #view-timestep, after their status lines), built on
// first use, once the full module has started (web/full.js; their inputs from the library's
// tables of the timestep's and the sweep's keys, the module's `view_fields()`) — rather
// than sent in the first view (its budget, ≤ 155 KB gzip:
// bench/page.mjs). Their URL keys wait in web/keys.js until then. Built with the DOM, as written
// here; text from the URL is only ever set as a field's value.
import { $ } from './dom.js';
import { views, readTimestepURL, readSpeedURL } from './keys.js';
import { staleSummary } from './results.js';
import { view_fields } from './pkg-full/dem_contact_web.js';

/** An element: `attrs` as attributes (true: present, empty), `kids` its children (elements
 * or text). The ladder is an SVG. */
function h(tag, attrs, ...kids) {
  const e = tag === 'svg' ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v === true ? '' : v);
  e.append(...kids);
  return e;
}

/** Where a timestep field shows only in one mode of the packing selector (web/timestep.js). */
const TS_MODE = { contacts: 'custom', thickness: '2d' };
/** The first of the timestep's fields under "More". */
const TS_MORE = 'r_min';
/** Text with code in backticks, as the library's hints write it. */
const withCode = (text) => text.split('`').map((t, i) => (i % 2 ? h('code', {}, t) : t)).filter((t) => t !== '');

/** One of the timestep's own inputs, from the library's table (the full module's
 * `view_fields().timestep`): its label, the input (a selector of the packings, the contacts as a
 * JSON list, else a number with its unit and what an empty field stands for), its hint. */
function tsField({ key, label, hint, placeholder, unit }, packings) {
  const id = `ts-${key}`;
  const describedby = hint ? `${id}-err ${id}-hint` : `${id}-err`;
  const input = {
    packing: () => h('select', { id, name: key, 'aria-describedby': describedby },
      ...packings.map(([value, text]) => h('option', { value }, text)), h('option', { value: 'custom' }, 'my own list of contacts')),
    contacts: () => h('textarea', { id, name: key, rows: '4', spellcheck: 'false', 'aria-describedby': describedby }),
  }[key] ?? (() => h('div', { class: 'with-unit' },
    h('input', { id, name: key, spellcheck: 'false', ...(placeholder && { placeholder }), 'aria-describedby': describedby }),
    h('span', { class: 'unit', id: `${id}-unit` }, unit === '1' ? '–' : unit)));
  return h('div', { class: 'field', 'data-key': key, ...(TS_MODE[key] && { 'data-ts-mode': TS_MODE[key] }) },
    h('label', { for: id }, label), input(),
    ...(hint ? [h('p', { class: 'hint', id: `${id}-hint` }, ...withCode(hint))] : []),
    h('p', { class: 'err', id: `${id}-err`, hidden: true }));
}

/** One of the e(v₀) view's own inputs, from the library's table (`view_fields().speed`):
 * the range's ends with their unit, the measurements as a table of text. */
function swField({ key, label, hint, placeholder, unit }) {
  const id = `sw-${key}`;
  const input = unit
    ? h('div', { class: 'with-unit' },
      h('input', { id, name: key, spellcheck: 'false', placeholder, 'aria-describedby': `${id}-err` }), h('span', { class: 'unit' }, unit))
    : h('textarea', { id, name: key, rows: '5', spellcheck: 'false', 'aria-describedby': `${id}-hint ${id}-err`, placeholder });
  return h('div', { class: 'field' }, h('label', { for: id }, label), input,
    ...(hint ? [h('p', { class: 'hint', id: `${id}-hint` }, ...withCode(hint))] : []),
    h('p', { class: 'err', id: `${id}-err`, hidden: true }));
}

/** The two fieldsets, in the form's order, their inputs from `table` (`view_fields()`). */
const fields = (table, more = table.timestep.findIndex((f) => f.key === TS_MORE)) => [
    h('fieldset', { id: "sw-fields", "data-view": "speed", hidden: true },
      h('legend', {}, "Impact speeds"),
      h('p', { class: "hint" }, "The damping is set once from the inputs above, as a DEM code sets it; every contact then hits at its own speed."),
      ...table.speed.map(swField)),
    h('fieldset', { id: "ts-fields", "data-view": "timestep" },
      h('legend', {}, "Timestep"),
      h('p', { class: "hint" }, "From the particles above, at the impact speed v₀ as the largest speed of the simulation."),
      ...table.timestep.slice(0, more).map((f) => tsField(f, table.packings)),
      h('details', { class: "more", id: "ts-more" },
        h('summary', {}, "More: size range, stiffness, motion limit"),
        ...table.timestep.slice(more).map((f) => tsField(f, table.packings)))),
];

/** The e(v₀) view's results. */
const speed = () => [
    h('section', { class: "headline", id: "sw-headline", "aria-label": "Restitution against impact speed" },
      h('h2', {}, "Restitution against impact speed"),
      h('p', { class: "big", id: "sw-answer" }),
      h('p', { class: "why", id: "sw-held" }),
      h('p', { class: "check", id: "sw-flat" })),
    h('section', { class: "headline fit", id: "sw-fit", "aria-label": "Fit to your measurements", hidden: true },
      h('h2', {}, "Fitted to your measurements"),
      h('p', { class: "big", id: "sw-fit-value" }),
      h('p', { class: "why", id: "sw-fit-how" }),
      h('p', {},
        h('button', { type: "button", id: "sw-use" }, "Use this value"))),
    h('div', { class: "plots speed-plots" },
      h('figure', {},
        h('canvas', { id: "plot-speed-e", role: "img", "aria-label": "Restitution against impact speed" }),
        h('figcaption', {}, "e(v₀) with the damping held as a DEM code holds it; dots: your measurements; dashed: the fitted curve.")),
      h('figure', {},
        h('canvas', { id: "plot-speed-tc", role: "img", "aria-label": "Contact time against impact speed" }),
        h('figcaption', {}, "Contact time t_c against v₀ (log–log).")),
      h('figure', {},
        h('canvas', { id: "plot-speed-xi", role: "img", "aria-label": "Maximum overlap against impact speed" }),
        h('figcaption', {}, "Maximum overlap ξ_max against v₀ (log–log)."))),
    h('table', { id: "sw-table", class: "results", "aria-label": "Each model's restitution over the speeds" },
      h('caption', {}, "Each series at the ends and the middle of the range"),
      h('thead', {},
        h('tr', {},
          h('th', { scope: "col" }, "Series"),
          h('th', { scope: "col" }, "Held"),
          h('th', { scope: "col", id: "sw-col-lo" }, "e at the lowest speed"),
          h('th', { scope: "col", id: "sw-col-mid" }, "e at v₀"),
          h('th', { scope: "col", id: "sw-col-hi" }, "e at the highest speed"))),
      h('tbody', {})),
    h('table', { id: "sw-points", class: "results", "aria-label": "Your measurements against the fitted model", hidden: true },
      h('caption', {}, "Your measurements against the fitted model"),
      h('thead', {},
        h('tr', {},
          h('th', { scope: "col" }, "v₀"),
          h('th', { scope: "col" }, "e measured"),
          h('th', { scope: "col" }, "e of the fit"),
          h('th', { scope: "col" }, "Difference"))),
      h('tbody', {})),
    h('p', {},
      h('button', { type: "button", id: "sw-csv" }, "Sweep CSV")),
    h('ul', { id: "sw-notes", class: "notes" }),
];

/** The Timestep view's results. */
const timestep = () => [
    h('section', { class: "headline", id: "ts-headline", "aria-label": "Recommended timestep" },
      h('h2', {}, "Timestep to use"),
      h('p', { class: "big", id: "ts-value" }),
      h('p', { class: "why", id: "ts-governing" }),
      h('p', { class: "check", id: "ts-replay" }),
      h('p', { class: "verdict", id: "ts-verdict", hidden: true })),
    h('figure', { class: "ladder-fig" },
      h('svg', { id: "ts-ladder", role: "img", "aria-label": "Every criterion on a logarithmic scale of Δt" }),
      h('figcaption', {}, "Every criterion's largest Δt on a log scale: stability limits (beyond them the simulation blows up) ■, accuracy limits (beyond them the contact or the motion is badly resolved) ●; the recommendation ▼ and your Δt ▲.")),
    h('table', { id: "ts-criteria", class: "results criteria", "aria-label": "Timestep criteria" },
      h('caption', {}, "Every criterion, smallest first"),
      h('thead', {},
        h('tr', {},
          h('th', { scope: "col" }, "Criterion"),
          h('th', { scope: "col" }, "Largest Δt"),
          h('th', { scope: "col", class: "typed-col" }, "Your Δt"),
          h('th', { scope: "col" }, "Source"))),
      h('tbody', {})),
    h('table', { id: "ts-pairs", class: "results", "aria-label": "The contacts behind the timestep" },
      h('caption', {}, "The contact behind it: stiffness, damping, duration"),
      h('tbody', {})),
    h('table', { id: "ts-codes", class: "results code-rules", "aria-label": "Each DEM code's own timestep rule" },
      h('caption', {}, "Each DEM code's own rule, for these particles"),
      h('thead', {},
        h('tr', {},
          h('th', { scope: "col" }, "Code"),
          h('th', { scope: "col" }, "Its rule"),
          h('th', { scope: "col" }, "Δt"),
          h('th', { scope: "col" }, "Against the criteria"))),
      h('tbody', {})),
    h('details', { class: "more", id: "ts-pfc" },
      h('summary', {}, "PFC's estimate per degree of freedom"),
      h('div', { class: "tables" },
        h('table', { id: "ts-dofs", class: "results", "aria-label": "Per degree of freedom" },
          h('caption', {}, "Summed diagonal stiffness of the contacts (Itasca PFC manual, Timestep Determination, eq. 11)"),
          h('thead', {},
            h('tr', {},
              h('th', { scope: "col" }, "Degree of freedom"),
              h('th', { scope: "col" }, "Stiffness of its contacts, Σ k (diagonal terms)"),
              h('th', { scope: "col" }, "√(m/k) or √(I/k)"))),
          h('tbody', {})),
        h('table', { id: "ts-summary", class: "results", "aria-label": "Further limits" },
          h('caption', {}, "Further references"),
          h('tbody', {})))),
    h('ul', { id: "ts-rules", class: "notes" }),
];

/** Builds the fields and the results' elements once, the fields before the Contact view's own
 * (the replay), shown if their view is; then fills them from the link (web/keys.js). */
export function build() {
  if ($('ts-fields')) return;
  let table;
  try {
    table = view_fields();
  } catch {
    // The full module not started yet (an exercise's fields built before it): built when it is.
    return;
  }
  const [sw, ts] = fields(table);
  // Around the Oblique view's fields where an exercise built those first (web/oblique-form.js).
  if ($('ob-fields')) {
    $('ob-fields').before(sw);
    $('ob-sweep-fields').after(ts);
  } else document.querySelector('#inputs > fieldset[data-view="contact"]').before(sw, ts);
  $('sw-status').after(...speed());
  $('ts-status').after(...timestep());
  const view = document.querySelector('.tabs [aria-selected="true"]')?.id.replace('tab-', '') ?? 'contact';
  for (const f of [$('sw-fields'), $('ts-fields')]) f.hidden = f.dataset.view !== view;
  readTimestepURL(views.params);
  readSpeedURL(views.params);
  // Their figures' buttons and readout (web/tools.js); an exercise fixes their keys (web/embed.js).
  document.dispatchEvent(new Event('dem:views-built'));
  $('inputs').dispatchEvent(new Event('fields-built'));
}

/** The Timestep or e(v₀) view (`view`) waiting for the worker: its last numbers stay, dimmed,
 * with "Computing…". */
export function computing(view) {
  const [box, status] = { timestep: ['view-timestep', 'ts-status'], speed: ['view-speed', 'sw-status'] }[view];
  $(box).classList.add('stale');
  $(status).textContent = 'Computing…';
  $(status).classList.remove('bad');
  staleSummary();
}
