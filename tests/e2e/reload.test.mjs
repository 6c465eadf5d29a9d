// End-to-end (issue 31): one tab reloaded many times never runs out of WebAssembly memory.
// V8 reserves 10 GiB of address space for each WebAssembly memory under one limit per
// process (1 TiB); the memories of the pages shown before a reload stay reserved until the
// page's thread collects them, and a worker's failed reservation collects only its own
// thread's garbage: a tab reloaded 200 times had 2–3 loads whose worker could not start its
// module. web/compute.js now makes the page's thread collect and starts the worker again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const LOADS = 60;
// The Timestep view: the full module on this thread and in the worker at every load.
const QUERY = '?view=timestep&model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';

test(`one tab reloaded ${LOADS} times: every load computes in its worker, no error, nothing kept from earlier loads`, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('worker', (w) => w.on('console', (m) => { if (m.type() === 'error') errors.push(`worker: ${m.text()}`); }));
  const cdp = await context.newCDPSession(page);
  await page.goto(env.url + QUERY);
  const states = [];
  for (let i = 0; i < LOADS; i++) {
    await page.waitForFunction(() => window.__dem?.ready && window.__dem.fullMs !== undefined, null, { timeout: 30000 });
    const st = await page.evaluate(async () => ({
      view: document.getElementById('ts-value').textContent,
      loading: document.getElementById('loading').textContent,
      ...(await import('./web/compute.js')).workerState(),
    }));
    assert.match(st.view, /^Δt = /, `load ${i}: the Timestep view drawn`);
    assert.ok(st.computing, `load ${i}: the heavy parts computed in a worker (${JSON.stringify(st)})`);
    states.push(st);
    await page.reload();
  }
  await page.waitForFunction(() => window.__dem?.ready, null, { timeout: 30000 });
  const recovered = states.filter((s) => s.retried);
  for (const s of recovered) assert.match(s.failed, /Out of memory/);
  assert.deepEqual(errors, []);
  // Nothing of the earlier loads is kept: after a collection one document is left (and the
  // inert one of the prerendered <template>), and this thread's heap is that of one page.
  for (let k = 0; k < 3; k++) await cdp.send('HeapProfiler.collectGarbage');
  const dom = await cdp.send('Memory.getDOMCounters');
  assert.ok(dom.documents <= 3, `documents kept: ${dom.documents}`);
  const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
  assert.ok(heap < 20e6, `JS heap after ${LOADS} loads: ${(heap / 1e6).toFixed(1)} MB`);
  console.log(`# ${recovered.length} of ${LOADS} loads started a second worker; ${dom.documents} documents, ${(heap / 1e6).toFixed(1)} MB heap after a collection`);
  await context.close();
});

test("a worker whose module finds no address space left: the page's thread collects the earlier pages' memories and a second worker computes", async () => {
  // The state a tab reaches after some tens of reloads, made at once: the address space full
  // but for one reservation, the rest held by memories awaiting this thread's collection.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url + QUERY.replace('view=timestep&', ''));
  await page.waitForFunction(() => window.__dem?.ready, null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.__dem.fullMs), undefined, 'the full module not loaded yet');
  const filled = await page.evaluate(async () => {
    // One reservation held by another thread (the page's own worker script with the full
    // module), to be given back at the end without a collection here.
    const module = await WebAssembly.compileStreaming(fetch('./web/pkg-full/dem_contact_web_bg.wasm'));
    const helper = new Worker('./web/worker.js', { type: 'module' });
    helper.postMessage({ module });
    await new Promise((ok) => { helper.onmessage = ok; helper.postMessage({ id: 1, kind: 'timestep', args: [{}] }); });
    // Every other reservation taken here, then dropped: garbage that only this thread's
    // collection gives back.
    let held = [];
    try { for (;;) held.push(new WebAssembly.Memory({ initial: 1, maximum: 1 })); } catch { /* full */ }
    const n = held.length;
    held = null;
    helper.terminate();
    await new Promise((ok) => { setTimeout(ok, 500); });
    return n;
  });
  assert.ok(filled > 10, `reservations taken: ${filled}`);
  // The Timestep view: the full module here takes the one reservation left, so its worker's
  // finds none.
  await page.click('#tab-timestep');
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle() && /^Δt = /.test(document.getElementById('ts-value').textContent), null, { timeout: 30000 });
  const st = await page.evaluate(async () => (await import('./web/compute.js')).workerState());
  assert.match(st.failed ?? '', /Out of memory: Cannot allocate Wasm memory/, JSON.stringify(st));
  assert.equal(st.retried, true);
  assert.equal(st.computing, true, 'the second worker computes');
  // It answers: a softer material is computed there and drawn.
  const before = await page.locator('#ts-value').innerText();
  await page.fill('#E1', '6.3e9');
  await page.waitForFunction((b) => window.__dem.idle() && document.getElementById('ts-value').textContent !== b, before, { timeout: 10000 });
  assert.equal((await page.evaluate(async () => (await import('./web/compute.js')).workerState())).computing, true);
  assert.deepEqual(errors, []);
  await context.close();
});
