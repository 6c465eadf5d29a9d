// End-to-end: an exercise on the Rolling view (`free=` / `lock=` with its `ro.<key>` inputs,
// web/embed.js and web/rolling-form.js). Its fields come with the full module, after the link
// was read: the names are known before they come, the fixed ones are disabled and listed as
// given when they come, and the guard undoes a change that would move one. The answer is
// checked against the closed form of Ai, Chen, Rotter & Ooi 2011's type A (constant torque
// M = μ_r r m g on a solid sphere rolling without slip, I = (7/5) m r² about the contact
// point): uniform deceleration (5/7) μ_r g, stopping distance d = 0.7 v0²/(μ_r g), computed
// here — not the page's own numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const env = useBrowser(new URL('./out/', import.meta.url).pathname);
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;

const MU = 0.1;
const G = 9.81;
const BALL = `view=rolling&ro.rolling=constant&ro.mu_r=${MU}&ro.r1=1%20mm&ro.rho1=2500&ro.g=${G}`;
/** Ai et al. 2011, type A: d = v0² / (2 · (5/7) μ_r g). */
const distance = (v0) => (0.7 * v0 * v0) / (MU * G);

/** The Rolling view drawn with an answer. */
async function answered(page) {
  await page.waitForFunction(() => /stops after/.test(document.querySelector('#ro-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });
}
/** The stopping distance shown in the Results, in metres (the row's full value, its title). */
async function shownDistance(page) {
  const title = await page.locator('#ro-results tr', { hasText: 'Stopping distance' }).locator('td').getAttribute('title');
  assert.match(title, / m$/);
  return Number.parseFloat(title);
}
const disabled = (page, ids) => page.evaluate((xs) => xs.map((id) => [id, document.getElementById(id)?.disabled]), ids);

test('free=ro.v0: the law, μ_r and the ball are fixed and given, v0 alone free; the stopping distance follows v0 as the closed form says', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${BALL}&ro.v0=0.05&free=ro.v0`);
  await answered(page);
  assert.deepEqual(await disabled(page, ['ro-law', 'ro-mu_r', 'ro-r1', 'ro-m_mode', 'ro-rho1', 'ro-g', 'ro-v0']),
    [['ro-law', true], ['ro-mu_r', true], ['ro-r1', true], ['ro-m_mode', true], ['ro-rho1', true], ['ro-g', true], ['ro-v0', false]]);
  assert.equal(await page.getAttribute('#ro-mu_r', 'title'), 'Fixed for this exercise');
  assert.equal(await page.locator('#embed-warning').count(), 0, 'no unknown name');
  // The givens: the Rolling view's fixed inputs, not the Contact view's (hidden in this view).
  const givens = await page.locator('#givens-list').innerText();
  assert.match(givens, /Rolling friction coefficient, μ_r\s+0\.1/);
  assert.match(givens, /Rolling resistance: the law, or your code\s+type A: constant torque/);
  assert.match(givens, /Radius of the ball, r\s+1 mm\n/);
  assert.doesNotMatch(givens, /Speed of the ball|Coefficient of restitution|Young/);
  assert.equal(await page.isVisible('#givens'), true);

  const d1 = await shownDistance(page);
  assert.ok(Math.abs(d1 / distance(0.05) - 1) < 1e-8, `d(0.05 m/s) = ${d1} m, closed form ${distance(0.05)} m`);
  await afterUpdate(page, () => page.fill('#ro-v0', '0.2'));
  await answered(page);
  const d2 = await shownDistance(page);
  assert.ok(Math.abs(d2 / distance(0.2) - 1) < 1e-8, `d(0.2 m/s) = ${d2} m, closed form ${distance(0.2)} m`);
  assert.ok(Math.abs(d2 / d1 - 16) < 1e-6, 'four times the speed, sixteen times the distance');
  assert.match(await page.locator('#ro-status').innerText(), /^$/, 'the free input is applied');
  await page.waitForFunction(() => /[?&]ro\.v0=0\.2(&|$)/.test(location.search));
  assert.match(page.url(), /[?&]free=ro\.v0(&|$)/);
  assert.match(page.url(), /[?&]ro\.mu_r=0\.1(&|$)/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('lock=ro.rho1,ro.rolling: the names are known (ro.rolling is the law selector), and a mode switch that would drop the fixed ρ is undone', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${BALL}&ro.v0=0.05&lock=ro.rho1,ro.rolling`);
  await answered(page);
  assert.equal(await page.locator('#embed-warning').count(), 0, 'no unknown name');
  assert.deepEqual(await disabled(page, ['ro-law', 'ro-rho1', 'ro-mu_r', 'ro-m_mode', 'ro-v0']),
    [['ro-law', true], ['ro-rho1', true], ['ro-mu_r', false], ['ro-m_mode', false], ['ro-v0', false]]);
  const before = await shownDistance(page);
  await afterUpdate(page, () => page.selectOption('#ro-m_mode', 'm1'));
  await page.waitForFunction(() => window.__dem.idle());
  assert.equal(await page.inputValue('#ro-m_mode'), 'rho1');
  assert.equal(await page.inputValue('#ro-rho1'), '2500');
  assert.equal(await page.isVisible('#ro-rho1'), true);
  assert.match(await page.locator('#ro-status').innerText(), /Not applied: Density of the ball, ρ \(2500 kg\/m³\) is fixed in this exercise/);
  assert.match(page.url(), /[?&]ro\.rho1=2500(&|$)/);
  // A free input still applies.
  await afterUpdate(page, () => page.fill('#ro-mu_r', '0.2'));
  await answered(page);
  const after = await shownDistance(page);
  assert.ok(Math.abs(after / (before / 2) - 1) < 1e-8, 'μ_r doubled: half the distance');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the rolling names known before the fields come are exactly the fields' keys once built; an unknown one is still reported", async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${BALL}&ro.v0=0.05&lock=ro.nope`);
  await answered(page);
  const warning = await page.locator('#embed-warning').innerText();
  assert.match(warning, /Unknown input names in the link \(lock\): ro\.nope\./);
  const known = warning.match(/Known: (.*)\.$/)[1].split(', ').filter((k) => k.startsWith('ro.')).sort();
  const built = await page.evaluate(() => [...new Set([...document.querySelectorAll('#ro-fields [name], #ro-ball [name]')].map((c) => `ro.${c.name}`))].sort());
  assert.ok(built.length > 15, `${built.length} rolling fields`);
  assert.deepEqual(known, built);
  await context.close();
});

/** The ways the page may write `x`: its digits at 4 to 6 significant figures, as it is and
 * scaled by a power of 1000 as an SI prefix shows it. */
function writings(x) {
  const a = Math.abs(x);
  if (!(a > 0) || !Number.isFinite(a)) return [];
  const scaled = a / 10 ** (3 * Math.floor(Math.log10(a) / 3));
  return [...new Set([a, scaled].flatMap((v) => [4, 5, 6].map((p) => v.toPrecision(p))))].filter((s) => !/e/.test(s));
}
/** Fails naming the first hidden value read in the page's visible text or its print. */
async function noneReadable(page, hidden) {
  const shown = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: 'screen' });
  for (const [name, x] of Object.entries(hidden)) {
    for (const w of writings(x)) for (const [where, t] of [['shown', shown], ['printed', printed]]) assert.ok(!t.includes(w), `${name} = ${x} read as ${w} in the ${where} text`);
  }
}
const EPSD = `view=rolling&ro.rolling=epsd&ro.mu_r=${MU}&ro.eta_r=0.3&ro.r1=1%20mm&ro.rho1=2500&ro.E1=63e9&ro.nu1=0.2&ro.g=${G}&ro.v0=0.05`;

test('hide= in the Rolling view: the stopping distance and time, the torque limit, the slope and the rolling spring read "?" in the headline, the bar, the captions and the table, on the page and its print; the plots and the other views not offered', async () => {
  const teacher = await openPage(env.browser, `${env.url}?${EPSD}`);
  await answered(teacher.page);
  const out = await teacher.page.evaluate(() => window.__dem.shown);
  await teacher.context.close();
  const r = out.solution.rolling;
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${EPSD}&embed=1&free=ro.v0&hide=stopping_distance,stopping_time,torque_limit,slope,rolling_stiffness,plots`);
  await answered(page);
  assert.equal(await page.locator('#ro-answer').innerText(), 'It stops after ? in ?');
  assert.match(await page.locator('#summary').innerText(), /^stops after \? in \?\s+M_max = \?\s+k_r = \?\s+Δt = 213\.3 ns \(Rayleigh fraction\)$/);
  const rows = await page.$$eval('#ro-results tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.cells[0].textContent, tr.cells[1].textContent])));
  for (const label of ['Stopping distance', 'Stopping time', 'Torque limit M_max = μ_r R_r F_n', 'Rolling stiffness k_r', 'Rolling dashpot C_r', 'Steepest slope it rests on, atan(μ_r R_r/r)']) assert.equal(rows[label], '?', label);
  for (const sel of ['.ro-plots', '#ro-mu', '#ro-notes', '.tabs']) assert.equal(await page.locator(sel).isVisible(), false, sel);
  await noneReadable(page, {
    'stopping distance': r.stopping_distance, 'stopping time': r.stopping_time, 'M_max': r.torque_limit, 'F_n': r.normal_force,
    'slope (°)': r.static_angle, 'k_r': r.stiffness, 'C_r': r.damping, 'its period': r.period, 'the constant torque alone': out.constant_torque.distance,
  });
  // The student's free v₀: still hidden.
  await afterUpdate(page, () => page.fill('#ro-v0', '0.1'));
  await answered(page);
  assert.equal(await page.locator('#ro-answer').innerText(), 'It stops after ? in ?');
  assert.deepEqual(errors, []);
  await page.screenshot({ path: new URL('./out/rolling-hide.png', import.meta.url).pathname, fullPage: true });
  await context.close();
});

test('hide= with the Contact view\'s names in a Rolling link: the plots hidden, the rest said not to be answers of the Rolling view', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${BALL}&ro.v0=0.05&hide=restitution,contact_time,plots&free=ro.v0`);
  await answered(page);
  assert.equal(await page.locator('#view-rolling').isVisible(), true);
  assert.equal(await page.locator('.ro-plots').isVisible(), false);
  assert.match(await page.locator('#embed-warning').innerText(), /Not answers of the Rolling view, the only one offered with answers hidden \(hide\): restitution, contact_time\. The Rolling view's: stopping_distance, stopping_time, torque_limit, slope, rolling_stiffness, plots\./);
  await context.close();
});

test('a partial rolling link (ro.code=liggghts-epsd2&ro.mu_r=0.1&ro.v0=0.01) takes the example ball for what it leaves out — the CLI\'s answer for it — and writes every field shown', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?view=rolling&ro.code=liggghts-epsd2&ro.mu_r=0.1&ro.v0=0.01`);
  await answered(page);
  assert.doesNotMatch(await page.locator('#ro-status').innerText(), /missing/);
  const ball = await page.evaluate(() => Object.fromEntries(['r1', 'rho1', 'E1', 'nu1', 'mu_r', 'v0', 'eta_r'].map((k) => [k, document.getElementById(`ro-${k}`).value])));
  assert.deepEqual({ mu_r: ball.mu_r, v0: ball.v0 }, { mu_r: '0.1', v0: '0.01' });
  assert.ok(ball.r1 && ball.rho1 && ball.E1 && ball.nu1, JSON.stringify(ball));
  // The CLI's answer for the ball the page says it took.
  const sc = { code: 'liggghts-epsd2', mu_r: 0.1, v0: 0.01, r1: ball.r1, rho1: ball.rho1, E1: ball.E1, nu1: ball.nu1 };
  const lib = JSON.parse(execFileSync(BIN, ['rolling', '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
  assert.ok(Math.abs(await shownDistance(page) / lib.rolling.stopping_distance - 1) < 1e-8);
  // Its link now carries every field shown: reopened, the same ball.
  await page.waitForFunction(() => /[?&]ro\.r1=/.test(location.search));
  const again = await openPage(env.browser, page.url());
  await answered(again.page);
  assert.equal(await shownDistance(again.page), await shownDistance(page));
  // A key written empty is not given: r1 then is missing, said at its field.
  const cleared = await openPage(env.browser, `${env.url}?view=rolling&ro.code=liggghts-epsd2&ro.mu_r=0.1&ro.v0=0.01&ro.r1=`);
  await cleared.page.waitForSelector('#ro-r1-err:not([hidden])', { timeout: 20000 });
  assert.match(await cleared.page.locator('#ro-status').innerText(), /^Radius of the ball, r: missing/);
  assert.deepEqual(errors, []);
  for (const c of [again, cleared, { context }]) await c.context.close();
});
