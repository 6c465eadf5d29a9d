// The Timestep and e(v₀) views' own inputs, read from and written to the address bar
// (`ts.<key>`, `sw.<key>`), and the keys held for the fields built on first use (`group`). Small, so the first view loads it; the views themselves and their
// fields come with the full module (web/view-fields.js): until then the link's keys are held
// here and written back as they came.
import { $ } from './dom.js';
import { scenario_keys } from './pkg/dem_contact_web.js';

/** The query last read (the views' keys in it wait for their fields). */
export const views = { params: new URLSearchParams() };
const built = () => Boolean($('ts-packing'));
/** The held keys with prefix `pre` (`ts.`, `sw.`), written back as the link gave them. */
const heldURL = (p, pre) => { for (const [k, v] of views.params) if (k.startsWith(pre)) p.set(k, v); };

/** The view's own keys (URL `ts.<key>`, input `#ts-<key>`); the particles come from the form. */
export const TS_TEXT = ['dt', 'rayleigh_fraction', 'safety_factor', 'r_min', 'r_max', 'kn', 'ks', 'ks_ratio', 'v_max', 'a_max', 'epsilon', 'thickness', 'kn_rot', 'ks_rot', 'contacts'];
export const TS_DEFAULT_PACKING = 'face-centred-cubic';
const TWO_D = ['hexagonal', 'square'];

/** Which of the view's fields apply (custom contacts, 2D thickness). */
export function tsApplies(field) {
  const packing = $('ts-packing').value;
  const mode = field.dataset.tsMode;
  if (mode === 'custom') return packing === 'custom';
  if (mode === '2d') return TWO_D.includes(packing);
  return true;
}

/** The view's keys as typed (text, for the library and the URL); `contacts` stays text. */
export function timestepKeys() {
  const out = {};
  const packing = $('ts-packing').value;
  if (packing !== 'custom') out.packing = packing;
  if (TWO_D.includes(packing)) out.dim = '2';
  for (const k of TS_TEXT) {
    const f = $(`ts-${k}`);
    if (!f || !tsApplies(f.closest('.field'))) continue;
    const v = f.value.trim();
    if (v !== '') out[k] = v;
  }
  return out;
}

/** Fills the view's inputs from the URL query (`ts.<key>`), or holds it until they come. */
export function readTimestepURL(p) {
  views.params = p;
  if (!built()) return;
  $('ts-packing').value = p.has('ts.contacts') ? 'custom' : p.get('ts.packing') || TS_DEFAULT_PACKING;
  if ($('ts-packing').selectedIndex < 0) $('ts-packing').value = TS_DEFAULT_PACKING;
  for (const k of TS_TEXT) $(`ts-${k}`).value = p.get(`ts.${k}`) ?? '';
  $('ts-more').open = ['r_min', 'r_max', 'kn', 'ks', 'ks_ratio', 'v_max', 'a_max', 'epsilon', 'kn_rot', 'ks_rot'].some((k) => p.has(`ts.${k}`));
}

/** The view's keys for the URL (`ts.` prefix; the default packing left out; one's own list
 * of contacts written even while empty: it is what makes the packing custom). */
export function timestepURL(p) {
  if (!built()) { heldURL(p, 'ts.'); return; }
  for (const [k, v] of Object.entries(timestepKeys())) {
    if (k === 'dim' || (k === 'packing' && v === TS_DEFAULT_PACKING)) continue;
    p.set(`ts.${k}`, v);
  }
  if ($('ts-packing').value === 'custom' && !p.has('ts.contacts')) p.set('ts.contacts', '');
}

/** The e(v₀) view's keys (URL `sw.<key>`, input `#sw-<key>`). */
const KEYS = ['from', 'to', 'measured'];
/** The e(v₀) view's own inputs (their names, `sw.<key>` in the URL). */
export const SPEED_KEYS = KEYS;

export function readSpeedURL(p) {
  views.params = p;
  if (!built()) return;
  for (const k of KEYS) $(`sw-${k}`).value = p.get(`sw.${k}`) ?? '';
}

export function speedURL(p) {
  if (!built()) { heldURL(p, 'sw.'); return; }
  for (const k of KEYS) {
    const v = $(`sw-${k}`).value.trim();
    if (v) p.set(`sw.${k}`, v);
  }
}

/** Keys held as the link gave them until the fields that keep them come (`fields` = {read,
 * entries}): the Oblique view's (web/oblique-form.js), the Rolling view's (`ro.*`,
 * web/rolling-form.js), the adhesion's in the Contact view (web/adhesion-form.js; its law's
 * selector `#adhesion` is in the first view). The library's keys of a group come from its key
 * table (`scenario_keys()`: "key group n|t takers default" per line). */
let table = null;
const inGroup = (group, k) => (table ??= scenario_keys().split('\n').map((l) => l.split(' '))).some(([key, g]) => key === k && g === group);
const group = (test) => ({ test, held: [], fields: null });
export const oblique = group((k) => /^(angle|speed|dim|ob\.\w+)$/.test(k) || inGroup('tangential', k));
export const rolling = group((k) => /^ro\.\w+$/.test(k));
export const adhesion = group((k) => inGroup('adhesion', k));
// The elastic–plastic models' keys (web/plastic.js) and the liquid bridge's (web/bridge.js).
// Both are the full module's keys only (the first module's key table has none of them).
export const plastic = group((k) => /^(unloading_s|plasticity_|cohesion_[sr]|constant_[pu]|fix_kc|adhesi(on_e|ve_b)|yield_|e_with_p)/.test(k));
export const bridge = group((k) => /^(liquid_v|surface_t|contact_a|min_s|max_s|lb_v|rupture$)/.test(k));
/** Whether `k` is a key of the library that the first module does not know (a link's input). */
export const later = (k) => k === 'liquid_bridge' || plastic.test(k) || bridge.test(k);
const GROUPS = [oblique, rolling, adhesion, plastic, bridge];
/** The keys wanted WITH adhesion or plasticity, typed in e's field (they replace e). */
const WITH = ['e_with_adhesion', 'e_with_plasticity'];

/** Whether `p` gives key `k` a value (empty: not given). */
const filled = (p, k) => (p.get(k) ?? '').trim() !== '';

export function readHeldURL(p) {
  for (const g of GROUPS) {
    g.held = [...p].filter(([k]) => g.test(k));
    g.fields?.read(g.held);
  }
  // The law's selector, and e wanted with adhesion in the restitution's field.
  const law = $('adhesion');
  const v = p.get('adhesion') ?? '';
  if (v && ![...law.options].some((o) => o.value === v)) law.append(new Option(`${v} (not offered here)`, v));
  law.value = v;
  // The liquid bridge's law (its selector in the first view too; not an option: none).
  $('liquid_bridge').value = p.get('liquid_bridge') ?? '';
  for (const k of WITH) if (filled(p, k) && !filled(p, 'e')) $('e').value = p.get(k);
}

export function writeHeldURL(p) {
  for (const g of GROUPS) for (const [k, v] of g.fields?.entries() ?? g.held) p.set(k, v);
  for (const k of ['adhesion', 'liquid_bridge']) if ($(k).value) p.set(k, $(k).value);
  // e wanted with adhesion replaces e (the library takes one of them).
  if (WITH.some((k) => p.has(k))) p.delete('e');
}

/** The Contact view's scenario `base` with the adhesion's keys (none without a law):
 * e_with_adhesion replaces e and the damping. */
export function withAdhesion(base) {
  const law = $('adhesion').value;
  const sc = { ...base };
  for (const g of [plastic, bridge, ...(law ? [adhesion] : [])]) Object.assign(sc, g.fields?.scenarioKeys() ?? Object.fromEntries(g.held));
  if (law) sc.adhesion = law;
  if ($('liquid_bridge').value) sc.liquid_bridge = $('liquid_bridge').value;
  if (WITH.some((k) => k in sc)) {
    delete sc.e;
    delete sc.damping;
  }
  return sc;
}
