// End-to-end: no exception escapes the page. Issue 19's reproduction ("nothing to draw":
// the e(v₀) tab, then at once the case of Figs. 7–8), then rapid switching across every view,
// every case and every model without waiting for the redraws: no uncaught exception, no
// unhandled rejection, no console error — and the page still answers afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** Opens `url` with every uncaught exception, unhandled rejection and console error
 * recorded (listeners installed before the page's scripts run). */
async function openWatched(url) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    window.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason}`));
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  await page.goto(url);
  await page.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
  return { page, context, errors };
}
const settle = (page) => page.waitForFunction(() => window.__dem.idle(), null, { timeout: 30000 });

test('issue 19 item 3: the e(v₀) tab, then at once the case of Figs. 7–8 — no exception, five times out of five', async () => {
  const q = '?model=linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=2&damping=2&cmp=mass_rule&view=timestep';
  for (let i = 0; i < 5; i++) {
    const { page, context, errors } = await openWatched(env.url + q);
    await page.click('#tab-speed');
    await page.selectOption('#preset', 'teufelsbauer-3-scheme');
    await settle(page);
    await page.waitForTimeout(300);
    assert.deepEqual(errors, [], `run ${i + 1}`);
    await context.close();
  }
});

test('rapid switching across every view, case and model: nothing escapes, and the page still answers', async () => {
  const { page, context, errors } = await openWatched(env.url);
  const presets = (await page.$$eval('#preset option', (os) => os.map((o) => o.value))).filter(Boolean);
  const models = await page.$$eval('#model option', (os) => os.map((o) => o.value));
  const views = ['contact', 'timestep', 'speed'];
  let n = 0;
  // Each view with each case, then each model, one change right after the other.
  for (const view of views) {
    for (const preset of presets) {
      await page.click(`#tab-${view}`);
      await page.selectOption('#preset', preset);
      n += 2;
    }
    for (const model of models) {
      await page.selectOption('#model', model);
      await page.click(`#tab-${views[(views.indexOf(view) + 1) % 3]}`);
      await page.click(`#tab-${view}`);
      n += 3;
    }
  }
  // And faster than a frame: a view and a case in the same task.
  for (const view of views) {
    for (const preset of presets) {
      await page.evaluate(([v, p]) => {
        document.getElementById(`tab-${v}`).click();
        const s = document.getElementById('preset');
        s.value = p;
        s.dispatchEvent(new Event('change', { bubbles: true }));
      }, [view, preset]);
      n += 2;
    }
  }
  await settle(page);
  await page.waitForTimeout(300);
  assert.deepEqual(errors, [], `${n} switches`);
  // Still answering: the glass beads in the Contact view.
  await page.click('#tab-contact');
  await page.selectOption('#preset', 'glass');
  await settle(page);
  assert.match(await page.locator('#summary').innerText(), /t_c = /);
  assert.deepEqual(errors, []);
  console.log(`${n} switches, no error`);
  await context.close();
});

// Issue 19 item 5: the page formats no number as NaN or inf (fmtSI and fmtNum show "—"), and
// the library's messages say a value that leaves f64 in words (crates/contact/src/error.rs
// `out_of_f64`, text::leaves_f64).
test('no NaN or inf in any text: v₀ = 1e-300 typed on the glass beads', async () => {
  const { page, context, errors } = await openWatched(env.url);
  await page.fill('#v0', '1e-300');
  await page.locator('#v0').blur();
  await settle(page);
  const text = await page.evaluate(() => document.body.innerText);
  assert.deepEqual(text.split('\n').filter((l) => /\bNaN\b|\binf\b|Infinity/.test(l)), []);
  assert.deepEqual(errors, []);
  await context.close();
});

// The page's scripts, every one of them (the hostile test reads web/index.js; the page is now
// split by concern): text is only ever set as text — no HTML parsing, no eval, no inline
// style or handler set — so that nothing a link or a file carries can become markup or code.
test('no script of the page parses HTML, evaluates code or sets an inline style or handler', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = new URL('../../web/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  assert.ok(files.length >= 15, files.join());
  for (const f of files) {
    const js = readFileSync(new URL(f, dir), 'utf8');
    assert.doesNotMatch(js, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute\(\s*['"](style|on\w+)|\beval\(|new Function/, f);
  }
});

test('the worker\'s script cannot be loaded: the Timestep and Oblique views are computed on the page\'s thread, with the same numbers', async () => {
  const q = '?view=timestep&model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';
  const read = async (page) => {
    await page.waitForFunction(() => document.getElementById('ts-value')?.textContent, null, { timeout: 20000 });
    const ts = await page.textContent('#ts-value');
    await page.click('#tab-oblique');
    await page.waitForFunction(() => document.getElementById('ob-answer')?.textContent && window.__dem.obliqueSweep
      && !document.getElementById('plot-ob-sweep').closest('figure').classList.contains('stale'), null, { timeout: 20000 });
    return { ts, ob: await page.textContent('#ob-answer'), sweep: await page.evaluate(() => window.__dem.obliqueSweep.csv) };
  };
  const { page, context, errors } = await openWatched(env.url + q);
  const withWorker = await read(page);
  assert.deepEqual(errors, []);
  await context.close();
  // The worker is started before the module is compiled: its script failing then must not
  // leave a view "Computing…" for ever.
  const broken = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  let asked = 0;
  await broken.route((u) => u.pathname.endsWith('/worker.js'), (r) => { asked += 1; return r.fulfill({ status: 404, body: 'not here' }); });
  // The full module late, so that the worker has failed before it is handed the module.
  await broken.route((u) => u.pathname.endsWith('/pkg-full/dem_contact_web_bg.wasm'), async (r) => { await new Promise((ok) => { setTimeout(ok, 1500); }); return r.continue(); });
  const page2 = await broken.newPage();
  await page2.goto(env.url + q);
  const without = await read(page2);
  assert.ok(asked > 0, 'the worker was asked for');
  assert.match(withWorker.ts, /^Δt = \d/);
  assert.deepEqual(without, withWorker);
  await broken.close();
});
