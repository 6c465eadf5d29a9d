// The Rolling view's inputs (#ro-fields, in the form; the Contact view's fieldsets are hidden
// while it is shown: web/views.css): the law — Ai et al.'s constant torque or EPSD spring, or
// a DEM code's setting as the library lists it (`rolling_laws`) — μ_r, η_r and what the code
// takes (kr, krot, gamma_r, kr_factor, kt), the ball (r, ρ or m, k_n or the material), v0 and
// g. Every value is a URL key `ro.<key>` under the rolling command's name (web/keys.js holds
// them until these fields come). Built on first use; presentation only.
import { $, el } from './dom.js';
import * as fields from './fields.js';
import { rolling as held } from './keys.js';
import * as form from './form.js';

/** The text fields: key, label, unit, hint. */
const TEXT = {
  mu_r: ['Rolling friction coefficient, μ_r', '–', ''],
  eta_r: ['Rolling damping ratio, η_r', '–', 'The EPSD dashpot C_r = 2 η_r √(I_r k_r), acting only below the torque limit (LIGGGHTS coefficientRollingViscousDamping). Empty: 0.'],
  kr: ['Rolling stiffness, pseudo-force kr', 'N/m', "The code's k_roll or rollingStiffness: k_r = kr L² on its lever L. Empty: the suggested k_t (R*/L)², so that k_r = k_t R*², LIGGGHTS epsd2's (from the material)."],
  krot: ['Rolling stiffness, krot', 'N·m/rad', "Yade's krot, typed as such. Empty: the suggested k_t R*², LIGGGHTS epsd2's (from the material)."],
  gamma_r: ['Rolling dashpot, pseudo-force γ_r', 'N·s/m', "The code's gamma_roll or rollingDissipation: C_r = γ_r L². Empty: 0."],
  kr_factor: ['Stiffness factor, coeffRollingStiffness', '–', 'LIGGGHTS epsd3: k_r = c k_n μ_r² R*². Empty: the suggested 2.25, Ai et al.\'s (LIGGGHTS epsd).'],
  kt: ['Tangential stiffness, k_t', 'N/m', "k_r = k_t L². Empty: Mindlin's 8G*√(R* δ_s) from the material at the static overlap."],
  r1: ['Radius of the ball, r', 'm', ''],
  rho1: ['Density of the ball, ρ', 'kg/m³', ''],
  m1: ['Mass of the ball, m', 'kg', ''],
  E1: ["Young's modulus of the ball, E", 'Pa', ''],
  nu1: ["Poisson's ratio of the ball, ν", '–', ''],
  E2: ["Young's modulus of the flat, E₂", 'Pa', 'Empty: a rigid flat.'],
  nu2: ["Poisson's ratio of the flat, ν₂", '–', ''],
  kn: ['Normal stiffness, k_n', 'N/m', 'The k_n the EPSD spring multiplies (k_r = 2.25 k_n μ_r² R_r²).'],
  v0: ["Speed of the ball's centre, v₀", 'm/s', 'Rolling without slip from the start.'],
  g: ['Gravity, g', 'm/s²', 'Empty: 9.81 m/s². F_n = m g.'],
};
/** The code keys a law may take (`keys` of `rolling_laws`). */
const OWN = ['eta_r', 'kr', 'krot', 'gamma_r', 'kr_factor', 'kt'];
/** A first example, a glass bead as the Contact view's (its body 1 when it has one). */
const FIRST = { rolling: 'epsd', mu_r: '0.1', eta_r: '0.3', r1: '1 mm', rho1: '2500', E1: '63 GPa', nu1: '0.2', v0: '0.1' };

/** The keys the test needs a value for (no library default): a link that leaves one out
 * takes the first example's (a key written empty is not given). The mass and the stiffness
 * each from one of two keys. */
const NEEDED = [['mu_r'], ['r1'], ['rho1', 'm1'], ['E1', 'kn'], ['nu1', 'kn'], ['v0']];

const s = { built: false, laws: [], none: true, named: new Set(), filled: false };

const textField = (key) => {
  const [label, unit, hint] = TEXT[key];
  return fields.textField({ id: `ro-${key}`, name: key, label, unit, hint, data: { ro: key } });
};
const selectField = (key, label, options, hint = '') => fields.selectField({ id: `ro-${key}`, name: key, label, options, hint, data: { ro: key } });

/** The law selector: Ai et al.'s two laws, then each code's settings (`laws`, from the wasm
 * module's `rolling_laws`), a setting the calculator cannot run disabled with its reason. */
function lawField(laws) {
  const f = selectField('law', 'Rolling resistance: the law, or your code', [], ' ');
  const sel = f.querySelector('select');
  const own = el('optgroup', '', { label: 'Ai, Chen, Rotter & Ooi 2011' });
  own.append(new Option('type A: constant torque', 'constant'), new Option('type C: EPSD spring–dashpot', 'epsd'));
  sel.append(own);
  let group = null;
  for (const l of laws.filter((x) => x.code)) {
    if (group?.label !== l.code) sel.append(group = el('optgroup', '', { label: l.code }));
    const o = new Option(`${l.code} ${l.id.replace(/^[a-z]+-/, '')}${l.runnable ? '' : ' (its own stiffness: not run here)'}`, l.id);
    o.disabled = !l.runnable;
    o.title = `${l.setting} — ${l.status}`;
    group.append(o);
  }
  return f;
}

/** Builds the fields once, into the form after the other views' fields, filled from the
 * link's keys (web/keys.js), and takes the keys over. `laws`: `rolling_laws()`. */
export function build(laws) {
  if (s.built) return;
  s.built = true;
  s.laws = laws;
  const fs = el('fieldset', '', { id: 'ro-fields' });
  fs.dataset.view = 'rolling';
  fs.append(el('legend', 'Rolling resistance: the single-ball test'),
    el('p', 'A solid sphere rolls without slipping on a flat under gravity; its rolling resistance stops it (Ai, Chen, Rotter & Ooi 2011).', { className: 'hint' }),
    lawField(laws), ...['mu_r', ...OWN].map(textField));
  const ball = el('fieldset', '', { id: 'ro-ball' });
  ball.dataset.view = 'rolling';
  ball.append(el('legend', 'The ball and the flat'), textField('r1'),
    selectField('m_mode', 'Mass given as', [['rho1', 'density ρ (a solid sphere)'], ['m1', 'mass m']]), textField('rho1'), textField('m1'),
    selectField('k_mode', 'Normal stiffness from', [['material', "the material: Hertz's secant at the resting overlap"], ['kn', 'k_n given']]),
    ...['E1', 'nu1', 'E2', 'nu2', 'kn', 'v0', 'g'].map(textField));
  for (const f of [fs, ball]) f.hidden = $('view-rolling').hidden;
  (document.querySelector('#inputs > fieldset[data-view="contact"]') ?? $('inputs').lastElementChild).before(fs, ball);
  read(held.held);
  held.fields = { read, entries };
  for (const id of ['ro-law', 'ro-m_mode', 'ro-k_mode']) $(id).addEventListener('change', showFields);
  showFields();
  came();
}

/** Says that the fields came, or took their first values: an exercise (web/embed.js) fixes
 * those it names and takes their values as given. */
const came = () => $('inputs').dispatchEvent(new Event('fields-built'));

/** The fields from a link's rolling keys ([`ro.<key>`, value] pairs): exactly those given
 * (none: empty until the view is first shown, `firstValues`). */
export function read(pairs) {
  const p = new Map(pairs.map(([k, v]) => [k.slice(3), v]));
  s.none = p.size === 0;
  s.named = new Set(p.keys());
  s.filled = false;
  for (const k of Object.keys(TEXT)) $(`ro-${k}`).value = p.get(k) ?? '';
  setLaw(p.get('code') || p.get('rolling') || '');
  // A key written empty (`ro.rho1=`) is not given.
  const given = (k) => (p.get(k) ?? '').trim() !== '';
  $('ro-m_mode').value = given('m1') && !given('rho1') ? 'm1' : 'rho1';
  $('ro-k_mode').value = given('kn') && !['E1', 'nu1', 'E2', 'nu2'].some(given) ? 'kn' : 'material';
  showFields();
}

/** The law selector set to `v`; a value it lacks is kept as an option of its own (for the
 * library to refuse by name). */
function setLaw(v) {
  const sel = $('ro-law');
  if (v && ![...sel.options].some((o) => o.value === v)) sel.append(new Option(`${v} (not offered here)`, v));
  sel.value = v || 'constant';
}

/** The view shown with none of its keys from the link: a first example, a glass bead (the
 * Contact view's body 1 where it has a radius and density), once. With some of its keys (a
 * link written by hand: `ro.code=…&ro.mu_r=0.1&ro.v0=0.01`), the example's values for those
 * the test needs and the link leaves out, once. */
export function firstValues() {
  if (!s.none && s.filled) return;
  const base = form.baseScenario(true);
  const bead = base.r1 && base.rho1 ? { r1: base.r1, rho1: base.rho1, ...(base.E1 && base.nu1 ? { E1: base.E1, nu1: base.nu1 } : {}) } : {};
  const first = { ...FIRST, ...bead };
  if (s.none) {
    for (const [k, v] of Object.entries(first)) if (TEXT[k]) $(`ro-${k}`).value = v;
    setLaw(first.rolling);
  } else {
    for (const keys of NEEDED) if (!keys.some((k) => s.named.has(k))) $(`ro-${keys[0]}`).value = first[keys[0]];
  }
  s.none = false;
  s.filled = true;
  showFields();
  came();
}

/** The law chosen: `{id, keys, own}` (`own`: one of Ai et al.'s). */
function law() {
  const id = $('ro-law').value;
  const l = s.laws.find((x) => x.id === id);
  return { id, keys: l?.keys ?? [], own: !l?.code, setting: l };
}

/** Whether field `key` applies to the law and the switches. */
function applies(key, l) {
  if (OWN.includes(key)) return l.keys.includes(key);
  if (key === 'rho1' || key === 'm1') return $('ro-m_mode').value === key;
  const stiffness = l.id !== 'constant';
  if (key === 'k_mode') return stiffness;
  if (key === 'kn') return stiffness && $('ro-k_mode').value === 'kn';
  if (['E1', 'nu1', 'E2', 'nu2'].includes(key)) return stiffness && $('ro-k_mode').value === 'material';
  return true;
}

/** Shows the fields that apply; the law's words under its selector. */
export function showFields() {
  const l = law();
  for (const f of document.querySelectorAll('#ro-fields .field[data-ro], #ro-ball .field[data-ro]')) f.hidden = !applies(f.dataset.ro, l);
  const c = l.setting;
  $('ro-law-hint').textContent = c ? (c.code ? `${c.setting}; μ_r typed as ${c.coefficient} (${c.status}).` : `${c.setting} — ${c.status}.`) : '';
}

/** The rolling test's keys as typed (the fields shown, not empty): the rolling command's. */
export function scenarioKeys() {
  const l = law();
  const out = l.own ? { rolling: l.id } : { code: l.id };
  for (const f of document.querySelectorAll('#ro-fields .field[data-ro], #ro-ball .field[data-ro]')) {
    const k = f.dataset.ro;
    if (f.hidden || !TEXT[k]) continue;
    const v = $(`ro-${k}`).value.trim();
    if (v !== '') out[k] = v;
  }
  return out;
}

/** The keys for the URL, `ro.<key>`: the law's and every field shown, a cleared one written
 * empty (not given: the link then means what the page shows). */
export function entries() {
  const l = law();
  const out = [[l.own ? 'ro.rolling' : 'ro.code', l.id]];
  for (const f of document.querySelectorAll('#ro-fields .field[data-ro], #ro-ball .field[data-ro]')) {
    const k = f.dataset.ro;
    if (!f.hidden && TEXT[k]) out.push([`ro.${k}`, $(`ro-${k}`).value.trim()]);
  }
  return out;
}
