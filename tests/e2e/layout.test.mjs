// End-to-end: where the page is used — an 800 px course column with the calculator in an
// iframe (an exercise), a 390 px phone, a wide screen — and sources named by paper.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, cutSelects, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

test('an 800 px course column: the exercise in its iframe — changing e changes a result in view, no scrolling', async () => {
  // The teacher's snippet, from the Embed dialog: only e free, a question above.
  const { page: teacher, context: tc } = await openPage(env.browser, env.url);
  await teacher.click('#embed-button');
  await teacher.waitForSelector('#embed-dialog[open]');
  await teacher.click('#embed-none');
  await teacher.check('#embed-checks input[value=e]');
  await teacher.fill('#embed-question', 'Which damping gives e = 0.5?');
  // The snippet's height: the exercise measured in an 800 px column (the page says so).
  await teacher.waitForFunction(() => /^In an 800 px column the page is \d+ px tall/.test(document.getElementById('embed-height').textContent), null, { timeout: 30000 });
  const snippet = await teacher.inputValue('#embed-code');
  assert.match(snippet, /[?&]embed=1/);
  assert.match(snippet, /[?&]free=e(&|")/);
  assert.match(snippet, /[?&]q=Which\+damping\+gives\+e\+%3D\+0\.5%3F/);
  const height = Number(snippet.match(/height="(\d+)"/)[1]);
  assert.match(await teacher.locator('#embed-height').innerText(), new RegExp(`the page is ${height} px tall.*leaves the frame at ${height} px`));
  await tc.close();

  const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><body style="margin:0;font-family:serif"><main style="max-width:800px;margin:0 auto">
    <h1>Lecture 4: damping in DEM</h1><p>Change e in the calculator below.</p>${snippet}</main></body>`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
  const frameBox = await page.locator('iframe').boundingBox();
  assert.ok(frameBox.width <= 800 && frameBox.width > 780, `the column: ${frameBox.width}`);
  assert.equal(await frame.locator('#question').innerText(), 'Which damping gives e = 0.5?');
  // Only e is an input; the rest are givens; the cases, modes and model are fixed.
  const enabled = await frame.$$eval('#inputs input, #inputs select, #inputs textarea', (els) => els.filter((e) => !e.disabled).map((e) => e.id));
  assert.deepEqual(enabled, ['e']);
  assert.equal(await frame.isDisabled('#preset'), true);
  assert.equal(await frame.isDisabled('#model'), true);
  assert.equal(await frame.isDisabled('#d_mode'), true);
  assert.match(await frame.locator('#givens').innerText(), /Density of body 1, ρ₁\s+2500 kg\/m³/);
  // Change e: a result in view changes, and nothing scrolled.
  const before = await frame.locator('#summary').innerText();
  await afterUpdate(frame, () => frame.fill('#e', '0.5'));
  const after = await frame.locator('#summary').innerText();
  assert.notEqual(after, before);
  assert.match(after, /^e = 0\.5 → α1 = 0\.4818/);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the course page did not scroll');
  const summary = await frame.locator('#summary').boundingBox();
  const eBox = await frame.locator('#e').boundingBox();
  for (const b of [summary, eBox]) assert.ok(b.y >= 0 && b.y + b.height <= 900, `in view: ${JSON.stringify(b)}`);
  await page.screenshot({ path: `${OUT}layout-800-course.png` });
  await context.close();
});

test('an 800 px course column: the frame follows its content (postMessage), and without scripts its height holds the exercise', async () => {
  const { page: teacher, context: tc } = await openPage(env.browser, env.url);
  await teacher.click('#embed-button');
  await teacher.waitForSelector('#embed-dialog[open]');
  await teacher.click('#embed-none');
  await teacher.check('#embed-checks input[value=e]');
  await teacher.fill('#embed-question', 'Which damping gives e = 0.5?');
  await teacher.waitForFunction(() => /^In an 800 px column the page is \d+ px tall/.test(document.getElementById('embed-height').textContent), null, { timeout: 30000 });
  const snippet = await teacher.inputValue('#embed-code');
  await tc.close();
  const height = Number(snippet.match(/height="(\d+)"/)[1]);
  // The host's lines: a listener that sets the height of the frame that sent it, and only that.
  assert.match(snippet, /<script>addEventListener\("message"/);
  assert.match(snippet, /f\.contentWindow===e\.source/);
  for (const stripped of [false, true]) {
    const html = stripped ? snippet.replace(/<script>[\s\S]*<\/script>/, '') : snippet;
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    await page.setContent(`<!doctype html><body style="margin:0;font-family:serif"><main style="max-width:800px;margin:0 auto">
      <h1>Lecture 4: damping in DEM</h1><p>Change e below.</p>${html}<p id="after">After the calculator.</p></main></body>`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame.waitForFunction(() => window.__dem && window.__dem.ready && window.__dem.idle(), null, { timeout: 20000 });
    if (!stripped) await page.waitForFunction((h0) => document.querySelector('iframe').getBoundingClientRect().height !== h0, height, { timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(300);
    // No inner scrolling: the frame is as tall as what it holds, the givens and the plots too.
    const inner = await frame.evaluate(() => ({ content: Math.ceil(document.documentElement.getBoundingClientRect().height), view: window.innerHeight }));
    const box = await page.locator('iframe').boundingBox();
    assert.ok(inner.content <= inner.view + 1, `${stripped ? 'scripts stripped' : 'with the script'}: content ${inner.content} px in a ${inner.view} px frame`);
    assert.ok(box.width > 780 && box.width <= 800);
    if (!stripped) assert.ok(Math.abs(box.height - inner.content) <= 2, `the frame follows: ${box.height} vs ${inner.content}`);
    const givens = await frame.locator('#givens').boundingBox();
    assert.ok(givens.y + givens.height <= inner.view, 'the Given box is inside the frame');
    // Typing e, and scrolling down (the parts that load as they near the screen come in):
    // the frame follows again, or its height holds them.
    await afterUpdate(frame, () => frame.fill('#e', '0.5'));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await frame.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 20000 });
    await page.waitForTimeout(500);
    const again = await frame.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    assert.ok(again[0] <= again[1], `${stripped ? 'scripts stripped' : 'with the script'}: still no inner scrolling after a change (${again[0]} px in ${again[1]})`);
    await page.screenshot({ path: `${OUT}layout-800-autosize${stripped ? '-stripped' : ''}.png`, fullPage: true });
    await context.close();
  }
});

test('a 390 px phone: a result in the first screen, the summary stays on top while editing', async () => {
  const { page, context } = await openPage(env.browser, env.url, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const summary = await page.locator('#summary').boundingBox();
  assert.ok(summary.y < 200, `summary at ${summary.y}`);
  assert.match(await page.locator('#summary').innerText(), /α1 = 0\.1584/);
  const damping = await page.locator('#damping-value').boundingBox();
  assert.ok(damping.y + damping.height < 844, `the damping in the first screen: ${damping.y}`);
  // Editing e far down the form: the summary is still in view, and follows.
  await afterUpdate(page, () => page.fill('#e', '0.6'));
  const s2 = await page.locator('#summary').boundingBox();
  assert.ok(s2.y >= -1 && s2.y < 5, `summary stuck at the top: ${s2.y}`);
  assert.match(await page.locator('#summary').innerText(), /^e = 0\.6/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await page.screenshot({ path: `${OUT}layout-390.png` });
  await context.close();
});

test('wide screens: the three plots side by side at 2560 px; results beside the form at 1280 px', async () => {
  for (const width of [1280, 2560]) {
    const { page, context } = await openPage(env.browser, env.url, { viewport: { width, height: 1200 } });
    const boxes = await page.$$eval('#view-contact .plots canvas', (cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
    const form = await page.locator('#inputs').boundingBox();
    const out = await page.locator('#outputs').boundingBox();
    assert.ok(out.x > form.x + form.width - 1, `results beside the form at ${width}`);
    if (width === 2560) assert.ok(Math.abs(boxes[0].y - boxes[2].y) < 2, 'three plots in a row');
    assert.ok(boxes[0].width > 380, `plots sized to the space: ${boxes[0].width}`);
    await page.screenshot({ path: `${OUT}layout-${width}.png` });
    await context.close();
  }
});

// The teacher's exercise on the glass beads, e the only input the student may change.
const GLASS_EXERCISE = '?embed=1&free=e&model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';

test('an exercise at 390 and 800 px: the free field first, before the plots, in the first screen with a result; typing into it updates the results and the URL', async () => {
  // 390 px: the page on a phone. 800 px: the page in a course column's iframe.
  for (const width of [390, 800]) {
    const height = width === 390 ? 844 : 620;
    let context;
    let frame;
    let page;
    if (width === 390) {
      ({ page, context } = await openPage(env.browser, env.url + GLASS_EXERCISE, { viewport: { width, height }, isMobile: true, hasTouch: true }));
      frame = page;
    } else {
      context = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
      page = await context.newPage();
      await page.setContent(`<!doctype html><body style="margin:0"><main style="max-width:800px;margin:0 auto">
        <iframe src="${env.url}${GLASS_EXERCISE}" width="100%" height="${height}" style="border:0"></iframe></main></body>`);
      frame = await (await page.waitForSelector('iframe')).contentFrame();
      await frame.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
    }
    // Positions inside the page (the frame's own viewport).
    const top = (sel) => frame.$eval(sel, (e) => e.getBoundingClientRect().top + window.scrollY);
    const bottom = (sel) => frame.$eval(sel, (e) => e.getBoundingClientRect().bottom + window.scrollY);
    const eBottom = await bottom('#e');
    assert.ok(eBottom < height, `${width} px: the free field e in the first screen (bottom at ${eBottom})`);
    assert.ok(eBottom < await top('#plot-force-time'), `${width} px: e before the plots`);
    assert.ok(await bottom('#summary') < height, `${width} px: the summary in the first screen`);
    const damping = await bottom('#damping-value');
    assert.ok(damping < height, `${width} px: the damping in the first screen (bottom at ${damping})`);
    // Typing into it: the results and the URL follow, the exercise's keys stay.
    await afterUpdate(frame, () => frame.fill('#e', '0.5'));
    assert.match(await frame.locator('#summary').innerText(), /^e = 0\.5 → α1 = 0\.4818/);
    assert.match(await frame.locator('#damping-value').innerText(), /α1 = 0\.4817/);
    await frame.waitForFunction(() => new URLSearchParams(location.search).get('e') === '0.5');
    const q = new URLSearchParams(await frame.evaluate(() => location.search));
    assert.equal(q.get('free'), 'e');
    assert.equal(q.get('embed'), '1');
    await page.screenshot({ path: `${OUT}layout-exercise-${width}.png` });
    await context.close();
  }
});

test('exercises hold: free= fixes everything else; lock= still works; unknown names are reported', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}${CASE1}&embed=1&free=e,v0,foo`);
  const enabled = await page.$$eval('#inputs input, #inputs select, #inputs textarea', (els) => els.filter((e) => !e.disabled).map((e) => e.id));
  assert.deepEqual(enabled.sort(), ['e', 'v0']);
  assert.match(await page.locator('#embed-warning').innerText(), /Unknown input names in the link \(free\): foo/);
  await context.close();
  const locked = await openPage(env.browser, `${env.url}${CASE1}&lock=e,m1`);
  assert.equal(await locked.page.isDisabled('#e'), true);
  assert.equal(await locked.page.isDisabled('#m1'), true);
  assert.equal(await locked.page.isDisabled('#m2'), false);
  await locked.context.close();
});

test('sources: every citation on the page names a paper of the list; no seed file is named', async () => {
  for (const q of ['', CASE1, '?code=lammps-hertz-tsuji-pre2026&model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.5', '?view=timestep']) {
    const { page, context } = await openPage(env.browser, env.url + q);
    const body = await page.locator('body').innerText();
    assert.doesNotMatch(body, /seed 00\d|seeds? 0\d\d|DESIGN\.md/, q);
    const hrefs = await page.$$eval('a.cite', (as) => as.map((a) => a.getAttribute('href')));
    assert.ok(hrefs.length > 3, `citations linked on ${q || 'the default page'}: ${hrefs.length}`);
    for (const h of new Set(hrefs)) assert.equal(await page.locator(h).count(), 1, `${h} is in the list`);
    // The places a source is given each cite one.
    for (const sel of ['#damping-source', '.relations tbody td:last-child', '#ts-criteria td.source', '#model-desc']) {
      for (const t of await page.$$eval(sel, (els) => els.filter((e) => e.offsetParent !== null).map((e) => e.innerHTML))) assert.match(t, /class="cite"/, `${sel}: ${t}`);
    }
    if (!q) {
      // The model's description under its selector: both papers linked, and still after a
      // redraw and after another model is chosen.
      const linked = () => page.$$eval('#model-desc a.cite', (as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
      assert.deepEqual(await linked(), ['Tsuji, Tanaka & Ishida 1992 #ref-tsuji1992', 'Hu et al. 2011 #ref-hu2011']);
      await afterUpdate(page, () => page.fill('#e', '0.7'));
      assert.equal((await linked()).length, 2);
      await afterUpdate(page, () => page.selectOption('#model', 'linear'));
      assert.ok((await linked()).length >= 1, await page.locator('#model-desc').innerText());
    }
    await context.close();
  }
});

test('select labels are not cut: every option of every visible select fits its box at 390, 800 and 1280 px', async () => {
  for (const [width, query] of [[390, ''], [800, '?embed=1'], [1280, ''], [390, '?view=timestep'], [1280, '?view=timestep']]) {
    const { page, context } = await openPage(env.browser, env.url + query, { viewport: { width, height: 900 } });
    assert.deepEqual(await cutSelects(page), [], `${width} px ${query}`);
    await context.close();
  }
});
