// The Oblique view: an oblique impact's rebound — vt′, the spins after, vt′/vt, the contact
// point's tangential restitution, J_t/J_n, the incidence and rebound angles, the regime —
// with the law's source; F_t(t) between ±μ|F_n| and the slip u(t); Chung & Ooi's curves
// over the incidence angle (or vt, or ω₁) beside the rigid-body line, computed in the worker.
// Its inputs: web/oblique-form.js. Presentation only: every number comes from dem-contact
// through the wasm module (`Plots.oblique_view`, `oblique_compute`, `Plots.oblique_draw`,
// `tangential_laws`, `solve`).
import { $, el, row, markField, errorLine } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { setSummary, staleSummary } from './results.js';
import { isDark } from './plots.js';
import * as form from './form.js';
import * as obForm from './oblique-form.js';

const REGIME = { stick: 'stick', 'partial-slip': 'partial slip', 'gross-slip': 'gross slip' };
const LAW_SHORT = { mindlin: 'Mindlin, incremental', 'mindlin-total': 'Mindlin, total displacement', linear: 'linear spring', coulomb: 'Coulomb, rigid' };
/** Points of the sweep (5° to 85° every 2.5°). */
export const SWEEP_POINTS = 33;
const deg = (x) => `${fmtNum(x, 4)}°`;
const rad = (x) => `${fmtNum(x, 5)} rad/s`;

/** The view's elements, once. */
function buildSection() {
  const v = $('view-oblique');
  const head = el('section', '', { className: 'headline', id: 'ob-headline', ariaLabel: 'Rebound of the oblique impact' });
  head.append(el('h2', 'Rebound of the oblique impact'), el('p', '', { className: 'big', id: 'ob-answer' }), el('p', '', { className: 'why', id: 'ob-why' }), el('p', '', { className: 'check', id: 'ob-law' }));
  const table = el('table', '', { id: 'ob-results', className: 'results', ariaLabel: 'Results of the oblique impact' });
  table.append(el('caption', 'Results'), el('tbody'));
  const plots = el('div', '', { className: 'plots' });
  const fig = (id, label, caption) => {
    const f = el('figure');
    f.append(el('canvas', '', { id, role: 'img', ariaLabel: label }), el('figcaption', caption));
    return f;
  };
  plots.append(
    fig('plot-ob-ft', 'Tangential force against time', 'F_t on body 1 along +vt (it brakes a positive slip), between the Coulomb bounds ±μ|F_n|: on a bound it slides, inside it sticks.'),
    fig('plot-ob-slip', 'Slip of the contact point against time', 'The slip speed of the contact point, u₀ = vt + r₁ω₁ + r₂ω₂ at first touch; 0 while it sticks or rolls.'),
    fig('plot-ob-sweep', "Chung & Ooi's curve", "Chung & Ooi 2011's curves for this pair and law; dashed: the rigid body with Coulomb friction (gross slip, or rolling once the contact point stops; Maw, Barber & Fawcett 1976); the dotted line marks the case above."),
  );
  const sweepStatus = el('p', '', { className: 'status', id: 'ob-sweep-status', role: 'status' });
  const buttons = el('p');
  buttons.append(el('button', 'Sweep CSV', { type: 'button', id: 'ob-csv' }));
  v.append(head, table, plots, sweepStatus, buttons, el('ul', '', { className: 'notes', id: 'ob-notes' }));
}

/** Sets up the view: its fields, its elements, its canvases; the view added to the page.
 * `ctx` = {page, plots, full, compute, load(query), download(name, text, type)}. Returns
 * what the Timestep view asks of it (`shear(base)`). */
export function setup(ctx) {
  obForm.build();
  buildSection();
  // The fields as the code's laws have them, before an exercise takes them (web/embed.js).
  obForm.showFields(obForm.formContext(lawsOf(ctx.full, obForm.formContext(null).code).laws));
  ctx.plots.oblique_canvases($('plot-ob-ft'), $('plot-ob-slip'), $('plot-ob-sweep'));
  $('ob-case').addEventListener('change', () => {
    const id = obForm.caseChosen();
    if (id) ctx.load(`${obForm.caseQuery(id)}&view=oblique&ob.case=${id}`);
  });
  // Any other change makes the inputs one's own.
  $('inputs').addEventListener('input', (ev) => { if (ev.target.id !== 'ob-case') obForm.setCase(''); });
  $('inputs').addEventListener('change', (ev) => { if (ev.target.id !== 'ob-case' && ev.target.id !== 'preset') obForm.setCase(''); });
  $('ob-csv').addEventListener('click', () => { if (last.csv) ctx.download('oblique-sweep.csv', last.csv, 'text/csv'); });
  ctx.page.addView('oblique', (note) => {
    const out = update(ctx, form.baseScenario(), form.codeSetting(), note);
    if (!out.pending) ctx.page.fresh('view');
    return out;
  });
  return { shear: (base) => shear(ctx, base) };
}

/** The last sweep's CSV; whether a valid answer was ever shown; the last answer and its key. */
const last = { csv: '', shown: false, key: '', out: null };

/** The laws the selector offers: the code's (its id, or ''), or the contract's four;
 * `{laws, error}`. */
function lawsOf(full, code) {
  try {
    return { laws: full.tangential_laws(code) };
  } catch (e) {
    return { laws: [], error: e?.message !== undefined ? e : { field: 'code', message: String(e) } };
  }
}

/** An error: at its field (the view's own, or the form's), the last numbers dimmed. */
function showError(err) {
  last.key = '';
  const atField = markField(`ob-${err.field}`, err.message) || markField(err.field, err.message);
  const label = atField && document.querySelector(`label[for="ob-${err.field}"], label[for="${err.field}"]`)?.textContent.trim();
  const rest = last.shown ? 'the numbers below are the last valid ones' : 'nothing to show until it is given';
  $('ob-status').textContent = `${errorLine(err, label)} — ${rest}.`;
  $('ob-status').classList.add('bad');
  $('view-oblique').classList.add('stale');
  staleSummary();
  return { error: err };
}

/** Computes and shows the view for the form's scenario `base` and the code chosen, with the
 * page's `note` ({text, bad}: a change an exercise did not apply). Returns the wasm module's
 * answer (`{scenario, solution, explain, charts}`), `{error}`, and `pending` while the sweep
 * is computed. */
function update(ctx, base, code, note) {
  obForm.firstValues();
  const { laws, error } = lawsOf(ctx.full, code?.id || '');
  obForm.showFields(obForm.formContext(laws));
  if (error) return showError(error);
  const sc = { ...base, ...obForm.scenarioKeys() };
  $('ob-status').textContent = note?.text ?? '';
  $('ob-status').classList.toggle('bad', Boolean(note?.bad));
  // The same inputs (the sweep arriving): the answer shown stays; the charts are drawn again
  // only at a new size or theme.
  const key = JSON.stringify([sc, code?.code, isDark(), [...document.querySelectorAll('#view-oblique canvas')].map((c) => c.width)]);
  let out = last.key === key ? last.out : null;
  if (!out) {
    out = ctx.plots.oblique_view(sc, code ? code.code : '');
    if (out.error) return showError(out.error);
    $('view-oblique').classList.remove('stale');
    render(out.solution, out.explain);
    out.charts.forEach((c, i) => describe(['plot-ob-ft', 'plot-ob-slip'][i], c));
    Object.assign(last, { shown: true, key, out });
  }
  out.pending = !sweep(ctx, sc, out, code);
  return out;
}

/** A canvas described for screen readers. */
function describe(id, c) {
  const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
  $(id).setAttribute('aria-label', `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
  $(id).dataset.series = JSON.stringify(c.series);
}

/** Chung & Ooi's curve of the scenario `sc`: from the worker, drawn here under the law of the
 * answer `out`; whether it is drawn. It is asked for after the answer is computed: asked
 * before, the worker would compete with this thread for the CPU while it draws (on two cores,
 * redraws' p95 12.9 → 14.9 ms in an A/B of 632 changes) for a curve only 7 ms sooner. */
function sweep(ctx, sc, out, code) {
  const t = out.solution.tangential;
  const choice = obForm.sweepChoice();
  const req = { base: sc, range: { over: choice.over, from: choice.from, to: choice.to, points: SWEEP_POINTS } };
  const a = ctx.compute.get('oblique_compute', req);
  const status = $('ob-sweep-status');
  const fig = $('plot-ob-sweep').closest('figure');
  if (!a) {
    fig.classList.add('stale');
    status.textContent = 'Computing the curve…';
    return false;
  }
  if (a.error) {
    const k = { from: 'ob-from', to: 'ob-to' }[a.error.field];
    if (!(k && markField(k, a.error.message))) status.textContent = `The curve: ${a.error.message}`;
    else status.textContent = 'The range is not valid; the last curve stays, dimmed.';
    fig.classList.add('stale');
    return true;
  }
  const marker = { angle: t.incidence_angle, vt: out.scenario.vt ?? 0, omega1: out.scenario.omega1 ?? 0 }[choice.over] ?? NaN;
  const d = ctx.plots.oblique_draw(a.value, choice.plot, marker, code ? `${code.code}: ${t.law}` : t.law);
  describe('plot-ob-sweep', d.chart);
  fig.classList.remove('stale');
  last.csv = a.value.csv;
  // For the tests: the sweep drawn.
  window.__dem.obliqueSweep = a.value;
  status.textContent = a.value.notes.join(' ');
  return true;
}

/** The results table (each row with its working, `explain`), the headline and the summary. */
function render(sol, explain) {
  const t = sol.tangential;
  const ratio = t.vt_ratio != null ? `vt′/vt = ${fmtNum(t.vt_ratio, 4)}` : `vt′ = ${fmtSI(t.vt_after, 'm/s')}`;
  $('ob-answer').textContent = `${ratio} · ω₁′ = ${rad(t.omega1_after)}`;
  $('ob-why').textContent = `${REGIME[t.regime]}: rebound at ${deg(t.rebound_angle)} (the centre), ${deg(t.contact_rebound_angle)} (the contact point), from ${deg(t.incidence_angle)}.`;
  $('ob-law').textContent = `${t.law} (${LAW_SHORT[t.law]}): ${t.source}`;
  setSummary([ratio, `ω₁′ = ${rad(t.omega1_after)}`, `rebound ${deg(t.contact_rebound_angle)}`, REGIME[t.regime]]);
  const tb = $('ob-results').querySelector('tbody');
  // A "how" opened stays open while the inputs change.
  const open = new Set([...tb.querySelectorAll('details[open]')].map((d) => d.dataset.q));
  tb.replaceChildren();
  const raw = (x) => (x == null ? '' : `${Number(x.toPrecision(12))}`);
  const how = (q) => explain.find((s) => s.quantity === q);
  const add = (label, value, x, q) => row(tb, label, value, raw(x), q && how(q));
  add('Tangential speed after, vt′', fmtSI(t.vt_after, 'm/s', 5), t.vt_after, 'vt_after');
  add('Spin of body 1 after, ω₁′', rad(t.omega1_after), t.omega1_after, 'omega1_after');
  if (t.omega2_after != null) add('Spin of body 2 after, ω₂′', rad(t.omega2_after), t.omega2_after, 'omega2_after');
  add("vt′/vt, the centre's tangential restitution", t.vt_ratio == null ? '— (vt = 0)' : fmtNum(t.vt_ratio, 5), t.vt_ratio, 'vt_ratio');
  add('Tangential restitution of the contact point, −u′/u₀', t.restitution == null ? '— (u₀ = 0)' : fmtNum(t.restitution, 5), t.restitution, 'restitution');
  add('Slip of the contact point, u₀ → u′', `${fmtSI(t.slip_before, 'm/s', 5)} → ${fmtSI(t.slip_after, 'm/s', 5)}`, null, 'slip_before');
  add('Impulse ratio, J_t / J_n', fmtNum(t.impulse_ratio, 5), t.impulse_ratio, 'impulse_ratio');
  add('Incidence angle', deg(t.incidence_angle), t.incidence_angle, 'incidence_angle');
  add('Rebound angle of the centre', deg(t.rebound_angle), t.rebound_angle, 'rebound_angle');
  add('Rebound angle of the contact point', deg(t.contact_rebound_angle), t.contact_rebound_angle, 'contact_rebound_angle');
  add('Regime', `${REGIME[t.regime]}${events(t.events)}`, null, 'regime');
  add('Tangential law', `${t.law}${t.stiffness_at_max_overlap != null ? `, k_t = ${fmtSI(t.stiffness_at_max_overlap, 'N/m')} at ξ_max` : ''}`, t.stiffness_at_max_overlap, 'law');
  if (t.shear_modulus != null) add('Effective shear modulus, G*', fmtSI(t.shear_modulus, 'Pa'), t.shear_modulus, 'shear_modulus');
  add('Normal restitution, e', fmtNum(sol.restitution, 6), sol.restitution);
  if (sol.contact_time != null) add('Contact time, t_c', fmtSI(sol.contact_time, 's'), sol.contact_time);
  add('Method', t.method === 'closed-form' ? 'closed form (gross slip throughout)' : 'integrated (events located)');
  for (const d of tb.querySelectorAll('details')) d.open = open.has(d.dataset.q);
  $('ob-notes').replaceChildren(...[...t.notes, ...sol.notes].map((n) => el('li', n)));
}

/** The mode changes in words: "sticks, slips at 4.883 µs, sticks at 6.058 µs". */
function events(list) {
  const words = { stick: 'sticks', slip: 'slips', tension: 'tension', roll: 'rolls' };
  const parts = list.filter((e) => e.event !== 'end').map((e) => (e.t > 0 ? `${words[e.state] || e.state} at ${fmtSI(e.t, 's')}` : words[e.state] || e.state));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The tangential half of `sc` (null where it has none or is invalid), solved once per
 * scenario: the Timestep view asks on every redraw, and the oblique inputs rarely change. */
const lastTangential = { key: '', t: null };
function tangentialOf(ctx, sc) {
  const key = JSON.stringify(sc);
  if (key !== lastTangential.key) {
    let t = null;
    try {
      t = ctx.full.solve(sc, 0).tangential ?? null;
    } catch { /* an invalid oblique input: its own view says why */ }
    Object.assign(lastTangential, { key, t });
  }
  return lastTangential.t;
}

/** For the Timestep view: the shear stiffness the Oblique view's law gives its rotational
 * criterion — `{keys, note}`; null when no oblique impact is described (no μ). The linear
 * law's constant k_t (a code's too: LIGGGHTS hooke's k_n, LAMMPS legacy 2/7 k_n) is passed as
 * `ks`; for a Mindlin law the Timestep view's default k_s stands (Mindlin's 8G*√(R*ξ_max),
 * crates/contact/src/timestep/cases.rs `shear_stiffness`), the law's own k_t said beside it;
 * the rigid Coulomb law has no spring. */
function shear(ctx, base) {
  const keys = obForm.scenarioKeys();
  if (!keys.mu) return null;
  delete keys.angle;
  delete keys.speed;
  const sc = { ...base, ...keys };
  // The radii the spins need, as the Oblique view has them (the Timestep view may hide them).
  for (const [r, body] of [['r1', ['m1', 'rho1']], ['r2', ['m2', 'rho2']]]) {
    if (!(r in sc) && $(r).value.trim() && body.some((k) => k in sc)) sc[r] = $(r).value.trim();
  }
  const t = tangentialOf(ctx, sc);
  if (!t) return null;
  if (t.law === 'linear' && t.stiffness_at_max_overlap != null) {
    return { keys: { ks: String(t.stiffness_at_max_overlap) }, note: `Shear stiffness k_s = ${fmtSI(t.stiffness_at_max_overlap, 'N/m')}: the constant k_t of the Oblique view's linear tangential law — ${t.source}.` };
  }
  if (t.law === 'coulomb') return { keys: {}, note: "The Oblique view's coulomb law has no tangential spring: k_s is the default below (Mindlin's from the material, else k_n)." };
  // A Mindlin law: k_s is the view's default, 8G*√(R*ξ) at its deepest overlap; the law's own
  // k_t at the oblique contact's deepest overlap is said beside it (a code may scale it).
  const own = t.stiffness_at_max_overlap != null ? ` (the law's k_t at the Oblique view's deepest overlap: ${fmtSI(t.stiffness_at_max_overlap, 'N/m')})` : '';
  return { keys: {}, note: `Shear stiffness: the Oblique view's ${t.law} law has a k_t that grows with the overlap; k_s below is Mindlin's 8G*√(R*ξ) at the deepest overlap at v_max${own} — ${t.source}.` };
}
