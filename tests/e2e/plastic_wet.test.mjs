// End-to-end: the elastic–plastic models and the liquid bridge as their users meet them in the
// Contact and e(v₀) views (loaded on demand). An EEPA powder engineer (20 µm, E = 5 GPa,
// plasticity ratio 0.5) wants e = 0.5 at 0.2 m/s: the page says what the plasticity alone
// gives (checked against the closed form e² = [1 − (n+1)xⁿ + n x^(n+1)]/(1 − xⁿ), x = λ_p^(1/n),
// computed here) and the e to type (the CLI's). Thornton 1997's law: e(v₀) falls above the
// yield velocity. A granulation engineer (1 mm glass beads, water σ = 0.072 N/m, θ = 20°,
// V = 1e-11 m³, elastic Hertz): at 0.1 m/s they stick; the sticking velocity is √(2W/m*)
// from the bridge energy W (energy balance of an elastic contact, computed here), and at
// 0.2 m/s e = √(1 − 2W/(m* v0²)). Links reproduce each view. Screenshots at 390 and 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, cli, phone } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.innerText ?? '', sel);
/** The number and unit after a pattern in `s`, in SI (n, µ, m, k prefixes). */
const si = (s, re) => {
  const m = s.match(re);
  assert.ok(m, `${re} in «${s}»`);
  return Number(m[1]) * { n: 1e-9, µ: 1e-6, m: 1e-3, '': 1, k: 1e3 }[m[2]];
};
const near = (a, b, tol, what) => assert.ok(Math.abs(a / b - 1) < tol, `${what}: ${a} against ${b}`);
/** The table row labelled `label` of table `sel`, as its cell's text. */
const cell = (page, sel, label) => page.evaluate(([s, l]) => [...document.querySelectorAll(`${s} tr`)].find((tr) => tr.querySelector('th')?.textContent.startsWith(l))?.querySelector('td')?.textContent ?? '', [sel, label]);
const answered = (page, sel) => page.waitForFunction((s) => (document.querySelector(s)?.textContent ?? '') !== '' && !document.querySelector(s).closest('[hidden]') && window.__dem.idle(), sel, { timeout: 30000 });

const POWDER = { model: 'eepa', rho1: 1500, rho2: 1500, r1: 2e-5, r2: 2e-5, E1: 5e9, nu1: 0.3, E2: 5e9, nu2: 0.3, v0: 0.2, plasticity_ratio: 0.5, e_with_plasticity: 0.5 };

test('an EEPA powder: e = 0.5 wanted WITH plasticity at 0.2 m/s — e from plasticity (closed form), the e to type (the CLI), the plastic overlap; the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=eepa-powder`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#pl-answer');
  const answer = await text(page, '#pl-answer');
  assert.match(answer, /^e = 0\.5 /);
  // The plasticity alone (no dashpot): the closed form of the two branches (n = 1.5).
  const n = 1.5;
  const x = 0.5 ** (1 / n);
  const eClosed = Math.sqrt((1 - (n + 1) * x ** n + n * x ** (n + 1)) / (1 - x ** n));
  near(Number(await cell(page, '#pl-results', 'e from plasticity')), eClosed, 1e-5, 'e from plasticity');
  // What to type into a code that maps e without plasticity: the library's (the CLI's).
  const lib = cli(POWDER);
  assert.match(await text(page, '#pl-type'), /^Type e = [\d.]+ where a code maps e to EEPA's dashpot/);
  near(Number(await cell(page, '#pl-results', 'e to type')), lib.plastic.e_to_type, 1e-5, 'e to type');
  near(si(await cell(page, '#pl-results', 'Plastic overlap'), /([\d.]+) (n|µ|m|)m/), lib.plastic.plastic_overlap, 1e-3, 'plastic overlap');
  // The plasticity ratio that gives e = 0.5 alone, with no dashpot: the closed form at it is 0.5.
  const [, lpText, ratioText] = (await cell(page, '#pl-results', 'Plasticity ratio λ_p giving')).match(/^([\d.]+) \(k₂\/k = ([\d.]+): LIGGGHTS kn2k1/);
  const xa = Number(lpText) ** (1 / n);
  near(Math.sqrt((1 - (n + 1) * xa ** n + n * xa ** (n + 1)) / (1 - xa ** n)), 0.5, 2e-5, 'e at the λ_p shown');
  near(Number(ratioText), 1 / (1 - Number(lpText)), 1e-5, 'k₂/k');
  assert.match(await text(page, '#pl-mark'), /plastic overlap \(dashed line\)/);
  assert.equal(await page.inputValue('#pl-with'), 'with');
  assert.match(await page.evaluate(() => document.querySelector('label[for=e]').textContent), /WITH plasticity/);
  await page.screenshot({ path: `${OUT}eepa-powder-1280.png` });
  await page.locator('#plot-force-overlap').screenshot({ path: `${OUT}eepa-powder-fxi.png` });
  // The link reproduces the view.
  const again = await openPage(env.browser, page.url());
  await again.page.waitForFunction((a) => document.querySelector('#pl-answer')?.textContent === a, await page.evaluate(() => document.querySelector('#pl-answer').textContent), { timeout: 30000 });
  assert.equal(await again.page.inputValue('#plasticity_ratio'), '0.5');
  await again.context.close();
  await phone(page, OUT, 'eepa-powder', '#pl-box');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Thornton 1997 on glass beads: above the yield velocity e falls with speed in the e(v₀) view; the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=thornton-glass`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#pl-answer');
  const lib = cli({ model: 'thornton', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, yield_pressure: 1e9 });
  near(Number(await cell(page, '#pl-results', 'Restitution e')), lib.restitution, 1e-5, 'e at 1 m/s');
  near(si(await cell(page, '#pl-results', 'Yield velocity'), /([\d.]+) (m|µ|)m\/s/), lib.plastic.yield_velocity, 1e-3, 'V_y');
  await page.screenshot({ path: `${OUT}thornton-1280.png` });
  await page.click('#tab-speed');
  await page.waitForFunction(() => /→/.test(document.querySelector('#sw-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  const sweep = await text(page, '#sw-answer');
  const es = [...sweep.matchAll(/e = ([\d.]+) at/g)].map((m) => Number(m[1]));
  assert.equal(es.length, 3, sweep);
  assert.ok(es[0] >= es[1] && es[1] > es[2], `e falls with speed: ${sweep}`);
  const again = await openPage(env.browser, page.url());
  await again.page.waitForFunction((a) => document.querySelector('#sw-answer')?.textContent === a, sweep, { timeout: 30000 });
  await again.context.close();
  await page.screenshot({ path: `${OUT}thornton-speed-1280.png` });
  await phone(page, OUT, 'thornton-speed', '#sw-answer');
  assert.deepEqual(errors, []);
  await context.close();
});

test('wet glass beads: stuck at 0.1 m/s below the wet sticking velocity √(2W/m*); at 0.2 m/s e = √(1 − 2W/(m* v0²)); each code\'s row; the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=wet-beads`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#wet-answer');
  assert.match(await text(page, '#wet-answer'), /^Stuck at v₀ = 0\.1 m\/s: they stay bridged; wet particles stick below V_s = [\d.]+ m\/s/);
  // m* of two 1 mm glass beads (ρ = 2500 kg/m³), and the bridge energy as the page says it.
  const mStar = (4 / 3) * Math.PI * 1e-9 * 2500 / 2;
  const w = si(await cell(page, '#wet-results', 'Bridge energy'), /([\d.]+) (n|µ|m|)J/);
  const vs = Number((await cell(page, '#wet-results', 'Wet sticking velocity')).match(/([\d.]+) m\/s/)[1]);
  near(vs, Math.sqrt((2 * w) / mStar), 1e-3, 'V_s against √(2W/m*)');
  // The same numbers as the CLI's.
  const wet = { model: 'hertz', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 0.1, liquid_bridge: 'willett', liquid_volume: 1e-11, surface_tension: 0.072, contact_angle: '20 deg' };
  const lib = cli(wet).liquid_bridge;
  near(w, lib.bridge_energy, 1e-3, 'W');
  near(si(await cell(page, '#wet-results', 'Force at contact'), /([\d.]+) (µ|m|)N/), lib.force_at_contact, 1e-3, 'F_cap(0)');
  near(si(await cell(page, '#wet-results', 'Rupture distance'), /([\d.]+) (µ|m|)m/), lib.rupture_distance, 1e-3, 'S_c');
  assert.equal(lib.stuck, true);
  // Each code's bridge: what to type, in its names.
  const codes = await text(page, '#wet-codes');
  assert.match(codes, /LIGGGHTS[^]*surfaceTension = 0\.072 N\/m/);
  assert.match(await text(page, '#wet-mark'), /turn back before its rupture/);
  // F(S), the library's curve, from the pull at contact to the rupture.
  const fs = JSON.parse(await page.evaluate(() => document.getElementById('plot-wet-force').dataset.series));
  assert.deepEqual(fs, ['Willett et al. 2000']);
  assert.match(await page.evaluate(() => document.getElementById('plot-wet-force').getAttribute('aria-label')), /Capillary force F_cap \[µN\] \([−\d.]+ to [\d.]+\) against Gap S \[µm\] \(0 to 253/);
  await page.locator('#wet-box figure').screenshot({ path: `${OUT}wet-beads-fs.png` });
  await page.screenshot({ path: `${OUT}wet-beads-1280.png` });
  await page.locator('#plot-force-overlap').screenshot({ path: `${OUT}wet-beads-fxi.png` });
  // The link reproduces the view.
  const again = await openPage(env.browser, page.url());
  await again.page.waitForFunction((a) => document.querySelector('#wet-answer')?.textContent === a, await page.evaluate(() => document.querySelector('#wet-answer').textContent), { timeout: 30000 });
  assert.equal(await again.page.inputValue('#contact_angle'), '20 deg');
  await again.context.close();
  // At 0.2 m/s they bounce: e from the energy balance of the elastic contact.
  await page.fill('#v0', '0.2');
  await page.press('#v0', 'Tab');
  await page.waitForFunction(() => /^Bounces/.test(document.querySelector('#wet-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  const e = Number((await text(page, '#wet-answer')).match(/e = ([\d.]+)/)[1]);
  near(e, Math.sqrt(1 - (2 * w) / (mStar * 0.2 ** 2)), 2e-3, 'e against √(1 − 2W/(m* v0²))');
  // The speed typed with its own unit is said in m/s, as read (it once read "10 cm/s m/s").
  await page.fill('#v0', '20 cm/s');
  await page.press('#v0', 'Tab');
  await page.waitForFunction(() => /^Bounces at v₀ = 0\.2 m\/s: e = /.test(document.querySelector('#wet-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  await phone(page, OUT, 'wet-beads', '#wet-box');
  // The e(v₀) view: the wet sticking velocity, the library's, named and marked.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.click('#tab-speed');
  await page.waitForFunction(() => /→/.test(document.querySelector('#sw-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  const held = await text(page, '#sw-held');
  const vsSweep = Number(held.match(/wet sticking velocity\): below V_s = ([\d.]+) m\/s/)?.[1]);
  // Written there with 3 digits.
  assert.ok(Math.abs(vsSweep - vs) <= 0.0005, `V_s of the e(v₀) view ${vsSweep} against ${vs}`);
  await page.screenshot({ path: `${OUT}wet-beads-speed-1280.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('from the glass beads, choosing EEPA then Thornton: each starts from a first value and answers (no error); the bridge chosen shows its fields', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url, { viewport: { width: 1280, height: 1000 } });
  await page.selectOption('#model', 'eepa');
  await answered(page, '#pl-answer');
  assert.equal(await page.inputValue('#plasticity_ratio'), '0.5');
  assert.match(await text(page, '#pl-answer'), /^e = [\d.]+ at v₀ = 1 m\/s; from plasticity alone e = [\d.]+$/);
  assert.match(page.url(), /plasticity_ratio=0\.5/);
  await page.selectOption('#model', 'thornton');
  await page.waitForFunction(() => /Thornton/.test(document.querySelector('#pl-title')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  assert.equal(await page.inputValue('#yield_pressure'), '1 GPa');
  assert.equal(await page.evaluate(() => document.getElementById('e').closest('.field').hidden), true, 'Thornton takes no e');
  assert.equal(await page.evaluate(() => document.getElementById('status').classList.contains('bad')), false, await text(page, '#status'));
  // Back to Tsuji: the plastic box and fields leave, the URL has no plastic key.
  await page.selectOption('#model', 'tsuji');
  await page.waitForFunction(() => document.getElementById('pl-box').hidden && window.__dem.idle(), null, { timeout: 30000 });
  assert.doesNotMatch(page.url(), /yield_pressure|plasticity_ratio/);
  // The bridge: its fields when a law is chosen.
  await page.selectOption('#liquid_bridge', 'willett');
  await page.waitForFunction(() => document.getElementById('wet-fields') && !document.getElementById('wet-fields').hidden, null, { timeout: 30000 });
  assert.match(await text(page, '#liquid_volume-hint'), /Pendular regime: V\/R'³ up to about 0\.1/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an exercise hiding the restitution and the damping: the plastic and wet boxes say "?" where their answers would be', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?embed=1&preset=eepa-powder&free=v0&hide=restitution,damping`, { viewport: { width: 800, height: 900 } });
  await answered(page, '#pl-answer');
  const box = await text(page, '#pl-box');
  assert.match(await text(page, '#pl-answer'), /^e = \? at v₀ = 0\.2 m\/s; from plasticity alone e = \?$/);
  assert.doesNotMatch(box, /0\.667|0\.8167/);
  await page.goto(`${env.url}?embed=1&preset=wet-beads&free=v0&hide=sticking_velocity`);
  await answered(page, '#wet-answer');
  assert.match(await text(page, '#wet-answer'), /stick below V_s = \?/);
  assert.doesNotMatch(await text(page, '#wet-box'), /0\.105/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Timestep view of the EEPA powder and of the wet beads: a recommendation, the CLI\'s (the unloading stiffness and the bridge keys reach it)', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=eepa-powder&view=timestep`, { viewport: { width: 1280, height: 1000 } });
  await page.waitForFunction(() => window.__dem.timestep && window.__dem.idle(), null, { timeout: 30000 });
  const { execFileSync } = await import('node:child_process');
  const bin = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
  const lib = (sc) => JSON.parse(execFileSync(bin, ['timestep', '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
  const want = lib(POWDER);
  near(await page.evaluate(() => window.__dem.timestep.recommended), want.recommended, 1e-9, 'EEPA Δt');
  await page.screenshot({ path: `${OUT}eepa-timestep-1280.png` });
  await page.goto(`${env.url}?preset=wet-beads&view=timestep`);
  await page.waitForFunction(() => window.__dem.timestep && window.__dem.idle(), null, { timeout: 30000 });
  const wet = lib({ model: 'hertz', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 0.1, liquid_bridge: 'willett', liquid_volume: 1e-11, surface_tension: 0.072, contact_angle: '20 deg' });
  near(await page.evaluate(() => window.__dem.timestep.recommended), wet.recommended, 1e-9, 'wet Δt');
  assert.deepEqual(errors, []);
  await context.close();
});
