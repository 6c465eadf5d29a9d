// The Contact view's results (its own elements): the status line, the summary (the other
// views write theirs through `setSummary`), the Results table with its "how" toggles, the
// Damping box, the notes (the table of the series compared: web/compare.js). Every number is
// dem-contact's.
import { $, setRows, el, errorLine } from './dom.js';
import { fmtSI, fmtNum, fmtUnit } from './format.js';
import { sentence } from './models.js';

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
  // The input named at the top of the results too (it may be far down the form, or on a
  // phone below the results), with what is wrong with it.
  const label = err.field && document.querySelector(`label[for="${CSS.escape(err.field)}"]`)?.textContent.trim();
  const what = errorLine(err, atField && label);
  $('status').textContent = hadResults ? `${what} — the results and plots below are the last valid ones.` : `${what} — nothing to show until it is given.`;
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

/** What a code's answer is for: the value to type (the code then achieves the e asked for),
 * or, where none reaches e or no e was asked for, the value as typed. `{name, value, unit,
 * toType}`. */
export function codeAnswer(c) {
  const n = c.to_type || c.typed;
  return { name: n.name, value: n.value, unit: n.unit, toType: Boolean(c.to_type) };
}
const unitText = (u) => (u ? ` ${fmtUnit(u)}` : '');
/** "dp_nratio = 0.49724" of a code's answer. */
export const answerText = (c, sig = 5) => { const a = codeAnswer(c); return `${a.name} = ${fmtNum(a.value, sig)}${unitText(a.unit)}`; };
/** Whether typing e itself (or the documented constant) gives another contact than the answer. */
export const typedDiffers = (c) => Boolean(c.to_type) && Math.abs(c.to_type.value - c.typed.value) > 1e-9 * Math.abs(c.typed.value);

/** The caption: with a code, what the table describes (the value to type, or as typed). */
export function caption(sol) {
  const c = sol.code;
  $('results').querySelector('caption').textContent = c
    ? `Results — ${c.code} with ${answerText(c)}${codeAnswer(c).toType ? ' (the value to type)' : ' (as typed)'}`
    : 'Results';
}

// ---------- answers an exercise hides (web/embed.js: hide=) ----------
/** Set by web/embed.js for an exercise that hides answers: `asked(q)`, whether the answer `q`
 * (damping, restitution, contact_time, … : web/embed.js's ANSWERS) is hidden; `row(r)`, a
 * Results row ([label, value, title, how]) as shown ("?" for what states a hidden answer);
 * `mask(text)`, a message of the library with the hidden answers it states as "?". */
export const exercise = { asked: () => false, row: (r) => r, mask: (text) => text };
const hidden = (q) => exercise.asked(q);

// ---------- the tables ----------
/** Raw digits for a tooltip: ten significant, not seventeen. */
const raw = (v, unit = '') => (v == null ? '' : `${Number(Number(v).toPrecision(10))}${unit ? ` ${unit}` : ''}`);

/** The Results table of `sol` with a "how" per headline (the library's `explain`, or before
 * the full module a toggle calling `ctx.loadWorking()`), the Damping box headed by
 * `ctx.modelTitle` and `ctx.caseName`, and the notes. */
export function renderResults(sol, explain, ctx) {
  const tb = $('results').querySelector('tbody');
  const opened = new Set([...tb.querySelectorAll('details.how[open]')].map((d) => d.dataset.q));
  const rows = [];
  const row = (...r) => rows.push(r);
  const how = (q) => (ctx.full ? explain.find((s) => s.quantity === q) : { quantity: q, load: () => { openHow = q; ctx.loadWorking(); } });
  const ct = sol.contact_time;
  const hasDamping = sol.damping_constant_symbol !== '–';
  row('Effective mass m', fmtSI(sol.effective_mass, 'kg'), raw(sol.effective_mass, 'kg'), how('effective_mass'));
  row('Contact stiffness k', fmtSI(sol.stiffness, fmtUnit(sol.stiffness_unit)), raw(sol.stiffness, sol.stiffness_unit), how('stiffness'));
  if (sol.effective_modulus != null) row('Effective modulus E*, radius R*', `${fmtSI(sol.effective_modulus, 'Pa')}, ${fmtSI(sol.effective_radius, 'm')}`);
  if (hasDamping && sol.model === 'power-function') {
    row('Unloading exponent b', fmtNum(sol.damping_constant, 6), raw(sol.damping_constant), how('damping_constant'));
    row('Unloading from the turning point B', `F = F_B (ξ/ξ_B)^b from F_B = ${fmtSI(sol.max_force, 'N')} at ξ_B = ${fmtSI(sol.max_overlap, 'm')} (An 2006, eq. 1)`);
  } else if (hasDamping) {
    const unit = sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : '';
    row(`Damping constant ${sol.damping_constant_symbol}`, `${fmtNum(sol.damping_constant, 6)}${unit}`, raw(sol.damping_constant, sol.damping_constant_unit || ''), how('damping_constant'));
    row(`Damping coefficient ${coeffSymbol(sol)}`, coefficientText(sol), raw(sol.damping_coefficient, sol.damping_coefficient_unit), how('damping_coefficient'));
  }
  if (sol.natural_frequency != null) row('Natural frequency ω₀ = √(k/m)', fmtSI(sol.natural_frequency, 'rad/s'), raw(sol.natural_frequency, 'rad/s'), how('natural_frequency'));
  if (sol.decay_rate != null) row('Decay rate β = α ω₀', fmtSI(sol.decay_rate, '1/s'));
  if (sol.damped_frequency != null) row('Damped frequency ω', fmtSI(sol.damped_frequency, 'rad/s'));
  if (sol.regime) row('Regime', REGIME[sol.regime] ?? sol.regime);
  const req = sol.requested_restitution != null ? ` (requested ${fmtNum(sol.requested_restitution, 6)})` : '';
  row('Restitution achieved e', fmtNum(sol.restitution, 6) + req, raw(sol.restitution), how('restitution'));
  row('Contact time t_c', ct == null ? 'never separates' : fmtSI(ct, 's'), raw(ct, 's'), how('contact_time'));
  // The times of the peaks tell the contact time (about half of it) where that is hidden.
  const at = (t) => (hidden('contact_time') ? '' : ` at t = ${fmtSI(t, 's')}`);
  row('Maximum overlap ξ_max', `${fmtSI(sol.max_overlap, 'm')}${at(sol.time_of_max_overlap)}`, raw(sol.max_overlap, 'm'), how('max_overlap'));
  row('Maximum force F_max', `${fmtSI(sol.max_force, 'N')}${at(sol.time_of_max_force)}`, raw(sol.max_force, 'N'), how('max_force'));
  row('Minimum force F_min', fmtSI(sol.min_force, 'N'), raw(sol.min_force, 'N'));
  row('Tension before separation', sol.tension ? 'yes — the force pulls the bodies together' : 'no');
  row('Work absorbed while loading', fmtSI(sol.absorbed_work, 'J'), raw(sol.absorbed_work, 'J'));
  if (sol.recovered_work != null) {
    row('Work recovered while unloading', fmtSI(sol.recovered_work, 'J'));
    row('Work dissipated (the F(ξ) loop)', `${fmtSI(sol.absorbed_work - sol.recovered_work, 'J')} (${fmtNum(100 * (1 - sol.recovered_work / sol.absorbed_work), 3)} %)`);
  }
  energyRows(sol.energy, row);
  if (sol.drop_height != null) row('Drop height h₀ → rebound height h₁', `${fmtSI(sol.drop_height, 'm')} → ${sol.rebound_height == null ? 'no rebound' : fmtSI(sol.rebound_height, 'm')}`);
  if (sol.restitution_formula != null && sol.model === 'power-function') {
    const g = sol.elastic_inelastic_ratio;
    row('An 2006, eq. 2 (the ratio of elastic to inelastic deformation, written g there — not gravity)', `ratio = ${g == null ? '∞: the contact stays elastic' : fmtNum(g, 4)}; e = ${fmtNum(sol.restitution_formula, 6)}`);
  }
  if (sol.restitution_formula != null && sol.model === 'viscoelastic') {
    row('Small-damping expansion of e (Schwager & Pöschel 1998)', `${fmtNum(sol.restitution_formula, 6)} (${fmtNum(100 * (sol.restitution_formula / sol.restitution - 1), 3)} % from the exact)`);
  }
  if (sol.equal_overlap_linear_stiffness != null) row('Linear k with the same ξ_max (undamped)', fmtSI(sol.equal_overlap_linear_stiffness, 'N/m'));
  if (sol.equivalent_linear_stiffness != null) row('Di Maio & Di Renzo 2004 linear k (Hu et al. 2011, eq. 4)', fmtSI(sol.equivalent_linear_stiffness, 'N/m'));
  row('Method', sol.method === 'closed-form' ? 'closed form' : 'integrated (adaptive Dormand–Prince, events located)');
  setRows(tb, rows.map(exercise.row));

  // The power-function model's a = F_B/ξ_B^b says less than its turning point.
  const coeff = sol.model === 'power-function'
    ? `unloading from F_B = ${fmtSI(sol.max_force, 'N')} at ξ_B = ${fmtSI(sol.max_overlap, 'm')}`
    : `${coeffSymbol(sol)} = ${coefficientText(sol)}`;
  // With adhesion an elastic contact loses what the tension tail takes: its e is the answer's.
  $('damping-value').textContent = !hasDamping ? `elastic: no damping${sol.adhesion ? ' (the loss is the tension tail\'s)' : ', e = 1'}`
    : hidden('damping') ? `${sol.damping_constant_symbol} = ?` : `${dampingText(sol)}${sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : ''},  ${coeff}`;
  // With a code, the damping is what the code forms from its input (its panel says how).
  // The model's formula is typeset (web/math.js); a code's sentence is not.
  $('damping-formula').classList.toggle('math-src', !sol.code);
  $('damping-formula').textContent = sol.code ? `${sol.code.code} forms this from ${answerText(sol.code)}${codeAnswer(sol.code).toType ? ' (the value to type)' : ''}: ${sentence(sol.model)}, ${sol.damping_constant_symbol} as above` : sol.damping_formula;
  $('damping-source').textContent = sol.code ? sol.code.source : sol.damping_source;
  // What is computed, in the first screen (on a phone the form is far below).
  const caseName = ctx.caseName ? ` · ${ctx.caseName}` : '';
  // A code with adhesion answers with its adhesive row (no `code`): its code and the model
  // its contact is (LIGGGHTS thornton_ning: Hertz, elastic).
  const adhesive = !sol.code && sol.adhesion && sol.adhesion_codes?.length === 1 && ctx.codeChosen ? sol.adhesion_codes[0] : null;
  const codeName = sol.code?.code ?? adhesive?.code;
  const modelName = codeName ? `${codeName}, ${sentence(sol.model)}` : ctx.modelTitle || sol.model;
  $('damping-box').querySelector('h2').textContent = `Damping — ${modelName}${caseName}`;
  $('damping-box').hidden = false;
  const notes = $('notes');
  if (notes.dataset.v !== sol.notes.join('\n')) {
    notes.replaceChildren(...sol.notes.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
    notes.dataset.v = sol.notes.join('\n');
  }
  if (openHow && ctx.full) {
    opened.add(openHow);
    openHow = null;
  }
  for (const d of tb.querySelectorAll('details.how')) if (opened.has(d.dataset.q)) d.open = true;
}

/** The key results in one line, always in view (sticky). With a code: the value to type and
 * what it gives, then what typing e itself (or the documented constant) gives; with local
 * damping beside the dashpot (`localBeside(code)`, web/codes.js) what to type for e with both. */
export function renderSummary(sol, localBeside = () => null) {
  const s = $('summary');
  const parts = [];
  const c = sol.code;
  // An answer the exercise hides reads "?" (web/embed.js: hide=).
  const e = hidden('restitution') ? '?' : fmtNum(sol.restitution, 4);
  const tc = hidden('contact_time') ? '?' : sol.contact_time == null ? 'never separates' : fmtSI(sol.contact_time, 's');
  const tail = [`t_c = ${tc}`, `ξ_max = ${hidden('max_overlap') ? '?' : fmtSI(sol.max_overlap, 'm')}`, `F_max = ${hidden('max_force') ? '?' : fmtSI(sol.max_force, 'N')}`];
  if (c) {
    // Local damping beside the dashpot (`code.local`, not where it is the input itself).
    const l = localBeside(c);
    parts.push(`${c.code}: ${codeAnswer(c).toType ? 'type ' : ''}${hidden('damping') ? '?' : answerText(c)}${l ? ` and local damping α = ${fmtNum(l.alpha, 3)}` : ''}`);
    parts.push(`e = ${e}`, ...tail);
    if (typedDiffers(c) && !hidden('restitution')) parts.push(`(typing ${c.typed.name} = ${fmtNum(c.typed.value, 5)}: e = ${fmtNum(c.typed.restitution, 4)})`);
    s.replaceChildren(...parts.map((t) => el('span', t)));
    s.classList.remove('stale');
    return;
  }
  const sym = sol.damping_constant_symbol;
  if (sym !== '–') {
    const d = hidden('damping') ? `${sym} = ?` : `${sym} = ${fmtNum(sol.damping_constant, 4)}${sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : ''}`;
    parts.push(sol.requested_restitution != null ? `e = ${fmtNum(sol.requested_restitution, 4)} → ${d}` : `${d} → e = ${e}`);
  } else {
    // No dashpot: the spring's own e (1 where it is elastic and nothing else acts).
    parts.push(`${sol.plastic ? 'plastic' : 'elastic'}, e = ${e}${sol.adhesion ? ' with adhesion' : sol.liquid_bridge ? ' with the bridge' : ''}`);
  }
  if (sol.requested_restitution != null && Math.abs(sol.restitution - sol.requested_restitution) > 1e-6) parts.push(`achieved e = ${e}`);
  parts.push(...tail);
  s.replaceChildren(...parts.map((t) => el('span', t)));
  s.classList.remove('stale');
}

/** Where the energy went (the library's account, `energy`): kinetic before → after, then each
 * sink that took any, and energy a law created, said as such. */
function energyRows(en, row) {
  if (!en) return;
  const j = (x) => fmtSI(x, 'J');
  row('Kinetic energy before → after', `${j(en.before.total)} → ${j(en.after.total)}`);
  const sinks = [
    ['the normal dashpot (or hysteresis)', en.normal_contact],
    ['local damping', en.local_damping],
    ['friction and the tangential dashpot', en.tangential],
    ['left in the normal spring', en.stored],
    ['done by the body acceleration (in)', en.body_acceleration],
  ].filter(([, x]) => x != null && Math.abs(x) > 1e-9 * en.before.total);
  if (sinks.length) row('Where it went', sinks.map(([n, x]) => `${n} ${j(x)}`).join('; '));
  if (en.created != null) row('Energy created by the law', `${j(en.created)} (${fmtNum(100 * en.created / en.before.total, 3)} % of the energy before; see the notes)`);
}
