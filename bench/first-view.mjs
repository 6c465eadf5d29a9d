// The first view's transfer only (what bench/page.mjs reports first), for a quick check after
// a change to index.html or the first-load scripts: node bench/first-view.mjs
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const root = new URL('../dist/site/', import.meta.url).pathname;
const fileOf = (u) => {
  const p = new URL(u).pathname;
  return p === '/' ? 'index.html' : decodeURIComponent(p.slice(1));
};
const { server, url } = await serve();
const browser = await launch();
try {
  const { page, context } = await openPage(browser, url);
  const first = await page.evaluate(() => window.__dem.firstRender);
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })));
  const files = [...new Set([url, ...entries.filter((e) => e.start < first).map((e) => e.name)].map(fileOf))].filter((f) => existsSync(root + f));
  let gz = 0;
  for (const f of files) {
    const z = gzipSync(readFileSync(root + f), { level: 9 }).length;
    gz += z;
    console.log(`  ${f.padEnd(38)} ${String(z).padStart(8)} B gzip`);
  }
  console.log(`first view: ${(gz / 1000).toFixed(1)} KB gzip (budget 155 KB)`);
  await context.close();
} finally {
  await browser.close();
  server.close();
}
