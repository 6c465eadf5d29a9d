// Small DOM helpers shared by the views.
export const $ = (id) => document.getElementById(id);

/** Clears the field errors inside `scope` (the whole page by default). */
export function clearErrors(scope = document) {
  for (const el of scope.querySelectorAll('.field.invalid')) el.classList.remove('invalid');
  for (const el of scope.querySelectorAll('.err')) { el.hidden = true; el.textContent = ''; }
  for (const el of scope.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}
// ---------- the library's messages in the page's words ----------
/** `words(err)`: a library error `{field, message}` in the page's words, `{value, text,
 * lead}` (web/words.js, loaded right after the first render; until then as it is). */
export const say = { words: (err) => ({ value: '', text: String(err.message ?? ''), lead: '' }) };
export const words = (err) => say.words(err);
/** The status line's words for error `err` at the field labelled `label` (none: not shown). */
export function errorLine(err, label) {
  const { value, text, lead } = words(err);
  return label ? `${label}${value ? ` (${value})` : ''}: ${text}` : `Error: ${lead}${text}`;
}

/** Shows `message` (a library message about the key of field `id`: in the page's words)
 * under the input `id` (in its box `${id}-err`) if that field is on screen. */
export function markField(id, message, field = id.replace(/^(ts|sw|ro|ob)-/, '')) {
  const input = $(id);
  const box = $(`${id}-err`);
  if (!input || !box || input.closest('.field').hidden) return false;
  input.closest('.field').classList.add('invalid');
  input.setAttribute('aria-invalid', 'true');
  const w = words({ field, message });
  box.textContent = w.lead + w.text;
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
  td.dataset.v = value;
  td.dataset.k = howKind(how);
  if (title) td.title = title;
  if (how) td.append(howToggle(how));
  tr.append(th, td);
  tbody.append(tr);
}

/** Which "how" a row has: none, one loading the working, or a step (with its source or not). */
const howKind = (how) => (how ? `${how.quantity}${how.load ? ' load' : ''}${how.source ? ' source' : ''}` : '');

/** `tbody` holding `rows`, each `[label, value, title, how]` as `row` takes them. A table with
 * the same rows (labels and kinds of "how") is updated in place, only the texts that changed
 * rewritten: an open "how" stays open, and a keystroke rebuilds nothing (the rebuild, its
 * formulas typeset and citations linked again, was ≈ 1 ms a redraw). */
export function setRows(tbody, rows) {
  const trs = tbody.rows;
  if (trs.length !== rows.length || rows.some(([label, , , how], i) => trs[i].cells[0].textContent !== label || trs[i].cells[1].dataset.k !== howKind(how))) {
    tbody.replaceChildren();
    for (const r of rows) row(tbody, ...r);
    return;
  }
  rows.forEach(([, value, title, how], i) => {
    const td = trs[i].cells[1];
    const d = td.querySelector('details');
    if (td.dataset.v !== value) {
      // The value's text (citations may have split it into links) goes; the "how" stays.
      while (td.firstChild !== d) td.firstChild.remove();
      td.insertBefore(new Text(value), d);
      td.dataset.v = value;
    }
    td.title = title ?? '';
    // The step's paragraphs (formula, numbers, source) after its summary, as written.
    if (how && !how.load) [how.formula, how.numbers, how.source].forEach((text, j) => {
      const p = d.children[j + 1];
      if (p && p.dataset.src !== text) p.textContent = p.dataset.src = text;
    });
  });
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
    d.classList.add('pending');
    d.append(summary, el('p', 'Loading the working…', { className: 'numbers' }));
    d.addEventListener('toggle', () => { if (d.open) step.load(); }, { once: true });
    return d;
  }
  // Typeset as MathML once web/math.js has come (class math-src; the plain text stays in data-text).
  const p = (text, className) => {
    const e = el('p', text, { className });
    e.dataset.src = text;
    return e;
  };
  d.append(summary, p(step.formula, 'formula math-src'), p(step.numbers, 'numbers math-src'));
  if (step.source) d.append(p(step.source, 'source cites'));
  return d;
}

/** An element with text and attributes: el('td', 'text', {className: 'x'}). Text only, never HTML. */
export function el(tag, text = '', props = {}) {
  const e = Object.assign(document.createElement(tag), props);
  if (text) e.textContent = text;
  return e;
}
