// The library's messages in the page's words (web/dom.js's `words`, set when this has come,
// right after the first render): the keys they name as the page names them, what to do in the
// page's terms. Presentation only: the message itself is the library's.
/** Keys as a sentence of the page names them: their symbols, or what their field says. */
const NAMES = {
  e_with_adhesion: 'e wanted WITH adhesion', surface_energy: 'γ', work_of_adhesion: 'w = 2γ', cohesion_energy_density: 'k_c', adhesion_force: 'f_a', adhesion_stiffness: 'k_a',
  code: 'the DEM code', damping: 'the damping', local_damping: 'the local damping', tuning_mass: 'the tuning mass', v_char: 'the characteristic speed', mass_rule: 'the mass rule',
  E1: 'E₁', E2: 'E₂', nu1: 'ν₁', nu2: 'ν₂', rho1: 'ρ₁', rho2: 'ρ₂', r1: 'r₁', r2: 'r₂', m1: 'm₁', m2: 'm₂', k1: 'k₁', k2: 'k₂', v0: 'v₀', h0: 'h₀',
};
/** The keys named so wherever a message names them (the others only where it quotes them). */
const BARE = 'e_with_adhesion|surface_energy|work_of_adhesion|cohesion_energy_density|adhesion_force|adhesion_stiffness|tuning_mass|v_char|local_damping|mass_rule|E[12]|nu[12]|rho[12]|[rmk][12]|[vh]0';
const KEY = new RegExp(`\`(\\w+)\`|\\b(${BARE})\\b`, 'g');
const SYMBOL = /^(e_with_adhesion|surface_energy|work_of_adhesion|cohesion_energy_density|adhesion_force|adhesion_stiffness|E[12]|nu[12]|rho[12]|[rmk][12]|[vh]0)$/;
/**
 * A library error `{field, message}` in the page's words: `{value, text, lead}` — the value
 * its first words echo (`e = 1.3: …`), the rest with the keys it names as the page names them
 * (`nu1` → ν₁, `` `code` `` → the DEM code) and what to do in the page's terms ("leave it
 * empty", not the CLI's "remove it"); `lead`: its first words so (`ν₁ = 0.7: `), or ''.
 */
export function words(err) {
  let text = String(err.message ?? '');
  const f = err.field;
  const head = f && text.startsWith(f) ? text.slice(f.length).match(/^(?: = (.+?))?: ([^]*)$/) : null;
  let value = '';
  if (head) [, value = '', text] = head;
  text = text.replace(/; remove it\b/g, ': leave it empty').replace(KEY, (m, quoted, bare) => NAMES[quoted ?? bare] ?? quoted ?? bare);
  return { value, text, lead: head ? `${SYMBOL.test(f) ? NAMES[f] : f}${value ? ` = ${value}` : ''}: ` : '' };
}
