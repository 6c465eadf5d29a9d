// End-to-end: the nonlinear models, seed 001's Table I preset, the model switch and the
// restitution ↔ damping view, in Debian's Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate, colourCounts, cli, CASE1, showDampingView } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

const text = (page, sel) => page.locator(sel).innerText();
const COLOURS = ['#0072b2', '#d55e00', '#009e73'];
const cellRow = async (page, name) =>
  page.$$eval('#compare tbody tr', (rows, n) => {
    const r = rows.find((tr) => tr.querySelector('th').textContent === n);
    return r ? [...r.querySelectorAll('td')].map((td) => td.textContent) : null;
  }, name);

test('seed 001 Table I preset: three models, their damping constants, Fig. 2 on the plots', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + CASE1);
  await afterUpdate(page, () => page.selectOption('#preset', 'hu-table1'));
  assert.equal(await page.inputValue('#model'), 'hunt-crossley');
  assert.equal(await page.inputValue('#formula'), 'hu-fit');
  // Table I: α = 0.034 (linear), 0.075 (Tsuji), 0.187 (Hu's fit).
  const damping = await cellRow(page, 'damping');
  assert.deepEqual(damping, ['α2 = 0.1873', 'α = 0.03352', 'α1 = 0.07495']);
  // The library agrees, model by model (CLI).
  const lib = (model, extra = {}) => cli({ model, m1: 2.094e-3, v0: 6.331, e: 0.9, ...extra });
  assert.equal(damping[0], `α2 = ${Number(lib('hunt-crossley', { k: 5.935e9, formula: 'hu-fit' }).damping_constant.toPrecision(4))}`);
  assert.equal(damping[2], `α1 = ${Number(lib('tsuji', { k: 5.935e9 }).damping_constant.toPrecision(4))}`);
  // The linear k is the one with the same maximum overlap: Table I's 3.357e7 N/m.
  assert.deepEqual((await cellRow(page, 'k'))[1], '33.57 MN/m');
  // Fig. 2: F_max ≈ 1600 N linear, ≈ 2000 N nonlinear; only Hu's model has no tension.
  const fmax = (await cellRow(page, 'F_max')).map((s) => parseFloat(s) * (s.includes('kN') ? 1000 : 1));
  assert.ok(Math.abs(fmax[1] - 1600) < 100 && Math.abs(fmax[0] - 2000) < 150 && Math.abs(fmax[2] - 2000) < 150, String(fmax));
  assert.deepEqual(await cellRow(page, 'tension'), ['no', 'yes', 'yes']);
  // Every plot shows the three models with a legend.
  for (const id of ['plot-force-time', 'plot-overlap-time', 'plot-force-overlap']) {
    assert.deepEqual(await page.$eval(`#${id}`, (c) => JSON.parse(c.dataset.series)), ['Hunt–Crossley (Hu et al. fit)', 'Linear spring–dashpot', 'Tsuji']);
  }
  for (const counts of await colourCounts(page, COLOURS)) {
    assert.ok(counts.every((n) => n > 80), `three curves on each plot: ${counts}`);
  }
  // The restitution view (it loads as it comes into sight): the exact α2 achieves 0.9, Hu's
  // fit achieves less.
  await showDampingView(page);
  const rows = await page.$$eval('#relations tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 6);
  assert.match(rows[0][0], /exact/);
  assert.match(rows[0][2], /α2 = 0\.16648/);
  assert.equal(rows[0][3], '0.9');
  assert.match(rows[1][0], /Hu et al\. fit/);
  assert.equal(rows[1][3], '0.88883');
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}table1.png`, fullPage: true });
  await context.close();
});

test('switching models keeps the pair: linear k becomes the equal-overlap Hertz k', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?model=linear&m1=2.094e-3&m2=&k=3.357e7&v0=6.331&e=0.9&cmp=`);
  await afterUpdate(page, () => page.selectOption('#model', 'tsuji'));
  assert.equal(await page.inputValue('#k_mode'), 'k');
  const k = Number(await page.inputValue('#k'));
  assert.ok(Math.abs(k / 5.935e9 - 1) < 2e-4, `k = ${k}`);
  assert.match(await page.locator('#k-unit').innerText(), /N\/m¹·⁵/);
  assert.match(await text(page, '#damping-value'), /^α1 = 0\.0749495/);
  // Hertz is elastic: no dissipation inputs, no restitution view.
  await afterUpdate(page, () => page.selectOption('#model', 'hertz'));
  assert.equal(await page.locator('#e').isVisible(), false);
  assert.match(await text(page, '#damping-value'), /elastic/);
  await showDampingView(page);
  assert.match(await text(page, '#view-msg'), /elastic/);
  // Power law: exponents appear; a bad exponent is reported at its field.
  await afterUpdate(page, () => page.selectOption('#model', 'power-law'));
  assert.equal(await page.locator('#p').isVisible(), true);
  await afterUpdate(page, () => page.fill('#p', '-1'));
  assert.equal(await page.locator('#p-err').innerText(), 'p = -1: exponent must be in [0, 10]');
  await afterUpdate(page, () => page.fill('#p', '0.5'));
  assert.equal(await page.locator('#p-err').isVisible(), false);
  await context.close();
});

test('Hertz from the material: E, ν, r and densities', async () => {
  const q = 'model=hertz&E1=210e9&nu1=0.3&r1=5e-3&rho1=7800&E2=210e9&nu2=0.3&r2=5e-3&rho2=7800&v0=1&cmp=';
  const { page, context } = await openPage(env.browser, `${env.url}?${q}`);
  assert.equal(await page.inputValue('#k_mode'), 'material');
  assert.equal(await page.inputValue('#m_mode'), 'density');
  const lib = cli({ model: 'hertz', E1: 210e9, nu1: 0.3, r1: 5e-3, rho1: 7800, E2: 210e9, nu2: 0.3, r2: 5e-3, rho2: 7800, v0: 1 });
  const results = await text(page, '#results');
  const us = (lib.contact_time * 1e6).toPrecision(4);
  assert.match(results, new RegExp(`Contact time t_c\\s+${us.replace('.', '\\.')} µs`));
  await afterUpdate(page, () => page.fill('#nu1', '0.7'));
  assert.equal(await page.locator('#nu1-err').innerText(), "ν₁ = 0.7: Poisson's ratio must be in (−1, 0.5]");
  await context.close();
});

test('models by name on a phone: legends, the comparison table, the CSV header and the e(v₀) table', async () => {
  const names = ['Tsuji', 'Linear spring–dashpot', 'Power-function (An 2006)', 'Viscoelastic (Brilliantov)'];
  const q = '?model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=&models=linear,viscoelastic,power-function';
  const { page, context, errors } = await openPage(env.browser, env.url + q, { viewport: { width: 390, height: 844 }, acceptDownloads: true });
  for (const id of ['plot-force-time', 'plot-overlap-time', 'plot-force-overlap']) {
    assert.deepEqual(await page.$eval(`#${id}`, (c) => JSON.parse(c.dataset.series)), names);
  }
  // Four curves, four legend entries: the names fit at 390 px (no horizontal scrolling).
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  const head = await page.$$eval('#compare thead th', (ths) => ths.slice(1).map((t) => t.textContent));
  assert.deepEqual(head, names);
  assert.deepEqual(await cellRow(page, 'model'), names);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
  const header = (await import('node:fs')).readFileSync(await dl.path(), 'utf8').split('\n')[0];
  for (const n of names) assert.ok(header.includes(`"t [s] (${n})"`), header);
  assert.doesNotMatch(header, /\((linear|viscoelastic|power-function)\)/);
  await page.locator('#plot-force-time').screenshot({ path: `${OUT}legend-390.png` });
  // The e(v₀) view names the same series.
  await afterUpdate(page, () => page.click('#tab-speed'));
  const rows = await page.$$eval('#sw-table tbody th', (ths) => ths.map((t) => t.textContent));
  assert.deepEqual(rows, names);
  assert.deepEqual((await page.evaluate(() => window.__dem.speed)).charts[0].series, names);
  assert.deepEqual(errors, []);
  await context.close();
});

test('typing with models overlaid: the comparison table follows every change, its cells updated in place', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=mass_rule&models=linear,hunt-crossley`);
  const SI = { s: 1, ms: 1e-3, 'µs': 1e-6, ns: 1e-9, N: 1, kN: 1e3, MN: 1e6 };
  const value = (cell) => { const [n, u] = cell.split(' '); return parseFloat(n) * SI[u]; };
  // The same cell elements before and after (marked), each with the series' current number.
  await page.$eval('#compare tbody', (b) => { for (const r of b.rows) for (const c of r.cells) c.kept = true; });
  for (const v0 of ['3', '12.5']) {
    await afterUpdate(page, () => page.fill('#v0', v0));
    const sols = await page.evaluate(() => window.__dem.shown.results.map((r) => r.solution));
    assert.equal(sols.length, 4);
    for (const [row, key] of [['t_c', 'contact_time'], ['F_max', 'max_force']]) {
      const cells = await cellRow(page, row);
      cells.forEach((c, i) => assert.ok(Math.abs(value(c) / sols[i][key] - 1) < 5e-4, `v0 = ${v0}, ${row} of series ${i}: ${c} vs ${sols[i][key]}`));
    }
    assert.equal(await page.$eval('#compare tbody', (b) => [...b.rows].every((r) => [...r.cells].every((c) => c.kept))), true);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test("every model has its name, and each model's fields show for the models the library lets take them", async () => {
  const bin = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
  /** The CLI's refusal of `scenario`, or '' (it solved it, or refused it for another reason). */
  const refusal = (scenario) => {
    try {
      execFileSync(bin, ['solve', '--scenario', JSON.stringify(scenario)], { encoding: 'utf8', stdio: 'pipe' });
      return '';
    } catch (e) {
      return String(e.stderr);
    }
  };
  const { page, context, errors } = await openPage(env.browser, env.url);
  // The selector offers the library's models (its error lists them), each by its name.
  const options = await page.$$eval('#model option', (os) => os.map((o) => [o.value, o.textContent]));
  const listed = refusal({ model: 'no-such-model' }).match(/a model name: ([^;\n]*)/)[1].split(/, | or /).map((s) => s.trim());
  assert.deepEqual(options.map(([v]) => v), listed);
  for (const [value, title] of options) assert.ok(title && title !== value, `${value} has no name: «${title}»`);
  // A field the page shows by model: shown for exactly the models the library does not refuse
  // it for ("… not used by model …").
  const fields = await page.$$eval('#inputs .field[data-models]', (fs) => fs.map((f) => [f.dataset.key, f.dataset.models.split(' '), f.querySelector('select')?.options[0].value ?? null]));
  assert.deepEqual(fields.map(([k]) => k).sort(), ['formula', 'linear_k', 'local_damping', 'p', 'transition_force', 'w']);
  for (const [key, shownFor, choice] of fields) {
    for (const [model] of options) {
      const refused = /not used by/.test(refusal({ model, [key]: choice ?? '0.1' }));
      assert.equal(shownFor.includes(model), !refused, `${key} for ${model}: shown ${shownFor.includes(model)}, the library ${refused ? 'refuses' : 'takes'} it`);
    }
  }
  assert.deepEqual(errors, []);
  await context.close();
});
