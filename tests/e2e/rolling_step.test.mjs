// End-to-end: the Rolling view's timestep is one a simulation of its ball can run with — the
// normal and tangential springs, the Rayleigh time and the rolling spring, as the Timestep
// view gives it for the same bead — with the criterion that sets it named; a code that
// demands a rolling stiffness gets a suggested one (LIGGGHTS epsd2's k_r = k_t R*²); the
// rolling table's words (Yade's one eta, Kratos's constant torque) and its Sources. Every
// number is checked against a formula written out here: the Rayleigh time π r √(ρ/G)/(0.1631 ν
// + 0.8766), the undamped spring's limit 2√(I_r/k_r) (I_r = 1.4 m r² on a flat), Mindlin's
// k_t = 8 G* √(r δ_s) at the Hertz static overlap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** A 1 mm glass bead, as the (r = 1 mm, E = 63 GPa, ν = 0.2, ρ = 2500 kg/m³). */
const R = 1e-3;
const RHO = 2500;
const E = 63e9;
const NU = 0.2;
const BEAD = `ro.r1=1%20mm&ro.rho1=${RHO}&ro.E1=63%20GPa&ro.nu1=${NU}`;
const MASS = (4 / 3) * Math.PI * R ** 3 * RHO;
const G = E / (2 * (1 + NU));
/** Rayleigh time of the bead: π r √(ρ/G)/(0.1631 ν + 0.8766). */
const RAYLEIGH = (Math.PI * R * Math.sqrt(RHO / G)) / (0.1631 * NU + 0.8766);

async function answered(page) {
  await page.waitForFunction(() => /stops after|creeps/.test(document.querySelector('#ro-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });
}
const step = (page) => page.locator('#ro-step').innerText();
/** A row of the Results table: [its shown value, its full value (title)]. */
async function resultRow(page, label) {
  const td = page.locator('#ro-results tr', { hasText: label }).first().locator('td');
  return [await td.innerText(), await td.getAttribute('title')];
}
const close = (a, b, rel) => Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b));

test("a 1 mm glass bead: the Rolling view's Δt is the Timestep view's, 20 % of the Rayleigh time, named (was 2.382 µs, twice the Rayleigh time)", async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.rolling=epsd&ro.mu_r=0.1&ro.eta_r=0.3&${BEAD}&ro.v0=0.1`);
  await answered(page);
  const said = await step(page);
  assert.match(said, /^Timestep for a simulation of this ball: Δt = 213\.3 ns, set by 20 % of the Rayleigh time/);
  assert.match(said, /the smallest of 5 criteria \(the normal and tangential springs, the rolling spring and the Rayleigh time\)/);
  assert.match(said, /The rolling spring's own limit, [\d.]+ µs, is [\d.]+× longer\./);
  // The full value: 0.2 T_R to the formula's own digits, and never above T_R itself.
  const [shown, full] = await resultRow(page, 'Timestep Δt, set by Rayleigh fraction');
  assert.equal(shown, '213.3 ns');
  assert.ok(close(Number.parseFloat(full), 0.2 * RAYLEIGH, 1e-9), `${full} against 0.2 × ${RAYLEIGH}`);
  assert.ok(Number.parseFloat(full) < RAYLEIGH);
  assert.match(await page.locator('#summary').innerText(), /Δt = 213\.3 ns \(Rayleigh fraction\)/);
  // Every criterion it names allows at least that step.
  const rows = await page.$$eval('#ro-results tr', (trs) => trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.getAttribute('title') ?? '']));
  const allowed = rows.filter(([th]) => th.startsWith('Δt allowed by')).map(([th, t]) => [th, Number.parseFloat(t)]);
  assert.ok(allowed.length >= 3, JSON.stringify(rows));
  for (const [th, dt] of allowed) assert.ok(dt >= Number.parseFloat(full), `${th}: ${dt}`);
  assert.ok(allowed.some(([th]) => th === 'Δt allowed by the rolling spring'));
  for (const [w, name] of [[1280, 'rolling-step-1280'], [390, 'rolling-step-390']]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForFunction(() => window.__dem.idle());
    await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
  }
  assert.deepEqual(errors, []);
  await context.close();

  // The Timestep view, the same bead (the page's glass beads): the same Δt, by the same criterion.
  const ts = await openPage(env.browser, `${env.url}?view=timestep`);
  await ts.page.waitForFunction(() => window.__dem.timestep && window.__dem.idle(), null, { timeout: 20000 });
  assert.equal(await ts.page.locator('#ts-value').innerText(), 'Δt = 213.3 ns');
  assert.match(await ts.page.locator('#ts-governing').innerText(), /^set by 20 % of the Rayleigh time/);
  // The same number: the Rolling view's full value is written to 10 digits.
  assert.ok(close(await ts.page.evaluate(() => window.__dem.timestep.recommended), Number.parseFloat(full), 1e-9));
  await ts.context.close();
});

test('a stiff rolling spring sets the step: LAMMPS k_roll = 1e10 N/m on the bead, 2√(I_r/k_r) by hand', async () => {
  const kroll = 1e10;
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.code=lammps-sds&ro.mu_r=0.1&ro.kr=${kroll}&${BEAD}&ro.v0=0.01`);
  await answered(page);
  // LAMMPS's lever on a flat is the radius (Reff = radi): k_r = k_roll r², I_r = 1.4 m r².
  const want = 2 * Math.sqrt((1.4 * MASS * R * R) / (kroll * R * R));
  assert.ok(want < 0.2 * RAYLEIGH, 'the case must be one the spring governs');
  const said = await step(page);
  assert.match(said, /set by stability of LAMMPS's rolling spring \(pair_style granular … rolling sds/);
  assert.match(said, /The rolling spring sets it: its own limit is /);
  const [, full] = await resultRow(page, 'Timestep Δt, set by the rolling spring');
  assert.ok(close(Number.parseFloat(full), want, 1e-9), `${full} against ${want}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a code that demands a rolling stiffness gets one suggested: LAMMPS without k_roll takes k_t, so k_r = k_t r², LIGGGHTS epsd2's (was: 'kr: missing')", async () => {
  // Mindlin's k_t at the Hertz static overlap of the bead on a rigid flat, by hand.
  const eStar = E / (1 - NU * NU);
  const delta = ((MASS * 9.81) / ((4 / 3) * eStar * Math.sqrt(R))) ** (2 / 3);
  const kt = 8 * (G / (2 - NU)) * Math.sqrt(R * delta);
  const kr = {};
  for (const code of ['lammps-sds', 'liggghts-epsd2']) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.code=${code}&ro.mu_r=0.1&${BEAD}&ro.v0=0.01`);
    await answered(page);
    assert.doesNotMatch(await page.locator('#ro-status').innerText(), /missing/);
    const [, k] = await resultRow(page, 'Rolling stiffness k_r');
    kr[code] = Number.parseFloat(k);
    if (code === 'lammps-sds') {
      const [shown, value] = await resultRow(page, 'Suggested kr');
      assert.ok(close(Number.parseFloat(value), kt, 1e-9), `${value} against k_t = ${kt}`);
      assert.match(shown, /taken, none given; k_t \(R\*\/L\)² on the code's lever L, so that k L² = k_t R\*², LIGGGHTS epsd2's k_r \(Iwashita & Oda 1998/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.ok(close(kr['lammps-sds'], kt * R * R, 1e-9), `${kr['lammps-sds']} against ${kt * R * R}`);
  assert.ok(close(kr['lammps-sds'], kr['liggghts-epsd2'], 1e-12));
});

test("the rolling table's words: Yade's eta is one number (0.1 on the flat, 0.05 between beads, said), Kratos's constant torque has no spring, Ai et al. 2011 in Sources", async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.code=kratos-constant-torque&ro.mu_r=0.1&${BEAD}&ro.v0=0.01`);
  await answered(page);
  const [caps] = await resultRow(page, "Kratos's limit caps");
  assert.match(caps, /^the torque itself \(a constant torque: no spring\)/);
  assert.doesNotMatch(caps, /the spring/);
  // Kratos's lever is the radius on a flat and between beads: Yade's one eta serves both.
  assert.doesNotMatch(await page.locator('#ro-notes').innerText(), /Yade's eta/);
  // Ai, Chen, Rotter & Ooi 2011, cited by the law's line, is a Sources entry it links to.
  await page.waitForSelector('#ref-ai2011', { state: 'attached' });
  assert.match(await page.locator('#ref-ai2011').textContent(), /Ai, Chen, Rotter & Ooi 2011 — J\. Ai, J\.-F\. Chen, J\. M\. Rotter, J\. Y\. Ooi, Assessment of rolling resistance models in discrete element simulations\. Powder Technology 206 \(2011\) 269–282/);
  // Against Ai et al.'s lever (R on a flat, R* = R/2 between two beads) Yade's mean radius
  // needs two values of its one eta.
  await afterUpdate(page, () => page.selectOption('#ro-law', 'epsd'));
  await answered(page);
  const yade = page.locator('#ro-mu tr[data-id="yade-hertz-mindlin"] td').first();
  assert.match(await yade.innerText(), /one number for every contact/);
  const notes = await page.locator('#ro-notes').innerText();
  assert.match(notes, /Yade's eta is an attribute of the functor Ip2_FrictMat_FrictMat_MindlinPhys, one number for every contact it makes, a wall's too \(GuoJingjie\/yade_code@a376aa8a pkg\/dem\/HertzMindlin\.hpp:110/);
  assert.match(notes, /needs 0\.1 on the flat and 0\.05 between two spheres/);
  await page.waitForSelector('#ro-formula a[href="#ref-ai2011"]', { timeout: 10000 });
  assert.deepEqual(errors, []);
  await context.close();
});
