// The default page's first answer, drawn at build time into index.html (so that a slow phone shows
// it within 1.5 s; bench/mobile.mjs): the bare page (no query) shows it as soon as the HTML and the
// stylesheet are in, and the live one replaces it in the frame the calculator first draws
// (web/index.js).
//   node scripts/prerender.mjs          (run by scripts/build.sh after the WebAssembly build)
//   node scripts/prerender.mjs --check  (exit 1 when index.html's block is not what it writes)
//
// It opens the built page in headless Chromium with no query, waits for the first answer,
// and copies what that first render wrote — the summary, the Damping box,
// the notes — and the three plots as SVG (the full module's export of the same charts), into
// one <template> at the end of index.html's body. Each copy names the live element it stands
// in for; the copies keep no id (the live elements keep theirs). web/prerendered.js shows them
// only when the address has no query: a link with its own inputs, a case, an exercise or an
// embed never sees the default's numbers, not even for a moment.
//
// Without Chromium the build goes on and index.html keeps the block it has;
// tests/e2e/prerender.test.mjs checks that the block matches the live page, number for number.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('..', import.meta.url).pathname;
const INDEX = `${ROOT}index.html`;
const BEGIN = '<!-- prerendered:';
const END = '<!-- /prerendered -->';

/** The live elements that have a stand-in, by selector. (The Results table is below the
 * plots, out of the first screen on a phone and a laptop: it is not copied, which keeps 1 KB
 * gzip off the first view.) */
export const STAND_INS = ['#summary', '#damping-box', '#notes'];
/** The plots: canvas selector → the slot of the wasm `Plots` that drew it. */
export const PLOTS = [['#plot-force-time', 0], ['#plot-overlap-time', 1], ['#plot-force-overlap', 2]];

/** How far (in the SVG's units, CSS pixels) a simplified curve may stray from the drawn one:
 * under a sixth of the 3 px line. */
export const CURVE_TOLERANCE = 0.45;

/** `pts` ([x, y] pairs) with the points a straight line through their neighbours passes within
 * `eps` of left out (Ramer, 1972; Douglas & Peucker, 1973): the curve's 400 samples are ≈ 40 at
 * the plot's own resolution. */
export function simplify(pts, eps) {
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [x1, y1] = pts[a];
    const [x2, y2] = pts[b];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1e-12;
    let far = 0;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [x, y] = pts[i];
      const d = Math.abs((y2 - y1) * x - (x2 - x1) * y + x2 * y1 - y2 * x1) / len;
      if (d > far) { far = d; at = i; }
    }
    if (far > eps) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** A number as short as it is exact (`-0` as `0`). */
const short = (x) => String(Number(x.toFixed(2)) || 0);

/** A path through `pts` ([x, y] pairs) in relative moves (`M x y l dx dy dx dy …`): the small
 * steps repeat, which gzip takes almost for free. */
const relativePath = (pts) => `M${short(pts[0][0])} ${short(pts[0][1])}l${pts.slice(1).map(([x, y], i) => `${short(x - pts[i][0])} ${short(y - pts[i][1])}`).join(' ')}`.replace(/ -/g, '-');

/** Straight segments (`[[x1, y1, x2, y2], …]`) as one path of relative moves: each segment a
 * move from the last one's end and a `v`, `h` or `l` (the grid's evenly spaced lines are the
 * same few commands over and over). */
function segmentsPath(segs) {
  let at = null;
  const out = segs.map(([x1, y1, x2, y2]) => {
    const move = at ? `m${short(x1 - at[0])} ${short(y1 - at[1])}` : `M${short(x1)} ${short(y1)}`;
    at = [x2, y2];
    if (x1 === x2) return `${move}v${short(y2 - y1)}`;
    if (y1 === y2) return `${move}h${short(x2 - x1)}`;
    return `${move}l${short(x2 - x1)} ${short(y2 - y1)}`;
  });
  return out.join('').replace(/ -/g, '-');
}

/** A plotters SVG made smaller and fit for the page: no fixed size (the stylesheet sizes it
 * as the canvas), no `opacity="1"`, short numbers, the grid's lines in one path per colour,
 * each curve and filled area simplified within `CURVE_TOLERANCE`, all in relative moves. The
 * same drawing. */
export function compactSvg(svg, label) {
  let s = svg.replace(/\s+opacity="1"/g, '')
    .replace(/<(polyline|polygon)([^>]*?) points="([^"]*)"/g, (_, shape, attrs, list) => {
      const pts = list.trim().split(/\s+/).map((p) => p.split(',').map(Number));
      return `<path${attrs} d="${relativePath(simplify(pts, CURVE_TOLERANCE))}${shape === 'polygon' ? 'z' : ''}"`;
    })
    .replace(/="(-?\d+\.\d{2,})"/g, (_, x) => `="${Number(Number(x).toFixed(1))}"`);
  const paths = new Map();
  s = s.replace(/<line stroke="([^"]+)" stroke-width="([^"]+)" x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)"\/>\n?/g, (_, stroke, w, ...xy) => {
    const k = `${stroke} ${w}`;
    if (!paths.has(k)) paths.set(k, []);
    paths.get(k).push(xy.slice(0, 4).map(Number));
    return '';
  });
  const grid = [...paths].map(([k, segs]) => {
    const [stroke, w] = k.split(' ');
    return `<path fill="none" stroke="${stroke}" stroke-width="${w}" d="${segmentsPath(segs)}"/>`;
  }).join('\n');
  // The grid goes first (under everything), right after the background.
  s = s.replace(/(<rect [^>]*\/>\n)/, `$1${grid}\n`);
  const esc = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return s.replace(/^<svg width="\d+" height="\d+" /, `<svg class="pre-plot" role="img" aria-label="${esc}" `);
}

/** What the first render of the bare page wrote, and the plots as SVG. */
async function snapshot() {
  const { launch, serve, openPage } = await import('../tests/e2e/helpers.mjs');
  const { server, url } = await serve();
  const browser = await launch();
  try {
    const { page, context, errors } = await openPage(browser, url, { viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    await page.waitForFunction(() => window.__dem.idle());
    const parts = await page.evaluate((sels) => sels.map((sel) => {
      const live = document.querySelector(sel).cloneNode(true);
      for (const n of [live, ...live.querySelectorAll('[id]')]) n.removeAttribute('id');
      // A copy is not announced again (the live one will be), nor can it be clicked.
      for (const a of ['hidden', 'role', 'aria-live', 'aria-label']) live.removeAttribute(a);
      live.inert = true;
      live.classList.remove('stale');
      return live.outerHTML.replace(/^<(\w+)/, `<$1 data-for="${sel}" class="pre-only"`).replace(/class="pre-only" class="/, 'class="pre-only ');
    }), STAND_INS);
    const labels = await page.evaluate((ps) => ps.map(([sel]) => document.querySelector(sel).getAttribute('aria-label')), PLOTS);
    const sizes = await page.evaluate((ps) => ps.map(([sel]) => [document.querySelector(sel).clientWidth, document.querySelector(sel).clientHeight]), PLOTS);
    // The same charts as SVG, from the full module (loaded as the damping view nears).
    await page.locator('#view').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 20000 });
    const svgs = await page.evaluate(async ([ps, sz]) => {
      const { current } = await import('./web/plots.js');
      return ps.map(([, slot], i) => current().svg(slot, sz[i][0], sz[i][1]));
    }, [PLOTS, sizes]);
    if (errors.length) throw new Error(`the page reported errors: ${errors.join('; ')}`);
    await context.close();
    const plots = PLOTS.map(([sel], i) => compactSvg(svgs[i], labels[i]).replace('<svg ', `<svg data-for="${sel}" class="pre-only" `).replace('class="pre-only" class="', 'class="pre-only '));
    return [...parts, ...plots];
  } finally {
    await browser.close();
    server.close();
  }
}

/** index.html with `parts` as its prerendered block. */
export function withBlock(html, parts) {
  const block = [
    `${BEGIN} the bare page's first answer, written by scripts/prerender.mjs (do not edit); shown by web/prerendered.js -->`,
    '<template id="prerendered">',
    ...parts,
    '</template>',
    END,
  ].join('\n');
  const start = html.indexOf(BEGIN);
  const end = html.indexOf(END);
  return start >= 0 && end > start
    ? html.slice(0, start) + block + html.slice(end + END.length)
    : html.replace(/\n<\/body>/, `\n${block}\n</body>`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const html = readFileSync(INDEX, 'utf8');
  let parts;
  try {
    parts = await snapshot();
  } catch (e) {
    if (/executable|chromium|ENOENT/i.test(String(e.message))) {
      console.log(`[prerender] skipped (no Chromium: ${e.message.split('\n')[0]}); index.html keeps its prerendered block`);
      process.exit(0);
    }
    throw e;
  }
  const next = withBlock(html, parts);
  const block = next.slice(next.indexOf(BEGIN), next.indexOf(END));
  const size = `${block.length} bytes, ${gzipSync(block, { level: 9 }).length} gzip on its own`;
  if (process.argv.includes('--check')) {
    if (next !== html) {
      console.error('[prerender] index.html\'s prerendered block is not the live page\'s first answer: run node scripts/prerender.mjs');
      process.exit(1);
    }
    console.log(`[prerender] index.html is up to date (${size})`);
  } else if (next !== html) {
    writeFileSync(INDEX, next);
    console.log(`[prerender] index.html: the bare page's first answer rewritten (${size})`);
  } else {
    console.log(`[prerender] index.html already holds the bare page's first answer (${size})`);
  }
}
