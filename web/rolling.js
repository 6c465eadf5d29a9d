// The Rolling view: the single-ball test of Ai, Chen, Rotter & Ooi 2011 — a solid sphere
// rolling without slip on a flat, stopped by its rolling resistance. The answer first (where
// and when it stops, the torque limit, the EPSD spring and dashpot, the steepest slope it rests
// on, whether the rolling spring governs the timestep), the test's numbers and the code's
// rules, the μ_r to type in each code for the same torque, the centre's speed (beside the
// constant-torque closed form) and the rolling torque (between ±M_max) against time. Its
// inputs: web/rolling-form.js. Presentation only: every number comes from dem-contact through
// the wasm module (`Plots.rolling_view`, `rolling_laws`).
import { $, el, setRows, markField, errorLine } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { setSummary, staleSummary, exercise } from './results.js';
import { isDark } from './plots.js';
import * as roForm from './rolling-form.js';

const STOPPED = {
  'at-rest': 'at rest from the start', 'constant-torque': 'the constant torque stopped it', spring: 'the rolling spring alone stopped it, below its limit (it then rolls back)',
  'spring-then-limit': 'the spring reached its limit, then the constant limit torque stopped it', creeps: 'past the limit the overdamped spring–dashpot lets it creep: its speed tends to 0 without reaching it',
};
/** The timestep criteria's short names (as the Timestep view's ladder). */
const SHORT = { pfc: 'PFC estimate', 'contact-stability': 'one contact, stability', rayleigh: 'Rayleigh fraction', 'contact-time': '10 steps per contact', kinematic: 'kinematic limit', rolling: 'the rolling spring' };
const raw = (v, unit = '') => (v == null ? '' : `${Number(Number(v).toPrecision(10))}${unit ? ` ${unit}` : ''}`);
const deg = (x) => `${fmtNum(x, 4)}°`;
/** An exercise's hidden answers (web/embed.js: hide=): `text`, or "?" where one of the
 * answers `qs` (space-separated) is hidden. */
const hid = (qs) => qs.split(' ').some((q) => exercise.asked(q));
const or = (qs, text) => (hid(qs) ? '?' : text);

function fig(id, label, caption, captionId) {
  const f = el('figure');
  f.append(el('canvas', '', { id, role: 'img', ariaLabel: label }), el('figcaption', caption, { id: captionId }));
  return f;
}

/** The view's elements, once. */
function buildSection() {
  const v = $('view-rolling');
  const head = el('section', '', { className: 'headline', id: 'ro-headline', ariaLabel: 'Where the ball stops' });
  head.append(el('h2', 'Single-ball rolling test', { id: 'ro-title' }), el('p', '', { className: 'big', id: 'ro-answer' }), el('p', '', { className: 'why', id: 'ro-why' }),
    el('p', '', { className: 'why', id: 'ro-step' }), el('p', '', { className: 'check', id: 'ro-formula' }));
  const plots = el('div', '', { className: 'plots ro-plots' });
  plots.append(
    fig('plot-ro-speed', "Speed of the ball's centre against time", "v(t): the centre's speed until the ball first stops; dashed, Ai et al.'s closed form of the constant torque M_max (type A).", 'ro-speed-caption'),
    fig('plot-ro-torque', 'Rolling torque against time', 'M(t): the rolling torque on the ball (negative: against the rolling), between the limits ±M_max = ±μ_r R_r F_n.', 'ro-torque-caption'),
  );
  const table = el('table', '', { id: 'ro-results', className: 'results', ariaLabel: 'Results of the rolling test' });
  table.append(el('caption', 'Results'), el('tbody'));
  const mu = el('table', '', { id: 'ro-mu', className: 'results ro-mu', ariaLabel: 'The μ_r to type in each code for the same torque' });
  const head2 = el('tr');
  const cols = ['Code and setting', 'μ_r typed as', 'Lever on a flat', 'μ_r on a flat', 'Lever, two equal spheres', 'μ_r, two spheres'];
  head2.append(...cols.map((t) => el('th', t, { scope: 'col' })));
  const thead = el('thead');
  thead.append(head2);
  mu.append(el('caption', 'The μ_r to type in each code for the same torque limit', { id: 'ro-mu-caption' }), thead, el('tbody'));
  const tables = el('div', '', { className: 'tables ro-tables' });
  tables.append(table, mu);
  v.append(head, plots, tables, el('ul', '', { className: 'notes', id: 'ro-notes' }));
}

/** Sets up the view: its fields, its elements, its canvases; the view added to the page.
 * `ctx` = {page, plots, full, …}. */
export function setup(ctx) {
  roForm.build(ctx.full.rolling_laws());
  buildSection();
  ctx.plots.rolling_canvases($('plot-ro-speed'), $('plot-ro-torque'));
  ctx.page.addView('rolling', (note) => {
    const out = update(ctx, note);
    ctx.page.fresh('view');
    return out;
  });
}

/** Whether a valid answer was ever shown; the last answer and its key. */
const last = { shown: false, key: '', out: null };

/** An error: at its field (the view's own), the last numbers dimmed. */
function showError(err) {
  last.key = '';
  const id = { rolling: 'ro-law', code: 'ro-law' }[err.field] ?? `ro-${err.field}`;
  const atField = markField(id, err.message, err.field);
  const label = atField && document.querySelector(`label[for="${id}"]`)?.textContent.trim();
  const rest = last.shown ? 'the numbers below are the last valid ones' : 'nothing to show until it is given';
  $('ro-status').textContent = `${errorLine(err, label)} — ${rest}.`;
  $('ro-status').classList.add('bad');
  $('view-rolling').classList.add('stale');
  staleSummary();
  return { error: err };
}

/** Computes and shows the view, with the page's `note` ({text, bad}). Returns the wasm
 * module's answer (`{solution, constant_torque, timestep, charts}`) or `{error}`. */
function update(ctx, note) {
  roForm.firstValues();
  roForm.showFields();
  const input = roForm.scenarioKeys();
  $('ro-status').textContent = note?.text ?? '';
  $('ro-status').classList.toggle('bad', Boolean(note?.bad));
  const key = JSON.stringify([input, isDark(), [...document.querySelectorAll('#view-rolling canvas')].map((c) => c.width)]);
  if (last.key === key) return last.out;
  const out = ctx.plots.rolling_view(input);
  if (out.error) return showError(out.error);
  $('view-rolling').classList.remove('stale');
  render(out, input);
  out.charts.forEach((c, i) => describe(['plot-ro-speed', 'plot-ro-torque'][i], c));
  Object.assign(last, { shown: true, key, out });
  return out;
}

function describe(id, c) {
  const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
  $(id).setAttribute('aria-label', `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
  $(id).dataset.series = JSON.stringify(c.series);
}

/** Where and when the ball stops, in words (`stops after d in t`; `would`: "stop after"),
 * the hidden answers "?". */
function stopText(d, t, would = false) {
  const m = (x) => or('stopping_distance', fmtSI(x, 'm'));
  const s = would ? '' : 's';
  return d == null ? `never stop${s}` : t == null ? `creep${s} to ${m(d)}` : `stop${s} after ${m(d)} in ${or('stopping_time', fmtSI(t, 's'))}`;
}

/** The headline, the summary, the tables. */
function render(out, input) {
  const sol = out.solution;
  const r = sol.rolling;
  const d = r.stopping_distance;
  const t = r.stopping_time;
  const who = sol.code ? `${sol.code.code} ${sol.code.setting}` : `Ai et al.'s ${sol.law === 'epsd' ? 'type C (EPSD)' : 'type A (constant torque)'}`;
  $('ro-title').textContent = `Single-ball rolling test — ${who}`;
  const stop = stopText(d, t);
  $('ro-answer').textContent = sol.stopped === 'at-rest' ? 'At rest: no speed given to it'
    : d == null ? 'It never stops: no torque acts (μ_r = 0)'
      : t == null ? `It ${stop} (its speed only tends to 0)` : `It ${stop}`;
  const torque = (x) => or('torque_limit', fmtSI(x, 'N·m'));
  const spring = (x, unit) => or('rolling_stiffness', fmtSI(x, unit));
  $('ro-why').textContent = `Torque limit M_max = μ_r R_r F_n = ${torque(r.torque_limit)} (lever R_r = ${or('torque_limit', fmtSI(r.lever_arm, 'm'))}, F_n = m g = ${or('torque_limit', fmtSI(r.normal_force, 'N'))})${r.stiffness != null ? `; rolling spring k_r = ${spring(r.stiffness, 'N·m/rad')}, dashpot C_r = ${spring(r.damping, 'N·m·s/rad')}` : ''}. At rest on slopes up to ${or('slope', deg(r.static_angle))}.`;
  $('ro-step').textContent = stepText(out);
  $('ro-formula').textContent = `${sol.formula} — ${sol.source}`;
  setSummary([el('strong', stop), `M_max = ${torque(r.torque_limit)}`, ...(r.stiffness != null ? [`k_r = ${spring(r.stiffness, 'N·m/rad')}`] : []), ...(out.timestep && !(out.timestep.governs && hid('rolling_stiffness')) ? [`Δt = ${fmtSI(out.timestep.recommended, 's')} (${SHORT[out.timestep.recommended_by] ?? out.timestep.recommended_by})`] : [])]);
  const a = out.constant_torque;
  $('ro-speed-caption').textContent = a && r.stiffness != null
    ? `v(t): the centre's speed until the ball first stops; dashed, the constant torque M_max alone (Ai et al.'s type A, closed form: uniform deceleration M_max r/I_r): it would ${stopText(a.distance, a.time, true)}.`
    : "v(t): the centre's speed until the ball first stops — the constant torque's closed form itself (Ai et al.'s type A): v = v₀ − (M_max r/I_r) t.";
  const b = out.torque_beyond;
  $('ro-torque-caption').textContent = `M(t): the rolling torque on the ball (negative: against the rolling), between the limits ±M_max = ±μ_r R_r F_n.${b ? ` Below the cap the dashpot adds C_r ω: at the start the torque reaches ${torque(b[0])} (${or('torque_limit rolling_stiffness', fmtNum(b[0] / -r.torque_limit, 3))} M_max), beyond the chart until t = ${or('stopping_time', fmtSI(b[1], 's'))}.` : ''}`;
  renderTable(sol, r, a, out.timestep);
  renderMu(sol, input);
  const muNotes = sol.mu_r_to_type.filter((m) => m.note).map((m) => m.note);
  $('ro-notes').replaceChildren(...[...sol.notes, ...muNotes, ...(out.timestep?.notes ?? [])].map((n) => el('li', n)));
}

/** The ball's timestep (the library's, by every criterion: normal, tangential and rolling
 * springs, the Rayleigh time): the recommended Δt, the criterion that sets it, the rolling
 * spring's own limit beside it; or why it is not said. */
function stepText(out) {
  const ts = out.timestep;
  if (ts) {
    // The rolling spring's own limit tells k_r.
    const own = (x) => or('rolling_stiffness', fmtSI(x, 's'));
    const spring = ts.rolling == null ? 'The law has no rolling spring to limit it.'
      : ts.governs ? `The rolling spring sets it: its own limit is ${own(ts.rolling)}.`
        : `The rolling spring's own limit, ${own(ts.rolling)}, is ${or('rolling_stiffness', fmtNum(ts.rolling / ts.recommended, 3))}× longer.`;
    const has = (...ids) => ts.criteria.some((c) => ids.includes(c.id));
    const what = [has('pfc', 'contact-stability', 'contact-time') && 'the normal and tangential springs', has('rolling') && 'the rolling spring', has('rayleigh') && 'the Rayleigh time'].filter(Boolean);
    const of = what.length > 1 ? `${what.slice(0, -1).join(', ')} and ${what.at(-1)}` : what[0];
    return `Timestep for a simulation of this ball: Δt = ${ts.governs ? own(ts.recommended) : fmtSI(ts.recommended, 's')}, set by ${ts.governing} — the smallest of ${ts.criteria.length} criteria (${of}), as the Timestep view gives it. ${spring}`;
  }
  if (out.timestep_error) return `Timestep: ${out.timestep_error.message}`;
  return '';
}

function renderTable(sol, r, a, ts) {
  const rows = [];
  // A row states the answers `qs` (space-separated): "?" where the exercise hides one.
  const row = (label, value, title, qs = '') => rows.push(qs && hid(qs) ? [label, '?', 'hidden in this exercise'] : [label, value, title]);
  row('Lever arm R_r', fmtSI(r.lever_arm, 'm'), raw(r.lever_arm, 'm'), 'torque_limit');
  row('Normal force F_n = m g', fmtSI(r.normal_force, 'N'), raw(r.normal_force, 'N'), 'torque_limit');
  row('Torque limit M_max = μ_r R_r F_n', fmtSI(r.torque_limit, 'N·m'), raw(r.torque_limit, 'N·m'), 'torque_limit');
  row('Rolling inertia I_r = (7/5) m r² (about the contact point)', fmtSI(r.inertia, 'kg·m²'), raw(r.inertia, 'kg·m²'));
  if (r.kn != null) row(`Normal stiffness k_n${sol.static_overlap != null ? ` (Hertz's secant at δ_s = ${fmtSI(sol.static_overlap, 'm')})` : ''}`, fmtSI(r.kn, 'N/m'), raw(r.kn, 'N/m'));
  if (r.stiffness != null) row('Rolling stiffness k_r', fmtSI(r.stiffness, 'N·m/rad'), raw(r.stiffness, 'N·m/rad'), 'rolling_stiffness');
  if (r.damping != null) row('Rolling dashpot C_r', fmtSI(r.damping, 'N·m·s/rad'), raw(r.damping, 'N·m·s/rad'), 'rolling_stiffness');
  if (r.period != null) row('Period of the rolling spring 2π√(I_r/k_r)', fmtSI(r.period, 's'), raw(r.period, 's'), 'rolling_stiffness');
  if (sol.elastic_angle != null) row('Angle the spring takes to the limit, θ₁ = M_max/k_r', `${fmtNum(sol.elastic_angle, 4)} rad`, raw(sol.elastic_angle, 'rad'), 'torque_limit rolling_stiffness');
  row('Stopping distance', r.stopping_distance == null ? 'never stops' : fmtSI(r.stopping_distance, 'm'), raw(r.stopping_distance, 'm'), 'stopping_distance');
  row('Stopping time', r.stopping_time == null ? (r.stopping_distance == null ? 'never stops' : 'none: it creeps') : fmtSI(r.stopping_time, 's'), raw(r.stopping_time, 's'), 'stopping_time');
  if (sol.stopped) row('How it stopped', STOPPED[sol.stopped] ?? sol.stopped);
  if (a && r.stiffness != null) row('The constant torque alone (type A, closed form)', stopText(a.distance, a.time));
  row('Steepest slope it rests on, atan(μ_r R_r/r)', deg(r.static_angle), raw(r.static_angle, '°'), 'slope');
  if (ts) {
    row(`Timestep Δt, set by ${SHORT[ts.recommended_by] ?? ts.recommended_by}`, fmtSI(ts.recommended, 's'), raw(ts.recommended, 's'), ts.governs ? 'rolling_stiffness' : '');
    for (const c of ts.criteria.slice(1)) row(`Δt allowed by ${SHORT[c.id] ?? c.id}`, fmtSI(c.dt, 's'), raw(c.dt, 's'), c.id === 'rolling' ? 'rolling_stiffness' : '');
  }
  const c = sol.code;
  if (c) {
    row(`${c.code}'s lever arm (flat; two spheres)`, `${c.lever[0]}; ${c.lever[1]}`);
    row(`${c.code}'s rolling stiffness`, c.stiffness_rule);
    row(`${c.code}'s dashpot`, c.dashpot_rule);
    row(`${c.code}'s limit caps`, `the ${c.cap}; F_n: ${c.normal_force}`);
    if (c.kt != null) row('Tangential stiffness k_t used', fmtSI(c.kt, 'N/m'), raw(c.kt, 'N/m'));
    const sg = c.suggested;
    if (sg) {
      const unit = { kr: 'N/m', krot: 'N·m/rad' }[sg.key] ?? '';
      const v = (x) => (unit ? fmtSI(x, unit) : fmtNum(x, 4));
      row(`Suggested ${sg.key} (${c.coefficient})`, `${v(sg.value)} — ${sg.given == null ? 'taken, none given' : `you gave ${v(sg.given)}`}; ${sg.rule}`, raw(sg.value, unit));
    }
    row('Read in', `${c.source} (${c.status})`);
  }
  setRows($('ro-results').querySelector('tbody'), rows);
}

/** The μ_r each code must be typed for this answer's torque limit, the chosen code's row
 * marked. */
function renderMu(sol, input) {
  const tb = $('ro-mu').querySelector('tbody');
  const heads = [...$('ro-mu').querySelectorAll('thead th')].map((th) => th.textContent);
  const mine = input.code;
  $('ro-mu-caption').textContent = `The μ_r to type in each code for the same torque limit, ${or('torque_limit', fmtSI(sol.rolling.torque_limit, 'N·m'))} (μ_r L F_n on each code's lever L)`;
  tb.replaceChildren(...sol.mu_r_to_type.map((m) => {
    const tr = el('tr', '', { className: m.id === mine ? 'mine' : '' });
    tr.dataset.id = m.id;
    const name = el('th', '', { scope: 'row' });
    name.append(el('strong', m.code), document.createTextNode(` ${m.id.replace(/^[a-z]+-/, '')}`));
    const cells = [m.note ? `${m.coefficient} — one number for every contact (note below)` : m.coefficient, fmtSI(m.lever_wall, 'm'), fmtNum(m.mu_r_wall, 4), fmtSI(m.lever_pair, 'm'), fmtNum(m.mu_r_pair, 4)].map((t, i) => {
      const td = el('td', t);
      td.dataset.label = heads[i + 1];
      return td;
    });
    tr.append(name, ...cells);
    return tr;
  }));
}
