// End-to-end: the bare page's first answer drawn at build time (scripts/prerender.mjs, issue
// 25). The bare page shows it before the calculator runs, and the live answer that replaces
// it is the same, number for number; a link with its own inputs, a case, an exercise or an
// embed never shows it, not even for a moment; the first view's files are all asked for by
// index.html's <head> at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage } from './helpers.mjs';
import { STAND_INS, PLOTS } from '../../scripts/prerender.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const INDEX = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const env = useBrowser(OUT);

/** A page whose WebAssembly is held back until `release()`: what shows before it runs. */
async function heldPage(query, watch = false) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let release;
  const held = new Promise((ok) => { release = ok; });
  // Any wasm (the first module's address carries `?v=`, scripts/site.mjs).
  await context.route((u) => u.pathname.endsWith('.wasm'), async (route) => { await held; await route.continue(); });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  if (watch) {
    // From the first byte: was a prerendered copy ever in the document, or the page marked
    // as showing one?
    await page.addInitScript(() => {
      window.__seen = { pre: false };
      const look = () => {
        if (document.documentElement?.classList.contains('pre') || document.querySelector('.pre-only, .pre-hidden')) window.__seen.pre = true;
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      const tick = () => { look(); requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
  }
  await page.goto(`${env.url}${query}`);
  return { page, context, errors, release };
}
const visibleText = (page, sel) => page.locator(sel).innerText();

test('the bare page: the answer drawn at build time at once, then the live one, the same number for number', async () => {
  const { page, context, errors, release } = await heldPage('');
  try {
    await page.waitForSelector('.pre-only.summary', { state: 'visible' });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('pre')), true);
    assert.equal(await page.evaluate(() => window.__dem?.firstRender ?? null), null, 'the calculator has not drawn yet');
    const pre = {};
    for (const sel of STAND_INS) {
      assert.equal(await page.locator(sel).isVisible(), false, `${sel} is hidden behind its copy`);
      pre[sel] = await visibleText(page, `[data-for="${sel}"]`);
    }
    assert.match(pre['#summary'], /t_c = 6\.451 µs/);
    for (const [sel] of PLOTS) pre[sel] = await page.getAttribute(`svg[data-for="${sel}"]`, 'aria-label');
    release();
    await page.waitForFunction(() => window.__dem?.ready && window.__dem.idle(), null, { timeout: 20000 });
    assert.equal(await page.locator('.pre-only, .pre-hidden').count(), 0, 'no copy left, every live element shown');
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('pre')), false);
    for (const sel of STAND_INS) assert.equal(await visibleText(page, sel), pre[sel], `${sel}: the live text is the prerendered one`);
    for (const [sel] of PLOTS) assert.equal(await page.getAttribute(sel, 'aria-label'), pre[sel], `${sel}: the live chart has the prerendered one's axes, ranges and series`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a link with its own inputs, a case, an exercise, an embed: never the default\'s answer', async () => {
  const glass = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2';
  for (const query of [`?${glass}&v0=2&e=0.8`, '?preset=hu-table1', `?${glass}&v0=1&e=0.7&embed=1&free=e&q=Why%3F`, '?embed=1', '?view=timestep', '?cmp=', '?model=tsuji']) {
    const { page, context, errors, release } = await heldPage(query, true);
    try {
      await page.waitForLoadState('domcontentloaded');
      await page.waitForTimeout(300);
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /6\.451 µs|0\.1584|2\.715 N/, `${query}: the default's numbers are not on the page while it loads`);
      release();
      await page.waitForFunction(() => window.__dem?.ready && window.__dem.idle(), null, { timeout: 20000 });
      assert.equal(await page.evaluate(() => window.__seen.pre), false, `${query}: no prerendered copy ever entered the page`);
      if (query.includes('v0=2')) assert.doesNotMatch(await visibleText(page, '#summary'), /6\.451 µs/);
      assert.deepEqual(errors, [], query);
    } finally {
      await context.close();
    }
  }
});

test('index.html asks for every file of the first view at once, and for nothing it does not use', async () => {
  const head = INDEX.slice(0, INDEX.indexOf('</head>'));
  // A stylesheet named `disabled` (web/views.css) is not fetched until the page enables it.
  const hinted = new Set([...[...head.matchAll(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet)"[^>]*href="([^"]+)"[^>]*>/g)].filter((m) => !/\sdisabled[\s>]/.test(m[0])), ...head.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]));
  const { page, context } = await openPage(env.browser, env.url);
  try {
    const first = await page.evaluate(() => window.__dem.firstRender);
    const fetched = await page.evaluate((t) => performance.getEntriesByType('resource').filter((e) => e.startTime < t).map((e) => new URL(e.name).pathname.slice(1)), first);
    const used = new Set(fetched);
    for (const f of used) assert.ok(hinted.has(f), `${f} is fetched before the first answer but not named in <head>`);
    for (const f of hinted) assert.ok(used.has(f), `<head> names ${f}, which the first view does not fetch`);
    // The later views' stylesheet comes right after the first answer, and applies.
    await page.waitForFunction(() => window.__dem.ready);
    assert.ok(await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith('/web/views.css') && !s.disabled && s.cssRules.length > 20)), 'web/views.css applies after the first answer');
  } finally {
    await context.close();
  }
});
