// A link the page refuses as the CLI refuses the same keys (web/link.js: `issues`): an input
// given twice, or two inputs that exclude each other (a mass and a density, γ and w = 2γ, e
// typed and e wanted with adhesion). Each is shown at its field in the page's words, with what
// the link gave, and the view computes nothing until the user gives the value meant (typing
// it, or choosing). Loaded only for such a link.
import { $, markField, errorLine } from './dom.js';
import * as link from './link.js';
import { oblique } from './keys.js';

/** The id of key `k`'s field: the views' own under their prefix (`ro.mu_r` → `ro-mu_r`; the
 * rolling law's two keys are one selector), the Oblique view's under `ob-`. */
function fieldId(k) {
  if (/^ro\.(rolling|code)$/.test(k)) return 'ro-law';
  const m = k.match(/^(ro|ts|sw|ob)\.(.+)$/);
  if (m) return `${m[1]}-${m[2]}`;
  return $(k) || !$(`ob-${k}`) ? k : `ob-${k}`;
}
/** The keys a field stands for (the inverse of `fieldId`). */
function keysOf(id) {
  if (id === 'ro-law') return ['ro.rolling', 'ro.code'];
  const m = id.match(/^(ro|ts|sw|ob)-(.+)$/);
  if (!m) return [id];
  return m[1] === 'ob' ? [`ob.${m[2]}`, m[2]] : [`${m[1]}.${m[2]}`];
}
/** The views an input belongs to: the Rolling, Timestep and e(v₀) views' own keys, the
 * Oblique view's; the shared form's in every view but the Rolling one. */
function viewsOf(k) {
  const own = { ro: 'rolling', ts: 'timestep', sw: 'speed' }[k.split('.')[0]];
  if (own) return [own];
  if (oblique.test(k)) return ['oblique'];
  return ['contact', 'speed', 'timestep', 'oblique'];
}
/** A key's name in the page's words: its field's label, or what its switch says. */
const NOUNS = { e_with_adhesion: 'e wanted WITH adhesion', 'ro.rolling': 'the law', 'ro.code': 'the code' };
const label = (k) => NOUNS[k] ?? document.querySelector(`label[for="${fieldId(k)}"]`)?.textContent.trim() ?? k;
const lower = (t) => (/^[A-Z][a-z]/.test(t) ? t[0].toLowerCase() + t.slice(1) : t);
const choice = (k) => $(fieldId(k))?.tagName === 'SELECT';
const value = (v) => (v.trim() === '' ? 'empty' : v);

/** What the field of key `at` says of issue `i`, as a library message about it (`key: …`,
 * said in the page's words by web/dom.js); the field is empty: the values are said. */
function message(i, at) {
  const key = at.replace(/^(ro|ts|sw|ob)\./, '');
  if (i.keys.length === 1) {
    const more = i.count > i.pairs.length ? ` and ${i.count - i.pairs.length} more` : '';
    return `${key}: given ${i.count === 2 ? 'twice' : `${i.count} times`} in the link (${i.pairs.map(([, v]) => value(v)).join(', ')}${more}), which the calculator cannot choose between: ${choice(at) ? 'choose' : 'type'} the one you mean.`;
  }
  const here = i.pairs.find(([k]) => k === at) ?? i.pairs[0];
  const [other, v] = i.pairs.find((p) => p !== here);
  return `${key}: the link gives ${value(here[1])} here and also ${lower(label(other))} (${value(v)}), which exclude each other: type the one you mean.`;
}

/** Sets it up for the page (`page`: web/index.js's calls): a value given in a field settles
 * what the link said of its key. Returns `shows(view)`. */
export function setup(page) {
  const settle = (ev) => { if (ev.target.id) link.settle(keysOf(ev.target.id)); };
  $('inputs').addEventListener('input', settle, true);
  $('inputs').addEventListener('change', settle, true);
  return { shows: (view) => show(page, view) };
}

/** Shows the first issue of `view` at its fields and in the view's status line; whether there
 * was one (the view then computes nothing). */
function show(page, view) {
  const i = link.issues().find((x) => x.keys.some((k) => viewsOf(k).includes(view)));
  if (!i) return false;
  // At the first of its fields shown (the other may be another mode's).
  const at = i.keys.find((k) => !$(fieldId(k))?.closest('.field')?.hidden && $(fieldId(k))?.closest('.field')) ?? i.keys[0];
  const msg = message(i, at);
  if (view === 'contact') {
    page.showError({ field: fieldId(at), message: msg.replace(/^\w+/, fieldId(at)) });
    return true;
  }
  const marked = markField(fieldId(at), msg, at.replace(/^(ro|ts|sw|ob)\./, ''));
  const section = $(`view-${view}`);
  const status = section.querySelector('.status');
  status.textContent = `${errorLine({ field: at.replace(/^(ro|ts|sw|ob)\./, ''), message: msg }, marked && label(at))} — nothing to show until it is given.`;
  status.classList.add('bad');
  section.classList.add('stale');
  $('summary').classList.add('stale');
  return true;
}
