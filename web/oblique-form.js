// The Oblique view's inputs, in the form (#ob-fields, #ob-sweep-fields): the incidence angle
// or the tangential speed, the spins, μ, the tangential law (the contract's four, or the
// chosen code's as the library lists them), k_t, the tangential damping, 2D disks; the cases
// (Chung & Ooi 2011, Tests 4–8); which curve the sweep draws, over what. Every value is a URL
// key (web/keys.js): the library's names (vt, omega1, omega2, mu, tangential, kt, kt_ratio,
// tangential_damping, dim), `angle` and `ob.*` the page's. Built on first use (the Oblique
// view, or an exercise that fixes its keys: web/embed.js); presentation only.
import { $, el } from './dom.js';
import * as fields from './fields.js';
import { oblique as held } from './keys.js';
import * as form from './form.js';
import { CASES, caseSource } from './oblique-cases.js';
import { build as buildViewFields } from './view-fields.js';

/** The text fields: key, label, unit, hint. */
const TEXT = [
  ['angle', 'Incidence angle, θ', '°', 'vt = v₀ tan θ, with v₀ above the normal approach speed (θ = atan(vt/v₀)); or give |v| below.'],
  ['speed', 'Impact speed |v| (optional)', 'm/s', 'With the angle: v₀ = |v| cos θ and vt = |v| sin θ, in place of v₀ above — Chung & Ooi\'s Test 4 holds |v| = 3.9 m/s over its angles.'],
  ['vt', 'Tangential speed, vt', 'm/s', "Of body 1's centre relative to body 2's at impact; v₀ above stays the normal approach speed."],
  ['omega1', 'Spin of body 1, ω₁', 'rad/s', 'About the axis normal to the impact plane, positive where it adds to the slip: u₀ = vt + r₁ω₁ + r₂ω₂.'],
  ['omega2', 'Spin of body 2, ω₂', 'rad/s', ''],
  ['mu', 'Friction coefficient, μ', '–', 'Coulomb: |F_t| ≤ μ F_n.'],
  ['kt', 'Tangential stiffness, k_t', 'N/m', 'A constant spring (the linear law).'],
  ['kt_ratio', 'k_t / k_n', '–', 'The linear normal model only.'],
  ['tangential_damping', 'Tangential damping', '–', 'The ratio ζ_t of c_t = 2ζ_t√(m* k_t), added to the spring and capped with it; empty: none. With a code: its own input (LAMMPS x_t, Yade betas, PFC dp_sratio; LIGGGHTS 0 for off).'],
];
/** The sweep's keys (page keys) and their defaults. */
const SWEEP_DEFAULTS = { 'ob.over': 'angle', 'ob.plot': 'vt_ratio' };
const OVER_UNIT = { angle: '°', vt: 'm/s', omega1: 'rad/s' };
/** The laws without a code, in a word (the hint says more). */
const LAW_WORDS = { mindlin: 'incremental', 'mindlin-total': 'total δ_t', linear: 'constant k_t', coulomb: 'rigid' };
/** First values of a view opened with none of its keys. */
const FIRST = { angle: '30', mu: '0.3' };

const s = { built: false, laws: [], lawsKey: null, none: true };
/** The contract's laws, by name, until the module lists them with their sources. */
const NAMES = ['mindlin', 'mindlin-total', 'linear', 'coulomb'].map((name) => ({ name, words: '', source: '' }));

const textField = (key, label, unit, hint, id = `ob-${key}`) => fields.textField({ id, name: key, label, unit, hint, data: { ob: key } });
const selectField = (key, id, label, options, hint = '') => fields.selectField({ id, name: key, label, options, hint, data: { ob: key }, hideEmptyHint: true });

/** The case selector, grouped by test. */
function caseField() {
  const f = selectField('ob.case', 'ob-case', 'A published case', [['', '— my own inputs —']]);
  const group = el('optgroup', '', { label: 'Chung & Ooi 2011, Tests 4–8' });
  for (const [id, c] of Object.entries(CASES)) group.append(new Option(c.label, id));
  f.querySelector('select').append(group);
  return f;
}

/** Builds the fields once, into the form after the other views' fields, filled from the
 * link's keys (web/keys.js), and takes the keys over. */
export function build() {
  if (s.built) return;
  s.built = true;
  // After the other views' fields (which the first view does not hold either).
  buildViewFields();
  const main = el('fieldset', '', { id: 'ob-fields' });
  main.dataset.view = 'oblique';
  main.append(el('legend', 'Oblique impact'), caseField(),
    el('p', 'The normal contact (model, bodies, v₀ as the normal approach speed, e) is the one above.', { className: 'hint' }),
    selectField('t_mode', 'ob-t_mode', 'Tangential motion given as', [['angle', 'incidence angle θ'], ['vt', 'tangential speed vt']]));
  for (const [k, label, unit, hint] of TEXT.slice(0, 5)) main.append(textField(k, label, unit, hint));
  main.append(selectField('tangential', 'ob-tangential', 'Tangential law', [['', 'the default']], ' '));
  for (const [k, label, unit, hint] of TEXT.slice(5)) main.append(textField(k, label, unit, hint));
  main.append(selectField('dim', 'ob-dim', 'Bodies', [['', 'spheres (3D)'], ['2', 'disks (2D)']], 'Disks (I = m r²/2): the linear model only.'));
  const sweep = el('fieldset', '', { id: 'ob-sweep-fields' });
  sweep.dataset.view = 'oblique';
  sweep.append(el('legend', "Chung & Ooi's curves"),
    selectField('ob.plot', 'ob-plot', 'Plot', [['vt_ratio', 'vt′/vt (the centre)'], ['omega1', 'ω₁′ (rebound spin)'], ['rebound', 'contact rebound angle']]),
    selectField('ob.over', 'ob-over', 'Against', [['angle', 'incidence angle (|v| held)'], ['vt', 'tangential speed vt'], ['omega1', 'spin ω₁']]),
    textField('ob.from', 'From', '°', '', 'ob-from'), textField('ob.to', 'To', '°', ' ', 'ob-to'));
  for (const f of [main, sweep]) f.hidden = $('view-oblique').hidden;
  // After the other views' fields; before the Contact view's where those are not built yet
  // (an exercise's, before the full module: web/view-fields.js then builds them around these).
  if ($('sw-fields')) $('sw-fields').after(main, sweep);
  else document.querySelector('#inputs > fieldset[data-view="contact"]').before(main, sweep);
  $('ob-case').addEventListener('change', () => { $('ob-case-hint').textContent = caseSource($('ob-case').value); });
  read(held.held);
  held.fields = { read, entries };
  // Settled at once: an exercise takes the fields as they show now (web/embed.js).
  showFields(formContext(null));
}

/** What the fields follow, from the form: the normal model (the code's), a wall or a pair,
 * the code; `laws` the selector's (`tangential_laws` of the wasm module; null: not known yet). */
export function formContext(laws) {
  const base = form.baseScenario();
  const code = form.codeSetting();
  return { model: code ? code.model : base.model || 'linear', wall: !('m2' in base) && !('rho2' in base), code: code?.id || form.codeChosen() || '', laws };
}

/** The fields from a link's oblique keys ([key, value] pairs): exactly those given (none
 * given: empty until the view is first shown, `firstValues`). */
export function read(pairs) {
  const p = new Map(pairs);
  s.none = ![...TEXT.map((t) => t[0]), 'tangential', 'dim'].some((k) => p.has(k));
  for (const [k] of TEXT) $(`ob-${k}`).value = p.get(k) ?? '';
  // A key written empty (`angle=`) is not given.
  const given = (k) => (p.get(k) ?? '').trim() !== '';
  $('ob-t_mode').value = given('vt') && !given('angle') ? 'vt' : 'angle';
  setSelect('ob-tangential', p.get('tangential') ?? '');
  setSelect('ob-dim', p.get('dim') === '3' ? '' : p.get('dim') ?? '');
  setSelect('ob-plot', p.get('ob.plot') ?? SWEEP_DEFAULTS['ob.plot']);
  setSelect('ob-over', p.get('ob.over') ?? SWEEP_DEFAULTS['ob.over']);
  for (const k of ['from', 'to']) $(`ob-${k}`).value = p.get(`ob.${k}`) ?? '';
  setCase(p.get('ob.case') ?? '');
}

/** A select set to `v`; a value it lacks is kept as an option of its own (for the library to
 * refuse by name). */
function setSelect(id, v) {
  const sel = $(id);
  if (v && ![...sel.options].some((o) => o.value === v)) sel.append(new Option(`${v} (not offered here)`, v));
  sel.value = v;
}

/** The case shown ('' for one's own inputs), with where it comes from. */
export function setCase(id) {
  $('ob-case').value = CASES[id] ? id : '';
  $('ob-case-hint').textContent = caseSource($('ob-case').value);
  $('ob-case-hint').hidden = !$('ob-case').value;
}
export const caseChosen = () => $('ob-case').value;
export const caseQuery = (id) => CASES[id]?.query ?? '';

/** The view shown with none of its keys from the link: a first example (θ = 30°, μ = 0.3),
 * once (fields the user empties stay empty). */
export function firstValues() {
  if (!s.none) return;
  s.none = false;
  for (const [k, v] of Object.entries(FIRST)) $(`ob-${k}`).value = v;
}

/** Whether a field is shown, for the state `st` = {mode, law, model, wall, code, linearLaw}. */
function applies(key, st) {
  switch (key) {
    case 'angle': case 'speed': return st.mode === 'angle';
    case 'vt': return st.mode === 'vt';
    case 'omega2': return !st.wall;
    case 'kt': return st.linearLaw;
    case 'kt_ratio': return st.linearLaw && st.model === 'linear';
    case 'tangential_damping': return st.law !== 'coulomb';
    case 'dim': return !st.code && st.model === 'linear';
    default: return true;
  }
}

/** The state the fields follow: the mode, the law chosen (or the default's), the normal model
 * (the code's), a wall or a pair, the code. */
function state(ctx) {
  const chosen = $('ob-tangential').value;
  const law = chosen || (ctx.code && s.laws[0]?.name) || (ctx.model === 'linear' ? 'linear' : 'mindlin');
  const typedKt = ['kt', 'kt_ratio'].some((k) => $(`ob-${k}`).value.trim() !== '');
  return { mode: $('ob-t_mode').value, law, model: ctx.model, wall: ctx.wall, code: ctx.code, linearLaw: law === 'linear' || (!chosen && !ctx.code && typedKt) };
}

/** Shows the fields that apply for `ctx` = {model, wall, code, laws, lawError}: `laws` the
 * selector's (`tangential_laws` of the wasm module for the code chosen, or the contract's). */
export function showFields(ctx) {
  const key = JSON.stringify([ctx.code, ctx.laws]);
  if (s.lawsKey !== key && (ctx.laws || !ctx.code)) setLaws(ctx, key);
  const st = state(ctx);
  for (const f of document.querySelectorAll('#ob-fields .field[data-ob]')) f.hidden = !applies(f.dataset.ob, st);
  const over = $('ob-over').value;
  for (const k of ['from', 'to']) $(`ob-${k}-unit`).textContent = OVER_UNIT[over] || '';
  $('ob-to-hint').textContent = over === 'angle' ? 'Empty: 5° to 85° (Test 4).' : 'Empty: a tenth to ten times the value above.';
  // The law's source, and with a code its words for it; the model's default said.
  const law = s.laws.find((l) => l.name === st.law && l.source);
  const dflt = $('ob-tangential').value ? '' : ctx.code ? "The code's default. " : 'Mindlin for the Hertz-type models; linear (needs k_t) for the linear one. ';
  $('ob-tangential-hint').textContent = law ? `${dflt}${law.name}${law.words ? ` (${ctx.code}: ${law.words})` : ''}: ${law.source}` : '';
  $('ob-tangential-hint').hidden = !law;
}

/** The law selector's options for the code chosen (or none). */
function setLaws(ctx, key) {
  s.lawsKey = key;
  s.laws = ctx.laws || NAMES;
  const sel = $('ob-tangential');
  const v = sel.value;
  const first = s.laws[0];
  const dflt = ctx.code ? (first ? `the code's: ${first.name}` : 'none') : 'by the model';
  sel.replaceChildren(new Option(dflt, ''), ...s.laws.map((l) => new Option(ctx.code ? l.name : `${l.name} (${LAW_WORDS[l.name]})`, l.name)));
  setSelect('ob-tangential', v);
}

/** The view's scenario keys as typed (the fields shown, not empty), `angle` among them. */
export function scenarioKeys() {
  const out = {};
  for (const f of document.querySelectorAll('#ob-fields .field[data-ob]')) {
    const k = f.dataset.ob;
    if (f.hidden || k === 'ob.case' || k === 't_mode') continue;
    const v = f.querySelector('input, select').value.trim();
    if (v !== '') out[k] = v;
  }
  return out;
}

/** The sweep asked for: `{over, plot, from, to}`. */
export const sweepChoice = () => ({ over: $('ob-over').value, plot: $('ob-plot').value, from: $('ob-from').value.trim(), to: $('ob-to').value.trim() });

/** The keys for the URL: the scenario's keys shown, the sweep's not at their defaults, the case. */
export function entries() {
  const out = Object.entries(scenarioKeys());
  const sw = sweepChoice();
  for (const k of ['over', 'plot']) if (sw[k] !== SWEEP_DEFAULTS[`ob.${k}`]) out.push([`ob.${k}`, sw[k]]);
  for (const k of ['from', 'to']) if (sw[k]) out.push([`ob.${k}`, sw[k]]);
  if (caseChosen()) out.push(['ob.case', caseChosen()]);
  return out;
}
