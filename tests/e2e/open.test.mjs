// End-to-end: Open… is bounded in size and in keys. Issue 19's 50,000-key file (≈ 730 KB)
// froze the page for seconds; it is refused at once with a message naming the limit, and so
// is a small file with thousands of keys; the page stays as it was. A file means exactly its
// keys, as in dem-contact solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, cli, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const inputs = (page) => page.$$eval('#inputs input, #inputs select', (els) => els.map((e) => [e.id, e.value]));

/** Hands `body` to Open…'s file input as a file named `name`; resolves with the status line
 * and the milliseconds until it appeared (the page's main thread busy meanwhile). */
async function open(page, name, body) {
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  const t0 = Date.now();
  await page.evaluate(([n, text]) => {
    const input = document.getElementById('open-file');
    const dt = new DataTransfer();
    dt.items.add(new File([text], n, { type: 'application/json' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [name, body]);
  const status = await (await page.waitForFunction(() => document.getElementById('status').textContent || false, null, { timeout: 60000 })).jsonValue();
  const ms = Date.now() - t0;
  await page.waitForFunction(() => window.__dem.idle(), null, { timeout: 60000 });
  return { status, ms };
}
const keys = (n) => JSON.stringify({ scenario: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1.2345])) });

test('Open… refuses a 50,000-key file (≈ 730 KB) and a 5,000-key one at once, naming the limit; the page stays as it was', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + CASE1);
  const before = await inputs(page);
  const url = page.url();
  const big = keys(50000);
  const huge = await open(page, 'huge.json', big);
  console.log(`${big.length} bytes, 50,000 keys: answered in ${huge.ms} ms: ${huge.status}`);
  assert.match(huge.status, /^huge\.json not opened: it is 7\d\d KB; Open… reads files up to 256 KB/);
  assert.ok(huge.ms < 3000, `${huge.ms} ms`);
  const many = await open(page, 'many.json', keys(5000));
  console.log(`5,000 keys: answered in ${many.ms} ms: ${many.status}`);
  assert.match(many.status, /^Could not open many\.json: it has 5000 keys; Open… reads at most 100/);
  assert.deepEqual(await inputs(page), before);
  assert.equal(page.url(), url);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a file means exactly its keys, as in dem-contact solve: m₂ absent is a wall; no input at all is "nothing given"', async () => {
  const { page, context } = await openPage(env.browser, env.url);
  const sc = { model: 'linear', m1: 5, k: 1e4, v0: 2, e: 0.5 };
  await open(page, 'wall.json', JSON.stringify(sc));
  const t = await page.$eval('#results tbody', (tb) => parseFloat([...tb.rows].find((r) => r.querySelector('th').textContent === 'Contact time t_c').querySelector('td').title));
  assert.ok(Math.abs(t - cli(sc).contact_time) <= 1e-9 * t, `t_c ${t}`);
  assert.equal(await page.inputValue('#m2'), '');
  await open(page, 'empty.json', JSON.stringify({ model: 'hertz' }));
  assert.match(await page.locator('#m1-err').innerText(), /^m₁: missing/);
  await context.close();
});
