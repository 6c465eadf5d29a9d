// The Contact view's parts that come with the full module (web/full.js installs them): the
// code's panel, the restitution ↔ damping view, the scheme replay's table and sweep, the table
// of every DEM code (from the worker), and the adhesion's answer (web/adhesion.js, loaded on
// demand by web/full.js).
import { $, markField } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { describeChart, isDark } from './plots.js';
import * as form from './form.js';
import * as codes from './codes.js';
import { describedBy } from './code-fields.js';
import { codeLine } from './timestep.js';
import { last } from './contact.js';

/** What each drawing was made for: it is drawn again only when its key changes. */
const keys = { view: null, sweep: null, codes: null };

/** The parts, for `ctx` = {page, full, plots, compute, part(name)} (web/full.js): the Contact
 * view's `render(req, out, sol)` and `localBeside(code)` (web/contact.js), and
 * `codesArrived()`, `adhesionArrived()` for the worker's tables. */
export function install(ctx) {
  // Reopened: the table computed again (from the worker's cache when the pair is the same).
  $('codes-details').addEventListener('toggle', () => { keys.codes = null; });
  return {
    render: (req, out, sol) => render(ctx, req, out, sol),
    localBeside: codes.localBeside,
    codesArrived: () => codesArrived(ctx),
    adhesionArrived: () => adhesionArrived(ctx),
    bridgeArrived: () => bridgeArrived(ctx),
  };
}

/** After the first module's parts of the view (`req`, its answer `out`, the base's `sol`). */
function render(ctx, req, out, sol) {
  // The line of the chosen code's input that sets the timestep: the recommendation of the
  // Timestep view's inputs, the code's own check among its criteria (`code_line`).
  codes.renderCode(sol, sol.code ? codeLine(req.base, ctx.full.timestep) : '', req.base);
  renderView(ctx, req.base, sol);
  ctx.part('adh')?.render(sol, req.base);
  ctx.part('pl')?.render(sol, req.base);
  ctx.part('wet')?.render(sol, req.base);
  renderScheme(ctx, req, out, form.replay().scheme);
  if (renderCodes(ctx, req.base, sol, form.codeSetting())) ctx.page.fresh('codes');
}

/** The worker's rows of what each code makes of the adhesion have come: drawn now, where the
 * Contact view is shown. */
function adhesionArrived(ctx) {
  const l = last();
  if (ctx.page.view() !== 'contact' || !l) return;
  const t0 = performance.now();
  ctx.part('adh')?.renderCodes?.(l.results[0].solution, l.base);
  ctx.page.timed(t0);
}

/** The worker's rows of what each code's bridge makes of the liquid bridge have come: drawn
 * now, where the Contact view is shown. */
function bridgeArrived(ctx) {
  const l = last();
  if (ctx.page.view() !== 'contact' || !l) return;
  const t0 = performance.now();
  ctx.part('wet')?.renderCodes?.(l.results[0].solution, l.base);
  ctx.page.timed(t0);
}

/** The worker's table of every code has come: drawn now, where the Contact view is shown. */
function codesArrived(ctx) {
  const l = last();
  if (ctx.page.view() !== 'contact' || !l) return;
  const t0 = performance.now();
  keys.codes = null;
  const done = renderCodes(ctx, l.base, l.results[0].solution, form.codeSetting());
  ctx.page.timed(t0);
  if (done) ctx.page.fresh('codes');
}

/** The restitution ↔ damping view: redrawn only when what it depends on changes. */
function renderView(ctx, base, sol) {
  // With a code: the view of the model it maps onto, under its end of contact.
  if (sol.code) base = { model: sol.model, end: sol.code.end, e: sol.code.requested ?? undefined };
  // The view is dimensionless except for the power-function model (its b(e) depends on the
  // loading, so on the whole pair).
  const sc = base.model === 'power-function' ? { ...base } : { model: base.model, end: base.end };
  delete sc.damping;
  for (const k of ['w', 'p', 'formula']) if (k in base) sc[k] = base[k];
  const e = base.e ?? (sol.restitution > 0 ? String(Number(sol.restitution.toPrecision(12))) : undefined);
  if (e !== undefined && base.model !== 'hertz') sc.e = e;
  $('view-hint').textContent = base.model === 'power-function'
    ? 'for this model, pair, speed and transition force, without a body acceleration (b(e) depends on the loading through g)'
    : 'for this model and end criterion; independent of masses, stiffness and speed';
  const key = JSON.stringify([sc, $('plot-damping').width, isDark()]);
  if (key === keys.view) return;
  keys.view = key;
  const msg = $('view-msg');
  const out = ctx.plots.damping_view(sc);
  const grid = document.querySelector('#view .view-grid');
  if (out.error) {
    grid.hidden = true;
    msg.hidden = false;
    msg.textContent = base.model === 'hertz' ? 'Hertz is elastic: no damping to relate to a restitution.' : out.error.message;
    return;
  }
  grid.hidden = false;
  msg.hidden = true;
  describeChart('plot-damping', out.chart);
  const tb = $('relations').querySelector('tbody');
  const heads = [...$('relations').querySelectorAll('thead th')].map((th) => th.textContent);
  tb.replaceChildren();
  out.view.relations.forEach((r, i) => {
    const tr = document.createElement('tr');
    const name = document.createElement('th');
    name.scope = 'row';
    const sw = Object.assign(document.createElement('span'), { className: 'swatch' });
    sw.style.background = ctx.full.series_colour(i, isDark());
    name.append(sw, document.createTextNode(r.label + (r.exact && r.name !== 'exact' ? ' (exact here)' : '')));
    const cells = [r.formula, r.damping_at_e == null ? (r.note || '—') : `${out.view.symbol} = ${fmtNum(r.damping_at_e, 5)}`,
      r.achieved_at_e == null ? '—' : fmtNum(r.achieved_at_e, 5), r.source];
    // The formula typeset (web/math.js).
    // Each cell names its column (a phone shows the rows as cards).
    tr.append(name, ...cells.map((t, k) => {
      const td = Object.assign(document.createElement('td'), { textContent: t, className: k === 0 ? 'math-src' : '' });
      td.dataset.label = heads[k + 1];
      return td;
    }));
    if (r.achieved_at_e != null && out.view.requested != null && Math.abs(r.achieved_at_e - out.view.requested) > 1e-6 * out.view.requested) tr.classList.add('off');
    tb.append(tr);
  });
}

/** The explicit scheme's numbers against the exact ones, and the e-against-Δt sweep, for
 * the `scheme` chosen ('' for none). */
function renderScheme(ctx, req, out, scheme) {
  const box = $('scheme-out');
  if (!scheme) { box.hidden = true; keys.sweep = null; return; }
  box.hidden = false;
  const runs = out.schemes;
  const msg = $('scheme-msg');
  const errs = runs.filter((r) => r.error);
  if (errs.length) {
    const e = errs[0].error;
    if (e.field === 'dt' || e.field === 't_end') markField(e.field, e.message);
  }
  const messages = runs.map((r) => (r.error ? `${r.label}: ${r.error.message}` : r.run.message ? `${r.label}: ${r.run.message}` : null)).filter(Boolean);
  msg.hidden = messages.length === 0;
  msg.textContent = messages.join(' — ');
  const ok = runs.filter((r) => r.run);
  // No run at this Δt (its error is at the field): no table of empty columns.
  $('scheme-table').hidden = ok.length === 0;
  const head = document.createElement('tr');
  head.append(Object.assign(document.createElement('th'), { textContent: '' }));
  for (const r of ok) {
    const th = Object.assign(document.createElement('th'), { scope: 'col' });
    const sw = Object.assign(document.createElement('span'), { className: 'swatch' });
    sw.style.background = r.colour;
    th.append(sw, document.createTextNode(`${r.label}: scheme / exact (error)`));
    head.append(th);
  }
  $('scheme-table').querySelector('thead').replaceChildren(head);
  const pct = (x) => (x == null ? '' : ` (${x >= 0 ? '+' : ''}${fmtNum(100 * x, 3)} %)`);
  const both = (a, b, err, f) => (a == null ? `— / ${b == null ? '—' : f(b)}` : `${f(a)} / ${b == null ? '—' : f(b)}${pct(err)}`);
  const rows = [
    ['e', (r) => both(r.restitution, r.exact.restitution, r.errors.restitution, (x) => fmtNum(x, 5))],
    ['t_c', (r) => both(r.contact_time, r.exact.contact_time, r.errors.contact_time, (x) => fmtSI(x, 's'))],
    ['ξ_max', (r) => both(r.max_overlap, r.exact.max_overlap, r.errors.max_overlap, (x) => fmtSI(x, 'm'))],
    ['F_max', (r) => both(r.max_force, r.exact.max_force, r.errors.max_force, (x) => fmtSI(x, 'N'))],
    ['steps', (r) => String(r.steps)],
    ['Δt / 2√(m/k)', (r) => fmtNum(r.dt_over_limit, 3)],
  ];
  const tb = $('scheme-table').querySelector('tbody');
  tb.replaceChildren();
  for (const [name, f] of rows) {
    const tr = document.createElement('tr');
    tr.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: name }));
    for (const r of ok) tr.append(Object.assign(document.createElement('td'), { textContent: f(r.run) }));
    tb.append(tr);
  }
  const key = JSON.stringify([req.base, scheme, $('plot-sweep').width, isDark()]);
  if (key !== keys.sweep) {
    keys.sweep = key;
    const sw = ctx.plots.scheme_sweep(req.base, scheme);
    if (!sw.error) describeChart('plot-sweep', sw.chart);
  }
}

/** Every code at this pair and restitution: computed only while its section is open, and
 * again only when the pair or e changes — in the worker (web/compute.js): until its answer
 * comes the table shows the last one, dimmed. Returns whether the table is up to date. */
function renderCodes(ctx, base, sol, code) {
  const details = $('codes-details');
  const e = sol.code?.requested ?? base.e ?? (sol.restitution > 0 && sol.restitution <= 1 ? Number(sol.restitution.toPrecision(12)) : undefined);
  details.hidden = e === undefined || sol.model === 'hertz';
  if (!details.open || details.hidden) return true;
  // The pair's physical description: its masses, radii and speed as shown, and its stiffness
  // as the user described it — where the chosen code's own input was filled in from a
  // material or spring now hidden, that (web/code-fields.js), else the code's input itself,
  // whose spring the library then gives the other rows. The chosen code's own row from its
  // own inputs (tc, a release). The user's "tension clipped" stays: every code with the
  // switch gets it.
  const pair = { ...base };
  for (const k of ['code', 'version', 'tc', 'tuning_mass', 'v_char', 'e', 'damping', 'exponent']) delete pair[k];
  pair.model = code ? code.model : base.model;
  // Local damping with a code chosen is that code's integrator's (Yade's default 0.2, PFC's
  // damp): its own row's, not the pair's.
  if (code) delete pair.local_damping;
  const from = code ? describedBy() : null;
  if (from && Object.keys(from.keys).length) {
    for (const k of ['E1', 'nu1', 'E2', 'nu2', 'k', 'k1', 'k2']) delete pair[k];
    Object.assign(pair, from.keys, { model: from.model });
  }
  const chosen = code ? base : undefined;
  const key = JSON.stringify([pair, e, chosen]);
  if (key === keys.codes) return true;
  keys.codes = key;
  try {
    codes.renderCodesTable(ctx.compute.need('codes_compare', pair, Number(e), chosen), Number(e), code?.id ?? '', pair);
    $('codes-table').classList.remove('stale');
  } catch (err) {
    if (err.pending) {
      $('codes-table').classList.add('stale');
      keys.codes = null;
      return false;
    }
    $('codes-table').querySelector('tbody').replaceChildren();
    $('codes-hint').textContent = err.message || String(err);
  }
  return true;
}
