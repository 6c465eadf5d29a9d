// The parts of the Contact view that come with the full module (loaded on first use with
// it, see ensureFull in index.js): the restitution ↔ damping view, the scheme replay's
// table and sweep, the table of every DEM code, the e(v₀) view's summary and buttons, and the
// scripts of the Oblique and Rolling views and of the adhesion on first use.
import { $, el, markField } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { describeChart, isDark } from './plots.js';
import { setSummary } from './results.js';
import * as form from './form.js';

/** The functions, bound to the page's state and helpers: `ctx` = {state, download, commit,
 * locksHold, series_colour, load, update}. */
export function install(ctx) {
  const { state, download, commit, locksHold, series_colour } = ctx;
  /** The parts loaded on first use: each `wanted(view)` loads its script, set up with the
   * page's module, then the page is redrawn; `blocks` the views that wait for it. The Oblique
   * view (its tab, or its law's k_s in the Timestep view: a link with μ), the Rolling view, the
   * adhesion's fields and results in the Contact and e(v₀) views (a law chosen). */
  const ctxOf = () => ({ plots: state.plots, full: state.full, compute: state.compute, load: ctx.load, download });
  const PARTS = {
    ob: { wanted: (v) => v === 'oblique' || (v === 'timestep' && /[?&]mu=/.test(location.search)), blocks: ['oblique'], load: () => import('./oblique.js'), status: 'ob-status', name: 'The Oblique view' },
    ro: { wanted: (v) => v === 'rolling', blocks: ['rolling'], load: () => import('./rolling.js'), status: 'ro-status', name: 'The Rolling view' },
    adh: { wanted: (v) => ['contact', 'speed'].includes(v) && Boolean($('adhesion').value), blocks: [], load: () => import('./adhesion.js'), status: 'status', name: 'The adhesion' },
  };
  /** Loads what `view` wants; whether it must wait for it. */
  function onDemand(view) {
    let waits = false;
    for (const [key, p] of Object.entries(PARTS)) {
      if (state[key] || !p.wanted(view)) continue;
      waits ||= p.blocks.includes(view);
      if (state[`${key}P`]) continue;
      state.fullLoading = true;
      state[`${key}P`] = p.load().then((m) => { state[key] = m.setup(ctxOf()); })
        .catch((e) => { $(p.status).textContent = `${p.name} could not be loaded: ${e.message || e}`; })
        .finally(() => { state.fullLoading = false; ctx.update(); });
    }
    return waits;
  }
  /** The answer of a view loaded on demand, with the page's `note` ({text, bad}). */
  function update(view, note) {
    if (view === 'oblique') return state.ob.update(form.baseScenario(), form.codeSetting(), note);
    return state.ro.update(note);
  }
  /** The adhesion's fields and results in the Contact view (web/adhesion.js), or none. */
  const renderAdhesion = (sol) => state.adh?.render(sol);
  /** The restitution ↔ damping view: redrawn only when what it depends on changes. */
  function renderView(base, sol) {
    if (!state.full) return; // drawn once the full module is loaded (when the section nears the screen)
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
    const key = JSON.stringify(sc) + $('plot-damping').width;
    if (key === state.viewKey) return;
    state.viewKey = key;
    const msg = $('view-msg');
    const out = state.plots.damping_view(sc);
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
      sw.style.background = series_colour(i, isDark());
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
  function renderScheme(req, out, scheme) {
    const box = $('scheme-out');
    if (!scheme) { box.hidden = true; state.sweepKey = null; return; }
    box.hidden = false;
    if (!state.full) {
      $('scheme-msg').hidden = false;
      $('scheme-msg').textContent = 'Loading the scheme replay…';
      return;
    }
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
    const key = JSON.stringify(req.base) + scheme + $('plot-sweep').width;
    if (key !== state.sweepKey) {
      state.sweepKey = key;
      const sw = state.plots.scheme_sweep(req.base, scheme);
      if (!sw.error) describeChart('plot-sweep', sw.chart);
    }
  }

  // ---------- views ----------
  /** Every code at this pair and restitution: computed only while its section is open, and
   * again only when the pair or e changes — in the worker (web/compute.js): until its answer
   * comes the table shows the last one, dimmed. Returns whether the table is up to date. */
  function renderCodes(base, sol, code) {
    const details = $('codes-details');
    if (!state.full) return false;
    const e = sol.code?.requested ?? base.e ?? (sol.restitution > 0 && sol.restitution <= 1 ? Number(sol.restitution.toPrecision(12)) : undefined);
    details.hidden = e === undefined || sol.model === 'hertz';
    if (!details.open || details.hidden) return true;
    const pair = { ...base };
    // The user's "tension clipped" stays: every code with the switch gets it.
    for (const k of ['code', 'tc', 'tuning_mass', 'v_char', 'e', 'damping', 'exponent']) delete pair[k];
    pair.model = code ? code.model : base.model;
    const key = JSON.stringify([pair, e]);
    if (key === state.codesKey) return true;
    state.codesKey = key;
    try {
      state.codes.renderCodesTable(state.compute.need('codes_compare', pair, Number(e)), Number(e), code?.id ?? '', pair);
      $('codes-table').classList.remove('stale');
    } catch (err) {
      if (err.pending) {
        $('codes-table').classList.add('stale');
        state.codesKey = null;
        return false;
      }
      $('codes-table').querySelector('tbody').replaceChildren();
      $('codes-hint').textContent = err.message || String(err);
    }
    return true;
  }
  /** The e(v₀) view's summary line: the base's e at the ends of the range. */
  function renderSummaryFrom(out) {
    state.adh?.show();
    const s = out.sweeps[0]?.sweep;
    if (!s) return;
    const ps = s.points.filter((p) => p.restitution != null);
    if (!ps.length) return;
    const a = ps[0];
    const b = ps[ps.length - 1];
    const v = (x) => `${fmtNum(x, 3)} m/s`;
    setSummary([el('strong', s.constant_restitution ? `e = ${fmtNum(a.restitution, 4)} at every speed` : `e = ${fmtNum(a.restitution, 4)} at ${v(a.value)} → ${fmtNum(b.restitution, 4)} at ${v(b.value)}`),
      ...(out.fit ? [`fit: ${out.fit_label.replace(/^fit: /, '')}`] : [])]);
  }

  /** The e(v₀) view's buttons: the sweep's CSV, and the fitted constant put into the form. */
  function setupSpeed() {
    $('sw-csv').addEventListener('click', () => {
      if (state.speed) download('dem-contact-e-against-v0.csv', state.plots.speed_csv(), 'text/csv');
    });
    $('sw-use').addEventListener('click', () => {
      const sc = state.speed?.use_scenario;
      if (!sc) return;
      // The fitted constant as the damping input (the code's own input for a code).
      form.setDissipation(sc);
      // An exercise's fixed e or damping stays what the link set.
      if (locksHold()) commit();
    });
  }
  return { renderView, renderScheme, renderCodes, renderSummaryFrom, setupSpeed, onDemand, update, renderAdhesion };
}
