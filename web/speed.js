// The "e against v₀" view: the restitution, contact time and maximum overlap over a range of
// impact speeds with the damping held as a DEM code holds it, every compared model
// overlaid, and the fit of the user's measurements. Presentation only: every number comes
// from dem-contact (`sweep`, `sweep::fit`) through the wasm module's `speed_view`.
import { $, el, markField, errorLine } from './dom.js';
import { fmtNum, fmtSI } from './format.js';
import * as form from './form.js';
import { request } from './request.js';
import { setSummary, showNote } from './results.js';
import { computing } from './view-fields.js';


/** Points of a sweep (101: the middle one is v₀ itself; the budget in bench/page.mjs is for 100). */
export const SPEED_POINTS = 101;
const withUnit = (v, unit) => (unit ? `${v} ${unit}` : v);
// Speeds in m/s as DEM users write them (0.1 m/s, not 100 mm/s).
const speed = (v) => `${fmtNum(v, 3)} m/s`;
const heldText = (h) => (h ? `${h.name} = ${withUnit(fmtNum(h.value, 4), h.unit)}` : 'nothing (elastic)');

/** The last answer shown: its sweep's CSV and fitted constant, for the buttons. */
let shown = null;

/** Sets up the view (web/full.js): its buttons, and the view added to the page. `ctx` =
 * {page, plots, compute, part(name)}. */
export function setup(ctx) {
  $('sw-csv').addEventListener('click', () => {
    if (shown) ctx.page.download('dem-contact-e-against-v0.csv', ctx.plots.speed_csv(), 'text/csv');
  });
  $('sw-use').addEventListener('click', () => {
    const sc = shown?.use_scenario;
    if (!sc) return;
    // The fitted constant as the damping input (the code's own input for a code).
    form.setDissipation(sc);
    // An exercise's fixed e or damping stays what the link set.
    if (ctx.page.locksHold()) ctx.page.commit();
  });
  ctx.page.addView('speed', (note) => update(ctx, note));
}

/** Computes and shows the view, with the page's `note` ({text, bad}) in the status line. */
function update(ctx, note) {
  const out = draw(ctx, request(form));
  if (!out.error?.pending) ctx.page.fresh('view');
  if (!out.error) {
    shown = out;
    window.__dem.speed = out;
    showNote(note);
    renderSummary(ctx, out);
  }
  return out;
}

/** The e(v₀) view's summary line: the base's e at the ends of the range (the adhesion's
 * answer first, web/adhesion.js). */
function renderSummary(ctx, out) {
  ctx.part('adh')?.show();
  const s = out.sweeps[0]?.sweep;
  if (!s) return;
  const ps = s.points.filter((p) => p.restitution != null);
  if (!ps.length) return;
  const a = ps[0];
  const b = ps[ps.length - 1];
  const v = (x) => `${fmtNum(x, 3)} m/s`;
  setSummary([el('strong', s.constant_restitution ? `e = ${fmtNum(a.restitution, 4)} at every speed` : `e = ${fmtNum(a.restitution, 4)} at ${v(a.value)} → ${fmtNum(b.restitution, 4)} at ${v(b.value)}`),
    ...(out.fit ? [`fit: ${out.fit_label.replace(/^fit: /, '')}`] : [])]);
}

/**
 * Computes and draws the view for `req`, the Contact view's request ({base, label,
 * variants}): the sweeps from the worker (web/compute.js), drawn by the wasm `Plots` when they
 * have come. Returns the output, `{error}` when the base or the range is invalid (at its
 * field: the range's here, the form's by the page), `{error: {pending}}` while it computes.
 */
function draw(ctx, req) {
  const request = {
    ...req,
    range: { over: 'v0', from: $('sw-from').value.trim(), to: $('sw-to').value.trim(), points: SPEED_POINTS, log: true },
    measured: $('sw-measured').value,
  };
  const a = ctx.compute.get('speed_compute', request);
  const out = !a ? { error: ctx.compute.PENDING } : a.error ? { error: a.error } : ctx.plots.speed_draw(a.value);
  if (out.error) {
    if (['from', 'to'].includes(out.error.field)) {
      markField(`sw-${out.error.field}`, out.error.message);
      $('view-speed').classList.add('stale');
      $('sw-status').textContent = 'The range is not valid; the last valid results stay, dimmed.';
    } else if (out.error.pending) {
      computing('speed');
    } else {
      // An input of the shared form: at its field (the page's), and said here, where the
      // status said it was computing.
      ctx.page.showError(out.error);
      $('view-speed').classList.add('stale');
      const label = document.querySelector(`label[for="${CSS.escape(out.error.field)}"]`);
      $('sw-status').textContent = `${errorLine(out.error, label?.closest('.field')?.hidden === false && label.textContent.trim())} — ${shown ? 'the results below are the last valid ones' : 'nothing to show until it is given'}.`;
      $('sw-status').classList.add('bad');
    }
    return out;
  }
  $('view-speed').classList.remove('stale');
  $('sw-status').textContent = '';
  $('sw-status').classList.remove('bad');
  const ok = out.sweeps.filter((s) => s.sweep);
  const base = out.sweeps[0];
  const points = (s) => s.sweep.points.filter((p) => p.restitution != null);
  // The headline: the base's restitution across the range, in words.
  if (base.sweep) {
    const ps = points(base);
    const lo = ps[0];
    const hi = ps[ps.length - 1];
    const mid = ps[Math.floor(ps.length / 2)];
    const at = (p) => `e = ${fmtNum(p.restitution, 4)} at ${speed(p.value)}`;
    $('sw-answer').textContent = base.sweep.constant_restitution
      ? `e = ${fmtNum(lo.restitution, 6)} at every speed`
      : `${at(lo)} → ${at(mid)} → ${at(hi)}`;
    const held = base.sweep.held;
    $('sw-held').textContent = held ? `Held as the code holds it: ${heldText(held)} — ${held.what}.` : $('model').value === 'thornton' ? 'No dashpot: the yield takes the energy (Thornton 1997), more at a higher speed.' : 'Elastic: no damping.';
    // Adhesion: the bodies stick below the sticking velocity (the dashed line on e(v₀)).
    const vs = base.sweep.sticking_velocity;
    if (vs > 0) $('sw-held').textContent += ` ${$('liquid_bridge').value ? 'The liquid bridge (wet sticking velocity)' : 'Adhesion'}: below V_s = ${speed(vs)} the bodies stick (e = 0).`;
  } else {
    $('sw-answer').textContent = base.error?.message || '';
    $('sw-held').textContent = '';
  }
  const flat = ok.filter((s) => s.sweep.constant_restitution).map((s) => s.label);
  const varying = ok.filter((s) => !s.sweep.constant_restitution).map((s) => s.label);
  $('sw-flat').textContent = [
    flat.length ? `Speed-independent (flat lines): ${flat.join(', ')}.` : '',
    varying.length ? `Restitution changes with the speed: ${varying.join(', ')}.` : '',
  ].filter(Boolean).join(' ');

  // Every series at the ends and the middle of the range.
  const tb = $('sw-table').querySelector('tbody');
  tb.replaceChildren();
  const ref = base.sweep ? points(base) : [];
  if (ref.length) {
    $('sw-col-lo').textContent = `e at ${speed(ref[0].value)}`;
    $('sw-col-mid').textContent = `e at ${speed(ref[Math.floor(ref.length / 2)].value)}`;
    $('sw-col-hi').textContent = `e at ${speed(ref[ref.length - 1].value)}`;
  }
  for (const s of out.sweeps) {
    const tr = el('tr');
    const name = el('th', '', { scope: 'row' });
    const sw = el('span', '', { className: 'swatch' });
    sw.style.background = s.colour;
    name.append(sw, document.createTextNode(s.label));
    tr.append(name);
    if (!s.sweep) {
      tr.append(el('td', s.error?.message || '', { colSpan: 4 }));
    } else {
      const ps = s.sweep.points;
      const cell = (p) => el('td', p?.restitution != null ? fmtNum(p.restitution, 5) : p?.error || '—');
      tr.append(el('td', heldText(s.sweep.held)), cell(ps[0]), cell(ps[Math.floor(ps.length / 2)]), cell(ps[ps.length - 1]));
    }
    tb.append(tr);
  }

  // The fit.
  const fit = out.fit;
  $('sw-fit').hidden = !fit;
  $('sw-points').hidden = !fit;
  // An error of the table (or of a fit that no value of the constant satisfies) is shown
  // under the table.
  if (out.fit_error) markField('sw-measured', out.fit_error.message);
  if (fit) {
    const h = fit.held;
    $('sw-fit-value').textContent = `${h.name} = ${withUnit(fmtNum(fit.damping_constant, 5), h.unit)}`;
    $('sw-fit-how').textContent = `Fits ${fit.points.length} measurement${fit.points.length === 1 ? '' : 's'} with a root-mean-square difference in e of ${fmtNum(fit.rms, 3)} (largest ${fmtNum(fit.max_residual, 3)}): least squares in e with the exact model at each speed, Brent's minimisation (Brent 1973) between the values that fit each point alone. ${h.what[0].toUpperCase()}${h.what.slice(1)}.`;
    const pb = $('sw-points').querySelector('tbody');
    pb.replaceChildren(...fit.points.map((p) => {
      const tr = el('tr');
      const v = p.h0 != null ? `${speed(p.v0)} (h₀ = ${fmtSI(p.h0, 'm', 3)})` : speed(p.v0);
      tr.append(el('td', v), el('td', fmtNum(p.e, 4)), el('td', fmtNum(p.model_e, 4)), el('td', `${p.residual >= 0 ? '+' : ''}${fmtNum(p.residual, 3)}`));
      return tr;
    }));
  }
  $('sw-notes').replaceChildren(...(base.sweep?.notes || []).map((n) => el('li', n)));
  const ids = ['plot-speed-e', 'plot-speed-tc', 'plot-speed-xi'];
  out.charts.forEach((c, i) => {
    const canvas = $(ids[i]);
    canvas.setAttribute('aria-label', `${c.y_label} against ${c.x_label}: ${c.series.join(', ')}`);
  });
  return out;
}
