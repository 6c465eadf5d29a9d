// End-to-end: the page against hostile input. Its Content-Security-Policy is present and
// enforced (nothing inline, nothing from another origin); junk typed into every text input of
// both views, junk in the URL and extreme numbers are data — never markup, never code — and
// each gets either a sane answer or an error at its field, within seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, afterUpdate, CASE1 } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const ROOT = new URL('../../', import.meta.url);

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

// Typed into every text input. The numeric ones among them may be accepted (a finite number
// results); everything else must be refused at the field.
const LONG_DIGITS = '9'.repeat(100000); // a 100 000-digit number: overflows to infinity
const LONG_TEXT = 'x<'.repeat(50000); // 100 000 characters of junk
const HOSTILE = [
  '<script>window.__x=1</script>', '"><img src=x onerror=window.__x=1>', 'javascript:alert(1)',
  '1e999', '-1e308', '1e-400', 'NaN', 'Infinity', 'LONG', '0', '-0',
  '٣٫٥', '1,5', '5 furlongs', '%00', '{{7*7}}', '${7*7}',
];
const MAY_ACCEPT = new Set(['-1e308', '1e-400', '0', '-0']);
// Documented: E2 = inf is a rigid body 2, transition_force = inf never turns inelastic. A
// finite number too large for f64 (1e999, 100 000 nines) is not "inf", though.
const MAY_BE_INFINITE = new Set(['E2', 'transition_force']);
const show = (v) => (v.length > 40 ? `${JSON.stringify(v.slice(0, 12))}…(${v.length} chars)` : JSON.stringify(v));
// Where numbers are shown: no NaN, Infinity, undefined or null may appear there.
const TABLES = {
  contact: ['#results', '#compare', '#relations', '#scheme-table', '#damping-box', '#notes', '#code-box', '#codes-table'],
  timestep: ['#ts-dofs', '#ts-summary', '#ts-value', '#ts-governing', '#ts-replay', '#ts-verdict', '#ts-criteria', '#ts-pairs', '#ts-codes', '#ts-rules'],
  speed: ['#sw-answer', '#sw-held', '#sw-flat', '#sw-fit', '#sw-table', '#sw-points', '#sw-notes', '#summary'],
};
const STATUS = { contact: 'status', timestep: 'ts-status', speed: 'sw-status' };
const ROWS = { contact: '#results tbody tr', timestep: '#ts-summary tbody tr', speed: '#sw-table tbody tr' };
const NON_NUMBER = /\bNaN\b|Infinity|\bundefined\b|\bnull\b/;

/**
 * Opens the page in a fresh context, with a `securitypolicyviolation` listener installed
 * before any of the page's scripts; records requests, page and console errors and dialogs
 * (dismissed). Resolves once the calculator has drawn, with the time that took.
 */
async function openGuarded(url, options = {}, timeout = 10000) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation',
      (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample || ''}`.trim()), true);
  });
  const page = await context.newPage();
  const g = { context, page, requests: [], failed: {}, errors: [], dialogs: [], loadMs: NaN };
  page.on('request', (r) => g.requests.push(r.url()));
  page.on('requestfailed', (r) => { g.failed[r.url()] = r.failure()?.errorText; });
  page.on('pageerror', (e) => g.errors.push(`pageerror: ${e}`));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') g.errors.push(`console.${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('dialog', (d) => { g.dialogs.push(`${d.type()}: ${d.message()}`); d.dismiss().catch(() => {}); });
  const t0 = Date.now();
  g.response = await page.goto(url, { timeout });
  await page.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: Math.max(1, timeout - (Date.now() - t0)) });
  g.loadMs = Date.now() - t0;
  return g;
}

/** What the page shows now, in `view` ('contact', 'timestep' or 'speed'). */
function snapshot(page, view) {
  return page.evaluate(([view, tables, statusId, rowsSel]) => {
    // The form is shared by the views; errors show at its fields or in the view.
    const root = document.getElementById('main');
    const errs = [...root.querySelectorAll('.err')]
      .filter((e) => !e.hidden && !e.closest('.field')?.hidden)
      .map((e) => ({ id: e.id, text: e.textContent }));
    const status = document.getElementById(statusId);
    const shown = tables.map((s) => document.querySelector(s)).filter(Boolean)
      .map((el) => `${el.textContent} ${[...el.querySelectorAll('[title]')].map((t) => t.title).join(' ')}`).join('\n');
    return {
      errs,
      status: status.textContent,
      bad: status.classList.contains('bad'),
      shown,
      rows: document.querySelectorAll(rowsSel).length,
      executed: [window.__x, window.__inj, window.__pwned].some((v) => v !== undefined),
      // The page's own drawing (the timestep ladder) is the one SVG it makes.
      images: document.querySelectorAll('img, iframe, object, embed').length + [...document.querySelectorAll('svg')].filter((e) => e.id !== 'ts-ladder').length,
      polluted: ({}).x !== undefined || ({}).y !== undefined,
      violations: window.__violations.slice(),
      invalid: [...root.querySelectorAll('[aria-invalid=true]')].map((e) => e.id),
    };
  }, [view, TABLES[view], STATUS[view], ROWS[view]]);
}

/** Sets a text input's value as typing and leaving it would: `input`, then `change`. */
const typeInto = (page, id, value) => page.evaluate(([id, value]) => {
  const el = document.getElementById(id);
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}, [id, value]);

/** The text inputs (and textareas) of a view that are shown now, as {id, key}: the whole
 * form for the Contact view, the Timestep view's own fieldset for it (plus `also`). */
const visibleFields = (page, view, also = []) => page.$$eval('#inputs .field input:not([type=checkbox]), #inputs .field textarea',
  (els, [view, also]) => els.filter((e) => e.offsetParent !== null && !e.disabled && (view === 'contact' || e.closest('#ts-fields') || e.closest('#sw-fields') || also.includes(e.id)))
    .map((e) => ({ id: e.id, key: e.name })), [view, also]);
/** Opens the collapsed parts of the form (`<details>`), so that their inputs are shown. */
const openAll = (page) => page.evaluate(() => { for (const d of document.querySelectorAll('#inputs details')) d.open = true; });

/** A key as the page names it at its field (web/dom.js): ν₁ for nu1, ρ₂ for rho2, v₀ for v0. */
const symbol = (k) => k.replace(/^nu(?=\d$)/, 'ν').replace(/^rho(?=\d$)/, 'ρ').replace(/^([A-Za-zνρ])([0-2])$/, (m, a, d) => a + '₀₁₂'[d]);

test('Content-Security-Policy: sent and enforced; the page works under it and reaches nothing else', async () => {
  // Nothing inline that the policy would have to allow.
  const html = readFileSync(new URL('index.html', ROOT), 'utf8');
  const js = readFileSync(new URL('web/index.js', ROOT), 'utf8');
  assert.equal(html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1], CSP);
  assert.equal((html.match(/http-equiv="Content-Security-Policy"/g) || []).length, 1);
  for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g)) assert.match(tag, /^<script type="module" src="[^"]+"><\/script>$/);
  assert.doesNotMatch(html, /\sstyle\s*=|<style|\son[a-z]+\s*=|javascript:/i);
  assert.doesNotMatch(js, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|setAttribute\(\s*['"](style|on\w+)|\beval\(|new Function/);

  const g = await openGuarded(env.url, { acceptDownloads: true });
  const { page, context } = g;
  try {
    assert.equal(g.response.headers()['content-security-policy'], CSP, 'the server sends the same policy as a header');
    assert.equal(g.response.headers()['x-frame-options'], undefined, 'embeddable in another origin\'s iframe');
    // Use it: inputs, selects, both tabs, the embed dialog, every export, the hover readout, the dark theme.
    await afterUpdate(page, async () => { await page.fill('#v0', '3'); await page.locator('#v0').blur(); });
    await afterUpdate(page, () => page.selectOption('#model', 'hunt-crossley'));
    await afterUpdate(page, () => page.selectOption('#k_mode', 'material'));
    await afterUpdate(page, () => page.fill('#E1', '70 GPa'));
    await afterUpdate(page, () => page.selectOption('#scheme', 'velocity-verlet'));
    await afterUpdate(page, () => page.fill('#dt', '1 µs'));
    await afterUpdate(page, () => page.click('#tab-timestep'));
    await afterUpdate(page, () => page.fill('#ts-dt', '2 µs'));
    await afterUpdate(page, () => page.click('#tab-contact'));
    await page.click('#embed-button');
    await page.waitForSelector('#embed-dialog[open]');
    assert.match(await page.inputValue('#embed-code'), /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?[^"]*embed=1"/);
    await page.click('#embed-dialog button[value=close]');
    for (const sel of ['#export-csv', '#export-json', '#plot-force-time + figcaption + .fig-tools button:first-child', '#plot-force-time + figcaption + .fig-tools button:last-child']) {
      const [dl] = await Promise.all([page.waitForEvent('download'), page.click(sel)]);
      assert.ok(readFileSync(await dl.path()).length > 100, `${sel} downloads a file`);
    }
    const box = await page.locator('#plot-force-time').boundingBox();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await page.locator('#readout').waitFor({ state: 'visible' });
    assert.match(await page.locator('#readout').getAttribute('style'), /left: \d/);
    await page.mouse.move(0, 0);
    await afterUpdate(page, () => page.emulateMedia({ colorScheme: 'dark' }));
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(13, 17, 23)');
    await afterUpdate(page, () => page.emulateMedia({ colorScheme: 'light' }));
    const s = await snapshot(page, 'contact');
    assert.deepEqual(s.violations, [], 'no CSP violation while in use');
    assert.deepEqual(g.errors, [], 'no page or console errors');
    assert.deepEqual(g.dialogs, []);
    assert.equal(s.status, '');
    // Every request went to the page's own origin (blob: downloads are the page's own).
    const origin = new URL(env.url).origin;
    assert.deepEqual(g.requests.filter((r) => !r.startsWith('data:') && new URL(r).origin !== origin), []);
    const seen = g.requests.length;

    // Enforced: another origin cannot be reached, and no inline script, eval or style attribute runs.
    const probe = await page.evaluate(async () => {
      const out = {};
      try { await fetch('https://example.com/'); out.fetch = 'fetched'; } catch (e) { out.fetch = e.name; }
      const s = document.createElement('script');
      s.textContent = 'window.__inj = 1';
      document.head.append(s);
      // From a task of the page's own: code run by the DevTools protocol may eval.
      await new Promise((ok) => setTimeout(() => {
        try { out.eval = eval('1 + 1'); } catch (e) { out.eval = e.name; }
        try { out.fn = new Function('return 2')(); } catch (e) { out.fn = e.name; }
        ok();
      }));
      const div = document.createElement('div');
      div.setAttribute('style', 'color: rgb(1, 2, 3)');
      document.body.append(div);
      out.styled = getComputedStyle(div).color;
      div.remove();
      const img = new Image();
      await new Promise((ok) => { img.onload = img.onerror = ok; img.src = 'https://example.com/x.png'; });
      await new Promise((ok) => setTimeout(ok, 200)); // violation events are queued
      return { ...out, inj: window.__inj, violations: window.__violations.slice() };
    });
    assert.equal(probe.fetch, 'TypeError', 'fetch to another origin refused');
    assert.equal(probe.inj, undefined, 'injected inline script did not run');
    assert.equal(probe.eval, 'EvalError');
    assert.equal(probe.fn, 'EvalError');
    assert.notEqual(probe.styled, 'rgb(1, 2, 3)', 'an inline style attribute is not applied');
    const has = (re) => probe.violations.some((v) => re.test(v));
    assert.ok(has(/^connect-src https:\/\/example\.com/), probe.violations.join('\n'));
    assert.ok(has(/^script-src-elem inline/), probe.violations.join('\n'));
    assert.ok(has(/^script-src eval/), probe.violations.join('\n'));
    assert.ok(has(/^style-src-attr inline/), probe.violations.join('\n'));
    assert.ok(has(/^img-src https:\/\/example\.com\/x\.png/), probe.violations.join('\n'));
    // A request refused by the policy may be reported, as failed before it left the browser.
    for (const r of g.requests.slice(seen).filter((r) => new URL(r).origin !== origin)) {
      assert.match(g.failed[r] ?? 'not failed', /^csp$|BLOCKED_BY_CSP/i, `${r} was blocked by the policy`);
    }
    assert.deepEqual(g.dialogs, []);
  } finally {
    await context.close();
  }
});

// Each group switches the selects to a mode and types HOSTILE into every text input shown
// there that no earlier group has had, plus `retest` (inputs whose meaning the mode changes).
const CONTACT_GROUPS = [
  { selects: [], retest: [] },
  { selects: [['m_mode', 'density']], retest: [] },
  { selects: [['m_mode', 'mass'], ['k_mode', 'k']], retest: [] },
  { selects: [['k_mode', 'material']], retest: ['r1', 'r2'] },
  { selects: [['k_mode', 'series'], ['v_mode', 'h0']], retest: ['g'] },
  { selects: [['v_mode', 'v0'], ['d_mode', 'e']], retest: [] },
  { selects: [['model', 'tsuji']], retest: ['k', 'e'] },
  { selects: [['model', 'hunt-crossley']], retest: ['k', 'e'] },
  { selects: [['model', 'power-law'], ['d_mode', 'damping']], retest: ['w', 'damping'] },
  { selects: [['model', 'power-function'], ['d_mode', 'damping'], ['k_mode', 'series']], retest: ['damping', 'k1', 'g'] },
  { selects: [['model', 'hertz']], retest: ['k', 'v0', 'm1'] },
  { selects: [['model', 'linear'], ['scheme', 'velocity-verlet']], fill: [['dt', '1e-4']], retest: [] },
  { selects: [['scheme', 'teufelsbauer2008']], retest: ['dt', 't_end'] },
  // A DEM code's own inputs: Yade's contact time, Chrono's characteristic velocity.
  { selects: [['scheme', ''], ['m_mode', 'mass'], ['d_mode', 'e'], ['code', 'yade-viscel']], fill: [['tc', '1e-3']], retest: ['e'] },
  // MercuryDPM's mass its species is tuned for.
  { selects: [['code', 'mercurydpm-linear']], fill: [['tc', '1e-3']], retest: ['tuning_mass'] },
  { selects: [['code', 'chrono-smc-hooke'], ['k_mode', 'material']], retest: ['E1'] },
  // MercuryDPM's species tuned for one mass (issue 31).
  { selects: [['code', 'mercurydpm-linear']], retest: ['tuning_mass'] },
];
// The Timestep view shares the form: its own fieldset, and the pair's fields that change its
// meaning (glass beads from the material, the Tsuji damping from e).
// The e(v₀) view: its range and the measurement table (glass beads, viscoelastic).
const SPEED_GROUPS = [
  { selects: [], retest: [] },
];
const TIMESTEP_GROUPS = [
  { selects: [], retest: [] },
  { selects: [['ts-packing', 'hexagonal']], retest: ['ts-kn'] },
  { selects: [['ts-packing', 'custom']], retest: [] },
  { selects: [['ts-packing', 'face-centred-cubic'], ['m_mode', 'density'], ['k_mode', 'material'], ['model', 'tsuji'], ['d_mode', 'e']],
    also: ['r1', 'rho1', 'E1', 'nu1', 'v0', 'e'], retest: ['ts-r_min', 'ts-r_max', 'ts-rayleigh_fraction', 'ts-dt'] },
];

/**
 * Types every hostile value into every field of `groups` in `view`. Returns the ids covered
 * and the failures, grouped: problem → the inputs (and modes) where it happened, and one
 * example. Stops (with a failure) if the page stops redrawing.
 */
async function sweep(view, groups) {
  const g = await openGuarded(env.url + CASE1);
  const { page } = g;
  const failures = new Map();
  const covered = new Set();
  let where = '';
  const fail = (problem, example = '') => {
    const key = `${view}: ${problem}`;
    if (!failures.has(key)) failures.set(key, { at: [], example });
    failures.get(key).at.push(where);
  };
  let errorsSeen = 0;
  const check = (value, s) => {
    if (s.executed) fail('a script ran');
    if (s.images) fail('image, svg, iframe or object elements appeared');
    if (s.polluted) fail('Object.prototype polluted');
    if (s.violations.length) fail('CSP violations', s.violations.join('; '));
    if (g.dialogs.length) fail('dialogs', g.dialogs.splice(0).join('; '));
    if (g.errors.length > errorsSeen) { fail('page or console errors', g.errors.slice(errorsSeen).join('; ')); errorsSeen = g.errors.length; }
    if (/^Error:/.test(s.status)) fail(`an error not at any field for ${show(value)}`, s.status.slice(0, 200));
    const bad = s.shown.match(NON_NUMBER);
    if (bad) fail(`"${bad[0]}" shown in the results`, `…${s.shown.slice(Math.max(0, bad.index - 80), bad.index + 40)}…`);
  };
  try {
    if (view !== 'contact') await afterUpdate(page, () => page.click(`#tab-${view}`));
    await openAll(page);
    for (const { selects, fill = [], retest, also = [] } of groups) {
      for (const [id, value] of selects) await afterUpdate(page, () => page.selectOption(`#${id}`, value));
      for (const [id, value] of fill) await afterUpdate(page, () => typeInto(page, id, value));
      const mode = selects.map(([id, v]) => `${id}=${v}`).join(', ') || 'defaults';
      const base = await snapshot(page, view);
      assert.deepEqual([base.errs, base.bad], [[], false], `${view} ${mode}: the starting point is valid`);
      const fields = (await visibleFields(page, view, also)).filter((f) => !covered.has(f.id) || retest.includes(f.id) || also.includes(f.id));
      for (const r of retest) assert.ok(fields.some((f) => f.id === r), `${view} ${mode}: ${r} is shown`);
      for (const [n, { id, key }] of fields.entries()) {
        covered.add(id);
        const original = await page.inputValue(`#${id}`);
        for (const raw of HOSTILE) {
          const value = raw === 'LONG' ? (n % 2 ? LONG_TEXT : LONG_DIGITS) : raw;
          where = `${id} (${mode})`;
          const t0 = Date.now();
          try {
            await afterUpdate(page, () => typeInto(page, id, value));
          } catch (e) {
            fail(`no redraw within 10 s after ${show(value)}`, e.message.split('\n')[0]);
            return { failures, covered };
          }
          const ms = Date.now() - t0;
          if (ms > 5000) fail(`redraw took > 5 s for ${show(value)}`, `${ms} ms`);
          const s = await snapshot(page, view);
          check(value, s);
          const own = s.errs.find((e) => e.id === `${id}-err`);
          const others = s.errs.filter((e) => e.id !== `${id}-err`);
          if (own) {
            // The key, or the key with a row or line of a table (`measured[2].e`, `measured, line 3`).
            if (![' ', ':', '[', ','].some((c) => [key, symbol(key)].some((k) => own.text.startsWith(`${k}${c}`)))) fail(`the error for ${show(value)} does not start with the key`, own.text.slice(0, 200));
            if (!s.invalid.includes(id)) fail('error shown but the input lacks aria-invalid="true"', show(value));
            if (others.length) fail(`errors at other fields too for ${show(value)}`, others.map((e) => e.text.slice(0, 120)).join('; '));
            // The message may quote the text typed, but should not bury it in digits.
            if (own.text.length > value.length + 250) fail(`a ${own.text.length > 1000 ? 'huge' : 'long'} message for ${show(value)}`, `${own.text.slice(0, 100)}… (${own.text.length} characters)`);
          } else if (others.length || s.bad) {
            fail(`the error for ${show(value)} is not at the input typed into`, others.map((e) => `${e.id}: ${e.text.slice(0, 160)}`).join('; ') || s.status.slice(0, 200));
          } else if (!MAY_ACCEPT.has(value) && !(value === 'Infinity' && MAY_BE_INFINITE.has(key))) {
            fail(`${show(value)} accepted (no error anywhere)`);
          } else if (s.rows === 0) {
            fail(`${show(value)} accepted, but no results shown`);
          }
        }
        await afterUpdate(page, () => typeInto(page, id, original));
        const back = await snapshot(page, view);
        where = `${id} (${mode})`;
        if (back.errs.length || back.bad) fail(`restoring ${show(original)} leaves an error`, `${JSON.stringify(back.errs)} ${back.status}`);
      }
    }
    where = 'the whole sweep';
    const origin = new URL(env.url).origin;
    const away = g.requests.filter((r) => !r.startsWith('data:') && new URL(r).origin !== origin);
    if (away.length) fail('requests to another origin', away.slice(0, 5).join(' '));
    return { failures, covered };
  } finally {
    await g.context.close();
  }
}

test('hostile values typed into every text input of every view: refused at the field or a sane number; nothing runs', async () => {
  const t0 = Date.now();
  // The two views in two pages at once (each sweep is mostly waiting for frames).
  const settled = await Promise.allSettled([sweep('contact', CONTACT_GROUPS), sweep('timestep', TIMESTEP_GROUPS), sweep('speed', SPEED_GROUPS)]);
  for (const r of settled) if (r.status === 'rejected') throw r.reason;
  const [contact, timestep, speed] = settled.map((r) => r.value);
  // Every text input of the page was exercised.
  const { page, context } = await openGuarded(env.url);
  const all = await page.$$eval('#inputs .field input:not([type=checkbox]), #inputs .field textarea', (els) => els.map((e) => e.id));
  await context.close();
  const covered = new Set([...contact.covered, ...timestep.covered, ...speed.covered]);
  assert.deepEqual(all.filter((id) => !covered.has(id)), [], 'inputs never exercised');
  const failures = [...contact.failures, ...timestep.failures, ...speed.failures]
    .map(([problem, { at, example }]) => `${problem} — at ${at.length > 6 ? `${at.slice(0, 6).join(', ')} and ${at.length - 6} more` : at.join(', ')}${example ? ` — e.g. ${example}` : ''}`);
  console.log(`${covered.size} inputs × ${HOSTILE.length} values in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  assert.deepEqual(failures, [], `${failures.length} kinds of failure`);
});

// Known parameters (anything else must be dropped when the page tidies its address).
const KNOWN = /^(model|mass_rule|end|formula|linear_k|m1|m2|rho1|rho2|r1|r2|k1|k2|k|E1|nu1|E2|nu2|v0|h0|e|damping|local_damping|code|version|limit|tc|tuning_mass|v_char|absolute_damping|vt|angle|speed|omega1|omega2|mu|tangential|kt|kt_ratio|tangential_damping|dim|w|p|g|transition_force|cmp|models|scheme|dt|t_end|view|embed|lock|ts\.[a-z_]+|sw\.(from|to|measured))$/;

test('hostile URL parameters: loaded in < 10 s, nothing runs or pollutes, junk parameters dropped', async () => {
  let seed = 12345;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  const junk = (n) => Array.from({ length: n }, () => '<>"\'&%=;{}$ aZ09é٣'[rnd() % 18]).map(encodeURIComponent).join('');
  const many = [];
  for (let i = 0; i < 5000; i++) many.push(`p${i}=${junk(8)}`);
  for (let i = 0; i < 300; i++) many.push(`m1=${7 + i}`, 'model=tsuji', `e=0.${8 - (i % 2)}`, 'ts.r=2e-3', `v0=${junk(3)}`);
  // A key given more than once is refused, as the CLI refuses it (at the first such key's
  // field, v0's); a link with numbers means its keys (k given).
  many.unshift('v0=3', 'k=9.783e8');
  const cases = [
    ['?model=<script>alert(1)</script>', 'results'],
    ['?v0=%3Csvg%20onload%3Dalert(1)%3E', 'v0'],
    ['?embed=1&lock=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'results'],
    ['?view=<b>x</b>', 'results'],
    ['?m1=1e999&k=-1&e=NaN', 'm1'],
    ['?__proto__[x]=1&constructor[prototype][y]=1&__proto__.x=1&toString=1&hasOwnProperty=1', 'results'],
    [`?${many.join('&')}`, 'v0', 'short'], // ~160 KB; m1, model, e and v0 given 300 times
    [`?m1=3&k=1e4&v0=1&e=0.5&zz=${'A'.repeat(100000)}`, 'results', 'short'], // ~100 KB
    [`?v0=${'1'.repeat(100000)}`, 'v0'],
    ['?cmp=__proto__,constructor&models=<i>x</i>,tsuji&scheme=javascript:alert(1)&dt=%00&ts.dim=<x>&ts.packing=constructor&ts.contacts=[{"normal":{"__proto__":1}}]', 'results'],
  ];
  for (const [query, expect, short] of cases) {
    const label = query.length > 100 ? `${query.slice(0, 60)}… (${query.length} chars)` : query;
    let g;
    try {
      g = await openGuarded(env.url + query);
    } catch (e) {
      assert.fail(`${label}: did not load within 10 s: ${e.message.split('\n')[0]}`);
    }
    const { page, context } = g;
    try {
      assert.equal(g.response.status(), 200, label);
      assert.ok(g.loadMs < 10000, `${label}: ${g.loadMs} ms`);
      await page.waitForFunction(() => window.__dem.idle());
      const s = await snapshot(page, 'contact');
      assert.equal(s.executed, false, label);
      assert.equal(s.images, 0, label);
      assert.equal(s.polluted, false, `${label}: Object.prototype polluted`);
      assert.equal(await page.evaluate(() => Object.prototype.x === undefined && typeof Object.prototype.toString === 'function'), true, label);
      assert.deepEqual(s.violations, [], label);
      assert.deepEqual(g.dialogs, [], label);
      assert.deepEqual(g.errors, [], label);
      assert.deepEqual(g.requests.filter((r) => !r.startsWith('data:') && new URL(r).origin !== new URL(env.url).origin), [], label);
      assert.doesNotMatch(s.status, /^Error:/, label);
      assert.doesNotMatch(s.shown, NON_NUMBER, label);
      if (expect === 'results') {
        assert.deepEqual(s.errs, [], `${label}: ${JSON.stringify(s.errs).slice(0, 300)}`);
        assert.equal(s.bad, false, `${label}: ${s.status}`);
        assert.ok(s.rows > 5, `${label}: results shown`);
      } else {
        assert.ok(s.errs.some((e) => e.id === `${expect}-err` && [expect, symbol(expect)].some((k) => e.text.startsWith(`${k} `) || e.text.startsWith(`${k}:`))), `${label}: error at ${expect}: ${JSON.stringify(s.errs).slice(0, 300)}`);
        assert.equal(s.bad, true, label);
      }
      // The tidied address keeps only the page's own keys.
      const unknown = [...new URL(page.url()).searchParams.keys()].filter((k) => !KNOWN.test(k));
      assert.deepEqual([...new Set(unknown)], [], `${label}: the address keeps unknown parameters`);
      if (short) assert.ok(page.url().length < 2000, `${label}: tidied address ${page.url().length} chars`);
    } finally {
      await context.close();
    }
  }
});

test('extreme but valid numbers: an error at a field or finite results, each redraw in < 5 s', async () => {
  const g = await openGuarded(env.url + CASE1);
  const { page, context } = g;
  // [[select, value] or [input, value, 'type'] to set first, [field, value]...]
  const steps = [
    [[], ['m1', '1e300'], ['m1', '1e-300'], ['m2', '1e-300'], ['k1', '1e300'], ['k1', '1e-300'], ['k2', '1e300'], ['v0', '1e300'], ['v0', '1e-300'],
      ['damping', '1e6'], ['damping', '1e-300'], ['g', '1e300'], ['g', '-1e300'], ['g', '1e-300']],
    [[['m_mode', 'density']], ['rho1', '1e300'], ['rho1', '1e-300'], ['r1', '1e300'], ['r1', '1e-300']],
    [[['m_mode', 'mass'], ['model', 'tsuji'], ['k_mode', 'material']], ['E1', '1e300'], ['E1', '1e-300'], ['nu1', '0.5'], ['nu1', '-0.999999'], ['r1', '1e-300'], ['r2', '1e300']],
    [[['k_mode', 'k'], ['model', 'hunt-crossley'], ['d_mode', 'e']], ['k', '1e300'], ['k', '1e-300'], ['e', '1e-300'], ['e', '0.9999999999999999'], ['w', '1e-300'], ['w', '1e300'], ['w', '100']],
    [[['model', 'power-law']], ['p', '1e300'], ['p', '-1e300'], ['w', '10']],
    [[['model', 'power-function'], ['d_mode', 'damping']], ['transition_force', '1e-300'], ['transition_force', '1e300'], ['damping', '1e6'], ['damping', '1e-300'], ['g', '1e300']],
    [[['model', 'linear'], ['v_mode', 'h0']], ['h0', '1e300'], ['h0', '1e-300'], ['g', '1e300']],
    [[['v_mode', 'v0'], ['scheme', 'velocity-verlet'], ['dt', '1e-4', 'type']], ['dt', '1e-300'], ['dt', '1e300'], ['t_end', '1e300'], ['t_end', '1e-300'], ['dt', '1e-9']],
  ];
  const failures = [];
  const run = async (view, id, value, mode, misleading) => {
    const t0 = Date.now();
    try {
      await afterUpdate(page, () => typeInto(page, id, value));
    } catch {
      failures.push(`${id} = ${show(value)} (${mode}): no redraw within 10 s`);
      return false;
    }
    const ms = Date.now() - t0;
    const s = await snapshot(page, view);
    const where = `${id} = ${show(value)} (${mode}), ${ms} ms`;
    if (ms > 5000) failures.push(`${where}: too slow`);
    if (s.bad && s.errs.length === 0) failures.push(`${where}: an error not at any field: ${s.status.slice(0, 200)}`);
    else if (!s.bad && s.rows === 0) failures.push(`${where}: neither results nor an error`);
    else if (/^Error:/.test(s.status)) failures.push(`${where}: the page shows "${s.status.slice(0, 200)}"`);
    if (misleading && s.errs.some((e) => misleading.test(e.text))) failures.push(`${where}: a misleading message: ${s.errs.map((e) => e.text).join('; ')}`);
    const bad = s.shown.match(NON_NUMBER);
    if (bad) failures.push(`${where}: "${bad[0]}" in the results: …${s.shown.slice(Math.max(0, bad.index - 80), bad.index + 40)}…`);
    if (g.errors.length) failures.push(`${where}: ${g.errors.splice(0).join('; ')}`);
    return true;
  };
  try {
    for (const [selects, ...fields] of steps) {
      for (const [id, value, type] of selects) await afterUpdate(page, () => (type ? typeInto(page, id, value) : page.selectOption(`#${id}`, value)));
      const mode = selects.map(([id, v]) => `${id}=${v}`).join(', ') || 'defaults';
      for (const [id, value] of fields) {
        const original = await page.inputValue(`#${id}`);
        if (!(await run('contact', id, value, mode))) return;
        await afterUpdate(page, () => typeInto(page, id, original));
      }
    }
    await afterUpdate(page, () => page.click('#tab-timestep'));
    await openAll(page);
    const ts = [
      [[['model', 'linear'], ['d_mode', 'damping'], ['k_mode', 'series'], ['m_mode', 'mass']], ['ts-kn', '1e300'], ['ts-kn', '1e-300'], ['ts-ks', '1e300'], ['ts-ks_ratio', '1e300'],
        ['ts-kn_rot', '1e300'], ['ts-v_max', '1e300'], ['ts-v_max', '1e-300'], ['ts-a_max', '1e300'],
        ['ts-epsilon', '1e-300'], ['ts-safety_factor', '1e300'], ['ts-safety_factor', '1e-300'], ['ts-dt', '1e300'], ['ts-dt', '1e-300'],
        ['m1', '1e300'], ['m1', '1e-300'], ['k1', '1e300'], ['k1', '1e-300'], ['damping', '1e6']],
      [[['m_mode', 'density'], ['k_mode', 'material'], ['model', 'tsuji'], ['d_mode', 'e']], ['r1', '1e300'], ['r1', '1e-300'], ['rho1', '1e300'], ['rho1', '1e-300'],
        ['E1', '1e300'], ['E1', '1e-300'], ['nu1', '0.4999999'], ['v0', '1e300'], ['v0', '1e-300'], ['e', '1e-300'], ['ts-rayleigh_fraction', '1e-300'], ['ts-r_min', '1e-300'], ['ts-r_max', '1e300']],
      // A normal of length 1e300 is a direction like any other (only its norm overflows).
      [[['ts-packing', 'custom']], ['ts-contacts', '[{"normal": [1e300, 0, 0], "point": [0.001, 0, 0], "kn": 1e5}]', /non-zero normal/],
        ['ts-contacts', '[{"normal": [1, 0, 0], "point": [1e-300, 0, 0], "kn": 1e300, "ks": 1e-300}]'],
        ['ts-contacts', `[${Array.from({ length: 2000 }, (_, i) => `{"normal": [${Math.cos(i)}, ${Math.sin(i)}, 0], "point": [0.001, 0, 0], "kn": 1e5}`).join(',')}]`],
        // Rotational springs only: nothing holds the body in place.
        ['ts-contacts', '[{"normal": [1, 0, 0], "point": [0.001, 0, 0], "kn": 0, "ks": 0, "kn_rot": 5}]']],
    ];
    for (const [selects, ...fields] of ts) {
      for (const [id, value] of selects) await afterUpdate(page, () => page.selectOption(`#${id}`, value));
      const mode = selects.map(([id, v]) => `${id}=${v}`).join(', ') || 'timestep defaults';
      for (const [id, value, misleading] of fields) {
        const original = await page.inputValue(`#${id}`);
        if (!(await run('timestep', id, value, mode, misleading))) return;
        await afterUpdate(page, () => typeInto(page, id, original));
      }
    }
  } finally {
    await context.close();
    assert.deepEqual(failures, [], `${failures.length} failures`);
  }
});

test('a scheme chosen before its timestep: Δt is reported missing at its field, not as "NaN"', async () => {
  const g = await openGuarded(env.url + CASE1);
  try {
    await afterUpdate(g.page, () => g.page.selectOption('#scheme', 'velocity-verlet'));
    const s = await snapshot(g.page, 'contact');
    const dt = s.errs.find((e) => e.id === 'dt-err');
    assert.ok(dt, `an error at dt: ${JSON.stringify(s.errs)}`);
    assert.match(dt.text, /^dt\b/);
    assert.doesNotMatch(dt.text, /NaN/, 'the user typed no NaN');
  } finally {
    await g.context.close();
  }
});
