// End-to-end: formulas typeset as MathML (issue 22.6) — the Damping card, every "how" step,
// the model descriptions and the relations, with the user's numbers substituted; the plain
// text (what the CLI prints) kept in data-text; nothing of it in the first view's bytes; and
// the print stylesheet's A4 worksheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const solve = (sc) => JSON.parse(execFileSync(BIN, ['solve', '--explain', '--scenario', JSON.stringify(sc)], { encoding: 'utf8' }));
const env = useBrowser(OUT);
const GLASS = { model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8 };
const query = (sc) => `?${Object.entries(sc).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
/** The MathML of an element: its tags in order, and its text as typeset. */
const mathOf = (page, sel) => page.$eval(sel, (e) => ({
  tags: [...e.querySelectorAll('math *')].map((n) => n.localName),
  plain: e.dataset.text,
  shown: e.textContent,
  maths: e.querySelectorAll('math').length,
}));

test('the Damping card and the model description as MathML: roots, fractions, subscripts', async () => {
  const { page, context, requests, errors } = await openPage(env.browser, env.url + query(GLASS));
  await page.waitForFunction(() => document.querySelector('#damping-formula math'));
  // Loaded after the first render: not in the first view's bytes.
  const t = await page.evaluate(() => ({ first: window.__dem.firstRender, math: performance.getEntriesByType('resource').find((r) => r.name.endsWith('/web/math.js'))?.startTime }));
  assert.ok(t.math > t.first, `math.js fetched at ${t.math} ms, the first render at ${t.first} ms`);
  assert.ok(requests.some((u) => u.endsWith('/web/math.js')));
  const lib = solve(GLASS);
  const d = await mathOf(page, '#damping-formula');
  // α1 = −ln e √(5/(ln²e + π²)); η = α1 √(m k) ξ^(1/4): its plain text is the library's.
  assert.equal(d.plain, lib.damping_formula);
  for (const tag of ['msub', 'msqrt', 'mfrac', 'msup', 'mi', 'mn', 'mo']) assert.ok(d.tags.includes(tag), `${tag} in ${d.tags}`);
  assert.equal(d.maths, 2);
  // α₁ is α with the subscript 1; ξ^(1/4) a superscript fraction.
  assert.equal(await page.$eval('#damping-formula math', (m) => m.querySelector('msub').textContent), 'α1');
  assert.equal(await page.$eval('#damping-formula', (e) => [...e.querySelectorAll('msup')].some((s) => s.children[0].textContent === 'ξ' && s.children[1].localName === 'mfrac')), true);
  const desc = await mathOf(page, '#model-desc .math-src');
  assert.ok(desc.tags.includes('mover'), 'ξ̇ with its dot over it');
  assert.match(await page.locator('#model-desc').innerText(), /\(Tsuji, Tanaka & Ishida 1992/);
  assert.deepEqual(errors, []);
  await page.locator('#damping-box').screenshot({ path: `${OUT}math-damping.png` });
  await context.close();
});

test('every "how" step as MathML with the numbers in it; its plain text is the CLI\'s', async () => {
  for (const sc of [GLASS, { model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, damping: 0.5 }]) {
    const { page, context, errors } = await openPage(env.browser, env.url + query(sc));
    await page.click('#results details.how[data-q="damping_constant"] summary');
    await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle() && document.querySelector('#results p.numbers math'));
    const steps = await page.$$eval('#results details.how', (ds) => ds.map((d) => ({
      q: d.dataset.q,
      formula: d.querySelector('p.formula')?.dataset.text,
      numbers: d.querySelector('p.numbers')?.dataset.text,
      // Every part with a formula in it (a step that is only words, "given", has none).
      typeset: [...d.querySelectorAll('p.formula, p.numbers')].every((p) => p.querySelector('math') || !/[=√]/.test(p.dataset.text)),
    })));
    const lib = solve(sc).explain;
    assert.ok(steps.length >= 6, `${steps.length} steps`);
    for (const s of steps) {
      const want = lib.find((x) => x.quantity === s.q);
      assert.ok(want, s.q);
      assert.equal(s.formula, want.formula, s.q);
      assert.equal(s.numbers, want.numbers, s.q);
      assert.ok(s.typeset, `${s.q}: typeset`);
    }
    // A substituted number is a MathML number: c = 2 × 0.5 × √(2.5 kg × 5 kN/m) for case 1.
    if (sc.model === 'linear') {
      const c = await page.$eval('#results details.how[data-q="damping_coefficient"] p.numbers', (p) => [...p.querySelectorAll('mn')].map((n) => n.textContent));
      assert.deepEqual(c.slice(0, 4), ['2', '0.5', '2.5', '5']);
      assert.equal(await page.$eval('#results details.how[data-q="damping_coefficient"] p.numbers', (p) => p.querySelector('msqrt mtext').textContent.trim()), 'kg');
    }
    assert.deepEqual(errors, []);
    await page.screenshot({ path: `${OUT}math-working-${sc.model}.png`, fullPage: false });
    await context.close();
  }
});

test('print: an A4 worksheet — inputs, results, formulas and plots; no controls', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url + query(GLASS), { viewport: { width: 794, height: 1123 } });
  await page.locator('#view').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle());
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const shown = (sel) => page.$eval(sel, (e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0);
  for (const sel of ['.tabs', '.toolbar', '.fig-tools', '#embed-button']) assert.equal(await shown(sel), false, `${sel} printed`);
  for (const sel of ['#inputs', '#damping-box', '#results', '#plot-force-time', '#plot-force-overlap', '#sources']) assert.equal(await shown(sel), true, `${sel} not printed`);
  // Every "how" open for the print, its formulas typeset; closed again after.
  assert.equal(await page.$$eval('#results details.how', (ds) => ds.every((d) => d.open)), true);
  // The three plots side by side within the A4 width.
  const boxes = await page.$$eval('#view-contact .plots canvas', (cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
  assert.ok(Math.abs(boxes[0].y - boxes[2].y) < 2, 'three plots in a row');
  // The inputs as values: no box around them.
  assert.equal(await page.$eval('#v0', (i) => getComputedStyle(i).borderTopStyle), 'none');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  assert.ok(pdf.length > 20000);
  await page.screenshot({ path: `${OUT}math-print.png`, fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await page.$$eval('#results details.how', (ds) => ds.some((d) => d.open)), false);
  assert.deepEqual(errors, []);
  await context.close();
});
