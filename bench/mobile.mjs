// The first answer on a slow phone (budget: within 1.5 s on a mid-range phone over slow 4G), for
// `node bench/page.mjs --mobile`.
//
// Chromium's mobile emulation with the conditions Lighthouse's "mobile" preset names: a
// 390 × 844 CSS-pixel screen (device pixel ratio 1.75, Lighthouse's), touch, a 150 ms round
// trip, 1.6 Mbit/s down and 0.75 Mbit/s up (the DevTools protocol's
// Network.emulateNetworkConditions: every response waits the latency, then trickles at the
// throughput), the CPU slowed 4× (Emulation.setCPUThrottlingRate), a fresh browser context
// (empty HTTP and code caches) per load. The page is served gzip-compressed, as a static host
// serves it (scripts/serve.mjs).
//
// Per load: when the first answer (t_c in the summary) is on screen — the first animation
// frame in which the summary shows it and is visible — and its breakdown: the bytes and the
// requests fetched before it, how many round trips they took in series, the compile of the
// WebAssembly, the first solve and the first draw.
import { median } from '../tests/e2e/helpers.mjs';

export const CONDITIONS = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  latencyMs: 150,
  downBitsPerS: 1.6e6,
  upBitsPerS: 0.75e6,
  cpuSlowdown: 4,
};

/** Runs in the page before its own scripts: watches for the first answer on screen and times
 * the WebAssembly compile. */
function instrument() {
  const b = (window.__bench = { answer: null, answerText: '', prerendered: null, wasm: [] });
  // The summary on screen: the live one (#summary) or the bare page's prerendered copy.
  const shown = () => [...document.querySelectorAll('.summary')].find((s) => {
    if (!/t_c = /.test(s.textContent)) return false;
    const r = s.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(s).visibility !== 'hidden';
  });
  const tick = () => {
    const s = shown();
    if (s) {
      b.answer = performance.now();
      b.answerText = s.innerText.replace(/\s+/g, ' ');
      b.prerendered = s.classList.contains('pre-only');
    } else {
      requestAnimationFrame(tick);
    }
  };
  requestAnimationFrame(tick);
  for (const k of ['instantiateStreaming', 'compileStreaming', 'instantiate', 'compile']) {
    const f = WebAssembly[k];
    WebAssembly[k] = function timed(...args) {
      const start = performance.now();
      const p = f.apply(this, args);
      p.then(() => b.wasm.push({ k, start, end: performance.now() }), () => {});
      return p;
    };
  }
}

/** How many requests in series led to each one: 1 for the document, else one more than the
 * deepest request that had ended when it started. */
function depths(entries) {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const done = [];
  for (const e of sorted) {
    const before = done.filter((d) => d.end <= e.start + 0.5);
    e.depth = 1 + Math.max(0, ...before.map((d) => d.depth));
    done.push(e);
  }
  return sorted;
}

/** One fresh load under the conditions: the answer's time and its breakdown. */
async function oneLoad(browser, url, c) {
  const context = await browser.newContext({ viewport: c.viewport, deviceScaleFactor: c.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: c.latencyMs, downloadThroughput: c.downBitsPerS / 8, uploadThroughput: c.upBitsPerS / 8, connectionType: 'cellular4g',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpuSlowdown });
    await page.addInitScript(instrument);
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.answer !== null && window.__dem?.ready, null, { timeout: 120000, polling: 100 });
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const mark = (n) => performance.getEntriesByName(n)[0]?.startTime ?? null;
      const res = performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.transferSize }));
      return {
        answer: window.__bench.answer, answerText: window.__bench.answerText, prerendered: window.__bench.prerendered, live: window.__dem.firstRender,
        doc: { name: nav.name, start: 0, end: nav.responseEnd, bytes: nav.transferSize },
        res, wasm: window.__bench.wasm, marks: { init0: mark('dem:init-start'), init1: mark('dem:init-end'), upd0: mark('dem:first-update-start'), upd1: mark('dem:first-update-end') },
        timing: window.__dem.firstTiming ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

/** The breakdown of one load: what came before the answer, the compile, solve and draw. */
function breakdown(r) {
  const all = depths([r.doc, ...r.res]);
  const before = all.filter((e) => e.start < r.answer);
  const wasmRes = r.res.find((e) => new URL(e.name).pathname.endsWith('.wasm') && e.start < (r.live ?? Infinity));
  const w = r.wasm[0];
  return {
    answer: r.answer,
    live: r.live,
    bytes: before.reduce((s, e) => s + (e.bytes || 0), 0),
    requests: before.length,
    roundTrips: Math.max(...before.map((e) => e.depth)),
    wasmArrived: wasmRes?.end ?? null,
    compileAfterDownload: w && wasmRes ? Math.max(0, w.end - wasmRes.end) : null,
    compile: w ? w.end - w.start : null,
    solve: r.timing?.solve ?? (r.marks.upd1 != null ? r.marks.upd1 - r.marks.upd0 : null),
    draw: r.timing?.draw ?? null,
    firstUpdate: r.marks.upd1 != null ? r.marks.upd1 - r.marks.upd0 : null,
    answerText: r.answerText,
    prerendered: r.prerendered,
    entries: before,
  };
}

const ms = (x) => (x == null ? '—' : `${Math.round(x)} ms`);
const stats = (xs) => {
  const v = xs.filter((x) => x != null);
  return v.length ? `median ${ms(median(v))} (${ms(Math.min(...v))}–${ms(Math.max(...v))})` : '—';
};

/** `loads` fresh loads of `url`; reports and returns the median first answer. */
export async function mobile(browser, url, { loads = 5, say, verbose = false, title = '', budgetMs = 1500, conditions = CONDITIONS }) {
  const c = conditions;
  say(`First answer on a slow phone, ${title}: ${c.viewport.width} × ${c.viewport.height} at DPR ${c.deviceScaleFactor}, ${c.latencyMs} ms round trip, ${c.downBitsPerS / 1e6} Mbit/s down, ${c.upBitsPerS / 1e6} up, CPU ${c.cpuSlowdown}× slower, fresh cache, ${loads} loads:`);
  // One load unmeasured: the server compresses each file once.
  await oneLoad(browser, url, { ...c, cpuSlowdown: 1, latencyMs: 0, downBitsPerS: 1e9, upBitsPerS: 1e9 });
  const rows = [];
  for (let i = 0; i < loads; i++) {
    const b = breakdown(await oneLoad(browser, url, c));
    rows.push(b);
    if (verbose) for (const e of b.entries) say(`      ${String(Math.round(e.start)).padStart(5)}–${String(Math.round(e.end)).padStart(5)} ms  depth ${e.depth}  ${String(e.bytes).padStart(7)} B  ${e.name.replace(/^https?:\/\/[^/]+/, '')}`);
    say(`  load ${i + 1}: answer ${ms(b.answer)}${b.prerendered ? ' (drawn at build time)' : ''} (live ${ms(b.live)}); before it ${(b.bytes / 1000).toFixed(1)} KB in ${b.requests} requests, ${b.roundTrips} in series; wasm arrived ${ms(b.wasmArrived)}, compile ${ms(b.compile)} (${ms(b.compileAfterDownload)} after the last byte); first update ${ms(b.firstUpdate)} (solve ${ms(b.solve)}, draw ${ms(b.draw)})`);
  }
  const m = median(rows.map((r) => r.answer));
  say(`  first answer: ${stats(rows.map((r) => r.answer))}; the live module's: ${stats(rows.map((r) => r.live))}`);
  say(`  breakdown (medians): ${(median(rows.map((r) => r.bytes)) / 1000).toFixed(1)} KB, ${median(rows.map((r) => r.requests))} requests, ${median(rows.map((r) => r.roundTrips))} round trips in series; wasm arrived ${ms(median(rows.map((r) => r.wasmArrived)))}; compile ${stats(rows.map((r) => r.compile))}; first update ${stats(rows.map((r) => r.firstUpdate))} (solve ${stats(rows.map((r) => r.solve))}, draw ${stats(rows.map((r) => r.draw))})`);
  say(`  the answer read: ${rows[0].answerText}`);
  if (budgetMs != null) say(`  budget median ≤ ${budgetMs} ms: ${m <= budgetMs ? 'met' : `NOT met (${Math.round(m - budgetMs)} ms over)`}`);
  return m;
}
