// The page's conductor: the start, the form's events (the shared scenario), the routing between
// the views, the address bar, and what loads later. No physics: every number comes from
// dem-contact. Each view draws itself and keeps its own state: the Contact view (contact.js,
// the first view, with form.js, results.js, plots.js, request.js; link.js for the address);
// on first use the full module's part (full.js: the code settings, the worker, the Timestep,
// e(v₀), Oblique and Rolling views, which add themselves to the page); after the first render
// tools.js, presets.js, sources.js, math.js; embed.js for an exercise or an embed.
import { $, clearErrors, say } from './dom.js';
// The first-load module: the Contact view's models and plots. The full one (web/pkg-full/:
// code settings, the other views, replays, the working, SVG and JSON) comes on first use.
import init, { Plots, models, series_colour, cites } from './pkg/dem_contact_web.js';
import * as link from './link.js';
import * as form from './form.js';
import * as results from './results.js';
import * as plots from './plots.js';
import * as contact from './contact.js';
import { fullOnly } from './models.js';

/** The page's own state, changed by no other module: the view and the case shown, the status
 * line's `note` ({text, bad}) until the next change, a redraw waiting for the next frame, the
 * next address a history entry (`commit`) and its write waiting (`urlTimer`), the parts
 * loading (`loads`), the exercise the link set (web/embed.js) with its guard and its givens,
 * the citations' and the formulas' passes and the downloads once come, the full module's
 * part (web/full.js), the refusal of a link's inputs (web/refuse.js) and the promises of what
 * loads once; the change times not yet drawn and the redraws' times (window.__dem). */
const state = {
  view: 'contact', preset: '', note: null, pending: false, commit: false, urlTimer: null, loads: 0,
  exercise: { embed: false, free: null, lock: [], question: '', hide: [], unknown: [] }, locks: null, givens: null,
  cite: null, typeset: null, download: null, full: null, fullP: null, sourcesP: null, viewsCssP: null, casesP: null, refuse: null, refuseP: null, changed: {}, timings: [],
};
/** The views: each draws itself when shown, `update(note)` returning what it computed
 * (`{error}` when it could not). The Contact view is the first view's; the others add
 * themselves when their scripts come (`page.addView`). */
const VIEWS = ['contact', 'timestep', 'speed', 'oblique', 'rolling'];
const views = { contact: contact.update };
// Read by the benchmark and the tests (`shown`: what the view shown computed).
// `redraws`: the main-thread time of each redraw (an input's update, or the drawing of a
// worker's answer when it arrives); `fresh`: from a change to its numbers drawn.
window.__dem = { ready: false, firstRender: null, redraws: state.timings, fresh: [], updates: 0, idle: () => !state.pending && !state.urlTimer && !state.loads && contact.idle() && !state.full?.busy() };

/** What the other modules may ask of the page: they read its state and change it only through
 * these calls (web/full.js hands them on to the views it sets up). */
const page = {
  view: () => state.view,
  exercise: () => state.exercise,
  /** A view come: `update(note)` draws it when it is shown. */
  addView: (name, update) => { views[name] = update; },
  update, schedule, commit, load, locksHold, ensureFull,
  /** Draws now, unless an update already waits for the next frame. */
  redraw: () => { if (!state.pending) update(); },
  /** A line in the status line until the user changes something. */
  note: (text, bad) => { state.note = { text, bad }; results.showNote(state.note); },
  /** An input error of the shared form (the Contact and e(v₀) views). */
  showError: contact.showError,
  /** A change's numbers drawn: 'view' or 'codes' (window.__dem.fresh). */
  fresh: freshNow,
  /** A redraw's main-thread time from `t0` (window.__dem.redraws). */
  timed,
  /** A part loading: the page is not idle until `promise` settles (which it returns). */
  loading: (promise) => { state.loads += 1; return promise.finally(() => { state.loads -= 1; }); },
  /** Whether everything asked for is drawn, the full module's parts included. */
  drawn: () => Boolean(state.full) && window.__dem.idle(),
  download: (...a) => state.download(...a),
};
contact.setup(page);

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

/** The modules of a part loaded on demand, fetched together rather than each found in the one
 * before (their import chains); a failure is reported where the part loads them. */
const PREFETCH = {
  full: () => [import('./pkg-full/dem_contact_web.js'), import('./compute.js'), import('./codes.js'), import('./code-fields.js'), import('./contact-full.js'), import('./timestep.js'), import('./speed.js'), import('./view-fields.js')],
  oblique: () => [import('./oblique.js'), import('./oblique-form.js'), import('./oblique-cases.js')],
  rolling: () => [import('./rolling.js'), import('./rolling-form.js')],
};
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
/** Loads the full module and its part of the page (web/full.js) once; resolves to that part.
 * All at once, none waiting for another: the module compiled (once, for this thread and for
 * the worker) while the scripts arrive, the worker started, and the scripts of the view asked
 * for. The single offline file has no worker. */
function ensureFull() {
  if (state.fullP) return state.fullP;
  const t0 = performance.now();
  const wasm = location.protocol === 'file:' ? undefined
    : WebAssembly.compileStreaming(fetch(new URL('./pkg-full/dem_contact_web_bg.wasm', import.meta.url)));
  const worker = wasm && startWorker();
  Promise.all([...PREFETCH.full(), ...(PREFETCH[state.view]?.() ?? [])]).catch(() => {});
  state.fullP = page.loading(Promise.all([import('./full.js'), wasm, loadSources(), viewsCss()])
    .catch((e) => { worker?.terminate(); throw e; })
    .then(async ([full, module]) => {
      state.full = await full.install(page, { module, worker, startWorker });
      state.locks?.settle();
      update();
      window.__dem.fullMs = performance.now() - t0;
      return state.full;
    }));
  state.fullP.catch((e) => results.showError({ message: `The full calculator could not be loaded: ${e.message || e}` }, false));
  return state.fullP;
}
const needsFull = () => state.view !== 'contact' || Boolean(form.replay().scheme) || Boolean(form.pendingCode()) || Boolean(form.codeChosen())
  || $('codes-details').open || Boolean($('adhesion').value || $('liquid_bridge').value) || fullOnly(form.model()) || form.comparedModels().some(fullOnly);

// ---------- the views ----------
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
  if (!plots.current()) return;
  dropPrerendered();
  const t0 = performance.now();
  // At once for a committed change; while typing, after the redraw (≈ 1 ms).
  clearTimeout(state.urlTimer);
  state.urlTimer = null;
  const write = () => { link.write({ view: state.view, preset: state.preset, es: state.exercise, commit: state.commit }); state.commit = false; };
  if (state.commit) write();
  else state.urlTimer = setTimeout(() => { state.urlTimer = null; write(); }, 0);
  // Canvas sizes first, while the last frame's layout is valid (else ≈ 1 ms more).
  plots.sizeCanvases();
  form.showReadAs();
  clearErrors();
  form.showFields();
  state.givens?.();
  window.__dem.updates += 1;
  state.changed.view ??= t0;
  if ($('codes-details').open) state.changed.codes ??= t0;
  if (!state.full && needsFull()) {
    ensureFull();
    if (state.view === 'contact') results.showNote(state.note, ' Loading…');
    else $(`view-${state.view}`).querySelector('.status').textContent = 'Loading…';
    return;
  }
  if (state.full?.onDemand(state.view)) return;
  // A link the page refuses (a key given twice, two that exclude each other): said at the
  // fields (web/refuse.js), nothing computed until the user gives the value meant.
  if (link.issues().length) {
    state.refuseP ??= page.loading(import('./refuse.js').then((m) => { state.refuse = m.setup(page); schedule(); }));
    if (!state.refuse || state.refuse.shows(state.view)) return;
  }
  // Whatever the wasm module throws is shown, never left to escape.
  try {
    window.__dem.shown = views[state.view](state.note);
  } catch (e) {
    window.__dem.shown = { error: { field: '', message: String(e?.message ?? e) } };
    contact.showError(window.__dem.shown.error);
  }
  state.cite?.($('outputs'));
  state.typeset?.($('main'));
  timed(t0);
}

/** A redraw's main-thread time, from `t0`. */
function timed(t0) {
  state.timings.push(performance.now() - t0);
  if (state.timings.length > 1000) state.timings.shift();
}
/** A change's numbers drawn: how long after the change (its first update). */
function freshNow(what) {
  const t = state.changed[what];
  if (t === undefined) return;
  window.__dem.fresh.push(performance.now() - t);
  if (window.__dem.fresh.length > 1000) window.__dem.fresh.shift();
  delete state.changed[what];
}

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
  state.full?.fillForLink();
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
function load(query) {
  link.push(query);
  readURL();
  schedule();
}

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
  page.note(`Not applied: ${what} is fixed in this exercise.`, true);
  schedule();
  return false;
}

// ---------- the start ----------
/** The form's events: a case; a "given as" switch fills its field; a model switch keeps
 * the pair, speed and e (converted by the library); any change makes the inputs one's own.
 * The values a code's fields derive from the others follow them (web/full.js). */
function listen() {
  const edited = () => { if (state.preset) { state.preset = ''; form.setPreset(''); } };
  $('inputs').addEventListener('input', (ev) => {
    // Selects and boxes say it again with `change`.
    if (ev.target.tagName === 'SELECT' || ev.target.type === 'checkbox') return;
    state.note = null;
    state.full?.follow(ev.target.id);
    if (locksHold()) { edited(); schedule(); }
  });
  $('inputs').addEventListener('change', (ev) => {
    state.note = null;
    const id = ev.target.id;
    if (id === 'preset') { onPreset(); return; }
    if (['k_mode', 'd_mode', 'v_mode'].includes(id)) contact.fillForMode(id, ev.target.value);
    if (id === 'code') state.full?.fillForCode();
    else state.full?.follow(id);
    if (id === 'model') contact.fillForModel();
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
    if (state.full) return;
    const opens = ev.type === 'mousedown' || ev.type === 'touchstart' || (ev.type === 'keydown' && OPENERS.includes(ev.key));
    if (opens && ev.type !== 'touchstart') ev.preventDefault();
    ensureFull().then(() => {
      if (!opens || (ev.type === 'keydown' && document.activeElement !== $('code'))) return;
      $('code').focus();
      try { $('code').showPicker(); } catch { /* not supported: one more click */ }
    });
  };
  for (const t of ['mousedown', 'keydown', 'focus', 'touchstart']) $('code').addEventListener(t, wantCodes, { passive: t !== 'mousedown' });
  $('codes-details').addEventListener('toggle', schedule);
  const near = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) { near.disconnect(); ensureFull(); }
  }, { rootMargin: '200px' });
  near.observe($('view'));
  near.observe($('sources'));
}

/** Exercises and embedding (embed=, free=, lock=, q=, hide=): embed.js where asked for. */
async function setupEmbedding() {
  if (!['embed', 'free', 'lock', 'q', 'hide'].some((k) => new URLSearchParams(location.search).has(k))) return;
  const [embed] = await Promise.all([import('./embed.js'), viewsCss()]);
  state.exercise = embed.setupEmbed();
  // With answers hidden, the one view that hides them (the tabs are not offered).
  if (state.exercise.view) setView(state.exercise.view, false);
  state.givens = embed.renderGivens;
  state.locks = embed.guard(state.exercise, {
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
  plots.usePlots(new Plots(...plots.canvases()));
  listen();
  plots.setupTheme(schedule);
  $('loading').hidden = true;
  performance.mark('dem:first-update-start');
  if (needsFull()) await ensureFull();
  else update();
  performance.mark('dem:first-update-end');
  // The tools around the results, the cases and the citations' links come right after.
  const [tools, math, words] = await Promise.all([import('./tools.js'), import('./math.js'), import('./words.js'), loadCases(), loadSources(), viewsCss()]);
  // Errors in the page's words from here on (an error shown already is said again).
  say.words = words.words;
  schedule();
  state.cite($('outputs'));
  // Formulas as MathML from here on (not in the first view's bytes).
  state.typeset = math.typeset;
  state.typeset($('main'));
  state.download = tools.setupTools(page);
  // Ready when the view shown has its numbers (a worker's answer included).
  while (!window.__dem.idle()) await new Promise((ok) => { setTimeout(ok, 5); });
  window.__dem.ready = true;
  window.__dem.colour = (i) => series_colour(i, plots.isDark());
}

main().catch((e) => {
  $('loading').textContent = `The calculator could not start: ${e}`;
  $('loading').classList.add('bad');
});
