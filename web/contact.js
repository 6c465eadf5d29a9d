// The Contact view, the first view: the answer for the form's scenario and the series compared
// with it (web/request.js), computed by the wasm `Plots` drawing now (the first-load module's,
// then the full one's), written into the results (web/results.js), described on the plots,
// and the table of the series compared (web/compare.js, loaded for the first overlay). The
// parts that need the full module (web/contact-full.js) join it once it has come (`extend`).
import { $, markField, words } from './dom.js';
import * as form from './form.js';
import * as results from './results.js';
import * as plots from './plots.js';
import { request } from './request.js';
import { scenario_for_model } from './pkg/dem_contact_web.js';

/** The view's own state: the page's calls (`setup`), the last answer drawn ({base, results,
 * explain, charts, schemes}), the table of the series compared once loaded (and its
 * promise), the full module's parts once come. */
const s = { page: null, last: null, compare: null, compareP: null, full: null };

/** The page's calls (web/index.js: `ensureFull`, `fresh`, `schedule`). */
export const setup = (page) => { s.page = page; };
/** The full module's parts of this view (web/contact-full.js): `render(req, out, sol)` after
 * the first module's, `localBeside(code)` for the summary. */
export const extend = (parts) => { s.full = parts; };
/** The last answer drawn, or null. */
export const last = () => s.last;
/** Whether nothing is loading for this view (the table of the series compared). */
export const idle = () => !(s.compareP && !s.compare);

/** An input error: at its field when shown, the last good results dimmed. */
export function showError(err) {
  // An exercise's hidden answers stay hidden in a message too (web/embed.js: hide=).
  err = { ...err, message: results.exercise.mask(err.message) };
  // e wanted WITH adhesion is typed in e's field: said there.
  if (err.field === 'e_with_adhesion' && !$('e').closest('.field').hidden) {
    const w = words(err);
    err = { field: 'e', message: `e${w.value ? ` = ${w.value}` : ''}: ${w.text}` };
  }
  form.hideReadAs(err.field);
  results.showError(err, markField(err.field, err.message), Boolean(s.last));
}

/** Computes and draws the view, with the page's `note` ({text, bad}) in the status line.
 * Returns the wasm module's answer, or `{error}`. */
export function update(note) {
  const req = request(form);
  const out = plots.current().update(req);
  if (out.error) {
    showError(out.error);
    return out;
  }
  results.showNote(note);
  results.fresh();
  s.last = { ...out, base: req.base };
  const sol = out.results[0].solution;
  results.renderResults(sol, out.explain, { full: Boolean(s.full), loadWorking: s.page.ensureFull, caseName: form.presetText(), modelTitle: form.modelTitle(), codeChosen: Boolean(form.codeSetting()) });
  results.renderSummary(sol, s.full?.localBeside);
  results.caption(sol);
  renderCompare(out.results);
  out.charts.forEach((c, i) => plots.describeChart(plots.CHARTS[i][0], c));
  if (s.full) s.full.render(req, out, sol);
  else $('scheme-out').hidden = !form.replay().scheme;
  if (window.__dem.firstRender === null) window.__dem.firstRender = performance.now();
  s.page.fresh('view');
  return out;
}

/** A "given as" switch (`id` to `value`) fills its new field from the answer shown. */
export const fillForMode = (id, value) => form.fillForMode(id, value, s.last?.results?.[0]?.solution);

/** A model switch keeps the pair, speed and e of the answer shown (converted by the library). */
export function fillForModel() {
  if (!s.last) return;
  try {
    form.fillFrom(scenario_for_model(s.last.base, form.model(), s.last.results[0].solution.restitution));
  } catch { /* keep the inputs as they are */ }
}

/** The series side by side (web/compare.js, loaded for the first overlay; the update it
 * asks for draws it). */
function renderCompare(res) {
  if (res.length > 1 && s.compare) return s.compare.renderCompare(res);
  $('compare').hidden = true;
  if (res.length > 1) s.compareP ??= import('./compare.js').then((m) => { s.compare = m; s.page.schedule(); });
}
