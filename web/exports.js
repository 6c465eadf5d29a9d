// The page's exports, loaded on the first click of one: every plotted series as CSV, the
// scenario and its results as JSON (read back by Open… and by dem-contact solve), each plot
// as SVG (print size) or PNG (at least 1600 px wide), and Open… itself.
import { $ } from './dom.js';

/** The handlers, bound to the page: `ctx` = {state, ensureFull, readURL, schedule}. */
export function install({ state, ensureFull, readURL, schedule }) {
  function download(name, text, type) {
    const blob = text instanceof Blob ? text : new Blob([text], { type });
    const a = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  }
  const csv = () => {
    if (state.last) download('dem-contact-curves.csv', state.plots.series_csv(), 'text/csv');
  };
  const json = () => {
    const base = state.last?.base;
    if (base) ensureFull().then(() => download(`dem-contact-${base.code || base.model || 'contact'}.json`, `${state.full.export_json(base)}\n`, 'application/json'));
  };
  // Open a file exported above (or any scenario object): it becomes the page's query.
  const open = async () => {
    const file = $('open-file').files[0];
    $('open-file').value = '';
    if (!file) return;
    // An exercise's fixed inputs stay what the link set (Open… is not offered there).
    const es = state.embedState;
    if (es && (es.free !== null || es.lock.length)) {
      $('status').textContent = `${file.name} not opened: this is an exercise, its fixed inputs stay as given (open the full calculator to use a file).`;
      $('status').classList.add('bad');
      return;
    }
    try {
      const doc = JSON.parse(await file.text());
      const sc = doc && typeof doc.scenario === 'object' && doc.scenario !== null ? doc.scenario : doc;
      if (typeof sc !== 'object' || sc === null || Array.isArray(sc)) throw new Error('no scenario object in it');
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(sc)) {
        if (v === null || v === undefined || typeof v === 'object') continue;
        // The library writes every option (model, mass rule, end); a code decides those.
        if (sc.code && ['model', 'mass_rule', 'end'].includes(k)) continue;
        p.set(k, String(v));
      }
      if (!p.has('m2') && !p.has('rho2') && (p.has('m1') || p.has('rho1'))) p.set(p.has('m1') ? 'm2' : 'rho2', '');
      if (!p.has('cmp')) p.set('cmp', '');
      if (state.view !== 'contact') p.set('view', state.view);
      history.pushState(null, '', `?${p}`);
      state.committedSearch = location.search;
      readURL();
      schedule();
      $('status').textContent = `Opened ${file.name}.`;
      $('status').classList.remove('bad');
    } catch (e) {
      $('status').textContent = `Could not open ${file.name}: ${e.message}`;
      $('status').classList.add('bad');
    }
  };
  // 480 × 384 px (12.7 × 10.2 cm at 96 dpi): the labels print at 9–11 pt.
  const svg = (slot, name) => ensureFull().then(() => {
    try { download(`dem-contact-${name}.svg`, state.plots.svg(slot, 480, 384), 'image/svg+xml'); } catch (e) { $('status').textContent = String(e); }
  });
  // Twice the size shown, or 1600 px wide, whichever is larger; drawn again at that size.
  const png = (slot, id, name) => {
    const shown = $(id);
    const w = Math.max(2 * shown.clientWidth, 1600);
    const scale = w / shown.clientWidth;
    const c = Object.assign(document.createElement('canvas'), { width: w, height: Math.round(shown.clientHeight * scale) });
    try { state.plots.draw_to(slot, c, scale); } catch (e) { $('status').textContent = String(e); return; }
    c.toBlob((b) => b && download(`dem-contact-${name}.png`, b, 'image/png'));
  };
  return { download, csv, json, open, svg, png };
}
