// The references every formula cites: listed under "Sources" at the foot of the page, and
// each citation in the page's text ("Hu et al. 2011, eq. 7") linked to its entry.
import { $, el } from './dom.js';

let pattern = null;
/** Where text is never linked: an HTML link inside an SVG's text is not drawn (the Timestep
 * ladder's "MercuryDPM's own check" read "'s own check"). */
const SKIP = 'a, script, style, textarea, option, select, pre, math, svg, #sources, [hidden]';
const byCite = new Map();

/** Lists the references (from the library: `[{key, cite}]` at first, `[{key, cite, full}]`
 * when the full module has loaded, which fills in the texts) and prepares the citation
 * matcher. */
export function setupSources(refs) {
  const list = $('sources-list');
  for (const r of refs) {
    let li = $(`ref-${r.key}`);
    if (!li) {
      li = el('li', '', { id: `ref-${r.key}` });
      li.append(el('strong', r.cite));
      list.append(li);
    }
    if (r.full && li.childNodes.length === 1) li.append(document.createTextNode(` — ${r.full}`));
    byCite.set(r.cite, r.key);
  }
  const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cites = [...byCite.keys()].sort((a, b) => b.length - a.length).map(escape);
  pattern = cites.length ? new RegExp(cites.join('|'), 'g') : null;
}

/** Links every citation in the text under `root` to its entry (text nodes only; links
 * already made are left alone). */
export function linkCites(root) {
  if (!pattern || !root) return;
  // Every text node is read (a native walk, no filter called per node: a filter on each of
  // the ≈ 850 elements of the results cost ≈ 1 ms a redraw); only one that cites is checked
  // for a place never linked: inside a link, a script, a form control, a formula, a drawing,
  // the Sources list, or a hidden part (the other views, linked when shown).
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    pattern.lastIndex = 0;
    if (pattern.test(n.data) && !n.parentElement?.closest(SKIP)) nodes.push(n);
  }
  for (const n of nodes) {
    const frag = document.createDocumentFragment();
    let last = 0;
    pattern.lastIndex = 0;
    for (const m of n.data.matchAll(pattern)) {
      if (m.index > last) frag.append(n.data.slice(last, m.index));
      const a = el('a', m[0], { href: `#ref-${byCite.get(m[0])}`, className: 'cite' });
      frag.append(a);
      last = m.index + m[0].length;
    }
    if (last < n.data.length) frag.append(n.data.slice(last));
    n.replaceWith(frag);
  }
}
