// The Timestep and e(v₀) views' own inputs, read from and written to the address bar
// (`ts.<key>`, `sw.<key>`). Small, so the first view loads it; the views themselves and their
// fields come with the full module (web/view-fields.js): until then the link's keys are held
// here and written back as they came.
import { $ } from './dom.js';

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

/** The Oblique view's keys, as the link gave them until its fields (web/oblique-form.js) keep them. */
const OB = /^(angle|speed|vt|omega[12]|mu|tangential(_damping)?|kt(_ratio)?|dim|ob\.\w+)$/;
export const oblique = { held: [] };

export function readObliqueURL(p) {
  oblique.held = [...p].filter(([k]) => OB.test(k));
  oblique.fields?.read(oblique.held);
}

export function obliqueURL(p) {
  for (const [k, v] of oblique.fields?.entries() ?? oblique.held) p.set(k, v);
}
