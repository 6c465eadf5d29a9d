// End-to-end (issue 31): a teacher hides the answers the question asks for (hide=), in the
// exercise and in its print — the Embed dialog writes it; the page shows "?" for them and
// leaves out what states them in other words; the numbers are not in the page at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const GLASS = 'model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1';

/** Everything the page holds as text (shown or not), and what a print of it shows. */
async function texts(page) {
  const all = await page.evaluate(() => document.body.textContent);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: 'screen' });
  return { all, shown: await page.evaluate(() => document.body.innerText), printed };
}

test('the Embed dialog: answers to hide, written into the link as hide=', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&e=0.5`);
  await page.click('#embed-button');
  await page.waitForSelector('#embed-dialog[open]');
  const boxes = await page.$$eval('#embed-hide input', (bs) => bs.map((b) => [b.value, b.checked, b.parentElement.textContent.trim()]));
  assert.deepEqual(boxes.map((b) => b[0]), ['damping', 'restitution', 'contact_time', 'max_overlap', 'max_force', 'plots']);
  assert.ok(boxes.every((b) => !b[1]));
  await page.click('#embed-none');
  await page.check('#embed-checks input[value=e]');
  await page.fill('#embed-question', 'Which damping gives e = 0.5?');
  await page.check('#embed-hide input[value=damping]');
  const snippet = await page.inputValue('#embed-code');
  assert.match(snippet, /[?&]hide=damping(&|")/);
  assert.match(snippet, /[?&]free=e(&|")/);
  await context.close();
});

test('hide=damping: "α1 = ?" in the summary, the Damping box and the Results; its working, the relations, the codes, the exports and the full link not offered; on the sheet too', async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${GLASS}&e=0.5&embed=1&free=e&q=Which+damping+gives+e+%3D+0.5%3F&hide=damping`);
  await page.waitForFunction(() => window.__dem.idle() && /\?/.test(document.getElementById('summary').textContent));
  assert.match(await page.locator('#summary').innerText(), /^e = 0\.5 → α1 = \?\s+t_c = /);
  assert.equal(await page.locator('#damping-value').innerText(), 'α1 = ?');
  const rows = await page.$$eval('#results tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.cells[0].textContent, [tr.cells[1].textContent, tr.cells[1].querySelectorAll('details').length, tr.cells[1].title]])));
  assert.deepEqual(rows['Damping constant α1'], ['?', 0, 'hidden in this exercise']);
  assert.deepEqual(rows['Damping coefficient λ'], ['?', 0, 'hidden in this exercise']);
  assert.match(rows['Restitution achieved e'][0], /^0\.5/);
  for (const id of ['#view', '#code-box', '#codes-details', '#full-link', '#export-json', '#export-csv', '.tabs']) assert.equal(await page.locator(id).isVisible(), false, id);
  // The student changes e: still hidden. α1 for e = 0.3 (Tsuji: −ln e √(5/(ln²e + π²)))
  // appears nowhere, shown or not, on the page or its print.
  await afterUpdate(page, () => page.fill('#e', '0.3'));
  const alpha = (-Math.log(0.3) * Math.sqrt(5 / (Math.log(0.3) ** 2 + Math.PI ** 2))).toPrecision(4);
  assert.equal(alpha, '0.8002');
  assert.match(await page.locator('#summary').innerText(), /^e = 0\.3 → α1 = \?/);
  // The full module too (a working opened brings it, with every working): still hidden.
  await page.evaluate(() => [...document.querySelectorAll('#results tr')].find((tr) => tr.cells[0].textContent === 'Contact time t_c').querySelector('summary').click());
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 20000 });
  const t = await texts(page);
  for (const [where, text] of Object.entries(t)) assert.ok(!text.includes(alpha), `α1 = ${alpha} in the ${where} text`);
  assert.match(t.printed, /Which damping gives e = 0\.5\?/);
  assert.match(t.printed, /α1 = \?/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${OUT}hide-damping.png`, fullPage: true });
  await context.close();
});

test('hide=restitution,contact_time with the damping given: "e = ?" and "t_c = ?", the energies and the peak times too', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&d_mode=damping&damping=0.3&embed=1&free=damping&hide=restitution,contact_time`);
  await page.waitForFunction(() => window.__dem.idle() && /\?/.test(document.getElementById('summary').textContent));
  const summary = await page.locator('#summary').innerText();
  assert.match(summary, /^α1 = 0\.3 → e = \?\s+t_c = \?\s+ξ_max = \d/);
  const rows = await page.$$eval('#results tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.cells[0].textContent, tr.cells[1].childNodes[0].textContent])));
  for (const label of ['Restitution achieved e', 'Contact time t_c', 'Kinetic energy before → after', 'Work recovered while unloading', 'Work dissipated (the F(ξ) loop)', 'Where it went']) assert.equal(rows[label], '?', label);
  assert.match(rows['Maximum overlap ξ_max'], /^[\d.]+ µm$/, 'no "at t =" (half the contact time)');
  assert.match(rows['Damping constant α1'], /^0\.3/);
  // The restitution itself nowhere: the library's answer for this contact.
  const e = await page.evaluate(() => window.__dem.shown.results[0].solution.restitution);
  const t = await texts(page);
  for (const [where, text] of Object.entries(t)) assert.ok(!text.includes(e.toPrecision(4)), `e = ${e.toPrecision(4)} in the ${where} text`);
  await context.close();
});

test('hide=plots leaves the plots out; an unknown answer is reported with the known ones', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}&e=0.5&embed=1&hide=plots,tc`);
  assert.equal(await page.locator('#view-contact .plots').isVisible(), false);
  assert.equal(await page.locator('#embed-warning').innerText(), 'Unknown answers in the link (hide): tc. Known: damping, restitution, contact_time, max_overlap, max_force, sticking_velocity, pull_off, plots, stopping_distance, stopping_time, torque_limit, slope, rolling_stiffness.');
  // The numbers stay where only the plots are hidden.
  assert.match(await page.locator('#summary').innerText(), /α1 = 0\.4818/);
  assert.match(page.url(), /[?&]hide=plots(&|$)/);
  await context.close();
});

/** The ways the page may write `x` (its digits at 4 to 6 significant figures, as it is and
 * scaled by a power of 1000 as an SI prefix shows it): none may be read where it is hidden. */
function writings(x) {
  const a = Math.abs(x);
  if (!(a > 0) || !Number.isFinite(a)) return [];
  const scaled = a / 10 ** (3 * Math.floor(Math.log10(a) / 3));
  return [...new Set([a, scaled].flatMap((v) => [4, 5, 6].map((p) => v.toPrecision(p))))].filter((s) => !/e/.test(s));
}
/** What a student reads: the page's visible text and its print. */
async function readable(page) {
  const shown = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => document.body.innerText);
  await page.emulateMedia({ media: 'screen' });
  return { shown, printed };
}
/** Fails naming the first hidden value (`name` → number) read in the page or its print. */
async function noneReadable(page, hidden) {
  const t = await readable(page);
  for (const [name, x] of Object.entries(hidden)) {
    for (const w of writings(x)) for (const [where, text] of Object.entries(t)) assert.ok(!text.includes(w), `${name} = ${x} read as ${w} in the ${where} text`);
  }
}
const POWDER = 'model=tsuji&rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&surface_energy=0.05&adhesion=jkr';
const adhAnswered = (page) => page.waitForFunction(() => /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });
/** The teacher's answer for `query` (the library's numbers, as the page got them). */
async function teacherSolution(query) {
  const { page, context } = await openPage(env.browser, `${env.url}?${query}`);
  await adhAnswered(page);
  const sol = await page.evaluate(() => window.__dem.shown.results[0].solution);
  await context.close();
  return sol;
}

test('the sticky powder, hide=sticking_velocity,restitution,damping,pull_off: "?" in the bar, the adhesion headline and its table, and none of the numbers on the page or its print; the dialog offers the adhesion\'s answers', async () => {
  const q = `${POWDER}&e=0.5&v0=0.2`;
  const sol = await teacherSolution(q);
  const a = sol.adhesion;
  const { page, context, errors } = await openPage(env.browser, `${env.url}?${q}&embed=1&free=v0&hide=sticking_velocity,restitution,damping,pull_off`);
  await adhAnswered(page);
  const summary = await page.locator('#summary').innerText();
  assert.match(summary, /sticks below \?/);
  assert.match(summary, /pull-off \?/);
  assert.match(summary, /e = 0\.5 → α1 = \?/);
  assert.equal(await page.locator('#adh-answer').innerText(), 'Bounces: e = ? with adhesion; sticks below V_s = ?');
  assert.match(await page.locator('#adh-why').innerText(), /Pull-off force \?/);
  const rows = await page.$$eval('#adh-results tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.cells[0].textContent, tr.cells[1].textContent])));
  for (const label of ['Pull-off force', 'Force at the first touch', 'Force at separation', 'Sticking velocity V_s', 'e to type (a code mapping e without adhesion)', 'Hysteresis: work the tension tail takes', 'Work of the dashpot'].filter((l) => l in rows)) assert.equal(rows[label], '?', label);
  assert.equal(await page.locator('#adh-codes').isVisible(), false, 'the table of every code');
  await noneReadable(page, {
    'V_s': a.sticking_velocity, e: sol.restitution, α1: sol.damping_constant, λ: sol.damping_coefficient, 'pull-off': a.pull_off_force,
    'touch force': a.touch_force, 'separation force': a.separation_force, 'tail work': a.tail_work, 'dashpot work': a.dashpot_work,
  });
  // The student tries another speed: still hidden.
  await afterUpdate(page, () => page.fill('#v0', '0.5'));
  await adhAnswered(page);
  assert.match(await page.locator('#adh-answer').innerText(), /V_s = \?$/);
  await noneReadable(page, { 'V_s': a.sticking_velocity });
  await page.screenshot({ path: `${OUT}hide-sticky.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();

  // The teacher's dialog: the adhesion's answers offered where a law is chosen.
  const t = await openPage(env.browser, `${env.url}?${q}`);
  await adhAnswered(t.page);
  await t.page.click('#embed-button');
  await t.page.waitForSelector('#embed-dialog[open]');
  const names = await t.page.$$eval('#embed-hide input', (bs) => bs.map((b) => b.value));
  assert.deepEqual(names, ['damping', 'restitution', 'contact_time', 'max_overlap', 'max_force', 'sticking_velocity', 'pull_off', 'plots']);
  await t.context.close();
});

test('e wanted WITH adhesion, hide=damping,sticking_velocity: the e to type, the code values and the refitted damping nowhere; below the undamped V_s the error says "?" for it', async () => {
  const q = `${POWDER}&e_with_adhesion=0.5&v0=0.2`;
  const sol = await teacherSolution(q);
  const a = sol.adhesion;
  const typed = sol.adhesion_codes.flatMap((c) => c.to_type).filter((n) => !/J\/m/.test(n.unit ?? '')).map((n) => n.value);
  assert.ok(typed.length >= 2, `${typed.length} code values to type`);
  const { page, context } = await openPage(env.browser, `${env.url}?${q}&embed=1&free=v0&hide=damping,sticking_velocity`);
  await adhAnswered(page);
  assert.match(await page.locator('#adh-type').innerText(), /^Type e = \? into a code/);
  assert.match(await page.locator('#adh-why').innerText(), /Without adhesion the same damping gives e = \?\./);
  await noneReadable(page, { 'e to type': a.e_to_type, α1: sol.damping_constant, 'V_s': a.sticking_velocity, 'dashpot work': a.dashpot_work, ...Object.fromEntries(typed.map((v, i) => [`code value ${i}`, v])) });
  await context.close();

  // Below the undamped sticking velocity no damping reaches e: the library's error names it —
  // in the teacher's page, not in the student's.
  const low = `${POWDER}&e_with_adhesion=0.5&v0=0.02`;
  const t = await openPage(env.browser, `${env.url}?${low}`);
  const said = await t.page.locator('#status').innerText();
  const vs = said.match(/sticking velocity is ([\d.]+) m\/s/)?.[1];
  assert.ok(vs, said);
  await t.context.close();
  const s = await openPage(env.browser, `${env.url}?${low}&embed=1&free=v0&hide=sticking_velocity`);
  const status = await s.page.locator('#status').innerText();
  assert.match(status, /sticking velocity is \?/);
  await noneReadable(s.page, { 'undamped V_s': Number(vs) });
  await s.context.close();
});

test('with answers hidden only their view is offered: a link to the e(v₀) view opens the Contact view, without tabs', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${POWDER}&e=0.5&v0=0.2&view=speed&embed=1&free=v0&hide=sticking_velocity`);
  await adhAnswered(page);
  assert.equal(await page.locator('#view-contact').isVisible(), true);
  assert.equal(await page.locator('#view-speed').isVisible(), false);
  assert.equal(await page.locator('.tabs').isVisible(), false);
  assert.doesNotMatch(page.url(), /view=speed/);
  await context.close();
});
