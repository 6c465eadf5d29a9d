// The form (#inputs, its own): the fields that apply (to the model, the modes, the code), the
// selectors, the "read as" lines, the form set from a link or a conversion. The rest of the
// page asks it for values through these calls.
import { $ } from './dom.js';
import { fmtUnit, fmtRead } from './format.js';
import { read_quantity, scenario_keys } from './pkg/dem_contact_web.js';
import * as models from './models.js';


/** The scenario's keys with a text field, with a selector: the library's key table
 * (`scenario_keys`), those the form has a field for, once the module has come; the replay's
 * keys; the choices the library makes where a key is not given. */
export const TEXT_KEYS = [];
export const SELECT_KEYS = [];
export const LIB_DEFAULTS = {};
/** Every key of the library's key table (those without a field too). */
export const LIB_KEYS = new Set();
export const PAGE_KEYS = ['scheme', 'dt', 't_end'];
// The default page, the common DEM question: glass beads (r = 1 mm, ρ = 2500 kg/m³, E = 63
// GPa, ν = 0.2) at 1 m/s, e = 0.8, Hertz with Tsuji's damping; other fields as their mode shows them.
export const DEFAULTS = {
  model: 'tsuji', mass_rule: 'reduced', end: 'overlap', formula: 'exact', linear_k: 'equal-overlap',
  m1: '1.0472e-5', m2: '1.0472e-5', rho1: '2500', rho2: '2500', r1: '1e-3', r2: '1e-3',
  k1: '2.3e6', k2: '2.3e6', k: '9.783e8', E1: '63e9', nu1: '0.2', E2: '63e9', nu2: '0.2',
  v0: '1', h0: '0.05', e: '0.8', damping: '0.16', local_damping: '', w: '1.5', p: '0.5', g: '0', transition_force: '1e5',
  code: '', version: '', limit: '', absolute_damping: '', tc: '', tuning_mass: '', v_char: '',
};
/** The models, web/codes.js and web/code-fields.js once come, a code named by a link waiting
 * for it, the function that links citations to the Sources (web/sources.js, after the first
 * render). */
const known = { models: [], codes: null, fields: null, pendingCode: '', cite: null, exact: false };
export const setCiter = (f) => { known.cite = f; };

export function setupModels(text) {
  const list = models.parse(text);
  models.setModels(list);
  for (const line of scenario_keys().split('\n').filter(Boolean)) {
    const [key, group, kind, takers, value = ''] = line.split(' ');
    LIB_KEYS.add(key);
    models.setTakers(key, takers);
    if (kind === 't') LIB_DEFAULTS[key] = value;
    if ($(key)) (kind === 'n' ? TEXT_KEYS : SELECT_KEYS).push(key);
    // The normal law's own keys show for the models that take them (the pair's, the
    // material's and the stiffness's follow the modes the model offers).
    const of = (group === 'normal' || group === 'dissipation') && models.takers(key);
    if (of) for (const f of document.querySelectorAll(`#inputs .field[data-key=${key}]`)) f.dataset.models = of.join(' ');
  }
  known.models = list;
  for (const m of list) {
    $('model').append(new Option(m.title, m.name));
    // The full module's elastic–plastic models are offered (one chosen loads it), not as an
    // overlay: their keys are no other model's, and this module does not have them.
    if (!m.built) continue;
    const lab = Object.assign(document.createElement('label'), { className: 'check' });
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'cmp_model', value: m.name, id: `cmp_model_${m.name}` });
    lab.append(box, document.createTextNode(` ${m.title}`));
    $('cmp-models').append(lab);
  }
}
/** The full module's models (every one: their formulas and damping symbols; its `models()`)
 * and its key table (`scenario_keys()`: the keys only it has, with their takers), once it has come. */
export function addModels(text, keys) {
  known.models = models.parse(text);
  // The keys of the full module's models too (the elastic–plastic ones': web/plastic.js).
  for (const line of keys.split('\n').filter(Boolean)) {
    const [key, , , takers] = line.split(' ');
    models.setTakers(key, takers);
  }
}

/** The code settings have come (web/codes.js, and web/code-fields.js, which has filled their
 * selector): a code waiting chosen. */
export function setupCodes(codes, fields) {
  known.codes = codes;
  known.fields = fields;
  if (known.pendingCode) $('code').value = known.pendingCode;
  known.pendingCode = '';
}
export const pendingCode = () => known.pendingCode;
/** Whether the last link read named any input (it then means exactly its keys). */
export const linkExact = () => known.exact;

// ---------- values ----------
export const modes = () => ({ m_mode: $('m_mode').value, k_mode: $('k_mode').value, d_mode: $('d_mode').value, v_mode: $('v_mode').value });
export const model = () => $('model').value;
export const modelTitle = () => $('model').selectedOptions[0]?.text || '';
export const compared = () => [...document.querySelectorAll('input[name=cmp]:checked')].map((c) => c.value);
export const comparedModels = () => [...document.querySelectorAll('input[name=cmp_model]:checked')].map((c) => c.value);
export const filled = (k) => $(k).value.trim();
export const codeChosen = () => known.pendingCode || $('code').value;
/** The code setting chosen, as it composes with the adhesive law chosen (the library's
 * `adhesive` of the setting: LAMMPS's jkr and dmt are its normal model, a Hertz spring from
 * the material, whatever the setting's own spring). */
export const codeSetting = () => {
  const s = known.codes?.settingOf($('code').value) ?? null;
  const a = s && s.adhesive?.find((x) => x.law === $('adhesion').value);
  return a && (a.stiffness !== s.stiffness || a.model !== s.model) ? { ...s, stiffness: a.stiffness, model: a.model } : s;
};
export const replay = () => ({ scheme: $('scheme').value, dt: filled('dt'), t_end: filled('t_end') });

function applies(el, plain = false) {
  const m = modes();
  const code = plain ? null : codeSetting();
  // A code that forms its spring from a contact time takes no stiffness mode at all.
  if (code && known.codes.codeStiffnessModes(code).length === 0) m.k_mode = '';
  if (code ? !known.codes.codeApplies(el, code) : el.dataset.codeExtra) return false;
  // A code decides the force law (whatever the hidden model selector says).
  const mdl = code ? code.model : model();
  // Hertz is elastic; Thornton's dissipation is its yield (it takes no e or damping).
  const elastic = !code && (mdl === 'hertz' || mdl === 'thornton');
  if (el.dataset.models && !el.dataset.models.split(' ').includes(mdl)) return false;
  if (el.dataset.needs === 'e' && (m.d_mode !== 'e' || elastic)) return false;
  if (el.dataset.needsScheme && !$('scheme').value) return false;
  if (el.dataset.mode) {
    const want = el.dataset.mode.split(' ');
    // The radii in the Oblique view too (the spins need them).
    if (!want.some((w) => w === m.m_mode || w === m.k_mode || w === m.d_mode || w === m.v_mode || (w === 'oblique' && !$('view-oblique').hidden))) return false;
    if ((want.includes('e') || want.includes('damping')) && elastic) return false;
  }
  return true;
}

/** Every field shown, as [key, text] (cleared ones empty); `plain`: as if no code were
 * chosen (the model's own fields). */
export function shownFields(plain = false) {
  const out = [];
  for (const el of document.querySelectorAll('#inputs .field[data-key]')) {
    const k = el.dataset.key;
    if (PAGE_KEYS.includes(k) || el.closest('#ts-fields') || !applies(el, plain)) continue;
    out.push([k, k === 'code' && known.pendingCode ? known.pendingCode : $(k).value.trim()]);
  }
  return out;
}

/** The user's scenario: the fields shown; empty ones are not given. `plain`: the pair as
 * the model selector describes it, without the code. */
export function baseScenario(plain = false) {
  const sc = {};
  for (const [k, v] of shownFields(plain)) if (v !== '' && !(plain && k === 'code')) sc[k] = v;
  // Body 2's Poisson ratio belongs to its modulus.
  if (!('E2' in sc)) delete sc.nu2;
  // g = 0 is no body acceleration, as g not given is (a setting that takes no g, LAMMPS's
  // adhesion, refused the page's 0).
  if (Number(sc.g) === 0) delete sc.g;
  return sc;
}

// ---------- which fields show ----------
/** The model's formula (typeset by web/math.js) and its source, written when they change
 * (the citation links and the typesetting stay). */
function setModelDesc(formula, source = '') {
  const desc = $('model-desc');
  const key = `${formula}|${source}`;
  if (desc.dataset.key === key) return;
  desc.dataset.key = key;
  desc.replaceChildren(...(formula ? [Object.assign(document.createElement('span'), { className: 'math-src', textContent: formula })] : []),
    ...(source ? [`  (${source})`] : []));
  known.cite?.(desc);
}

/** The comparisons a code leaves. */
function showComparisons(code) {
  for (const id of ['cmp_mass_rule', 'cmp_end']) $(id).closest('label').hidden = Boolean(code);
  $('cmp-models').hidden = Boolean(code);
  $('cmp-models').previousElementSibling.hidden = Boolean(code);
  for (const c of document.querySelectorAll('input[name=cmp_model]')) c.closest('label').hidden = c.value === model();
}

/** Offers option `o`, or disables it saying why: in a word in its text (`short`: a title is
 * not shown on every platform, and the text must fit its box), in full in its title. */
export function offer(o, why = '', short = 'not taken') {
  o.dataset.text ??= o.textContent;
  o.disabled = Boolean(why);
  o.textContent = why ? `${o.dataset.text.replace(/( \(.*\)|:.*)$/, '')} (${short})` : o.dataset.text;
  o.title = why;
}

/** The modes and labels of the model chosen (no code). */
function showForModel(mdl) {
  $('k_mode').closest('fieldset').hidden = false;
  known.fields?.showCodeFields(null);
  // k₁, k₂ in series belong to the linear springs; the models that take no E have no material.
  const linearSpring = models.takes(mdl, 'k1');
  const title = models.title(mdl);
  offer($('k_mode').querySelector('option[value=k]'));
  offer($('k_mode').querySelector('option[value=series]'), linearSpring ? '' : `Two springs in series make a linear spring: ${title} takes k or the material.`, 'linear only');
  const noMaterial = !models.takes(mdl, 'E1');
  offer($('k_mode').querySelector('option[value=material]'), noMaterial ? `${title} takes its k, not a material.` : '', 'not this model');
  if (!linearSpring && $('k_mode').value === 'series') $('k_mode').value = 'k';
  if (noMaterial && $('k_mode').value === 'material') $('k_mode').value = 'k';
  const info = known.models.find((m) => m.name === mdl);
  const own = $('d_mode').querySelector('option[value=damping]');
  own.dataset.text = `damping constant ${info?.damping_symbol || 'α'}`;
  offer(own);
  document.querySelector('label[for=damping]').textContent = models.dampingLabel(mdl) || 'Damping constant';
  // k in N/m^w: the model's w where it takes one, else its spring's (linear or Hertz's).
  const w = models.takes(mdl, 'w') ? filled('w') || '1.5' : linearSpring ? '1' : '1.5';
  $('k-unit').textContent = fmtUnit(w === '1' ? 'N/m' : `N/m^${w}`);
  if (info) setModelDesc(info.formula, info.source);
}

/** Shows the fields that apply, settles the modes for the model or the code, and relabels. */
export function showFields() {
  // A code from the link waits for its list (the model's rules would change its modes).
  if (known.pendingCode) return;
  const code = codeSetting();
  for (const e of document.querySelectorAll('[data-code-only]')) e.hidden = !code;
  // The code's modes, fields and hints (web/code-fields.js); the inputs in its words.
  relabel(code ? known.fields.showForCode(code) : {});
  if (code) setModelDesc('');
  else showForModel(model());
  for (const el of document.querySelectorAll('#inputs .field[data-key]')) if (!el.closest('#ts-fields')) el.hidden = !applies(el);
  // The code's own inputs only where it has one (no empty heading).
  $('code-fields').hidden = !code || ![...$('code-fields').querySelectorAll('.field[data-key]')].some((f) => !f.hidden);
  $('d_mode').closest('.field').hidden = !code && (model() === 'hertz' || model() === 'thornton');
  showComparisons(code);
}

const PLAIN = new Map();
/** The inputs' `labels` in a code's own words (web/codes.js), the plain ones for the rest. */
function relabel(labels) {
  for (const key of ['E1', 'nu1', 'E2', 'nu2', 'e', 'k', 'damping', 'local_damping', 'tc', 'v_char']) {
    const label = document.querySelector(`label[for=${key}]`);
    if (!PLAIN.has(key)) PLAIN.set(key, label.textContent);
    label.textContent = labels[key] || PLAIN.get(key);
  }
}

// ---------- the form set ----------
/** Sets the form from a link's meaning (web/link.js). With `st.exact`, a field shown whose key
 * the link leaves out is emptied once the modes are settled (`blankAbsent`). */
export function setFromLink(st) {
  // A release comes with its code's list: until then (and for a spelling the list lacks,
  // `7 Jan 2022`) it is an option of its own, for the library to read.
  keepOption($('version'), st.selects.version);
  for (const k of SELECT_KEYS) {
    $(k).value = st.selects[k];
    if ($(k).selectedIndex < 0) $(k).value = st.exact ? $(k).options[0].value : DEFAULTS[k];
  }
  known.exact = st.exact;
  known.fields?.linkRead();
  known.pendingCode = !known.codes && st.selects.code ? st.selects.code : '';
  for (const k of TEXT_KEYS) $(k).value = st.values[k] ?? DEFAULTS[k];
  for (const [k, v] of Object.entries(st.modes)) $(k).value = v;
  for (const c of document.querySelectorAll('input[name=cmp]')) c.checked = st.cmp.includes(c.value);
  for (const c of document.querySelectorAll('input[name=cmp_model]')) c.checked = st.models.includes(c.value);
  $('scheme').value = st.scheme;
  if ($('scheme').selectedIndex < 0) $('scheme').value = '';
  $('dt').value = st.dt;
  $('t_end').value = st.t_end;
  setPreset(st.preset);
  known.blank = st.exact ? TEXT_KEYS.filter((k) => !(k in st.values)) : [];
  showFields();
  blankAbsent();
}

/** Adds `value` to the select as an option of its own if it has none (not for ''). */
export function keepOption(select, value) {
  if (value && ![...select.options].some((o) => o.value === value)) select.append(new Option(value, value));
}

/** Empties the fields shown whose keys the link left out (again when the code list comes). */
export function blankAbsent() {
  if (known.pendingCode) return;
  for (const k of known.blank || []) if (applies($(k).closest('.field'))) $(k).value = '';
  known.blank = [];
}

/** Fills the inputs from a scenario (the wasm module's conversion). */
export function fillFrom(sc) {
  for (const k of TEXT_KEYS) if (sc[k] != null) $(k).value = String(Number(Number(sc[k]).toPrecision(10)));
  for (const k of SELECT_KEYS) if (sc[k] != null) $(k).value = sc[k];
  if (sc.k != null && sc.E1 == null) $('k_mode').value = 'k';
  if (sc.e != null) $('d_mode').value = 'e';
}

/** A "given as" switch fills its new field from the result shown `sol`. */
export function fillForMode(id, value, sol) {
  const num = (x) => Number(x.toPrecision(6)).toString();
  if (id === 'd_mode' && sol) {
    if (value === 'e' && sol.restitution > 0) $('e').value = num(sol.restitution);
    // A code's own constant (dp_nratio, betan, damp, gamma_n …) by its own relation: the
    // value the library says to type for this e — never another model's constant.
    const c = sol.code;
    const own = c ? c.own_constant?.value ?? (c.requested == null ? c.typed.value : null) : sol.damping_constant;
    if (value === 'damping' && own != null) $('damping').value = num(own);
  }
  if (id === 'k_mode' && sol && value === 'k') $('k').value = num(sol.stiffness);
  if (id === 'v_mode' && value === 'h0') {
    // A drop test needs gravity; the height for the speed is v0²/(2g).
    if (!(Number($('g').value) > 0)) $('g').value = '9.81';
    const v0 = Number($('v0').value);
    if (v0 > 0) $('h0').value = num(v0 * v0 / (2 * Number($('g').value)));
  }
}

/** The e(v₀) view's fitted constant put in: `sc.damping` or `sc.e`. */
export function setDissipation(sc) {
  const text = (x) => String(Number(Number(x).toPrecision(10)));
  if (sc.damping != null) {
    $('d_mode').value = 'damping';
    $('damping').value = text(sc.damping);
  } else if (sc.e != null) {
    $('d_mode').value = 'e';
    $('e').value = text(sc.e);
  }
  showFields();
}

/** The case selector shows `name` ('' for one's own), the case in full under it. */
export function setPreset(name) {
  $('preset').value = name;
  const o = $('preset').selectedOptions[0];
  const group = o?.parentElement?.tagName === 'OPTGROUP' ? o.parentElement.label : '';
  $('preset-hint').textContent = o?.value ? `${group}: ${o.dataset.long || o.text}` : '';
  $('preset-hint').hidden = !o?.value;
}
export const presetChosen = () => $('preset').value;
export const presetText = () => ($('preset').value ? $('preset').selectedOptions[0].text : '');

/** Every control with its value (for an exercise's undo). */
export function snapshot() {
  const controls = [...document.querySelectorAll('#inputs input, #inputs select, #inputs textarea')].filter((c) => c.type !== 'file');
  return controls.map((c) => [c, c.type === 'checkbox' ? c.checked : c.value]);
}
export function restore(values) {
  for (const [c, v] of values) c[c.type === 'checkbox' ? 'checked' : 'value'] = v;
  setPreset($('preset').value);
  showFields();
}

// ---------- what a value was read as ----------
/** Under every value typed with a unit ("70 GPa"), what it was read as ("= 7 × 10¹⁰ Pa"). */
export function showReadAs() {
  for (const input of document.querySelectorAll('#inputs .with-unit input')) {
    const text = input.value.trim();
    let shown = '';
    if (/[^0-9.eE+\-\s]/.test(text) && !/^[+-]?(inf|infinity|nan)$/i.test(text)) {
      try {
        const q = read_quantity(text);
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
export function hideReadAs(id) {
  for (const line of [$(`${id}-si`), $(`ts-${id}-si`)]) if (line) line.hidden = true;
}
