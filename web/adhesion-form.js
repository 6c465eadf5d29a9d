// The adhesion's inputs in the Contact and e(v₀) views (#adh-fields, after the law's selector
// #adhesion that the first view holds): the surface energy γ of ONE surface or the work of
// adhesion w = 2γ — the trap said where the number is typed —, LIGGGHTS's cohesion energy
// density k_c, MercuryDPM's f_a and k_a, and whether the e typed above is wanted WITH
// adhesion (`e_with_adhesion`). Every value is a URL key under the library's name (web/keys.js
// holds them until these fields come). Built on first use; presentation only.
import { $, el } from './dom.js';
import * as fields from './fields.js';
import { adhesion as held } from './keys.js';

/** The codes on each side of the trap, as the library's catalogue reads them
 * (crates/contact/src/codes/adhesion.rs). */
const TRAP = 'The trap: LAMMPS, EDEM and Yade take γ of ONE surface; Kratos, LIGGGHTS thornton_ning and MercuryDPM take the work of adhesion w = 2γ of the two. The same number typed into both gives pull-off forces a factor 2 apart.';
/** The text fields: key, label, unit, hint, the laws that take it. */
const TEXT = [
  ['surface_energy', 'Surface energy of ONE surface, γ', 'J/m²', 'The energy to make 1 m² of one new surface; separating two surfaces costs w = 2γ (Dupré, like surfaces).', 'jkr dmt'],
  ['work_of_adhesion', 'Work of adhesion of the TWO surfaces, w = 2γ', 'J/m²', 'The energy to separate 1 m² of contact: two new surfaces, w = 2γ (Dupré, like surfaces).', 'jkr dmt'],
  ['cohesion_energy_density', 'Cohesion energy density, k_c', 'J/m³', 'LIGGGHTS cohesionEnergyDensity: the pull is k_c times an area of the contact while the bodies overlap — sjkr: the circle where the spheres intersect (≈ 2πR*δ); sjkr2: 2π(2R*)δ between two spheres, 2π r₁ δ at a wall (cohesion_model_sjkr.h, cohesion_model_sjkr2.h).', 'sjkr sjkr2'],
  ['adhesion_force', 'Adhesive pull in contact, f_a', 'N', "MercuryDPM's adhesionForceMax: a constant pull while the bodies overlap.", 'linear-irreversible'],
  ['adhesion_stiffness', 'Stiffness of the tail, k_a', 'N/m', "MercuryDPM's adhesionStiffness: after the first touch the pull falls linearly to 0 at δ = −f_a/k_a.", 'linear-irreversible'],
];
/** A first value for a law chosen with none of its numbers (γ of the 20 µm powder case). */
const FIRST = { jkr: ['surface_energy', '0.05'], dmt: ['surface_energy', '0.05'] };

const s = { built: false };

const textField = (key, label, unit, hint, laws) => fields.textField({ id: key, name: key, label, unit, hint, data: { adh: key, laws } });
const selectField = (id, label, options, laws, hint) => fields.selectField({ id, name: id, label, options, hint, data: { adh: id, laws } });

/** Builds the fields once, after the law's selector, filled from the link's keys (web/keys.js),
 * and takes the keys over. */
export function build() {
  if (s.built) return;
  s.built = true;
  const fs = $('adh-fields');
  fs.append(
    selectField('adh-given', 'The number you have', [['gamma', 'γ, the surface energy of ONE surface'], ['w', 'w = 2γ, the work of adhesion of TWO']], 'jkr dmt', TRAP),
    ...TEXT.map((t) => textField(...t)),
    selectField('e_with_adhesion', 'The restitution e above is', [['', 'typed into a code (its relation ignores adhesion)'], ['with', 'wanted WITH adhesion: find the damping']],
      'jkr dmt sjkr sjkr2 linear-irreversible', 'Typed: the damping comes from e as if there were no adhesion, as every DEM code maps it; the contact then achieves less, or sticks. Wanted with adhesion: the damping that gives this e with adhesion at v₀, and the e to type into a code for it.'),
    el('p', '', { className: 'hint', id: 'adh-read', hidden: true }),
  );
  read(held.held);
  held.fields = { read, entries, scenarioKeys };
  $('adh-given').addEventListener('change', () => show());
  // e wanted WITH adhesion belongs to e: hidden (and not written) while the damping is given.
  // After the page's own handler of a change (registered before this), which may switch the
  // dissipation itself (a model or code chosen).
  $('inputs').addEventListener('change', () => show());
  show();
}

/** The fields from a link's adhesion keys ([key, value] pairs): exactly those given. */
export function read(pairs) {
  const p = new Map(pairs);
  // A key written empty (`e_with_adhesion=`) is not given.
  const given = (k) => (p.get(k) ?? '').trim() !== '';
  for (const [k] of TEXT) $(k).value = p.get(k) ?? '';
  $('adh-given').value = given('work_of_adhesion') && !given('surface_energy') ? 'w' : 'gamma';
  $('e_with_adhesion').value = given('e_with_adhesion') ? 'with' : '';
  // e wanted with adhesion is the restitution's field (blanked by a link without `e`).
  if (given('e_with_adhesion') && !$('e').value.trim()) $('e').value = p.get('e_with_adhesion');
  show();
}

/** A law just chosen with none of its numbers: a first value to start from (said in the hint). */
export function firstValues(law) {
  const [k, v] = FIRST[law] ?? [];
  // Not where the link named one (even empty, or refused: web/link.js).
  if (!k || TEXT.some(([key]) => $(key).value.trim() || held.held.some(([h]) => h === key))) return;
  $('adh-given').value = 'gamma';
  $(k).value = v;
  show();
}

/** Whether a field applies to the law chosen and the switches. */
function applies(f, law) {
  if (!f.dataset.laws.split(' ').includes(law)) return false;
  const given = $('adh-given').value;
  if (f.dataset.adh === 'surface_energy') return given === 'gamma';
  if (f.dataset.adh === 'work_of_adhesion') return given === 'w';
  if (f.dataset.adh === 'e_with_adhesion') return $('d_mode').value === 'e';
  return true;
}

/** Shows the fields that apply; relabels e when it is wanted with adhesion. */
export function show() {
  const law = $('adhesion').value;
  for (const f of $('adh-fields').querySelectorAll('.field[data-adh]')) f.hidden = !applies(f, law);
  showEnd(law);
  if (!s.built || !law) return;
  if (wantsE()) document.querySelector('label[for=e]').textContent = 'Restitution wanted WITH adhesion, e';
}
/** What ends the contact: with adhesion not a choice — the library ends it where the law
 * releases it (the end of its tension tail, below ξ = 0 for JKR and the irreversible linear
 * tail), so the selector says that and is not taken; without, the selector as written. */
function showEnd(law) {
  const end = $('end');
  const first = end.options[0];
  s.end ??= { text: first.text, hint: $('end-hint').textContent };
  if (law) end.value = 'overlap';
  end.disabled = Boolean(law);
  first.text = law ? 'the adhesion releases it' : s.end.text;
  $('end-hint').textContent = law ? 'With adhesion the contact lasts until the law releases it: at the end of its tension tail, where ξ may be well below 0 (JKR), not where ξ returns to 0.' : s.end.hint;
}
// Only while e is the dissipation given: switching to the damping (or a code's constant) drops
// it, whether or not the fields' visibility has been refreshed since.
const wantsE = () => $('d_mode').value === 'e' && !$('e_with_adhesion').closest('.field').hidden && $('e_with_adhesion').value === 'with';

/** The scenario's adhesion keys as typed (the fields shown, not empty); e as
 * `e_with_adhesion` when it is wanted with adhesion. */
export function scenarioKeys() {
  const out = {};
  for (const [k] of TEXT) {
    const v = $(k).value.trim();
    if (v !== '' && !$(k).closest('.field').hidden) out[k] = v;
  }
  if (wantsE() && $('e').value.trim()) out.e_with_adhesion = $('e').value.trim();
  return out;
}

/** The keys for the URL (the law's is written by web/keys.js). */
export const entries = () => Object.entries(scenarioKeys());
