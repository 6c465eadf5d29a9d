// The Contact view's results (its own elements): the status line, the summary (the other
// views write theirs through `setSummary`), the Results table with its "how" toggles, the
// Damping box, the notes, the table of the series compared. Every number is dem-contact's.
import { $, row, el } from './dom.js';
import { fmtSI, fmtNum, fmtUnit } from './format.js';

// Short enough for a legend at 390 px; the CSV headers, the comparison and e(v₀) tables use them too.
export const MODEL_SHORT = { linear: 'Linear spring–dashpot', hertz: 'Hertz, elastic', tsuji: 'Tsuji', 'hunt-crossley': 'Hunt–Crossley', 'power-law': 'Power law', 'power-function': 'Power-function (An 2006)', viscoelastic: 'Viscoelastic (Brilliantov)' };
const MODEL_NAMES = { linear: 'the linear spring–dashpot', hertz: 'Hertz (elastic)', tsuji: "Tsuji's Hertz dashpot", 'hunt-crossley': 'Hunt–Crossley', 'power-law': 'the power law', 'power-function': "An's power-function model", viscoelastic: 'the viscoelastic (Brilliantov) model' };
const REGIME = { underdamped: 'underdamped (α < 1)', 'critically-damped': 'critically damped (α = 1)', overdamped: 'overdamped (α > 1)' };
const dampingText = (s) => `${s.damping_constant_symbol} = ${fmtNum(s.damping_constant, 6)}`;
const COEFF = { linear: 'c', 'power-function': 'a' };
const coeffSymbol = (s) => COEFF[s.model] || 'λ';
const coefficientText = (s, sig = 6) => `${fmtSI(s.damping_coefficient, fmtUnit(s.damping_coefficient_unit), sig)}`;
let openHow = null;

// ---------- the status line and the summary ----------
/** An input error: the last results stay, dimmed; the status line gives it unless it is
 * shown `atField`. */
export function showError(err, atField, hadResults) {
  $('view-contact').classList.add('stale');
  $('summary').classList.add('stale');
  $('status').textContent = atField
    ? (hadResults ? 'Input error — the results and plots below are the last valid ones.' : 'Input error.')
    : `Error: ${err.message}`;
  $('status').classList.add('bad');
}
/** The status line: empty, or the page's `note` ({text, bad}). */
export function showNote(note, extra = '') {
  $('status').textContent = note ? `${note.text}${extra}` : extra.trim();
  $('status').classList.toggle('bad', Boolean(note?.bad));
}
/** Another view's summary: its parts, texts or elements. */
export function setSummary(parts) {
  $('summary').replaceChildren(...parts.map((t) => (typeof t === 'string' ? el('span', t) : t)));
  $('summary').classList.remove('stale');
}
export const staleSummary = () => $('summary').classList.add('stale');

export function fresh() {
  $('view-contact').classList.remove('stale');
}

/** The caption: with a code whose typed value misses e, the table is the contact as typed. */
export function caption(sol) {
  const typedMiss = sol.code?.to_type && sol.code.to_type.value !== sol.code.typed.value;
  $('results').querySelector('caption').textContent = typedMiss
    ? `Results with ${sol.code.typed.name} = ${fmtNum(sol.code.typed.value, 5)} as typed (e = ${fmtNum(sol.restitution, 5)}); at the value to type, ${fmtNum(sol.code.to_type.value, 5)}, see "Compared on the plots"`
    : 'Results';
}

// ---------- the tables ----------
/** Raw digits for a tooltip: ten significant, not seventeen. */
const raw = (v, unit = '') => (v == null ? '' : `${Number(Number(v).toPrecision(10))}${unit ? ` ${unit}` : ''}`);

/** The Results table of `sol` with a "how" per headline (the library's `explain`, or before
 * the full module a toggle calling `ctx.loadWorking()`), the Damping box headed by
 * `ctx.modelTitle` and `ctx.caseName`, and the notes. */
export function renderResults(sol, explain, ctx) {
  const tb = $('results').querySelector('tbody');
  const opened = new Set([...tb.querySelectorAll('details.how[open]')].map((d) => d.dataset.q));
  tb.replaceChildren();
  const how = (q) => (ctx.full ? explain.find((s) => s.quantity === q) : { quantity: q, load: () => { openHow = q; ctx.loadWorking(); } });
  const ct = sol.contact_time;
  const hasDamping = sol.damping_constant_symbol !== '–';
  row(tb, 'Effective mass m', fmtSI(sol.effective_mass, 'kg'), raw(sol.effective_mass, 'kg'), how('effective_mass'));
  row(tb, 'Contact stiffness k', fmtSI(sol.stiffness, fmtUnit(sol.stiffness_unit)), raw(sol.stiffness, sol.stiffness_unit), how('stiffness'));
  if (sol.effective_modulus != null) row(tb, 'Effective modulus E*, radius R*', `${fmtSI(sol.effective_modulus, 'Pa')}, ${fmtSI(sol.effective_radius, 'm')}`);
  if (hasDamping && sol.model === 'power-function') {
    row(tb, 'Unloading exponent b', fmtNum(sol.damping_constant, 6), raw(sol.damping_constant), how('damping_constant'));
    row(tb, 'Unloading from the turning point B', `F = F_B (ξ/ξ_B)^b from F_B = ${fmtSI(sol.max_force, 'N')} at ξ_B = ${fmtSI(sol.max_overlap, 'm')} (An 2006, eq. 1)`);
  } else if (hasDamping) {
    const unit = sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : '';
    row(tb, `Damping constant ${sol.damping_constant_symbol}`, `${fmtNum(sol.damping_constant, 6)}${unit}`, raw(sol.damping_constant, sol.damping_constant_unit || ''), how('damping_constant'));
    row(tb, `Damping coefficient ${coeffSymbol(sol)}`, coefficientText(sol), raw(sol.damping_coefficient, sol.damping_coefficient_unit), how('damping_coefficient'));
  }
  if (sol.natural_frequency != null) row(tb, 'Natural frequency ω₀ = √(k/m)', fmtSI(sol.natural_frequency, 'rad/s'), raw(sol.natural_frequency, 'rad/s'), how('natural_frequency'));
  if (sol.decay_rate != null) row(tb, 'Decay rate β = α ω₀', fmtSI(sol.decay_rate, '1/s'));
  if (sol.damped_frequency != null) row(tb, 'Damped frequency ω', fmtSI(sol.damped_frequency, 'rad/s'));
  if (sol.regime) row(tb, 'Regime', REGIME[sol.regime] ?? sol.regime);
  const req = sol.requested_restitution != null ? ` (requested ${fmtNum(sol.requested_restitution, 6)})` : '';
  row(tb, 'Restitution achieved e', fmtNum(sol.restitution, 6) + req, raw(sol.restitution), how('restitution'));
  row(tb, 'Contact time t_c', ct == null ? 'never separates' : fmtSI(ct, 's'), raw(ct, 's'), how('contact_time'));
  row(tb, 'Maximum overlap ξ_max', `${fmtSI(sol.max_overlap, 'm')} at t = ${fmtSI(sol.time_of_max_overlap, 's')}`, raw(sol.max_overlap, 'm'), how('max_overlap'));
  row(tb, 'Maximum force F_max', `${fmtSI(sol.max_force, 'N')} at t = ${fmtSI(sol.time_of_max_force, 's')}`, raw(sol.max_force, 'N'), how('max_force'));
  row(tb, 'Minimum force F_min', fmtSI(sol.min_force, 'N'), raw(sol.min_force, 'N'));
  row(tb, 'Tension before separation', sol.tension ? 'yes — the force pulls the bodies together' : 'no');
  row(tb, 'Work absorbed while loading', fmtSI(sol.absorbed_work, 'J'), raw(sol.absorbed_work, 'J'));
  if (sol.recovered_work != null) {
    row(tb, 'Work recovered while unloading', fmtSI(sol.recovered_work, 'J'));
    row(tb, 'Work dissipated (the F(ξ) loop)', `${fmtSI(sol.absorbed_work - sol.recovered_work, 'J')} (${fmtNum(100 * (1 - sol.recovered_work / sol.absorbed_work), 3)} %)`);
  }
  if (sol.drop_height != null) row(tb, 'Drop height h₀ → rebound height h₁', `${fmtSI(sol.drop_height, 'm')} → ${sol.rebound_height == null ? 'no rebound' : fmtSI(sol.rebound_height, 'm')}`);
  if (sol.restitution_formula != null && sol.model === 'power-function') {
    const g = sol.elastic_inelastic_ratio;
    row(tb, 'An 2006, eq. 2 (the ratio of elastic to inelastic deformation, written g there — not gravity)', `ratio = ${g == null ? '∞: the contact stays elastic' : fmtNum(g, 4)}; e = ${fmtNum(sol.restitution_formula, 6)}`);
  }
  if (sol.restitution_formula != null && sol.model === 'viscoelastic') {
    row(tb, 'Small-damping expansion of e (Schwager & Pöschel 1998)', `${fmtNum(sol.restitution_formula, 6)} (${fmtNum(100 * (sol.restitution_formula / sol.restitution - 1), 3)} % from the exact)`);
  }
  if (sol.equal_overlap_linear_stiffness != null) row(tb, 'Linear k with the same ξ_max (undamped)', fmtSI(sol.equal_overlap_linear_stiffness, 'N/m'));
  if (sol.equivalent_linear_stiffness != null) row(tb, 'Di Maio & Di Renzo 2004 linear k (Hu et al. 2011, eq. 4)', fmtSI(sol.equivalent_linear_stiffness, 'N/m'));
  row(tb, 'Method', sol.method === 'closed-form' ? 'closed form' : 'integrated (adaptive Dormand–Prince, events located)');

  // The power-function model's a = F_B/ξ_B^b says less than its turning point.
  const coeff = sol.model === 'power-function'
    ? `unloading from F_B = ${fmtSI(sol.max_force, 'N')} at ξ_B = ${fmtSI(sol.max_overlap, 'm')}`
    : `${coeffSymbol(sol)} = ${coefficientText(sol)}`;
  $('damping-value').textContent = hasDamping ? `${dampingText(sol)}${sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : ''},  ${coeff}` : 'elastic: no damping, e = 1';
  // With a code, the damping is what the code forms from its input (its panel says how).
  $('damping-formula').textContent = sol.code ? `${sol.code.code} forms this from ${sol.code.typed.name} = ${fmtNum(sol.code.typed.value, 5)}: ${MODEL_NAMES[sol.model] || sol.model}, ${sol.damping_constant_symbol} as above` : sol.damping_formula;
  $('damping-source').textContent = sol.code ? sol.code.source : sol.damping_source;
  // What is computed, in the first screen (on a phone the form is far below).
  const caseName = ctx.caseName ? ` · ${ctx.caseName}` : '';
  const modelName = sol.code ? `${sol.code.code}, ${MODEL_NAMES[sol.model] || sol.model}` : ctx.modelTitle || sol.model;
  $('damping-box').querySelector('h2').textContent = `Damping — ${modelName}${caseName}`;
  $('damping-box').hidden = false;
  $('notes').replaceChildren(...sol.notes.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
  if (openHow && ctx.full) {
    opened.add(openHow);
    openHow = null;
  }
  for (const d of tb.querySelectorAll('details.how')) if (opened.has(d.dataset.q)) d.open = true;
}

/** With a code whose typed value misses e: the contact at the value to type, if plotted. */
function atValueToType(sol, results) {
  const to = sol.code?.to_type;
  if (!to || to.value === sol.code.typed.value) return null;
  return results.slice(1).map((r) => r.solution).find((x) => x?.code && x.code.typed.value === to.value) || null;
}

/** The key results in one line, always in view (sticky). */
export function renderSummary(sol, results = []) {
  const s = $('summary');
  const parts = [];
  if (sol.code?.to_type) parts.push(`${sol.code.code}: type ${sol.code.to_type.name} = ${fmtNum(sol.code.to_type.value, 5)}`);
  const exact = atValueToType(sol, results);
  if (exact) {
    parts.push(`then e = ${fmtNum(exact.restitution, 4)}`);
    parts.push(`t_c = ${exact.contact_time == null ? 'never separates' : fmtSI(exact.contact_time, 's')}`);
    parts.push(`ξ_max = ${fmtSI(exact.max_overlap, 'm')}`);
    parts.push(`F_max = ${fmtSI(exact.max_force, 'N')}`);
    parts.push(`(${sol.code.typed.name} = ${fmtNum(sol.code.typed.value, 5)} would give e = ${fmtNum(sol.restitution, 4)})`);
    s.replaceChildren(...parts.map((t) => el('span', t)));
    s.classList.remove('stale');
    return;
  }
  const sym = sol.damping_constant_symbol;
  if (sym !== '–') {
    const d = `${sym} = ${fmtNum(sol.damping_constant, 4)}${sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : ''}`;
    parts.push(sol.requested_restitution != null ? `e = ${fmtNum(sol.requested_restitution, 4)} → ${d}` : `${d} → e = ${fmtNum(sol.restitution, 4)}`);
  } else {
    parts.push('elastic, e = 1');
  }
  if (sol.requested_restitution != null && Math.abs(sol.restitution - sol.requested_restitution) > 1e-6) parts.push(`achieved e = ${fmtNum(sol.restitution, 4)}`);
  parts.push(`t_c = ${sol.contact_time == null ? 'never separates' : fmtSI(sol.contact_time, 's')}`);
  parts.push(`ξ_max = ${fmtSI(sol.max_overlap, 'm')}`);
  parts.push(`F_max = ${fmtSI(sol.max_force, 'N')}`);
  s.replaceChildren(...parts.map((t) => el('span', t)));
  s.classList.remove('stale');
}

/** Every series on the plots side by side (hidden for one). */
export function renderCompare(results) {
  const table = $('compare');
  if (results.length < 2) { table.hidden = true; return; }
  table.hidden = false;
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
  const rows = [
    ['model', (s) => MODEL_SHORT[s.model] || s.model],
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
  const body = table.querySelector('tbody');
  body.replaceChildren();
  for (const [name, f] of rows) {
    const tr = document.createElement('tr');
    tr.append(Object.assign(document.createElement('th'), { textContent: name, scope: 'row' }));
    for (const r of results) {
      tr.append(Object.assign(document.createElement('td'), { textContent: r.solution ? f(r.solution) : r.error.message }));
    }
    body.append(tr);
  }
}

