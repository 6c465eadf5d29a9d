// End-to-end: the page in Debian's Chromium, as a user drives it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, colourCounts, cli, median, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

const text = (page, sel) => page.locator(sel).innerText();
const BLUE = '#0072b2';
const VERMILLION = '#d55e00';
const GREEN = '#009e73';

test('default page: glass beads with the restitution as input, the answer on top; the papers one click away', async () => {
  const { page, context, requests, errors } = await openPage(env.browser, env.url);
  // What a DEM user asks first: 1 mm glass beads, 1 m/s, e = 0.8, Hertz with Tsuji's damping.
  const lib = cli({ model: 'tsuji', rho1: 2500, rho2: 2500, r1: 1e-3, r2: 1e-3, E1: 63e9, nu1: 0.2, E2: 63e9, nu2: 0.2, v0: 1, e: 0.8 });
  assert.equal(await text(page, '#damping-value'), `α1 = ${Number(lib.damping_constant.toPrecision(6))}, λ = ${Number(lib.damping_coefficient.toPrecision(6))} N·s/m¹·²⁵`);
  assert.match(await text(page, '#summary'), new RegExp(`^e = 0\\.8 → α1 = ${Number(lib.damping_constant.toPrecision(4))}`));
  assert.match(await text(page, '#results'), new RegExp(`Contact time t_c\\s+${(lib.contact_time * 1e6).toPrecision(4)} µs`));
  const labels = await page.$$eval('#view-contact .plots canvas', (cs) => cs.map((c) => [c.dataset.xLabel, c.dataset.yLabel, JSON.parse(c.dataset.series)]));
  assert.deepEqual(labels, [
    ['Time t [µs]', 'Force F [N]', ['Tsuji']],
    ['Time t [µs]', 'Overlap ξ [µm]', ['Tsuji']],
    ['Overlap ξ [µm]', 'Force F [N]', ['Tsuji']],
  ]);
  for (const [blue] of await colourCounts(page, [BLUE])) assert.ok(blue > 300, `the curve drawn (${blue} px)`);
  // A case of the papers in one click; the selector keeps naming it until an input changes.
  await afterUpdate(page, () => page.selectOption('#preset', 'teufelsbauer-1'));
  assert.match(await text(page, '#damping-value'), /^α = 0\.5, c = 111\.803 N·s\/m$/);
  assert.match(await text(page, '#results'), /Contact time t_c\s+81\.12 ms/);
  assert.equal(await page.inputValue('#preset'), 'teufelsbauer-1');
  assert.match(page.url(), /preset=teufelsbauer-1/);
  for (const [blue, orange] of await colourCounts(page, [BLUE, VERMILLION])) {
    assert.ok(blue > 300 && orange > 150, `both mass rules drawn (${blue}, ${orange} px)`);
  }
  await afterUpdate(page, () => page.fill('#v0', '3'));
  assert.equal(await page.inputValue('#preset'), '');
  assert.doesNotMatch(page.url(), /preset=/);
  // Nothing leaves the page's own origin.
  const origin = new URL(env.url).origin;
  assert.deepEqual(requests.filter((r) => !r.startsWith(origin)), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('changing e shows the library\'s damping; an invalid e shows an error at the field', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  await afterUpdate(page, () => page.selectOption('#d_mode', 'e'));
  for (const e of ['0.7', '0.25', '0.95']) {
    await afterUpdate(page, () => page.fill('#e', e));
    const lib = cli({ model: 'linear', m1: 5, m2: 5, k1: 1e4, k2: 1e4, v0: 2, e: Number(e) });
    // Independent check of the library value: seed 000 eq. (11).
    const l = Math.log(Number(e));
    assert.ok(Math.abs(lib.damping_constant - (-l / Math.sqrt(l * l + Math.PI ** 2))) < 1e-12);
    const shown = await text(page, '#damping-value');
    const m = shown.match(/^α = ([\d.]+), c = ([\d.]+) N·s\/m$/);
    assert.ok(m, shown);
    assert.equal(Number(m[1]), Number(lib.damping_constant.toPrecision(6)), `α for e = ${e}`);
    assert.equal(Number(m[2]), Number(lib.damping_coefficient.toPrecision(6)), `c for e = ${e}`);
    assert.match(await text(page, '#results'), new RegExp(`requested ${e}`));
  }
  const good = await text(page, '#damping-value');
  const before = await colourCounts(page, [BLUE, VERMILLION]);
  await afterUpdate(page, () => page.fill('#e', '1.3'));
  const err = page.locator('#e-err');
  assert.equal(await err.isVisible(), true);
  assert.equal(await err.innerText(), 'e = 1.3: restitution must be in (0, 1]');
  assert.equal(await page.getAttribute('#e', 'aria-invalid'), 'true');
  assert.match(await text(page, '#status'), /last valid/);
  // The last good results and plots stay.
  assert.equal(await text(page, '#damping-value'), good);
  assert.deepEqual(await colourCounts(page, [BLUE, VERMILLION]), before);
  await page.locator('[data-key=e]').screenshot({ path: `${OUT}invalid-e-field.png` });
  await page.screenshot({ path: `${OUT}invalid-e.png`, fullPage: true });
  // Text where a number belongs, and a fix clears the error.
  await afterUpdate(page, () => page.fill('#e', 'abc'));
  assert.match(await page.locator('#e-err').innerText(), /^e = "abc": not a number \(expected a number, optionally with a unit/);
  await afterUpdate(page, () => page.fill('#e', '0.5'));
  assert.equal(await page.locator('#e-err').isVisible(), false);
  assert.equal(await page.getAttribute('#e', 'aria-invalid'), null);
  await context.close();
});

test('overlays: the other end criterion adds a third curve; a wall; the URL reproduces the page', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  await afterUpdate(page, () => page.check('#cmp_end'));
  const series = await page.$eval('#plot-force-time', (c) => JSON.parse(c.dataset.series));
  assert.deepEqual(series, ['reduced mass, ends at ξ = 0', 'arithmetic mean, ends at ξ = 0', 'reduced mass, ends at F = 0']);
  for (const counts of await colourCounts(page, [BLUE, VERMILLION, GREEN])) {
    assert.ok(counts.every((n) => n > 100), `all three curves drawn: ${counts}`);
  }
  // A wall: m = m1 whatever the rule.
  await afterUpdate(page, () => page.fill('#m2', ''));
  assert.match(await text(page, '#results'), /Effective mass m\s+5\.000 kg/);
  await afterUpdate(page, () => page.fill('#v0', '3.5'));
  const shown = await text(page, '#results');
  const link = page.url();
  assert.match(link, /m2=(&|$)/);
  assert.match(link, /v0=3\.5/);
  assert.match(link, /cmp=mass_rule%2Cend|cmp=mass_rule,end/);
  const again = await openPage(env.browser, link);
  assert.equal(await text(again.page, '#results'), shown);
  assert.equal(await again.page.isChecked('#cmp_end'), true);
  await again.context.close();
  await context.close();
});

test('crisp on high-DPI screens: canvases are drawn at device pixels', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1, { deviceScaleFactor: 2 });
  const sizes = await page.$$eval('#view-contact .plots canvas', (cs) => cs.map((c) => [c.width, c.clientWidth, c.height, c.clientHeight]));
  for (const [w, cw, h, ch] of sizes) {
    assert.equal(w, Math.round(cw * 2));
    assert.equal(h, Math.round(ch * 2));
  }
  await context.close();
});

test('redraw time (reported, not asserted: budgets live in the benchmark)', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  await page.check('#cmp_end');
  const first = await page.evaluate(() => window.__dem.firstRender);
  for (let i = 0; i < 30; i++) {
    await afterUpdate(page, () => page.fill('#v0', String(1 + i / 10)));
  }
  const times = await page.evaluate(() => window.__dem.redraws.slice(-30));
  console.log(`first render ${first.toFixed(0)} ms after navigation start; redraw median ${median(times).toFixed(2)} ms (3 series)`);
  await context.close();
});

test('the later views\' module arrives as its difference from the first one (RFC 9842 dcz) and works; without that dictionary, whole', async () => {
  const { readFileSync } = await import('node:fs');
  const { createHash } = await import('node:crypto');
  const { execFileSync } = await import('node:child_process');
  const site = new URL('../../dist/site/', import.meta.url).pathname;
  const first = readFileSync(`${site}web/pkg/dem_contact_web_bg.wasm`);
  const full = readFileSync(`${site}web/pkg-full/dem_contact_web_bg.wasm`);
  // The browser: the first module kept as a dictionary, the full one sent as the difference.
  const { page, context, errors } = await openPage(env.browser, env.url);
  const encodings = [];
  page.on('response', async (r) => { if (r.url().includes('pkg-full/dem_contact_web_bg.wasm')) encodings.push((await r.allHeaders())['content-encoding']); });
  await page.click('#tab-timestep');
  await page.waitForFunction(() => window.__dem.timestep && window.__dem.idle(), null, { timeout: 20000 });
  assert.deepEqual(encodings, ['dcz']);
  const [entry] = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('pkg-full/dem_contact_web_bg.wasm')).map((e) => ({ encoded: e.encodedBodySize, decoded: e.decodedBodySize })));
  const dcz = readFileSync(`${site}web/pkg-full/dem_contact_web_bg.wasm.dcz`);
  assert.deepEqual(entry, { encoded: dcz.length, decoded: full.length });
  assert.ok(dcz.length < 0.7 * (await import('node:zlib')).gzipSync(full, { level: 9 }).length, `${dcz.length} B`);
  // The view the module serves is drawn (its numbers are timestep.test's).
  assert.match(await page.locator('#summary').innerText(), /Δt = [\d.]+ ns/);
  assert.deepEqual(errors, []);
  await context.close();
  // By hand: the body is the fixed header, the dictionary's SHA-256, then zstd with the first
  // module as its dictionary — decoded by the zstd command, the full module byte for byte.
  const hash = createHash('sha256').update(first).digest();
  const get = async (dictionary) => {
    const r = await fetch(`${env.url}web/pkg-full/dem_contact_web_bg.wasm`, { headers: { 'accept-encoding': 'gzip, dcz', ...(dictionary ? { 'available-dictionary': `:${dictionary.toString('base64')}:` } : {}) } });
    return { encoding: r.headers.get('content-encoding'), vary: r.headers.get('vary'), body: Buffer.from(await r.arrayBuffer()) };
  };
  const sent = await get(hash);
  assert.equal(sent.encoding, 'dcz');
  assert.match(sent.vary, /available-dictionary/);
  assert.deepEqual([...sent.body.subarray(0, 8)], [0x5e, 0x2a, 0x4d, 0x18, 0x20, 0, 0, 0]);
  assert.ok(sent.body.subarray(8, 40).equals(hash));
  const dict = `${site}web/pkg/dem_contact_web_bg.wasm`;
  assert.ok(execFileSync('zstd', ['-d', '-q', '-c', '-D', dict], { input: sent.body.subarray(40), maxBuffer: 1 << 26 }).equals(full));
  // Another dictionary, or none: the module whole (gzip).
  for (const other of [createHash('sha256').update('another build').digest(), null]) {
    assert.equal((await get(other)).encoding, 'gzip');
  }
  // The first module is a dictionary only at the address naming its content (index.html's).
  const html = await (await fetch(env.url)).text();
  const href = html.match(/href="(web\/pkg\/dem_contact_web_bg\.wasm\?v=[0-9a-f]{16})"/)[1];
  assert.equal(href.slice(-16), hash.toString('hex').slice(0, 16));
  const at = async (p) => (await fetch(env.url + p)).headers;
  assert.equal((await at(href)).get('use-as-dictionary'), 'match="/web/pkg-full/dem_contact_web_bg.wasm"');
  assert.match((await at(href)).get('cache-control'), /max-age=31536000/);
  assert.equal((await at('web/pkg/dem_contact_web_bg.wasm')).get('use-as-dictionary'), null);
  assert.equal((await at('web/pkg/dem_contact_web_bg.wasm?v=0000000000000000')).get('cache-control'), 'no-cache');
});
