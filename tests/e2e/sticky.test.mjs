// End-to-end (issues 34 and 35): sticky particles and rolling resistance as their users meet
// them. A pharmaceutical-powder engineer (20 µm, E = 5 GPa, γ = 0.05 J/m²): it sticks at
// 0.1 m/s and bounces at 1 m/s; γ of one surface or w = 2γ typed gives the same answer; the
// pull-off is Johnson, Kendall & Roberts's F_c = (3/2)π w R* (computed here); LAMMPS's break
// at the largest pull is said; LIGGGHTS's thornton_ning takes w; a link reproduces the view.
// A rolling ball with the constant torque (Ai et al. 2011, type A) stops where the closed form
// 0.7 v0²/(μ_r g), 1.4 v0/(μ_r g) says. Screenshots at 390 and 1280 px in out/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, cli } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.innerText ?? '', sel);
/** The number and unit after `label` in `s`, in SI (µ, m, k prefixes). */
const si = (s, re) => {
  const m = s.match(re);
  assert.ok(m, `${re} in «${s}»`);
  const k = { 'n': 1e-9, 'µ': 1e-6, 'm': 1e-3, '': 1, 'k': 1e3 }[m[2]];
  return Number(m[1]) * k;
};

test('a 20 µm powder with JKR: sticks at 0.1 m/s, bounces at 1 m/s, γ or w the same, LAMMPS and LIGGGHTS said, the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=jkr-powder`);
  await page.waitForFunction(() => /Stuck|Bounces/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#adh-answer'), /^Stuck: sticks below V_s = [\d.]+ m\/s/);
  // The pull-off: F_c = (3/2)π w R*, w = 2γ = 0.1 J/m², R* = 10 µm for the pair.
  const fc = 1.5 * Math.PI * 0.1 * 10e-6;
  const pull = si(await text(page, '#adh-why'), /Pull-off force ([\d.]+) (µ|m|n|)N/);
  assert.ok(Math.abs(pull / fc - 1) < 5e-4, `pull-off ${pull} N against (3/2)π w R* = ${fc} N`);
  // The summary on top says it in the same words.
  assert.match(await text(page, '.summary, #summary'), /stuck|sticks below/);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: `${OUT}sticky-powder-1280.png` });

  // At 1 m/s it bounces, with less than the e typed.
  await page.goto(`${env.url}?preset=jkr-powder-1`);
  await page.waitForFunction(() => /Bounces/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 20000 });
  const bounce = await text(page, '#adh-answer');
  const e = Number(bounce.match(/e = ([\d.]+)/)[1]);
  assert.ok(e > 0 && e < 0.5, `e with adhesion ${e} below the e = 0.5 typed`);

  // γ of one surface or w = 2γ of two: the same contact, the same answer.
  await page.selectOption('#adh-given', 'w');
  await page.fill('#work_of_adhesion', '0.1');
  await page.press('#work_of_adhesion', 'Tab');
  await page.waitForFunction(() => /work_of_adhesion=0\.1/.test(location.search) && !/surface_energy=/.test(location.search), null, { timeout: 10000 });
  await page.waitForFunction((b) => document.querySelector('#adh-answer').textContent === b, bounce, { timeout: 10000 });

  // What to type in each code, in its convention; LAMMPS's break at the largest pull (each
  // code's row from the worker, after the answer).
  await page.waitForFunction(() => window.__dem.idle(), null, { timeout: 20000 });
  const codes = await text(page, '#adh-codes');
  assert.match(codes, /LAMMPS[^]*γ \(jkr's 4th coefficient\) = 0\.05 J\/m²/);
  assert.match(codes, /released at the largest pull/);
  assert.match(codes, /LIGGGHTS[^]*surfaceEnergy[^]*= 0\.1 J\/m²/);
  assert.match(codes, /Kratos[^]*= 0\.1 J\/m²/);

  // The link reproduces the view: a fresh page from the address shows the same answer.
  const link = page.url();
  const again = await openPage(env.browser, link);
  await again.page.waitForFunction((b) => document.querySelector('#adh-answer')?.textContent === b, bounce, { timeout: 20000 });
  assert.equal(await again.page.inputValue('#adh-given'), 'w');
  await again.context.close();

  // A phone: the answer in the first screen, nothing wider than it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await page.screenshot({ path: `${OUT}sticky-powder-390.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an exercise on the powder (free=v0): the adhesion inputs are fixed with the others, v0 alone free', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?embed=1&preset=jkr-powder-1&free=v0`, { viewport: { width: 800, height: 900 } });
  await page.waitForFunction(() => /Bounces/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 20000 });
  const state = await page.evaluate(() => ['v0', 'e', 'surface_energy', 'adh-given', 'e_with_adhesion'].map((id) => [id, document.getElementById(id)?.disabled]));
  assert.deepEqual(state, [['v0', false], ['e', true], ['surface_energy', true], ['adh-given', true], ['e_with_adhesion', true]]);
  await page.screenshot({ path: `${OUT}sticky-exercise-800.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Rolling view: the constant torque stops the ball where Ai et al.\'s closed form says; the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.rolling=constant&ro.mu_r=0.1&ro.r1=0.001&ro.rho1=2500&ro.v0=1&ro.g=9.81`);
  await page.waitForFunction(() => /stops after/.test(document.querySelector('#ro-answer')?.textContent ?? ''), null, { timeout: 20000 });
  const answer = await text(page, '#ro-answer');
  // Type A: uniform deceleration (5/7) μ_r g... of the centre: d = 0.7 v0²/(μ_r g), t = 1.4 v0/(μ_r g).
  const d = si(answer, /stops after ([\d.]+) (µ|m|k|)m/);
  const t = si(answer, /in ([\d.]+) (µ|m|)s/);
  assert.ok(Math.abs(d / (0.7 / (0.1 * 9.81)) - 1) < 5e-4, `distance ${d} m`);
  assert.ok(Math.abs(t / (1.4 / (0.1 * 9.81)) - 1) < 5e-4, `time ${t} s`);
  const again = await openPage(env.browser, page.url());
  await again.page.waitForFunction((a) => document.querySelector('#ro-answer')?.textContent === a, answer, { timeout: 20000 });
  await again.context.close();
  await page.setViewportSize({ width: 390, height: 844 });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await page.screenshot({ path: `${OUT}rolling-390.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

// The powder of issue 40: 20 µm, 1500 kg/m³, E = 5 GPa, ν = 0.3, γ = 0.05 J/m², e = 0.5 typed.
const POWDER = 'model=tsuji&rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&surface_energy=0.05&e=0.5&adhesion=jkr';
/** Tsuji's α1 for e typed (Tsuji, Tanaka & Ishida 1992): −ln e √(5/(ln²e + π²)). */
const tsujiAlpha = (e) => -Math.log(e) * Math.sqrt(5 / (Math.log(e) ** 2 + Math.PI ** 2));
const adhAnswered = (page) => page.waitForFunction(() => /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });

test('an empty key is "not given": e_with_adhesion= leaves the e typed as typed (α1 0.4818, V_s 0.1141 m/s, stuck below 0.0365 m/s — no error); the Embed dialog writes no such key', async () => {
  const teacher = await openPage(env.browser, `${env.url}?${POWDER}&v0=0.2`);
  await adhAnswered(teacher.page);
  const want = await text(teacher.page, '#summary');
  assert.match(want, new RegExp(`α1 = ${tsujiAlpha(0.5).toPrecision(4)}`));
  assert.match(want, /sticks below 0\.1141 m\/s/);
  // The same link with the key written empty: the same physics, word for word.
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${POWDER}&v0=0.2&e_with_adhesion=`);
  await adhAnswered(page);
  assert.equal(await text(page, '#summary'), want);
  assert.equal(await page.inputValue('#e_with_adhesion'), '');
  assert.match(await text(page, '#adh-answer'), /^Bounces: e = 0\.3814 with adhesion; sticks below V_s = 0\.1141 m\/s$/);
  assert.doesNotMatch(page.url(), /e_with_adhesion/);
  // Below the undamped sticking velocity (0.0365 m/s) the students see "stuck", not an error.
  await afterUpdate(page, () => page.fill('#v0', '0.03'));
  await adhAnswered(page);
  assert.match(await text(page, '#adh-answer'), /^Stuck: sticks below V_s = 0\.1141 m\/s/);
  assert.equal(await text(page, '#status'), '');

  // The teacher's Embed dialog: v0 free; the snippet carries the keys of the exercise and no
  // switch written as a key (no `e_with_adhesion=`, no modes).
  await teacher.page.click('#embed-button');
  await teacher.page.waitForSelector('#embed-dialog[open]');
  await teacher.page.click('#embed-none');
  await teacher.page.check('#embed-checks input[value=v0]');
  const src = (await teacher.page.inputValue('#embed-code')).match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const keys = [...new URL(src).searchParams.keys()];
  for (const k of ['e_with_adhesion', 'adh-given', 'm_mode', 'k_mode', 'd_mode', 'v_mode']) assert.ok(!keys.includes(k), `${k} in ${src}`);
  assert.equal(new URL(src).searchParams.get('free'), 'v0');
  // The student's page from that snippet: the teacher's answer.
  const student = await openPage(env.browser, src);
  await adhAnswered(student.page);
  assert.equal(await text(student.page, '#summary'), want);
  assert.deepEqual(errors, []);
  await student.context.close();
  await teacher.context.close();
  await context.close();
});

test('Hertz + JKR: the bar says the e the adhesion box says (the CLI\'s 0.9832), not "elastic, e = 1"', async () => {
  const q = POWDER.replace('model=tsuji', 'model=hertz').replace('&e=0.5', '');
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${q}&v0=0.2`);
  await adhAnswered(page);
  const box = (await text(page, '#adh-answer')).match(/e = ([\d.]+) with adhesion/)[1];
  const cliE = cli({ model: 'hertz', rho1: 1500, rho2: 1500, r1: 2e-5, r2: 2e-5, E1: 5e9, nu1: 0.3, E2: 5e9, nu2: 0.3, v0: 0.2, surface_energy: 0.05, adhesion: 'jkr' }).restitution;
  assert.equal(box, cliE.toPrecision(4));
  const bar = await text(page, '#summary');
  assert.match(bar, new RegExp(`elastic, e = ${box} with adhesion`));
  assert.doesNotMatch(bar, /e = 1\b/);
  assert.doesNotMatch(await text(page, '#damping-value'), /e = 1\b/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the page\'s words: "e_with_adhesion" as one word in the Damping box (screen and print); errors with labels and what to change, not "remove it" or `keys`; LAMMPS with adhesion and the page\'s g = 0 answers', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${POWDER.replace('&e=0.5', '')}&e_with_adhesion=0.5&v0=0.2`);
  await adhAnswered(page);
  await page.waitForFunction(() => document.querySelector('#damping-formula math'), null, { timeout: 20000 });
  for (const media of ['screen', 'print']) {
    await page.emulateMedia({ media });
    const f = await text(page, '#damping-formula');
    assert.match(f, /achieves e_with_adhesion\s*=/, `${media}: ${f}`);
  }
  await page.emulateMedia({ media: 'screen' });
  await context.close();
  // LAMMPS jkr with its damp, at the page's g = 0: answered (it said "g: not taken … remove it").
  const lammps = 'code=lammps-hertz-viscoelastic&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&g=0&damping=3e9&surface_energy=0.05&adhesion=jkr';
  const l = await openPage(env.browser, `${env.url}?${lammps}`);
  await adhAnswered(l.page);
  assert.equal(await text(l.page, '#status'), '');
  // With g typed, the setting's refusal in the page's words, at the field.
  await afterUpdate(l.page, () => l.page.fill('#g', '9.81'));
  await l.page.waitForSelector('#g-err:not([hidden])');
  const status = await text(l.page, '#status');
  assert.match(status, /^Body acceleration pushing together, g: not taken by LAMMPS jkr and dmt \(they take the material E₁, ν₁, r₁ .*: leave it empty — /);
  assert.doesNotMatch(status, /remove it|`|\bnu1\b/);
  assert.match(await text(l.page, '#g-err'), /^g: not taken by LAMMPS jkr and dmt .*: leave it empty$/);
  assert.deepEqual([...errors, ...l.errors], []);
  await l.context.close();
});

test('the e(v₀) view after an error: the error in its status line, not "Computing…"', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?view=speed&${POWDER.replace('surface_energy=0.05', 'surface_energy=1e300')}&v0=0.2`);
  await page.waitForFunction(() => window.__dem.idle() && document.getElementById('sw-status').textContent !== 'Computing…', null, { timeout: 30000 });
  const status = await text(page, '#sw-status');
  assert.match(status, /^Surface energy of ONE surface, γ \(1e300\): the adhesion's tail reaches beyond any finite overlap, .* — nothing to show until it is given\.$/);
  assert.equal(await page.locator('#sw-status').isVisible(), true);
  await context.close();
});

test('the stale summary bar is dimmed, not see-through: what scrolls under it stays hidden', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${POWDER}&v0=0.2`, { viewport: { width: 390, height: 844 } });
  await adhAnswered(page);
  await afterUpdate(page, () => page.fill('#v0', '-1'));
  await page.waitForSelector('#summary.stale');
  const style = await page.evaluate(() => {
    const s = document.getElementById('summary');
    return { opacity: getComputedStyle(s).opacity, bg: getComputedStyle(s).backgroundColor, child: getComputedStyle(s.firstElementChild).opacity };
  });
  assert.equal(style.opacity, '1');
  assert.doesNotMatch(style.bg, /rgba\(.*, 0(\.\d+)?\)|transparent/);
  assert.equal(style.child, '0.5');
  await context.close();
});

/** Opens `q` and waits for the adhesion's answer (or an input error). */
async function adhesive(q) {
  const { page, context, errors } = await openPage(env.browser, env.url + q);
  await page.waitForFunction(() => /Stuck|Bounces/.test(document.querySelector('#adh-answer')?.textContent ?? '') || document.querySelector('.err:not([hidden])'), null, { timeout: 20000 });
  // Each code's row comes from the worker after the answer.
  await page.waitForFunction(() => window.__dem.idle(), null, { timeout: 20000 });
  return { page, context, errors };
}
const CODE_POWDER = 'rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&v0=0.2&surface_energy=0.05&adhesion=jkr';

test('codes with adhesion, no dead end: the README\'s LAMMPS jkr link, EDEM and Kratos with e wanted WITH adhesion, each with its lines to type', async () => {
  // The README's LAMMPS example: the material is what pair granular jkr takes (E1 shown), the
  // answer is LAMMPS's (LAMMPS 22Jul2025 ran it: e = 0.93963), and its pair_coeff line is given.
  let { page, context, errors } = await adhesive('?code=lammps-hooke-velocity&version=22Jul2025&damping=2e-06&adhesion=jkr&surface_energy=0.05&v0=0.1&E1=5e9&nu1=0.3&r1=2e-05&rho1=1500&E2=5e9&nu2=0.3&r2=2e-05&rho2=1500');
  assert.equal(await text(page, '#status'), '');
  assert.equal(await page.locator('#E1').isVisible(), true);
  const e = Number((await text(page, '#adh-answer')).match(/e = ([\d.]+)/)[1]);
  assert.ok(Math.abs(e - 0.93963) < 2e-4, `LAMMPS jkr: e = ${e}`);
  assert.match(await text(page, '#adh-line'), /^pair_style granular\n[^\n]*\npair_coeff \* \* jkr 5e9 2e-6 0\.3 0\.05 damping velocity tangential linear_nohistory 0\.0 0\.0$/);
  await context.close();
  // EDEM (documentation: JKR with w = 2γ, its e mapped as without adhesion), e wanted WITH
  // adhesion: type Coefficient of Restitution 0.592228 (the value, checked there).
  ({ page, context, errors } = await adhesive(`?code=edem-hertz-mindlin&e_with_adhesion=0.5&${CODE_POWDER}`));
  assert.equal(await text(page, '#status'), '');
  assert.match(await text(page, '#adh-answer'), /^Bounces: e = 0\.5 with adhesion/);
  assert.match(await text(page, '#adh-type'), /^In EDEM: type Surface Energy γ = 0\.05 J\/m²; restitution to type for e_with_adhesion = 0\.59223\./);
  assert.match(await text(page, '#adh-line'), /Coefficient of Restitution = 0\.592228[\s\S]*Hertz-Mindlin with JKR[^\n]*Surface Energy = 0\.05 J\/m²/);
  await context.close();
  // Kratos: its COEFFICIENT_OF_RESTITUTION found for e = 0.5 with adhesion, in its material relation.
  ({ page, context, errors } = await adhesive(`?code=kratos-hertz&e_with_adhesion=0.5&${CODE_POWDER}`));
  assert.equal(await text(page, '#status'), '');
  assert.match(await text(page, '#adh-answer'), /^Bounces: e = 0\.5 with adhesion/);
  const kratos = Number((await text(page, '#adh-type')).match(/restitution to type for e_with_adhesion = (\d+\.\d+)/)[1]);
  assert.match(await text(page, '#adh-line'), new RegExp(`"COEFFICIENT_OF_RESTITUTION": ${kratos.toFixed(4)}\\d*[^}]*"DEM_D_Hertz_viscous_Coulomb_JKR", "PARTICLE_COHESION": 0\\.1`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('LIGGGHTS with adhesion: thornton_ning never sticks (elastic), its box is Hertz\'s, e wanted WITH adhesion says what to choose; sjkr\'s k_c read as a surface energy at this contact', async () => {
  let { page, context, errors } = await adhesive(`?code=liggghts-hertz&e=0.5&${CODE_POWDER}`);
  const row = await text(page, '#adh-codes tbody tr');
  assert.match(row, /e = 1 \(elastic\), never sticks/);
  assert.doesNotMatch(row, /sticks below 0 m\/s/);
  assert.match(await text(page, '#damping-box h2'), /^Damping — LIGGGHTS, Hertz \(elastic\)/);
  await context.close();
  ({ page, context, errors } = await adhesive(`?code=liggghts-hertz&e_with_adhesion=0.5&${CODE_POWDER}`));
  const err = await text(page, '#status') + await page.evaluate(() => [...document.querySelectorAll('.err:not([hidden])')].map((e) => e.textContent).join(' '));
  assert.match(err, /thornton_ning has no normal dashpot[^]*choose LIGGGHTS hertz with cohesion sjkr, or JKR in LAMMPS, Kratos or EDEM/);
  assert.doesNotMatch(err, /remove it/);
  await context.close();
  // sjkr: k_c [J/m³] as the work of adhesion whose energy over the intersection circle at the
  // deepest overlap equals k_c times the lens of overlap (closed forms written here).
  ({ page, context, errors } = await adhesive('?code=liggghts-hertz&e=0.5&rho1=1500&rho2=1500&r1=2e-5&r2=2e-5&E1=5e9&nu1=0.3&E2=5e9&nu2=0.3&v0=0.2&adhesion=sjkr&cohesion_energy_density=1e5'));
  const read = await text(page, '#adh-read');
  const dl = si(read, /deepest overlap \(([\d.]+) (n|µ|m|)m\)/);
  const r = 2e-5, d = 2 * r - dl;
  const V = Math.PI * (2 * r - d) ** 2 * (d * d + 4 * d * r) / (12 * d);
  const A = Math.PI * (-(d - 2 * r) * (d + 2 * r) / 4);
  const w = si(read, /w = ([\d.]+) (µ|m|n|)J\/m²/);
  assert.ok(Math.abs(w / (1e5 * V / A) - 1) < 2e-3, `${w} vs ${1e5 * V / A}: ${read}`);
  assert.match(read, /unconfirmed: LIGGGHTS documents no relation/);
  assert.match(await text(page, '#adh-line'), /pair_style gran model hertz tangential history cohesion sjkr[\s\S]*cohesionEnergyDensity peratomtypepair 1 100000/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}sticky-sjkr-liggghts.png`, fullPage: true });
  await context.close();
});

test('the lines to type carry the value to type: an exercise hiding the damping does not show them', async () => {
  const { page, context, errors } = await adhesive(`?model=tsuji&e_with_adhesion=0.5&hide=damping&${CODE_POWDER}`);
  assert.equal(await page.locator('#adh-codes details.adh-line').count(), 0);
  assert.doesNotMatch(await page.evaluate(() => document.querySelector('#adh-codes').textContent), /Coefficient of Restitution = 0\.592228/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each code\'s row follows the speed: computed in the worker after the answer, the rows at the new speed are the CLI\'s, none left faded', async () => {
  const base = { model: 'tsuji', rho1: 1500, rho2: 1500, r1: 2e-5, r2: 2e-5, E1: 5e9, nu1: 0.3, E2: 5e9, nu2: 0.3, e_with_adhesion: 0.5, g: 0, adhesion: 'jkr', surface_energy: 0.05 };
  const q = new URLSearchParams({ ...base, v0: 0.2 }).toString();
  const { page, context, errors } = await adhesive(`?${q}`);
  for (const v0 of [0.35, 0.6]) {
    await afterUpdate(page, () => page.fill('#v0', String(v0)));
    await page.waitForFunction(() => window.__dem.idle(), null, { timeout: 20000 });
    // What the code then does (its last cell): e, the sticking velocity, t_c.
    const rows = await page.$$eval('#adh-codes tbody tr.values', (trs) => trs.map((tr) => [tr.dataset.id, tr.cells[3]?.innerText ?? '']));
    const want = cli({ ...base, v0 }).adhesion_codes;
    assert.deepEqual(rows.map((r) => r[0]), want.map((c) => c.id), `v0 = ${v0}: the codes`);
    for (const [[id, shown], c] of rows.map((r, i) => [r, want[i]])) {
      if (c.restitution == null) continue;
      const e = Number(shown.match(/^e = ([\d.]+)/)?.[1]);
      assert.ok(Math.abs(e - Number(c.restitution.toPrecision(4))) < 1e-12, `v0 = ${v0}, ${id}: e = ${e} shown, ${c.restitution} by the CLI`);
    }
    assert.equal(await page.locator('#adh-codes.stale').count(), 0, 'the rows are the new speed\'s');
    assert.match(await text(page, '#adh-codes-summary'), /What to type in each DEM code \(\d+ settings?\)/);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
