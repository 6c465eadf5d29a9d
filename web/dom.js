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
export function row(tbody, label, value, title) {
  const tr = document.createElement('tr');
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = label;
  const td = document.createElement('td');
  td.textContent = value;
  if (title) td.title = title;
  tr.append(th, td);
  tbody.append(tr);
}

/** An element with text and attributes: el('td', 'text', {className: 'x'}). Text only, never HTML. */
export function el(tag, text = '', props = {}) {
  const e = Object.assign(document.createElement(tag), props);
  if (text) e.textContent = text;
  return e;
}
