// The form's fields for the DEM code chosen (loaded with the full module, so not in the first
// view): the code selector, the stiffness and dissipation modes the code takes, its hints and
// its words for the inputs (web/form.js asks through `showForCode`), the release asked
// for where it changes the answer, tc filled in from the pair's contact time, the spring in
// the code's unit, Yade's default local damping — each saying where its value comes from.
// Presentation only: the values come from dem-contact (`pair_contact_time`, `solve`,
// `scenario_for_model`, `releases`).
import { $ } from './dom.js';
import { fmtUnit } from './format.js';
import { baseScenario, filled, keepOption, linkExact, offer } from './form.js';
import { codeSpring, codeStiffnessModes, codeWords, releasesOf } from './codes.js';

/** The code selector filled from the catalogue `list`, a group per code. */
export function fillSelector(list) {
  for (const s of list) {
    let group = [...$('code').querySelectorAll('optgroup')].find((g) => g.label === s.code);
    if (!group) {
      group = Object.assign(document.createElement('optgroup'), { label: s.code });
      $('code').append(group);
    }
    group.append(new Option(`${s.code} ${s.short}`, s.id));
  }
}

/** The stiffness modes in words, for a disabled one's reason. */
const MODE_WORDS = { series: 'k₁ and k₂ in series', k: 'a contact stiffness k', material: 'the material' };

/** The form for the code chosen (web/form.js's `showFields`): the stiffness and dissipation it
 * takes, its own fields, its hints; returns the inputs' labels in its words. */
export function showForCode(code) {
  const modes = codeStiffnessModes(code);
  for (const o of $('k_mode').options) offer(o, modes.includes(o.value) ? '' : `Not taken by ${code.code} ${code.short}: it takes ${modes.map((m) => MODE_WORDS[m]).join(' or ') || 'a contact time'}.`);
  $('k_mode').closest('fieldset').hidden = modes.length === 0;
  if (modes.length && !modes.includes($('k_mode').value)) $('k_mode').value = modes[0];
  const damping = code.takes === 'damping' || code.id === 'yade-hertz-mindlin';
  const own = $('d_mode').querySelector('option[value=damping]');
  own.dataset.text = damping ? `its own constant, ${code.id === 'yade-hertz-mindlin' ? 'betan' : code.typed_name}` : 'its own constant';
  offer(own, damping ? '' : `${code.code} ${code.short} takes e itself: it has no damping constant of its own.`, 'takes e');
  if (!damping) $('d_mode').value = 'e';
  showCodeFields(code);
  $('k-unit').textContent = fmtUnit(codeSpring(code) === 1 ? 'N/m' : 'N/m^1.5');
  const w = codeWords(code);
  $('limit-hint').textContent = w.limitHint;
  showLimit(code, w);
  $('v_char-hint').textContent = w.vCharHint;
  $('code-hint').textContent = w.codeHint;
  return w.labels;
}

/** The tension switch: an elastic–plastic setting's is on by default (its default is
 * "clipped", "allowed" turns it off); the others' is off by default. */
function showLimit(code, w) {
  const sel = $('limit');
  const plain = sel.querySelector('option[value=""]');
  plain.dataset.text ??= plain.textContent;
  const on = Boolean(code.plastic && code.switch);
  // "allowed" (index.html, hidden: a link's limit=false is read before this module comes)
  // is offered only for a setting whose switch is on by default; hidden, not disabled,
  // elsewhere (a disabled option would read as one refused without a reason).
  const off = sel.querySelector('option[value=false]');
  plain.textContent = on ? `clipped (${code.switch} on, default)` : plain.dataset.text;
  off.textContent = on ? `allowed (${code.switch} off)` : 'allowed';
  off.hidden = !on;
  const clip = sel.querySelector('option[value=true]');
  clip.textContent = w.limitOption;
  clip.hidden = on;
  if (!on && sel.value === 'false') sel.value = '';
}

/** Values this module filled in (told apart from the user's own), what the spring was
 * derived from, the full module's calls, the release list shown. */
const filledIn = { tc: '', local: '', k: '', kFrom: null, calls: null, releases: [] };
/** A link read: what it holds is the user's. */
export function linkRead() {
  filledIn.tc = '';
  filledIn.local = '';
  filledIn.k = '';
  filledIn.kFrom = null;
}

/** The stiffness keys of a pair's description. */
const STIFFNESS = ['E1', 'nu1', 'E2', 'nu2', 'k', 'k1', 'k2'];
/** What the pair's stiffness was described by before the chosen code took its own form of it
 * (hidden now): the material or spring a tc or k filled in here follows, while it is ours (the
 * user has not typed their own); `{model, keys}`, or null when the code's own input, as typed,
 * is the description. For the table of every code (web/contact-full.js). */
export function describedBy() {
  const pick = (from) => Object.fromEntries(STIFFNESS.filter((k) => from[k] !== undefined && from[k] !== '').map((k) => [k, from[k]]));
  if (filledIn.tc && filled('tc') === filledIn.tc) {
    const pair = baseScenario(true);
    return { model: pair.model, keys: pick(pair) };
  }
  if (filledIn.k && filledIn.kFrom && filled('k') === filledIn.k) return { model: filledIn.kFrom.model, keys: pick(filledIn.kFrom) };
  return null;
}

/** The fields this module derives from the others (an edit of one of them makes it the user's). */
const DERIVED = ['tc', 'k', 'local_damping', 'code', 'version'];
/** After an edit of any other input (`id`): each value this module filled in that the user has
 * not changed since is derived again from the inputs as they are now, so that the order of
 * editing does not matter (MercuryDPM chosen first, then the pair edited, had kept
 * the default pair's collisionTime, and the snippet's timestep and ξ_max with it). */
export function followInputs(code, calls, id) {
  if (!code || DERIVED.includes(id)) return;
  if (id === 'liquid_bridge') fillLocal(code);
  const pair = baseScenario(true);
  const e = Number(pair.e);
  try {
    if (code.stiffness === 'contact-time' && filledIn.tc && filled('tc') === filledIn.tc) fillTc(pair, e, calls);
    if (filledIn.k && filledIn.kFrom && filled('k') === filledIn.k) {
      const given = { ...pair };
      for (const key of ['k', 'k1', 'k2']) delete given[key];
      fillK({ ...given, ...filledIn.kFrom }, e, calls);
    }
  } catch { /* the pair is not complete: its fields say what is missing */ }
}

/** The code's own fields and their hints (null: no code — the plain hints). */
export function showCodeFields(code) {
  if (code) {
    showReleases(code);
    showTcHint(code);
  }
  showLocalHint(code);
  offerBridgeLaws(code);
}

/** A code chosen in the selector (`code`, its setting; `calls`: the full module's
 * `pair_contact_time`, `solve`, and `scenario_for_model`): the pair described as the code
 * takes it — a contact time for the codes that take one (this pair's, said under the field),
 * a spring in the code's own unit (the library's equivalent of the pair: the LAMMPS hooke
 * table and panel then agree, 6.736 µs; the panel had used the rounded default k₁, k₂), the
 * model selector following the code. */
export function fillForCode(code, calls) {
  filledIn.calls = calls;
  const pair = baseScenario(true);
  const e = Number(pair.e);
  const target = codeSpring(code) === 1 ? 'linear' : 'hertz';
  // An elastic–plastic pair is described by its loading branch: EEPA's k₁δ^(3/2) from the
  // material and Thornton's below the yield are Hertz's, the hysteretic spring's k is linear
  // (the conversion of the law itself had taken EEPA's k₁ [N/m^1.5] as a k [N/m]).
  const loading = { eepa: Number(pair.w || 1.5) === 1.5 ? 'hertz' : '', thornton: 'hertz', hysteretic: 'linear' }[pair.model];
  if (loading) pair.model = loading;
  try {
    if (code.stiffness === 'contact-time') {
      if (!filled('tc') || filled('tc') === filledIn.tc) fillTc(pair, e, calls);
    } else if (code.stiffness === 'k' || (code.stiffness === 'k-or-material' && $('k_mode').value !== 'material')) {
      const w = { linear: 1, 'power-function': 1, hertz: 1.5, tsuji: 1.5, viscoelastic: 1.5 }[pair.model] ?? Number(pair.w || 1.5);
      const same = (target === 'linear' ? w === 1 : w === 1.5) && $('k_mode').value !== 'material';
      if (!same) {
        // What the spring is derived from, kept while it is ours: the material and the
        // model it was given for (hidden once the field shows k).
        const from = { model: pair.model, target };
        for (const key of ['E1', 'nu1', 'E2', 'nu2', 'k', 'k1', 'k2', 'w']) if (key in pair) from[key] = pair[key];
        fillK({ ...pair, ...from }, e, calls);
        filledIn.kFrom = from;
        $('k_mode').value = 'k';
      }
    }
  } catch { /* the pair is not complete: its fields say what is missing */ }
  if ([...$('model').options].some((o) => o.value === code.model)) $('model').value = code.model;
  fillLocal(code);
}

/** Yade's NewtonIntegrator damps every body by default (damping = 0.2): a Yade script
 * without its own value has it, filled in — but not with a liquid bridge, whose wet impact
 * is computed without it (its answer says to set damping=0 to match). Yade's default is not
 * another code's: removed while it is ours. */
function fillLocal(code) {
  const wants = code.code === 'Yade' && code.extra.includes('local_damping') && !$('liquid_bridge').value;
  if (wants && !filled('local_damping')) {
    $('local_damping').value = YADE_LOCAL_DAMPING;
    filledIn.local = YADE_LOCAL_DAMPING;
  } else if (!wants && filledIn.local && filled('local_damping') === filledIn.local) {
    $('local_damping').value = '';
    filledIn.local = '';
  }
}

/** The full module's `bridge_laws` (web/full.js). */
let bridgeLaws = null;
export const useBridgeLaws = (f) => { bridgeLaws = f; };

/** The liquid bridge's laws that `code` takes (null: the library's own), from the library's
 * `bridge_laws`, named as the code names them; the others hidden. A law chosen that the code
 * does not take becomes the code's first (LIGGGHTS: easo for Willett's; no code: Willett's
 * again); a code without a bridge keeps it, and the answer says why it is not taken. */
function offerBridgeLaws(code) {
  if (!bridgeLaws) return;
  const list = bridgeLaws(code?.id ?? '');
  const sel = $('liquid_bridge');
  for (const o of sel.options) {
    const law = list.find((l) => l.value === o.value);
    if (!o.value) continue;
    o.hidden = !law;
    if (law) o.textContent = law.title;
  }
  if (sel.value && list.length && !list.some((l) => l.value === sel.value)) {
    sel.value = list[0].value;
    // The bridge's fields follow the law (web/bridge.js listens on the selector itself; the
    // form is already answering this change).
    sel.dispatchEvent(new Event('change', { bubbles: false }));
  }
}

/** NewtonIntegrator.damping's default (yade pkg/dem/NewtonIntegrator.hpp line 72, mirror
 * GuoJingjie/yade_code @a376aa8a; dem-contact's codes/solve.rs says the same). */
const YADE_LOCAL_DAMPING = '0.2';

/** tc from this pair's contact time as a linear contact (`pair_contact_time`). */
function fillTc(pair, e, calls) {
  const tc = calls.pair_contact_time(pair, e > 0 && e <= 1 ? e : 1);
  if (tc == null) return;
  $('tc').value = Number(tc.toPrecision(6)).toExponential();
  filledIn.tc = $('tc').value;
}

/** The code's spring from the pair as given for `pair.model` (`from`: its material or
 * spring), in the code's own law (`pair.target`): the library's conversion. */
function fillK(pair, e, calls) {
  const { target, ...given } = pair;
  const sc = calls.scenario_for_model(given, target, e > 0 && e <= 1 ? e : 1);
  const k = sc.k ?? calls.solve(sc, 0).stiffness;
  $('k').value = String(Number(Number(k).toPrecision(10)));
  filledIn.k = $('k').value;
}

/** A link that names a code and no input (`?code=yade-viscel`: the glass beads): the pair
 * described as the code takes it, as when the code is chosen in the selector. */
export function fillForLink(code, calls) {
  if (!linkExact() && code) fillForCode(code, calls);
}

const LOCAL_HINT = $('local_damping-hint')?.textContent;
/** Under the local damping: the code's own word for it, and where a pre-filled value comes from. */
function showLocalHint(code) {
  const hint = $('local_damping-hint');
  if (code?.code === 'Yade') {
    const pre = filledIn.local && filled('local_damping') === filledIn.local ? ' Filled in with that default: make it 0 if your script says NewtonIntegrator(damping=0).' : '';
    hint.textContent = `Yade: NewtonIntegrator(damping=…), 0.2 unless your script sets it (pkg/dem/NewtonIntegrator.hpp); −α|F| sign(v) on each body, so with the dashpot both act.${pre}`;
  } else if (code?.code === 'PFC') {
    hint.textContent = "PFC: the ball's local damping (ball attribute damp, default 0; Itasca PFC manual, from the documentation): −α|F| sign(v) on each body, beside the dashpot.";
  } else {
    hint.textContent = LOCAL_HINT;
  }
}

/** Under tc: where its value came from — filled in (and following the pair) or the user's own,
 * then beside this pair's contact time. */
function showTcHint(code) {
  const plain = 'Yade ViscElMat\'s tc, MercuryDPM\'s collisionTime: the code forms its spring and dashpot from it and e.';
  if (code.stiffness !== 'contact-time') { $('tc-hint').textContent = plain; return; }
  if (filledIn.tc && filled('tc') === filledIn.tc) {
    $('tc-hint').textContent = `Filled in, and following the pair: this pair's contact time as a linear contact (the linear spring with Hertz's maximum overlap at v₀, or your k), ${filledIn.tc} s — the value the table of every code gives ${code.code} too. Type your simulation's own.`;
    return;
  }
  let pairs = null;
  try {
    const pair = baseScenario(true);
    const e = Number(pair.e);
    pairs = filledIn.calls?.pair_contact_time(pair, e > 0 && e <= 1 ? e : 1);
  } catch { /* the pair is not complete */ }
  $('tc-hint').textContent = filled('tc') && pairs != null
    ? `Your value (it stays as typed). This pair's contact time as a linear contact: ${Number(pairs.toPrecision(6)).toExponential()} s. ${plain}`
    : plain;
}

/** The releases of the code chosen in the release selector (once per setting), the value
 * kept within the code, and its hint: what the release is known from. */
function showReleases(code) {
  const sel = $('version');
  // Whether each release changes the answer depends on the pair or wall described.
  const list = releasesOf(code.id);
  if (sel.dataset.setting !== code.id || filledIn.releases !== list) {
    // Kept within the code (and the first time: the link's).
    const keep = !sel.dataset.code || sel.dataset.code === code.code ? sel.value : '';
    const newest = list.find((r) => r.default);
    sel.replaceChildren(new Option(`the newest known${newest ? ` (${newest.name})` : ''}`, ''),
      ...list.map((r) => new Option(`${r.name}${r.changes ? ' — answer differs' : ''}`, r.name)));
    keepOption(sel, keep);
    sel.value = keep;
    sel.dataset.setting = code.id;
    sel.dataset.code = code.code;
    filledIn.releases = list;
  }
  const r = filledIn.releases.find((x) => x.name === sel.value) || filledIn.releases.find((x) => x.default);
  $('version-hint').textContent = r ? `${code.code} ${r.name}: ${r.known}.${r.summary && r.summary !== code.summary ? ` In this release: ${r.summary}.` : ''}` : '';
}

