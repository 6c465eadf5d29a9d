// End-to-end: links and history, embedding in another origin's page, exports against the
// CLI, keyboard-only use, the dark theme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { useBrowser, openPage, afterUpdate, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const BIN = new URL('../../target/debug/dem-contact', import.meta.url).pathname;
const cliText = (args) => execFileSync(BIN, args, { encoding: 'utf8' });
const env = useBrowser(OUT);
const text = (page, sel) => page.locator(sel).innerText();
const close = (a, b, scale = 0) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b), scale) + 1e-300;
function sameJson(a, b, path) {
  if (typeof a === 'number' && typeof b === 'number') return assert.ok(close(a, b), `${path}: page ${a}, CLI ${b}`);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return assert.equal(a, b, path);
  assert.equal(Array.isArray(a), Array.isArray(b), path);
  assert.deepEqual(Object.keys(a).sort(), Object.keys(b).sort(), path);
  for (const k of Object.keys(a)) sameJson(a[k], b[k], `${path}.${k}`);
}

test('a link reproduces the page; back and forward step through committed changes', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  await afterUpdate(page, () => page.selectOption('#model', 'tsuji'));
  await afterUpdate(page, () => page.selectOption('#end', 'force'));
  await afterUpdate(page, async () => { await page.fill('#v0', '3.5'); await page.locator('#v0').blur(); });
  const link = page.url();
  assert.match(link, /model=tsuji/);
  assert.match(link, /end=force/);
  assert.match(link, /v0=3\.5/);
  const shown = await text(page, '#results');
  // A fresh page from the link shows the same results.
  const again = await openPage(env.browser, link);
  assert.equal(await text(again.page, '#results'), shown);
  assert.equal(await again.page.inputValue('#end'), 'force');
  await again.context.close();
  // Back undoes the last committed change, forward redoes it.
  await afterUpdate(page, () => page.goBack());
  assert.doesNotMatch(page.url(), /v0=3\.5/);
  assert.equal(await page.inputValue('#end'), 'force');
  await afterUpdate(page, () => page.goBack());
  assert.equal(await page.inputValue('#end'), 'overlap');
  await afterUpdate(page, () => page.goForward());
  assert.equal(await page.inputValue('#end'), 'force');
  // Parameters are data: markup in a value is shown as text, never parsed.
  const hostile = `${env.url}?model=linear&v0=%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E`;
  const h = await openPage(env.browser, hostile);
  await h.page.waitForTimeout(100);
  assert.equal(await h.page.evaluate(() => window.__pwned), undefined);
  assert.equal(await h.page.locator('img[src=x]').count(), 0);
  assert.match(await text(h.page, '#v0-err'), /^v₀ = "<img src=x onerror=window.__pwned=1>": not a number/);
  await h.context.close();
  await context.close();
});

test('embed: the snippet loads in an iframe on another origin, with locked inputs', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?model=linear&m1=5&m2=5&k1=1e4&k2=1e4&v0=2&e=0.7&cmp=`);
  await page.click('#embed-button');
  await page.waitForSelector('#embed-dialog[open]');
  const snippet = await page.inputValue('#embed-code');
  // Every field written, cleared ones included; the height measured (or the fallback until it is).
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?model=linear&m1=5&m2=5&mass_rule=reduced&k1=1e4&k2=1e4&v0=2&g=&e=0\.7&local_damping=&end=overlap&cmp=&embed=1" data-dem-contact width="100%" height="\d+"/);
  await page.keyboard.press('Escape');
  const src = snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&') + '&lock=e';
  // A course page on another loopback port (another origin).
  const host = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><title>Course</title><h1>Week 3</h1><iframe id="calc" src="${src}" width="800" height="900"></iframe>`);
  });
  await new Promise((ok) => host.listen(0, '127.0.0.1', ok));
  const hostUrl = `http://127.0.0.1:${host.address().port}/`;
  assert.notEqual(new URL(hostUrl).origin, new URL(env.url).origin);
  const p2 = await context.newPage();
  const heights = [];
  await p2.exposeFunction('reportHeight', (h) => heights.push(h));
  await p2.addInitScript(() => window.addEventListener('message', (e) => e.data && e.data.demContactHeight && window.reportHeight(e.data.demContactHeight)));
  await p2.goto(hostUrl);
  const frame = p2.frameLocator('#calc');
  await frame.locator('#damping-value').waitFor();
  await p2.waitForFunction(() => true);
  const f = p2.frames().find((fr) => fr.url().startsWith(env.url));
  await f.waitForFunction(() => window.__dem && window.__dem.ready);
  assert.match(await frame.locator('#results').innerText(), /Restitution achieved e\s+0\.7/);
  assert.equal(await frame.locator('#e').isDisabled(), true);
  assert.equal(await frame.locator('.foot').isVisible(), false);
  assert.equal(await frame.locator('#full-link').isVisible(), true);
  assert.ok(heights.length > 0 && heights.every((h) => h > 500), `height messages: ${heights}`);
  await p2.screenshot({ path: `${OUT}embedded.png` });
  host.close();
  await context.close();
});

test('exports: every plotted series in the CSV, the scenario with its solution in the JSON (read back by the CLI and Open…), print-size SVG and PNG', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?model=hunt-crossley&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=&models=linear`, { acceptDownloads: true });
  const grab = async (sel) => {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click(sel)]);
    return { name: dl.suggestedFilename(), body: readFileSync(await dl.path()), path: await dl.path() };
  };
  const sc = { model: 'hunt-crossley', m1: '2.094e-3', k: '5.935e9', v0: '6.331', e: '0.9', mass_rule: 'reduced', end: 'overlap' };
  const scArgs = JSON.stringify(sc);
  // CSV: both series plotted (the model and the linear one compared), three labelled columns each.
  const csv = await grab('#export-csv');
  assert.equal(csv.name, 'dem-contact-curves.csv');
  const rows = csv.body.toString().trimEnd().split('\n');
  assert.equal(rows[0], '"t [s] (Hunt–Crossley)","overlap [m] (Hunt–Crossley)","force [N] (Hunt–Crossley)","t [s] (Linear spring–dashpot)","overlap [m] (Linear spring–dashpot)","force [N] (Linear spring–dashpot)"');
  assert.equal(rows.length, 401);
  // The first series' columns are the CLI's curves (400 samples), to 1e-12 of each column's scale.
  const cliCsv = cliText(['solve', '--scenario', scArgs, '--format', 'csv', '--curves', '400']).trimEnd().split('\n');
  const scale = [0, 1, 2].map((j) => Math.max(...cliCsv.slice(1).map((r) => Math.abs(Number(r.split(',')[j])))));
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i].split(',').slice(0, 3).map(Number), b = cliCsv[i].split(',').map(Number);
    a.forEach((x, j) => assert.ok(close(x, b[j], scale[j]), `CSV row ${i} column ${j}: page ${x}, CLI ${b[j]}`));
    assert.equal(rows[i].split(',').length, 6);
  }
  // JSON: {scenario, solution}; the solution is the CLI's, and the CLI reads the file back.
  const json = await grab('#export-json');
  const doc = JSON.parse(json.body.toString());
  assert.deepEqual(Object.keys(doc), ['scenario', 'solution', 'page']);
  // The page's own choices beside them (the CLI reads the scenario and leaves them).
  assert.deepEqual(doc.page, { cmp: [], models: ['linear'] });
  assert.equal(doc.scenario.model, 'hunt-crossley');
  assert.equal(doc.scenario.k, 5.935e9);
  sameJson(doc.solution, JSON.parse(cliText(['solve', '--scenario', scArgs])), 'json');
  sameJson(JSON.parse(cliText(['solve', '--scenario', json.path])), doc.solution, 'read back by the CLI');
  // Open… restores the page from the file.
  const shown = await text(page, '#results');
  await afterUpdate(page, () => page.fill('#v0', '2'));
  assert.notEqual(await text(page, '#results'), shown);
  await afterUpdate(page, () => page.setInputFiles('#open-file', json.path));
  assert.equal(await text(page, '#results'), shown);
  assert.equal(await page.inputValue('#v0'), '6.331');
  // It says so, and the message stays through the redraws that follow (the full module
  // loading, a resize) until the user changes something.
  const opened = `Opened ${json.path.split('/').pop()}.`;
  assert.equal(await text(page, '#status'), opened);
  await afterUpdate(page, () => page.setViewportSize({ width: 1200, height: 900 }));
  assert.equal(await text(page, '#status'), opened);
  await afterUpdate(page, () => page.setViewportSize({ width: 1280, height: 900 }));
  await afterUpdate(page, () => page.fill('#v0', '6.3310'));
  assert.equal(await text(page, '#status'), '');
  await afterUpdate(page, () => page.fill('#v0', '6.331'));
  // SVG: 480 × 384 px, so that its text prints at a readable size.
  const svg = await grab('#plot-force-time + figcaption + .fig-tools button:first-child');
  assert.equal(svg.name, 'dem-contact-force-time.svg');
  const s = svg.body.toString();
  assert.match(s, /^<svg[^>]*width="480"[^>]*height="384"/);
  assert.match(s, /Force F \[kN\]/);
  assert.match(s, /Time t \[µs\]/);
  assert.ok((s.match(/<polyline|<path/g) || []).length > 5, 'curves in the SVG');
  // Printed at its size (12.7 cm wide at 96 dpi) the smallest text is at least 9 pt (12 px).
  const sizes = [...s.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  assert.ok(sizes.length > 10 && Math.min(...sizes) >= 12, `SVG font sizes: ${[...new Set(sizes)]}`);
  // PNG: at least 1600 px wide (twice the size shown when that is larger).
  const png = await grab('#plot-force-time + figcaption + .fig-tools button:last-child');
  assert.deepEqual([...png.body.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  const width = png.body.readUInt32BE(16), height = png.body.readUInt32BE(20);
  const shownW = await page.$eval('#plot-force-time', (c) => c.clientWidth);
  assert.equal(width, Math.max(2 * shownW, 1600));
  assert.ok(height > 0.7 * width && height < 0.9 * width, `aspect of the chart: ${width} × ${height}`);
  await context.close();
});

test('units: values typed with units are read as SI, shown, kept in the link; a wrong dimension is an error at its field', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  const plain = await text(page, '#results');
  const type = (sel, v) => afterUpdate(page, async () => { await page.fill(sel, v); await page.locator(sel).blur(); });
  // seed 000 case 1 in other units: 5 kg, k1 = 1e4 N/m, 2 m/s. The results must not change.
  await type('#m1', '5000 g');
  await type('#k1', '10 kN/m');
  await type('#v0', '7.2 km/h');
  assert.equal(await text(page, '#m1-si'), '= 5 kg');
  assert.equal(await text(page, '#k1-si'), '= 10000 N/m');
  assert.equal(await text(page, '#v0-si'), '= 2 m/s');
  assert.equal(await page.locator('#m2-si').count(), 0, 'a bare number gets no "read as" line');
  assert.equal(await text(page, '#results'), plain);
  assert.match(page.url(), /m1=5000\+g/);
  const again = await openPage(env.browser, page.url());
  assert.equal(await again.page.inputValue('#k1'), '10 kN/m');
  assert.equal(await text(again.page, '#results'), plain);
  await again.context.close();
  // A different value in other units changes the results as the SI value would.
  await type('#m1', '2.5e3 g');
  const viaUnits = await text(page, '#results');
  await type('#m1', '2.5');
  assert.equal(await text(page, '#results'), viaUnits);
  assert.notEqual(viaUnits, plain);
  // Wrong dimensions and unknown units: the message at the field names it.
  await type('#m1', '5 m/s');
  assert.equal(await text(page, '#m1-err'), 'm₁ = "5 m/s": "m/s" is a speed (m/s), not a mass (kg)');
  assert.equal(await page.getAttribute('#m1', 'aria-invalid'), 'true');
  await type('#m1', '5');
  await type('#v0', '2 furlongs/s');
  assert.match(await text(page, '#v0-err'), /^v₀ = "2 furlongs\/s": .*"furlongs"/);
  await type('#v0', '2');
  // k of a Hertz-type model in N/m is refused, in N/m^1.5 accepted.
  await afterUpdate(page, () => page.selectOption('#model', 'tsuji'));
  await afterUpdate(page, () => page.selectOption('#k_mode', 'k'));
  await type('#k', '5 kN/m');
  assert.equal(await text(page, '#k-err'), 'k = "5 kN/m": the unit is N/m, but model tsuji with w = 1.5 takes k in N/m^1.5');
  await type('#k', '5 MN/m^1.5');
  assert.equal(await text(page, '#k-si'), '= 5 × 10⁶ N/m¹·⁵');
  assert.equal(await page.locator('#k-err').isHidden(), true);
  // The scheme replay's timestep takes a time unit.
  await afterUpdate(page, () => page.selectOption('#model', 'linear'));
  await afterUpdate(page, () => page.selectOption('#scheme', 'velocity-verlet'));
  await type('#dt', '1 ms');
  assert.equal(await text(page, '#dt-si'), '= 0.001 s');
  await type('#dt', '1 mm');
  assert.equal(await text(page, '#dt-err'), 'dt = "1 mm": "mm" is a length (m), not a time (s)');
  await context.close();
});

test('hover readout: the values under the pointer are the curve\'s, in the axis units', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  const box = await page.locator('#plot-force-time').boundingBox();
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5);
  await page.locator('#readout').waitFor({ state: 'visible' });
  const lines = (await text(page, '#readout')).split('\n');
  assert.equal(lines.length, 2, lines.join(' | '));
  // seed 000 case 1 in closed form (eq. 6–9): k = 5000 N/m, α = 0.5, v0 = 2 m/s, m = 2.5 kg
  // (reduced) and 5 kg (arithmetic mean); F = k ξ + c ξ̇.
  const force = (m, t) => {
    const k = 5000, a = 0.5, v0 = 2, w0 = Math.sqrt(k / m), b = a * w0, w = w0 * Math.sqrt(1 - a * a), c = 2 * a * Math.sqrt(m * k);
    const xi = (v0 / w) * Math.exp(-b * t) * Math.sin(w * t);
    const dxi = (v0 / w) * Math.exp(-b * t) * (w * Math.cos(w * t) - b * Math.sin(w * t));
    return k * xi + c * dxi;
  };
  for (const [line, label, m] of [[lines[0], 'reduced mass', 2.5], [lines[1], 'arithmetic mean', 5]]) {
    // Negative values are written with a minus sign (U+2212), not a hyphen.
    const g = line.match(/^(.*): ([−\d.]+) ms, ([−\d.]+) N$/);
    assert.ok(g, line);
    assert.equal(g[1], label);
    const t = Number(g[2].replace('−', '-')) / 1000, f = Number(g[3].replace('−', '-'));
    assert.ok(t > 0.03 && t < 0.09, line);
    // Both numbers are shown to 4 significant digits: 0.5 N covers the rounding of t and F.
    assert.ok(Math.abs(force(m, t) - f) < 0.5, `${line}: closed form ${force(m, t)} N`);
  }
  await page.mouse.move(box.x + 2, box.y + 2); // outside the plotting area
  assert.equal(await page.locator('#readout').isHidden(), true);
  await context.close();
});

test('keyboard only: tab to every input, change values, switch views with the arrow keys', async () => {
  const { page, context } = await openPage(env.browser, env.url + CASE1);
  const order = [];
  await page.focus('#tab-contact');
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
    order.push(id);
    if (id === 'v0') break;
  }
  for (const id of ['preset', 'model', 'm1', 'm2', 'mass_rule', 'k1', 'k2', 'v0']) assert.ok(order.includes(id), `${id} reachable by Tab: ${order}`);
  // Every visible input has a label tied to it.
  const unlabelled = await page.$$eval('#inputs input, #inputs select, #inputs textarea', (els) =>
    els.filter((e) => e.offsetParent && !(e.labels && e.labels.length) && !e.getAttribute('aria-label')).map((e) => e.id));
  assert.deepEqual(unlabelled, []);
  // The focused input has a visible focus ring.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none');
  await afterUpdate(page, async () => { await page.keyboard.press('Control+A'); await page.keyboard.type('4'); });
  assert.match(page.url(), /v0=4/);
  await page.focus('#tab-contact');
  await afterUpdate(page, () => page.keyboard.press('ArrowRight'));
  assert.equal(await page.locator('#view-timestep').isVisible(), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-timestep');
  await context.close();
});

test('dark theme follows the system setting; 360 px wide has no horizontal scrolling', async () => {
  const dark = await openPage(env.browser, env.url + CASE1, { colorScheme: 'dark' });
  const bg = await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(13, 17, 23)');
  const px = await dark.page.$eval('#plot-force-time', (c) => [...c.getContext('2d').getImageData(5, 5, 1, 1).data]);
  assert.deepEqual(px.slice(0, 3), [13, 17, 23]);
  await dark.page.screenshot({ path: `${OUT}dark.png` });
  await dark.context.close();
  const narrow = await openPage(env.browser, env.url + CASE1, { viewport: { width: 360, height: 800 } });
  assert.equal(await narrow.page.evaluate(() => document.documentElement.scrollWidth), 360);
  await narrow.page.screenshot({ path: `${OUT}narrow-360.png`, fullPage: true });
  await narrow.context.close();
});
