// The bare page's first answer, drawn at build time into index.html's <template
// id="prerendered"> (scripts/prerender.mjs): shown on the bare page only — any query (a link's
// own inputs, a case, an exercise, an embed) keeps it out. Each copy stands after the live
// element it names, which is hidden meanwhile (style.css: .pre-hidden); web/index.js swaps
// them back in the frame it first draws. A module without imports, listed before the page
// script: it runs as soon as the document is parsed, before the first paint.
if (location.search.length <= 1) {
  const t = document.getElementById('prerendered');
  for (const n of t ? [...t.content.children] : []) {
    const live = document.querySelector(n.dataset.for);
    if (!live) continue;
    live.classList.add('pre-hidden');
    live.after(n);
  }
  if (t) document.documentElement.classList.add('pre');
}
