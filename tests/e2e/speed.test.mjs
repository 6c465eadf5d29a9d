// End-to-end: the e(v₀) view — the restitution against the impact speed with the damping
// held as a DEM code holds it, compared models overlaid, measurements typed in and fitted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();
const GOLDEN = JSON.parse(readFileSync(new URL('../golden/viscoelastic.json', import.meta.url), 'utf8'));
const golden = (name) => GOLDEN.cases.find((c) => c.name.startsWith(name));
const GLASS = 'model=viscoelastic&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&damping=2.5e-7';

test('e(v₀) of the viscoelastic model falls with speed; Tsuji overlaid is flat; the numbers are the independent ones', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${GLASS}&models=tsuji`);
  await afterUpdate(page, () => page.click('#tab-speed'));
  assert.match(page.url(), /view=speed/);
  const out = await page.evaluate(() => window.__dem.speed);
  const [visco, tsuji] = out.sweeps;
  assert.equal(visco.sweep.points.length, 101);
  const es = visco.sweep.points.map((p) => p.restitution);
  for (let i = 1; i < es.length; i++) assert.ok(es[i] < es[i - 1], `e falls with speed (${i})`);
  // At 0.1 m/s … 10 m/s around v₀ = 1 m/s; the middle point is v₀ itself, where the
  // independent integrator of tests/golden/generate_viscoelastic.py gives e = 0.80496.
  const mid = visco.sweep.points[50];
  assert.ok(Math.abs(mid.value - 1) < 1e-12);
  const ref = golden('glass beads r = 1 mm, A = 2.5e-7 s, v0 = 1 m/s, end at zero overlap').expected;
  assert.ok(Math.abs(mid.restitution - ref.restitution) < 1e-8, `${mid.restitution} vs ${ref.restitution}`);
  assert.ok(Math.abs(mid.contact_time - ref.contact_time) < 1e-8 * ref.contact_time);
  assert.ok(Math.abs(mid.max_overlap - ref.max_overlap) < 1e-8 * ref.max_overlap);
  // Tsuji with its α1 held: the same e at every speed (flat to 1e−9), said in words.
  const te = tsuji.sweep.points.map((p) => p.restitution);
  assert.ok(Math.max(...te) - Math.min(...te) < 1e-9);
  assert.match(await text(page, '#sw-flat'), /Speed-independent \(flat lines\): Tsuji\. Restitution changes with the speed: Viscoelastic \(Brilliantov\)\./);
  assert.match(await text(page, '#sw-answer'), /^e = 0\.87\d+ at 0\.1 m\/s → e = 0\.805 at 1 m\/s → e = 0\.71\d+ at 10 m\/s$/);
  assert.match(await text(page, '#sw-held'), /A = 2\.500 × 10⁻⁷ s — the dissipative constant A, a material constant/);
  // Three charts with log speed axes, every series on the restitution chart.
  assert.equal(out.charts.length, 3);
  assert.equal(out.charts[0].x_label, 'Impact speed v0 [m/s]');
  assert.deepEqual(out.charts[0].series, ['Viscoelastic (Brilliantov)', 'Tsuji']);
  assert.ok(Math.abs(out.charts[0].x_range[0] - -1) < 1e-9 && Math.abs(out.charts[0].x_range[1] - 1) < 1e-9, 'log₁₀ 0.1 … 10');
  // A range typed with units.
  await afterUpdate(page, () => page.fill('#sw-from', '1 cm/s'));
  await afterUpdate(page, () => page.fill('#sw-to', '100'));
  const wide = await page.evaluate(() => window.__dem.speed.sweeps[0].sweep.points);
  assert.ok(Math.abs(wide[0].value - 0.01) < 1e-15 && wide[100].value === 100);
  const low = golden('glass beads r = 1 mm, A = 2.5e-7 s, v0 = 0.01 m/s, end at zero overlap').expected;
  const high = golden('glass beads r = 1 mm, A = 2.5e-7 s, v0 = 100 m/s, end at zero overlap').expected;
  assert.ok(Math.abs(wide[0].restitution - low.restitution) < 1e-8, 'three decades apart, the independent values');
  assert.ok(Math.abs(wide[100].restitution - high.restitution) < 1e-8);
  await afterUpdate(page, () => page.fill('#sw-from', '-1'));
  assert.match(await text(page, '#sw-from-err'), /^from = -1: end of the range must be a finite number > 0/);
  await afterUpdate(page, () => page.fill('#sw-from', ''));
  assert.equal(await page.locator('#sw-from-err').isVisible(), false);
  assert.equal(await page.getAttribute('#sw-from', 'aria-invalid'), null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('measurements typed in are fitted: A recovered from the independent data, points and fitted curve drawn, the value used', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${GLASS}&view=speed`);
  // The golden data: e(v₀) of A = 3e−7 s from the independent integrator.
  const data = golden('fit A to exact e(v0)').scenario.measured;
  const table = ['v0, e', ...data.map((m) => `${m.v0}, ${m.e}`)].join('\n');
  await afterUpdate(page, () => page.fill('#sw-measured', table));
  const out = await page.evaluate(() => window.__dem.speed);
  assert.ok(Math.abs(out.fit.damping_constant - 3e-7) < 1e-6 * 3e-7, `${out.fit.damping_constant}`);
  assert.equal(await text(page, '#sw-fit-value'), 'A = 3.0000 × 10⁻⁷ s');
  assert.match(await text(page, '#sw-fit-how'), /^Fits 5 measurements with a root-mean-square difference in e of/);
  assert.equal(await page.locator('#sw-points tbody tr').count(), 5);
  assert.deepEqual(out.charts[0].series, ['Viscoelastic (Brilliantov)', 'fit: A = 3e-7 s', 'measured']);
  assert.match(page.url(), /sw\.measured=/);
  // Drop tests instead: heights in cm.
  const drops = golden('fit A to drop heights').scenario.measured;
  await afterUpdate(page, () => page.fill('#sw-measured', ['h0, h1', ...drops.map((m) => `${m.h0 * 100} cm, ${m.h1 * 100} cm`)].join('\n')));
  const d = await page.evaluate(() => window.__dem.speed.fit);
  assert.ok(Math.abs(d.damping_constant - 3e-7) < 1e-6 * 3e-7, `${d.damping_constant}`);
  await page.screenshot({ path: `${OUT}speed-fit.png`, fullPage: false });
  // A bad row is reported at the table (rows counted from 0, as in JSON paths: the library since issue 19).
  await afterUpdate(page, () => page.fill('#sw-measured', 'v0, e\n1, 1.4'));
  assert.match(await text(page, '#sw-measured-err'), /^measured\[0\]\.e = "1\.4": expected a restitution in \(0, 1\]/);
  // Back to the golden data, and the fitted A into the form.
  await afterUpdate(page, () => page.fill('#sw-measured', table));
  await afterUpdate(page, () => page.click('#sw-use'));
  assert.ok(Math.abs(Number(await page.inputValue('#damping')) - 3e-7) < 1e-6 * 3e-7);
  assert.equal(await page.inputValue('#d_mode'), 'damping');
  // The sweep's CSV: the speed and every series' four quantities, with units.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sw-csv')]);
  const csv = readFileSync(await download.path(), 'utf8').trim().split('\n');
  assert.equal(csv[0], 'v0 [m/s],"Viscoelastic (Brilliantov): restitution [1]","Viscoelastic (Brilliantov): contact_time [s]","Viscoelastic (Brilliantov): max_overlap [m]","Viscoelastic (Brilliantov): max_force [N]","fit: A = 3e-7 s: restitution [1]","fit: A = 3e-7 s: contact_time [s]","fit: A = 3e-7 s: max_overlap [m]","fit: A = 3e-7 s: max_force [N]"');
  assert.equal(csv.length, 102);
  assert.deepEqual(errors, []);
  await context.close();
});
