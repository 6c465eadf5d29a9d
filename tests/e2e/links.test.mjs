// End-to-end: what a link or a file puts on the page — exercises that Open… cannot undo, the
// Embed dialog's link, the report of unknown names, preset links, the JSON round trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate, cli, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();
const inputs = (page) => page.$$eval('#inputs input, #inputs select', (els) => els.map((e) => [e.id, e.value]));
/** The raw value behind a results row (its tooltip: ten significant digits and the unit). */
const rawOf = (page, label) => page.$eval('#results tbody', (tb, l) => {
  const tr = [...tb.rows].find((r) => r.querySelector('th').textContent === l);
  return tr ? parseFloat(tr.querySelector('td').title) : NaN;
}, label);
const near = (a, b, rel = 1e-9) => Math.abs(a - b) <= rel * Math.abs(b);

/** Hands a file to Open…'s file input, as the file chooser would (even where it is hidden
 * or disabled), and waits until `until` holds in the page (by default: a status line). */
async function openFile(page, name, doc, until = () => document.getElementById('status').textContent || false) {
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  await page.evaluate(([n, body]) => {
    const input = document.getElementById('open-file');
    const dt = new DataTransfer();
    dt.items.add(new File([body], n, { type: 'application/json' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, [name, JSON.stringify(doc)]);
  const seen = await (await page.waitForFunction(until, null, { timeout: 10000 })).jsonValue();
  await page.waitForFunction(() => window.__dem.idle());
  return seen;
}

test('an exercise (free= or lock=): Open… is not offered, and a file cannot change a fixed input', async () => {
  const other = { scenario: { model: 'tsuji', m1: 1, m2: 1, k: 1e9, v0: 3, e: 0.5, mass_rule: 'reduced', end: 'overlap' } };
  for (const q of ['&embed=1&free=e', '&lock=model,m1,v0']) {
    const { page, context } = await openPage(env.browser, `${env.url}${CASE1}${q}`);
    const before = await inputs(page);
    const givens = await text(page, '#givens');
    const results = await text(page, '#results');
    assert.equal(await page.locator('#open-json').isVisible(), false, `${q}: no Open… in an exercise`);
    assert.match(await openFile(page, 'other.json', other), /not opened: this is an exercise/, q);
    assert.deepEqual(await inputs(page), before, `${q}: the inputs stay`);
    assert.equal(await page.inputValue('#model'), 'linear');
    assert.equal(await page.inputValue('#m1'), '5');
    assert.equal(await page.inputValue('#v0'), '2');
    assert.equal(await text(page, '#givens'), givens, `${q}: the givens stay`);
    assert.equal(await text(page, '#results'), results);
    assert.match(page.url(), q === '&lock=model,m1,v0' ? /lock=model%2Cm1%2Cv0/ : /free=e/);
    await context.close();
  }
  // Outside an exercise Open… is there and opens the file.
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  assert.equal(await page.locator('#open-json').isVisible(), true);
  await openFile(page, 'other.json', other, () => document.getElementById('model').value === 'tsuji');
  assert.equal(await page.inputValue('#v0'), '3');
  await context.close();
});

test('the Embed dialog: its words say what the link it writes does, and the link does it', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  await page.click('#embed-button');
  await page.waitForSelector('#embed-dialog[open]');
  const src = async () => (await page.inputValue('#embed-code')).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  const hint = await text(page, '#embed-dialog .embed-free .hint:first-of-type');
  // Every box ticked, no question: a plain embed, no free= key.
  assert.equal(await page.$$eval('#embed-checks input', (bs) => bs.every((b) => b.checked)), true);
  assert.doesNotMatch(await src(), /[?&](free|lock)=/);
  assert.match(await text(page, '#embed-kind'), /every input free/i);
  // Nothing ticked: every input fixed, and the dialog says so (not "a plain embed").
  await page.click('#embed-none');
  assert.match(await src(), /[?&]free=(&|$)/);
  assert.match(await text(page, '#embed-kind'), /every input fixed/i);
  assert.doesNotMatch(hint, /nothing ticked[^.]*plain embed/i, `the hint: ${hint}`);
  // The exercise's link carries every input shown, those at the page's defaults too (CASE1
  // leaves the end criterion and g at their defaults), so its givens cannot drift — and no
  // switch as a key: the modes follow from the keys given (m1, k1), and a key written empty
  // would mean "not given".
  const written = new URL(await src()).searchParams;
  for (const k of ['end', 'g', 'mass_rule']) assert.ok(written.has(k), `${k} in ${written}`);
  for (const k of ['m_mode', 'k_mode', 'd_mode', 'v_mode', 'code', 'scheme']) assert.ok(!written.has(k), `${k} in ${written}`);
  // Each "Given as" box names its quantity.
  const labels = await page.$$eval('#embed-checks label', (ls) => ls.map((l) => l.textContent.trim()));
  assert.ok(labels.includes('Stiffness given as'), labels.join(' | '));
  assert.equal(labels.filter((l) => l === 'Given as').length, 0, labels.join(' | '));
  const fixed = await openPage(env.browser, await src());
  const enabled = await fixed.page.$$eval('#inputs input, #inputs select', (els) => els.filter((e) => !e.disabled).map((e) => e.id));
  assert.deepEqual(enabled, []);
  await fixed.context.close();
  // One box ticked: an exercise with that input free.
  await page.check('#embed-checks input[value=v0]');
  assert.match(await src(), /[?&]free=v0(&|$)/);
  assert.match(await text(page, '#embed-kind'), /students may change: impact speed/i);
  // All ticked again with a question: a plain embed with the question, every input free.
  await page.click('#embed-all');
  await page.fill('#embed-question', 'What is t_c?');
  assert.doesNotMatch(await src(), /[?&]free=/);
  assert.match(await src(), /[?&]q=What\+is\+t_c%3F/);
  const free = await openPage(env.browser, await src());
  assert.equal(await text(free.page, '#question'), 'What is t_c?');
  assert.equal(await free.page.isDisabled('#m1'), false);
  assert.equal(await free.page.isDisabled('#model'), false);
  await free.context.close();
  await context.close();
});

test('unknown names are reported under the key they came with (free= and lock= together)', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}${CASE1}&embed=1&free=e,bar&lock=foo,v0`);
  const warning = await text(page, '#embed-warning');
  assert.match(warning, /\(free\): bar\b/);
  assert.match(warning, /\(lock\): foo\b/);
  assert.doesNotMatch(warning, /\(free\):[^(]*foo/, warning);
  // A name in lock= is fixed even beside free=.
  assert.equal(await page.isDisabled('#v0'), true);
  assert.equal(await page.isDisabled('#e'), false);
  await context.close();
});

test('a preset link reproduces the preset, by its name and by its first-version name', async () => {
  // Hu et al. 2011, Table I, from the library: Hunt–Crossley with Hu's fit, ball on a wall.
  const lib = cli({ model: 'hunt-crossley', formula: 'hu-fit', m1: 2.094e-3, k: 5.935e9, v0: 6.331, e: 0.9 });
  for (const name of ['hu-table1', 'seed001-table1']) {
    const { page, context } = await openPage(env.browser, `${env.url}?preset=${name}`);
    assert.equal(await page.inputValue('#preset'), 'hu-table1');
    assert.equal(await page.inputValue('#model'), 'hunt-crossley');
    assert.equal(await page.inputValue('#formula'), 'hu-fit');
    assert.equal(await page.inputValue('#m1'), '2.094e-3');
    assert.ok(near(await rawOf(page, 'Contact time t_c'), lib.contact_time), `${name}: t_c ${await rawOf(page, 'Contact time t_c')} vs ${lib.contact_time}`);
    assert.ok(near(await rawOf(page, 'Maximum force F_max'), lib.max_force));
    // The models Table I compares are overlaid.
    assert.equal(JSON.parse(await page.$eval('#plot-force-time', (c) => c.dataset.series)).length, 3);
    assert.match(page.url(), /preset=hu-table1/);
    assert.match(page.url(), /model=hunt-crossley/);
    await context.close();
  }
  // A link naming a preset and changing one of its values: the preset's case with that value,
  // and the selector says the inputs are the user's own.
  const { page, context } = await openPage(env.browser, `${env.url}?preset=hu-table1&v0=3`);
  assert.equal(await page.inputValue('#preset'), '');
  assert.equal(await page.inputValue('#model'), 'hunt-crossley');
  assert.equal(await page.inputValue('#v0'), '3');
  const lib3 = cli({ model: 'hunt-crossley', formula: 'hu-fit', m1: 2.094e-3, k: 5.935e9, v0: 3, e: 0.9 });
  assert.ok(near(await rawOf(page, 'Contact time t_c'), lib3.contact_time));
  assert.doesNotMatch(page.url(), /preset=/);
  await context.close();
  // The default page's own name still gives the glass beads.
  const glass = await openPage(env.browser, `${env.url}?preset=glass`);
  assert.equal(await glass.page.inputValue('#preset'), 'glass');
  assert.equal(await glass.page.inputValue('#model'), 'tsuji');
  // Every case chosen in the selector writes a link that opens as that case — the glass
  // beads too, chosen again after another case.
  const ids = (await glass.page.$$eval('#preset option', (os) => os.map((o) => o.value))).filter((v) => v && v !== 'glass');
  assert.ok(ids.length >= 8, ids.join());
  ids.push('glass');
  for (const id of ids) {
    await afterUpdate(glass.page, () => glass.page.selectOption('#preset', id));
    const again = await openPage(env.browser, glass.page.url());
    assert.equal(await again.page.inputValue('#preset'), id, glass.page.url());
    assert.equal(await text(again.page, '#results'), await text(glass.page, '#results'), id);
    await again.context.close();
  }
  await glass.context.close();
  // The glass beads' values with one changed, or the same numbers in other modes: the
  // user's own inputs.
  for (const q of ['?model=tsuji&rho1=2500&E1=63e9&v0=1&e=0.7', '?model=tsuji&rho1=2500&E1=63e9&v0=1&e=0.8&cmp=', '?model=tsuji&rho1=2500&k=9.783e8&v0=1&e=0.8']) {
    const own = await openPage(env.browser, env.url + q);
    assert.equal(await own.page.inputValue('#preset'), '', q);
    await own.context.close();
  }
});

test('Save JSON then Open…: the compared models and variants come back; dem-contact solve still reads the file', async () => {
  const q = '?model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=mass_rule&models=linear,viscoelastic';
  const { page, context } = await openPage(env.browser, env.url + q, { acceptDownloads: true });
  const series = () => page.$eval('#plot-force-time', (c) => JSON.parse(c.dataset.series));
  const shown = await series();
  assert.equal(shown.length, 4);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
  const path = await dl.path();
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  assert.deepEqual(doc.page, { cmp: ['mass_rule'], models: ['linear', 'viscoelastic'] });
  // The CLI reads the file as its scenario (the page member beside it is the page's own).
  const viaFile = JSON.parse(execFileSync(BIN, ['solve', '--scenario', path], { encoding: 'utf8' }));
  const lib = cli({ model: 'tsuji', m1: 2.094e-3, k: 5.935e9, v0: 6.331, e: 0.9 });
  assert.ok(near(viaFile.contact_time, lib.contact_time) && near(doc.solution.contact_time, lib.contact_time));
  // Elsewhere, then the file again: the same models and variants, the same link keys.
  await afterUpdate(page, () => page.uncheck('#cmp_model_linear'));
  await afterUpdate(page, () => page.uncheck('#cmp_mass_rule'));
  assert.equal((await series()).length, 2);
  const text0 = readFileSync(path, 'utf8');
  writeFileSync(`${OUT}roundtrip.json`, text0);
  await afterUpdate(page, () => page.setInputFiles('#open-file', `${OUT}roundtrip.json`));
  assert.deepEqual(await series(), shown);
  assert.match(page.url(), /models=linear%2Cviscoelastic/);
  assert.match(page.url(), /cmp=mass_rule/);
  assert.equal(await page.isChecked('#cmp_model_viscoelastic'), true);
  // A file without the page member (any scenario object) opens with nothing compared.
  writeFileSync(`${OUT}bare.json`, JSON.stringify({ scenario: doc.scenario }));
  await afterUpdate(page, () => page.setInputFiles('#open-file', `${OUT}bare.json`));
  assert.equal((await series()).length, 1);
  await context.close();
});

// The 20 µm powder with JKR (issue 41's P4): the pair, v0 and γ as a CLI scenario and a link.
const POWDER = { model: 'tsuji', E1: '5e9', nu1: '0.3', r1: '2e-5', rho1: '1500', v0: '0.2', adhesion: 'jkr' };
const powderLink = (extra) => `${env.url}?${new URLSearchParams(POWDER)}&${extra}`;
/** The CLI's refusal of a scenario (its message), or null where it answers. */
function refusal(scenario) {
  try {
    execFileSync(BIN, ['solve', '--scenario', JSON.stringify(scenario)], { encoding: 'utf8', stdio: 'pipe' });
    return null;
  } catch (e) {
    return String(e.stderr);
  }
}
const fieldError = (page, id) => page.locator(`#${id}-err`).innerText();
const answered = (page) => page.waitForFunction(() => /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });
const settled = (page) => page.waitForFunction(() => window.__dem.ready && window.__dem.idle(), null, { timeout: 20000 });

test('keys that exclude each other are refused as the CLI refuses them, in the page\'s words at the field; typing the one meant gives the CLI\'s answer for it', async () => {
  // γ and w = 2γ both: the CLI refuses; so does the page, naming both values at γ's field.
  assert.match(refusal({ ...POWDER, e: 0.5, surface_energy: 0.05, work_of_adhesion: 0.1 }), /not both/);
  const { page, context, errors } = await openPage(env.browser, powderLink('e=0.5&surface_energy=0.05&work_of_adhesion=0.1'));
  await settled(page);
  await page.waitForSelector('#surface_energy-err:not([hidden])');
  assert.equal(await fieldError(page, 'surface_energy'), 'γ: the link gives 0.05 here and also work of adhesion of the TWO surfaces, w = 2γ (0.1), which exclude each other: type the one you mean.');
  assert.match(await text(page, '#status'), /^Surface energy of ONE surface, γ: .* nothing to show until it is given\.$/);
  assert.equal(await text(page, '#summary'), '');
  assert.doesNotMatch(await text(page, '#status'), /remove it|surface_energy|work_of_adhesion/);
  // The address keeps what the link said until it is settled.
  assert.match(page.url(), /surface_energy=0\.05.*work_of_adhesion=0\.1|work_of_adhesion=0\.1.*surface_energy=0\.05/);
  await afterUpdate(page, () => page.fill('#surface_energy', '0.05'));
  await answered(page);
  const cliVs = cli({ ...POWDER, e: 0.5, surface_energy: 0.05 }).adhesion.sticking_velocity;
  assert.match(await text(page, '#summary'), new RegExp(`sticks below ${cliVs.toPrecision(4)} m/s`));
  await page.waitForFunction(() => !/work_of_adhesion/.test(location.search));
  await context.close();

  // e typed and e wanted WITH adhesion both: refused (the CLI: "give either e or
  // e_with_adhesion, not both"); the page does not pick one.
  assert.match(refusal({ ...POWDER, e: 0.7, e_with_adhesion: 0.5, surface_energy: 0.05 }), /not both/);
  const two = await openPage(env.browser, powderLink('e=0.7&e_with_adhesion=0.5&surface_energy=0.05'));
  await settled(two.page);
  await two.page.waitForSelector('#e-err:not([hidden])');
  assert.equal(await fieldError(two.page, 'e'), 'e: the link gives 0.7 here and also e wanted WITH adhesion (0.5), which exclude each other: type the one you mean.');
  assert.equal(await text(two.page, '#summary'), '');
  // Typed, and wanted with adhesion chosen beside it: the CLI's e_with_adhesion answer.
  await two.page.fill('#e', '0.5');
  await afterUpdate(two.page, () => two.page.selectOption('#e_with_adhesion', 'with'));
  await answered(two.page);
  const withAdh = cli({ ...POWDER, e_with_adhesion: 0.5, surface_energy: 0.05 });
  assert.match(await text(two.page, '#summary'), new RegExp(`α1 = ${withAdh.damping_constant.toPrecision(4)} → e = 0\\.5`));
  assert.deepEqual(errors, []);
  await two.context.close();
});

test('a key given twice is refused, on the page as in the CLI: neither value is taken until one is typed', async () => {
  const { page, context, errors } = await openPage(env.browser, powderLink('e=0.5&surface_energy=0.05&surface_energy=0.07'));
  await settled(page);
  await page.waitForSelector('#surface_energy-err:not([hidden])');
  assert.equal(await fieldError(page, 'surface_energy'), 'γ: given twice in the link (0.05, 0.07), which the calculator cannot choose between: type the one you mean.');
  assert.equal(await text(page, '#summary'), '');
  assert.equal(await page.inputValue('#surface_energy'), '');
  assert.equal(new URL(page.url()).searchParams.getAll('surface_energy').join(' '), '0.05 0.07');
  await afterUpdate(page, () => page.fill('#surface_energy', '0.07'));
  await answered(page);
  const pull = cli({ ...POWDER, e: 0.5, surface_energy: 0.07 }).adhesion.pull_off_force;
  assert.match(await text(page, '#summary'), new RegExp(`pull-off ${(pull * 1e6).toPrecision(4)} µN`));
  assert.deepEqual(errors, []);
  await context.close();
  // A key of the Rolling view given twice: refused there, at its field.
  const ro = await openPage(env.browser, `${env.url}?view=rolling&ro.rolling=constant&ro.mu_r=0.1&ro.mu_r=0.2&ro.r1=1e-3&ro.rho1=2500&ro.v0=0.05`);
  await ro.page.waitForSelector('#ro-mu_r-err:not([hidden])', { timeout: 20000 });
  assert.match(await text(ro.page, '#ro-status'), /^Rolling friction coefficient, μ_r: given twice in the link \(0\.1, 0\.2\)/);
  await ro.context.close();
});

test('a link of 10,000 unknown keys: dropped in one pass (reading it costs milliseconds, not a second), and free= with 10,000 unknown names leaves the address bar', async () => {
  const many = Array.from({ length: 10000 }, (_, i) => `x${i}=${i}`).join('&');
  const { page, context } = await openPage(env.browser, powderLink(`e=0.5&surface_energy=0.05&${many}`));
  await answered(page);
  assert.doesNotMatch(page.url(), /x\d+=/);
  // The link read alone, timed in the page: the module as served.
  const ms = await page.evaluate(async (q) => {
    const m = await import('./web/link.js');
    const t0 = performance.now();
    m.readLink(q);
    return performance.now() - t0;
  }, new URL(page.url()).search + `&${many}`);
  assert.ok(ms < 100, `reading 10,000 unknown keys took ${ms.toFixed(0)} ms`);
  await context.close();
  const names = Array.from({ length: 10000 }, (_, i) => `y${i}`).join(',');
  const ex = await openPage(env.browser, powderLink(`e=0.5&surface_energy=0.05&free=v0,${names}`));
  await answered(ex.page);
  await ex.page.waitForFunction(() => location.search.length < 2000);
  assert.equal(new URL(ex.page.url()).searchParams.get('free'), 'v0');
  const warning = await text(ex.page, '#embed-warning');
  assert.match(warning, /^Unknown input names in the link \(free\): y0, y1, y2, y3, y4, y5, y6, y7, y8, y9 and 9990 more\./);
  assert.equal(await ex.page.isDisabled('#v0'), false);
  await ex.context.close();
});
