// The liquid bridge in the Contact and e(v₀) views, loaded when a force law is chosen in the
// first view's selector #liquid_bridge (web/full.js): its inputs — the rupture rule, the
// liquid's volume, surface tension, contact angle and viscosity, the smallest gap — and its
// answer first: whether the bodies stick at this speed, the wet sticking velocity, the force at
// contact, the rupture distance, the bridge energy, e; then what each DEM code's bridge makes
// of the same liquid (the solution's `liquid_bridge_codes`). Every value is a URL key under
// the library's name (web/keys.js holds them until these fields come). Presentation only:
// every number is dem-contact's (the solution's `liquid_bridge`).
import { $, el } from './dom.js';
import { fmtSI, fmtNum, fmtSpeed } from './format.js';
import * as fields from './fields.js';
import { bridge as held } from './keys.js';
import { describeChart, isDark } from './plots.js';
import { exercise } from './results.js';

/** The text fields: key, label, unit, hint. */
const TEXT = [
  ['liquid_volume', 'Liquid volume of the bridge, V', 'm³', "Required. Pendular regime: V/R'³ up to about 0.1 (R' = 2R*: r for equal spheres, 2r₁ at a wall); the answer says the ratio typed. Larger volumes are funicular: the force laws are fits outside it."],
  ['surface_tension', 'Surface tension of the liquid, σ', 'N/m', 'Required; water at 20 °C: 0.072 N/m.'],
  ['contact_angle', 'Contact angle, θ', 'rad', 'In [0, π/2) rad; degrees may be typed with their unit: "20 deg". Empty: 0 (perfect wetting).'],
  ['liquid_viscosity', 'Liquid viscosity, η', 'Pa·s', 'Optional: the lubrication force 6πηR*² Ṡ/max(S, S_min) while the bridge exists (Reynolds). Water: 1e-3 Pa·s. Empty: 0.'],
  ['min_separation', 'Smallest gap of the lubrication, S_min', 'm', 'Optional (with η): the gap below which the lubrication force stops growing (roughness). Empty: R*/100.'],
  ['min_separation_ratio', 'minSeparationDistanceRatio, S_min/R*', '–', 'LIGGGHTS requires it: the smallest gap of its lubrication over R* (0.01 for S_min = R*/100).'],
  ['max_separation_ratio', 'maxSeparationDistanceRatio', '–', 'LIGGGHTS requires it (≥ 1): the bridge is cut beyond (ratio − 1)(r₁ + r₂) if that comes before its rupture distance.'],
  ['lb_volume_fraction', 'lbVolumeFraction', '–', 'washino: the share of both beads’ liquid in the bridge, in (0, 1]. Empty: 0.05, its default.'],
];
const RUPTURE = [['', 'Lian et al. 1993 (default)'], ['willett', 'Willett et al. 2000, eq. 15']];
/** A law's name as the selector shows it (a code's own bridge in the code's words). */
const lawTitle = (law) => [...$('liquid_bridge').options].find((o) => o.value === law)?.textContent || law;
/** The fields built; the full module's `Plots` (F(S) is drawn on it) and what F(S) was last
 * drawn for. */
const s = { built: false, plots: null, drawn: null, compute: null, keysOf: null, keys: {} };

/** Builds the fields once, after the law's selector, filled from the link's keys. */
function build() {
  if (s.built) return;
  s.built = true;
  const box = el('div', '', { id: 'wet-fields' });
  box.append(fields.selectField({ id: 'rupture', name: 'rupture', label: 'The bridge ruptures at', options: RUPTURE, hint: 'Lian: S_c = (1 + θ/2) V^(1/3). Willett eq. 15: S_c = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R\', V* = V/R\'³.' }),
    ...TEXT.map(([id, label, unit, hint]) => fields.textField({ id, name: id, label, unit, hint })));
  $('liquid_bridge').closest('.field').after(box);
  read(held.held);
  held.fields = { read, entries, scenarioKeys };
  show();
}

/** The fields from a link's keys ([key, value] pairs): exactly those given. */
export function read(pairs) {
  const p = new Map(pairs);
  for (const [k] of TEXT) $(k).value = p.get(k) ?? '';
  $('rupture').value = p.get('rupture') === 'willett' ? 'willett' : '';
  show();
}

/** The fields while a law is chosen: those its keys are (the library's key table). */
export function show() {
  const law = $('liquid_bridge').value;
  $('wet-fields').hidden = !law;
  if (!law || !s.keysOf) return;
  // The law's keys, asked of the library once per law (show runs on every answer).
  const takes = (s.keys[law] ??= s.keysOf(law));
  for (const [k] of TEXT) $(k).closest('.field').hidden = !takes.includes(k);
}

/** The scenario's keys as typed (none without a law). */
export function scenarioKeys() {
  const out = {};
  if (!$('liquid_bridge').value) return out;
  for (const [k] of TEXT) {
    if ($(k).closest('.field').hidden) continue;
    const v = $(k).value.trim();
    if (v !== '') out[k] = v;
  }
  if ($('rupture').value) out.rupture = $('rupture').value;
  return out;
}
/** The keys for the URL. */
export const entries = () => Object.entries(scenarioKeys());

// ---------- the answer ----------
function buildBox() {
  const box = el('section', '', { id: 'wet-box', className: 'headline bridge', ariaLabel: 'Liquid bridge', hidden: true });
  box.append(el('h2', '', { id: 'wet-title' }), el('p', '', { className: 'big', id: 'wet-answer' }), el('p', '', { className: 'why', id: 'wet-why' }),
    el('p', '', { className: 'check', id: 'wet-mark' }), el('p', '', { className: 'check', id: 'wet-law' }));
  const table = el('table', '', { id: 'wet-results', className: 'results', ariaLabel: 'The liquid bridge' });
  table.append(el('caption', 'The liquid bridge'), el('tbody'));
  const codes = el('table', '', { id: 'wet-codes', className: 'results adh-codes', ariaLabel: "Each DEM code's liquid bridge" });
  const head = el('tr');
  head.append(...['Code and setting', 'Type', 'Force at contact; rupture; energy', 'What the code then does'].map((t) => el('th', t, { scope: 'col' })));
  const thead = el('thead');
  thead.append(head);
  codes.append(el('caption', "What to type in each DEM code's bridge for this liquid, and what it then does"), thead, el('tbody'));
  // As the adhesion's tables: a table where it fits, cards where the column is narrow.
  const wrap = el('div', '', { className: 'tables adh-tables' });
  wrap.append(table, codes);
  const fig = el('figure', '', { className: 'wet-plot' });
  fig.append(el('canvas', '', { id: 'plot-wet-force', role: 'img', ariaLabel: 'Capillary force against the gap' }),
    el('figcaption', "F(S): the bridge's pull against the gap S between the surfaces, from contact (S = 0) to the rupture (dashed line, S_c), where it drops to 0. The area under it is the bridge energy W.", { id: 'wet-plot-caption' }));
  box.append(fig, wrap);
  $('damping-box').before(box);
}

/** The sticking velocity and a restitution, or "?" where an exercise hides them (web/embed.js:
 * hide=). */
const speed = (v) => (exercise.asked('sticking_velocity') ? '?' : `${fmtNum(v, 4)} m/s`);
const eOf = (x, sig) => (exercise.asked('restitution') ? '?' : fmtNum(x, sig));

/** The answer of `sol` (the Contact view's solution of `base`), or nothing without a bridge. */
function render(sol, base) {
  show();
  const b = sol.liquid_bridge;
  $('wet-box').hidden = !b;
  if (!b) return;
  $('wet-title').textContent = `Liquid bridge — ${lawTitle(b.law)}`;
  const vs = b.sticking_velocity;
  const stick = vs == null ? 'no speed separates them' : vs === 0 ? 'no speed sticks' : `wet particles stick below V_s = ${speed(vs)}`;
  const at = base?.v0 != null ? ` at v₀ = ${fmtSpeed(base.v0)}` : '';
  $('wet-answer').textContent = b.stuck ? `Stuck${at}: they stay bridged; ${stick}` : `Bounces${at}: e = ${eOf(sol.restitution, 4)} with the bridge; ${stick}`;
  $('wet-why').textContent = `The bridge pulls ${fmtSI(b.force_at_contact, 'N')} at contact and while they overlap, and takes ${fmtSI(b.bridge_energy, 'J')} from the separation to its rupture at a gap of ${fmtSI(b.rupture_distance, 'm')}. Without the bridge e = ${eOf(b.restitution_without_bridge, 4)}.`;
  $('wet-mark').textContent = `F(ξ) below: the bridge's pull goes on beyond the contact (ξ < 0, the gap S = −ξ) ${b.stuck ? `and the bodies turn back before its rupture at S_c = ${fmtSI(b.rupture_distance, 'm')}: they stay bridged` : `until it ruptures at ξ = −S_c = ${fmtSI(-b.rupture_distance, 'm')} (dashed line)`}.`;
  $('wet-law').textContent = `${b.formula} — ${b.source}. Rupture: ${b.rupture_formula} — ${b.rupture_source}.`;
  const rows = [
    ['Stuck at this speed', b.stuck ? 'yes: they stay bridged' : 'no'],
    ['Wet sticking velocity V_s', vs == null ? 'none (no speed separates them)' : speed(vs)],
    ['Restitution with the bridge; without', `${eOf(sol.restitution, 6)}; ${eOf(b.restitution_without_bridge, 6)}`],
    ['Force at contact F_cap(0)', fmtSI(b.force_at_contact, 'N')],
    ['Rupture distance S_c', fmtSI(b.rupture_distance, 'm')],
    ['Bridge energy W = ∫ F_cap dS', fmtSI(b.bridge_energy, 'J')],
    ["Volume ratio V/R'³ (pendular up to about 0.1)", fmtNum(b.volume_ratio, 4)],
    ["Derjaguin radius R' = 2R*", fmtSI(b.derjaguin_radius, 'm')],
    ...(b.viscous_energy != null ? [['Lubrication work (touch to rupture)', fmtSI(b.viscous_energy, 'J')], ['S_min used', fmtSI(b.min_separation, 'm')]] : []),
  ];
  fill($('wet-results').querySelector('tbody'), rows);
  showCodes(sol, base);
  drawForce(base);
}

/** F(S) of the bridge of `base` (the library's curve), drawn again only when the bridge, the
 * pair or the canvas changes. */
function drawForce(base) {
  const keep = ['r1', 'r2', 'liquid_bridge', 'rupture', 'liquid_volume', 'surface_tension', 'contact_angle'];
  const sc = Object.fromEntries(Object.entries(base).filter(([k]) => keep.includes(k)));
  const key = JSON.stringify([sc, $('plot-wet-force').width, isDark()]);
  if (!s.plots || key === s.drawn) return;
  s.drawn = key;
  const out = s.plots.bridge_force(sc, lawTitle(sc.liquid_bridge));
  if (!out.error) describeChart('plot-wet-force', out.chart);
}

function fill(tb, rows) {
  tb.replaceChildren(...rows.map(([k, v]) => {
    const tr = el('tr');
    tr.append(el('th', k, { scope: 'row' }), el('td', v));
    return tr;
  }));
}

/** The codes' rows: in the answer where it has them, else from the worker after the answer
 * is drawn (`bridge_codes`: each row reproduces its code's own wet impact) — the last rows
 * shown faded until the new ones come. */
function showCodes(sol, base) {
  if (!sol.liquid_bridge) return;
  if (!s.compute || !base || base.code || sol.liquid_bridge_codes?.length) {
    renderCodes(sol.liquid_bridge_codes ?? []);
    return;
  }
  const answer = s.compute.get('bridge_codes', base);
  $('wet-codes').classList.toggle('stale', !answer);
  if (answer) renderCodes(answer.value ?? []);
}

/** A row per code: the values to type, its force, rupture and energy, what it then does. */
function renderCodes(list) {
  $('wet-codes').hidden = list.length === 0;
  const heads = [...$('wet-codes').querySelectorAll('thead th')].map((th) => th.textContent);
  const or = (v, f) => (v == null ? '—' : f(v));
  $('wet-codes').querySelector('tbody').replaceChildren(...list.map((c) => {
    const tr = el('tr');
    const typed = c.to_type.map((n) => `${n.name} = ${Number(n.value.toPrecision(6))}${n.unit ? ` ${n.unit}` : ''}`).join('; ');
    const does = c.stuck == null ? c.reproduced : `${c.stuck ? 'stuck' : `bounces, e = ${or(c.restitution, (e) => eOf(e, 4))}`}; sticks below ${or(c.sticking_velocity, speed)}. ${c.notes.join(' ')}`;
    const cells = [typed, `${or(c.force_at_contact, (f) => fmtSI(f, 'N'))}; ${or(c.rupture_distance, (x) => fmtSI(x, 'm'))}; ${or(c.bridge_energy, (w) => fmtSI(w, 'J'))}`, `${does} (${c.status}: ${c.source})`];
    tr.append(el('th', `${c.code}: ${c.title}`, { scope: 'row' }), ...cells.map((t, k) => {
      const td = el('td', t);
      td.dataset.label = heads[k + 1];
      return td;
    }));
    return tr;
  }));
}

/** Sets the part up (web/full.js): its fields and its box. */
export function setup(ctx) {
  s.keysOf = ctx?.full?.law_keys ?? null;
  build();
  buildBox();
  s.plots = ctx?.plots ?? null;
  s.compute = ctx?.compute ?? null;
  s.plots?.bridge_canvas($('plot-wet-force'));
  $('liquid_bridge').addEventListener('change', show);
  return { render, show, renderCodes: showCodes };
}
