// The form fields the views build on first use (web/oblique-form.js, web/rolling-form.js,
// web/adhesion-form.js): a label, the input or selector, its unit, a hint and an error line,
// each with the ids the page's errors and hints are written to (`<id>-err`, `<id>-hint`).
import { el } from './dom.js';

/** A text field `id` for the key `name`, with `unit` beside it; `hint` below when given;
 * `data` marks the field for its view (e.g. `{ ro: 'mu_r' }`). */
export function textField({ id, name, label, unit, hint = '', data = {} }) {
  const f = el('div', '', { className: 'field' });
  Object.assign(f.dataset, data);
  const input = el('input', '', { id, name, spellcheck: false });
  input.setAttribute('aria-describedby', `${id}-err${hint ? ` ${id}-hint` : ''}`);
  const box = el('div', '', { className: 'with-unit' });
  box.append(input, el('span', unit, { className: 'unit', id: `${id}-unit` }));
  f.append(el('label', label, { htmlFor: id }), box);
  if (hint) f.append(el('p', hint, { className: 'hint', id: `${id}-hint` }));
  f.append(el('p', '', { className: 'err', id: `${id}-err`, hidden: true }));
  return f;
}

/** A selector `id` for the key `name` with `options` ([value, text]); its hint line is kept
 * for a hint written later, or hidden while empty with `hideEmptyHint`. */
export function selectField({ id, name, label, options, hint = '', data = {}, hideEmptyHint = false }) {
  const f = el('div', '', { className: 'field' });
  Object.assign(f.dataset, data);
  const hinted = Boolean(hint) || !hideEmptyHint;
  const sel = el('select', '', { id, name });
  sel.setAttribute('aria-describedby', `${id}-err${hinted ? ` ${id}-hint` : ''}`);
  for (const [v, t] of options) sel.append(new Option(t, v));
  f.append(el('label', label, { htmlFor: id }), sel, el('p', hint, { className: 'hint', id: `${id}-hint`, hidden: !hinted }),
    el('p', '', { className: 'err', id: `${id}-err`, hidden: true }));
  return f;
}
