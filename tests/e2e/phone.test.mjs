// End-to-end (issue 31): a 390 px phone's first screen says what the page is for and leads to
// the inputs (the form comes after the results there); the restitution ↔ damping relations
// are not clipped on a phone; a code's long hint stays inside the form on a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, chooseCode, showDampingView } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a 390 px phone: one sentence on what the page is for and the way to the inputs, in the first screen', async () => {
  const { page, context, errors } = await openPage(env.browser, env.url, PHONE);
  const intro = await page.evaluate(() => {
    const p = document.querySelector('.top .tagline');
    const a = document.querySelector('.top .to-inputs');
    const r = p.getBoundingClientRect();
    const b = a.getBoundingClientRect();
    return { text: p.innerText, visible: getComputedStyle(p).display !== 'none', top: r.top, bottom: r.bottom, link: { visible: getComputedStyle(a).display !== 'none', top: b.top, bottom: b.bottom, height: b.height, href: a.getAttribute('href') } };
  });
  assert.ok(intro.visible && intro.bottom < 844, `the sentence in the first screen: ${JSON.stringify(intro)}`);
  // One sentence (a full stop at its end only) that says what the page does.
  assert.match(intro.text, /^The damping that gives the restitution you want in a DEM contact, [^.]*\.\s+Your inputs ↓$/);
  assert.ok(intro.link.visible && intro.link.height >= 20 && intro.link.bottom < 844, `the link in the first screen: ${JSON.stringify(intro.link)}`);
  assert.equal(intro.link.href, '#inputs');
  // The form is far below (after the results): the link brings its first field into view,
  // below the summary that stays on top.
  const before = await page.evaluate(() => document.getElementById('preset').getBoundingClientRect().top);
  assert.ok(before > 844, `the form starts below the first screen: ${before}`);
  await page.click('.top .to-inputs');
  await page.waitForFunction(() => { const t = document.getElementById('preset').getBoundingClientRect().top; return t > 0 && t < innerHeight; });
  await page.waitForTimeout(300);
  const now = await page.evaluate(() => ({
    field: document.getElementById('preset').getBoundingClientRect().toJSON(),
    summary: document.getElementById('summary').getBoundingClientRect().toJSON(),
  }));
  assert.ok(now.field.top >= now.summary.bottom && now.field.bottom <= 844, `the first field in view, not under the summary: ${JSON.stringify(now)}`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await page.screenshot({ path: `${OUT}phone-inputs.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a desktop: the way to the inputs is not offered (the form is beside the results)', async () => {
  const { page, context } = await openPage(env.browser, env.url);
  assert.equal(await page.locator('.top .to-inputs').isVisible(), false);
  assert.equal(await page.locator('.top .tagline').isVisible(), true);
  await context.close();
});

test('a 390 px phone: the restitution ↔ damping relations are not clipped', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?model=hunt-crossley&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9`, PHONE);
  await showDampingView(page);
  await page.waitForFunction(() => document.querySelectorAll('#relations tbody tr').length > 1);
  const box = await page.evaluate(() => {
    const t = document.getElementById('relations');
    const cells = [...t.querySelectorAll('tbody th, tbody td')].filter((c) => getComputedStyle(c).display !== 'none');
    return { scroll: t.scrollWidth, client: t.clientWidth, right: Math.max(...cells.map((c) => c.getBoundingClientRect().right)), n: cells.length, doc: document.documentElement.scrollWidth, achieved: [...t.querySelectorAll('tbody tr')].map((tr) => tr.children[3].getBoundingClientRect().width) };
  });
  assert.ok(box.scroll <= box.client + 1, `the relations scroll sideways: ${JSON.stringify(box)}`);
  assert.ok(box.right <= 390, `a cell runs off the screen: ${box.right}`);
  assert.ok(box.achieved.every((w) => w > 0), 'the e achieved of every relation shown');
  assert.equal(box.doc, 390);
  await page.locator('#relations').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}phone-relations.png` });
  await context.close();
});

test("1280 px: a code's long hint (MercuryDPM's setEffectiveElasticModulusAndRestitutionCoefficient) stays inside the form", async () => {
  const { page, context } = await openPage(env.browser, env.url);
  for (const id of ['mercurydpm-hertzian', 'mercurydpm-linear', 'yade-cundall-strack']) {
    await chooseCode(page, id);
    const out = await page.evaluate(() => {
      const right = document.getElementById('inputs').getBoundingClientRect().right;
      const results = document.getElementById('outputs').getBoundingClientRect().left;
      return [...document.querySelectorAll('#inputs .hint, #inputs label')].filter((e) => e.getClientRects().length)
        .filter((e) => e.getBoundingClientRect().right > right + 0.5 || e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > results)
        .map((e) => `${e.id || e.tagName}: ${e.textContent.slice(0, 60)}`);
    });
    assert.deepEqual(out, [], id);
  }
  await page.locator('#code-hint').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}code-hint-1280.png` });
  await context.close();
});
