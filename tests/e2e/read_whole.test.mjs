// End-to-end: what a user reads is whole and in the page's words. At 1280 px (the form beside
// the results) the restitution ↔ damping table fits its column, its heading and Source column
// uncut; the powder's adhesion table reads each code's row compactly (its notes and source in
// a row across the table, not in a 240 px column screens tall), on a phone as cards; the
// LAMMPS notes speak no CLI keys (`code`, `damping`); the notes print the separation overlap
// with a unit prefix as Results does; a code's sentence in the Damping box is in the page's
// font, not the formula's serif; with adhesion the form says the law's release ends the
// contact, not ξ returning to 0. Screenshots at 390 and 1280 px in out/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, showDampingView } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const text = (page, sel) => page.evaluate((s) => document.querySelector(s)?.innerText ?? '', sel);
const POWDER = '?model=tsuji&rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&v0=0.2&surface_energy=0.05&e=0.5&adhesion=jkr';
const GLASS = '?code=liggghts-hertz&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';

async function adhesive(url, viewport) {
  const o = await openPage(env.browser, `${env.url}${url}`, viewport ? { viewport } : {});
  await o.page.waitForFunction(() => /Stuck|Bounces/.test(document.querySelector('#adh-answer')?.textContent ?? '') && document.querySelectorAll('#adh-codes tbody tr').length > 0 && window.__dem.idle(), null, { timeout: 30000 });
  return o;
}

test('1280 px: the relations table fits its column, its heading and Source column whole (was 26 px wider, "…the restitution i")', async () => {
  for (const link of [GLASS, POWDER]) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}${link}`);
    await showDampingView(page);
    await page.waitForFunction(() => document.querySelectorAll('#relations tbody tr').length > 0, null, { timeout: 20000 });
    const box = await page.evaluate(() => {
      const t = document.querySelector('#relations');
      const r = t.getBoundingClientRect();
      const cap = t.querySelector('caption').getBoundingClientRect();
      const th = [...t.querySelectorAll('thead th')].at(-1).getBoundingClientRect();
      return { scroll: t.scrollWidth, client: t.clientWidth, right: r.right, cap: cap.right, source: th.right };
    });
    assert.ok(box.scroll <= box.client, `${link}: the table scrolls ${box.scroll} > ${box.client} px`);
    assert.ok(box.cap <= box.right + 0.5 && box.source <= box.right + 0.5, `${link}: cut at the right: ${JSON.stringify(box)}`);
    assert.match(await text(page, '#relations caption'), /the restitution it really achieves$/);
    await page.locator('#relations').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}read-relations-1280-${link === GLASS ? 'glass' : 'powder'}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("the powder's codes table: each code's values in one compact row, its notes and source across the table under it, no CLI words (1280 and 390 px)", async () => {
  for (const width of [1280, 390]) {
    const { page, context, errors } = await adhesive(POWDER, { width, height: 900 });
    const rows = await page.evaluate(() => [...document.querySelectorAll('#adh-codes tbody tr.values')].map((tr) => {
      const more = tr.nextElementSibling;
      return { id: tr.dataset.id, h: tr.getBoundingClientRect().height, more: more?.classList.contains('more') ? more.innerText : '', values: tr.innerText, moreW: more?.getBoundingClientRect().width, w: tr.getBoundingClientRect().width };
    }));
    assert.ok(rows.length >= 4, JSON.stringify(rows.map((r) => r.id)));
    const total = await page.evaluate(() => document.querySelector('#adh-codes').getBoundingClientRect().height);
    for (const r of rows) {
      // The notes and the source are under the values, as wide as the table.
      assert.match(r.more, /(from source|from the documentation|run|unconfirmed)[^]*:/, `${r.id}: ${r.more.slice(0, 200)}`);
      assert.ok(Math.abs(r.moreW - r.w) < 2, `${r.id}: notes row ${r.moreW} px against ${r.w} px`);
      if (width === 1280) assert.ok(r.h < 450, `${r.id}: the values row is ${r.h} px tall`);
    }
    // Was 4,495 px at 1280.
    if (width === 1280) assert.ok(total < 2600, `the table is ${total} px tall`);
    // LAMMPS speaks the page's words: no CLI keys in backticks, no "give `code`".
    const lammps = rows.filter((r) => r.id.startsWith('lammps')).map((r) => r.more).join('\n');
    assert.match(lammps, /a restitution cannot be typed, only the damp of the velocity, mass_velocity or viscoelastic damping — choose one of those three LAMMPS settings as the code, with its damp as the damping/);
    // (The sources quote LAMMPS's own function names in backticks: those stay.)
    assert.doesNotMatch(lammps, /give `?code|`damping`|`damp`|`velocity`/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scrolling');
    await page.locator('#adh-codes').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}read-adh-codes-${width}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the notes give the separation overlap with its prefix as Results does; with adhesion the form says the release ends the contact', async () => {
  const { page, context, errors } = await adhesive(POWDER);
  const notes = await text(page, '#notes');
  const sep = notes.match(/separate at δ = (\S+ \S+)/);
  assert.ok(sep, notes);
  assert.match(sep[1], /^-?\d+(\.\d+)? [afpnµm]?m$/, `δ as written: ${sep[1]}`);
  const results = await text(page, '#adh-results');
  const shown = results.match(/Separation at overlap\s+(\S+ \S+)/)[1];
  assert.equal(sep[1].replace('-', '−'), shown);
  // "Contact ends when": the law's release, not ξ = 0, and not a choice.
  assert.equal(await page.evaluate(() => document.querySelector('#end').selectedOptions[0].text), 'the adhesion releases it');
  assert.equal(await page.locator('#end').isDisabled(), true);
  assert.match(await text(page, '#end-hint'), /until the law releases it[^]*not where ξ returns to 0/);
  // Without adhesion, the choice again.
  await page.selectOption('#adhesion', '');
  await page.waitForFunction(() => !document.querySelector('#end').disabled && window.__dem.idle(), null, { timeout: 10000 });
  assert.equal(await page.evaluate(() => document.querySelector('#end').selectedOptions[0].text), 'overlap ξ returns to 0');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a code's sentence in the Damping box is in the page's font, a model's formula in the math font", async () => {
  const { page, context, errors } = await openPage(env.browser, `${env.url}${GLASS}`);
  await page.waitForFunction(() => /forms this from/.test(document.querySelector('#damping-formula')?.textContent ?? '') && window.__dem.idle(), null, { timeout: 20000 });
  const [sentence, body] = await page.evaluate(() => [getComputedStyle(document.querySelector('#damping-formula')).fontFamily, getComputedStyle(document.body).fontFamily]);
  assert.equal(sentence, body);
  await page.locator('#damping-box').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}read-damping-glass-1280.png` });
  await context.close();
  const model = await openPage(env.browser, `${env.url}${GLASS.replace('code=liggghts-hertz', 'model=tsuji')}`);
  await model.page.waitForFunction(() => document.querySelector('#damping-formula.math-src math') && window.__dem.idle(), null, { timeout: 20000 });
  assert.match(await model.page.evaluate(() => getComputedStyle(document.querySelector('#damping-formula')).fontFamily), /Math|serif/);
  assert.deepEqual([...errors, ...model.errors], []);
  await model.context.close();
});
