// End-to-end: a granulation engineer (1 mm glass beads, Tsuji's dashpot with e = 0.8, water
// σ = 72 mN/m, θ = 20°, V = 1e-11 m³, 10 cm/s) asks what LIGGGHTS and Yade do with their own
// liquid bridges. With a code chosen, the bridge selector offers that code's laws in its words
// (the library's `bridge_laws`), the fields follow the law's keys (LIGGGHTS's separation
// ratios), and the answer is the code's own wet contact — the CLI's for the same keys (the CLI
// is checked against LIGGGHTS 3.8.0 and Yade 2023.02a run: validation/bridge.py). Yade's
// default local damping is not filled in with a bridge (its wet impact is computed without
// it), its clipped dashpot composed with the bridge; the link reproduces the answer. Phone width (390 px).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, cli, cutSelects } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.innerText ?? '', sel);
const offered = (page) => page.evaluate(() => [...document.querySelectorAll('#liquid_bridge option')].filter((o) => o.value && !o.hidden).map((o) => o.value));
const shown = (page) => page.evaluate(() => [...document.querySelectorAll('#wet-fields .field')].filter((f) => !f.hidden).map((f) => f.querySelector('input, select').id));
const settled = (page) => page.waitForFunction(() => window.__dem.idle(), null, { timeout: 60000 });
/** The wet answer once it says `re`. */
const says = (page, re) => page.waitForFunction((r) => new RegExp(r).test(document.querySelector('#wet-answer')?.textContent ?? '') && window.__dem.idle(), re.source, { timeout: 60000 });
/** V_s in the wet answer [m/s]. */
const vsOf = async (page) => Number((await text(page, '#wet-answer')).match(/V_s = ([\d.]+) m\/s/)[1]);

const BEADS = { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 0.1, e: 0.8, liquid_bridge: 'willett', liquid_volume: 1e-11, surface_tension: 0.072, contact_angle: '20 deg' };
const QUERY = '?model=tsuji&rho1=2500&rho2=2500&r1=1+mm&r2=1+mm&E1=63+GPa&nu1=0.2&E2=63e9&nu2=0.2&v0=10+cm%2Fs&e=0.8&liquid_volume=1e-11&surface_tension=72+mN%2Fm&contact_angle=20+deg&liquid_bridge=willett';

test('wet beads with a code chosen: LIGGGHTS offers easo/washino and its ratios, Yade its six laws without its default local damping; each answer is the CLI\'s for that code; the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + QUERY, { viewport: { width: 390, height: 844 } });
  await says(page, /^Stuck at v₀ = 0\.1 m\/s/);
  assert.deepEqual(await offered(page), ['willett', 'rabinovich']);

  // LIGGGHTS: its two cohesion models, Willett's replaced by its first; its ratios asked for.
  await page.selectOption('#code', 'liggghts-hertz');
  await page.waitForFunction(() => document.querySelector('#liquid_bridge').value === 'easo', null, { timeout: 30000 });
  await settled(page);
  assert.deepEqual(await offered(page), ['easo', 'washino']);
  assert.deepEqual(await cutSelects(page), [], 'the code\'s laws fit the phone\'s selector');
  assert.match(await page.evaluate(() => document.querySelector('#liquid_bridge').selectedOptions[0].textContent), /^easo \(Soulié et al\. 2006\)$/);
  const fields = await shown(page);
  for (const k of ['min_separation_ratio', 'max_separation_ratio']) assert.ok(fields.includes(k), `${k} shown: ${fields}`);
  for (const k of ['min_separation', 'lb_volume_fraction']) assert.ok(!fields.includes(k), `${k} hidden for easo: ${fields}`);
  assert.match(await text(page, '#min_separation_ratio-err'), /required|requires|missing/);
  await page.fill('#min_separation_ratio', '0.01');
  await page.fill('#max_separation_ratio', '1.1');
  await page.press('#max_separation_ratio', 'Tab');
  await says(page, /V_s = /);
  const lig = cli({ ...BEADS, model: undefined, code: 'liggghts-hertz', liquid_bridge: 'easo', min_separation_ratio: 0.01, max_separation_ratio: 1.1 });
  assert.equal((await text(page, '#wet-answer')).startsWith(lig.liquid_bridge.stuck ? 'Stuck' : 'Bounces'), true);
  assert.ok(Math.abs(await vsOf(page) / lig.liquid_bridge.sticking_velocity - 1) < 5e-4, 'V_s: the CLI\'s');
  assert.match(await text(page, '#wet-title'), /Liquid bridge — easo \(Soulié et al\. 2006\)/);
  assert.match(await text(page, '#wet-codes'), /minSeparationDistanceRatio = 0\.01; maxSeparationDistanceRatio = 1\.1/);
  await page.screenshot({ path: `${OUT}wet-liggghts-390.png` });
  const link = page.url();
  assert.match(link, /liquid_bridge=easo/);

  // washino takes lbVolumeFraction.
  await page.selectOption('#liquid_bridge', 'washino');
  await settled(page);
  assert.ok((await shown(page)).includes('lb_volume_fraction'));

  // Yade: its six CapillarTypes; NewtonIntegrator's 0.2 not filled in with a bridge; its
  // ViscEl's dashpot (e = 0.8 as typed) clipped at 0 in the overlap, the bridge pulling apart.
  await page.selectOption('#code', 'yade-viscel');
  await page.waitForFunction(() => document.querySelector('#liquid_bridge').value === 'willett-numeric', null, { timeout: 30000 });
  await settled(page);
  assert.deepEqual((await offered(page)).sort(), ['rabinovich', 'rabinovich-filling-angle', 'soulie', 'weigert', 'willett', 'willett-numeric']);
  assert.equal(await page.inputValue('#local_damping'), '');
  assert.deepEqual(await cutSelects(page), []);
  await says(page, /V_s = /);
  assert.equal(await page.inputValue('#e'), '0.8');
  const yade = cli({ ...BEADS, model: undefined, code: 'yade-viscel', liquid_bridge: 'willett-numeric', E1: undefined, nu1: undefined, E2: undefined, nu2: undefined, tc: Number(await page.inputValue('#tc')) });
  assert.ok(Math.abs(await vsOf(page) / yade.liquid_bridge.sticking_velocity - 1) < 5e-4, 'Yade V_s: the CLI\'s');
  assert.match(await text(page, '#wet-codes'), /NewtonIntegrator\(damping=0\)/);

  // No code: the library's laws again.
  await page.selectOption('#code', '');
  await settled(page);
  assert.deepEqual(await offered(page), ['willett', 'rabinovich']);
  assert.equal(await page.inputValue('#liquid_bridge'), 'willett');

  // The LIGGGHTS link reopened: the same law and answer.
  const again = await openPage(env.browser, link, { viewport: { width: 390, height: 844 } });
  await says(again.page, /V_s = /);
  assert.equal(await again.page.inputValue('#liquid_bridge'), 'easo');
  assert.ok(Math.abs(await vsOf(again.page) / lig.liquid_bridge.sticking_velocity - 1) < 5e-4);
  assert.equal(await again.page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling');
  await again.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});
