// The elastic–plastic models in the Contact and e(v₀) views (hysteretic, eepa, thornton),
// loaded when one is chosen (web/full.js): their inputs — the unloading stiffness k2 or the
// plasticity ratio, Luding's depth and cohesion, EEPA's adhesive branch, Thornton's yield
// pressure or velocity, e wanted WITH plasticity — and their answer first: the restitution the
// plasticity gives, the plastic overlap, k2 at the turn, stuck, the e to type. Every value is a
// URL key under the library's name (web/keys.js holds them until these fields come).
// Presentation only: every number is dem-contact's (the solution's `plastic`).
import { $, el } from './dom.js';
import { fmtSI, fmtNum, fmtUnit, fmtSpeed } from './format.js';
import * as fields from './fields.js';
import { plastic as held } from './keys.js';
import { exercise } from './results.js';
import { settingOf } from './codes.js';
import { takers } from './models.js';

const H = 'hysteretic';
const E = 'eepa';
const T = 'thornton';
/** The text fields: key, label, unit, hint, the switch it needs (the models that take each are
 * the key table's). */
const TEXT = [
  ['plasticity_ratio', 'Plasticity ratio, λ_p = 1 − k/k₂', '–', 'In [0, 1): 0 is elastic. LIGGGHTS kn2kcMax (hooke/hysteresis) and kn2k1 (edinburgh) are k₂/k: λ_p = 1 − 1/ratio.', 'ratio'],
  ['unloading_stiffness', 'Unloading stiffness, k₂', '', 'Above the loading stiffness k (k₁ for EEPA, in its units).', 'k2'],
  ['plasticity_depth', 'Plasticity depth, φ_f', '–', 'Optional (Luding 2008): k₂ grows with the deepest overlap up to δ_lim = k₂/(k₂ − k)·φ_f·2R* (LIGGGHTS phiF, MercuryDPM penetrationDepthMax). Needs the radius r₁. Empty: k₂ constant.', ''],
  ['cohesion_stiffness', 'Cohesion stiffness, k_c', 'N/m', 'Optional (Luding 2008): the branch −k_c δ below the unloading line. Empty: 0.', ''],
  ['constant_pull_off', 'Constant pull-off force, f₀', 'N', 'Optional, ≤ 0 (Thakur et al. 2014): acts while the bodies overlap. Empty: 0.', ''],
  ['adhesion_exponent', 'Adhesive branch exponent, χ', '–', 'Optional (Thakur et al. 2014). Empty: 1.5.', ''],
  ['adhesive_branch_stiffness', 'Adhesive branch stiffness, k_adh', 'N/m^χ', 'Optional, ≥ 0: the branch f₀ − k_adh δ^χ. Empty: 0.', ''],
  ['yield_pressure', 'Yield (limiting contact) pressure, p_y', 'Pa', 'Thornton 1997: beyond the yield the contact pressure stays p_y; a unit may be typed (1 GPa).', 'pressure'],
  ['yield_velocity', 'Yield velocity, V_y', 'm/s', 'Thornton 1997: the impact speed at which the contact first yields (½ m* V_y² is the elastic work to the yield).', 'velocity'],
  // A code's own keys (shown with a code setting that takes them).
  ['cohesion_ratio', 'Cohesion stiffness ratio, k_c/k', '–', 'LIGGGHTS coefficientAdhesionStiffness (kn2kc), ≥ 0: the cohesion branch −k_c δ as a fraction of the loading stiffness (edinburgh: with fixKc on). Empty: 0.', ''],
  ['yield_ratio', 'Yield ratio, a_y/r', '–', 'LIGGGHTS thornton_ning coefficientYieldRatio, > 0: the yield contact radius as a fraction of the particle\'s radius.', ''],
];
/** A code's own switches: key, label, the options, hint. */
const SWITCHES = [
  ['fix_kc', 'fixKc (LIGGGHTS edinburgh)', [['', 'off (the default)'], ['true', 'on: k_adh = kn2kc × k₁']], 'On: the adhesive branch\'s stiffness is the cohesion ratio × k₁, not from the surface energy.'],
  ['constant_unloading', 'Constant unloading stiffness (MercuryDPM)', [['', 'off (the default): k₂ grows'], ['true', 'on: k₂ constant']], 'Off: k₂ grows with the deepest overlap. On (setDoConstantUnloadingStiffness): k₂ is the unloading stiffness at every overlap.'],
];
const s = { built: false, last: null };

/** The models that take key `key` (the key table's), as a field's `data-models`. */
const of = (key) => takers(key)?.join(' ') ?? '';
const textField = ([key, label, unit, hint, when]) => fields.textField({ id: key, name: key, label, unit, hint, data: { pl: key, models: of(key), when } });

/** Builds the fields once (before the Dissipation box), filled from the link's keys. */
function build() {
  if (s.built) return;
  s.built = true;
  const fs = el('fieldset', '', { id: 'pl-fields' });
  fs.dataset.view = 'contact speed';
  fs.append(el('legend', 'Plasticity'),
    fields.selectField({ id: 'pl-k2', name: 'pl-k2', label: 'The unloading given as', options: [['ratio', 'plasticity ratio λ_p'], ['k2', 'unloading stiffness k₂']], data: { pl: 'pl-k2', models: of('plasticity_ratio') }, hideEmptyHint: true }),
    fields.selectField({ id: 'pl-yield', name: 'pl-yield', label: 'The yield given as', options: [['pressure', 'yield pressure p_y'], ['velocity', 'yield velocity V_y']], data: { pl: 'pl-yield', models: of('yield_pressure') }, hideEmptyHint: true }),
    ...TEXT.map(textField),
    ...SWITCHES.map(([key, label, options, hint]) => fields.selectField({ id: key, name: key, label, options, hint, data: { pl: key, models: '' } })),
    fields.selectField({ id: 'pl-with', name: 'pl-with', label: 'The restitution e above is', options: [['', 'typed into a code'], ['with', 'wanted WITH plasticity']],
      hint: 'Typed: the dashpot comes from e as if there were no plasticity — the linear relation on k for the hysteretic spring (as LIGGGHTS hooke/hysteresis and luding and MercuryDPM map e), the power-law relation on k₁ for EEPA (Hu et al. 2011, eq. 10; LIGGGHTS edinburgh maps e otherwise: choose it under Your DEM code) — and the plasticity then takes more. Wanted with plasticity: the dashpot that gives this e at v₀, and the e to type.', data: { pl: 'pl-with', models: of('e_with_plasticity') } }));
  $('dissipation').before(fs);
  read(held.held);
  held.fields = { read, entries, scenarioKeys };
  $('inputs').addEventListener('change', () => show());
  $('model').addEventListener('change', firstValues);
  firstValues();
  show();
}

/** A plastic model chosen with none of its numbers: a first value to start from, said in its
 * field (λ_p = 0.5; Thornton's p_y = 1 GPa, the glass beads' case). Not where the link named
 * one. */
function firstValues() {
  const model = $('model').value;
  if (chosen()) return;
  const own = TEXT.map(([k]) => k).filter((k) => of(k).split(' ').includes(model));
  if (own.some((k) => $(k).value.trim() || held.held.some(([h]) => h === k))) return;
  if (model === H || model === E) $('plasticity_ratio').value = '0.5';
  if (model === T) $('yield_pressure').value = '1 GPa';
}

/** The fields from a link's keys ([key, value] pairs): exactly those given. */
export function read(pairs) {
  const p = new Map(pairs);
  const given = (k) => (p.get(k) ?? '').trim() !== '';
  for (const [k] of [...TEXT, ...SWITCHES]) $(k).value = p.get(k) ?? '';
  $('pl-k2').value = given('unloading_stiffness') && !given('plasticity_ratio') ? 'k2' : 'ratio';
  $('pl-yield').value = given('yield_velocity') && !given('yield_pressure') ? 'velocity' : 'pressure';
  $('pl-with').value = given('e_with_plasticity') ? 'with' : '';
  show();
}

/** Whether field `f` applies to the model chosen and the switches, or to the elastic–plastic
 * code setting chosen: the keys it takes (its selector where it takes both forms). */
function applies(f, model) {
  const code = chosen();
  if (code) return codeApplies(f, code.keys);
  if (!f.dataset.models.split(' ').includes(model)) return false;
  const when = f.dataset.when;
  if (when === 'ratio' || when === 'k2') return $('pl-k2').value === when;
  if (when === 'pressure' || when === 'velocity') return $('pl-yield').value === when;
  if (f.dataset.pl === 'pl-with') return $('d_mode').value === 'e';
  return true;
}

/** Whether field `f` applies with a code setting taking `keys`. */
function codeApplies(f, keys) {
  const both = (a, b) => keys.includes(a) && keys.includes(b);
  const key = f.dataset.pl;
  if (key === 'pl-k2') return both('plasticity_ratio', 'unloading_stiffness');
  if (key === 'pl-yield') return both('yield_pressure', 'yield_velocity');
  if (key === 'pl-with') return keys.includes('e_with_plasticity') && $('d_mode').value === 'e';
  if (!keys.includes(key)) return false;
  // LIGGGHTS thornton_ning's only dissipation is its yield: with e wanted WITH plasticity the
  // answer finds coefficientYieldRatio (the library takes one of the two).
  if (key === 'yield_ratio' && keys.includes('e_with_plasticity') && $('d_mode').value === 'e' && $('pl-with').value === 'with') return false;
  const when = f.dataset.when;
  if ((when === 'ratio' || when === 'k2') && both('plasticity_ratio', 'unloading_stiffness')) return $('pl-k2').value === when;
  return true;
}

/** Shows the fields that apply; units of k₂ as the model's k; relabels e when wanted WITH. */
export function show() {
  const model = $('model').value;
  const on = active();
  // The fieldset belongs to the Contact and e(v₀) views while a plastic model is chosen (the
  // page shows and hides the fieldsets by their data-view when the view changes).
  $('pl-fields').dataset.view = on ? 'contact speed' : 'none';
  $('pl-fields').hidden = !on || ($('view-contact').hidden && $('view-speed').hidden);
  for (const f of $('pl-fields').querySelectorAll('.field[data-pl]')) f.hidden = !on || !applies(f, model);
  $('unloading_stiffness-unit').textContent = model === H || chosen() ? 'N/m' : `N/m^${$('w')?.value.trim() || '1.5'}`;
  if (wantsE()) document.querySelector('label[for=e]').textContent = 'Restitution wanted WITH plasticity, e';
  // With a code chosen, its own mapping of e: the panel says what to type.
  const hint = $('pl-with-hint');
  hint.dataset.plain ??= hint.textContent;
  const code = chosen();
  hint.textContent = code
    ? `Typed: the e above is what you type into ${code.code} ${code.title}, and the results say what it achieves with the plasticity. Wanted with plasticity: the results say what to type into it for this e at v₀.`
    : hint.dataset.plain;
}
/** The elastic–plastic code setting chosen, or null. */
const chosen = () => {
  const s = settingOf($('code').value);
  return s?.plastic ? s : null;
};
/** Whether a plastic model is chosen without a code, or an elastic–plastic code setting. */
const active = () => ([H, E, T].includes($('model').value) && !$('code').value) || Boolean(chosen());
const wantsE = () => active() && $('d_mode').value === 'e' && !$('pl-with').closest('.field').hidden && $('pl-with').value === 'with';

/** The scenario's keys as typed (the fields shown, not empty); e as `e_with_plasticity` when
 * it is wanted with plasticity. */
export function scenarioKeys() {
  const out = {};
  if (!active()) return out;
  for (const [k] of [...TEXT, ...SWITCHES]) {
    const v = $(k).value.trim();
    if (v !== '' && !$(k).closest('.field').hidden) out[k] = v;
  }
  if (wantsE() && $('e').value.trim()) out.e_with_plasticity = $('e').value.trim();
  return out;
}
/** The keys for the URL. */
export const entries = () => Object.entries(scenarioKeys());

// ---------- the answer ----------
/** The answer's box, before the Damping box. */
function buildBox() {
  const box = el('section', '', { id: 'pl-box', className: 'headline plastic', ariaLabel: 'Plasticity', hidden: true });
  box.append(el('h2', '', { id: 'pl-title' }), el('p', '', { className: 'big', id: 'pl-answer' }), el('p', '', { className: 'why', id: 'pl-why' }),
    el('p', '', { className: 'why', id: 'pl-type' }), el('p', '', { className: 'check', id: 'pl-mark' }));
  const table = el('table', '', { id: 'pl-results', className: 'results', ariaLabel: 'The elastic–plastic contact' });
  table.append(el('caption', 'The elastic–plastic contact'), el('tbody'));
  const wrap = el('div', '', { className: 'tables adh-tables' });
  wrap.append(table);
  box.append(wrap);
  $('damping-box').before(box);
}

const TITLES = { [H]: 'Hysteretic spring (Walton & Braun 1986; Luding 2008)', [E]: 'EEPA (Thakur et al. 2014; Morrissey 2013)', [T]: 'Thornton 1997: elastic–perfectly plastic Hertz' };

/** A restitution, or "?" where an exercise hides the restitution (`q`: or the damping,
 * which the e to type tells; web/embed.js: hide=). */
const eOf = (x, sig, q = 'restitution') => (exercise.asked(q) ? '?' : fmtNum(x, sig));

/** The e to type (`typed`) for the wanted `e`, in the words of the relation the model maps e
 * by: the hysteretic spring's dashpot c = 2α√(m* k), α = −ln e/√(ln²e + π²), is LIGGGHTS's
 * γ_n = √(4 m* k_n/(1 + (π/ln e)²)) (docs/plastic-codes.md, normal_model_hooke_hysteresis.h
 * and normal_model_luding.h) and MercuryDPM's setRestitutionCoefficient(e, mass) with
 * mass = 2m* (LinearPlasticViscoelasticNormalSpecies.cc:300–310); EEPA's is Hu et al. 2011
 * eq. 10 on k₁, which LIGGGHTS edinburgh does not use (a linear γ_n on k₁ in N/m^1.5). */
function typeText(model, typed, e) {
  if (model === H) {
    return `Type e = ${typed} into a code whose dashpot comes from e by the linear spring's relation on the loading stiffness k, γ = 2√(m* k)·(−ln e)/√(ln²e + π²): LIGGGHTS hooke/hysteresis and luding (m* the reduced mass), MercuryDPM setRestitutionCoefficient(e, mass) with mass = 2m* (one particle's mass for two equal ones). The dashpot then gives e = ${e} WITH the plasticity at this speed, where the code does not clip the force (luding clips it by default: choose the code under Your DEM code for what it achieves).`;
  }
  return `Type e = ${typed} where a code maps e to EEPA's dashpot λ = α√(m* k₁)·δ^((n−1)/2) by the power-law relation on k₁, α = −ln e·√(2(1 + n)/(ln²e + π²)) (Hu et al. 2011, eq. 10): it then gives e = ${e} WITH the plasticity at this speed. LIGGGHTS edinburgh maps e otherwise (a linear dashpot γ_n from e on k₁ in N/m^1.5): choose LIGGGHTS model edinburgh under Your DEM code for the value it needs.`;
}
const TYPE_ROW = { [H]: 'e to type (linear relation on k: LIGGGHTS hooke/hysteresis, luding; MercuryDPM)', [E]: 'e to type (Hu et al. 2011 eq. 10 on k₁; not LIGGGHTS edinburgh)' };

/** The answer of `sol` (the Contact view's solution), or nothing without a plastic model. */
function render(sol, base) {
  show();
  const p = sol.plastic;
  $('pl-box').hidden = !p;
  if (!p) return;
  s.last = p;
  $('pl-title').textContent = `Plasticity — ${TITLES[sol.model] || sol.model}`;
  const e = eOf(sol.restitution, 4);
  const at = base?.v0 != null ? ` at v₀ = ${fmtSpeed(base.v0)}` : '';
  // With a dashpot: e, and what the plasticity alone gives; without, e is the plasticity's.
  const damped = p.restitution_without_damping > sol.restitution + 1e-9;
  const alone = damped ? `; from plasticity alone e = ${eOf(p.restitution_without_damping, 4)}` : ', all from the plasticity';
  $('pl-answer').textContent = p.stuck ? `Stuck${at}: the bodies stay together (e = 0)` : `e = ${e}${at}${alone}`;
  const dashpot = sol.model === T ? 'Thornton 1997 has no dashpot: all the loss is the yield.' : damped
    ? 'The plasticity takes part of the energy, the dashpot the rest.' : 'No dashpot: the plasticity alone gives this e.';
  const yieldV = p.yield_velocity != null ? ` Yield velocity V_y = ${fmtSI(p.yield_velocity, 'm/s')}: below it the contact stays elastic (e = 1), above it e falls with speed.` : '';
  $('pl-why').textContent = `${dashpot}${yieldV}`;
  $('pl-type').textContent = p.e_to_type == null ? '' : sol.code
    ? `${sol.code.code} ${sol.code.name} maps e its own way: what to type into it is in its panel below.`
    : typeText(sol.model, eOf(p.e_to_type, 5, 'damping'), e);
  $('pl-type').hidden = !$('pl-type').textContent;
  $('pl-mark').textContent = `F(ξ) below: loading up to ξ_max = ${fmtSI(sol.max_overlap, 'm')}, unloading down to the plastic overlap (dashed line) ${fmtSI(p.plastic_overlap, 'm')}, where the spring force is 0; the loop's area is the energy lost.`;
  const rows = [
    ['Restitution e', p.stuck ? '0 (stuck)' : eOf(sol.restitution, 6)],
    ['e from plasticity (dashpot removed)', eOf(p.restitution_without_damping, 6)],
    ['Plastic overlap (spring force 0 on unloading)', fmtSI(p.plastic_overlap, 'm')],
    ...(p.unloading_stiffness != null ? [['k₂ at the turn (unloading stiffness)', fmtSI(p.unloading_stiffness, fmtUnit(sol.stiffness_unit || 'N/m'))]] : []),
    ...(p.yield_velocity != null ? [['Yield velocity V_y', fmtSI(p.yield_velocity, 'm/s')]] : []),
    ['Largest overlap ξ_max', fmtSI(sol.max_overlap, 'm')],
    ['Stuck', p.stuck ? 'yes: the bodies stay together' : 'no'],
    ...(p.e_to_type != null && !sol.code ? [[TYPE_ROW[sol.model] || 'e to type', eOf(p.e_to_type, 6, 'damping')]] : []),
    ...(p.plasticity_ratio_alone != null ? [['Plasticity ratio λ_p giving this e with no dashpot', `${fmtNum(p.plasticity_ratio_alone, 6)} (k₂/k = ${fmtNum(1 / (1 - p.plasticity_ratio_alone), 6)}: LIGGGHTS kn2k1, kn2kcMax)`]] : []),
  ];
  const tb = $('pl-results').querySelector('tbody');
  tb.replaceChildren(...rows.map(([k, v]) => {
    const tr = el('tr');
    tr.append(el('th', k, { scope: 'row' }), el('td', v));
    return tr;
  }));
}

/** Sets the part up (web/full.js): its fields and its box. */
export function setup() {
  build();
  buildBox();
  return { render, show };
}
