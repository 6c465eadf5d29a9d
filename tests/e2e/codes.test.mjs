// End-to-end: "Your DEM code" — the value to type, the snippet, the relabelled inputs, the
// overlay of the code's contact with the exact one, and the table of every code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate, chooseCode } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const run = (cmd, sc) => JSON.parse(execFileSync(BIN, [cmd, '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();

test('your code: LAMMPS tsuji before the √2 fix — the value to type, the snippet, relabelled inputs, the exact overlay', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.5`);
  await chooseCode(page, 'lammps-hertz-tsuji-pre2026');
  assert.match(page.url(), /code=lammps-hertz-tsuji-pre2026/);
  // The library's answer (the CLI with the same keys), shown in words.
  // The answer is for the value to type (e = 0.5 achieved); typing 0.5 itself gives 0.6161.
  const lib = run('solve', { code: 'lammps-hertz-tsuji-pre2026', m1: 2.094e-3, k: 5.935e9, v0: 6.331, e: 0.5 });
  assert.ok(Math.abs(lib.restitution - 0.5) < 1e-9, `${lib.restitution}`);
  assert.ok(Math.abs(lib.code.typed.restitution - 0.6161) < 1e-4, `${lib.code.typed.restitution}`);
  assert.ok(Math.abs(lib.code.to_type.value - 0.367) < 1e-3, `${lib.code.to_type.value}`);
  assert.match(await text(page, '#code-answer'), new RegExp(`^Type e = ${Number(lib.code.to_type.value.toPrecision(5))} into LAMMPS: it achieves e = 0\\.5, t_c = `));
  assert.match(await text(page, '#code-achieved'), new RegExp(`^If you type e itself, e = 0\\.5: e = ${lib.code.typed.restitution.toPrecision(5)}`));
  const snippet = await text(page, '#code-snippet');
  assert.match(snippet, /pair_coeff \* \* hertz\/material .* 0\.366651 .* damping tsuji/);
  // The library's snippet, and the timestep line of the library's recommendation.
  const ts = run('timestep', { code: 'lammps-hertz-tsuji-pre2026', m1: 2.094e-3, k: 5.935e9, v0: 6.331, e: 0.5 });
  assert.equal(snippet, `${lib.code.snippet}\n${ts.code_line}`);
  assert.match(await text(page, '#code-source'), /gran_sub_mod_damping\.cpp @fbea0af2/);
  // The inputs speak LAMMPS; the model, end and mass-rule fields belong to the code now.
  // The e field holds the restitution wanted; what to type is the answer above.
  assert.equal(await text(page, 'label[for=e]'), "Restitution you want, e (what to type as pair_coeff's e is in the results)");
  assert.equal(await page.locator('#model').isVisible(), false);
  assert.equal(await page.locator('#end').isVisible(), false);
  // The contact at the value to type, and the one typing e itself gives, overlaid.
  const series = await page.$eval('#plot-force-time', (c) => JSON.parse(c.dataset.series));
  assert.deepEqual(series, ['LAMMPS, value to type', 'LAMMPS, e = 0.5 typed']);
  // The table of every code, for this pair and e.
  await afterUpdate(page, () => page.click('#codes-details summary'));
  const rows = await page.$$eval('#codes-table tbody tr', (trs) => trs.map((tr) => [tr.dataset.id, tr.textContent]));
  assert.equal(rows.length, 29);
  const table = run('codes', { model: 'tsuji', m1: 2.094e-3, k: 5.935e9, v0: 6.331, e: 0.5 });
  const pre = rows.find((r) => r[0] === 'lammps-hertz-tsuji-pre2026')[1];
  assert.match(pre, new RegExp(Number(table.find((r) => r.id === 'lammps-hertz-tsuji-pre2026').achieved.toPrecision(5)).toString()));
  // A code that needs the material says so instead of guessing one.
  assert.match(rows.find((r) => r[0] === 'liggghts-hertz')[1], /E1: missing/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}codes-lammps.png`, fullPage: true });
  await context.close();
});

test('your code: glass beads in LIGGGHTS with limitForce, and a PFC pair with dp_mode 1', async () => {
  const q = '?code=liggghts-hertz&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.5&limit=true';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  assert.match(await text(page, '#code-answer'), /^Type coefficientRestitution = 0\.43629 into LIGGGHTS \(tension clipped\): it achieves e = 0\.5, t_c = /);
  assert.match(await text(page, 'label[for=E1]'), /^youngsModulus/);
  assert.match(await text(page, '#code-snippet'), /limitForce on[\s\S]*coefficientRestitution peratomtypepair 1 0\.436288/);
  // The table of every code: a constant with a unit carries it; a code whose e falls with
  // the speed says that its e holds at this v₀ only.
  await afterUpdate(page, () => page.click('#codes-details summary'));
  const visco = await text(page, '#codes-table tr[data-id="lammps-hertz-viscoelastic"]');
  const lib = run('codes', { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.5, limit: 'true' });
  const damp = lib.find((r) => r.id === 'lammps-hertz-viscoelastic');
  assert.equal(damp.typed_unit, '1/(s·m)');
  assert.ok(damp.speed_dependent);
  assert.ok(Math.abs(damp.typed / 1.141e10 - 1) < 1e-4, `${damp.typed}`);
  assert.match(visco, /damp \(η_n0\) = 1\.1410 × 10¹⁰ 1\/\(s·m\)/);
  assert.match(visco, /0\.5 at this v₀ \(falls with the speed\)/);
  assert.doesNotMatch(await text(page, '#codes-table tr[data-id="liggghts-hertz"]'), /falls with the speed/);
  // The table follows the tension switch chosen above (limit=true): the chosen setting's
  // row says what its panel says (the force-end restitution of e = 0.5 typed: 0.55028).
  const clippedRow = await text(page, '#codes-table tr[data-id="liggghts-hertz"]');
  assert.match(clippedRow, /0\.55028/);
  assert.match(clippedRow, /clipped/);
  await page.click('#codes-details summary');
  // Tension allowed (the default): LIGGGHTS's hertz gives e exactly.
  await afterUpdate(page, () => page.selectOption('#limit', ''));
  assert.match(await text(page, '#code-answer'), /^Type coefficientRestitution = 0\.5 into LIGGGHTS: it achieves e = 0\.5, t_c = /);
  assert.equal(await text(page, '#code-achieved'), 'Typing e itself gives it: LIGGGHTS reaches e exactly with this input.');
  // The PFC user: two 5 kg balls, kn = 1e4 N/m each, e = 0.3, no tension.
  await page.goto(`${env.url}?code=pfc-linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=1&e=0.3&limit=true`);
  await page.waitForFunction(() => window.__dem && window.__dem.ready);
  assert.match(await text(page, '#code-answer'), /^Type dp_nratio = 0\.49724 into PFC \(tension clipped\): it achieves e = 0\.3/);
  assert.match(await text(page, '#code-snippet'), /^contact cmat default model linear property kn 5000 dp_nratio 0\.497239 dp_mode 1\nmodel timestep fix /);
  // The key results in view are those of the contact at the value to type, written out here:
  // dp_mode 1 ends at F = 0, e = exp(−2αθ), θ = arccos α/√(1 − α²), t_c = 2θ/ω₀,
  // ξ_max = (v₀/ω₀) exp(−αθ), with m = 2.5 kg, k = 5000 N/m, v₀ = 1 m/s.
  const theta = (a) => Math.acos(a) / Math.sqrt(1 - a * a);
  let [lo, hi] = [0, 0.99];
  for (let i = 0; i < 200; i++) { const mid = (lo + hi) / 2; if (Math.exp(-2 * mid * theta(mid)) > 0.3) lo = mid; else hi = mid; }
  const alpha = (lo + hi) / 2;
  const w0 = Math.sqrt(5000 / 2.5);
  const summary = await text(page, '#summary');
  assert.match(summary, /^PFC: type dp_nratio = 0\.49724\ne = 0\.3\n/);
  assert.match(summary, new RegExp(`t_c = ${(2 * theta(alpha) / w0 * 1e3).toPrecision(4)} ms`));
  assert.match(summary, new RegExp(`ξ_max = ${(Math.exp(-alpha * theta(alpha)) / w0 * 1e3).toPrecision(4)} mm`));
  assert.match(summary, /\(typing dp_nratio = 0\.35786: e = 0\.3971\)/);
  assert.match(await text(page, '#results caption'), /^Results — PFC with dp_nratio = 0\.49724 \(the value to type\)/);
  assert.match(await text(page, '#code-status'), /unconfirmed/);
  // An input the code does not take is reported at its field.
  await afterUpdate(page, () => page.fill('#v0', '-1'));
  assert.match(await text(page, '#v0-err'), /^v₀ = -1/);
  // A link that also names an elastic model (hand-written, or from before the code was
  // chosen): the code decides the force law, so its e still applies (was "e: missing").
  await page.goto(`${env.url}?model=hertz${q.replace('?', '&').replace('e=0.5&limit=true', 'e=0.8')}`);
  await page.waitForFunction(() => window.__dem && window.__dem.ready);
  assert.match(await text(page, '#code-answer'), /^Type coefficientRestitution = 0\.8 into LIGGGHTS: it achieves e = 0\.8, t_c = /);
  assert.equal(await page.locator('#e').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.goto(`${env.url}?code=pfc-linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=1&e=0.3&limit=true`);
  await page.waitForFunction(() => window.__dem && window.__dem.ready);
  await page.screenshot({ path: `${OUT}codes-pfc.png`, fullPage: true });
  await context.close();
});

test('the snippet at 390 px: no text under the Copy button', async () => {
  for (const width of [390, 1280]) {
    const { page, context } = await openPage(env.browser, `${env.url}?code=pfc-hertz&m1=5&m2=5&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.3`, { viewport: { width, height: 844 } });
    await page.waitForFunction(() => document.getElementById('code-snippet').textContent.includes('hz_shear'));
    const overlaps = await page.evaluate(() => {
      const b = document.getElementById('code-copy').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('code-snippet'));
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
        .map((r) => JSON.stringify(r.toJSON()));
    });
    assert.deepEqual(overlaps, [], `${width} px: the snippet's text under the Copy button`);
    await page.locator('#code-box .snippet-wrap').screenshot({ path: `${OUT}codes-snippet-${width}.png` });
    await context.close();
  }
});

test('your code: MercuryDPM linear — the hint and the summary speak of the restitution typed, not of a fixed e = 0.5', async () => {
  const q = '?code=mercurydpm-linear&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&v0=1&g=0&tc=6.76253e-6&tuning_mass=&e=0.7';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  await page.waitForFunction(() => /restitutionCoefficient/.test(document.querySelector('#code-answer').textContent), null, { timeout: 20000 });
  // The species tuned for one particle of body 1 (mass M) at a wall, m* = M (twice the m* it is
  // tuned for), written out here: γ = −M ln e/tc, k = ½M(π² + ln²e)/tc² give
  // e_wall = exp(π ln e/√(2π² + ln²e)).
  const wall = (e) => Math.exp(Math.PI * Math.log(e) / Math.sqrt(2 * Math.PI ** 2 + Math.log(e) ** 2));
  for (const [e, hint] of [[0.7, '0.7777'], [0.5, '0.6161']]) {
    if (e !== 0.7) await afterUpdate(page, () => page.fill('#e', String(e)));
    assert.equal(wall(e).toFixed(4), hint);
    for (const id of ['#code-hint', '#code-release']) {
      const t = await text(page, id);
      assert.doesNotMatch(t, /e = 0\.5 typed → 0\.616/, `${id}: ${t}`);
      assert.match(t, new RegExp(`restitutionCoefficient = ${e} typed, two particles of body 1 get e = ${e}, body 1 on a wall e = ${hint}`), `${id}: ${t}`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('your code: Chrono SMC — the snippet sets the contact R* (Bullet defaults to 0.1 m) and ends with a C++ timestep statement', async () => {
  for (const [wall, rStar] of [[false, 0.5e-3], [true, 1e-3]]) {
    const body2 = wall ? 'r2=&rho2=' : 'r2=1e-3&rho2=2500';
    const q = `?code=chrono-smc-hertz&E1=63e9&nu1=0.2&r1=1e-3&rho1=2500&E2=63e9&nu2=0.2&${body2}&v0=1&e=0.5`;
    const { page, context, errors } = await openPage(env.browser, env.url + q);
    await page.waitForFunction(() => /DoStepDynamics/.test(document.querySelector('#code-snippet').textContent), null, { timeout: 20000 });
    const snippet = await text(page, '#code-snippet');
    // R* = r1 r2/(r1 + r2) for two 1 mm beads, r1 on a flat wall: the number in the call.
    const r = Number(snippet.match(/ChCollisionInfo::SetDefaultEffectiveCurvatureRadius\(([^)]+)\);/)[1]);
    assert.equal(r, rStar, snippet);
    assert.match(snippet, /^ChSystemSMC sys;$/m);
    assert.match(snippet, /^sys\.SetCollisionSystemType\(ChCollisionSystem::Type::BULLET\);$/m);
    assert.match(snippet, /^sys\.SetContactForceModel\(ChSystemSMC::ContactForceModel::Hertz\);$/m);
    // Every line a C++ statement or comment; the last the step.
    for (const line of snippet.split('\n')) assert.match(line, /^(\/\/.*|.*;( {2}\/\/.*)?)$/, line);
    assert.match(snippet.split('\n').at(-1), /^sys\.DoStepDynamics\([0-9.e-]+\); {2}\/\/ each step$/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
