// "Your DEM code": the catalogue of settings, the words the form shows for one, the panel
// with the value to type and the snippet, and the table of every code. Presentation only:
// every number comes from dem-contact (`codes`, `codes_compare`, `solve` with `code`).
import { $, el } from './dom.js';
import { fmtNum, fmtSI, fmtUnit } from './format.js';

let catalogue = [];
/** The full module's `releases(id, wall)` (each release of a setting's code, its summary,
 * whether it changes the answer for a pair or for a wall) and `read_quantity(text)` (a value
 * as typed, in SI). */
const known = { releases: null, read: null };
const releaseLists = new Map();
/** Whether the form describes a wall (body 2 with neither mass nor density: a link's meaning). */
const wallNow = () => ($('m_mode').value === 'mass' ? !$('m2').value.trim() : !$('rho2').value.trim());
export function releasesOf(id, wall = wallNow()) {
  if (!known.releases) return [];
  const key = `${id}|${wall}`;
  if (!releaseLists.has(key)) releaseLists.set(key, known.releases(id, wall));
  return releaseLists.get(key);
}

/** Keeps the catalogue of code settings (the form fills its selector), the full module's
 * catalogue calls, and sets up the panel's Copy button. */
export function setupCodes(list, calls = {}) {
  catalogue = list;
  known.releases = calls.releases || null;
  known.read = calls.read || null;
  $('code-copy').addEventListener('click', async () => {
    const text = $('code-snippet').textContent;
    try {
      await navigator.clipboard.writeText(text);
      $('code-copy').textContent = 'Copied';
    } catch {
      const r = document.createRange();
      r.selectNodeContents($('code-snippet'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
      $('code-copy').textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => { $('code-copy').textContent = 'Copy'; }, 2000);
  });
}

/** The elastic–plastic settings (the full module's `plastic_codes`: id, code, title, model,
 * stiffness, switch, release, keys, source, status) in the catalogue's shape, after the elastic
 * ones: each takes a restitution (or e wanted WITH plasticity), its own keys as its extras. */
export function addPlastic(list) {
  const extra = catalogue.filter((s) => !s.plastic);
  catalogue = [...extra, ...list.map((p) => ({
    ...p,
    plastic: true,
    // The name in the code, shortened to fit the narrowest selector (MercuryDPM's species
    // without "ViscoelasticSpecies"; LIGGGHTS's model without its key), "plastic" where the
    // name does not say so (hysteresis does).
    short: ((t) => (/Plastic|hysteresis/.test(t) ? t : `${t} (plastic)`))(p.title.replace(/^model /, '').replace(/ \(.*\)$/, '').replace(/(Viscoelastic)?Species$/, '')),
    summary: `${p.title} (${p.code} ${p.release}), elastic–plastic`,
    takes: 'restitution',
    clipped: false,
    extra: p.keys,
    adhesive: [],
  }))];
  return catalogue;
}

/** The setting with id `id`, or null. */
export function settingOf(id) {
  return catalogue.find((s) => s.id === id) || null;
}

// The inputs in each code's own words (labels only; the keys stay the scenario's).
const WORDS = {
  LAMMPS: { E1: 'E (hertz/material), body 1', nu1: 'ν (hertz/material), body 1', e: "pair_coeff's e", k: 'k (pair_coeff hooke), force/distance' },
  LIGGGHTS: { E1: 'youngsModulus, body 1', nu1: 'poissonsRatio, body 1', E2: 'youngsModulus, body 2 (or the wall type)', nu2: 'poissonsRatio, body 2', e: 'coefficientRestitution' },
  EDEM: { E1: "Young's modulus of material 1 (EDEM asks for the shear modulus G = E/(2(1+ν)))", nu1: "Poisson's Ratio, material 1", E2: "Young's modulus of material 2 (EDEM: its shear modulus G)", nu2: "Poisson's Ratio, material 2", e: 'Coefficient of Restitution (interaction)' },
  PFC: { k: 'kn: the contact normal stiffness', E1: 'E (PFC takes hz_shear G = E/(2(1+ν)))', nu1: 'hz_poiss', e: 'restitution you want (PFC takes dp_nratio)', local_damping: 'damp: the balls\' local damping α' },
  Yade: { E1: 'young (FrictMat)', nu1: 'poisson (FrictMat)', e: 'en', tc: 'tc (ViscElMat)', local_damping: 'NewtonIntegrator damping (local damping α)' },
  MercuryDPM: { E1: 'E of body 1 (MercuryDPM takes the effective modulus E*)', e: 'restitutionCoefficient', tc: 'collisionTime (setCollisionTimeAndRestitutionCoefficient)' },
  Chrono: { E1: 'SetYoungModulus, body 1', nu1: 'SetPoissonRatio, body 1', E2: 'SetYoungModulus, body 2', nu2: 'SetPoissonRatio, body 2', e: 'SetRestitution', v_char: 'SetCharacteristicImpactVelocity / characteristic_vel' },
};
/** A setting whose words are not its code's: DEM-Engine, a program of its own, names its
 * material's fields in LoadMaterial({"E", "nu", "CoR"}) (its snippet). */
const SETTING_WORDS = {
  'chrono-deme': { E1: 'LoadMaterial "E", body 1', nu1: 'LoadMaterial "nu", body 1', E2: 'LoadMaterial "E", body 2 (or the wall\'s material)', nu2: 'LoadMaterial "nu", body 2', e: '"CoR" (LoadMaterial, or SetMaterialPropertyPair for a pair of materials)' },
};

/** The form's words for setting `s`: its inputs' labels in the code's own words, the hints of
 * its tension switch, characteristic speed and the setting itself. */
export function codeWords(s) {
  const labels = { ...(SETTING_WORDS[s.id] || WORDS[s.code] || {}) };
  // A spring constant k in the code's words only where the code takes one (hooke, kn).
  if (s.model !== 'linear') delete labels.k;
  if (s.takes === 'damping') labels.damping = `${s.typed_name}${s.typed_unit ? ` [${s.typed_unit}]` : ''}`;
  if (s.id === 'yade-hertz-mindlin') labels.damping = 'betan (critical damping ratio of the tangent stiffness)';
  // The e field holds the restitution wanted, never what to type: a code that takes e is
  // told the value to type in the results (LAMMPS tsuji: 0.72923 for 0.8); one whose only
  // dissipation is local damping takes that instead.
  // An elastic–plastic setting's e is typed as it is, or wanted WITH plasticity (its box).
  if (s.plastic && labels.e) labels.e = `${labels.e} as typed into ${s.code}, e`;
  else if (s.takes === 'restitution' && labels.e) labels.e = `Restitution you want, e (what to type as ${labels.e} is in the results)`;
  if (s.takes === 'local-damping') labels.e = `restitution you want (${s.code} takes ${s.typed_name})`;
  // The elastic–plastic settings' switch is on by default (LIGGGHTS luding, edinburgh).
  if (s.plastic) {
    return {
      labels,
      limitHint: s.switch ? `The code's switch: ${s.switch}, on by default in this model (the total force is clipped at 0 where the model says; the model's notes in the results say where).` : '',
      limitOption: `clipped (${s.switch || 'on'}, default)`,
      vCharHint: 'LIGGGHTS hooke/hysteresis forms k_n from characteristicVelocity and has no default: type your script\'s.',
      codeHint: `${s.code} ${s.release}: ${s.title}, elastic–plastic (the ${s.model} law as the code computes it from the values typed). ${s.status[0].toUpperCase()}${s.status.slice(1)}.`,
    };
  }
  return {
    labels,
    limitHint: s.switch
      ? `The code's switch: ${s.switch} (default off: the dashpot may pull).`
      : s.clipped ? 'This code always clips tension: the contact ends when the force returns to zero.' : 'This code never clips tension.',
    limitOption: s.switch ? `clipped (${s.switch})` : 'clipped',
    vCharHint: s.code === 'LIGGGHTS'
      ? 'LIGGGHTS has no default characteristicVelocity: empty uses the impact speed v₀.'
      : 'Empty: Chrono\'s default, 1 m/s.',
    codeHint: `${s.code}: ${s.title}. ${s.summary}. Force law: ${s.model} model. ${s.status[0].toUpperCase()}${s.status.slice(1)}.`,
  };
}

/** Whether a field applies with code `s` chosen (null: no code). */
export function codeApplies(field, s) {
  const extra = field.dataset.codeExtra;
  if (extra) {
    if (!s) return false;
    if (extra === 'limit') return Boolean(s.switch);
    // The release is asked for where it changes the answer (LAMMPS, Yade).
    if (extra === 'version') return releasesOf(s.id).some((r) => r.changes);
    return s.extra.includes(extra);
  }
  if (!s) return true;
  const key = field.dataset.key;
  // Local damping where the code has it (PFC's damp, Yade's NewtonIntegrator).
  if (key === 'local_damping') return s.extra.includes('local_damping');
  // The code decides the model, its exponents, the end of contact and the mass rule.
  if (['model', 'formula', 'w', 'p', 'transition_force', 'end', 'mass_rule', 'linear_k'].includes(key)) return false;
  // A code that forms its spring from a contact time takes no stiffness or material.
  if (s.stiffness === 'contact-time' && ['k', 'k1', 'k2', 'E1', 'nu1', 'E2', 'nu2'].includes(key)) return false;
  return true;
}

/** The exponent of the spring a setting takes `k` for: 1 (N/m) for a linear spring —
 * LAMMPS hooke with viscoelastic damping maps onto the power law with w = 1, p = ½
 * (codes/solve.rs, Rule::HookeViscoelastic); the hysteretic spring of LIGGGHTS luding and
 * MercuryDPM's plastic species is linear too — else Hertz's 3/2 (N/m^1.5). */
export const codeSpring = (s) => (['linear', 'power-law', 'hysteretic'].includes(s.model) ? 1 : 1.5);

/** The stiffness modes a code takes: the values of #k_mode allowed. */
export function codeStiffnessModes(s) {
  if (s.plastic) return [s.stiffness];
  return {
    k: ['series', 'k'],
    'k-or-material': ['k', 'material'],
    material: ['material'],
    'contact-time': [],
  }[s.stiffness];
}

/** The panel: what to type and what it gives, the comparison (typing e itself, or the
 * documented constant), the release, what the real code measured, the snippet with the
 * timestep line (`codeLine`, from the timestep with this code's own check), the source. */
export function renderCode(sol, codeLine, base = {}) {
  const box = $('code-box');
  const c = sol.code;
  if (!c) { box.hidden = true; return; }
  box.hidden = false;
  $('code-title').textContent = `${c.code}: ${c.name}`;
  const where = `${c.code}${c.limit && c.end === 'force' ? ' (tension clipped)' : ''}`;
  const typed = `${c.typed.name} = ${fmtNum(c.typed.value, 5)}${unitOf(c.typed)}`;
  const tc = (t) => (t == null ? 'never separates' : fmtSI(t, 's'));
  const local = localBeside(c);
  if (c.requested != null && c.to_type) {
    const toType = `${c.to_type.name} = ${fmtNum(c.to_type.value, 5)}${unitOf(c.to_type)}`;
    // With local damping too, the dashpot is set as without it and both act (the library's
    // answer); the line below says what to type for e with both.
    $('code-answer').textContent = local
      ? `With ${toType} (the value to type for e = ${fmtNum(c.requested, 5)} without local damping) and local damping α = ${fmtNum(local.alpha, 4)}, ${where} achieves e = ${fmtNum(sol.restitution, 5)}, t_c = ${tc(sol.contact_time)}.`
      : `Type ${toType} into ${where}: it achieves e = ${fmtNum(sol.restitution, 5)}, t_c = ${tc(sol.contact_time)}.`;
    // The comparison: what typing e itself (or the code's documented constant) gives.
    const what = c.typed.name === 'e' || c.typed.value === c.requested ? `e itself, ${typed}` : typed;
    $('code-achieved').textContent = Math.abs(c.to_type.value - c.typed.value) > 1e-9 * Math.abs(c.typed.value)
      ? `If you type ${what}: e = ${fmtNum(c.typed.restitution, 5)}, t_c = ${tc(c.typed.contact_time)} (${pct(c.typed.restitution / c.requested - 1)} from the e asked for).`
      : c.typed.name === 'e' || c.typed.value === c.requested
        ? `Typing e itself gives it: ${c.code} reaches e exactly with this input.`
        : `The documented relation gives the same value: typing ${typed} reaches e exactly in ${c.code}.`;
  } else if (c.requested != null) {
    $('code-answer').textContent = `No value of ${c.typed.name} makes ${where} reach e = ${fmtNum(c.requested, 5)}: the results are for ${typed} as typed, e = ${fmtNum(sol.restitution, 5)}, t_c = ${tc(sol.contact_time)}.`;
    $('code-achieved').textContent = '';
  } else {
    $('code-answer').textContent = `With ${typed}, ${where} achieves e = ${fmtNum(sol.restitution, 5)}, t_c = ${tc(sol.contact_time)}.`;
    $('code-achieved').textContent = '';
  }
  showLocal(c);
  const s = settingOf(c.id);
  if (s?.plastic) plasticPanel(sol, s);
  else $('code-how').textContent = `Contact ends when ${c.end === 'force' ? 'the force returns to zero (tension clipped)' : 'the overlap returns to zero (tension allowed)'}; effective mass: ${c.mass_rule}.${c.speed_dependent ? ' The restitution depends on the impact speed.' : ''}`;
  $('code-release').textContent = `For ${c.code} ${c.release.name}: ${c.release.known}${c.release.source ? `; this release's behaviour: ${c.release.source}` : ''}. ${c.summary}.`;
  // The setting's hint with the summary of these inputs (MercuryDPM's species at a wall).
  if (s) $('code-hint').textContent = codeWords({ ...s, summary: c.summary }).codeHint;
  $('code-snippet').textContent = codeLine ? `${c.snippet}\n${codeLine}` : c.snippet;
  // The first note repeats the answer above in words for the CLI.
  $('code-notes').replaceChildren(...c.notes.filter((n) => !/^(Type |No value of )/.test(n)).map((n) => el('li', n)));
  $('code-source').textContent = c.source;
  $('code-status').textContent = c.status;
  if (s?.plastic) {
    $('code-checked').dataset.key = '';
    $('code-checked').textContent = `Not run for this case here; this setting's runs with ${c.code} ${c.release.name} (other cases) are in docs/plastic-codes.md and validation/recorded_plastic.json.`;
  } else showChecked($('code-checked'), c, base);
}

/** An elastic–plastic setting's lines: what the plasticity alone gives (the solution's
 * `plastic`), where the contact ends and whether the code clips the force. */
function plasticPanel(sol, s) {
  const c = sol.code;
  const p = sol.plastic;
  if (p && c.requested != null && c.to_type) {
    $('code-achieved').textContent = `From the plasticity alone (no dashpot) ${c.code} gives e = ${fmtNum(p.restitution_without_damping, 5)} here; the dashpot set by ${c.to_type.name} takes the rest. The notes say the plasticity that gives e = ${fmtNum(c.requested, 5)} with no dashpot, where there is one.`;
  }
  const clip = c.limit && s.switch ? `; ${s.switch} clips the total force at 0 where the notes say` : '; the force is never clipped';
  $('code-how').textContent = `Contact ends when the overlap returns to zero${clip}; effective mass: ${c.mass_rule}.${c.speed_dependent ? ' The restitution depends on the impact speed.' : ''}`;
}

/** `code.local` where local damping acts beside a dashpot (not where it is the code's input
 * itself: Yade Cundall–Strack). */
export const localBeside = (c) => (c.local && settingOf(c.id)?.takes !== 'local-damping' ? c.local : null);

/** Local damping beside the dashpot (`code.local`): the value to type includes it; each alone,
 * and what the dashpot-alone value would really give with it. */
function showLocal(c) {
  const l = localBeside(c);
  $('code-local').hidden = !l;
  if (!l) return;
  const a = fmtNum(l.alpha, 4);
  const alone = l.dashpot_alone
    ? ` The dashpot alone would need ${l.dashpot_alone.name} = ${fmtNum(l.dashpot_alone.value, 5)}${unitOf(l.dashpot_alone)}, which with α = ${a} gives e = ${fmtNum(l.dashpot_alone_gives, 5)}.`
    : '';
  const head = l.to_type_with_local
    ? `With local damping α = ${a} as well: the value to type above includes it (both together give e = ${fmtNum(l.together, 5)}). Alone, local damping gives e = ${fmtNum(l.alone, 5)}.`
    : `Local damping α = ${a} alone already takes e to ${fmtNum(l.alone, 5)}, below ${fmtNum(c.requested, 5)}: no value of ${c.typed.name} reaches it beside it (at its elastic end the contact gives ${fmtNum(l.alone, 5)}).`;
  $('code-local').textContent = `${head}${alone} Or no dashpot and α = ${fmtNum(l.alpha_alone_for_e, 5)} alone.`;
}

const unitOf = (n) => (n.unit ? ` ${fmtUnit(n.unit)}` : '');
const pct = (x) => `${x >= 0 ? '+' : '−'}${fmtNum(Math.abs(100 * x), 3)} %`;

// ---------- what the codes themselves measured (web/checked.json, on demand) ----------
let checked = null;
/** The runs of the real codes (`scripts/validate.sh --check` writes web/checked.json), once. */
export const loadChecked = () => (checked ??= fetch(new URL('./checked.json', import.meta.url))
  .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
  .catch(() => null));
const CLOSED = ['PFC', 'EDEM'];

/** What the code itself measured for the answer `c` (a solution's `code`) at the scenario
 * `here`, in words: the runs of this very case (web/checked.json), else how many runs of other
 * cases there are and whether they agree — never another case's numbers as if they were this
 * one's (a run of another case had been shown as this one's check). */
export function checkedText(data, c, here) {
  if (!data) return 'not loaded (web/checked.json)';
  const runs = (data[c.id] || []).filter((x) => x.q === 'e');
  // The release's line above says how it is known (its source read, its documentation).
  if (!runs.length) return CLOSED.includes(c.code) ? 'not run here (closed source: from the documentation).' : 'not run here with this setting.';
  const r = { id: c.id, code: c.code, typed: c.typed.value, to_type: c.to_type?.value ?? null };
  const mine = runs.filter((x) => isCaseAtHand(x, r, c.release, { ...here, e: c.requested ?? here.e }));
  const all = (xs) => xs.every((x) => x.verdict === 'agree');
  if (!mine.length) {
    const where = [...new Set(runs.map((x) => x.case.split('/').slice(2).join(', ')))].slice(0, 3).join('; ');
    return `not run for this case: ${runs.length} runs of other cases (${where}${runs.length > 3 ? '; …' : ''}), ${all(runs) ? 'all within the code\'s own integration error' : 'some disagree: docs/validation.md'}.`;
  }
  const own = mine.filter((x) => x.release === c.release.name);
  const worst = (own.length ? own : mine).reduce((a, x) => (Math.abs(x.measured - x.ours) > Math.abs(a.measured - a.ours) ? x : a));
  const how = worst.target ? ', typing the value to type' : '';
  const same = worst.release !== c.release.name ? `, which answers as ${c.release.name} here` : '';
  const more = mine.length > 1 ? `; ${mine.length} runs of this case, ${all(mine) ? 'all within the code\'s own integration error' : 'some disagree: docs/validation.md'}` : '';
  return `run with ${worst.code} ${worst.release}${same} for this case: e = ${worst.measured.toFixed(5)} measured${how}, ${worst.ours.toFixed(5)} here${more}.`;
}

/** Writes what the code itself measured for the panel's answer `c` into `elt` once
 * web/checked.json has come. */
function showChecked(elt, c, here) {
  const key = `${c.id}@${c.release.name}|${JSON.stringify(here)}|${c.typed.value}|${c.to_type?.value}`;
  elt.dataset.key = key;
  if (!checked) elt.textContent = '';
  loadChecked().then((data) => {
    if (elt.dataset.key !== key) return;
    const t = checkedText(data, c, here);
    elt.textContent = `${t[0].toUpperCase()}${t.slice(1)}`;
  });
}

/** The table of every code at the pair `pair` (the scenario the table was computed for) and
 * target e, the `chosen` setting marked. */
export function renderCodesTable(rows, e, chosen, pair = {}) {
  const tb = $('codes-table').querySelector('tbody');
  tb.replaceChildren();
  $('codes-details').querySelector('summary').textContent = `Every DEM code at this pair, for e = ${fmtNum(e, 5)}`;
  const labels = [...$('codes-table').querySelectorAll('thead th')].map((th) => th.textContent);
  for (const r of rows) {
    const tr = el('tr', '', { className: r.id === chosen ? 'governs' : '' });
    tr.dataset.id = r.id;
    tr.append(el('th', r.code, { scope: 'row' }), el('td', r.name));
    if (r.error) {
      tr.append(el('td', r.error, { colSpan: 5, className: 'muted' }));
    } else {
      const off = Math.abs(r.achieved - e) > 5e-5 * e;
      const typed = (v) => `${r.typed_name} = ${fmtNum(v, 5)}${r.typed_unit ? ` ${fmtUnit(r.typed_unit)}` : ''}`;
      tr.append(
        el('td', typed(r.typed)),
        el('td', `${fmtNum(r.achieved, 5)}${r.speed_dependent ? ' at this v₀ (falls with the speed)' : ''}`, { className: off ? 'off' : '' }),
        el('td', r.to_type == null ? 'no value reaches it' : off ? typed(r.to_type) : '(as typed)'),
        el('td', r.end === 'force' ? 'clipped' : 'allowed'),
        el('td', r.contact_time == null ? '—' : fmtSI(r.contact_time, 's')),
      );
    }
    const check = el('td', '', { className: 'checked' });
    tr.append(check);
    // Each cell names its column (a narrow column shows the rows as cards).
    [...tr.children].forEach((c, i) => { if (i > 1 && c.colSpan === 1) c.dataset.label = labels[i]; });
    const rel = defaultRelease(r.id);
    if (rel) showCaseChecked(check, r, rel, { ...pair, e });
    tb.append(tr);
  }
}

/** The release a setting's answers are for when none is chosen: `{name, known}`. */
function defaultRelease(id) {
  try {
    return releasesOf(id).find((r) => r.default) || null;
  } catch {
    return null;
  }
}

// ---------- the runs of the case at hand (the table's last column) ----------
/** Keys that do not tell one case from another in the table: what the code decides (its
 * model, exponents, end of contact, mass rule) and the dissipation, compared apart. */
/** Keys whose absence means 0 (dem-contact's scenario keys: no acceleration, no tangential
 * speed or spin, no local damping). */
const ZERO = ['g', 'vt', 'omega1', 'omega2', 'local_damping'];
const NOT_CASE = new Set(['code', 'version', 'e', 'damping', 'local_damping', 'model', 'formula', 'w', 'p', 'transition_force', 'end', 'mass_rule', 'exponent']);

/** A key's value as the library reads it: a number in SI (units read by the library), a
 * switch as true/false (absent: off), else the text; null when it cannot be read. */
function valueOf(key, v) {
  if (key === 'limit') return v === true || v === 'true';
  if (v === undefined || v === null || v === '') return ZERO.includes(key) ? 0 : undefined;
  if (typeof v === 'number') return v;
  const n = Number(v);
  if (Number.isFinite(n)) return n;
  try {
    return known.read ? known.read(String(v)).value : null;
  } catch {
    return null;
  }
}
const same = (a, b) => (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b)) : a === b && a !== null);

/** Whether the run `run` of row `r`'s setting is the case at hand: its release answers as
 * the row's (`rel`) for this geometry, it has the same bodies, material, speed and switches
 * as `here` (the table's scenario with the target `e`), and it typed what the row types — e
 * itself or the code's constant for it, or the value to type for this e. */
function isCaseAtHand(run, r, rel, here) {
  // The same release, or two that both answer as the default one here.
  const asDefault = (name) => releasesOf(r.id).find((x) => x.name === name)?.changes === false;
  if (run.release !== rel.name && !(asDefault(run.release) && asDefault(rel.name))) return false;
  const sc = run.scenario;
  if (!sc) return false;
  const keys = new Set([...Object.keys(sc), ...Object.keys(here)].filter((k) => !NOT_CASE.has(k)));
  for (const k of keys) if (!same(valueOf(k, sc[k]), valueOf(k, here[k]))) return false;
  const s = settingOf(r.id);
  const typedKey = s?.takes === 'local-damping' ? 'local_damping' : s?.takes === 'damping' ? 'damping' : 'e';
  // Local damping beside a dashpot is part of the case.
  if (typedKey !== 'local_damping' && !same(valueOf('local_damping', sc.local_damping), valueOf('local_damping', here.local_damping))) return false;
  if (run.target) return same(run.target.e, valueOf('e', here.e)) && r.to_type != null && Math.abs(r.to_type - run.target.typed) <= 1e-6 * Math.abs(run.target.typed);
  return same(valueOf(typedKey, sc[typedKey]), r.typed);
}

/** The last column of the table for row `r` in words: the runs of the real code for exactly
 * this case (release, pair, speed, the value typed), else why there is none. */
export function caseCheckedText(data, r, rel, here) {
  if (!data) return 'not loaded (web/checked.json)';
  const runs = (data[r.id] || []).filter((x) => x.q === 'e');
  if (!runs.length) {
    if (CLOSED.includes(r.code)) return 'Not run (closed source: from the documentation)';
    return /^run here/.test(rel.known) ? 'Not run with this setting' : `Not run (${r.code} ${rel.name}: ${rel.known})`;
  }
  const all = (xs) => (xs.every((x) => x.verdict === 'agree') ? 'all agree' : 'some disagree: docs/validation.md');
  const mine = runs.filter((x) => isCaseAtHand(x, r, rel, here));
  if (!mine.length) {
    const asDefault = (name) => releasesOf(r.id).find((y) => y.name === name)?.changes === false;
    const ran = runs.some((x) => x.release === rel.name || (asDefault(x.release) && asDefault(rel.name)));
    return ran ? `Not run for this case (${runs.length} runs of other cases, ${all(runs)})`
      : `Not run in ${rel.name}, ${rel.known.split(' (')[0]} (${runs.length} runs of other releases, ${all(runs)})`;
  }
  // Per input typed (as the row types it; the value to type): a run of the answer's own
  // release first, else one whose release answers the same here; of those the farthest
  // from the calculator.
  const pick = (xs) => {
    const own = xs.filter((x) => x.release === rel.name);
    return (own.length ? own : xs).reduce((a, x) => (Math.abs(x.measured - x.ours) > Math.abs(a.measured - a.ours) ? x : a));
  };
  const shown = [mine.filter((x) => !x.target), mine.filter((x) => x.target)].filter((xs) => xs.length).map(pick);
  const what = shown.map((x) => `e = ${x.measured.toFixed(5)}${x.target ? ' typing the value to type' : ''}`).join(', ');
  const first = shown[0];
  const other = first.release !== rel.name ? ` (as ${rel.name} here)` : '';
  const more = mine.length > 1 ? ` (${mine.length} runs, ${all(mine)})` : mine.some((x) => x.verdict !== 'agree') ? ' (disagrees: docs/validation.md)' : '';
  return `${first.code} ${first.release} measured ${what}${other}${more}`;
}

/** Writes the runs of the case at hand into `elt` once web/checked.json has come. */
function showCaseChecked(elt, r, rel, here) {
  const key = `${r.id}@${rel.name}|${JSON.stringify(here)}|${r.typed}|${r.to_type}`;
  elt.dataset.key = key;
  if (!checked) elt.textContent = '';
  loadChecked().then((data) => {
    if (elt.dataset.key === key) elt.textContent = caseCheckedText(data, r, rel, here);
  });
}
