// The page's glue: the views and their tabs, the redraw loop, the address bar, the cases,
// the full module loaded on demand, and the start. No physics here: every number comes from
// dem-contact. The parts: web/link.js (what a link means), web/form.js (the inputs),
// web/results.js (the Contact view's numbers), web/plots.js (the canvases); loaded on first
// use: web/codes.js, timestep.js, speed.js, contact-full.js, exports.js, embed.js.
import { $, clearErrors, markField } from './dom.js';
// The first-load module (web/pkg/): the Contact view's models, plots and exports. The
// full module (web/pkg-full/) with the DEM code settings, the Timestep and e(v₀) views, the
// scheme replays, the restitution ↔ damping view, the working and the SVG and JSON exports
// is loaded on first use, with the views' scripts (ensureFull below).
import init, { Plots, models, series_colour, scenario_for_model, cites } from './pkg/dem_contact_web.js';
import { PRESETS } from './link.js';
import * as address from './address.js';
import { setupSources, linkCites } from './sources.js';
import * as form from './form.js';
import * as results from './results.js';
import * as plots from './plots.js';
import { request } from './request.js';
import { setupToolbar } from './toolbar.js';

const state = { plots: null, last: null, pending: false, timings: [], viewKey: null, sweepKey: null, view: 'contact', commit: false, preset: '', note: null };
// Read by the benchmark script and the browser tests (`shown`: what the view shown computed).
window.__dem = { ready: false, firstRender: null, redraws: state.timings, updates: 0, idle: () => !state.pending && !state.urlTimer && !state.fullLoading };

/** Downloads a file (web/exports.js, through the toolbar). */
let download = null;

// ---------- the full module, on demand ----------
/** Loads the full module and the views' scripts once; resolves when the page uses them
 * (its Plots drawn once, so that exports and readouts work at once). */
function ensureFull() {
  if (state.fullPromise) return state.fullPromise;
  const t0 = performance.now();
  state.fullLoading = true;
  state.fullPromise = (async () => {
    const [m, codes, ts, speed, extras] = await Promise.all([
      import('./pkg-full/dem_contact_web.js'), import('./codes.js'), import('./timestep.js'), import('./speed.js'), import('./contact-full.js'),
    ]);
    await m.default();
    const p = new m.Plots(...plots.canvases());
    p.speed_canvases(...plots.speedCanvases());
    plots.usePlots(p);
    Object.assign(state, { full: m, codes, ts, speedView: speed, plots: p });
    state.extras = extras.install({ state, download: (...a) => download(...a), commit, locksHold, series_colour: m.series_colour });
    state.extras.setupSpeed();
    const list = m.codes();
    codes.setupCodes(list);
    form.setupCodes(codes, list);
    setupSources(m.references());
    linkCites($('inputs'));
    form.showFields();
    form.blankAbsent();
    state.locks?.settle();
    state.viewKey = null;
    state.sweepKey = null;
    state.fullLoading = false;
    update();
    window.__dem.fullMs = performance.now() - t0;
  })();
  state.fullPromise.catch((e) => {
    state.fullLoading = false;
    results.showError({ message: `The full calculator could not be loaded: ${e.message || e}` }, false);
  });
  return state.fullPromise;
}
/** The models that come with the full module (the first-load one has the other five). */
const FULL_MODELS = ['power-function', 'viscoelastic'];
/** Whether what is asked for needs the full module. */
const needsFull = () => state.view !== 'contact' || Boolean(form.replay().scheme) || Boolean(form.pendingCode()) || Boolean(form.codeChosen())
  || $('codes-details').open || FULL_MODELS.includes(form.model()) || form.comparedModels().some((m) => FULL_MODELS.includes(m));

// ---------- the views ----------
const VIEWS = ['contact', 'timestep', 'speed'];
function setView(view, push = true) {
  state.view = view;
  for (const v of VIEWS) {
    const on = v === view;
    $(`view-${v}`).hidden = !on;
    $(`tab-${v}`).setAttribute('aria-selected', String(on));
    $(`tab-${v}`).tabIndex = on ? 0 : -1;
  }
  // The form is shared; a view's own fieldsets show with it.
  for (const f of document.querySelectorAll('#inputs fieldset[data-view]')) f.hidden = f.dataset.view !== view;
  if (push) { state.note = null; commit(); }
}

/** An input error of the Contact view (or of the pair, in the e(v₀) view): at its field when
 * that is shown, the last good results dimmed. */
function showError(err) {
  form.hideReadAs(err.field);
  results.showError(err, markField(err.field, err.message), Boolean(state.last));
}

/** Redraws the view shown (only that one is computed), the address bar following. */
function update() {
  state.pending = false;
  if (!state.plots) return;
  const t0 = performance.now();
  // The address bar follows at once for a committed change; while typing, right after the
  // redraw (history.replaceState costs ≈ 1 ms, not worth holding the plots for).
  clearTimeout(state.urlTimer);
  state.urlTimer = null;
  const write = () => { address.write({ view: state.view, preset: state.preset, es: state.embedState, commit: state.commit }); state.commit = false; };
  if (state.commit) write();
  else state.urlTimer = setTimeout(() => { state.urlTimer = null; write(); }, 0);
  // Canvas sizes first, while the layout of the last frame is still valid: read after the
  // DOM changes below, they would force a layout of their own (≈ 1 ms).
  plots.sizeCanvases();
  form.showReadAs();
  clearErrors();
  form.showFields();
  state.embedMod?.renderGivens();
  window.__dem.updates += 1;
  if (!state.full && needsFull()) {
    // The full module redraws everything when it has loaded.
    ensureFull();
    if (state.view === 'contact') results.showNote(state.note, ' Loading…');
    else $(`${state.view === 'timestep' ? 'ts' : 'sw'}-status`).textContent = 'Loading…';
    return;
  }
  // Whatever the wasm module throws is shown, never left to escape the page.
  try {
    window.__dem.shown = { contact: updateContact, timestep: updateTimestep, speed: updateSpeed }[state.view]();
  } catch (e) {
    window.__dem.shown = { error: { field: '', message: String(e?.message ?? e) } };
    showError(window.__dem.shown.error);
  }
  linkCites($('outputs'));
  state.timings.push(performance.now() - t0);
  if (state.timings.length > 1000) state.timings.shift();
}

function updateTimestep() {
  const sol = state.ts.updateTimestep(form.baseScenario(), state.full.timestep);
  if (!sol.error) window.__dem.timestep = sol;
  return sol;
}

function updateSpeed() {
  const out = state.speedView.updateSpeed(state.plots, request(form), showError);
  if (!out.error) {
    state.speed = out;
    window.__dem.speed = out;
    results.showNote(state.note);
    state.extras.renderSummaryFrom(out);
  }
  return out;
}

function updateContact() {
  const req = request(form);
  const out = state.plots.update(req);
  if (out.error) {
    showError(out.error);
    return out;
  }
  results.showNote(state.note);
  results.fresh();
  state.last = { ...out, base: req.base };
  const sol = out.results[0].solution;
  results.renderResults(sol, out.explain, { full: Boolean(state.full), loadWorking: ensureFull, caseName: form.presetText(), modelTitle: form.modelTitle() });
  results.renderSummary(sol, out.results);
  // The Results table describes the contact as typed: say so when that is not the value to
  // type (the contact at the value to type is in "Compared on the plots").
  results.caption(sol);
  state.codes?.renderCode(sol);
  results.renderCompare(out.results);
  out.charts.forEach((c, i) => plots.describeChart(plots.CHARTS[i][0], c));
  if (state.extras) {
    state.extras.renderView(req.base, sol);
    state.extras.renderScheme(req, out, form.replay().scheme);
    state.extras.renderCodes(req.base, sol, form.codeSetting());
  } else {
    $('scheme-out').hidden = !form.replay().scheme;
  }
  if (window.__dem.firstRender === null) window.__dem.firstRender = performance.now();
  return out;
}

/** A change: redraw at the next frame. */
function schedule() {
  if (state.pending) return;
  state.pending = true;
  requestAnimationFrame(update);
}
/** A committed change: redraw, and make it a history entry. */
function commit() {
  state.commit = true;
  schedule();
}

// ---------- the address bar (web/address.js) ----------
/** Sets the page from a query (by default the address bar's). */
function readURL(search = location.search) {
  const { preset, view } = address.read(search);
  state.preset = preset;
  setView(VIEWS.includes(view) ? view : 'contact', false);
}

/** Loads a case: its link replaces the page's; the selector keeps showing it until an input
 * is changed (the address carries `preset` meanwhile). */
function onPreset() {
  const key = form.presetChosen();
  const q = PRESETS[key];
  if (q === undefined) return;
  const query = [q, key && key !== 'glass' ? `preset=${key}` : ''].filter(Boolean).join('&');
  readURL(`?${query}`);
  if (!locksHold()) return;
  address.push(query);
  schedule();
}

/** In an exercise, a change that would move a fixed input is undone, with a note (embed.js).
 * Returns whether the change stands. */
function locksHold() {
  const what = state.locks?.holds();
  if (!what) return true;
  state.note = { text: `Not applied: ${what} is fixed in this exercise.`, bad: true };
  results.showNote(state.note);
  schedule();
  return false;
}

// ---------- the start ----------
/** The form's events: a case chosen loads it; a "given as" switch fills its new field; a
 * model switch keeps the pair, speed and restitution (converted by the library); any change
 * makes the inputs the user's own. In an exercise, a change that would move a fixed input is
 * undone. */
function listen() {
  const edited = () => { if (state.preset) { state.preset = ''; form.setPreset(''); } };
  $('inputs').addEventListener('input', (ev) => {
    // Selects and boxes say it again with `change`.
    if (ev.target.tagName === 'SELECT' || ev.target.type === 'checkbox') return;
    state.note = null;
    if (locksHold()) { edited(); schedule(); }
  });
  $('inputs').addEventListener('change', (ev) => {
    state.note = null;
    const id = ev.target.id;
    if (id === 'preset') { onPreset(); return; }
    if (['k_mode', 'd_mode', 'v_mode'].includes(id)) form.fillForMode(id, ev.target.value, state.last?.results?.[0]?.solution);
    if (id === 'model' && state.last) {
      try {
        form.fillFrom(scenario_for_model(state.last.base, form.model(), state.last.results[0].solution.restitution));
      } catch { /* keep the inputs as they are */ }
    }
    if (locksHold()) { edited(); commit(); }
  });
  $('inputs').addEventListener('submit', (e) => e.preventDefault());
  for (const v of VIEWS) $(`tab-${v}`).addEventListener('click', () => setView(v));
  document.querySelector('.tabs').addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = VIEWS[(VIEWS.indexOf(state.view) + (e.key === 'ArrowRight' ? 1 : VIEWS.length - 1)) % VIEWS.length];
    setView(next);
    $(`tab-${next}`).focus();
  });
  window.addEventListener('popstate', () => { state.note = null; address.popped(); readURL(); schedule(); });
  new ResizeObserver(schedule).observe(document.querySelector('.output'));
}

/** What loads the full module before it is needed: the code selector opened (its list comes
 * with it), the table of every code opened, the damping view or the sources near the screen. */
function preload() {
  const wantCodes = (ev) => {
    if (state.codes) return;
    if (ev.type === 'mousedown') ev.preventDefault();
    ensureFull().then(() => { $('code').focus(); try { $('code').showPicker(); } catch { /* not supported: one more click */ } });
  };
  for (const t of ['mousedown', 'keydown', 'focus', 'touchstart']) $('code').addEventListener(t, wantCodes, { passive: t !== 'mousedown' });
  $('codes-details').addEventListener('toggle', () => { state.codesKey = null; schedule(); });
  const near = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) { near.disconnect(); ensureFull(); }
  }, { rootMargin: '200px' });
  near.observe($('view'));
  near.observe($('sources'));
}

/** Exercises and embedding (embed=, free=, lock=, q=): their script only where asked for. */
async function setupEmbedding() {
  const asked = new URLSearchParams(location.search);
  if (['embed', 'free', 'lock', 'q'].some((k) => asked.has(k))) {
    state.embedMod = await import('./embed.js');
    state.embedState = state.embedMod.setupEmbed();
    state.locks = state.embedMod.guard(state.embedState, {
      form,
      snapshot: () => ({ values: form.snapshot(), preset: state.preset, view: state.view }),
      restore: (s) => { form.restore(s.values); state.preset = s.preset; form.setPreset(s.preset); setView(s.view, false); },
    });
    state.locks.settle();
  } else {
    state.embedState = { embed: false, free: null, lock: [], question: '', unknown: [] };
  }
}

async function main() {
  await init();
  form.setupModels(models());
  setupSources(cites());
  linkCites($('inputs'));
  readURL();
  // Before anything redraws (and so rewrites the address): the exercise's keys are read there.
  await setupEmbedding();
  preload();
  state.plots = new Plots(...plots.canvases());
  plots.usePlots(state.plots);
  listen();
  plots.setupTheme(() => { state.viewKey = null; state.sweepKey = null; schedule(); });
  download = setupToolbar({
    state, ensureFull, schedule,
    load: (query) => { address.push(query); readURL(); schedule(); },
    pageChoices: () => ({ cmp: form.compared(), models: form.comparedModels(), ...form.replay() }),
    note: (text, bad) => { state.note = { text, bad }; results.showNote(state.note); },
  });
  plots.setupReadout();
  $('loading').hidden = true;
  // A link to a code setting, the Timestep or e(v₀) view or a replay: the full module first.
  if (needsFull()) await ensureFull();
  else update();
  window.__dem.ready = true;
  window.__dem.colour = (i) => series_colour(i, plots.isDark());
}

main().catch((e) => {
  $('loading').textContent = `The calculator could not start: ${e}`;
  $('loading').classList.add('bad');
});
