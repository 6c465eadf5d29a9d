// End-to-end: the working behind each result ("how" toggles). Before the full module is
// loaded every headline result offers one; opened, it loads the working and stays open,
// also when the numbers are redrawn; what it shows is the library's (`solve --explain`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const solve = (sc) => JSON.parse(execFileSync(BIN, ['solve', '--explain', '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
const env = useBrowser(OUT);
const GLASS = { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8 };
const query = (sc) => `?${Object.entries(sc).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
const toggles = (page) => page.$$eval('#results details.how', (ds) => ds.map((d) => d.dataset.q));
// The working as its plain text (typeset as MathML, the text kept in data-text: web/math.js).
const working = (page, q) => page.$eval(`#results details.how[data-q="${q}"]`, (d) => ({ open: d.open, text: [...d.querySelectorAll('p')].map((p) => p.dataset.text ?? p.textContent).join('\n') }));

test('working: every headline result of the integrated Tsuji contact has a "how" that stays open, with the method, tolerance and steps', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + query(GLASS));
  const before = await toggles(page);
  for (const q of ['effective_mass', 'stiffness', 'damping_constant', 'damping_coefficient', 'restitution', 'contact_time', 'max_overlap', 'max_force']) {
    assert.ok(before.includes(q), `a "how" for ${q}: ${before}`);
  }
  await page.click('#results details.how[data-q="max_force"] summary');
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle());
  await page.waitForTimeout(300);
  // Loaded: the same toggles, each with its working; the one opened is still open.
  assert.deepEqual(await toggles(page), before);
  const lib = solve(GLASS);
  const f = await working(page, 'max_force');
  assert.equal(f.open, true);
  assert.match(f.text, new RegExp(`${lib.integration_steps} accepted steps`));
  assert.match(f.text, /relative tolerance 1e−12/);
  assert.match(f.text, /Dormand & Prince 1980/);
  // The dashpot coefficient of Tsuji's law, by hand: λ = α1 √(m k).
  const lam = lib.damping_constant * Math.sqrt(lib.effective_mass * lib.stiffness);
  assert.ok(Math.abs(lam / lib.damping_coefficient - 1) < 1e-12);
  const c = lib.explain.find((s) => s.quantity === 'damping_coefficient');
  assert.match(c.numbers, /^λ = 0\.158426 × √\(5\.236 mg × 9\.783e8 N\/m\^1\.5\) = 11\.34 N·s\/m\^1\.25$/);
  // Redrawn with other numbers: still open, the new working.
  await afterUpdate(page, () => page.fill('#e', '0.5'));
  const g = await working(page, 'max_force');
  assert.equal(g.open, true);
  assert.notEqual(g.text, f.text);
  assert.match(g.text, new RegExp(`${solve({ ...GLASS, e: 0.5 }).integration_steps} accepted steps`));
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}working-tsuji.png`, fullPage: true });
  await context.close();
});

test('working: the linear F_max by hand — c v₀ at α = 1/2, and at dF/dt = 0 for α < 1/2', async () => {
  // Teufelsbauer, Hübl & Wu 2008, case 1: m = 2.5 kg, k = 5000 N/m, v₀ = 2 m/s, α = 0.5.
  const sc = { model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, d_mode: 'damping', damping: 0.5 };
  const { page, context, errors } = await openPage(env.browser, env.url + query(sc));
  await page.click('#results details.how[data-q="max_force"] summary');
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle());
  await page.waitForTimeout(300);
  const c = 2 * 0.5 * Math.sqrt(2.5 * 5000);
  assert.match((await working(page, 'max_force')).text, new RegExp(`F_max = ${c.toPrecision(4)} N·s/m × 2 m/s = ${(2 * c).toPrecision(4)} N`));
  // α = 0.2: the peak at ω₀t = 3θ − π/√(1 − α²), F = k ξ + c ξ̇ there (written out here).
  await afterUpdate(page, () => page.fill('#damping', '0.2'));
  const a = 0.2;
  const w0 = Math.sqrt(5000 / 2.5);
  const s = Math.sqrt(1 - a * a);
  const th = Math.acos(a) / s;
  const tau = 3 * th - Math.PI / s;
  const xi = (2 / w0) * Math.exp(-a * tau) * Math.sin(s * tau) / s;
  const v = 2 * Math.exp(-a * tau) * (Math.cos(s * tau) - a * Math.sin(s * tau) / s);
  const fmax = 5000 * xi + 2 * a * Math.sqrt(2.5 * 5000) * v;
  const text = (await working(page, 'max_force')).text;
  assert.match(text, new RegExp(`F_max = k ξ\\(t\\) \\+ c ξ̇\\(t\\) = ${fmax.toPrecision(4)} N`), text);
  const lib = solve({ model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, damping: 0.2 });
  assert.ok(Math.abs(lib.max_force / fmax - 1) < 1e-12, `${lib.max_force} vs ${fmax}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone shows what is computed in its first screen: the model and the case, over the damping', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.waitForFunction(() => window.__dem && window.__dem.ready);
  const h = page.locator('#damping-box h2');
  assert.equal(await h.innerText(), "Damping — Hertz with Tsuji's dashpot · glass beads, 1 mm, e = 0.8");
  const box = await h.boundingBox();
  assert.ok(box.y + box.height < 844, `at ${box.y} px`);
  // Another model, the user's own inputs: the model alone.
  await afterUpdate(page, () => page.selectOption('#model', 'linear'));
  assert.equal(await h.innerText(), 'Damping — Linear spring–dashpot');
  await context.close();
});
