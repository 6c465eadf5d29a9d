// What the page asks the wasm module to solve and draw: the user's scenario (the base) and
// the series compared with it — the other mass rule or end of contact, other models on the
// same pair, speed and restitution, a code's value to type — each labelled by what differs,
// and the explicit-scheme replays. Built from the form's values; no DOM of its own.
import { MODEL_SHORT } from './results.js';

const FLIP = {
  mass_rule: { reduced: 'arithmetic', arithmetic: 'reduced' },
  end: { overlap: 'force', force: 'overlap' },
};
const SCHEME_NAMES = { 'velocity-verlet': 'velocity Verlet', teufelsbauer2008: "the 2008 paper's scheme" };
const NAMES = { reduced: 'reduced mass', arithmetic: 'arithmetic mean', overlap: 'ends at ξ = 0', force: 'ends at F = 0' };
// Hunt–Crossley's α2 from e by a formula other than the exact relation: named with it.
const FORMULA_SHORT = { 'hu-fit': 'Hu et al. fit', 'hunt-crossley': '3(1−e)/2', 'lankarani-nikravesh': 'Lankarani & Nikravesh', flores: 'Flores et al.', gonthier: 'Gonthier et al.' };
/** A scenario's model by name, as the legends show it. */
const modelName = (sc) => {
  const name = MODEL_SHORT[sc.model] || sc.model;
  return sc.model === 'hunt-crossley' && FORMULA_SHORT[sc.formula] ? `${name} (${FORMULA_SHORT[sc.formula]})` : name;
};

/** `{base, label, variants, schemes}` for `Plots.update` and `speed_view`, from the values
 * of `form` (web/form.js). */
export function request(form) {
  const base = form.baseScenario();
  const variants = [];
  const code = form.codeSetting();
  const compared = form.compared();
  if (code) {
    const label = `${code.code}: ${code.title}`;
    if (compared.includes('code_exact') && base.e !== undefined) variants.push({ kind: 'code', code_exact: true, label: `${code.code}, value to type` });
    return { base, label: base.e !== undefined ? `${code.code}, ${code.takes === 'damping' ? code.typed_name : 'e'} typed for e = ${base.e}` : label, variants, schemes: [] };
  }
  for (const attr of compared.filter((a) => FLIP[a])) variants.push({ kind: attr, changes: { [attr]: FLIP[attr][base[attr]] } });
  for (const m of form.comparedModels()) if (m !== base.model) variants.push({ kind: 'model', model: m });
  // Label each series by what differs between them.
  const kinds = new Set(variants.map((v) => v.kind));
  const label = (sc) => {
    const parts = [];
    if (kinds.has('model')) parts.push(modelName(sc));
    if (kinds.has('mass_rule')) parts.push(NAMES[sc.mass_rule]);
    if (kinds.has('end')) parts.push(NAMES[sc.end]);
    return parts.length ? parts.join(', ') : modelName(sc);
  };
  for (const v of variants) v.label = label(v.model ? { ...base, model: v.model } : { ...base, ...v.changes });
  // Explicit-scheme replays: the user's mass rule, and the other one when compared.
  const schemes = [];
  const { scheme, dt, t_end: tEnd } = form.replay();
  if (scheme) {
    // Text as typed (units allowed: "1 ms"); the wasm side reads it.
    const rules = [base.mass_rule, ...(compared.includes('mass_rule') ? [FLIP.mass_rule[base.mass_rule]] : [])];
    for (const rule of rules) {
      schemes.push({ label: `${SCHEME_NAMES[scheme] || scheme}${rules.length > 1 ? `, ${NAMES[rule]}` : ''}`, scheme, dt, t_end: tEnd || undefined, changes: { mass_rule: rule } });
    }
  }
  return { base, label: label(base), variants, schemes };
}
