// End-to-end: an exercise's fixed inputs hold wherever values change, not only at their
// fields — a case chosen, a "given as" switch, drop height for speed, a model, a fitted value
// put in. The reproductions of issue 19, item 2: each change that would move a fixed input is
// undone, the status line says which input is fixed, and the link keeps the given value.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const GLASS = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';

/** The scenario the page solved last and the restitution it achieved. */
const solved = (page) => page.evaluate(() => {
  const r = window.__dem.shown.results[0];
  return { scenario: r.scenario, e: r.solution.restitution, requested: r.solution.requested_restitution };
});
const status = (page) => page.locator('#status').innerText();
const select = (page, id, v) => afterUpdate(page, () => page.selectOption(`#${id}`, v));

test('lock=e: a case, "given as: damping" and a model without e leave e = 0.8', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${GLASS}&lock=e`);
  assert.equal(await page.isDisabled('#e'), true);
  // The case "Table I" has e = 0.9: not applied.
  await select(page, 'preset', 'hu-table1');
  assert.equal(await page.inputValue('#e'), '0.8');
  assert.equal(await page.inputValue('#preset'), '');
  assert.equal((await solved(page)).requested, 0.8);
  assert.match(await status(page), /Not applied: Coefficient of restitution, e \(0\.8\) is fixed in this exercise/);
  assert.match(page.url(), /[?&]e=0\.8(&|$)/);
  // Given as the damping constant: e would follow whatever is typed there.
  await select(page, 'd_mode', 'damping');
  assert.equal(await page.inputValue('#d_mode'), 'e');
  assert.equal(await page.isVisible('#damping'), false);
  const { e, requested } = await solved(page);
  assert.equal(requested, 0.8);
  assert.ok(Math.abs(e - 0.8) < 1e-8, `achieved e = ${e}`);
  // Hertz is elastic: e would become 1.
  await select(page, 'model', 'hertz');
  assert.equal(await page.inputValue('#model'), 'tsuji');
  assert.equal((await solved(page)).requested, 0.8);
  // What is not fixed still changes.
  await afterUpdate(page, () => page.fill('#v0', '2'));
  assert.equal((await solved(page)).scenario.v0, 2);
  assert.equal(await status(page), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('lock=v0: drop height for speed is not applied; the impact speed stays 1 m/s', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&lock=v0`);
  await select(page, 'v_mode', 'h0');
  assert.equal(await page.inputValue('#v_mode'), 'v0');
  assert.equal(await page.isVisible('#h0'), false);
  const { scenario } = await solved(page);
  assert.equal(scenario.v0, 1);
  assert.equal(scenario.h0, undefined);
  assert.match(await status(page), /Impact speed, v₀ \(1 m\/s\) is fixed/);
  await context.close();
});

test('lock=rho1 and lock=E1: the mode switches that would drop them are not applied', async () => {
  for (const [key, mode, other] of [['rho1', 'm_mode', 'mass'], ['E1', 'k_mode', 'k']]) {
    const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&lock=${key}`);
    await select(page, mode, other);
    assert.notEqual(await page.inputValue(`#${mode}`), other, key);
    assert.equal(await page.isVisible(`#${key}`), true, key);
    const { scenario } = await solved(page);
    assert.equal(scenario[key], key === 'rho1' ? 2500 : 63e9, key);
    assert.match(page.url(), new RegExp(`[?&]${key}=`));
    await context.close();
  }
});

test('free=: a freed "given as" switch cannot move the fixed e either', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&embed=1&free=d_mode,v0`);
  assert.equal(await page.isDisabled('#d_mode'), false);
  await select(page, 'd_mode', 'damping');
  assert.equal(await page.inputValue('#d_mode'), 'e');
  assert.equal((await solved(page)).requested, 0.8);
  await afterUpdate(page, () => page.fill('#v0', '3'));
  assert.equal((await solved(page)).scenario.v0, 3);
  await context.close();
});

test('lock=k: the exponent w, which changes the unit of k, cannot change', async () => {
  const q = 'model=power-law&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&w=1.5&p=0.25';
  const { page, context } = await openPage(env.browser, `${env.url}?${q}&lock=k`);
  assert.equal(await page.locator('#k-unit').innerText(), 'N/m¹·⁵');
  await afterUpdate(page, async () => { await page.fill('#w', '2'); await page.locator('#w').blur(); });
  assert.equal(await page.inputValue('#w'), '1.5');
  assert.equal(await page.locator('#k-unit').innerText(), 'N/m¹·⁵');
  assert.match(await status(page), /Contact stiffness, k \(5\.935e9 N\/m¹·⁵\) is fixed/);
  await context.close();
});
