// State and URL: what a link means and what the page writes into one. Plain data, no DOM:
// the form reads a `LinkState` into its controls and hands back the fields it shows.
//
// One meaning per key, as in a JSON file and the CLI (`dem-contact solve`): a link that names
// any input key (m1, k, v0, E1, … — even cleared, `m2=`) means exactly the keys it carries;
// an absent key is "not given" (m2 absent: a wall; E2 absent: a rigid body 2; r2 absent: a
// flat wall; g absent: 0). A link that names no input key (a bare address, or only choices
// such as `?code=yade-viscel` or `?model=tsuji&view=timestep`) opens the page's default
// case, the glass beads, with those choices. The page writes every field it shows, cleared
// ones as `key=`, and every choice, so that a link it wrote reopens the same state.

/** The scenario's input keys that the form has a text field for. */
export const TEXT_KEYS = ['m1', 'm2', 'rho1', 'rho2', 'r1', 'r2', 'k1', 'k2', 'k', 'E1', 'nu1', 'E2', 'nu2', 'v0', 'h0', 'e', 'damping', 'w', 'p', 'g', 'transition_force', 'tc', 'v_char'];
/** The scenario's choices that the form has a selector for. */
export const SELECT_KEYS = ['model', 'mass_rule', 'end', 'formula', 'linear_k', 'code', 'limit'];
/** Page keys of the Contact view that are not scenario keys (the scheme replay). */
export const PAGE_KEYS = ['scheme', 'dt', 't_end'];
/** The choices as the library takes them when not given (`Scenario::default`). */
const LIB_DEFAULTS = { model: 'linear', mass_rule: 'reduced', end: 'overlap', formula: 'exact', linear_k: 'equal-overlap', code: '', limit: '' };

// The page a visitor first sees: two glass beads (r = 1 mm, ρ = 2500 kg/m³, E = 63 GPa,
// ν = 0.2) colliding at 1 m/s with e = 0.8, Hertz with Tsuji's damping — the common DEM
// question. The values of the other fields are what a field shows when its mode is switched
// on (a link's own keys aside).
export const DEFAULTS = {
  model: 'tsuji', mass_rule: 'reduced', end: 'overlap', formula: 'exact', linear_k: 'equal-overlap',
  m1: '1.0472e-5', m2: '1.0472e-5', rho1: '2500', rho2: '2500', r1: '1e-3', r2: '1e-3',
  k1: '2.3e6', k2: '2.3e6', k: '9.783e8', E1: '63e9', nu1: '0.2', E2: '63e9', nu2: '0.2',
  v0: '1', h0: '0.05', e: '0.8', damping: '0.16', w: '1.5', p: '0.5', g: '0', transition_force: '1e5',
  code: '', limit: '', tc: '', v_char: '',
};
/** The default case's modes: densities, the material, e, v₀. */
export const MODES = { m_mode: 'density', k_mode: 'material', d_mode: 'e', v_mode: 'v0' };
export const DEFAULT_CMP = ['code_exact'];

/** The glass beads as a link means them: every key they show. */
const GLASS = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8&g=0';
// The papers' cases, as links (each complete: its keys mean exactly what they say).
const CASE1 = 'model=linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=2&damping=0.5&cmp=mass_rule';
const SCHEME = '&scheme=teufelsbauer2008&dt=0.001&t_end=0.12';
export const PRESETS = {
  glass: GLASS,
  // Teufelsbauer, Hübl & Wu 2008, cases 1 and 2: two 5 kg balls, k1 = k2 = 1e4 N/m,
  // v0 = 2 m/s, α = 0.5 (2), with both mass rules as in its Figures 3–6.
  'teufelsbauer-1': CASE1,
  'teufelsbauer-2': CASE1.replace('damping=0.5', 'damping=2'),
  // Its Figs. 3–8: the closed forms with both mass rules and its §4 scheme (dt = 1e-3,
  // t_end = 0.12) with both.
  'teufelsbauer-1-scheme': CASE1 + SCHEME,
  'teufelsbauer-2-scheme': CASE1.replace('damping=0.5', 'damping=2') + SCHEME,
  'teufelsbauer-3-scheme': `model=linear&m1=5&m2=15&k1=1e5&k2=1e6&v0=2&damping=0.4&g=9.81&cmp=mass_rule${SCHEME}`,
  // Hu et al. 2011, Table I: a ball on a wall, three models at e = 0.9.
  'hu-table1': 'model=hunt-crossley&formula=hu-fit&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&models=linear,tsuji',
  // An 2006: disk r = 0.25 m, ρ = 2600 kg/m³, unit thickness (m = ρπr² = 510.5 kg); ball
  // kn 3.2e10 and wall kn 6.4e10 in series; dropped from 5.001 m under g = 9.8; b = 10.
  'an-inelastic': 'model=power-function&m1=510.5&m2=&k1=3.2e10&k2=6.4e10&h0=5.001&g=9.8&transition_force=1.28e5&damping=10',
  'an-elastic': 'model=power-function&m1=510.5&m2=&k1=3.2e10&k2=6.4e10&h0=5.001&g=9.8&transition_force=1.28e8&damping=10',
};
// The preset names of the first version, for the links made with them.
const OLD_PRESETS = {
  'seed000-1': 'teufelsbauer-1', 'seed000-2': 'teufelsbauer-2', 'seed000-1-scheme': 'teufelsbauer-1-scheme',
  'seed000-2-scheme': 'teufelsbauer-2-scheme', 'seed000-3-scheme': 'teufelsbauer-3-scheme',
  'seed001-table1': 'hu-table1', 'seed004-inelastic': 'an-inelastic', 'seed004-elastic': 'an-elastic',
};
/** The keys that make up a case (compared to tell whether a link shows one). */
const CASE_KEYS = [...TEXT_KEYS, ...SELECT_KEYS, 'cmp', 'models', ...PAGE_KEYS];

/** What a key of `p` means: its value, or what its absence means. */
function meaning(p, k) {
  if (p.has(k)) return p.get(k);
  if (k === 'cmp') return DEFAULT_CMP.join(',');
  return LIB_DEFAULTS[k] ?? '';
}
/** Whether the link `p` shows the case `q` (both complete links). */
const isCase = (p, q) => CASE_KEYS.every((k) => meaning(p, k) === meaning(q, k));
/** Whether a link names any input key. */
const namesInputs = (p) => TEXT_KEYS.some((k) => p.has(k));

/** The modes a complete link implies: the group of each key it carries (masses or densities;
 * k₁k₂, k or the material; e or the damping constant; v₀ or h₀). A group with none of its
 * keys takes the one the library names when asking for it (m1, k, e, v0). */
function modesOf(p) {
  const has = (...ks) => ks.some((k) => p.has(k));
  return {
    m_mode: has('m1', 'm2') || !has('rho1', 'rho2') ? 'mass' : 'density',
    k_mode: has('k1', 'k2') ? 'series' : has('k') || !has('E1', 'nu1', 'E2', 'nu2') ? 'k' : 'material',
    d_mode: has('damping') && !has('e') ? 'damping' : 'e',
    v_mode: has('h0') && !has('v0') ? 'h0' : 'v0',
  };
}

/**
 * What the query `search` means. Returns `{exact, params, values, selects, modes, cmp,
 * models, scheme, dt, t_end, preset}`: `values` holds every text key the link gives (with a
 * link that names no input, the default case's); with `exact`, a field the form shows whose
 * key is absent is empty, otherwise it shows `DEFAULTS`. `params` are the link's keys over
 * the case it names (for the views' own keys). `preset` names the case the link shows.
 */
export function readLink(search) {
  const link = new URLSearchParams(search);
  const asked = link.get('preset');
  const name = Object.hasOwn(OLD_PRESETS, asked) ? OLD_PRESETS[asked] : asked;
  const known = Boolean(name) && Object.hasOwn(PRESETS, name);
  const exact = known || namesInputs(link);
  // A case: its link with the link's own keys over it (the first of a repeated key counts).
  const params = new URLSearchParams(known ? PRESETS[name] : exact ? '' : GLASS);
  for (const k of new Set(link.keys())) if (k !== 'preset') params.set(k, link.get(k));
  const values = {};
  for (const k of TEXT_KEYS) if (params.has(k)) values[k] = params.get(k);
  const selects = {};
  for (const k of SELECT_KEYS) selects[k] = params.has(k) ? params.get(k) : exact ? LIB_DEFAULTS[k] : DEFAULTS[k];
  const shows = (q) => isCase(params, new URLSearchParams(q));
  return {
    exact,
    params,
    values,
    selects,
    modes: modesOf(params),
    cmp: params.has('cmp') ? params.get('cmp').split(',') : DEFAULT_CMP,
    models: params.has('models') ? params.get('models').split(',') : [],
    scheme: params.get('scheme') === 'seed000' ? 'teufelsbauer2008' : params.get('scheme') || '',
    dt: params.get('dt') || '',
    t_end: params.get('t_end') || '',
    preset: known && shows(PRESETS[name]) ? name : shows(GLASS) ? 'glass' : '',
  };
}

/**
 * The link of a page state: `fields`, every field the form shows as [key, text] (cleared ones
 * empty); `choices` {model, mass_rule, end, code} as the form has them (a code decides the
 * other three); `cmp`, `models`; `scheme` with `dt`, `t_end`; `view`; `preset`.
 */
export function writeLink({ fields, cmp, models, scheme, dt, t_end, view, preset }) {
  const p = new URLSearchParams();
  // A select left at none (no code, no tension switch) is as good as absent.
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
