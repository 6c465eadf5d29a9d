// What is solved and drawn: the user's scenario and the series compared with it (the other
// mass rule or end, other models, a code's value to type), labelled by what differs, and the
// scheme replays — from the form's values.
import { short } from './models.js';
import { withAdhesion } from './keys.js';

const FLIP = {
  mass_rule: { reduced: 'arithmetic', arithmetic: 'reduced' },
  end: { overlap: 'force', force: 'overlap' },
};
const SCHEME_NAMES = { 'velocity-verlet': 'velocity Verlet', teufelsbauer2008: "the 2008 paper's scheme" };
const NAMES = { reduced: 'reduced mass', arithmetic: 'arithmetic mean', overlap: 'ends at ξ = 0', force: 'ends at F = 0' };
const FORMULA_SHORT = { 'hu-fit': 'Hu et al. fit', 'hunt-crossley': '3(1−e)/2', 'lankarani-nikravesh': 'Lankarani & Nikravesh', flores: 'Flores et al.', gonthier: 'Gonthier et al.' };
const modelName = (sc) => {
  const name = short(sc.model);
  return sc.model === 'hunt-crossley' && FORMULA_SHORT[sc.formula] ? `${name} (${FORMULA_SHORT[sc.formula]})` : name;
};

/** `{base, label, variants, schemes}` for `Plots.update` and `speed_view`. */
export function request(form) {
  // The adhesion (web/adhesion-form.js) belongs to the Contact and e(v₀) views.
  const base = withAdhesion(form.baseScenario());
  const variants = [];
  const code = form.codeSetting();
  const compared = form.compared();
  if (code) {
    // The answer is for the value to type; the comparison: the input as typed (e itself,
    // or the code's documented constant for e). Short labels: legends hold about 30 characters.
    const typedName = code.id === 'yade-hertz-mindlin' ? 'en' : code.typed_name;
    if (base.e === undefined) return { base, label: `${code.code}, ${typedName} as typed`, variants, schemes: [] };
    if (compared.includes('code_typed')) {
      const typed = code.takes === 'damping' ? `${code.typed_name} documented for e` : `e = ${base.e} typed`;
      variants.push({ kind: 'code', code_typed: true, label: `${code.code}, ${typed}` });
    }
    return { base, label: `${code.code}, value to type`, label_as_typed: code.takes === 'damping' ? `${code.code}, ${code.typed_name} as typed` : `${code.code}, e = ${base.e} typed`, variants, schemes: [] };
  }
  for (const attr of compared.filter((a) => FLIP[a])) variants.push({ kind: attr, changes: { [attr]: FLIP[attr][base[attr]] } });
  for (const m of form.comparedModels()) if (m !== base.model) variants.push({ kind: 'model', model: m });
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
    const rules = [base.mass_rule, ...(compared.includes('mass_rule') ? [FLIP.mass_rule[base.mass_rule]] : [])];
    for (const rule of rules) {
      schemes.push({ label: `${SCHEME_NAMES[scheme] || scheme}${rules.length > 1 ? `, ${NAMES[rule]}` : ''}`, scheme, dt, t_end: tEnd || undefined, changes: { mass_rule: rule } });
    }
  }
  return { base, label: label(base), variants, schemes };
}
