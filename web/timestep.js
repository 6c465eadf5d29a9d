// The Timestep view: one recommended Δt for the particles described in the shared form,
// every criterion with its working and source, a log-scale ladder of them, a typed Δt
// judged against each, and the replay at the recommendation. Presentation only: every
// number comes from dem-contact's `timestep`.
import { $, el, markField, clearErrors, errorLine } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { tsApplies, timestepKeys, plastic, bridge } from './keys.js';
import { baseScenario } from './form.js';
import { setSummary, staleSummary } from './results.js';
import { computing } from './view-fields.js';


const VERDICT = { fine: 'fine', inaccurate: 'inaccurate', unstable: 'unstable' };
/** Short labels for the ladder. */
/** A criterion's short name; the chosen code's own check by its name ("LIGGGHTS's own check"). */
const short = (c) => SHORT[c.id] || (c.id === 'code' ? c.name : c.id);
const SHORT = { pfc: 'PFC estimate', 'contact-stability': 'one contact, stability', rayleigh: 'Rayleigh fraction', 'contact-time': '10 steps per contact', kinematic: 'kinematic limit' };

/** Adds the view to the page (web/full.js): `ctx` = {page, compute, part(name)}; the
 * rotational criterion takes the Oblique view's tangential law once that has come. */
export function setup(ctx) {
  ctx.page.addView('timestep', () => {
    const base = scenario();
    const sol = updateTimestep(base, (inp) => ctx.compute.need('timestep', inp), ctx.part('ob')?.shear(base));
    if (sol.error?.pending) computing('timestep');
    else ctx.page.fresh('view');
    if (!sol.error) window.__dem.timestep = sol;
    return sol;
  });
}

/** The shared scenario with an elastic–plastic model's keys and a liquid bridge's (their
 * fields in the Contact view, or the link's until those come): the timestep takes the
 * unloading stiffness; e wanted WITH plasticity replaces e. */
function scenario() {
  const sc = baseScenario();
  for (const g of [plastic, bridge]) Object.assign(sc, g.fields?.scenarioKeys() ?? Object.fromEntries(g.held));
  if ($('liquid_bridge').value) sc.liquid_bridge = $('liquid_bridge').value;
  if ('e_with_plasticity' in sc) {
    delete sc.e;
    delete sc.damping;
  }
  return sc;
}

/**
 * Computes and shows the view for the shared scenario `base` (the Contact view's keys).
 * `solveTimestep` is the library's `timestep`; `shear` what the Oblique view's tangential law
 * gives the rotational criterion (`{keys: {ks}, note}`, or null: web/oblique.js), under the
 * k_s typed here. Returns the solution, or `{error: {field, message}}` (shown at its field;
 * the last numbers stay, dimmed).
 */
function updateTimestep(base, solveTimestep, shear = null) {
  for (const f of document.querySelectorAll('#ts-fields .field[data-key]')) f.hidden = !tsApplies(f);
  clearErrors($('ts-fields'));
  const inp = { ...base, ...shear?.keys, ...timestepKeys() };
  if ('contacts' in inp) {
    try {
      inp.contacts = JSON.parse(inp.contacts);
    } catch (e) {
      return tsError({ field: 'contacts', message: `contacts: not valid JSON (${e.message})` });
    }
  }
  let sol;
  try {
    sol = solveTimestep(inp);
  } catch (e) {
    return tsError(e && e.field !== undefined ? e : { field: '', message: String(e) });
  }
  $('ts-status').textContent = '';
  $('ts-status').classList.remove('bad');
  $('view-timestep').classList.remove('stale');
  render(sol, inp.dt !== undefined, base.code);
  // What the Oblique view's law gave k_s, unless k_s or its ratio is typed here.
  const typedKs = ['ks', 'ks_ratio'].some((k) => k in timestepKeys());
  if (shear && !typedKs) {
    $('ts-rules').prepend(el('li', shear.note, { id: 'ts-oblique-note' }));
    // k_s passed is not "given" by the user: say whose it is.
    if (shear.keys.ks) for (const th of $('ts-pairs').querySelectorAll('th')) if (th.textContent === 'Shear stiffness k_s') th.nextSibling.querySelector('.from').textContent = " — the Oblique view's linear tangential law (its constant k_t)";
  }
  return sol;
}

/** The line of the chosen code's input that sets the recommended timestep (`code_line`:
 * the code's own check is one of the criteria) for `base` with this view's inputs; '' when
 * there is none or the inputs are not valid (this view says why). */
export function codeLine(base, solveTimestep) {
  try {
    const inp = { ...base, ...timestepKeys() };
    if ('contacts' in inp) inp.contacts = JSON.parse(inp.contacts);
    return solveTimestep(inp).code_line || '';
  } catch {
    return '';
  }
}

function tsError(err) {
  // The field is the view's own (#ts-…) or one of the shared form's.
  const atField = markField(`ts-${err.field}`, err.message) || markField(err.field, err.message);
  $('ts-status').textContent = atField ? 'Input error — the numbers below are the last valid ones.' : errorLine(err);
  $('ts-status').classList.add('bad');
  $('view-timestep').classList.add('stale');
  staleSummary();
  return { error: err };
}

/** The replay's restitution as the contact begins elsewhere within a step, when it moves. */
function spread(rp) {
  const r = rp.restitution_range;
  if (!r || fmtNum(r[0], 4) === fmtNum(r[1], 4)) return '';
  return `; ${fmtNum(r[0], 4)} to ${fmtNum(r[1], 4)} as the contact begins elsewhere within a step`;
}

function render(sol, typed, codeId) {
  const best = sol.criteria_detail[0];
  const parts = [`Δt = ${fmtSI(sol.recommended, 's')}`, `set by ${short(best)}`];
  if (sol.replay?.got.restitution != null) parts.push(`replayed: e = ${fmtNum(sol.replay.got.restitution, 4)}`);
  if (typed && sol.verdict) parts.push(`your Δt: ${sol.verdict}`);
  setSummary(parts);
  $('ts-value').textContent = `Δt = ${fmtSI(sol.recommended, 's')}`;
  // The DEM code chosen in the form: its own rule, beside the recommendation.
  const mine = codeRule(sol, codeId);
  // With a code chosen its own check is one of the criteria: one number, and its line.
  let own = '';
  if (mine?.dt != null) {
    own = sol.recommended_by === 'code'
      ? ` That is ${mine.code}'s own check, chosen above.`
      : ` ${mine.code}'s own check, chosen above, allows ${fmtSI(mine.dt, 's')} (${fmtNum(mine.dt / sol.recommended, 3)} × this step).`;
  }
  if (sol.code_line) own += ` In ${mine?.code || 'your code'}: ${sol.code_line}`;
  $('ts-governing').textContent = `set by ${best.name} — the smallest of ${sol.criteria_detail.length} criteria below.${own}`;
  const rp = sol.replay;
  if (rp) {
    const pct = (x) => (x == null ? '—' : `${x >= 0 ? '+' : '−'}${fmtNum(Math.abs(100 * x), 2)} %`);
    const found = rp.stability_found != null ? `; the scheme itself becomes unstable at ${fmtSI(rp.stability_found, 's')} (found by replay), ${fmtNum(rp.stability_found / sol.recommended, 3)} × this step` : '';
    $('ts-replay').textContent = rp.got.restitution == null
      ? `Replayed at this Δt with the velocity Verlet of the PFC manual: ${rp.message || 'no separation'}${found}.`
      : `Replayed at this Δt with the velocity Verlet of the PFC manual (${rp.steps} steps in contact, the first at the touch): e = ${fmtNum(rp.got.restitution, 4)} (${pct(rp.errors.restitution)})${spread(rp)}, t_c ${pct(rp.errors.contact_time)}, ξ_max ${pct(rp.errors.max_overlap)}, F_max ${pct(rp.errors.max_force)} against the exact contact${found}.`;
  } else {
    $('ts-replay').textContent = sol.notes.find((n) => n.startsWith('No replay')) || '';
  }
  const v = $('ts-verdict');
  v.hidden = !typed || !sol.verdict;
  if (typed && sol.verdict) {
    const over = sol.criteria_detail.filter((c) => c.verdict !== 'fine')
      .map((c) => `${c.name} (${fmtNum(c.ratio, 3)} × its limit: ${c.verdict})`);
    v.className = `verdict ${sol.verdict}`;
    v.textContent = sol.verdict === 'fine'
      ? `Your Δt = ${fmtSI(sol.scaling.dt, 's')} meets every criterion.`
      : `Your Δt = ${fmtSI(sol.scaling.dt, 's')} is ${VERDICT[sol.verdict]}. It is above ${over.join('; ')}.`;
  }
  drawLadder(sol, typed);
  renderCriteria(sol, typed);
  renderPairs(sol);
  renderCodeRules(sol, mine);
  renderPfc(sol);
  $('ts-rules').replaceChildren(...sol.notes.map((n) => el('li', n)));
}

function renderCriteria(sol, typed) {
  const table = $('ts-criteria');
  table.classList.toggle('with-typed', typed);
  const tb = table.querySelector('tbody');
  tb.replaceChildren();
  for (const c of sol.criteria_detail) {
    const tr = el('tr', '', { className: `kind-${c.kind}${c.id === sol.recommended_by ? ' governs' : ''}` });
    tr.dataset.id = c.id;
    const name = el('th', '', { scope: 'row' });
    name.append(el('span', c.name));
    const how = el('details', '', { className: 'how' });
    how.append(Object.assign(el('summary'), { ariaLabel: 'how it was obtained' }), el('p', c.working, { className: 'math-src' }));
    name.append(how);
    const dt = el('td', fmtSI(c.dt, 's'), { title: `${Number(c.dt.toPrecision(10))} s` });
    const yours = el('td', typed && c.verdict ? `${c.verdict} (${fmtNum(c.ratio, 3)} ×)` : '', { className: `typed-col ${c.verdict || ''}` });
    // Each cell names its column (a phone shows the rows as cards).
    dt.dataset.label = 'Largest Δt';
    yours.dataset.label = 'Your Δt';
    tr.append(name, dt, yours, el('td', c.source, { className: 'source' }));
    tb.append(tr);
  }
}

function renderPairs(sol) {
  const tb = $('ts-pairs').querySelector('tbody');
  tb.replaceChildren();
  const add = (label, value, note) => {
    const tr = el('tr');
    const td = el('td', value);
    if (note) td.append(el('span', ` — ${note}`, { className: 'from' }));
    tr.append(el('th', label, { scope: 'row' }), td);
    tb.append(tr);
  };
  for (const c of sol.pairs) {
    if (sol.pairs.length > 1) {
      const group = el('tr', '', { className: 'group' });
      group.append(el('th', c.case, { colSpan: 2, scope: 'rowgroup' }));
      tb.append(group);
    }
    add('Effective mass m*', fmtSI(c.effective_mass, 'kg'));
    add('Normal stiffness k_n', fmtSI(c.kn, 'N/m'), c.kn_from);
    add('Shear stiffness k_s', fmtSI(c.ks, 'N/m'), c.ks_from);
    add('Natural frequency ω₀ = √(k_n/m*)', fmtSI(c.natural_frequency, 'rad/s'));
    add('Damping ratio ζ of the dashpot', fmtNum(c.damping_ratio, 4));
    add('Contact time at v₀', c.contact_time == null ? 'never separates' : fmtSI(c.contact_time, 's'));
    // Each contact's own restitution: under one code setting a size range's pairs differ.
    add('Restitution e at v₀', fmtNum(c.restitution, 4));
  }
}

/** The rule of the code whose setting `codeId` names (`liggghts-hertz` → LIGGGHTS). */
function codeRule(sol, codeId) {
  const name = (codeId || '').split('-')[0];
  return name ? sol.code_rules.find((c) => c.code.toLowerCase() === name) || null : null;
}

function renderCodeRules(sol, mine) {
  const tb = $('ts-codes').querySelector('tbody');
  tb.replaceChildren();
  // The chosen code's rule first, marked.
  const rules = mine ? [mine, ...sol.code_rules.filter((c) => c !== mine)] : sol.code_rules;
  for (const c of rules) {
    const tr = el('tr', '', { className: c === mine ? 'governs' : '' });
    const rule = el('td', c.rule);
    rule.append(el('span', ` — ${c.source}`, { className: 'from' }));
    const verdict = c.verdict == null ? '—'
      : c.verdict === 'fine' ? `fine: ${fmtNum(c.ratio, 3)} × the Δt above`
        : `${c.verdict}: above ${sol.criteria_detail.filter((k) => c.dt > k.dt * (1 + 1e-9)).map(short).join(', ')}`;
    const dt = el('td', c.dt == null ? '—' : fmtSI(c.dt, 's'));
    dt.dataset.label = 'Δt';
    tr.append(el('th', c.code, { scope: 'row' }), rule, dt, el('td', verdict, { className: c.verdict || '' }));
    tb.append(tr);
  }
}

function renderPfc(sol) {
  const tb = $('ts-dofs').querySelector('tbody');
  tb.replaceChildren();
  const words = { x: 'translation x', y: 'translation y', z: 'translation z', θx: 'rotation about x', θy: 'rotation about y', θz: 'rotation about z' };
  sol.dofs.forEach((d, i) => {
    const tr = el('tr', '', { className: d === sol.critical_dof ? 'governs' : '' });
    const unit = d.startsWith('θ') ? 'N·m/rad' : 'N/m';
    tr.append(el('th', `${words[d] || d} (${d})`, { scope: 'row' }), el('td', fmtSI(sol.stiffness[i], unit)),
      el('td', sol.dof_times[i] == null ? '— (no stiffness)' : fmtSI(sol.dof_times[i], 's') + (d === sol.critical_dof ? '  ← smallest' : '')));
    tb.append(tr);
  });
  const sb = $('ts-summary').querySelector('tbody');
  sb.replaceChildren();
  const r2 = (label, value) => {
    const tr = el('tr');
    tr.append(el('th', label, { scope: 'row' }), el('td', value));
    sb.append(tr);
  };
  r2('Particle mass, moment of inertia', `${fmtSI(sol.mass, 'kg')}, ${fmtSI(sol.inertia, 'kg·m²')}`);
  r2('Contacts in the packing', String(sol.contacts));
  if (sol.kn != null) r2('k_n, k_s of each', `${fmtSI(sol.kn, 'N/m')}, ${fmtSI(sol.ks, 'N/m')}`);
  r2('Single mass–spring limit 2√(m/k) (PFC manual, eq. 9)', fmtSI(sol.single_spring, 's'));
  if (sol.rayleigh != null) r2('Rayleigh time T_R', fmtSI(sol.rayleigh, 's'));
  if (sol.hertz_time != null) r2('Hertz contact time at v₀ (elastic)', fmtSI(sol.hertz_time, 's'));
  if (sol.scaling) {
    const sc = sol.scaling;
    r2(`Density scaling for your Δt (PFC manual, eq. 5–8)`, `m_new = ${fmtSI(sc.mass, 'kg')}${sc.inertia != null ? `, I_new = ${fmtSI(sc.inertia, 'kg·m²')}` : ''}, speeds × ${fmtNum(sc.velocity_factor, 4)}`);
  }
}

/** The ladder's font, read once, and a canvas to measure text in it without laying the page
 * out (the redraw would otherwise pay a layout of the whole page). */
const measure = { ctx: null };
function textWidth(svg, text) {
  if (!measure.ctx) {
    const cs = getComputedStyle(svg);
    measure.ctx = document.createElement('canvas').getContext('2d');
    measure.ctx.font = `${cs.fontSize} ${cs.fontFamily}`;
  }
  return measure.ctx.measureText(text).width;
}

/** Each criterion's label `[text, xx]` beside its mark at `xx`, wholly inside the ladder
 * `width` wide: on the side with room for it (after the mark if both have), else pushed in
 * from the edge — a long label ("MercuryDPM's own check 129 ns") anchored at its end ran off
 * the left edge. Measured in the ladder's own font. */
function place(labels, width) {
  const gap = 9;
  const svg = $('ts-ladder');
  const lengths = labels.map(([text]) => textWidth(svg, text.textContent));
  labels.forEach(([text, xx], i) => {
    const len = lengths[i];
    const [x, anchor] = xx + gap + len <= width - 2 ? [xx + gap, 'start']
      : xx - gap - len >= 2 ? [xx - gap, 'end']
        : [Math.max(2, Math.min(xx + gap, width - 2 - len)), 'start'];
    text.setAttribute('x', String(x));
    text.setAttribute('text-anchor', anchor);
  });
}

/** The criteria on a log axis of Δt: a glance at the margins. Plain SVG built with the DOM. */
function drawLadder(sol, typed) {
  const svg = $('ts-ladder');
  const NS = 'http://www.w3.org/2000/svg';
  const mk = (tag, attrs, text) => {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text) e.textContent = text;
    return e;
  };
  const items = sol.criteria_detail;
  const values = items.map((c) => c.dt).concat([sol.recommended]);
  if (typed && sol.scaling) values.push(sol.scaling.dt);
  const lo = Math.log10(Math.min(...values)) - 0.3;
  const hi = Math.log10(Math.max(...values)) + 0.3;
  const width = Math.max(280, svg.clientWidth || 600);
  const rowH = 22;
  const left = 8, right = 8, top = 26;
  const height = top + rowH * items.length + 42;
  const base = height - 34; // bottom of the rows; your Δt's marker, then the decades below
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('height', String(height));
  const x = (v) => left + ((Math.log10(v) - lo) / (hi - lo)) * (width - left - right);
  svg.replaceChildren();
  // Decades, and 2 and 5 within them when fewer than three decades are in view (a ladder
  // spanning one decade showed a single label).
  const steps = hi - lo < 3 ? [1, 2, 5] : [1];
  for (let d = Math.floor(lo); d <= Math.ceil(hi); d++) {
    for (const m of steps) {
      const v = m * 10 ** d;
      if (Math.log10(v) < lo || Math.log10(v) > hi) continue;
      const xx = x(v);
      svg.append(mk('line', { x1: xx, x2: xx, y1: top - 6, y2: base, class: m === 1 ? 'grid' : 'grid minor' }));
      svg.append(mk('text', { x: xx, y: height - 3, 'text-anchor': 'middle', class: 'tick' }, fmtSI(v, 's', 1)));
    }
  }
  const labels = [];
  items.forEach((c, i) => {
    const y = top + rowH * i + rowH / 2;
    const xx = x(c.dt);
    svg.append(mk('line', { x1: left, x2: xx, y1: y, y2: y, class: `bar ${c.kind}` }));
    svg.append(c.kind === 'stability'
      ? mk('rect', { x: xx - 5, y: y - 5, width: 10, height: 10, class: `mark ${c.kind}` })
      : mk('circle', { cx: xx, cy: y, r: 5, class: `mark ${c.kind}` }));
    const text = mk('text', { y: y + 4, class: 'label' }, `${short(c)} ${fmtSI(c.dt, 's', 3)}`);
    svg.append(text);
    labels.push([text, xx]);
  });
  place(labels, width);
  const mark = (v, cls, text, up) => {
    const xx = x(v);
    svg.append(mk('line', { x1: xx, x2: xx, y1: top - 4, y2: base, class: `at ${cls}` }));
    const y = up ? base : top - 6;
    svg.append(mk('path', { d: up ? `M${xx - 6},${y + 8} L${xx + 6},${y + 8} L${xx},${y} Z` : `M${xx - 6},${y - 8} L${xx + 6},${y - 8} L${xx},${y} Z`, class: `at-mark ${cls}` }));
    const anchor = xx < width * 0.2 ? 'start' : xx > width * 0.8 ? 'end' : 'middle';
    svg.append(mk('text', { x: xx, y: up ? base + 19 : 11, 'text-anchor': anchor, class: `at-label ${cls}` }, text));
  };
  mark(sol.recommended, 'recommended', `recommended ${fmtSI(sol.recommended, 's', 3)}`, false);
  if (typed && sol.scaling) mark(sol.scaling.dt, `typed ${sol.verdict || ''}`, `yours ${fmtSI(sol.scaling.dt, 's', 3)}`, true);
  svg.setAttribute('aria-label', `Timestep criteria on a log scale: ${items.map((c) => `${c.name} ${fmtSI(c.dt, 's')}`).join('; ')}; recommended ${fmtSI(sol.recommended, 's')}`);
}
