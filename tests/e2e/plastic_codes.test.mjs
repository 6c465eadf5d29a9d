// End-to-end: the elastic–plastic code settings in "Your DEM code", as an EDEM powder engineer
// meets them. The EEPA powder (preset eepa-powder: 20 µm, E = 5 GPa, plasticity ratio 0.5,
// e = 0.5 wanted WITH plasticity at 0.2 m/s); the plastic box names the relation its e to
// type is for (Hu et al. 2011 eq. 10, not LIGGGHTS edinburgh's). Then LIGGGHTS edinburgh is
// chosen: the code's panel says what to type in its names (coefficientRestitution, the CLI's
// value) and the UnloadingStiffness that gives e = 0.5 with no dashpot — checked against the
// closed form of the undamped EEPA loop without adhesion, e² = [1 − (n+1)xⁿ + n x^(n+1)]/(1 − xⁿ),
// x = λ_p^(1/n), λ_p = 1 − 1/UnloadingStiffness (computed here). A link reproduces it.
// The hysteretic spring's e to type is the linear relation's (LIGGGHTS hooke/hysteresis,
// luding, MercuryDPM). Screenshots at 390 and 1280 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, cli, chooseCode, cutSelects, phone } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.innerText ?? '', sel);
const answered = (page, sel) => page.waitForFunction((s) => (document.querySelector(s)?.textContent ?? '') !== '' && !document.querySelector(s).closest('[hidden]') && window.__dem.idle(), sel, { timeout: 30000 });

const POWDER = { rho1: 1500, rho2: 1500, r1: 2e-5, r2: 2e-5, E1: 5e9, nu1: 0.3, E2: 5e9, nu2: 0.3, v0: 0.2, plasticity_ratio: 0.5, e_with_plasticity: 0.5 };
/** The undamped EEPA loop without adhesion (Thakur et al. 2014): e for λ_p, n = 3/2. */
const eepaE = (lp, n = 1.5) => {
  const x = lp ** (1 / n);
  return Math.sqrt((1 - (n + 1) * x ** n + n * x ** (n + 1)) / (1 - x ** n));
};

test('an EEPA powder, then LIGGGHTS edinburgh chosen: coefficientRestitution to type (the CLI\'s), the UnloadingStiffness for e = 0.5 without a dashpot (closed form); the link reproduces it', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=eepa-powder`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#pl-answer');
  // The e to type is for EEPA's own dashpot mapping, and says LIGGGHTS edinburgh differs.
  const type = await text(page, '#pl-type');
  assert.match(type, /^Type e = [\d.]+ where a code maps e to EEPA's dashpot .*Hu et al\. 2011, eq\. 10.*LIGGGHTS edinburgh maps e otherwise/);
  assert.doesNotMatch(type, /\(LIGGGHTS, MercuryDPM\)/);
  // The plastic code settings are offered in the code's group, with its elastic ones.
  await chooseCode(page, 'liggghts-edinburgh');
  assert.equal(await page.evaluate(() => document.querySelector('#code option[value="liggghts-edinburgh"]').parentElement.label), 'LIGGGHTS');
  await page.waitForFunction(() => /coefficientRestitution/.test(document.querySelector('#code-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  const lib = cli({ ...POWDER, code: 'liggghts-edinburgh' }).code;
  // Two equal powder particles (E₂ = E₁): 0.99578; with body 2 rigid (no E₂) it is 0.99606.
  const toType = Number(lib.to_type.value.toPrecision(5));
  const answer = await text(page, '#code-answer');
  assert.match(answer, new RegExp(`^Type coefficientRestitution = ${toType} into LIGGGHTS[^:]*: it achieves e = 0\\.5\\b`));
  assert.equal(await text(page, '#code-title'), 'LIGGGHTS: model edinburgh');
  // Its fields: the plasticity ratio and the code's own keys, not the plain model's.
  for (const id of ['plasticity_ratio', 'fix_kc', 'cohesion_ratio', 'limit']) assert.equal(await page.isVisible(`#${id}`), true, `${id} shown`);
  for (const id of ['unloading_stiffness', 'yield_ratio', 'constant_unloading', 'model']) assert.equal(await page.isVisible(`#${id}`), false, `${id} hidden`);
  // Without a dashpot: the UnloadingStiffness that gives e = 0.5 by the plasticity alone.
  const notes = await text(page, '#code-notes');
  const m = notes.match(/coefficientRestitution = 1\): UnloadingStiffness = ([\d.]+) \(plasticity_ratio λ_p = ([\d.]+)\) gives e = 0\.50000/);
  assert.ok(m, notes);
  const kk = Number(m[1]);
  assert.equal(kk, Number(lib.notes.find((n) => /Or without a dashpot/.test(n)).match(/UnloadingStiffness = ([\d.]+)/)[1]));
  assert.ok(Math.abs(eepaE(1 - 1 / kk) - 0.5) < 2e-4, `e of the undamped loop at UnloadingStiffness ${kk}: ${eepaE(1 - 1 / kk)}`);
  assert.match(await text(page, '#code-snippet'), new RegExp(`coefficientRestitution peratomtypepair 1 ${toType}[^]*pair_style gran model edinburgh`));
  // What the plasticity alone gives (the plastic box's), that limitForce clips, where the runs are.
  const alone = Number((await text(page, '#code-achieved')).match(/^From the plasticity alone \(no dashpot\) LIGGGHTS gives e = ([\d.]+) here/)?.[1]);
  assert.ok(Math.abs(alone - cli({ ...POWDER, code: 'liggghts-edinburgh' }).plastic.restitution_without_damping) < 1e-5, `e from plasticity alone ${alone}`);
  assert.match(await text(page, '#code-how'), /^Contact ends when the overlap returns to zero; limitForce clips the total force at 0/);
  assert.match(await text(page, '#code-checked'), /recorded_plastic\.json/);
  assert.match(await text(page, '#pl-with-hint'), /^Typed: the e above is what you type into LIGGGHTS model edinburgh/);
  // e wanted WITH plasticity relabels the restitution's field.
  assert.equal(await page.evaluate(() => document.querySelector('label[for=e]').textContent), 'Restitution wanted WITH plasticity, e');
  // The plastic box sends to the panel rather than naming another relation's value.
  assert.match(await text(page, '#pl-type'), /LIGGGHTS model edinburgh maps e its own way/);
  await page.screenshot({ path: `${OUT}edinburgh-1280.png` });
  await page.locator('#code-box').screenshot({ path: `${OUT}edinburgh-panel-1280.png` });
  await page.locator('#pl-fields').screenshot({ path: `${OUT}edinburgh-fields-1280.png` });
  await page.locator('#pl-box').screenshot({ path: `${OUT}edinburgh-plbox-1280.png` });
  // The link reproduces it.
  const again = await openPage(env.browser, page.url());
  await again.page.waitForFunction((a) => document.querySelector('#code-answer')?.textContent === a, await page.evaluate(() => document.querySelector('#code-answer').textContent), { timeout: 30000 });
  assert.equal(await again.page.inputValue('#code'), 'liggghts-edinburgh');
  await again.context.close();
  // The same numbers typed into LIGGGHTS edinburgh (coefficientRestitution = 0.5): what it
  // then does — its linear dashpot on k₁ in N/m^1.5 leaves almost no rebound (the CLI's).
  await page.selectOption('#pl-with', '');
  await page.waitForFunction(() => /^With coefficientRestitution = 0\.5,/.test(document.querySelector('#code-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.querySelector('label[for=e]').textContent), 'coefficientRestitution as typed into LIGGGHTS, e');
  const typed = cli({ ...POWDER, e_with_plasticity: undefined, e: 0.5, code: 'liggghts-edinburgh' });
  const typedAnswer = await text(page, '#code-answer');
  // Written as a × 10ⁿ (superscript digits).
  const sup = { '⁻': '-', '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9' };
  const mm = typedAnswer.match(/achieves e = ([\d.]+)(?: × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?,/);
  assert.ok(mm, typedAnswer);
  const got = Number(mm[1]) * 10 ** Number([...(mm[2] ?? '⁰')].map((c) => sup[c]).join(''));
  assert.ok(Math.abs(got / typed.restitution - 1) < 1e-4 && got < 0.01, `typed 0.5: e = ${got} against ${typed.restitution}`);
  await page.screenshot({ path: `${OUT}edinburgh-typed-1280.png` });
  await phone(page, OUT, 'edinburgh', '#code-box');
  // The code selector's and the switch's words fit a phone.
  assert.deepEqual(await cutSelects(page), []);
  await page.locator('#code').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}edinburgh-390-code.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the hysteretic spring: the e to type is the linear relation\'s (LIGGGHTS hooke/hysteresis, luding; MercuryDPM with mass = 2m*)', async () => {
  const sc = { model: 'hysteretic', m1: 1e-3, m2: 1e-3, k: 1e5, v0: 1, plasticity_ratio: 0.5, e_with_plasticity: 0.5 };
  const q = new URLSearchParams(Object.entries(sc).map(([k, v]) => [k, String(v)]));
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${q}`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#pl-answer');
  const type = await text(page, '#pl-type');
  const lib = cli(sc).plastic;
  assert.match(type, new RegExp(`^Type e = ${Number(lib.e_to_type.toPrecision(5))} into a code whose dashpot comes from e by the linear spring's relation on the loading stiffness k.*LIGGGHTS hooke/hysteresis and luding.*MercuryDPM setRestitutionCoefficient\\(e, mass\\) with mass = 2m\\*`));
  assert.deepEqual(errors, []);
  await context.close();
});

test('each elastic–plastic code setting chosen on the EEPA powder: its panel says what to type, in its names, as the CLI does', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?preset=eepa-powder`, { viewport: { width: 1280, height: 1000 } });
  await answered(page, '#pl-answer');
  const ids = await page.evaluate(() => [...document.querySelectorAll('#code option')].map((o) => o.value).filter((v) => /hysteresis|luding|edinburgh|thornton-ning|linear-plastic/.test(v)));
  assert.deepEqual(ids, ['liggghts-hooke-hysteresis', 'liggghts-luding', 'liggghts-edinburgh', 'liggghts-thornton-ning', 'mercurydpm-linear-plastic']);
  const seen = {};
  for (const id of ids) {
    await chooseCode(page, id);
    // What each needs beyond the powder, its field says (the library's error): LIGGGHTS's
    // characteristicVelocity and coefficientPlasticityDepth, MercuryDPM's k2max.
    // A linear spring's code: k from the powder's loading branch (Hertz) as the library's
    // linear equivalent (equal overlap at v₀), in N/m — not EEPA's k₁ in N/m^1.5.
    if (/luding|mercurydpm/.test(id)) {
      const k = cli({ ...POWDER, e: 0.5, e_with_plasticity: undefined, plasticity_ratio: undefined, model: 'linear' }).stiffness;
      assert.ok(Math.abs(Number(await page.inputValue('#k')) / k - 1) < 1e-6, `${id}: k ${await page.inputValue('#k')} against ${k}`);
    }
    const need = { 'liggghts-hooke-hysteresis': ['v_char', '0.2', 'plasticity_depth', '0.5'], 'liggghts-luding': ['plasticity_depth', '0.5'], 'mercurydpm-linear-plastic': ['unloading_stiffness', '3000'] }[id];
    for (let i = 0; need && i < need.length; i += 2) {
      // Kept from the setting before (the same key), or asked for by its field.
      await page.waitForFunction((k) => document.getElementById(k).value !== '' || /missing/.test(document.getElementById(`${k}-err`)?.textContent ?? ''), need[i], { timeout: 30000 });
      if (await page.inputValue(`#${need[i]}`) !== '') continue;
      await page.fill(`#${need[i]}`, need[i + 1]);
      await page.press(`#${need[i]}`, 'Tab');
    }
    // thornton_ning: the yield ratio is what the answer finds for e wanted WITH plasticity.
    if (id === 'liggghts-thornton-ning') assert.equal(await page.isVisible('#yield_ratio'), false);
    await page.press('#v0', 'Tab');
    await page.waitForFunction((t) => document.querySelector('#code-title')?.textContent.startsWith(t) && window.__dem.idle(), id.startsWith('mercury') ? 'MercuryDPM' : 'LIGGGHTS', { timeout: 30000 });
    seen[id] = [await text(page, '#code-title'), await text(page, '#code-answer')];
    // The value to type, in the code's name, as the CLI gives it for the scenario the page sent.
    const sc = Object.fromEntries([...new URLSearchParams(page.url().split('?')[1])].filter(([k, v]) => v !== '' && !['cmp', 'g'].includes(k)));
    const lib = cli(sc).code;
    assert.match(seen[id][1], new RegExp(`^Type ${lib.to_type.name} = ${Number(lib.to_type.value.toPrecision(5))} into ${lib.code}[^:]*: it achieves e = 0\\.5\\b`), `${id}: ${seen[id]}`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link with limitForce off (limit=false) for LIGGGHTS luding reproduces the CLI\'s unclipped contact, not the clipped default', async () => {
  const keys = { code: 'liggghts-luding', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, v0: 1, g: 0, k: 5e6, e: 0.9, plasticity_ratio: 0.8, plasticity_depth: 0.0005 };
  const q = new URLSearchParams({ ...keys, limit: 'false' }).toString();
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${q}`);
  await answered(page, '#summary');
  assert.equal(await page.inputValue('#limit'), 'false');
  const off = cli({ ...keys, limit: false }).restitution;
  const on = cli(keys).restitution;
  assert.ok(Math.abs(off - on) > 0.01, `the switch matters here: ${off} vs ${on}`);
  assert.match(await text(page, '#summary'), new RegExp(`e = ${off.toPrecision(4)}`));
  assert.match(await page.evaluate(() => location.search), /limit=false/);
  assert.deepEqual(errors, []);
  await context.close();
});
