// The adhesion in the Contact view, loaded when a law is chosen (web/contact-full.js): its
// inputs (web/adhesion-form.js) and its answer first — stuck or the restitution achieved, the
// sticking velocity, the pull-off force, the e to type —, the adhesive contact's numbers with
// the hysteresis the tension tail takes, and what to type in each DEM code in its own
// convention (γ or w or k_c), with what the code then does (LAMMPS's release at −F_c).
// Presentation only: every number is dem-contact's (`adhesion`, `adhesion_codes` of the
// solution).
import { $, el, setRows } from './dom.js';
import { fmtSI, fmtNum } from './format.js';
import { exercise } from './results.js';
import * as adhForm from './adhesion-form.js';

/** The lines to type carry the value to type (damping, e): not shown where an exercise hides
 * either (web/embed.js: hide=). */
const linesHidden = () => exercise.asked('damping') || exercise.asked('restitution');

const LAWS = {
  jkr: 'JKR (Johnson, Kendall & Roberts 1971)', dmt: 'DMT (Derjaguin, Muller & Toporov 1975)',
  sjkr: 'LIGGGHTS sjkr: k_c × the intersection circle', sjkr2: 'LIGGGHTS sjkr2: k_c × 2π(2R*)δ', 'linear-irreversible': "MercuryDPM's irreversible linear adhesion",
};
const speed = (v) => `${fmtNum(v, 4)} m/s`;
const raw = (v, unit = '') => (v == null ? '' : `${Number(Number(v).toPrecision(10))}${unit ? ` ${unit}` : ''}`);
/** An exercise's hidden answers (web/embed.js: hide=): `text` unless one of the answers
 * `qs` (space-separated) is hidden, then "?". */
const hid = (qs) => qs.split(' ').some((q) => exercise.asked(q));
const or = (qs, text) => (hid(qs) ? '?' : text);
/** The restitution the same damping gives without adhesion: the e typed where e was typed
 * (a given), else an answer (it is the e to type, or tells the damping). */
const without = (sol, a, sig) => {
  const t = fmtNum(a.restitution_without_adhesion, sig);
  return sol.requested_restitution != null ? t : or('damping restitution', t);
};

/** The answer's box, before the Damping box: the headline, the table, the codes' table. */
function buildBox() {
  const box = el('section', '', { id: 'adh-box', className: 'headline adhesion', ariaLabel: 'Adhesion', hidden: true });
  box.append(el('h2', '', { id: 'adh-title' }), el('p', '', { className: 'big', id: 'adh-answer' }), el('p', '', { className: 'why', id: 'adh-why' }),
    el('p', '', { className: 'why', id: 'adh-type' }), el('pre', '', { className: 'snippet', id: 'adh-line', hidden: true }), el('p', '', { className: 'check', id: 'adh-law' }));
  const table = el('table', '', { id: 'adh-results', className: 'results', ariaLabel: 'The adhesive contact' });
  table.append(el('caption', 'The adhesive contact'), el('tbody'));
  const codes = el('table', '', { id: 'adh-codes', className: 'results adh-codes', ariaLabel: 'The adhesion to type in each DEM code' });
  const head = el('tr');
  const cols = ['Code and setting', 'Type', 'Why this number', 'What the code then does'];
  head.append(...cols.map((t) => el('th', t, { scope: 'col' })));
  const thead = el('thead');
  thead.append(head);
  codes.append(el('caption', 'The number to type in each DEM code, in its own convention'), thead, el('tbody'));
  // A long table (a card per code in a narrow column): folded in an embed, whose frame is as
  // tall as what it shows.
  const fold = el('details', '', { id: 'adh-codes-box', className: 'adh-codes-box', open: !document.body.classList.contains('embed') });
  fold.append(el('summary', '', { id: 'adh-codes-summary' }), codes);
  const wrap = el('div', '', { className: 'tables adh-tables' });
  wrap.append(table, fold);
  $('damping-box').before(box);
  $('notes').before(wrap);
  wrap.hidden = true;
  s.tables = wrap;
}
const s = { tables: null, last: null };

/** Sets up the adhesion: its fields, its box; `ctx` = {plots, full, …} (unused: the Contact
 * view's own update solves it). */
export function setup() {
  adhForm.build();
  buildBox();
  // A law chosen with none of its numbers starts from a first value.
  $('adhesion').addEventListener('change', () => adhForm.firstValues($('adhesion').value));
  adhForm.firstValues($('adhesion').value);
  // γ ↔ w: the other field filled from the last answer (the library's γ and w), so that the
  // answer stays the same.
  $('adh-given').addEventListener('change', () => {
    const a = s.last;
    if (!a || a.work_of_adhesion == null) return;
    const [k, v] = $('adh-given').value === 'w' ? ['work_of_adhesion', a.work_of_adhesion] : ['surface_energy', a.surface_energy];
    $(k).value = String(Number(v.toPrecision(10)));
  });
  return { render, show: adhForm.show };
}

/** The answer of `sol` (the Contact view's solution), or nothing without adhesion. */
function render(sol) {
  adhForm.show();
  const a = sol.adhesion;
  $('adh-box').hidden = !a;
  s.tables.hidden = !a;
  $('adh-read').hidden = !a?.work_of_adhesion && !a?.equivalent_work_of_adhesion;
  if (!a) return;
  s.last = a;
  if (a.work_of_adhesion != null) $('adh-read').textContent = `Read as γ = ${fmtSI(a.surface_energy, 'J/m²')} of one surface, w = 2γ = ${fmtSI(a.work_of_adhesion, 'J/m²')} of the two.`;
  // k_c is an energy per volume, not a surface energy: the library's equivalence at this
  // contact's deepest overlap, said as what it is.
  const weq = a.equivalent_work_of_adhesion;
  if (weq != null) $('adh-read').textContent = `k_c is an energy per volume (J/m³), not a surface energy. At this contact's deepest overlap (${fmtSI(sol.max_overlap, 'm')}) it stores as much energy as a work of adhesion w = ${fmtSI(weq, 'J/m²')} (γ = w/2 = ${fmtSI(weq / 2, 'J/m²')}) would over the circle where the spheres intersect: k_c ≈ 2w/δ_max. An equal-energy equivalence derived here, unconfirmed: LIGGGHTS documents no relation between k_c and γ.`;
  $('adh-title').textContent = `Adhesion — ${LAWS[a.law] || a.law}`;
  const vs = a.sticking_velocity;
  const stick = vs == null ? 'no speed separates them' : vs === 0 ? 'no speed sticks' : `sticks below V_s = ${or('sticking_velocity', speed(vs))}`;
  const e = or('restitution', fmtNum(sol.restitution, 4));
  $('adh-answer').textContent = a.stuck ? `Stuck: ${stick}` : `Bounces: e = ${e} with adhesion; ${stick}`;
  const pull = a.pull_off_force != null ? `Pull-off force ${or('pull_off', fmtSI(a.pull_off_force, 'N'))}: the pull that separates them at rest.` : 'No pull-off force: the pull acts only while they overlap.';
  $('adh-why').textContent = `${a.stuck ? 'At this speed the bodies stay together: their relative velocity reverses before they reach the separation point.' : `Without adhesion the same damping gives e = ${without(sol, a, 4)}.`} ${pull}${vs > 0 ? ' V_s holds the damping as a code holds it.' : ''}`;
  $('adh-type').textContent = a.e_to_type != null
    ? `Type e = ${or('damping', fmtNum(a.e_to_type, 5))} into a code that maps e without adhesion: its damping then gives e = ${e} WITH adhesion at this speed.`
    : sol.requested_restitution != null ? `The e typed (${fmtNum(sol.requested_restitution, 4)}) sets the damping as a code does, without adhesion; to get it WITH adhesion, choose "wanted WITH adhesion" beside it.` : '';
  // With a code chosen, its own row first: the value to type in its convention and what the
  // code does with the rest (a code without a normal dashpot ignores the e typed); an
  // exercise hiding the damping or the restitution leaves it out (as your code's panel).
  const own = $('code').value && sol.adhesion_codes?.length === 1 ? sol.adhesion_codes[0] : null;
  if (own) {
    $('adh-type').textContent = hid('damping restitution') ? '' : `In ${own.code}: type ${typedText(own)}. ${own.conversion}`;
  }
  $('adh-line').hidden = !own?.line || linesHidden();
  $('adh-line').textContent = linesHidden() ? '' : own?.line || '';
  $('adh-type').hidden = !$('adh-type').textContent;
  $('adh-law').textContent = `${a.formula} — ${a.source}`;
  renderTable(sol, a);
  renderCodes(sol.adhesion_codes || []);
  addSummary(a);
}
function renderTable(sol, a) {
  const rows = [];
  // A row states the answers `qs` (space-separated): "?" where the exercise hides one.
  const r = (label, value, title, qs = '') => rows.push(qs && hid(qs) ? [label, '?', 'hidden in this exercise'] : [label, value, title]);
  if (a.work_of_adhesion != null) r('Surface energy γ; work of adhesion w = 2γ', `${fmtSI(a.surface_energy, 'J/m²')}; ${fmtSI(a.work_of_adhesion, 'J/m²')}`, raw(a.work_of_adhesion, 'J/m²'));
  if (a.pull_off_force != null) r('Pull-off force', fmtSI(a.pull_off_force, 'N'), raw(a.pull_off_force, 'N'), 'pull_off');
  if (a.contact_radius_zero_load != null) r('Contact radius at zero load a₀', fmtSI(a.contact_radius_zero_load, 'm'), raw(a.contact_radius_zero_load, 'm'));
  r('Separation at overlap', a.separation_overlap === 0 ? '0 (the pull ends where the overlap does)' : fmtSI(a.separation_overlap, 'm'), raw(a.separation_overlap, 'm'));
  // JKR's touch and separation forces are fractions of the pull-off force (−(8/9), −(5/9) F_c).
  r('Force at the first touch', fmtSI(a.touch_force, 'N'), raw(a.touch_force, 'N'), 'pull_off');
  if (a.separation_force != null) r('Force at separation', fmtSI(a.separation_force, 'N'), raw(a.separation_force, 'N'), 'pull_off');
  r('Most tensile force', fmtSI(a.min_force, 'N'), raw(a.min_force, 'N'));
  r('Stuck', a.stuck ? 'yes: the relative velocity reverses before the separation point' : 'no');
  r('Sticking velocity V_s', a.sticking_velocity == null ? 'none (no speed separates them)' : a.sticking_velocity === 0 ? '0 (no speed sticks)' : speed(a.sticking_velocity), raw(a.sticking_velocity, 'm/s'), 'sticking_velocity');
  r('Restitution with adhesion; without, same damping', `${or('restitution', fmtNum(sol.restitution, 6))}; ${without(sol, a, 6)}`);
  if (a.e_to_type != null) r('e to type (a code mapping e without adhesion)', fmtNum(a.e_to_type, 6), raw(a.e_to_type), 'damping');
  // The works tell the energy after, so e (and the dashpot's, the damping).
  r('Hysteresis: work the tension tail takes', fmtSI(a.tail_work, 'J'), raw(a.tail_work, 'J'), 'restitution');
  r('Work of the dashpot', fmtSI(a.dashpot_work, 'J'), raw(a.dashpot_work, 'J'), 'restitution damping');
  setRows($('adh-results').querySelector('tbody'), rows);
}

/** What a code's row types, in its convention: `name = value unit; …`. */
const typedText = (c) => c.to_type.map((n) => `${n.name} = ${fmtNum(n.value, 5)}${n.unit ? ` ${n.unit}` : ''}`).join('; ');

/** Each code's number to type, in its convention, and what it then does. */
function renderCodes(list) {
  const tb = $('adh-codes').querySelector('tbody');
  const heads = [...$('adh-codes').querySelectorAll('thead th')].map((th) => th.textContent);
  tb.replaceChildren(...list.map((c) => {
    const tr = el('tr');
    const name = el('th', '', { scope: 'row' });
    name.append(el('strong', c.code), document.createTextNode(` ${c.title}`));
    const typed = typedText(c);
    // A contact no speed sticks (V_s = 0: conservative, e.g. thornton_ning, elastic) says so.
    const got = [
      c.restitution != null ? `e = ${fmtNum(c.restitution, 4)}${c.restitution === 1 ? ' (elastic)' : ''}` : '',
      c.sticking_velocity == null ? '' : c.sticking_velocity === 0 ? 'never sticks' : `sticks below ${speed(c.sticking_velocity)}`,
      c.contact_time != null ? `t_c = ${fmtSI(c.contact_time, 's')}` : '',
    ].filter(Boolean).join(', ');
    const does = el('td');
    does.append(el('p', `${got ? `${got} — ` : ''}${c.reproduced}.`));
    if (c.notes.length) {
      const ul = el('ul', '', { className: 'notes' });
      ul.append(...c.notes.map((n) => el('li', n)));
      does.append(ul);
    }
    does.append(el('p', `${c.status}: ${c.source}`, { className: 'source' }));
    const typedCell = el('td', typed, { className: 'typed' });
    if (c.line && !linesHidden()) {
      // The full input to type, its lines as the code reads them.
      const full = el('details', '', { className: 'adh-line' });
      full.append(el('summary', 'the lines to type'), el('pre', c.line, { className: 'snippet' }));
      typedCell.append(full);
    }
    const cells = [typedCell, el('td', c.conversion), does];
    cells.forEach((td, i) => { td.dataset.label = heads[i + 1]; });
    tr.dataset.id = c.id;
    tr.append(name, ...cells);
    return tr;
  }));
  $('adh-codes-box').hidden = list.length === 0;
  $('adh-codes-summary').textContent = `What to type in each DEM code (${list.length} ${list.length === 1 ? 'setting' : 'settings'})`;
}

/** The summary line gets the adhesion's answer first: stuck or bounces at this v₀, then the
 * speed below which it sticks. */
function addSummary(a) {
  const parts = [a.stuck ? 'stuck' : 'bounces', a.sticking_velocity > 0 ? `sticks below ${or('sticking_velocity', speed(a.sticking_velocity))}` : null, a.pull_off_force != null ? `pull-off ${or('pull_off', fmtSI(a.pull_off_force, 'N'))}` : null].filter(Boolean);
  $('summary').prepend(...parts.map((t) => el('span', t, { className: 'adh' })));
}
