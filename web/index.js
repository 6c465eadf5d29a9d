// The views' glue: tabs, the redraw loop, cases, the full module on demand, the start. No physics:
// every number comes from dem-contact. Parts: link.js (state, URL), form.js, results.js, plots.js,
// request.js; after the first render tools.js, presets.js, sources.js, math.js; on first use codes.js,
// code-fields.js, timestep.js, speed.js, contact-full.js (oblique.js, rolling.js, adhesion.js), exports.js, embed.js.
import { $, clearErrors, markField } from './dom.js';
// The first-load module: the Contact view's models and plots. The full one (web/pkg-full/:
// code settings, the other views, replays, the working, SVG and JSON) comes on first use.
import init, { Plots, models, series_colour, scenario_for_model, cites } from './pkg/dem_contact_web.js';
import * as link from './link.js';
import * as form from './form.js';
import * as results from './results.js';
import * as plots from './plots.js';
import { request } from './request.js';

const state = { plots: null, last: null, pending: false, timings: [], viewKey: null, sweepKey: null, view: 'contact', commit: false, preset: '', note: null };
// Read by the benchmark and the tests (`shown`: what the view shown computed).
// `redraws`: the main-thread time of each redraw (an input's update, or the drawing of a
// worker's answer when it arrives); `fresh`: from a change to its numbers drawn.
window.__dem = { ready: false, firstRender: null, redraws: state.timings, fresh: [], updates: 0, idle: () => !state.pending && !(state.compareP && !state.compare) && !state.urlTimer && !state.fullLoading && !state.compute?.busy() };

let download = null;

/** The citations linked to the Sources (web/sources.js), after the first render. */
const loadSources = () => (state.sourcesP ??= import('./sources.js').then((m) => {
  m.setupSources(cites());
  form.setCiter(m.linkCites);
  m.linkCites($('inputs'));
  state.cite = m.linkCites;
  return m;
}));

// ---------- the full module, on demand ----------
/** The stylesheet of what the first view does not draw (web/views.css), named disabled in
 * index.html so that it is not fetched before the first answer: fetched now (once); resolves
 * when it applies (or failed: the single offline file has it inline, as a <style>). */
const viewsCss = () => (state.viewsCssP ??= new Promise((ok) => {
  const link = $('views-css');
  if (!link?.disabled) { ok(); return; }
  link.addEventListener('load', ok, { once: true });
  link.addEventListener('error', ok, { once: true });
  link.disabled = false;
}));

/** A view's modules loaded on demand, fetched together rather than each found in the one
 * before (their import chains); a failure is reported where the view loads them
 * (web/contact-full.js). */
const PREFETCH = { oblique: () => [import('./oblique.js'), import('./oblique-form.js'), import('./oblique-cases.js')], rolling: () => [import('./rolling.js'), import('./rolling-form.js')] };
/** The worker that computes the heavy parts (web/compute.js), started with the request for the
 * full module so that its thread, script and glue are ready when the module is compiled; an
 * error before web/compute.js takes it over is kept (`failed`). None from file:// (the single
 * offline file computes on its own thread). */
function startWorker() {
  if (location.protocol === 'file:' || typeof Worker !== 'function') return null;
  try {
    const w = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'dem-contact' });
    w.onerror = () => { w.failed = true; };
    return w;
  } catch {
    return null;
  }
}
/** Loads the full module and the views' scripts once. */
function ensureFull() {
  if (state.fullPromise) return state.fullPromise;
  const t0 = performance.now();
  state.fullLoading = true;
  state.fullPromise = (async () => {
    // All at once, none waiting for another: the module compiled (once, for this thread and
    // for the worker) while the scripts arrive, the worker started, and the Oblique view's
    // scripts when that view is the one asked for. The single offline file has no worker.
    const wasmP = location.protocol === 'file:' ? undefined
      : WebAssembly.compileStreaming(fetch(new URL('./pkg-full/dem_contact_web_bg.wasm', import.meta.url)));
    const worker = wasmP && startWorker();
    Promise.all(PREFETCH[state.view]?.() ?? []).catch(() => {});
    const [m, codes, ts, speed, extras, sources, fields, compute, wasm] = await Promise.all([
      import('./pkg-full/dem_contact_web.js'), import('./codes.js'), import('./timestep.js'), import('./speed.js'), import('./contact-full.js'), loadSources(), import('./code-fields.js'), import('./compute.js'), wasmP, viewsCss(),
    ]).catch((e) => { worker?.terminate(); throw e; });
    await m.default(wasm ? { module_or_path: wasm } : undefined);
    compute.setup(m, wasm, arrived, worker, startWorker);
    const p = new m.Plots(...plots.canvases());
    p.speed_canvases(...plots.speedCanvases());
    plots.usePlots(p);
    Object.assign(state, { full: m, codes, fields, ts, speedView: speed, plots: p, compute });
    state.extras = extras.install({ state, download: (...a) => download(...a), commit, locksHold, series_colour: m.series_colour, load, update });
    state.extras.setupSpeed();
    const list = m.codes();
    codes.setupCodes(list, { releases: m.releases, read: m.read_quantity });
    form.setupCodes(codes, list, fields);
    fields.fillForLink(form.codeSetting(), m);
    sources.setupSources(m.references());
    sources.linkCites($('inputs'));
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
/** The models of the full module only. */
const FULL_MODELS = ['power-function', 'viscoelastic'];
const needsFull = () => state.view !== 'contact' || Boolean(form.replay().scheme) || Boolean(form.pendingCode()) || Boolean(form.codeChosen())
  || $('codes-details').open || Boolean($('adhesion').value) || FULL_MODELS.includes(form.model()) || form.comparedModels().some((m) => FULL_MODELS.includes(m));

// ---------- the views ----------
const VIEWS = ['contact', 'timestep', 'speed', 'oblique', 'rolling'];
function setView(view, push = true) {
  state.view = view;
  for (const v of VIEWS) {
    const on = v === view;
    $(`view-${v}`).hidden = !on;
    $(`tab-${v}`).setAttribute('aria-selected', String(on));
    $(`tab-${v}`).tabIndex = on ? 0 : -1;
  }
  for (const f of document.querySelectorAll('#inputs fieldset[data-view]')) f.hidden = !f.dataset.view.split(' ').includes(view);
  if (push) { state.note = null; commit(); }
}

/** An input error: at its field when shown, the last good results dimmed. */
function showError(err) {
  form.hideReadAs(err.field);
  results.showError(err, markField(err.field, err.message), Boolean(state.last));
}

/** The bare page's first answer drawn at build time (index.html, scripts/prerender.mjs)
 * gives way to the live one, in the same frame. */
function dropPrerendered() {
  if (!document.documentElement.classList.contains('pre')) return;
  for (const n of document.querySelectorAll('.pre-only')) n.remove();
  for (const n of document.querySelectorAll('.pre-hidden')) n.classList.remove('pre-hidden');
  document.documentElement.classList.remove('pre');
}

/** Redraws the view shown (only that one is computed); the address bar follows. */
function update() {
  state.pending = false;
  if (!state.plots) return;
  dropPrerendered();
  const t0 = performance.now();
  // At once for a committed change; while typing, after the redraw (≈ 1 ms).
  clearTimeout(state.urlTimer);
  state.urlTimer = null;
  const write = () => { link.write({ view: state.view, preset: state.preset, es: state.embedState, commit: state.commit }); state.commit = false; };
  if (state.commit) write();
  else state.urlTimer = setTimeout(() => { state.urlTimer = null; write(); }, 0);
  // Canvas sizes first, while the last frame's layout is valid (else ≈ 1 ms more).
  plots.sizeCanvases();
  form.showReadAs();
  clearErrors();
  form.showFields();
  state.embedMod?.renderGivens();
  window.__dem.updates += 1;
  changedNow('view', t0);
  if ($('codes-details').open) changedNow('codes', t0);
  if (!state.full && needsFull()) {
    ensureFull();
    if (state.view === 'contact') results.showNote(state.note, ' Loading…');
    else $(`view-${state.view}`).querySelector('.status').textContent = 'Loading…';
    return;
  }
  if (state.extras?.onDemand(state.view)) return;
  // Whatever the wasm module throws is shown, never left to escape.
  try {
    window.__dem.shown = ({ contact: updateContact, timestep: updateTimestep, speed: updateSpeed }[state.view] ?? updateOnDemand)();
  } catch (e) {
    window.__dem.shown = { error: { field: '', message: String(e?.message ?? e) } };
    showError(window.__dem.shown.error);
  }
  state.cite?.($('outputs'));
  state.typeset?.($('main'));
  state.timings.push(performance.now() - t0);
  if (state.timings.length > 1000) state.timings.shift();
}

/** A view waiting for the worker: its last numbers stay, dimmed, with "Computing…". */
function computing(view) {
  const [box, status] = { timestep: ['view-timestep', 'ts-status'], speed: ['view-speed', 'sw-status'] }[view];
  $(box).classList.add('stale');
  $(status).textContent = 'Computing…';
  $(status).classList.remove('bad');
  results.staleSummary();
}

/** A worker's answer has come: the view that waits for it draws it. */
function arrived(kind) {
  if (kind !== 'codes_compare') {
    // Drawn now (an update already waiting for the next frame will draw it instead).
    if (!state.pending) update();
    return;
  }
  if (state.view !== 'contact' || !state.last || !state.extras) return;
  const t0 = performance.now();
  state.codesKey = null;
  const done = state.extras.renderCodes(state.last.base, state.last.results[0].solution, form.codeSetting());
  state.timings.push(performance.now() - t0);
  if (done) freshNow('codes');
}

/** A change's numbers drawn: how long after the change (its first update). */
function freshNow(what) {
  const t = state.changed?.[what];
  if (t === undefined) return;
  window.__dem.fresh.push(performance.now() - t);
  if (window.__dem.fresh.length > 1000) window.__dem.fresh.shift();
  delete state.changed[what];
}
const changedNow = (what, t) => { state.changed ??= {}; state.changed[what] ??= t; };

function updateTimestep() {
  const base = form.baseScenario();
  const sol = state.ts.updateTimestep(base, (inp) => state.compute.need('timestep', inp), state.ob?.shear(base));
  if (sol.error?.pending) computing('timestep');
  else freshNow('view');
  if (!sol.error) window.__dem.timestep = sol;
  return sol;
}

function updateOnDemand() { // the Oblique and Rolling views (web/contact-full.js)
  const out = state.extras.update(state.view, state.note);
  if (!out.pending) freshNow('view');
  return out;
}

function updateSpeed() {
  // The sweeps come from the worker; drawn here when they have come.
  const plotsOf = {
    speed_view: (req) => {
      const a = state.compute.get('speed_compute', req);
      if (!a) return { error: state.compute.PENDING };
      return a.error ? { error: a.error } : state.plots.speed_draw(a.value);
    },
  };
  const out = state.speedView.updateSpeed(plotsOf, request(form), (err) => (err.pending ? computing('speed') : showError(err)));
  if (!out.error?.pending) freshNow('view');
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
  results.renderSummary(sol, state.codes?.localBeside);
  results.caption(sol);
  state.codes?.renderCode(sol, sol.code ? codeLine(req.base) : '', req.base);
  renderCompare(out.results);
  out.charts.forEach((c, i) => plots.describeChart(plots.CHARTS[i][0], c));
  if (state.extras) {
    state.extras.renderView(req.base, sol);
    state.extras.renderAdhesion(sol);
    state.extras.renderScheme(req, out, form.replay().scheme);
    if (state.extras.renderCodes(req.base, sol, form.codeSetting())) freshNow('codes');
  } else {
    $('scheme-out').hidden = !form.replay().scheme;
  }
  if (window.__dem.firstRender === null) window.__dem.firstRender = performance.now();
  freshNow('view');
  return out;
}

/** The series side by side (web/compare.js, loaded for the first overlay; the update it
 * asks for draws it). */
function renderCompare(res) {
  if (res.length > 1 && state.compare) return state.compare.renderCompare(res);
  $('compare').hidden = true;
  if (res.length > 1) state.compareP ??= import('./compare.js').then((m) => { state.compare = m; schedule(); });
}

/** The line of the chosen code's input that sets the timestep: the recommendation of the
 * Timestep view's inputs, the code's own check among its criteria (`code_line`). */
const codeLine = (base) => state.ts.codeLine(base, state.full.timestep);

function schedule() {
  if (state.pending) return;
  state.pending = true;
  requestAnimationFrame(update);
}
/** A committed change: a history entry. */
function commit() {
  state.commit = true;
  schedule();
}

// ---------- the address bar (web/link.js) ----------
function readURL(search = location.search) {
  const { preset, view } = link.read(search);
  // A link naming a code and no input: the pair as the code takes it (as at the start).
  if (state.full) state.fields.fillForLink(form.codeSetting(), state.full);
  state.preset = preset;
  setView(VIEWS.includes(view) ? view : 'contact', false);
}

const loadCases = () => (state.casesP ??= import('./presets.js').then((m) => {
  link.addCases(m.PRESETS, m.OLD_PRESETS);
  // The papers' cases join the selector; the case shown stays chosen.
  m.addOptions($('preset'));
  form.setPreset(state.preset ?? '');
}));

/** A link's query loaded: a history entry of its own. */
const load = (query) => { link.push(query); readURL(); schedule(); };

/** A case chosen: its link replaces the page's. */
async function onPreset() {
  const key = form.presetChosen();
  if (!key) return;
  await loadCases();
  const q = link.caseLink(key);
  const query = [q, key !== 'glass' ? `preset=${key}` : ''].filter(Boolean).join('&');
  readURL(`?${query}`);
  if (!locksHold()) return;
  link.push(query);
  schedule();
}

/** In an exercise a change that moves a fixed input is undone (embed.js): whether it stands. */
function locksHold() {
  const what = state.locks?.holds();
  if (!what) return true;
  state.note = { text: `Not applied: ${what} is fixed in this exercise.`, bad: true };
  results.showNote(state.note);
  schedule();
  return false;
}

// ---------- the start ----------
/** The form's events: a case; a "given as" switch fills its field; a model switch keeps
 * the pair, speed and e (converted by the library); any change makes the inputs one's own. */
function listen() {
  const edited = () => { if (state.preset) { state.preset = ''; form.setPreset(''); } };
  // The values a code's fields derive from the others follow them (web/code-fields.js).
  const follow = (id) => { if (state.full && form.codeSetting()) state.fields.followInputs(form.codeSetting(), state.full, id); };
  $('inputs').addEventListener('input', (ev) => {
    // Selects and boxes say it again with `change`.
    if (ev.target.tagName === 'SELECT' || ev.target.type === 'checkbox') return;
    state.note = null;
    follow(ev.target.id);
    if (locksHold()) { edited(); schedule(); }
  });
  $('inputs').addEventListener('change', (ev) => {
    state.note = null;
    const id = ev.target.id;
    if (id === 'preset') { onPreset(); return; }
    if (['k_mode', 'd_mode', 'v_mode'].includes(id)) form.fillForMode(id, ev.target.value, state.last?.results?.[0]?.solution);
    if (id === 'code' && state.full && form.codeSetting()) state.fields.fillForCode(form.codeSetting(), state.full);
    else follow(id);
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
  window.addEventListener('popstate', () => { state.note = null; link.popped(); readURL(); schedule(); });
  new ResizeObserver(schedule).observe(document.querySelector('.output'));
}

/** The full module early: the code selector or the codes table opened, the damping view
 * near the screen. */
function preload() {
  // Focus (a Tab onto it, or past it) only loads: the focus stays where the user moves it (a
  // Tab was swallowed when the list came and took the focus back). A click or a key that
  // opens a select opens the list once it has come.
  const OPENERS = [' ', 'Enter', 'ArrowDown', 'ArrowUp', 'F4'];
  const wantCodes = (ev) => {
    if (state.codes) return;
    const opens = ev.type === 'mousedown' || ev.type === 'touchstart' || (ev.type === 'keydown' && OPENERS.includes(ev.key));
    if (opens && ev.type !== 'touchstart') ev.preventDefault();
    ensureFull().then(() => {
      if (!opens || (ev.type === 'keydown' && document.activeElement !== $('code'))) return;
      $('code').focus();
      try { $('code').showPicker(); } catch { /* not supported: one more click */ }
    });
  };
  for (const t of ['mousedown', 'keydown', 'focus', 'touchstart']) $('code').addEventListener(t, wantCodes, { passive: t !== 'mousedown' });
  $('codes-details').addEventListener('toggle', () => { state.codesKey = null; schedule(); });
  const near = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) { near.disconnect(); ensureFull(); }
  }, { rootMargin: '200px' });
  near.observe($('view'));
  near.observe($('sources'));
}

/** Exercises and embedding (embed=, free=, lock=, q=): embed.js where asked for. */
async function setupEmbedding() {
  state.embedState = { embed: false, free: null, lock: [], question: '', hide: [], unknown: [] };
  if (!['embed', 'free', 'lock', 'q', 'hide'].some((k) => new URLSearchParams(location.search).has(k))) return;
  [state.embedMod] = await Promise.all([import('./embed.js'), viewsCss()]);
  state.embedState = state.embedMod.setupEmbed();
  state.locks = state.embedMod.guard(state.embedState, {
    form,
    snapshot: () => ({ values: form.snapshot(), preset: state.preset, view: state.view }),
    restore: (s) => { form.restore(s.values); state.preset = s.preset; form.setPreset(s.preset); setView(s.view, false); },
  });
  state.locks.settle();
}

async function main() {
  performance.mark('dem:init-start');
  // The wasm where index.html preloads it: as built, its address names its content
  // (scripts/site.mjs), which lets the server keep it cached as the full module's dictionary.
  const wasm = document.querySelector('link[rel=preload][as=fetch]')?.href;
  await init(wasm && { module_or_path: wasm });
  performance.mark('dem:init-end');
  form.setupModels(models());
  // A link naming a case needs the cases first.
  if (new URLSearchParams(location.search).has('preset')) await loadCases();
  readURL();
  // Before any redraw rewrites the address: the exercise's keys are read there.
  await setupEmbedding();
  preload();
  state.plots = new Plots(...plots.canvases());
  plots.usePlots(state.plots);
  listen();
  plots.setupTheme(() => { state.viewKey = null; state.sweepKey = null; schedule(); });
  $('loading').hidden = true;
  performance.mark('dem:first-update-start');
  if (needsFull()) await ensureFull();
  else update();
  performance.mark('dem:first-update-end');
  // The tools around the results, the cases and the citations' links come right after.
  const [tools, math] = await Promise.all([import('./tools.js'), import('./math.js'), loadCases(), loadSources(), viewsCss()]);
  state.cite($('outputs'));
  // Formulas as MathML from here on (not in the first view's bytes).
  state.typeset = math.typeset;
  state.typeset($('main'));
  download = tools.setupTools({
    state, ensureFull,
    load,
    pageChoices: () => ({ cmp: form.compared(), models: form.comparedModels(), ...form.replay() }),
    note: (text, bad) => { state.note = { text, bad }; results.showNote(state.note); },
  });
  // Ready when the view shown has its numbers (a worker's answer included).
  while (!window.__dem.idle()) await new Promise((ok) => { setTimeout(ok, 5); });
  window.__dem.ready = true;
  window.__dem.colour = (i) => series_colour(i, plots.isDark());
}

main().catch((e) => {
  $('loading').textContent = `The calculator could not start: ${e}`;
  $('loading').classList.add('bad');
});
