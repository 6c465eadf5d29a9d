// The default page's first answer, drawn at build time into index.html (issue 25): the bare
// page (no query) shows it as soon as the HTML and the stylesheet are in, and the live one
// replaces it in the frame the calculator first draws (web/index.js).
//   node scripts/prerender.mjs          (run by scripts/build.sh after the WebAssembly build)
//   node scripts/prerender.mjs --check  (exit 1 when index.html's block is not what it writes)
//
// It opens the built page in headless Chromium with no query, waits for the first answer,
// and copies what that first render wrote — the summary, the Damping box, the Results table,
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

/** The live elements that have a stand-in, by selector. */
export const STAND_INS = ['#summary', '#damping-box', '#results', '#notes'];
/** The plots: canvas selector → the slot of the wasm `Plots` that drew it. */
export const PLOTS = [['#plot-force-time', 0], ['#plot-overlap-time', 1], ['#plot-force-overlap', 2]];

/** A plotters SVG made smaller and fit for the page: no fixed size (the stylesheet sizes it
 * as the canvas), no `opacity="1"`, short numbers, the grid's lines in one path per colour. */
export function compactSvg(svg, label) {
  let s = svg.replace(/\s+opacity="1"/g, '').replace(/="(-?\d+\.\d{2,})"/g, (_, x) => `="${Number(Number(x).toFixed(1))}"`);
  const paths = new Map();
  s = s.replace(/<line stroke="([^"]+)" stroke-width="([^"]+)" x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)"\/>\n?/g, (_, stroke, w, x1, y1, x2, y2) => {
    const k = `${stroke} ${w}`;
    paths.set(k, `${paths.get(k) ?? ''}M${x1} ${y1}L${x2} ${y2}`);
    return '';
  });
  const grid = [...paths].map(([k, d]) => {
    const [stroke, w] = k.split(' ');
    return `<path fill="none" stroke="${stroke}" stroke-width="${w}" d="${d}"/>`;
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
