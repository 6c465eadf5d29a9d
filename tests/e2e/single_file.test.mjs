// End-to-end: the single-file page (dist/dem-contact-calculator.html, written by
// scripts/single-file.mjs at the end of scripts/build.sh) opened from disk, offline, with no
// server: it must start, draw and redraw with nothing fetched and no CSP violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch, afterUpdate, CASE1 } from './helpers.mjs';

const OUT = fileURLToPath(new URL('./out/', import.meta.url));
const FILE = fileURLToPath(new URL('../../dist/dem-contact-calculator.html', import.meta.url));
let browser;

before(async () => {
  mkdirSync(OUT, { recursive: true });
  assert.ok(existsSync(FILE), `${FILE} missing: run scripts/build.sh`);
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('single file from file://, offline: runs, draws, redraws, fetches nothing', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.setOffline(true);
    // Every request the page attempts, whatever its scheme; anything but the file itself and
    // data:/blob: URLs is aborted (and would fail the test below).
    const attempted = [];
    const blocked = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      attempted.push(url);
      if (/^(file|data|blob):/.test(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const requests = [];
    const errors = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(`pageerror: ${e}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });

    const url = pathToFileURL(FILE).href + CASE1;
    await page.goto(url);
    await page.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 })
      .catch(async (e) => {
        throw new Error(`page did not start: ${e.message}\nerrors: ${errors.join('\n')}\nloading: ${await page.locator('#loading').innerText().catch(() => '?')}`);
      });

    // Teufelsbauer, Hübl & Wu 2008, case 1, from the query of the file's address.
    const results = () => page.locator('#results').innerText();
    const before = await results();
    assert.match(before, /Contact time t_c\s+81\.12 ms/);
    for (const id of ['plot-force-time', 'plot-overlap-time', 'plot-force-overlap']) {
      const series = JSON.parse(await page.getAttribute(`#${id}`, 'data-series'));
      assert.equal(series.length, 2, `#${id} lists two series: ${JSON.stringify(series)}`);
    }

    // A change redraws (the wasm module keeps running after the first frame). The default is
    // the linear model, whose contact time π/ω does not depend on v0: a faster impact changes
    // the overlap and the force, not t_c. A heavier body changes t_c.
    const row = (t, label) => t.match(new RegExp(`${label}\\s+([^\\n]+)`))?.[1];
    await afterUpdate(page, () => page.fill('#v0', '3'));
    const faster = await results();
    assert.notEqual(row(faster, 'Maximum overlap ξ_max'), row(before, 'Maximum overlap ξ_max'), 'ξ_max changes with v0');
    assert.equal(row(faster, 'Contact time t_c'), '81.12 ms', 'linear model: t_c independent of v0');
    assert.match(page.url(), /[?&]v0=3(&|$)/, 'the scenario is in the address (history.replaceState on file://)');
    await afterUpdate(page, () => page.fill('#m1', '20'));
    const heavier = await results();
    assert.ok(row(heavier, 'Contact time t_c'), 'contact time still shown');
    assert.notEqual(row(heavier, 'Contact time t_c'), row(before, 'Contact time t_c'), `contact time changes with m1 (${row(before, 'Contact time t_c')} → ${row(heavier, 'Contact time t_c')})`);
    assert.equal(await page.locator('#status').innerText(), '', 'no input error');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${OUT}single-file.png` });

    assert.deepEqual(errors, [], 'no page errors, console errors or CSP violations');
    assert.deepEqual(blocked, [], 'no request off disk was attempted');
    // Only the document itself was loaded from disk: no script, stylesheet or wasm file.
    const other = [...attempted, ...requests].filter((u) => u.split('#')[0].split('?')[0] !== url.split('?')[0] && !u.startsWith('data:'));
    assert.deepEqual(other, [], 'nothing but the file itself (and the data: favicon) was requested');
  } finally {
    await context.close();
  }
});

test('single file, bare (no query), offline: the answer drawn at build time, then the live one', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.setOffline(true);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e}`));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
    // Whether the prerendered copy was on the page (its script ran under the file's policy).
    await page.addInitScript(() => {
      window.__sawCopy = false;
      new MutationObserver(() => { if (document.querySelector('.pre-only.summary')) window.__sawCopy = true; })
        .observe(document, { subtree: true, childList: true });
    });
    await page.goto(pathToFileURL(FILE).href);
    await page.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
    assert.equal(await page.evaluate(() => window.__sawCopy), true, 'the prerendered answer was shown first');
    assert.equal(await page.locator('.pre-only, .pre-hidden').count(), 0, 'then replaced by the live one');
    assert.match(await page.locator('#summary').innerText(), /t_c = 6\.451 µs/);
    assert.deepEqual(errors, [], 'no page errors, console errors or CSP violations');
  } finally {
    await context.close();
  }
});
