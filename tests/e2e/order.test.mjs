// End-to-end, issue 31 item 1: right in every order. A value the page derives from the other
// inputs (a code's contact time `tc`, its spring in the code's own law) follows them while it
// is the page's, so that the same inputs entered in any order end in the same state: the same
// fields, the same numbers, the same link. The property test enters each case's inputs in
// random orders (the code chosen anywhere among them, a seeded generator) and compares with
// the inputs entered pair first, code last; a user's own value stays as typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, chooseCode, cli } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** A small seeded generator (mulberry32), so a failing order can be replayed. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const shuffle = (xs, r) => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};

/** The cases: a code and the pair edits a user of it makes (the glass beads' other inputs kept). */
const CASES = [
  { code: 'mercurydpm-linear', edits: [['r1', '0.5 mm'], ['r2', '0.5 mm'], ['v0', '2'], ['e', '0.7']] },
  { code: 'yade-viscel', edits: [['r1', '2 mm'], ['rho1', '7800'], ['rho2', '7800'], ['e', '0.6']] },
  { code: 'lammps-gran-hooke', edits: [['v0', '3'], ['r1', '2 mm'], ['e', '0.5']] },
];

/** What the page shows: its fields (visible controls), the summary, the query as a sorted map. */
const shown = (page) => page.evaluate(() => {
  const fields = [...document.querySelectorAll('#inputs input, #inputs select')]
    .filter((e) => e.checkVisibility() && e.type !== 'file' && e.id !== 'preset')
    .map((e) => `${e.id}=${e.type === 'checkbox' ? e.checked : e.value}`);
  const q = [...new URLSearchParams(location.search)].map(([k, v]) => `${k}=${v}`).sort();
  return { fields, summary: document.querySelector('#summary').innerText, query: q };
});

async function enter(steps) {
  const { page, context, errors } = await openPage(env.browser, env.url);
  for (const s of steps) {
    if (s === 'code') continue;
    if (s.code) { await chooseCode(page, s.code); continue; }
    const [id, v] = s;
    await afterUpdate(page, async () => { await page.fill(`#${id}`, v); await page.locator(`#${id}`).blur(); });
  }
  const out = await shown(page);
  out.tc = await page.inputValue('#tc');
  out.k = await page.inputValue('#k');
  out.errors = errors;
  return { out, page, context };
}

test('the same inputs in any order: the same fields, numbers and link (a code\'s tc and spring follow the pair)', async () => {
  const r = rng(31);
  for (const c of CASES) {
    const direct = await enter([...c.edits, { code: c.code }]);
    await direct.context.close();
    assert.deepEqual(direct.out.errors, []);
    for (let i = 0; i < 2; i++) {
      const edits = shuffle(c.edits, r);
      const at = i === 0 ? 0 : 1 + Math.floor(r() * (edits.length - 1));
      const steps = [...edits.slice(0, at), { code: c.code }, ...edits.slice(at)];
      const got = await enter(steps);
      await got.context.close();
      const order = steps.map((s) => (s.code ? `code=${s.code}` : s[0])).join(', ');
      assert.deepEqual(got.out, direct.out, `${c.code}, entered as ${order}`);
    }
  }
});

test('MercuryDPM chosen first, then the pair: collisionTime is this pair\'s (2.944 µs) and so are the snippet\'s numbers; a typed tc stays', async () => {
  const c = CASES[0];
  const { page, context } = await enter([{ code: c.code }, ...c.edits]);
  // The pair's contact time as a linear contact with Hertz's maximum overlap (the library, by the CLI).
  const lin = cli({ model: 'linear', rho1: 2500, rho2: 2500, r1: 0.5e-3, r2: 0.5e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 2, e: 0.7 });
  const tc = Number(await page.inputValue('#tc'));
  assert.ok(Math.abs(tc - lin.contact_time) <= 1e-5 * lin.contact_time, `tc ${tc} against ${lin.contact_time}`);
  assert.match(await page.locator('#tc-hint').innerText(), /following the pair/);
  assert.match(await page.locator('#summary').innerText(), /t_c = 2\.944 µs/);
  // The user's own value: kept when the pair changes again, and said to be theirs.
  await afterUpdate(page, async () => { await page.fill('#tc', '5e-6'); await page.locator('#tc').blur(); });
  await afterUpdate(page, async () => { await page.fill('#v0', '1'); await page.locator('#v0').blur(); });
  assert.equal(await page.inputValue('#tc'), '5e-6');
  assert.match(await page.locator('#tc-hint').innerText(), /Your value .*This pair's contact time as a linear contact: /);
  await context.close();
});
