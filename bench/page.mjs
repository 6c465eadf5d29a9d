// Browser timing and transfer of the page (not part of the test suite; budgets live here).
//   scripts/build.sh && node bench/page.mjs [--loads N] [--changes N] [--redraws] [--only RE]
//
// Reports, each against its budget (listed below; docs/benchmarks.md has the figures), with the gap
// named when one is missed:
// - first view: every file the browser fetched before the Contact view's first full render
//   (summary, results, the three plots), each with its gzip -9 size, and the sum (≤ 155 KB);
// - each part loaded on demand — the full module with the Timestep, e(v₀) and Oblique views, the
//   code settings, the scheme replays, the damping view, the working, the SVG and JSON
//   exports — its files and size, the full module's wasm as the browser received it (its
//   difference from the first module's: the later views sent as a small delta), and the time from
//   the click to the frame that shows the view drawn, timed in the page (≤ 300 ms);
// - first full render after navigation start over N fresh loads (min, median, max; ≤ 300 ms
//   median);
// - redraw after an input change with every model overlaid (median ≤ 8 ms, p95 ≤ 16 ms) and
//   the new views: e(v₀) with 101 speeds for a closed-form and an integrated model (≤ 16 and
//   ≤ 50 ms), the table of every DEM code (≤ 16 ms), the Timestep view; the adhesive contact
//   (the README's sticky 20 µm powder: Tsuji + JKR with e and with e_with_adhesion, + DMT) and the
//   Rolling view (≤ 16 ms each);
// - the single offline file.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch, serve, openPage, afterUpdate, median, percentile } from '../tests/e2e/helpers.mjs';
import { mobile } from './mobile.mjs';

const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const LOADS = arg('--loads', 12);
const CHANGES = arg('--changes', 100);
// What the browser fetched, as served (scripts/site.mjs); the single offline file beside it.
const root = new URL('../dist/site/', import.meta.url).pathname;
const repo = new URL('../', import.meta.url).pathname;
const gzipOf = (path) => gzipSync(readFileSync(root + path), { level: 9 }).length;
const rawOf = (path) => readFileSync(root + path).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const verdict = (ok, gap) => (ok ? 'met' : `NOT met (${gap})`);
const lines = [];
const say = (s) => { console.log(s); lines.push(s); };

/** The repository files behind the URLs a page fetched. */
const fileOf = (u) => {
  const p = new URL(u).pathname;
  return p === '/' ? 'index.html' : decodeURIComponent(p.slice(1));
};
const listFiles = (title, urls) => {
  let gz = 0;
  let raw = 0;
  for (const f of [...new Set(urls.map(fileOf))].filter((f) => existsSync(root + f))) {
    const z = gzipOf(f);
    gz += z;
    raw += rawOf(f);
    say(`    ${f.padEnd(38)} ${String(rawOf(f)).padStart(8)} B raw ${String(z).padStart(8)} B gzip`);
  }
  say(`  ${title}: ${kb(gz)} gzip (${kb(raw)} raw)`);
  return gz;
};

const { server, url } = await serve();
const browser = await launch();
if (process.argv.includes('--mobile')) {
  try {
    const opts = { loads: arg('--loads', 5), say, verbose: process.argv.includes('--verbose') };
    await mobile(browser, url, { ...opts, title: 'the bare page (its first answer drawn at build time)' });
    // A link with its own inputs (a course page's link, an embed) never gets the prerendered
    // answer: its first answer is the live module's.
    say('');
    await mobile(browser, `${url}?model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=2&e=0.8`, { ...opts, title: 'a link with its own inputs (glass beads at 2 m/s)', budgetMs: null });
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(0);
}
const ONLY_REDRAWS = process.argv.includes('--redraws');
// --only RE: the redraw cases whose name matches the regular expression RE.
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
try {
  if (!ONLY_REDRAWS) await sizesAndLoads();
  await redraws();
  await singleFile();
} finally {
  await browser.close();
  server.close();
}

async function sizesAndLoads() {
  // ---- first view: what was fetched before the first full render ----
  {
    const { page, context } = await openPage(browser, url);
    const first = await page.evaluate(() => window.__dem.firstRender);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })));
    const before = [url, ...entries.filter((e) => e.start < first).map((e) => e.name)];
    const after = entries.filter((e) => e.start >= first).map((e) => e.name);
    say('First view (the Contact view, glass beads), files fetched before its first full render:');
    const gz = listFiles('first-view transfer', before);
    say(`  budget 155 KB gzip: ${verdict(gz <= 155000, `${kb(gz - 155000)} over`)}`);
    if (after.length) say(`  fetched after the first render without being asked: ${after.map(fileOf).join(', ')}`);
    await context.close();
  }

  // ---- on demand: each part, its files and the time to appear ----
  say('\nOn demand (each in a fresh page, after the first render):');
  const parts = [
    ['Timestep view', '#tab-timestep', () => Boolean(document.getElementById('ts-value')?.textContent)],
    ['e(v₀) view', '#tab-speed', () => Boolean(document.getElementById('sw-answer')?.textContent)],
    ['Oblique view (its answer; its sweep from the worker)', '#tab-oblique', () => document.getElementById('ob-answer')?.textContent && !document.getElementById('plot-ob-sweep').closest('figure').classList.contains('stale')],
    ['DEM code list (the selector opened)', '#code', () => document.querySelectorAll('#code option').length > 1],
    ['the working (a "how" toggle)', '#results details.how summary', () => document.querySelector('#results details.how .formula') !== null],
  ];
  const TRIES = 5;
  for (const [k, [name, sel, ready]] of parts.entries()) {
    const times = [];
    let entries = [];
    for (let t = 0; t < TRIES; t++) {
      const { page, context } = await openPage(browser, url);
      const first = await page.evaluate(() => performance.getEntriesByType('resource').length);
      // Timed in the page, as its user sees it: from the click event to the first animation
      // frame (the next paint) at which the part is there and the page idle. Timed from this
      // process instead, the figure would also hold Playwright's checks before it clicks (two
      // frames of stability) and the polling's delay (40 to 120 ms more).
      await page.evaluate((src) => {
        const ready = (0, eval)(`(${src})`);
        window.__appear = new Promise((resolve, reject) => {
          setTimeout(() => reject(new Error('not there 20 s after the click')), 20000);
          addEventListener('click', (ev) => {
            const t0 = ev.timeStamp;
            const check = (now) => (ready() && window.__dem.idle() ? resolve(now - t0) : requestAnimationFrame(check));
            requestAnimationFrame(check);
          }, { capture: true, once: true });
        });
      }, ready.toString());
      await page.click(sel);
      times.push(Math.round(await page.evaluate(() => window.__appear)));
      entries = await page.evaluate((n) => performance.getEntriesByType('resource').slice(n).map((e) => ({ name: e.name, encoded: e.encodedBodySize })), first);
      await context.close();
    }
    const m = median(times);
    say(`  ${name}: appears ${m} ms after the click (median of ${TRIES}; min ${Math.min(...times)}, max ${Math.max(...times)}; budget 300 ms: ${verdict(m <= 300, `${m - 300} ms over`)})${k ? ' — the same files:' : '; loaded:'}`);
    if (!k) {
      listFiles('  the full module and the views\' scripts', entries.map((e) => e.name));
      // As the browser received the module: its difference from the first one when the server
      // sends that (RFC 9842 dcz, scripts/serve.mjs), else whole.
      const wasm = entries.find((e) => fileOf(e.name) === 'web/pkg-full/dem_contact_web_bg.wasm');
      const [first, whole] = ['web/pkg/dem_contact_web_bg.wasm', 'web/pkg-full/dem_contact_web_bg.wasm'].map(gzipOf);
      if (wasm) say(`    the full module's wasm as received: ${kb(wasm.encoded)}${wasm.encoded < whole ? ' (its difference from the first module\'s, dcz)' : ' (whole)'}; with the first module's ${kb(first)}: ${kb(first + wasm.encoded)}, against ${kb(whole)} for the full module alone`);
    }
  }

  // ---- first full render over fresh loads ----
  const firsts = [];
  for (let i = 0; i < LOADS; i++) {
    const { page, context } = await openPage(browser, url);
    firsts.push(await page.evaluate(() => window.__dem.firstRender));
    await context.close();
  }
  const med = median(firsts);
  say(`\nFirst full render after navigation start, ${LOADS} fresh loads: min ${Math.min(...firsts).toFixed(0)} ms, median ${med.toFixed(0)} ms, max ${Math.max(...firsts).toFixed(0)} ms (budget: median ≤ 300 ms: ${verdict(med <= 300, `${(med - 300).toFixed(0)} ms over`)})`);

}

async function redraws() {
  // ---- redraws ----
  say(`\nRedraw after an input change (${CHANGES} changes each):`);
  const table1 = 'model=tsuji&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9';
  const glass = 'rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1';
  const powder = 'v0=0.2&E1=5e9&nu1=0.3&r1=2e-5&rho1=1500';
  const twin = 'E2=5e9&nu2=0.3&r2=2e-5&rho2=1500';
  const cases = [
    // Budgets: every interaction within one frame, p95 ≤ 16 ms.
    ['Contact, linear, 1 series', 'cmp=', [null, 16]],
    ['Contact, Table I pair, every model overlaid (7 series)', `${table1}&cmp=&models=linear,hertz,hunt-crossley,power-law,power-function,viscoelastic`, [8, 16]],
    ['Contact, every model and both variants (9 series)', `${table1}&cmp=mass_rule,end&models=linear,hertz,hunt-crossley,power-law,power-function,viscoelastic`, [null, 16]],
    ['e(v₀), Tsuji (closed form, scaled), 101 speeds', `view=speed&model=tsuji&${glass}&e=0.8`, [null, 16]],
    ['e(v₀), viscoelastic (integrated), 101 speeds', `view=speed&model=viscoelastic&${glass}&e=0.8`, [null, 16]],
    ['e(v₀), viscoelastic with Tsuji and Hunt–Crossley overlaid', `view=speed&model=viscoelastic&${glass}&e=0.8&models=tsuji,hunt-crossley`, [null, 16]],
    ['Contact with the table of every DEM code open', `model=tsuji&${glass}&e=0.8&codes=open`, [null, 16]],
    ['Timestep view, glass beads', `view=timestep&model=tsuji&${glass}&e=0.8`, [null, 16]],
    // Chung & Ooi 2011, Test 4 at 5° (Mindlin, integrated with its events) and its sweep of 33
    // angles in the worker: an update, then the sweep's arrival drawn.
    ['Oblique, Chung & Ooi Test 4 (Mindlin), sweep of 33 angles', 'view=oblique&model=tsuji&rho1=4000&r1=0.0025&E1=3.8e11&nu1=0.23&v0=1&e=0.98&angle=5&mu=0.092&tangential=mindlin', [null, 16]],
    // The README's sticky powder (20 µm, E = 5 GPa, 1500 kg/m³, γ = 0.05 J/m²) at 0.2 to 0.6 m/s,
    // above its sticking velocity: the adhesive contact integrated with its events, and what
    // each DEM code makes of it (the rows of its adhesion box).
    ['Contact, Tsuji + JKR, e = 0.5 (sticky powder on a wall)', `model=tsuji&adhesion=jkr&surface_energy=0.05&e=0.5&${powder}`, [null, 16], '#v0', 0.2],
    ['Contact, Tsuji + JKR, e_with_adhesion = 0.5 (a pair)', `model=tsuji&adhesion=jkr&surface_energy=0.05&e_with_adhesion=0.5&${powder}&${twin}`, [null, 16], '#v0', 0.2],
    ['Contact, Tsuji + DMT, e = 0.5 (a pair)', `model=tsuji&adhesion=dmt&surface_energy=0.05&e=0.5&${powder}&${twin}`, [null, 16], '#v0', 0.2],
    // The elastic–plastic models (the EEPA powder with e wanted WITH plasticity: the dashpot
    // found by the inversion; Thornton 1997 on glass) and the wet glass beads (Willett's bridge
    // and each DEM code's bridge): an update at each speed.
    ['Contact, EEPA powder, e_with_plasticity = 0.5 (a pair)', `model=eepa&plasticity_ratio=0.5&e_with_plasticity=0.5&g=0&${powder}&${twin}`, [null, 16], '#v0', 0.2],
    ['Contact, Thornton 1997, glass beads, p_y = 1 GPa', `model=thornton&yield_pressure=1e9&g=0&${glass}`, [null, 16]],
    ['Contact, wet glass beads (Hertz + Willett bridge)', `model=hertz&liquid_bridge=willett&liquid_volume=1e-11&surface_tension=0.072&contact_angle=20%20deg&g=0&${glass}`, [null, 16], '#v0', 0.1],
    // The Rolling view: a 1 mm glass ball at 5 cm/s, type C (EPSD) with its dashpot (integrated).
    ['Rolling, epsd with eta_r = 0.3 (integrated)', 'view=rolling&ro.rolling=epsd&ro.mu_r=0.1&ro.eta_r=0.3&ro.r1=1e-3&ro.rho1=2500&ro.E1=63e9&ro.nu1=0.2&ro.v0=0.05', [null, 16], '#ro-v0', 0.05],
  ];
  for (const [name, query, budget, field = '#v0', speed] of cases.filter(([n]) => !ONLY || new RegExp(ONLY).test(n))) {
    const { page, context } = await openPage(browser, `${url}?${query.replace('&codes=open', '')}`);
    if (query.includes('codes=open')) await afterUpdate(page, () => page.evaluate(() => { document.getElementById('codes-details').open = true; }));
    const v0 = speed ?? (query.includes('6.331') ? 6.331 : 1);
    const [r0, f0] = await page.evaluate(() => [window.__dem.redraws.length, window.__dem.fresh.length]);
    for (let i = 0; i < CHANGES; i++) {
      await afterUpdate(page, () => page.fill(field, String(Number((v0 * (1 + (i % 50) / 25)).toPrecision(6)))));
    }
    // Every main-thread redraw task of these changes (an update; a worker's answer drawn), and
    // from each change to its numbers drawn.
    const [t, fresh] = await page.evaluate(([a, b]) => [window.__dem.redraws.slice(a), window.__dem.fresh.slice(b)], [r0, f0]);
    const [m, p] = [median(t), percentile(t, 95)];
    let b = '';
    if (budget) {
      const [bm, bp] = budget;
      const ok = (bm == null || m <= bm) && (bp == null || p <= bp);
      const named = [bm != null ? `median ≤ ${bm} ms` : '', bp != null ? `p95 ≤ ${bp} ms` : ''].filter(Boolean).join(', ');
      b = ` (budget ${named}: ${verdict(ok, `median ${m.toFixed(1)}, p95 ${p.toFixed(1)}`)})`;
    }
    const lag = fresh.length && Math.max(...fresh) > p + 0.5 ? `; its numbers drawn ${median(fresh).toFixed(1)} ms after the change (p95 ${percentile(fresh, 95).toFixed(1)})` : '';
    say(`  ${name}: median ${m.toFixed(2)} ms, p95 ${p.toFixed(2)} ms (${t.length} tasks)${b}${lag}`);
    await context.close();
  }

}

async function singleFile() {
  const single = 'dist/dem-contact-calculator.html';
  if (!existsSync(repo + single)) return;
  const bytes = readFileSync(repo + single);
  say(`\nSingle offline file ${single}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes, { level: 9 }).length)} gzip (no budget; both modules' contents in one)`);
}
