// The page: reads the inputs, keeps them in the URL, asks the wasm module to solve and
// draw, and shows the numbers. No physics here: every number comes from dem-contact.
import init, { Plots, models, series_colour } from './pkg/dem_contact_web.js';

// seed 000 case 1 (Teufelsbauer, Hübl & Wu 2008): two 5 kg balls, k1 = k2 = 1e4 N/m,
// v0 = 2 m/s, α = 0.5, g = 0 — with the two mass rules overlaid, as in its Figures 3–4.
const DEFAULTS = {
  model: 'linear', m1: '5', m2: '5', mass_rule: 'reduced', k1: '1e4', k2: '1e4', k: '5000',
  v0: '2', e: '0.5', damping: '0.5', end: 'overlap', g: '0',
};
const DEFAULT_MODES = { k_mode: 'series', d_mode: 'damping' };
const DEFAULT_CMP = ['mass_rule'];
const TEXT_KEYS = ['m1', 'm2', 'k1', 'k2', 'k', 'v0', 'e', 'damping', 'g'];
const SELECT_KEYS = ['model', 'mass_rule', 'end'];
const FLIP = {
  mass_rule: { reduced: 'arithmetic', arithmetic: 'reduced' },
  end: { overlap: 'force', force: 'overlap' },
};
const NAMES = {
  reduced: 'reduced mass', arithmetic: 'arithmetic mean', overlap: 'ends at ξ = 0', force: 'ends at F = 0',
};

const $ = (id) => document.getElementById(id);
const state = { plots: null, last: null, pending: false, timings: [] };
// Read by the benchmark script and the browser tests.
window.__dem = { ready: false, firstRender: null, redraws: state.timings, updates: 0 };

// ---------- number formatting (presentation only) ----------
const PREFIX = { '-18': 'a', '-15': 'f', '-12': 'p', '-9': 'n', '-6': 'µ', '-3': 'm', '0': '', '3': 'k', '6': 'M', '9': 'G', '12': 'T' };
/** A value with an SI prefix and `sig` significant digits, e.g. 0.08112 s → "81.12 ms". */
export function fmtSI(v, unit, sig = 4) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  if (v === 0) return `0 ${unit}`.trim();
  let base = unit, x = v;
  if (unit === 'kg') { base = 'g'; x = v * 1000; }
  let e3 = Math.max(-18, Math.min(12, Math.floor(Math.log10(Math.abs(x)) / 3) * 3));
  let s = (x / 10 ** e3).toPrecision(sig);
  if (Math.abs(Number(s)) >= 1000 && e3 < 12) { e3 += 3; s = (x / 10 ** e3).toPrecision(sig); } // 999.96 → 1.000 k
  if (s.includes('e')) s = Number(s).toString();
  return `${s} ${PREFIX[e3]}${base}`;
}
/** A dimensionless number with `sig` significant digits. */
export function fmtNum(v, sig = 4) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  if (v !== 0 && (Math.abs(v) < 1e-3 || Math.abs(v) >= 1e6)) {
    const [m, e] = v.toExponential(sig - 1).split('e');
    return `${m} × 10${String(Number(e)).replace(/-/g, '⁻').replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d])}`;
  }
  return Number(v.toPrecision(sig)).toString();
}

// ---------- state <-> inputs <-> URL ----------
function modes() {
  return { k_mode: $('k_mode').value, d_mode: $('d_mode').value };
}
function compared() {
  return [...document.querySelectorAll('input[name=cmp]:checked')].map((c) => c.value);
}
/** The user's scenario: only the keys of the active input modes; empty fields are left out. */
function baseScenario() {
  const { k_mode, d_mode } = modes();
  const sc = {};
  for (const k of SELECT_KEYS) sc[k] = $(k).value;
  for (const k of TEXT_KEYS) {
    if ((k === 'k1' || k === 'k2') && k_mode !== 'series') continue;
    if (k === 'k' && k_mode !== 'k') continue;
    if (k === 'e' && d_mode !== 'e') continue;
    if (k === 'damping' && d_mode !== 'damping') continue;
    const v = $(k).value.trim();
    if (v !== '') sc[k] = v;
  }
  return sc;
}
function showModes() {
  const m = modes();
  for (const el of document.querySelectorAll('[data-mode]')) {
    const on = el.dataset.mode === m.k_mode || el.dataset.mode === m.d_mode;
    el.hidden = !on;
  }
}
function writeURL() {
  const sc = baseScenario();
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(sc)) {
    const isModeKey = k === 'k' || k === 'e';
    if (v !== DEFAULTS[k] || isModeKey) p.set(k, v);
  }
  if (!('m2' in sc)) p.set('m2', '');
  const cmp = compared();
  if (cmp.join(',') !== DEFAULT_CMP.join(',')) p.set('cmp', cmp.join(','));
  const q = p.toString();
  const url = q ? `?${q}` : location.pathname;
  if (url !== location.search && !(q === '' && location.search === '')) history.replaceState(null, '', url);
}
/** Fills the inputs from the URL query (values are only ever assigned as input values). */
function readURL() {
  const p = new URLSearchParams(location.search);
  for (const k of [...SELECT_KEYS, ...TEXT_KEYS]) $(k).value = p.has(k) ? p.get(k) : DEFAULTS[k];
  for (const k of SELECT_KEYS) if ($(k).selectedIndex < 0) $(k).value = DEFAULTS[k];
  $('k_mode').value = p.has('k') && !p.has('k1') && !p.has('k2') ? 'k' : DEFAULT_MODES.k_mode;
  $('d_mode').value = p.has('e') && !p.has('damping') ? 'e' : DEFAULT_MODES.d_mode;
  const cmp = p.has('cmp') ? p.get('cmp').split(',') : DEFAULT_CMP;
  for (const c of document.querySelectorAll('input[name=cmp]')) c.checked = cmp.includes(c.value);
}

// ---------- series to overlay ----------
function seriesList() {
  const base = baseScenario();
  const list = [{ scenario: base }];
  for (const attr of compared()) {
    list.push({ scenario: { ...base, [attr]: FLIP[attr][base[attr]] } });
  }
  // Label each series by what differs between them.
  const varying = ['model', 'mass_rule', 'end'].filter((a) => new Set(list.map((s) => s.scenario[a])).size > 1);
  for (const s of list) {
    s.label = varying.length ? varying.map((a) => NAMES[s.scenario[a]] ?? s.scenario[a]).join(', ') : s.scenario.model;
  }
  return list;
}

// ---------- rendering ----------
function clearErrors() {
  for (const el of document.querySelectorAll('.field.invalid')) el.classList.remove('invalid');
  for (const el of document.querySelectorAll('.err')) { el.hidden = true; el.textContent = ''; }
  for (const el of document.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}
function showError(err) {
  const input = $(err.field);
  const box = $(`${err.field}-err`);
  if (input && box) {
    input.closest('.field').classList.add('invalid');
    input.setAttribute('aria-invalid', 'true');
    box.textContent = err.message;
    box.hidden = false;
    $('status').textContent = state.last ? 'Input error — the results and plots below are the last valid ones.' : 'Input error.';
  } else {
    $('status').textContent = `Error: ${err.message}`;
  }
  $('status').classList.add('bad');
}
function row(tbody, label, value, title) {
  const tr = document.createElement('tr');
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = label;
  const td = document.createElement('td');
  td.textContent = value;
  if (title) td.title = title;
  tr.append(th, td);
  tbody.append(tr);
}
const REGIME = { underdamped: 'underdamped (α < 1)', 'critically-damped': 'critically damped (α = 1)', overdamped: 'overdamped (α > 1)' };

function renderResults(sol) {
  const tb = $('results').querySelector('tbody');
  tb.replaceChildren();
  const ct = sol.contact_time;
  row(tb, 'Effective mass m', fmtSI(sol.effective_mass, 'kg'), `${sol.effective_mass} kg`);
  row(tb, 'Contact stiffness k', fmtSI(sol.stiffness, sol.stiffness_unit), `${sol.stiffness} ${sol.stiffness_unit}`);
  row(tb, `Damping ratio ${sol.damping_constant_symbol}`, fmtNum(sol.damping_constant, 6), String(sol.damping_constant));
  row(tb, 'Damping coefficient c', fmtSI(sol.damping_coefficient, sol.damping_coefficient_unit, 6), `${sol.damping_coefficient} ${sol.damping_coefficient_unit}`);
  if (sol.natural_frequency != null) row(tb, 'Natural frequency ω₀ = √(k/m)', fmtSI(sol.natural_frequency, 'rad/s'));
  if (sol.decay_rate != null) row(tb, 'Decay rate β = α ω₀', fmtSI(sol.decay_rate, '1/s'));
  if (sol.damped_frequency != null) row(tb, 'Damped frequency ω', fmtSI(sol.damped_frequency, 'rad/s'));
  if (sol.regime) row(tb, 'Regime', REGIME[sol.regime] ?? sol.regime);
  const req = sol.requested_restitution != null ? ` (requested ${fmtNum(sol.requested_restitution, 6)})` : '';
  row(tb, 'Restitution achieved e', fmtNum(sol.restitution, 6) + req, String(sol.restitution));
  row(tb, 'Contact time t_c', ct == null ? 'never separates' : fmtSI(ct, 's'), ct == null ? '' : `${ct} s`);
  row(tb, 'Maximum overlap ξ_max', `${fmtSI(sol.max_overlap, 'm')} at t = ${fmtSI(sol.time_of_max_overlap, 's')}`);
  row(tb, 'Maximum force F_max', `${fmtSI(sol.max_force, 'N')} at t = ${fmtSI(sol.time_of_max_force, 's')}`);
  row(tb, 'Minimum force F_min', fmtSI(sol.min_force, 'N'));
  row(tb, 'Tension before separation', sol.tension ? 'yes — the dashpot pulls the bodies together' : 'no');
  row(tb, 'Method', sol.method === 'closed-form' ? 'closed form' : 'integrated (adaptive Dormand–Prince, events located)');

  $('damping-value').textContent =
    `${sol.damping_constant_symbol} = ${fmtNum(sol.damping_constant, 6)},  c = ${fmtSI(sol.damping_coefficient, sol.damping_coefficient_unit, 6)}`;
  $('damping-formula').textContent = sol.damping_formula;
  $('damping-source').textContent = sol.damping_source;
  $('damping-box').hidden = false;

  const notes = $('notes');
  notes.replaceChildren(...sol.notes.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
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
    ['m', (s) => fmtSI(s.effective_mass, 'kg')],
    ['α', (s) => fmtNum(s.damping_constant, 5)],
    ['c', (s) => fmtSI(s.damping_coefficient, s.damping_coefficient_unit, 5)],
    ['e achieved', (s) => fmtNum(s.restitution, 5)],
    ['t_c', (s) => (s.contact_time == null ? 'never' : fmtSI(s.contact_time, 's'))],
    ['ξ_max', (s) => fmtSI(s.max_overlap, 'm')],
    ['F_max', (s) => fmtSI(s.max_force, 'N')],
    ['F_min', (s) => fmtSI(s.min_force, 'N')],
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

function describeCharts(charts) {
  const ids = ['plot-force-time', 'plot-overlap-time', 'plot-force-overlap'];
  charts.forEach((c, i) => {
    const el = $(ids[i]);
    const r = (a) => `${fmtNum(a[0], 3)} to ${fmtNum(a[1], 3)}`;
    el.setAttribute('aria-label',
      `${c.y_label} (${r(c.y_range)}) against ${c.x_label} (${r(c.x_range)}); series: ${c.series.join('; ')}`);
    el.dataset.xLabel = c.x_label;
    el.dataset.yLabel = c.y_label;
    el.dataset.series = JSON.stringify(c.series);
  });
}

function sizeCanvases() {
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  for (const c of document.querySelectorAll('.plots canvas')) {
    const w = Math.round(c.clientWidth * dpr);
    const h = Math.round(c.clientHeight * dpr);
    if (c.width !== w || c.height !== h) { c.width = w; c.height = h; }
  }
}

function update() {
  state.pending = false;
  if (!state.plots) return;
  const t0 = performance.now();
  clearErrors();
  showModes();
  writeURL();
  sizeCanvases();
  let out;
  try {
    out = state.plots.update(seriesList());
  } catch (e) {
    showError({ field: '', message: String(e) });
    return;
  }
  if (out.error) {
    showError(out.error);
  } else {
    $('status').textContent = '';
    $('status').classList.remove('bad');
    state.last = out;
    renderResults(out.results[0].solution);
    renderCompare(out.results);
    describeCharts(out.charts);
  }
  const dt = performance.now() - t0;
  state.timings.push(dt);
  if (state.timings.length > 1000) state.timings.shift();
  window.__dem.updates += 1;
  if (window.__dem.firstRender === null && !out.error) window.__dem.firstRender = performance.now();
}
function schedule() {
  if (state.pending) return;
  state.pending = true;
  requestAnimationFrame(update);
}

/** Switching e ↔ α fills the new field with the value equivalent to the current result. */
function onModeChange(ev) {
  const sol = state.last?.results?.[0]?.solution;
  if (ev.target.id === 'd_mode' && sol) {
    if (ev.target.value === 'e' && sol.restitution > 0) $('e').value = Number(sol.restitution.toPrecision(6)).toString();
    if (ev.target.value === 'damping') $('damping').value = Number(sol.damping_constant.toPrecision(6)).toString();
  }
  if (ev.target.id === 'k_mode' && sol && ev.target.value === 'k') $('k').value = Number(sol.stiffness.toPrecision(6)).toString();
  schedule();
}

async function main() {
  await init();
  const sel = $('model');
  for (const m of models()) sel.append(new Option(m, m));
  readURL();
  showModes();
  state.plots = new Plots($('plot-force-time'), $('plot-overlap-time'), $('plot-force-overlap'));
  $('inputs').addEventListener('input', schedule);
  $('inputs').addEventListener('change', schedule);
  $('k_mode').addEventListener('change', onModeChange);
  $('d_mode').addEventListener('change', onModeChange);
  $('inputs').addEventListener('submit', (e) => e.preventDefault());
  new ResizeObserver(schedule).observe(document.querySelector('.plots'));
  window.addEventListener('popstate', () => { readURL(); schedule(); });
  $('loading').hidden = true;
  update();
  window.__dem.ready = true;
  window.__dem.colour = series_colour;
}

main().catch((e) => {
  $('loading').textContent = `The calculator could not start: ${e}`;
  $('loading').classList.add('bad');
});
