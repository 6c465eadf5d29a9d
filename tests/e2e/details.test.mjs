// End-to-end: the smaller items of issue 22 (5), each as a user met it — a Tab press on
// "Your DEM code", the phone's timestep tables, the e(v₀) axis, LAMMPS hooke's contact time
// in the panel and in the table of every code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, chooseCode, cli } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();

test('Tab through "Your DEM code" moves on: the list coming does not take the focus back', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  assert.equal(await page.evaluate(() => window.__dem.fullMs), undefined, 'the full module not loaded yet');
  await page.focus('#preset');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'code');
  await page.keyboard.press('Tab');
  // The full module loads on the way (focus), and the focus stays where the Tab took it
  // (the next focusable: a citation in the selector's hint, then the model).
  await page.evaluate(() => { window.__tabbedTo = document.activeElement; });
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'code');
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 20000 });
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => document.activeElement === window.__tabbedTo), true, 'the focus was not taken back');
  for (let i = 0; i < 6 && await page.evaluate(() => document.activeElement.id) !== 'model'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'model');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the phone's timestep tables: words wrap whole, none is broken mid-word", async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=timestep&code=liggghts-hertz`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.waitForFunction(() => window.__dem.idle() && document.querySelectorAll('#ts-codes tbody tr').length > 3);
  // A line break between two letters or digits of one text node is a word broken mid-word.
  const broken = await page.evaluate(() => {
    const out = [];
    for (const cell of document.querySelectorAll('#view-timestep td, #view-timestep th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = n.textContent;
        const r = document.createRange();
        let lastTop = null;
        for (let i = 0; i < t.length; i++) {
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          const rect = r.getClientRects()[0];
          if (!rect) continue;
          if (lastTop !== null && rect.top > lastTop + 2 && /[A-Za-z0-9]/.test(t[i]) && /[A-Za-z0-9]/.test(t[i - 1] || '')) out.push(`${t.slice(Math.max(0, i - 12), i)}|${t.slice(i, i + 12)}`);
          lastTop = rect.top;
        }
      }
    }
    return out;
  });
  assert.deepEqual(broken, []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  // Each value says which column it is in.
  assert.deepEqual(await page.$$eval('#ts-codes tbody tr:first-child td[data-label]', (tds) => tds.map((td) => [td.dataset.label, getComputedStyle(td, '::before').content])), [['Δt', '"Δt: "']]);
  await page.locator('#ts-codes').screenshot({ path: `${OUT}details-ts-codes-390.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the e(v₀) axis spans the restitution, not 0 to 1', async () => {
  // LAMMPS's viscoelastic damping holds damp: e falls with the speed, here within about 0.7–0.95.
  const q = '?view=speed&code=lammps-hertz-viscoelastic&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  await page.waitForFunction(() => window.__dem.idle() && window.__dem.speed);
  const out = await page.evaluate(() => window.__dem.speed);
  const es = out.sweeps[0].sweep.points.map((p) => p.restitution).filter((e) => e != null);
  const [lo, hi] = [Math.min(...es), Math.max(...es)];
  assert.ok(lo > 0.5 && hi < 1, `${lo}–${hi}`);
  const [y0, y1] = out.charts[0].y_range;
  assert.ok(y0 > 0.5 * lo && y0 <= lo, `the axis starts at ${y0}, the data at ${lo}`);
  assert.ok(y1 >= hi && y1 - y0 < 1.2 * (hi - lo) + 0.05, `${y0}–${y1} for ${lo}–${hi}`);
  await page.locator('#plot-speed-e').screenshot({ path: `${OUT}details-speed-axis.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("LAMMPS hooke: the panel's contact time is the table's (6.736 µs for the glass beads)", async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await chooseCode(page, 'lammps-hooke-coeff-restitution');
  await afterUpdate(page, () => page.click('#codes-details summary'));
  const row = await text(page, '#codes-table tr[data-id="lammps-hooke-coeff-restitution"]');
  // The glass beads as a linear contact with Hertz's maximum overlap (the CLI).
  const lin = cli({ model: 'linear', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8 });
  const tc = `${(lin.contact_time * 1e6).toPrecision(4)} µs`;
  assert.equal(tc, '6.736 µs');
  assert.match(row, new RegExp(tc));
  assert.match(await text(page, '#code-answer'), new RegExp(`t_c = ${tc}`));
  assert.match(await text(page, '#summary'), new RegExp(`t_c = ${tc}`));
  // The spring typed into LAMMPS is that contact's k.
  assert.equal(Number(await page.inputValue('#k')).toPrecision(8), lin.stiffness.toPrecision(8));
  assert.deepEqual(errors, []);
  await context.close();
});
