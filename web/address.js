// The address bar: the page as a link (what a link means is web/link.js's to say), written
// after every redraw, and the history entries of committed changes, so that Back and Forward
// step between them.
import { readLink, writeLink } from './link.js';
import { readTimestepURL, timestepURL, readSpeedURL, speedURL } from './keys.js';
import * as form from './form.js';

/** The query of the last committed state (null before the page's first write). */
let committed = null;

/**
 * Writes the page into the address bar: the form's fields and choices, the `view`, the case
 * shown (`preset`), the views' own keys and the exercise's keys `es` as they came. With
 * `commit` the state is a history entry of its own.
 */
export function write({ view, preset, es, commit }) {
  const p = writeLink({ fields: form.shownFields(), cmp: form.compared(), models: form.comparedModels(), ...form.replay(), view, preset });
  timestepURL(p);
  speedURL(p);
  if (es?.embed) p.set('embed', '1');
  if (es?.free) p.set('free', es.free.join(','));
  if (es?.lock.length) p.set('lock', es.lock.join(','));
  if (es?.question) p.set('q', es.question);
  const search = p.toString() ? `?${p}` : '';
  if (search !== location.search) {
    // Back and forward step between committed states (a select, a blur, a case). The first
    // keystroke after a committed state opens a new entry; further typing replaces it, and
    // the blur that ends the edit marks it committed. The page's first write only tidies the
    // address it was opened with.
    const url = search || location.pathname;
    if (committed !== null && location.search === committed) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }
  if (commit || committed === null) committed = search;
}

/** Sets the form and the views' own inputs from a query (the address bar's by default);
 * returns the case it shows and the view it names. */
export function read(search = location.search) {
  const st = readLink(search);
  form.setFromLink(st);
  readTimestepURL(st.params);
  readSpeedURL(st.params);
  return { preset: st.preset, view: st.params.get('view') };
}

/** A new history entry for `query` (a case chosen, a file opened), committed. */
export function push(query) {
  history.pushState(null, '', `?${query}`);
  committed = location.search;
}

/** Back or Forward: the entry shown is the committed state. */
export function popped() {
  committed = location.search;
}
