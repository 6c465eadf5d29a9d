// State and URL: what a link means, the link of the page, the address bar and its history.
// One meaning per key, as in a JSON file and `dem-contact solve`: a link naming any input key
// (even cleared, `m2=`) means exactly its keys — absent is "not given" (m2: a wall, E2: rigid,
// r2: flat, g: 0). A link naming none (`?code=…`, `?view=timestep`) is the glass beads with
// its choices. The page writes every field shown (cleared ones as `key=`) and every choice.
import { readTimestepURL, timestepURL, readSpeedURL, speedURL, readHeldURL, writeHeldURL, later } from './keys.js';
import * as form from './form.js';

const { TEXT_KEYS, SELECT_KEYS, PAGE_KEYS, DEFAULTS, LIB_DEFAULTS, LIB_KEYS } = form;

export const DEFAULT_CMP = ['code_typed'];
/** Old names of the comparisons: `code_exact` (the value to type overlaid, when the answer
 * was for e typed) is now the answer itself, overlaid by the input as typed. */
const OLD_CMP = { code_exact: 'code_typed' };

/** The glass beads: every key they show. */
const GLASS = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8&g=0';
/** The cases a link may name (`preset=`), the papers' once web/presets.js has come; their
 * first version's names. */
const CASES = { glass: GLASS };
const OLD_NAMES = {};
export function addCases(cases, oldNames) {
  Object.assign(CASES, cases);
  Object.assign(OLD_NAMES, oldNames);
}
/** A case's link ('' for an unknown name). */
export const caseLink = (name) => (Object.hasOwn(CASES, name) ? CASES[name] : '');
const caseKeys = () => [...TEXT_KEYS, ...SELECT_KEYS, 'cmp', 'models', ...PAGE_KEYS];

/** What key `k` of link `p` means (absent: not given, or the library's default). */
function meaning(p, k) {
  if (p.has(k)) return p.get(k);
  if (k === 'cmp') return DEFAULT_CMP.join(',');
  return LIB_DEFAULTS[k] ?? '';
}
const isCase = (p, q) => caseKeys().every((k) => meaning(p, k) === meaning(q, k));

/** Whether link `p` gives key `k` a value: a key written empty (`m2=`) is "not given". */
export const given = (p, k) => (p.get(k) ?? '').trim() !== '';

/** The "given as" modes of a link: those of the keys it gives a value; where it gives none of
 * either side, those of the keys it names (a field cleared, `m1=`); with none, what the
 * library asks for (m1, k, e, v0). `wins(b, a)`: the side `b` over the default side `a`. */
function modesOf(p) {
  const some = (test, ks) => ks.some((k) => test(k));
  const wins = (b, a) => !some((k) => given(p, k), a) && (some((k) => given(p, k), b) || (some((k) => p.has(k), b) && !some((k) => p.has(k), a)));
  const material = ['E1', 'nu1', 'E2', 'nu2'];
  return {
    m_mode: wins(['rho1', 'rho2'], ['m1', 'm2']) ? 'density' : 'mass',
    k_mode: wins(['k1', 'k2'], ['k', ...material]) ? 'series' : wins(material, ['k']) ? 'material' : 'k',
    d_mode: wins(['damping'], ['e']) ? 'damping' : 'e',
    v_mode: wins(['h0'], ['v0']) ? 'h0' : 'v0',
  };
}

/** The page's keys that are not inputs; the views' own keys (`ts.`, `sw.`, `ro.`, `ob.`)
 * and the Oblique view's without a prefix. Any other key of a link means nothing to the page. */
const META = new Set(['preset', 'view', 'cmp', 'models', 'embed', 'free', 'lock', 'q', 'hide']);
const VIEW_KEY = /^(?:(?:ts|sw|ro|ob)\.\w+|angle|speed|dim)$/;
const isInput = (k) => LIB_KEYS.has(k) || later(k) || PAGE_KEYS.includes(k) || VIEW_KEY.test(k);

/** Keys that exclude each other, as the library refuses them together ("give either … or …,
 * not both": pair.rs, adhesion/solve.rs, models/mod.rs, linear.rs, rolling/common.rs,
 * timestep/contacts.rs, sweep/oblique.rs): the page would otherwise take one silently. */
const EXCLUSIVE = ('m1 rho1,m2 rho2,k E1,k k1,k k2,k1 E1,k2 E1,v0 h0,e damping,e e_with_adhesion,damping e_with_adhesion,'
  + 'surface_energy work_of_adhesion,ts.packing ts.contacts,angle vt,ro.rolling ro.code,ro.m1 ro.rho1,ro.kn ro.E1').split(',').map((p) => p.split(' '));

/** The keys that exclude key `k`. */
export const excluding = (k) => EXCLUSIVE.filter((pair) => pair.includes(k)).map(([a, b]) => (a === k ? b : a));

/** The inputs a link gives that the page refuses, as the CLI refuses them: a key given twice,
 * two that exclude each other. `{keys, pairs}` each, `pairs` the link's [key, value] of its
 * keys; a view shows them at their fields and computes nothing until one value is given
 * (web/refuse.js). */
let refused = [];
export const issues = () => refused;
/** The user gave the input `key` a value: what the link said of it is settled. */
export function settle(keys) {
  refused = refused.filter((i) => !i.keys.some((k) => keys.includes(k)));
}

/** The link's input keys read once each, in one pass (a link of thousands of unknown keys
 * costs one look-up each): the first value of each, and what is refused (`refused`). */
function inputsOf(link) {
  const first = new Map();
  const all = new Map();
  for (const [k, v] of link) {
    if (META.has(k) || !isInput(k)) continue;
    if (!first.has(k)) first.set(k, v);
    all.set(k, [...(all.get(k) ?? []), v]);
  }
  const out = [];
  // (The address keeps five of a key given thousands of times: still refused when reopened.)
  for (const [k, vs] of all) if (vs.length > 1) out.push({ keys: [k], pairs: vs.slice(0, 5).map((v) => [k, v]), count: vs.length });
  const has = (k) => (first.get(k) ?? '').trim() !== '';
  for (const [a, b] of EXCLUSIVE) if (has(a) && has(b)) out.push({ keys: [a, b], pairs: [[a, first.get(a)], [b, first.get(b)]] });
  // A value refused is none: the field waits for the one meant (a choice keeps its first).
  for (const i of out) for (const k of i.keys) if (!SELECT_KEYS.includes(k) && !/^ro\.(rolling|code)$/.test(k)) first.set(k, '');
  return { first, refused: out };
}

/** What query `search` means: `{exact, params, values, selects, modes, cmp, models, scheme,
 * dt, t_end, preset, refused}`. With `exact` a field shown whose key is absent is empty;
 * `params`: the link's keys over the case it names (the first of a key given twice; none of
 * two that exclude each other); `preset`: the case it shows. */
export function readLink(search) {
  const link = new URLSearchParams(search);
  const asked = link.get('preset');
  const name = Object.hasOwn(OLD_NAMES, asked) ? OLD_NAMES[asked] : asked;
  const known = Boolean(name) && Object.hasOwn(CASES, name);
  const inputs = inputsOf(link);
  const exact = known || TEXT_KEYS.some((k) => inputs.first.has(k));
  const params = new URLSearchParams(known ? CASES[name] : exact ? '' : GLASS);
  for (const k of META) if (k !== 'preset' && link.has(k)) params.set(k, link.get(k));
  for (const [k, v] of inputs.first) params.set(k, v);
  const values = {};
  for (const k of TEXT_KEYS) if (params.has(k)) values[k] = params.get(k);
  const selects = {};
  for (const k of SELECT_KEYS) selects[k] = given(params, k) ? params.get(k).trim() : exact ? LIB_DEFAULTS[k] : DEFAULTS[k];
  const shows = (q) => isCase(params, new URLSearchParams(q));
  return {
    exact,
    params,
    values,
    selects,
    modes: modesOf(params),
    cmp: params.has('cmp') ? params.get('cmp').split(',').map((c) => OLD_CMP[c] ?? c) : DEFAULT_CMP,
    models: params.has('models') ? params.get('models').split(',') : [],
    scheme: params.get('scheme') === 'seed000' ? 'teufelsbauer2008' : params.get('scheme') || '',
    dt: params.get('dt') || '',
    t_end: params.get('t_end') || '',
    preset: known && shows(CASES[name]) ? name : shows(GLASS) ? 'glass' : '',
    refused: inputs.refused,
  };
}

/** The link of a page: `fields` shown as [key, text], the comparisons, the replay, `view`,
 * `preset`. */
export function writeLink({ fields, cmp, models, scheme, dt, t_end, view, preset }) {
  const p = new URLSearchParams();
  // A select at none (no code) is as good as absent.
  for (const [k, v] of fields) if (v !== '' || TEXT_KEYS.includes(k)) p.set(k, v);
  if (preset && preset !== 'glass') p.set('preset', preset);
  p.set('cmp', cmp.join(','));
  if (models.length) p.set('models', models.join(','));
  if (scheme) {
    p.set('scheme', scheme);
    p.set('dt', dt);
    if (t_end) p.set('t_end', t_end);
  }
  if (view !== 'contact') p.set('view', view);
  return p;
}

// ---------- the address bar ----------
/** The query of the last committed state (null before the first write). */
let committed = null;

/** The page into the address bar, with the views' own keys and the exercise's `es`; a
 * `commit` is a history entry of its own. */
export function write({ view, preset, es, commit }) {
  const p = writeLink({ fields: form.shownFields(), cmp: form.compared(), models: form.comparedModels(), ...form.replay(), view, preset });
  timestepURL(p);
  speedURL(p);
  writeHeldURL(p);
  if (es?.embed) p.set('embed', '1');
  if (es?.free) p.set('free', es.free.join(','));
  if (es?.lock.length) p.set('lock', es.lock.join(','));
  if (es?.question) p.set('q', es.question);
  if (es?.hide?.length) p.set('hide', es.hide.join(','));
  // What the link gave and the page refuses stays as the link gave it until it is settled.
  for (const i of refused) {
    for (const k of i.keys) p.delete(k);
    for (const [k, v] of i.pairs) p.append(k, v);
  }
  const search = p.toString() ? `?${p}` : '';
  if (search !== location.search) {
    // The first keystroke after a committed state (a select, a blur, a case) opens an entry,
    // further typing replaces it; the page's first write only tidies the address.
    const url = search || location.pathname;
    if (committed !== null && location.search === committed) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  if (commit || committed === null) committed = search;
}

/** Sets the form from a query; returns the case it shows and the view it names. */
export function read(search = location.search) {
  const st = readLink(search);
  refused = st.refused;
  form.setFromLink(st);
  readTimestepURL(st.params);
  readSpeedURL(st.params);
  readHeldURL(st.params);
  return { preset: st.preset, view: st.params.get('view') };
}

/** A committed history entry for `query` (a case, a file opened). */
export function push(query) {
  history.pushState(null, '', `?${query}`);
  committed = location.search;
}

/** Back or Forward: the entry shown is committed. */
export function popped() {
  committed = location.search;
}
