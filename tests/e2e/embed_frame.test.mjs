// End-to-end (issue 31): an embed's frame exactly as tall as its content — no inner scrollbar
// (the frame was 7–8 px short with a question above: its top margin collapsed through the
// body whose height was posted) and no empty band — as the content grows and shrinks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** The snippet the Embed dialog writes: an exercise with e free and a question, or a plain
 * embed. */
async function snippetOf(exercise) {
  const { page, context } = await openPage(env.browser, env.url);
  await page.click('#embed-button');
  await page.waitForSelector('#embed-dialog[open]');
  if (exercise) {
    await page.click('#embed-none');
    await page.check('#embed-checks input[value=e]');
    await page.fill('#embed-question', 'Which damping gives e = 0.5?');
  }
  await page.waitForFunction(() => /^In an 800 px column the page is \d+ px tall/.test(document.getElementById('embed-height').textContent), null, { timeout: 30000 });
  const snippet = await page.inputValue('#embed-code');
  await context.close();
  return snippet;
}

/** The frame's box and what its document holds, once the frame has followed its content and
 * both have stood still (a view's parts come in over a few frames). */
async function fit(page, frame) {
  await frame.waitForFunction(() => window.__dem?.ready && window.__dem.idle(), null, { timeout: 20000 });
  const measure = async () => ({
    box: await page.locator('iframe').boundingBox(),
    doc: await frame.evaluate(() => ({
      content: document.documentElement.getBoundingClientRect().height,
      scroll: document.documentElement.scrollHeight,
      view: window.innerHeight,
      question: document.getElementById('question').hidden ? null : getComputedStyle(document.getElementById('question')).marginTop,
    })),
  });
  let last = null;
  for (let i = 0; i < 60; i++) {
    const now = await measure();
    const followed = Math.abs(now.box.height - Math.ceil(now.doc.content)) < 0.5;
    if (followed && last && last.box.height === now.box.height && last.doc.content === now.doc.content) return now;
    last = now;
    await page.waitForTimeout(250);
  }
  return last;
}

for (const exercise of [true, false]) {
  test(`${exercise ? 'an exercise with a question above' : 'a plain embed'}: the frame as tall as its content, no inner scrolling, as it grows and shrinks`, async () => {
    const snippet = await snippetOf(exercise);
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.setContent(`<!doctype html><body style="margin:0;font-family:serif"><main style="max-width:800px;margin:0 auto">
      <h1>Lecture 4</h1>${snippet}<p>After the calculator.</p></main></body>`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    const check = async (when) => {
      const { box, doc } = await fit(page, frame);
      // Not one pixel to scroll inside the frame, and no more than the rounding below it.
      assert.ok(doc.scroll <= doc.view, `${when}: ${doc.scroll} px of content in a ${doc.view} px frame`);
      assert.ok(box.height - doc.content < 1 && box.height >= doc.content, `${when}: frame ${box.height} px for ${doc.content} px of content`);
      return { box, doc };
    };
    const first = await check('at first');
    if (exercise) assert.equal(first.doc.question, '8px', 'the question keeps its margin (which the frame now counts)');
    // The Timestep view (taller), then the Contact view again (shorter): the frame follows.
    await afterUpdate(frame, () => frame.click('#tab-timestep'));
    const ts = await check('the Timestep view');
    assert.notEqual(Math.round(ts.box.height), Math.round(first.box.height));
    await afterUpdate(frame, () => frame.click('#tab-contact'));
    await check('back to the Contact view');
    await page.screenshot({ path: `${OUT}embed-frame-${exercise ? 'exercise' : 'plain'}.png`, fullPage: true });
    await context.close();
  });
}

const POWDER = 'model=tsuji&rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&v0=0.2&surface_energy=0.05&e=0.5&adhesion=jkr';

test('a locked sticky-powder exercise in an 800 px course column: as tall as its content whatever the frame, the dialog says the height, and the frame without the host script shows it whole', async () => {
  // The teacher: v0 free, a question, the sticking velocity hidden.
  const { page, context } = await openPage(env.browser, `${env.url}?${POWDER}`);
  await page.waitForFunction(() => /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 20000 });
  await page.click('#embed-button');
  await page.waitForSelector('#embed-dialog[open]');
  await page.click('#embed-none');
  await page.check('#embed-checks input[value=v0]');
  await page.fill('#embed-question', 'Below which impact speed do these particles stick?');
  await page.check('#embed-hide input[value=sticking_velocity]');
  await page.waitForFunction(() => /^In an 800 px column the page is \d+ px tall/.test(document.getElementById('embed-height').textContent), null, { timeout: 30000 });
  const said = await page.locator('#embed-height').innerText();
  const snippet = await page.inputValue('#embed-code');
  await context.close();
  const height = Number(snippet.match(/height="(\d+)"/)[1]);
  assert.equal(Number(said.match(/is (\d+) px tall/)[1]), height);
  assert.match(said, /strips scripts/);
  const src = snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');

  // The embed's height is its content's, not the frame's: the same in a short and a tall frame.
  const heights = [];
  for (const h of [900, 6000]) {
    const c = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const p = await c.newPage();
    await p.setContent(`<!doctype html><body style="margin:0"><main style="max-width:800px;margin:0 auto"><iframe src="${src}" width="100%" height="${h}" style="border:0"></iframe></main></body>`);
    const f = await (await p.waitForSelector('iframe')).contentFrame();
    await f.waitForFunction(() => window.__dem?.ready && window.__dem.idle() && /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 30000 });
    await p.waitForTimeout(1000);
    heights.push(await f.evaluate(() => Math.round(document.documentElement.getBoundingClientRect().height)));
    await c.close();
  }
  assert.equal(heights[0], heights[1], `content ${heights[0]} px in a 900 px frame, ${heights[1]} px in a 6000 px one`);

  // The snippet's first line alone (a platform that strips scripts): nothing to scroll inside
  // the frame, the results and the last of them in it.
  const c = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const p = await c.newPage();
  await p.setContent(`<!doctype html><body style="margin:0;font-family:serif"><main style="max-width:800px;margin:0 auto"><h1>Lecture 4</h1>${snippet.split('\n')[0]}<p>After.</p></main></body>`);
  const frame = await (await p.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => window.__dem?.ready && window.__dem.idle() && /Bounces|Stuck/.test(document.querySelector('#adh-answer')?.textContent ?? ''), null, { timeout: 30000 });
  await p.waitForTimeout(1000);
  const fit = await frame.evaluate(() => {
    const o = document.querySelector('.outputs');
    const last = [...o.querySelectorAll('section, table, figure')].filter((e) => e.offsetParent).pop();
    return { scroll: document.documentElement.scrollHeight, view: innerHeight, inner: o.scrollHeight - o.clientHeight, lastBottom: last.getBoundingClientRect().bottom, width: document.documentElement.scrollWidth };
  });
  assert.ok(fit.scroll <= fit.view, `${fit.scroll} px of content in a ${fit.view} px frame`);
  assert.ok(fit.inner <= 1, `the results scroll ${fit.inner} px inside the frame`);
  assert.ok(fit.lastBottom <= fit.view, `the last result ends at ${fit.lastBottom} px of ${fit.view}`);
  assert.equal(fit.width, 800, 'nothing wider than the column');
  await p.screenshot({ path: `${OUT}embed-sticky-800-noscript.png`, fullPage: true });
  await c.close();
});
