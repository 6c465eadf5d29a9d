// End-to-end: with a DEM code chosen, the table of every code still answers for the pair (its
// physical description, whatever the chosen code hides; the chosen code's row from its own
// inputs), the code's inputs are labelled in its own words and its release menu offers only
// releases that answer, and Kratos at a wall is given the wall's material (a rigid wall,
// which Kratos cannot take, said).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** Opens `query`, opens the table of every code and returns its rows: id → cells' text. */
async function table(query) {
  const { page, context, errors } = await openPage(env.browser, env.url + query);
  await page.waitForFunction(() => window.__dem.idle() && !document.getElementById('codes-details').hidden, null, { timeout: 20000 });
  await afterUpdate(page, () => page.click('#codes-details summary'));
  await page.waitForFunction(() => document.querySelectorAll('#codes-table tbody tr').length > 20 && !document.getElementById('codes-table').classList.contains('stale'), null, { timeout: 20000 });
  const rows = await page.$$eval('#codes-table tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.id, [...tr.querySelectorAll('td')].map((td) => td.textContent)])));
  return { page, context, errors, rows };
}
const failed = (rows) => Object.entries(rows).filter(([, cells]) => /missing|give /.test(cells.join(' '))).map(([id, cells]) => `${id}: ${cells[1]}`);

test('a code chosen on the glass beads (MercuryDPM by its tc, LAMMPS gran/hooke and PFC linear by their k): every row of the table answers (was "tc: missing" for its own, "k: missing" or "E1: missing" for the others)', async () => {
  for (const id of ['mercurydpm-linear', 'lammps-gran-hooke', 'pfc-linear']) {
    const { page, context, errors, rows } = await table(`?code=${id}`);
    assert.deepEqual(failed(rows), [], id);
    // Its own row is its answer: the panel's contact time.
    const panel = await page.locator('#code-box').innerText();
    assert.ok(panel.includes(`t_c = ${rows[id][5]}`), `${id}: ${rows[id][5]} in ${panel.slice(0, 200)}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Yade ViscElMat chosen (its local damping 0.2 filled in): every row answers, none refuses the local damping of Yade\'s integrator', async () => {
  const { context, errors, rows } = await table('?code=yade-viscel');
  assert.deepEqual(failed(rows), []);
  assert.ok(Object.values(rows).every((cells) => !/not taken/.test(cells.join(' '))));
  assert.deepEqual(errors, []);
  await context.close();
});

test("MercuryDPM's own tc, no material (the issue's link): the pair is the spring that tc forms — the chosen row and every linear row that takes a spring answer, with one contact time", async () => {
  const { context, errors, rows } = await table('?code=mercurydpm-linear&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&v0=1&g=0&tc=6.76253e-6&tuning_mass=&e=0.7');
  const own = rows['mercurydpm-linear'];
  assert.doesNotMatch(own.join(' '), /missing/);
  for (const id of ['lammps-gran-hooke', 'lammps-hooke-velocity', 'liggghts-hooke-stiffness', 'pfc-linear']) {
    assert.doesNotMatch(rows[id].join(' '), /missing/, id);
    // Both run the overlap to zero (tension allowed): the same spring and e, the same t_c.
    if (rows[id][4] === own[4]) assert.equal(rows[id][5], own[5], id);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('DEM-Engine: its fields in its own words (LoadMaterial "E", "nu", "CoR"), no release menu offering 10.0.0 (which then erred); Chrono SMC says which release it ran', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?code=chrono-deme`);
  await page.waitForFunction(() => window.__dem.idle() && /LoadMaterial/.test(document.querySelector('label[for="E1"]')?.textContent ?? ''), null, { timeout: 20000 });
  const label = (id) => page.locator(`label[for="${id}"]`).innerText();
  assert.match(await label('E1'), /^LoadMaterial "E", body 1/);
  assert.match(await label('nu1'), /^LoadMaterial "nu", body 1/);
  assert.match(await label('e'), /"CoR"/);
  for (const id of ['E1', 'nu1', 'e']) assert.doesNotMatch(await label(id), /SetYoungModulus|SetPoissonRatio|SetRestitution/);
  const options = await page.$$eval('#version option', (os) => os.map((o) => o.textContent));
  assert.ok(options.every((o) => !/10\.0\.0|answer differs/.test(o)), options.join(' / '));
  assert.equal(await page.locator('#version').isVisible(), false, 'one release: nothing to choose');
  assert.doesNotMatch(await page.locator('#status').innerText(), /not in|release/i);
  await afterUpdate(page, () => page.selectOption('#code', 'chrono-smc-hertz'));
  await page.waitForFunction(() => /For Chrono 10\.0\.0/.test(document.querySelector('#code-release')?.textContent ?? ''));
  const release = await page.locator('#code-release').innerText();
  assert.match(release, /For Chrono 10\.0\.0: ChSystemSMC's Hooke and Hertz run here, built from source \(projectchrono\/chrono @7689fbc0/);
  assert.match(release, /Chrono::Multicore's Flores source read only, not run/);
  assert.doesNotMatch(release, /: source read \(/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kratos at a wall: the snippet gives the wall its own material and the particle–wall relation; a rigid wall is said to be none Kratos takes', async () => {
  const wall = 'model=tsuji&rho1=2500&r1=1e-3&E1=63e9&nu1=0.2&v0=1&e=0.8&code=kratos-hertz';
  for (const [q, rigid] of [[`${wall}&E2=200e9&nu2=0.3`, false], [wall, true]]) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?${q}`);
    await page.waitForFunction(() => window.__dem.idle() && /MaterialsDEM/.test(document.querySelector('#code-snippet')?.textContent ?? ''), null, { timeout: 20000 });
    const snippet = await page.locator('#code-snippet').textContent();
    assert.match(snippet, /"material_names_list": \["mat", "wall"\]/);
    assert.match(snippet, /\["RigidFacePart", "wall"\]/);
    if (rigid) {
      assert.match(snippet, /\/\/ Kratos has no rigid wall: a RigidFace takes its own YOUNG_MODULUS and POISSON_RATIO/);
      assert.match(snippet, /"material_name": "wall", "material_id": 2, "Variables": \{"YOUNG_MODULUS": 6\.3e13/);
    } else {
      assert.doesNotMatch(snippet, /no rigid wall/);
      assert.match(snippet, /"material_name": "wall", "material_id": 2, "Variables": \{"YOUNG_MODULUS": 2e11, "POISSON_RATIO": 0\.3/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
