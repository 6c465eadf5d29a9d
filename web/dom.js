// Small DOM helpers shared by the views.
export const $ = (id) => document.getElementById(id);

/** Clears the field errors inside `scope` (the whole page by default). */
export function clearErrors(scope = document) {
  for (const el of scope.querySelectorAll('.field.invalid')) el.classList.remove('invalid');
  for (const el of scope.querySelectorAll('.err')) { el.hidden = true; el.textContent = ''; }
  for (const el of scope.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}
/** Shows `message` under the input `id` (in its box `${id}-err`) if that field is on screen. */
export function markField(id, message) {
  const input = $(id);
  const box = $(`${id}-err`);
  if (!input || !box || input.closest('.field').hidden) return false;
  input.closest('.field').classList.add('invalid');
  input.setAttribute('aria-invalid', 'true');
  box.textContent = message;
  box.hidden = false;
  return true;
}
/** A table row `label | value`, the value's raw digits as its tooltip, and — given a step of
 * the library's working `{formula, numbers, source}` — a "how" toggle showing it. */
export function row(tbody, label, value, title, how) {
  const tr = document.createElement('tr');
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = label;
  const td = document.createElement('td');
  td.textContent = value;
  if (title) td.title = title;
  if (how) td.append(howToggle(how));
  tr.append(th, td);
  tbody.append(tr);
}

/** A collapsed "how": the formula, the numbers in it, and the source. A step `{load}` (the
 * working not loaded yet) calls `load` when opened; the redraw then brings the working. */
export function howToggle(step) {
  const d = Object.assign(document.createElement('details'), { className: 'how' });
  if (step.quantity) d.dataset.q = step.quantity;
  // The word is drawn by CSS (summary::before): a row's text stays its value alone.
  const summary = document.createElement('summary');
  summary.setAttribute('aria-label', 'how it was obtained');
  if (step.load) {
    d.append(summary, el('p', 'Loading the working…', { className: 'numbers' }));
    d.addEventListener('toggle', () => { if (d.open) step.load(); }, { once: true });
    return d;
  }
  // Typeset as MathML once web/math.js has come (class math-src; the plain text stays in data-text).
  d.append(summary, el('p', step.formula, { className: 'formula math-src' }), el('p', step.numbers, { className: 'numbers math-src' }));
  if (step.source) d.append(el('p', step.source, { className: 'source cites' }));
  return d;
}

/** An element with text and attributes: el('td', 'text', {className: 'x'}). Text only, never HTML. */
export function el(tag, text = '', props = {}) {
  const e = Object.assign(document.createElement(tag), props);
  if (text) e.textContent = text;
  return e;
}
