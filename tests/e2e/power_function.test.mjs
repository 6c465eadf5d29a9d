// End-to-end: seed 004's PFC2D drop test with the power-function model, in Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, cli, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

const text = (page, sel) => page.locator(sel).innerText();

/** Pixels of the F(ξ) canvas in the loop's fill (palette blue at 30 % on white) and the
 * lighter fill under the return branch (12 %). */
async function shading(page) {
  return page.$eval('#plot-force-overlap', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const tint = (a) => [0, 0x72, 0xb2].map((v) => 255 + a * (v - 255));
    const near = (i, t) => Math.abs(d[i] - t[0]) + Math.abs(d[i + 1] - t[1]) + Math.abs(d[i + 2] - t[2]) < 12;
    const [dark, light] = [tint(0.3), tint(0.12)];
    let nd = 0, nl = 0;
    for (let i = 0; i < d.length; i += 4) { if (near(i, dark)) nd++; else if (near(i, light)) nl++; }
    return { dark: nd, light: nl, total: d.length / 4 };
  });
}

test('seed 004 preset: the inelastic drop, its hysteresis loop, and eq. 2 against the integrated e', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + CASE1);
  await afterUpdate(page, () => page.selectOption('#preset', 'an-inelastic'));
  assert.equal(await page.inputValue('#model'), 'power-function');
  assert.equal(await page.inputValue('#v_mode'), 'h0');
  const lib = cli({ model: 'power-function', m1: 510.5, k1: 3.2e10, k2: 6.4e10, h0: 5.001, g: 9.8, transition_force: 1.28e5, exponent: 10 });
  const results = await text(page, '#results');
  assert.match(results, new RegExp(`Restitution achieved e\\s+${lib.restitution.toPrecision(6)}`));
  assert.match(results, new RegExp(`e = ${lib.restitution_formula.toPrecision(6)}`)); // eq. (2), no gravity
  assert.match(results, /Drop height h₀ → rebound height h₁\s+5\.001 m → 269\.7 mm/);
  assert.match(results, /Work dissipated \(the F\(ξ\) loop\)\s+23\.67 kJ \(90\.9 %\)/);
  // The loop is shaded: a large area of the F(ξ) plot carries the loop's fill.
  const s = await shading(page);
  assert.ok(s.dark > 0.08 * s.total, `loop shaded: ${JSON.stringify(s)}`);
  assert.ok(s.light > 500, `recovered work shaded: ${JSON.stringify(s)}`);
  assert.match(await text(page, '#notes'), /An 2006, eq\. 2 with this contact's ratio of elastic to inelastic deformation \(written g there, not gravity\) = 2\.9497e-5 gives e = 0\.30151/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}seed004.png`, fullPage: true });
  // The elastic case: e = √(2/11) = 0.4264 without gravity, a little less with it.
  await afterUpdate(page, () => page.selectOption('#preset', 'an-elastic'));
  assert.match(await text(page, '#results'), /ratio = ∞: the contact stays elastic; e = 0\.426401/);
  const el = cli({ model: 'power-function', m1: 510.5, k1: 3.2e10, k2: 6.4e10, h0: 5.001, g: 9.8, transition_force: 1.28e8, exponent: 10 });
  assert.match(await text(page, '#results'), new RegExp(`Restitution achieved e\\s+${el.restitution.toPrecision(6)}`));
  // Asking for e instead of b gives the exponent that achieves it.
  await afterUpdate(page, () => page.selectOption('#d_mode', 'e'));
  await afterUpdate(page, () => page.fill('#e', '0.3'));
  assert.match(await text(page, '#results'), /Restitution achieved e\s+0\.3 \(requested 0\.3\)/);
  await afterUpdate(page, () => page.fill('#transition_force', '-5'));
  assert.equal(await page.locator('#transition_force-err').innerText(),
    'transition_force = -5: transition force must be a number > 0 N (or leave it out: never inelastic)');
  await context.close();
});
