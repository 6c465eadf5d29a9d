// The page: reads the inputs, keeps them in the URL, asks the wasm module to solve and
// draw, and shows the numbers. No physics here: every number comes from dem-contact.
import { $, clearErrors, markField, row, el } from './dom.js';
import { fmtSI, fmtNum, fmtUnit, fmtRead } from './format.js';
// The first-load module (web/pkg/): the Contact view's models, plots and exports. The
// full module (web/pkg-full/) with the DEM code settings, the Timestep and e(v₀) views, the
// scheme replays, the restitution ↔ damping view, the working and the SVG and JSON exports
// is loaded on first use, with the views' scripts (ensureFull below).
import init, { Plots, models, series_colour, scenario_for_model, read_quantity, cites } from './pkg/dem_contact_web.js';
import { readTimestepURL, timestepURL, readSpeedURL, speedURL } from './keys.js';
import { readLink, writeLink, TEXT_KEYS, SELECT_KEYS, PAGE_KEYS, DEFAULTS, PRESETS } from './link.js';
import { setupSources, linkCites } from './sources.js';

const FLIP = {
  mass_rule: { reduced: 'arithmetic', arithmetic: 'reduced' },
  end: { overlap: 'force', force: 'overlap' },
};
const SCHEME_NAMES = { 'velocity-verlet': 'velocity Verlet', teufelsbauer2008: "the 2008 paper's scheme" };
const NAMES = { reduced: 'reduced mass', arithmetic: 'arithmetic mean', overlap: 'ends at ξ = 0', force: 'ends at F = 0' };
// The models by name, as the selector and the plots' legends show them.
const MODEL_TITLES = {
  linear: 'Linear spring–dashpot',
  hertz: 'Hertz, elastic',
  tsuji: "Hertz with Tsuji's dashpot",
  'hunt-crossley': 'Hunt–Crossley',
  'power-law': 'Power law k ξ^w + λ ξ^p ξ̇',
  'power-function': 'Power-function (An 2006)',
  viscoelastic: 'Viscoelastic (Brilliantov)',
};
// Short enough for a legend at 390 px; the CSV headers, the comparison and e(v₀) tables use them too.
const MODEL_SHORT = { linear: 'Linear spring–dashpot', hertz: 'Hertz, elastic', tsuji: 'Tsuji', 'hunt-crossley': 'Hunt–Crossley', 'power-law': 'Power law', 'power-function': 'Power-function (An 2006)', viscoelastic: 'Viscoelastic (Brilliantov)' };
// Hunt–Crossley's α2 from e by a formula other than the exact relation: named with it.
const FORMULA_SHORT = { 'hu-fit': 'Hu et al. fit', 'hunt-crossley': '3(1−e)/2', 'lankarani-nikravesh': 'Lankarani & Nikravesh', flores: 'Flores et al.', gonthier: 'Gonthier et al.' };
/** A scenario's model by name, as the legends show it. */
const modelName = (sc) => {
  const name = MODEL_SHORT[sc.model] || sc.model;
  return sc.model === 'hunt-crossley' && FORMULA_SHORT[sc.formula] ? `${name} (${FORMULA_SHORT[sc.formula]})` : name;
};
const MODEL_NAMES = { linear: 'the linear spring–dashpot', hertz: 'Hertz (elastic)', tsuji: "Tsuji's Hertz dashpot", 'hunt-crossley': 'Hunt–Crossley', 'power-law': 'the power law', 'power-function': "An's power-function model", viscoelastic: 'the viscoelastic (Brilliantov) model' };
const DAMPING_LABEL = {
  linear: 'Damping ratio, α = c / (2√(m k))',
  tsuji: 'Damping constant α1 (η = α1 √(m k) ξ^¼)',
  'hunt-crossley': 'Damping constant α2 (λ = α2 k / v0)',
  'power-law': 'Damping constant α2 (Hu et al. 2011, eq. 9)',
  viscoelastic: 'Dissipative constant A (s)',
  'power-function': 'Unloading exponent b (F = F_B (ξ/ξ_B)^b)',
};

const state = { plots: null, last: null, pending: false, timings: [], models: [], viewKey: null, sweepKey: null, view: 'contact', dark: false, embed: false, lock: [], commit: false, committedSearch: null };
// Read by the benchmark script and the browser tests.
window.__dem = { ready: false, firstRender: null, redraws: state.timings, updates: 0, idle: () => !state.pending && !state.urlTimer && !state.fullLoading };

/**
 * Under every input typed with a unit ("70 GPa"), the SI value it was read as ("= 7 × 10¹⁰
 * Pa"). A unit of the wrong dimension is reported by the solver, at the same field.
 */
function showReadAs() {
  for (const input of document.querySelectorAll('.with-unit input')) {
    const text = input.value.trim();
    let shown = '';
    if (/[^0-9.eE+\-\s]/.test(text) && !/^[+-]?(inf|infinity|nan)$/i.test(text)) {
      try {
        const q = read_quantity(text);
        // A dimensionless value ("80 %") reads as the bare number, not "0.8 1".
        const unit = q.unit === '1' || q.unit === '' ? '' : ` ${fmtUnit(q.unit)}`;
        if (q.had_unit) shown = `= ${fmtRead(q.value)}${unit}`;
      } catch { /* unreadable: the field's error says why */ }
    }
    let line = $(`${input.id}-si`);
    if (!line && !shown) continue;
    if (!line) {
      line = Object.assign(document.createElement('p'), { className: 'si', id: `${input.id}-si` });
      line.setAttribute('aria-live', 'polite');
      input.closest('.with-unit').after(line);
      input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby') || ''} ${line.id}`.trim());
    }
    line.textContent = shown;
    line.hidden = !shown;
  }
}

/** A field whose value is refused shows its error, not what it was read as. */
function hideReadAs(id) {
  for (const line of [$(`${id}-si`), $(`ts-${id}-si`)]) if (line) line.hidden = true;
}

// ---------- the full module, on demand ----------
/** The code settings' script once loaded (with the full module); until then no code is set. */
const codeSetting = () => state.codes?.codeSetting() ?? null;
const codeApplies = (el, s) => (s ? state.codes.codeApplies(el, s) : !el.dataset.codeExtra);
const relabel = (s) => state.codes?.relabel(s);

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
    const plots = new m.Plots($('plot-force-time'), $('plot-overlap-time'), $('plot-force-overlap'), $('plot-damping'), $('plot-sweep'));
    plots.speed_canvases($('plot-speed-e'), $('plot-speed-tc'), $('plot-speed-xi'));
    plots.set_theme(state.dark);
    Object.assign(state, { full: m, codes, ts, speedView: speed, plots });
    state.extras = extras.install({ state, describeChart, download, commit, showFields, codeSetting, locksHold, series_colour: m.series_colour });
    state.extras.setupSpeed();
    codes.setupCodes(m.codes());
    setupSources(m.references());
    linkCites($('inputs'));
    if (state.pendingCode) { $('code').value = state.pendingCode; state.pendingCode = ''; }
    showFields();
    blankAbsent();
    settleLocks();
    state.viewKey = null;
    state.sweepKey = null;
    state.fullLoading = false;
    update();
    window.__dem.fullMs = performance.now() - t0;
  })();
  state.fullPromise.catch((e) => {
    state.fullLoading = false;
    showError({ field: '', message: `The full calculator could not be loaded: ${e.message || e}` });
  });
  return state.fullPromise;
}
/** The models that come with the full module (the first-load one has the other five). */
const FULL_MODELS = ['power-function', 'viscoelastic'];
/** Whether what is asked for needs the full module. */
const needsFull = () => state.view !== 'contact' || Boolean($('scheme').value) || Boolean(state.pendingCode) || Boolean($('code').value) || $('codes-details').open
  || FULL_MODELS.includes(model()) || comparedModels().some((m) => FULL_MODELS.includes(m));

// ---------- inputs ----------
const modes = () => ({ m_mode: $('m_mode').value, k_mode: $('k_mode').value, d_mode: $('d_mode').value, v_mode: $('v_mode').value });
const model = () => $('model').value;
const compared = () => [...document.querySelectorAll('input[name=cmp]:checked')].map((c) => c.value);
const comparedModels = () => [...document.querySelectorAll('input[name=cmp_model]:checked')].map((c) => c.value);
const filled = (k) => $(k).value.trim();

/** Whether a field applies to the current model and modes. */
function applies(el) {
  const m = modes();
  const code = codeSetting();
  if (!codeApplies(el, code)) return false;
  // A code decides the force law (whatever the hidden model selector says, e.g. a link
  // with model=hertz&code=…): its dissipation applies.
  const mdl = code ? code.model : model();
  const elastic = !code && mdl === 'hertz';
  if (el.dataset.models && !el.dataset.models.split(' ').includes(mdl)) return false;
  if (el.dataset.needs === 'e' && (m.d_mode !== 'e' || elastic)) return false;
  if (el.dataset.needsScheme && !$('scheme').value) return false;
  if (el.dataset.mode) {
    const want = el.dataset.mode.split(' ');
    if (!want.some((w) => w === m.m_mode || w === m.k_mode || w === m.d_mode || w === m.v_mode)) return false;
    if ((want.includes('e') || want.includes('damping')) && elastic) return false;
  }
  return true;
}

/** Every field the form shows, as [key, text] (cleared ones empty): the scenario's keys,
 * and the choices a code leaves (model, mass rule and end when there is none). */
function shownFields() {
  const out = [];
  for (const el of document.querySelectorAll('#inputs .field[data-key]')) {
    const k = el.dataset.key;
    if (PAGE_KEYS.includes(k) || el.closest('#ts-fields') || !applies(el)) continue;
    // A code named by the link is shown once its list has loaded.
    out.push([k, k === 'code' && state.pendingCode ? state.pendingCode : $(k).value.trim()]);
  }
  return out;
}

/** The user's scenario: the keys of the fields shown; empty ones are not given. */
function baseScenario() {
  const sc = {};
  for (const [k, v] of shownFields()) if (v !== '') sc[k] = v;
  // Body 2's Poisson ratio belongs to its modulus.
  if (!('E2' in sc)) delete sc.nu2;
  return sc;
}

/** The model's formula and source under its selector, the citations linked to the Sources
 * (written again only when it changes, so that the links stay). */
function setModelDesc(text) {
  const desc = $('model-desc');
  if (desc.dataset.text === text) return;
  desc.textContent = text;
  desc.dataset.text = text;
  linkCites(desc);
}

function showFields() {
  // A code setting from the link waits for its list: nothing to adjust before (the model
  // rules below would change the modes the link asked for).
  if (state.pendingCode) return;
  const code = codeSetting();
  for (const e of document.querySelectorAll('[data-code-only]')) e.hidden = !code;
  relabel(code);
  if (code) {
    // The stiffness and dissipation the code takes.
    const modes = state.codes.codeStiffnessModes(code);
    for (const o of $('k_mode').options) o.disabled = !modes.includes(o.value);
    $('k_mode').closest('fieldset').hidden = modes.length === 0;
    if (modes.length && !modes.includes($('k_mode').value)) $('k_mode').value = modes[0];
    const damping = code.takes === 'damping' || code.id === 'yade-hertz-mindlin';
    $('d_mode').querySelector('option[value=damping]').disabled = !damping;
    if (!damping) $('d_mode').value = 'e';
    $('d_mode').querySelector('option[value=damping]').textContent = `its own constant, ${code.id === 'yade-hertz-mindlin' ? 'betan' : code.typed_name}`;
    for (const id of ['cmp_mass_rule', 'cmp_end']) $(id).closest('label').hidden = true;
    $('cmp-models').hidden = true;
    $('cmp-models').previousElementSibling.hidden = true;
    for (const el of document.querySelectorAll('.field[data-key]')) if (!el.closest('#ts-fields')) el.hidden = !applies(el);
    setModelDesc('');
    const w = code.model === 'linear' ? 'N/m' : 'N/m^1.5';
    $('k-unit').textContent = fmtUnit(w);
    return;
  }
  $('k_mode').closest('fieldset').hidden = false;
  $('d_mode').querySelector('option[value=damping]').disabled = false;
  for (const id of ['cmp_mass_rule', 'cmp_end']) $(id).closest('label').hidden = false;
  $('cmp-models').hidden = false;
  $('cmp-models').previousElementSibling.hidden = false;
  const mdl = model();
  // k₁, k₂ in series belong to the linear springs; the power-function model has no material.
  const linearSpring = mdl === 'linear' || mdl === 'power-function';
  for (const o of $('k_mode').options) o.disabled = false;
  $('k_mode').querySelector('option[value=series]').disabled = !linearSpring;
  $('k_mode').querySelector('option[value=material]').disabled = mdl === 'power-function';
  if (!linearSpring && $('k_mode').value === 'series') $('k_mode').value = 'k';
  if (mdl === 'power-function' && $('k_mode').value === 'material') $('k_mode').value = 'k';
  for (const el of document.querySelectorAll('.field[data-key]')) if (!el.closest('#ts-fields')) el.hidden = !applies(el);
  $('d_mode').closest('.field').hidden = mdl === 'hertz';
  $('d_mode').querySelector('option[value=damping]').textContent = `damping constant ${(state.models.find((m) => m.name === mdl) || {}).damping_symbol || 'α'}`;
  document.querySelector('label[for=damping]').textContent = DAMPING_LABEL[mdl] || 'Damping constant';
  const w = filled('w') || '1.5';
  $('k-unit').textContent = fmtUnit({ linear: 'N/m', 'power-function': 'N/m', hertz: 'N/m^1.5', tsuji: 'N/m^1.5' }[mdl] || `N/m^${w}`);
  const info = state.models.find((m) => m.name === mdl);
  if (info) setModelDesc(`${info.formula}  (${info.source})`);
  for (const c of document.querySelectorAll('input[name=cmp_model]')) {
    c.closest('label').hidden = c.value === mdl;
  }
}

// ---------- URL ----------
/** The address bar follows the page: every field shown and every choice (web/link.js). */
function writeURL() {
  const p = writeLink({
    fields: shownFields(), cmp: compared(), models: comparedModels(),
    scheme: $('scheme').value, dt: filled('dt'), t_end: filled('t_end'), view: state.view, preset: state.preset,
  });
  timestepURL(p);
  speedURL(p);
  // The exercise's own keys are kept as they came.
  const es = state.embedState;
  if (es?.embed) p.set('embed', '1');
  if (es?.free) p.set('free', es.free.join(','));
  if (es?.lock.length) p.set('lock', es.lock.join(','));
  if (es?.question) p.set('q', es.question);
  const q = p.toString();
  const url = q ? `?${q}` : location.pathname;
  const search = q ? `?${q}` : '';
  if (search !== location.search) {
    // Back and forward step between committed states (a select, a blur, a preset). The first
    // keystroke after a committed state opens a new entry; further typing replaces it, and
    // the blur that ends the edit marks it committed.
    // The page's first write only tidies the address it was opened with.
    if (state.committedSearch !== null && location.search === state.committedSearch) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  if (state.commit || state.committedSearch === null) state.committedSearch = search;
  state.commit = false;
}

/** Fills the inputs from the URL query (values are only ever assigned as input values):
 * what the link means is web/link.js's to say. */
function readURL(search = location.search) {
  const st = readLink(search);
  for (const k of SELECT_KEYS) {
    $(k).value = st.selects[k];
    if ($(k).selectedIndex < 0) $(k).value = st.exact ? $(k).options[0].value : DEFAULTS[k];
  }
  // A code setting named before its list is loaded waits for it (ensureFull).
  state.pendingCode = !state.codes && st.selects.code ? st.selects.code : '';
  for (const k of TEXT_KEYS) $(k).value = st.values[k] ?? DEFAULTS[k];
  for (const [k, v] of Object.entries(st.modes)) $(k).value = v;
  for (const c of document.querySelectorAll('input[name=cmp]')) c.checked = st.cmp.includes(c.value);
  for (const c of document.querySelectorAll('input[name=cmp_model]')) c.checked = st.models.includes(c.value);
  $('scheme').value = st.scheme;
  if ($('scheme').selectedIndex < 0) $('scheme').value = '';
  $('dt').value = st.dt;
  $('t_end').value = st.t_end;
  readTimestepURL(st.params);
  state.preset = st.preset;
  $('preset').value = state.preset;
  presetHint();
  readSpeedURL(st.params);
  // A link that names inputs gives exactly those: a field it leaves out is empty (not
  // given) once the modes are settled for the model and the code.
  state.blank = st.exact ? TEXT_KEYS.filter((k) => !(k in st.values)) : [];
  showFields();
  blankAbsent();
  setView(VIEWS.includes(st.params.get('view')) ? st.params.get('view') : 'contact', false);
}

/** Empties the fields shown whose keys the link left out (after the code list has come,
 * for a link to a code setting: the fields shown depend on it). */
function blankAbsent() {
  if (state.pendingCode) return;
  for (const k of state.blank || []) if (applies($(k).closest('.field'))) $(k).value = '';
  state.blank = [];
}

// ---------- variants ----------
function request() {
  const base = baseScenario();
  const variants = [];
  const code = codeSetting();
  if (code) {
    const label = `${code.code}: ${code.title}`;
    if ($('cmp_exact').checked && base.e !== undefined) variants.push({ kind: 'code', code_exact: true, label: `${code.code}, value to type` });
    return { base, label: base.e !== undefined ? `${code.code}, ${code.takes === 'damping' ? code.typed_name : 'e'} typed for e = ${base.e}` : label, variants, schemes: [] };
  }
  for (const attr of compared().filter((a) => FLIP[a])) variants.push({ kind: attr, changes: { [attr]: FLIP[attr][base[attr]] } });
  for (const m of comparedModels()) if (m !== base.model) variants.push({ kind: 'model', model: m });
  // Label each series by what differs between them.
  const kinds = new Set(variants.map((v) => v.kind));
  const label = (sc) => {
    const parts = [];
    if (kinds.has('model')) parts.push(modelName(sc));
    if (kinds.has('mass_rule')) parts.push(NAMES[sc.mass_rule]);
    if (kinds.has('end')) parts.push(NAMES[sc.end]);
    return parts.length ? parts.join(', ') : modelName(sc);
  };
  for (const v of variants) {
    v.label = label(v.model ? { ...base, model: v.model } : { ...base, ...v.changes });
  }
  // Explicit-scheme replays: the user's mass rule, and the other one when compared.
  const schemes = [];
  const scheme = $('scheme').value;
  if (scheme) {
    // Text as typed (units allowed: "1 ms"); the wasm side reads it.
    const dt = filled('dt');
    const tEnd = filled('t_end') || undefined;
    const rules = [base.mass_rule, ...(compared().includes('mass_rule') ? [FLIP.mass_rule[base.mass_rule]] : [])];
    for (const rule of rules) {
      schemes.push({ label: `${SCHEME_NAMES[scheme] || scheme}${rules.length > 1 ? `, ${NAMES[rule]}` : ''}`, scheme, dt, t_end: tEnd, changes: { mass_rule: rule } });
    }
  }
  return { base, label: label(base), variants, schemes };
}

// ---------- rendering ----------
function showError(err) {
  // The last good results stay, dimmed, with the error at its field.
  $('view-contact').classList.add('stale');
  $('summary').classList.add('stale');
  hideReadAs(err.field);
  if (markField(err.field, err.message)) {
    $('status').textContent = state.last ? 'Input error — the results and plots below are the last valid ones.' : 'Input error.';
  } else {
    $('status').textContent = `Error: ${err.message}`;
  }
  $('status').classList.add('bad');
}
const REGIME = { underdamped: 'underdamped (α < 1)', 'critically-damped': 'critically damped (α = 1)', overdamped: 'overdamped (α > 1)' };
const dampingText = (s) => `${s.damping_constant_symbol} = ${fmtNum(s.damping_constant, 6)}`;
const COEFF = { linear: 'c', 'power-function': 'a' };
const coeffSymbol = (s) => COEFF[s.model] || 'λ';
const coefficientText = (s, sig = 6) => `${fmtSI(s.damping_coefficient, fmtUnit(s.damping_coefficient_unit), sig)}`;

/** Raw digits for a tooltip: ten significant, not seventeen. */
const raw = (v, unit = '') => (v == null ? '' : `${Number(Number(v).toPrecision(10))}${unit ? ` ${unit}` : ''}`);

function renderResults(sol, explain = []) {
  const tb = $('results').querySelector('tbody');
  // A working the reader opened stays open when the numbers are redrawn.
  const opened = new Set([...tb.querySelectorAll('details.how[open]')].map((d) => d.dataset.q));
  tb.replaceChildren();
  // Before the full module is loaded the working is one click away: a toggle loads it and
  // opens again on the redraw.
  const how = (q) => (state.full ? explain.find((s) => s.quantity === q) : { quantity: q, load: () => { state.openHow = q; ensureFull(); } });
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

  // The power-function model's a = F_B/ξ_B^b (units N/m^b, astronomically large) says less
  // than the turning point it comes from.
  const coeff = sol.model === 'power-function'
    ? `unloading from F_B = ${fmtSI(sol.max_force, 'N')} at ξ_B = ${fmtSI(sol.max_overlap, 'm')}`
    : `${coeffSymbol(sol)} = ${coefficientText(sol)}`;
  $('damping-value').textContent = hasDamping ? `${dampingText(sol)}${sol.damping_constant_unit ? ` ${sol.damping_constant_unit}` : ''},  ${coeff}` : 'elastic: no damping, e = 1';
  // With a code, the damping is what the code forms from its input (its panel says how).
  $('damping-formula').textContent = sol.code ? `${sol.code.code} forms this from ${sol.code.typed.name} = ${fmtNum(sol.code.typed.value, 5)}: ${MODEL_NAMES[sol.model] || sol.model}, ${sol.damping_constant_symbol} as above` : sol.damping_formula;
  $('damping-source').textContent = sol.code ? sol.code.source : sol.damping_source;
  // What is computed, in the first screen (on a phone the form is far below): the model by
  // name and the case when one is loaded.
  const caseName = $('preset').value ? ` · ${$('preset').selectedOptions[0].text}` : '';
  const modelName = sol.code ? `${sol.code.code}, ${MODEL_NAMES[sol.model] || sol.model}` : $('model').selectedOptions[0]?.text || sol.model;
  $('damping-box').querySelector('h2').textContent = `Damping — ${modelName}${caseName}`;
  $('damping-box').hidden = false;
  $('notes').replaceChildren(...sol.notes.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
  // The toggle opened before the working was loaded opens again with it.
  if (state.openHow && state.full) {
    opened.add(state.openHow);
    state.openHow = null;
  }
  for (const d of tb.querySelectorAll('details.how')) if (opened.has(d.dataset.q)) d.open = true;
}

/** The key results in one line, always in view (sticky) while the form is edited. */
/** With a code whose typed value misses the e asked for: the contact at the value to type
 * (the overlay "value to type"), when it is on the plots. */
function atValueToType(sol, results) {
  const to = sol.code?.to_type;
  if (!to || to.value === sol.code.typed.value) return null;
  return results.slice(1).map((r) => r.solution).find((x) => x?.code && x.code.typed.value === to.value) || null;
}

function renderSummary(sol, results = []) {
  const s = $('summary');
  const parts = [];
  if (sol.code?.to_type) parts.push(`${sol.code.code}: type ${sol.code.to_type.name} = ${fmtNum(sol.code.to_type.value, 5)}`);
  // The numbers of the contact the user will run: at the value to type.
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

function renderCompare(results) {
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

function describeChart(el, c) {
  const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
  el.setAttribute('aria-label', `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
  el.dataset.xLabel = c.x_label;
  el.dataset.yLabel = c.y_label;
  el.dataset.series = JSON.stringify(c.series);
}

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
  if (push) { userChange(); commit(); }
}

function sizeCanvases() {
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  for (const c of document.querySelectorAll('canvas')) {
    const w = Math.round(c.clientWidth * dpr);
    const h = Math.round(c.clientHeight * dpr);
    if (c.width !== w || c.height !== h) { c.width = w; c.height = h; }
  }
}

/** The status line after a good redraw: empty, or the page's own note ("Opened x.json."),
 * which stays until the user changes something (`state.note`, cleared by `userChange`). */
function showNote() {
  $('status').textContent = state.note?.text || '';
  $('status').classList.toggle('bad', Boolean(state.note?.bad));
}
/** The user changed something: a note about what the page did before goes. */
function userChange() {
  state.note = null;
}

function update() {
  state.pending = false;
  if (!state.plots) return;
  const t0 = performance.now();
  // The address bar follows at once for a committed change; while typing, right after the
  // redraw (history.replaceState costs ≈ 1 ms, not worth holding the plots for).
  clearTimeout(state.urlTimer);
  state.urlTimer = null;
  if (state.commit) writeURL();
  else state.urlTimer = setTimeout(() => { state.urlTimer = null; writeURL(); }, 0);
  // Canvas sizes first, while the layout of the last frame is still valid: read after the
  // DOM changes below, they would force a layout of their own (≈ 1 ms).
  sizeCanvases();
  showReadAs();
  clearErrors();
  showFields();
  state.embedMod?.renderGivens();
  if (!state.full && needsFull()) {
    // The full module redraws everything when it has loaded.
    ensureFull();
    $({ contact: 'status', timestep: 'ts-status', speed: 'sw-status' }[state.view]).textContent = state.note && state.view === 'contact' ? `${state.note.text} Loading…` : 'Loading…';
    window.__dem.updates += 1;
    return;
  }
  // Only the visible view is computed and drawn.
  if (state.view === 'timestep') {
    const sol = state.ts.updateTimestep(baseScenario(), state.full.timestep);
    if (!sol.error) window.__dem.timestep = sol;
    window.__dem.shown = sol;
    linkCites($('outputs'));
    state.timings.push(performance.now() - t0);
    window.__dem.updates += 1;
    return;
  }
  const req = request();
  if (state.view === 'speed') {
    const out = state.speedView.updateSpeed(state.plots, req, showError);
    window.__dem.shown = out;
    if (!out.error) {
      state.speed = out;
      window.__dem.speed = out;
      showNote();
      state.extras.renderSummaryFrom(out);
    }
    linkCites($('outputs'));
    state.timings.push(performance.now() - t0);
    window.__dem.updates += 1;
    return;
  }
  let out;
  try {
    out = state.plots.update(req);
  } catch (e) {
    showError({ field: '', message: String(e) });
    return;
  }
  window.__dem.shown = out;
  if (out.error) {
    showError(out.error);
  } else {
    showNote();
    $('view-contact').classList.remove('stale');
    state.last = { ...out, base: req.base };
    const sol = out.results[0].solution;
    renderResults(sol, out.explain);
    renderSummary(sol, out.results);
    // The Results table describes the contact as typed: say so when that is not the value
    // to type (the contact at the value to type is in "Compared on the plots").
    const typedMiss = sol.code?.to_type && sol.code.to_type.value !== sol.code.typed.value;
    $('results').querySelector('caption').textContent = typedMiss
      ? `Results with ${sol.code.typed.name} = ${fmtNum(sol.code.typed.value, 5)} as typed (e = ${fmtNum(sol.restitution, 5)}); at the value to type, ${fmtNum(sol.code.to_type.value, 5)}, see "Compared on the plots"`
      : 'Results';
    if (state.codes) state.codes.renderCode(sol);
    renderCompare(out.results);
    const ids = ['plot-force-time', 'plot-overlap-time', 'plot-force-overlap'];
    out.charts.forEach((c, i) => describeChart($(ids[i]), c));
    state.extras?.renderView(req.base, sol);
    if (state.extras) state.extras.renderScheme(req, out);
    else $('scheme-out').hidden = !$('scheme').value;
    state.extras?.renderCodes(req.base, sol);
  }
  linkCites($('outputs'));
  const dt = performance.now() - t0;
  state.timings.push(dt);
  if (state.timings.length > 1000) state.timings.shift();
  window.__dem.updates += 1;
  if (window.__dem.firstRender === null && !out.error) window.__dem.firstRender = performance.now();
}
/** A committed change: redraw, and make it a history entry. */
function commit() {
  state.commit = true;
  schedule();
}

// ---------- theme ----------
function setupTheme() {
  const mq = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    state.dark = mq.matches;
    state.plots.set_theme(state.dark);
    state.viewKey = null;
    state.sweepKey = null;
    schedule();
  };
  mq.addEventListener('change', apply);
  state.dark = mq.matches;
  state.plots.set_theme(state.dark);
}

// ---------- exports (their script, web/exports.js, loads on the first click) ----------
const exportsModule = () => (state.exportsP ??= import('./exports.js').then((m) => m.install({ state, ensureFull, readURL, schedule })));
const download = async (...args) => (await exportsModule()).download(...args);
const CHARTS = [['plot-force-time', 'force-time'], ['plot-overlap-time', 'overlap-time'], ['plot-force-overlap', 'force-overlap'], ['plot-damping', 'damping'], ['plot-sweep', 'scheme-sweep'], ['plot-speed-e', 'restitution-speed'], ['plot-speed-tc', 'contact-time-speed'], ['plot-speed-xi', 'overlap-speed']];
function setupExports() {
  const on = (id, ev, f) => $(id).addEventListener(ev, async () => f(await exportsModule()));
  on('export-csv', 'click', (x) => x.csv());
  on('export-json', 'click', (x) => x.json());
  $('open-json').addEventListener('click', () => $('open-file').click());
  on('open-file', 'change', (x) => x.open());
  for (const [slot, [id, name]] of CHARTS.entries()) {
    const bar = el('div', '', { className: 'fig-tools' });
    const svg = el('button', 'SVG', { type: 'button', title: `Download ${name} as SVG (12 cm wide, text readable in print)` });
    const png = el('button', 'PNG', { type: 'button', title: `Download ${name} as PNG (at least 1600 px wide)` });
    svg.addEventListener('click', async () => (await exportsModule()).svg(slot, name));
    png.addEventListener('click', async () => (await exportsModule()).png(slot, id, name));
    bar.append(svg, png);
    $(id).closest('figure').append(bar);
  }
}

// ---------- hover readout ----------
function setupReadout() {
  const tip = $('readout');
  for (const [slot, [id]] of CHARTS.entries()) {
    const c = $(id);
    c.addEventListener('mousemove', (ev) => {
      const r = state.plots.readout(slot, ev.offsetX);
      if (!r) { tip.hidden = true; return; }
      const unit = (label) => (label.match(/\[(.*)\]$/) || [, ''])[1];
      const [ux, uy] = [unit(r.x_label), unit(r.y_label)];
      tip.replaceChildren(...r.points.map((p) => {
        const line = document.createElement('div');
        const sw = Object.assign(document.createElement('span'), { className: 'swatch' });
        sw.style.background = p.colour;
        line.append(sw, document.createTextNode(`${p.label}: ${fmtNum(p.x, 4)} ${ux}, ${fmtNum(p.y, 4)} ${uy}`));
        return line;
      }));
      tip.hidden = false;
      const box = c.getBoundingClientRect();
      tip.style.left = `${Math.min(window.innerWidth - tip.offsetWidth - 8, box.left + window.scrollX + ev.offsetX + 14)}px`;
      tip.style.top = `${box.top + window.scrollY + ev.offsetY + 14}px`;
    });
    c.addEventListener('mouseleave', () => { tip.hidden = true; });
  }
}

function schedule() {
  if (state.pending) return;
  state.pending = true;
  requestAnimationFrame(update);
}

/** Fills the inputs from a scenario object (from the wasm module's conversion). */
function fillFrom(sc) {
  for (const k of TEXT_KEYS) if (sc[k] != null) $(k).value = String(Number(Number(sc[k]).toPrecision(10)));
  for (const k of SELECT_KEYS) if (sc[k] != null) $(k).value = sc[k];
  if (sc.k != null && sc.E1 == null) $('k_mode').value = 'k';
  if (sc.e != null) $('d_mode').value = 'e';
}

/** Switching e ↔ damping, or the stiffness mode, fills the new field from the current result. */
function onModeChange(ev) {
  const sol = state.last?.results?.[0]?.solution;
  if (ev.target.id === 'd_mode' && sol) {
    if (ev.target.value === 'e' && sol.restitution > 0) $('e').value = Number(sol.restitution.toPrecision(6)).toString();
    if (ev.target.value === 'damping') $('damping').value = Number(sol.damping_constant.toPrecision(6)).toString();
  }
  if (ev.target.id === 'k_mode' && sol && ev.target.value === 'k') $('k').value = Number(sol.stiffness.toPrecision(6)).toString();
  if (ev.target.id === 'v_mode' && ev.target.value === 'h0') {
    // A drop test needs gravity; the drop height equivalent to the current speed is v0²/(2g).
    if (!(Number($('g').value) > 0)) $('g').value = '9.81';
    const v0 = Number($('v0').value);
    if (v0 > 0) $('h0').value = Number((v0 * v0 / (2 * Number($('g').value))).toPrecision(6)).toString();
  }
  schedule();
}

/** Switching models keeps the pair, speed and restitution (stiffness converted by the library). */
function onModelChange() {
  const last = state.last;
  if (last) {
    try {
      const sol = last.results[0].solution;
      fillFrom(scenario_for_model(last.base, model(), sol.restitution));
    } catch { /* keep the inputs as they are */ }
  }
  schedule();
}

/** Under the case selector: the paper and the case in full (the option text is short). */
function presetHint() {
  const o = $('preset').selectedOptions[0];
  const group = o?.parentElement?.tagName === 'OPTGROUP' ? o.parentElement.label : '';
  $('preset-hint').textContent = o?.value ? `${group}: ${o.dataset.long || o.text}` : '';
  $('preset-hint').hidden = !o?.value;
}

/** Loads a case: its query replaces the page's; the select keeps showing it until an input
 * is changed (the URL carries `preset` meanwhile). */
function onPreset() {
  const key = $('preset').value;
  const q = PRESETS[key];
  if (q === undefined) return;
  const query = [q, key && key !== 'glass' ? `preset=${key}` : ''].filter(Boolean).join('&');
  readURL(`?${query}`);
  if (!locksHold()) return;
  history.pushState(null, '', `?${query}`);
  state.committedSearch = location.search;
  schedule();
}

// ---------- an exercise's fixed inputs ----------
/** Every control of the form with its value, the case shown and the view. */
function snapshotForm() {
  const controls = [...document.querySelectorAll('#inputs input, #inputs select, #inputs textarea')].filter((c) => c.type !== 'file');
  return { values: controls.map((c) => [c, c.type === 'checkbox' ? c.checked : c.value]), preset: state.preset, view: state.view };
}
function restoreForm(snap) {
  for (const [c, v] of snap.values) c[c.type === 'checkbox' ? 'checked' : 'value'] = v;
  state.preset = snap.preset;
  presetHint();
  setView(snap.view, false);
  showFields();
}
/** The fixed inputs of an exercise as the link set them (once its fields are settled). */
function settleLocks() {
  const es = state.embedState;
  if (!state.embedMod || !es || !(es.free !== null || es.lock.length) || state.pendingCode || state.lockRef) return;
  showFields();
  state.lockRef = state.embedMod.fixedValues(es);
  state.accepted = snapshotForm();
}
/**
 * In an exercise, whatever changed the form (a field, a "given as" switch, a model, a case,
 * a fitted value put in) may not move a fixed input, nor hide or reveal it, nor change its
 * unit: such a change is undone — the form goes back to `before` — and the status line says
 * what is fixed. Returns whether the change stands.
 */
function locksHold(before = state.accepted) {
  if (!state.lockRef) return true;
  showFields();
  const now = state.embedMod.fixedValues(state.embedState);
  if (now !== state.lockRef) {
    const what = state.embedMod.changedInput(state.lockRef, now);
    restoreForm(before);
    state.note = { text: `Not applied: ${what} is fixed in this exercise.`, bad: true };
    showNote();
    schedule();
    return false;
  }
  state.accepted = snapshotForm();
  return true;
}

async function main() {
  await init();
  state.models = models();
  const sel = $('model');
  const boxes = $('cmp-models');
  for (const m of state.models) {
    sel.append(new Option(MODEL_TITLES[m.name] || m.name, m.name));
    const lab = Object.assign(document.createElement('label'), { className: 'check' });
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'cmp_model', value: m.name, id: `cmp_model_${m.name}` });
    lab.append(box, document.createTextNode(` ${MODEL_TITLES[m.name] || m.name}`));
    boxes.append(lab);
  }
  // The code list comes with the full module: asked for as the selector is opened.
  const wantCodes = (ev) => {
    if (state.codes) return;
    if (ev.type === 'mousedown') ev.preventDefault();
    ensureFull().then(() => { $('code').focus(); try { $('code').showPicker(); } catch { /* not supported: one more click */ } });
  };
  for (const t of ['mousedown', 'keydown', 'focus', 'touchstart']) $('code').addEventListener(t, wantCodes, { passive: t !== 'mousedown' });
  setupSources(cites());
  linkCites($('inputs'));
  readURL();
  showFields();
  $('codes-details').addEventListener('toggle', () => { state.codesKey = null; schedule(); });
  state.plots = new Plots($('plot-force-time'), $('plot-overlap-time'), $('plot-force-overlap'), $('plot-damping'), $('plot-sweep'));
  // The restitution ↔ damping view comes with the full module: loaded as it nears the screen.
  const near = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) { near.disconnect(); ensureFull(); }
  }, { rootMargin: '200px' });
  near.observe($('view'));
  near.observe($('sources'));
  for (const v of VIEWS) $(`tab-${v}`).addEventListener('click', () => setView(v));
  document.querySelector('.tabs').addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const i = VIEWS.indexOf(state.view) + (e.key === 'ArrowRight' ? 1 : VIEWS.length - 1);
      const next = VIEWS[i % VIEWS.length];
      setView(next);
      $(`tab-${next}`).focus();
    }
  });
  // An input changed by the user: the case loaded is no longer what is shown.
  const edited = () => {
    if (state.preset) { state.preset = ''; $('preset').value = ''; presetHint(); }
  };
  // A case chosen replaces the inputs (onPreset); any other change makes them the user's own.
  // In an exercise, a change that would move a fixed input is undone (locksHold).
  $('inputs').addEventListener('input', (ev) => {
    // Selects and boxes say it again with `change`.
    if (ev.target.tagName === 'SELECT' || ev.target.type === 'checkbox') return;
    userChange();
    if (locksHold()) { edited(); schedule(); }
  });
  $('inputs').addEventListener('change', (ev) => {
    userChange();
    if (ev.target.id === 'preset') { onPreset(); return; }
    if (locksHold()) { edited(); commit(); }
  });
  setupTheme();
  // Exercises and embedding (embed=, free=, lock=, q=): their script only where asked for.
  const asked = new URLSearchParams(location.search);
  if (['embed', 'free', 'lock', 'q'].some((k) => asked.has(k))) {
    state.embedMod = await import('./embed.js');
    state.embedState = state.embedMod.setupEmbed();
    settleLocks();
  } else {
    state.embedState = { embed: false, free: null, lock: [], question: '', unknown: [] };
  }
  $('embed-button').addEventListener('click', async () => {
    state.embedMod ??= await import('./embed.js');
    if (!state.embedDialog) { state.embedMod.setupDialog(state.embedState); state.embedDialog = true; }
    state.embedMod.openDialog();
  });
  state.embed = state.embedState.embed;
  setupExports();
  setupReadout();
  $('k_mode').addEventListener('change', onModeChange);
  $('d_mode').addEventListener('change', onModeChange);
  $('v_mode').addEventListener('change', onModeChange);
  $('model').addEventListener('change', onModelChange);
  $('inputs').addEventListener('submit', (e) => e.preventDefault());
  new ResizeObserver(schedule).observe(document.querySelector('.output'));
  window.addEventListener('popstate', () => { userChange(); state.committedSearch = location.search; readURL(); schedule(); });
  $('loading').hidden = true;
  // A link to a code setting, the Timestep or e(v₀) view or a replay: the full module first.
  if (needsFull()) await ensureFull();
  else update();
  window.__dem.ready = true;
  window.__dem.colour = (i) => series_colour(i, state.dark);
}

main().catch((e) => {
  $('loading').textContent = `The calculator could not start: ${e}`;
  $('loading').classList.add('bad');
});
