// End-to-end: the Timestep view and the explicit-scheme replay with seed 000's case studies.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate, colourCounts } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const run = (cmd, sc) => JSON.parse(execFileSync(BIN, [cmd, '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();

test('timestep view: packing, governing degree of freedom, the library\'s numbers, errors at the field', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await afterUpdate(page, () => page.click('#tab-timestep'));
  assert.equal(await page.locator('#view-timestep').isVisible(), true);
  assert.equal(await page.locator('#view-contact').isVisible(), false);
  assert.match(page.url(), /view=timestep/);
  const lib = run('timestep', { r: 1e-3, rho: 2500, packing: 'face-centred-cubic', kn: 1e5, ks: 5e4, E: 70e9, nu: 0.25, v_max: 1 });
  const us = (lib.timestep * 1e6).toPrecision(4);
  assert.equal(await text(page, '#ts-value'), `Δt = ${us} µs`);
  assert.match(await text(page, '#ts-governing'), /governed by stiffness \(θx\)/);
  const rows = await page.$$eval('#ts-dofs tbody tr', (trs) => trs.map((tr) => tr.textContent));
  assert.equal(rows.length, 6);
  assert.match(rows[3], /← smallest/);
  // A kinematic limit takes over when ε is small.
  await afterUpdate(page, () => page.fill('#ts-epsilon', '1e-9'));
  assert.match(await text(page, '#ts-governing'), /governed by kinematic/);
  // 2D hexagonal packing of disks.
  await afterUpdate(page, () => page.selectOption('#ts-dim', '2'));
  await afterUpdate(page, () => page.selectOption('#ts-packing', 'hexagonal'));
  const rows2 = await page.$$eval('#ts-dofs tbody tr', (trs) => trs.length);
  assert.equal(rows2, 3);
  // Errors at the field.
  await afterUpdate(page, () => page.fill('#ts-safety_factor', '1.5'));
  assert.equal(await text(page, '#ts-safety_factor-err'), 'safety_factor = 1.5: safety factor must be in (0, 1]');
  await afterUpdate(page, () => page.fill('#ts-safety_factor', ''));
  await afterUpdate(page, () => page.selectOption('#ts-packing', 'custom'));
  await afterUpdate(page, () => page.fill('#ts-contacts', '[{"normal": [1, 0], "point": [0.001, 0], "kn": 2e5}'));
  assert.match(await text(page, '#ts-contacts-err'), /^contacts: not valid JSON/);
  await afterUpdate(page, () => page.fill('#ts-contacts', '[{"normal": [1, 0], "point": [0.001, 0], "kn": 2e5}]'));
  assert.equal(await page.locator('#ts-contacts-err').isVisible(), false);
  assert.match(await text(page, '#ts-governing'), /stiffness \(x\)|kinematic/);
  // The URL reproduces the view.
  const again = await openPage(env.browser, page.url());
  assert.equal(await text(again.page, '#ts-value'), await text(page, '#ts-value'));
  await again.context.close();
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}timestep.png`, fullPage: true });
  await context.close();
});

test('seed 000 case 1 preset: the §4 listing with both mass rules dotted on the closed forms', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await afterUpdate(page, () => page.selectOption('#preset', 'seed000-1-scheme'));
  assert.equal(await page.inputValue('#scheme'), 'seed000');
  const series = await page.$eval('#plot-force-time', (c) => JSON.parse(c.dataset.series));
  assert.deepEqual(series, ['reduced mass', 'arithmetic mean', 'seed000, reduced mass', 'seed000, arithmetic mean']);
  for (const counts of (await colourCounts(page, ['#0072b2', '#d55e00', '#009e73', '#e69f00'])).slice(0, 2)) {
    assert.ok(counts.every((n) => n > 30), `four series on F(t) and ξ(t): ${counts}`);
  }
  // The table: the listing's numbers equal the library's replay (CLI).
  const lib = run('scheme', { model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, damping: 0.5, scheme: 'seed000', dt: 0.001, t_end: 0.12 });
  const rows = await page.$$eval('#scheme-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.match(rows[0][0], new RegExp(`^${lib.restitution.toPrecision(5)} / 0\\.16303`));
  // Equal masses: the listing follows the arithmetic-mean closed form (within ~1 %), not the reduced one.
  const pct = (s) => Number(s.match(/\(([+-][\d.]+) %\)/)[1]);
  assert.ok(Math.abs(pct(rows[2][1])) < 3, rows[2][1]);
  assert.ok(Math.abs(pct(rows[2][0])) > 30, rows[2][0]);
  assert.equal(await page.locator('#plot-sweep').isVisible(), true);
  assert.deepEqual(errors, []);
  // Case 3 (unequal masses, g = 9.81) and case 2 (overdamped) load too.
  await afterUpdate(page, () => page.selectOption('#preset', 'seed000-3-scheme'));
  assert.match(await text(page, '#results'), /Method\s+integrated/);
  await afterUpdate(page, () => page.selectOption('#preset', 'seed000-2-scheme'));
  assert.match(await text(page, '#results'), /Contact time t_c\s+never separates/);
  // A timestep past the stability limit is reported in words, and nothing shows NaN.
  await afterUpdate(page, () => page.selectOption('#scheme', 'velocity-verlet'));
  await afterUpdate(page, () => page.fill('#dt', '0.2'));
  assert.match(await text(page, '#scheme-msg'), /unstable|stability limit/);
  assert.doesNotMatch(await text(page, '#view-contact'), /NaN/);
  await page.screenshot({ path: `${OUT}seed000-scheme.png`, fullPage: true });
  await context.close();
});
