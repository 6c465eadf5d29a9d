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

/** The glass beads of the issue, typed into the Contact view as a LIGGGHTS/EDEM user would. */
async function typeGlassBeads(page) {
  await afterUpdate(page, () => page.selectOption('#model', 'tsuji'));
  await afterUpdate(page, () => page.selectOption('#m_mode', 'density'));
  await afterUpdate(page, () => page.selectOption('#k_mode', 'material'));
  await afterUpdate(page, () => page.selectOption('#d_mode', 'e'));
  for (const [id, v] of [['rho1', '2500'], ['rho2', '2500'], ['r1', '1 mm'], ['r2', '1 mm'], ['E1', '63 GPa'], ['nu1', '0.2'], ['E2', '63 GPa'], ['nu2', '0.2'], ['v0', '1'], ['e', '0.8']]) {
    await afterUpdate(page, () => page.fill(`#${id}`, v));
  }
}

test('timestep view: glass beads from the Contact view get one Δt below 20 % of the Rayleigh time, named; a typed Δt is judged', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await typeGlassBeads(page);
  await afterUpdate(page, () => page.click('#tab-timestep'));
  assert.equal(await page.locator('#view-timestep').isVisible(), true);
  assert.equal(await page.locator('#view-contact').isVisible(), false);
  assert.match(page.url(), /view=timestep/);
  // The Rayleigh time of a 1 mm glass bead, written out here: π r √(ρ/G)/(0.1631 ν + 0.8766).
  const G = 63e9 / (2 * 1.2);
  const tr = Math.PI * 1e-3 * Math.sqrt(2500 / G) / (0.1631 * 0.2 + 0.8766);
  const sol = await page.evaluate(() => window.__dem.timestep);
  assert.ok(sol.recommended <= 0.2 * tr * (1 + 1e-12), `${sol.recommended} ≤ 20 % of ${tr}`);
  assert.equal(sol.recommended_by, 'rayleigh');
  // The page shows the library's answer (the CLI with the same keys) and names its criterion.
  const lib = run('timestep', { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8, mass_rule: 'reduced', end: 'overlap' });
  assert.equal(await text(page, '#ts-value'), `Δt = ${(lib.recommended * 1e9).toPrecision(4)} ns`);
  assert.match(await text(page, '#ts-governing'), /20 % of the Rayleigh time/);
  // No headline above its own criteria, and k_n is the Hertz one (≈ 2.1e6 N/m), not a default spring.
  for (const c of lib.criteria_detail) assert.ok(lib.recommended <= c.dt);
  assert.match(await text(page, '#ts-pairs'), /Normal stiffness k_n\s+2\.146 MN\/m — Hertz tangent stiffness/);
  // The replay at the recommendation is reported, with the scheme's own stability limit.
  assert.match(await text(page, '#ts-replay'), /^Replayed at this Δt with the velocity Verlet of the PFC manual \(\d+ steps in contact, the first at the touch\): e = 0\.80/);
  assert.match(await text(page, '#ts-replay'), /becomes unstable at 2\.9\d\d µs \(found by replay\)/);
  // A typed Δt of 1 µs: above 20 % of T_R (inaccurate) and PFC's estimate (unstable).
  await afterUpdate(page, () => page.fill('#ts-dt', '1 µs'));
  assert.match(await text(page, '#ts-verdict'), /^Your Δt = 1\.000 µs is unstable\./);
  const verdicts = await page.$$eval('#ts-criteria tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.id, tr.querySelector('.typed-col').textContent])));
  assert.match(verdicts.rayleigh, /^inaccurate/);
  assert.match(verdicts.pfc, /^unstable/);
  assert.match(verdicts['contact-stability'], /^fine/);
  const ladder = await page.locator('#ts-ladder').getAttribute('aria-label');
  assert.match(ladder, /recommended 213\.3 ns/);
  // Errors at the field, with the last numbers kept (dimmed).
  await afterUpdate(page, () => page.fill('#ts-safety_factor', '1.5'));
  assert.equal(await text(page, '#ts-safety_factor-err'), 'safety_factor = 1.5: safety factor must be in (0, 1]');
  assert.match(await text(page, '#ts-status'), /last valid/);
  await afterUpdate(page, () => page.fill('#ts-safety_factor', ''));
  await afterUpdate(page, () => page.fill('#e', '1.3'));
  assert.equal(await text(page, '#e-err'), 'e = 1.3: restitution must be in (0, 1]');
  await afterUpdate(page, () => page.fill('#e', '0.8'));
  // The URL reproduces the view.
  const again = await openPage(env.browser, page.url());
  assert.equal(await text(again.page, '#ts-value'), await text(page, '#ts-value'));
  assert.match(await text(again.page, '#ts-verdict'), /unstable/);
  await again.context.close();
  // Custom contacts and a 2D packing still work.
  await afterUpdate(page, () => page.selectOption('#ts-packing', 'custom'));
  await afterUpdate(page, () => page.fill('#ts-contacts', '[{"normal": [1, 0, 0], "point": [0.001, 0, 0], "kn": 2e5}'));
  assert.match(await text(page, '#ts-contacts-err'), /^contacts: not valid JSON/);
  await afterUpdate(page, () => page.fill('#ts-contacts', '[{"normal": [1, 0, 0], "point": [0.001, 0, 0], "kn": 2e5}]'));
  assert.equal(await page.locator('#ts-contacts-err').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}timestep-glass.png`, fullPage: true });
  await context.close();
});

test('timestep view: a PFC pair (two 5 kg balls, k_n = 1e4 N/m each, e = 0.3, no tension) gets an answer from its own inputs only', async () => {
  const q = '?view=timestep&model=linear&m1=5&m2=5&k1=1e4&k2=1e4&e=0.3&end=force';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  const sol = await page.evaluate(() => window.__dem.timestep);
  const lib = run('timestep', { model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, e: 0.3, end: 'force', v0: 2, mass_rule: 'reduced' });
  assert.equal(sol.recommended, lib.recommended);
  assert.equal(sol.recommended_by, 'contact-time');
  // Nothing from a material: no Rayleigh or Hertz time; k_n is the series of the two springs.
  assert.deepEqual(sol.criteria.rayleigh, undefined);
  assert.equal(sol.hertz_time, null);
  assert.equal(sol.kn, 5000);
  assert.match(await text(page, '#ts-pairs'), /k₁ and k₂ in series/);
  // The speed does not matter to a linear contact's timestep.
  await afterUpdate(page, () => page.fill('#v0', '7'));
  assert.equal((await page.evaluate(() => window.__dem.timestep)).recommended, lib.recommended);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}timestep-pfc.png`, fullPage: true });
  await context.close();
});

test('timestep view: a polydisperse glass (r = 0.5–2 mm) from a link and typed: the smallest particle sets Δt, every pair listed', async () => {
  const glass = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=timestep&${glass}&ts.r_min=0.5%20mm&ts.r_max=2%20mm`);
  // 20 % of the Rayleigh time of the 0.5 mm particle, written out here.
  const G = 63e9 / (2 * 1.2);
  const tr = Math.PI * 0.5e-3 * Math.sqrt(2500 / G) / (0.1631 * 0.2 + 0.8766);
  assert.equal(await text(page, '#ts-value'), `Δt = ${(0.2 * tr * 1e9).toPrecision(4)} ns`);
  assert.match(await text(page, '#ts-governing'), /20 % of the Rayleigh time of the smallest particle/);
  // One group of rows per pair of the range, each with its own stiffness.
  const groups = await page.$$eval('#ts-pairs tbody tr.group', (trs) => trs.map((tr) => tr.textContent));
  assert.ok(groups.length >= 2, `pairs: ${groups}`);
  const lib = run('timestep', { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8, r_min: 5e-4, r_max: 2e-3 });
  assert.deepEqual(groups, lib.pairs.map((c) => c.case));
  // The code rules are this range's (EDEM's 20 % of T_R equals the recommendation here).
  assert.match(await text(page, '#ts-codes'), new RegExp(`${(0.2 * tr * 1e9).toPrecision(4)} ns`));
  // Typed into the view after a single-size answer: the tables follow.
  await page.goto(`${env.url}?view=timestep&${glass}`);
  await page.waitForFunction(() => window.__dem && window.__dem.ready);
  await page.click('#ts-more summary');
  await afterUpdate(page, () => page.fill('#ts-r_min', '0.5 mm'));
  await afterUpdate(page, () => page.fill('#ts-r_max', '2 mm'));
  assert.equal(await text(page, '#ts-value'), `Δt = ${(0.2 * tr * 1e9).toPrecision(4)} ns`);
  assert.equal((await page.$$('#ts-pairs tbody tr.group')).length, groups.length);
  assert.doesNotMatch(await text(page, '#ts-codes'), /213\.3 ns/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('timestep view with a DEM code chosen: its own check is the recommendation, its row first', async () => {
  const q = '?view=timestep&code=liggghts-hertz&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  // fix check/timestep/gran with the documentation's 0.1: 10 % of the Rayleigh time, written out.
  const G = 63e9 / (2 * 1.2);
  const tr = Math.PI * 1e-3 * Math.sqrt(2500 / G) / (0.1631 * 0.2 + 0.8766);
  // One number: the recommendation is LIGGGHTS's own check (was 213.3 ns with "use that").
  assert.equal(await text(page, '#ts-value'), `Δt = ${(0.1 * tr * 1e9).toPrecision(4)} ns`);
  assert.match(await text(page, '#ts-governing'), /That is LIGGGHTS's own check, chosen above\. In LIGGGHTS: timestep 1\.066e-7$/);
  const first = await page.$eval('#ts-codes tbody tr', (tr) => [tr.className, tr.querySelector('th').textContent]);
  assert.deepEqual(first, ['governs', 'LIGGGHTS']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('seed 000 case 1 preset: the §4 listing with both mass rules dotted on the closed forms', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await afterUpdate(page, () => page.selectOption('#preset', 'teufelsbauer-1-scheme'));
  assert.equal(await page.inputValue('#scheme'), 'teufelsbauer2008');
  const series = await page.$eval('#plot-force-time', (c) => JSON.parse(c.dataset.series));
  assert.deepEqual(series, ['reduced mass', 'arithmetic mean', "the 2008 paper's scheme, reduced mass", "the 2008 paper's scheme, arithmetic mean"]);
  for (const counts of (await colourCounts(page, ['#0072b2', '#d55e00', '#009e73', '#e69f00'])).slice(0, 2)) {
    assert.ok(counts.every((n) => n > 30), `four series on F(t) and ξ(t): ${counts}`);
  }
  // The table: the listing's numbers equal the library's replay (CLI).
  const lib = run('scheme', { model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, damping: 0.5, scheme: 'teufelsbauer2008', dt: 0.001, t_end: 0.12 });
  const rows = await page.$$eval('#scheme-table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  assert.match(rows[0][0], new RegExp(`^${lib.restitution.toPrecision(5)} / 0\\.16303`));
  // Equal masses: the listing follows the arithmetic-mean closed form (within ~1 %), not the reduced one.
  const pct = (s) => Number(s.match(/\(([+-][\d.]+) %\)/)[1]);
  assert.ok(Math.abs(pct(rows[2][1])) < 3, rows[2][1]);
  assert.ok(Math.abs(pct(rows[2][0])) > 30, rows[2][0]);
  assert.equal(await page.locator('#plot-sweep').isVisible(), true);
  assert.deepEqual(errors, []);
  // Case 3 (unequal masses, g = 9.81) and case 2 (overdamped) load too.
  await afterUpdate(page, () => page.selectOption('#preset', 'teufelsbauer-3-scheme'));
  assert.match(await text(page, '#results'), /Method\s+integrated/);
  await afterUpdate(page, () => page.selectOption('#preset', 'teufelsbauer-2-scheme'));
  assert.match(await text(page, '#results'), /Contact time t_c\s+never separates/);
  // A timestep past the stability limit is reported in words, and nothing shows NaN.
  await afterUpdate(page, () => page.selectOption('#scheme', 'velocity-verlet'));
  await afterUpdate(page, () => page.fill('#dt', '0.2'));
  assert.match(await text(page, '#scheme-msg'), /unstable|stability limit/);
  assert.doesNotMatch(await text(page, '#view-contact'), /NaN/);
  await page.screenshot({ path: `${OUT}seed000-scheme.png`, fullPage: true });
  await context.close();
});

test('timestep view, MercuryDPM size range: every pair runs with the species the snippet types (e, t_c, ζ of each), Δt from the stiffest pair', async () => {
  const q = '?code=mercurydpm-linear&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&v0=1&g=0&tc=6.76253e-6&tuning_mass=&e=0.7&view=timestep&ts.r_min=0.5+mm&ts.r_max=2+mm';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  // The species the user copies: the snippet's setCollisionTimeAndRestitutionCoefficient(tc, e, mass).
  const tsValue = await text(page, '#ts-value');
  const rules = await text(page, '#ts-rules');
  const rows = await page.$$eval('#ts-pairs tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  await afterUpdate(page, () => page.click('#tab-contact'));
  await page.waitForFunction(() => /setTimeStep/.test(document.querySelector('#code-snippet').textContent), null, { timeout: 20000 });
  const snippet = await page.locator('#code-snippet').textContent();
  const [, tc, e, mass] = snippet.match(/setCollisionTimeAndRestitutionCoefficient\(([^,]+), ([^,]+), ([^)]+)\)/).map(Number);
  // The hint says: empty tuning_mass = one particle of body 1 (r1 = 1 mm, ρ = 2500).
  assert.match(await page.locator('#tuning_mass-hint').textContent(), /empty: one particle of body 1/);
  assert.ok(Math.abs(mass / (4 / 3 * Math.PI * 1e-9 * 2500) - 1) < 1e-5, `snippet mass ${mass}`);
  // That species in each contact, written out here from MercuryDPM's
  // LinearViscoelasticNormalSpecies::setCollisionTimeAndRestitutionCoefficient (γ = −mass ln e/tc,
  // k = ½ mass (π²/tc² + (γ/mass)²)) and the damped oscillator m* ẍ + γ ẋ + k x = 0.
  const gamma = -mass * Math.log(e) / tc;
  const k = 0.5 * mass * (Math.PI ** 2 / tc ** 2 + (gamma / mass) ** 2);
  const m = (r) => 4 / 3 * Math.PI * r ** 3 * 2500;
  const red = (a, b) => a * b / (a + b);
  const own = (ms) => {
    const w0 = Math.sqrt(k / ms), beta = gamma / (2 * ms), w = Math.sqrt(w0 * w0 - beta * beta);
    return { e: Math.exp(-beta * Math.PI / w), tc: Math.PI / w, zeta: beta / w0 };
  };
  const expect = [red(m(5e-4), m(5e-4)), red(m(5e-4), m(2e-3)), red(m(2e-3), m(2e-3)), m(5e-4), m(2e-3)].map(own);
  // The numbers, checked by hand: 0.347 (t_c 2.507 µs), 0.480, 0.882, 0.483, 0.915.
  assert.deepEqual(expect.map((x) => x.e.toFixed(3)), ['0.347', '0.480', '0.882', '0.483', '0.915']);
  // What the user reads in the pair table: one group per contact, its e, t_c, ζ.
  const groups = [];
  for (const r of rows) {
    if (r.length === 1) groups.push({ name: r[0] });
    else groups.at(-1)[r[0]] = r[1];
  }
  assert.equal(groups.length, 5, JSON.stringify(groups));
  groups.forEach((g, i) => {
    assert.equal(Number(g['Restitution e at v₀']).toFixed(3), expect[i].e.toFixed(3), `${g.name}: e`);
    assert.equal(g['Contact time at v₀'], `${(expect[i].tc * 1e6).toPrecision(4)} µs`, `${g.name}: t_c`);
    assert.equal(Number(g['Damping ratio ζ of the dashpot']).toFixed(3), expect[i].zeta.toFixed(3), `${g.name}: ζ`);
  });
  // MercuryDPM's own check, t_c/50 of the shortest contact (0.5–0.5), is the step set in the snippet.
  const dt = Math.min(...expect.map((x) => x.tc)) / 50;
  assert.equal(tsValue, `Δt = ${(dt * 1e9).toPrecision(4)} ns`);
  assert.match(snippet, new RegExp(`setTimeStep\\(${dt.toPrecision(4).replace('.', '\\.')}\\);`));
  assert.match(rules, /restitutionCoefficient = 0\.7, the species tuned for a mass of 10\.47 mg, as typed for your pair \(r1 = 1 mm, r2 = 1 mm\)/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}timestep-mercurydpm-range.png`, fullPage: true });
  await context.close();
});

test('timestep view, MercuryDPM pair: the replay at the recommended Δt is MercuryDPM\'s own integrator (e below the exact, −0.36 %), with its spread over where a contact begins', async () => {
  const q = '?view=timestep&code=mercurydpm-linear&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&v0=1&g=0&tc=6.76253e-6&tuning_mass=&e=0.7';
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  const dt = 6.76253e-6 / 50;
  assert.equal(await text(page, '#ts-value'), `Δt = ${(dt * 1e9).toPrecision(4)} ns`);
  // MercuryDPM's integrator, written out here from its source (kuwt/MercuryDPM_fork @fb0ebf1d,
  // DPMBase::computeOneTimeStep, BaseParticle::integrateBefore/AfterForceComputation): half kick,
  // drift, force from the new overlap and the half-step velocities (LinearViscoelasticInteraction:
  // k δ + γ δ̇ while δ > 0), half kick; two 1 mm beads, the species tuned for one of them.
  const M = 4 / 3 * Math.PI * 1e-9 * 2500, tc = 6.76253e-6, e = 0.7;
  const gamma = -M * Math.log(e) / tc, k = 0.5 * M * (Math.PI ** 2 / tc ** 2 + (gamma / M) ** 2);
  const mercury = (gap) => {
    let x1 = 0, x2 = 2e-3 + gap, u1 = 0.5, u2 = -0.5, f = 0, started = false;
    for (let n = 0; n < 10000; n++) {
      u1 += f / M * dt / 2; u2 -= f / M * dt / 2;
      x1 += u1 * dt; x2 += u2 * dt;
      const d = 2e-3 - (x2 - x1);
      f = d > 0 ? -(k * d + gamma * (u1 - u2)) : 0;
      if (d > 0) started = true;
      u1 += f / M * dt / 2; u2 -= f / M * dt / 2;
      if (started && d <= 0) return u2 - u1;
    }
    return NaN;
  };
  // A contact whose first step falls at the touch (gap just under one step), and every other start.
  const atTouch = mercury((1 - 1e-9) * dt);
  const all = Array.from({ length: 400 }, (_, i) => mercury(((i + 0.5) / 400) * dt));
  assert.ok(Math.abs(atTouch / 0.7 - 1 + 0.0036) < 1e-4, `MercuryDPM at the touch: ${atTouch}`);
  const replay = await text(page, '#ts-replay');
  assert.match(replay, new RegExp(`e = ${atTouch.toFixed(4)} \\(−0\\.36 %\\); ${Math.min(...all).toFixed(4)} to ${Math.max(...all).toFixed(4)} as the contact begins elsewhere within a step`), replay);
  assert.deepEqual(errors, []);
  await context.close();
});

test("timestep view: its inputs are the library's table of the timestep's keys, with their units, and the link's keys those", async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=timestep`);
  await page.waitForFunction(() => document.querySelector('#ts-fields') && window.__dem.idle());
  const fields = await page.$$eval('#ts-fields .field[data-key]', (fs) => fs.map((f) => [f.dataset.key, f.querySelector('.unit')?.textContent ?? null]));
  // The CLI reads each in the unit shown (whatever it then says of the value), and the page's
  // link knows them.
  const bin = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
  const units = fields.filter(([, unit]) => unit && unit !== '–');
  assert.ok(units.length >= 10, JSON.stringify(fields));
  for (const [key, unit] of units) {
    const input = { r: 1e-3, rho: 2500, E: 63e9, nu: 0.2, v_max: 1, [key]: `2 ${unit.replace('²', '^2')}` };
    let said = '';
    try {
      execFileSync(bin, ['timestep', '--scenario', JSON.stringify(input)], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      said = String(e.stderr);
    }
    assert.doesNotMatch(said, /\), not an? /, `${key} in ${unit}`);
  }
  const held = await page.evaluate(async () => { const k = await import('./web/keys.js'); return k.TS_TEXT; });
  assert.deepEqual(fields.map(([k]) => k).filter((k) => k !== 'packing').sort(), [...held].sort());
  assert.deepEqual(await page.$$eval('#ts-packing option', (os) => os.map((o) => o.textContent)),
    ['12: face-centred cubic (3D)', '8: body-centred cubic (3D)', '6: simple cubic (3D)', '6: hexagonal (2D disks)', '4: square (2D disks)', 'my own list of contacts']);
  assert.deepEqual(errors, []);
  await context.close();
});
