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
  await page.waitForFunction(() => /^The frame follows its content/.test(document.getElementById('embed-height').textContent), null, { timeout: 20000 });
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
