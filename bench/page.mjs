// Browser timing of the page (not part of the test suite; budgets live here).
//   scripts/build.sh && node bench/page.mjs
// Reports: transfer size of the page (raw and gzip), time from navigation start to all
// plots drawn (median of 7 fresh loads), and the time from an input change to all plots
// redrawn (median and 95th percentile of 200 changes) with one series and with every
// overlay on.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch, serve, openPage, afterUpdate, median, percentile } from '../tests/e2e/helpers.mjs';

const root = new URL('../', import.meta.url).pathname;
const files = ['index.html', 'web/index.js', 'web/style.css', 'web/pkg/dem_contact_web.js', 'web/pkg/dem_contact_web_bg.wasm'];
let raw = 0, gz = 0;
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
for (const f of files) {
  const b = readFileSync(root + f);
  const z = gzipSync(b, { level: 9 }).length;
  raw += b.length;
  gz += z;
  console.log(`  ${f.padEnd(34)} ${String(b.length).padStart(8)} B raw ${String(z).padStart(8)} B gzip`);
}
console.log(`page transfer: ${raw} B (${kb(raw)}) raw, ${gz} B (${kb(gz)}) gzip (${files.length} files; budget 150 KB = 146.5 KiB gzip)`);

const { server, url } = await serve();
const browser = await launch();
try {
  const firsts = [];
  for (let i = 0; i < 7; i++) {
    const { page, context } = await openPage(browser, url);
    firsts.push(await page.evaluate(() => window.__dem.firstRender));
    await context.close();
  }
  console.log(`first full render: median ${median(firsts).toFixed(0)} ms after navigation start (min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)})`);

  const table1 = 'model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9';
  for (const [name, query] of [
    ['linear, 1 series', 'cmp='],
    ['linear, 3 series (both mass rules, both end criteria)', 'cmp=mass_rule,end'],
    ['Table I pair, every model overlaid (6 series)', `${table1}&cmp=&models=linear,hertz,hunt-crossley,power-law,power-function`],
    ['Table I pair, every model and both variants (8 series)', `${table1}&cmp=mass_rule,end&models=linear,hertz,hunt-crossley,power-law,power-function`],
  ]) {
    const { page, context } = await openPage(browser, `${url}?${query}`);
    for (let i = 0; i < 200; i++) {
      await afterUpdate(page, () => page.fill('#v0', String((1 + (i % 50) / 10) * (query.includes('6.331') ? 3 : 1))));
    }
    const t = await page.evaluate(() => window.__dem.redraws.slice(-200));
    console.log(`redraw after an input change, ${name}: median ${median(t).toFixed(2)} ms, p95 ${percentile(t, 95).toFixed(2)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
