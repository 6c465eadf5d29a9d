// Shared set-up for the browser tests: the page's own server on a free loopback port and
// Debian's Chromium driven by playwright-core (which never downloads a browser).
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../../scripts/serve.mjs';

export const CHROME_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
}

export async function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROME_ARGS, headless: true });
}

export async function serve() {
  return startServer({ port: 0 });
}

/**
 * For a test file: before its tests, create `out` (screenshots), start the page's server and
 * Chromium; after them, stop both. Returns `{browser, server, url}`, filled in by then.
 */
export function useBrowser(out) {
  const env = {};
  before(async () => {
    mkdirSync(out, { recursive: true });
    ({ server: env.server, url: env.url } = await serve());
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}

/** Opens the page and waits until the calculator has drawn; records every request. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const requests = [];
  const errors = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  await page.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
  return { context, page, requests, errors };
}

/** Performs `action` and waits until the page has redrawn for it: at least one update
 * completed since, and none still scheduled (an earlier event — a blur's `change` — may have
 * triggered an update of its own in between). */
export async function afterUpdate(page, action) {
  const n = await page.evaluate(() => window.__dem.updates);
  await action();
  await page.waitForFunction((k) => window.__dem.updates > k && window.__dem.idle(), n, { timeout: 10000 });
}

/** Counts pixels of each canvas close to each given CSS hex colour. */
export async function colourCounts(page, colours) {
  return page.evaluate((cols) => {
    const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    return [...document.querySelectorAll('#view-contact .plots canvas')].map((c) => {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      return cols.map((h) => {
        const [r, g, b] = rgb(h);
        let n = 0;
        for (let i = 0; i < d.length; i += 4) {
          if (Math.abs(d[i] - r) + Math.abs(d[i + 1] - g) + Math.abs(d[i + 2] - b) < 30) n++;
        }
        return n;
      });
    });
  }, colours);
}

/** The library's answer for a scenario, from the CLI built by cargo (target/debug). */
export function cli(scenario) {
  const bin = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
  return JSON.parse(execFileSync(bin, ['solve', '--scenario', JSON.stringify(scenario)], { encoding: 'utf8' }));
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
}

/** Teufelsbauer, Hübl & Wu 2008, case 1 (two 5 kg balls, k₁ = k₂ = 1e4 N/m, v₀ = 2 m/s,
 * α = 0.5, both mass rules): the query of the page's preset, for tests built on it. */
export const CASE1 = '?model=linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=2&damping=0.5&cmp=mass_rule';

/** Scrolls the restitution ↔ damping view into sight, which loads the full module (it is
 * not part of the first view), and waits until the page has drawn with it. */
export async function showDampingView(page) {
  await page.locator('#view').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 10000 });
}

/** Opens the DEM code selector as a user does (its list comes with the full module) and
 * chooses `id`. */
export async function chooseCode(page, id) {
  await page.locator('#code').focus();
  await page.waitForSelector(`#code option[value="${id}"]`, { state: 'attached', timeout: 10000 });
  await afterUpdate(page, () => page.selectOption('#code', id));
}

/** Every visible select whose option text is wider than its box: the text's width in the
 * select's own font, against the box less its padding and the arrow (about 20 px). */
export function cutSelects(page) {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    const out = [];
    for (const s of document.querySelectorAll('select')) {
      if (!s.offsetParent) continue;
      const cs = getComputedStyle(s);
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
      for (const o of s.options) if (ctx.measureText(o.text).width > room) out.push(`${s.id}: "${o.text}"`);
    }
    return out;
  });
}

/** A phone (390 px): nothing wider than it; screenshots into `out` of the first screen and
 * of the box `box` scrolled to. */
export async function phone(page, out, name, box) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await page.screenshot({ path: `${out}${name}-390.png` });
  await page.evaluate((s) => document.querySelector(s).scrollIntoView(), box);
  await page.screenshot({ path: `${out}${name}-390-answer.png` });
}
