// End-to-end: every page link of the README, and of the docs pages it links to, opened in the
// page. A link is a line of a code block that starts with `?key=` (or an iframe's `src`), or
// `?key=…` in backticks in the text; the comment lines right after it in its block (`# …`)
// state what the page then shows. Each link must open without an error — no script error, no
// message at a field, no error in a view's status — and every number stated beside it must be
// on the page, with its unit, to the digits written (−615.3 rad/s holds −615.26 rad/s).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage } from './helpers.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const env = useBrowser(new URL('./out/', import.meta.url).pathname);

/** README.md and every docs/*.md page it links to: [name, text]. */
export function documents() {
  const readme = readFileSync(`${ROOT}README.md`, 'utf8');
  const docs = [...new Set([...readme.matchAll(/\]\((docs\/[^)#]+\.md)/g)].map((m) => m[1]))];
  return [['README.md', readme], ...docs.map((d) => [d, readFileSync(ROOT + d, 'utf8')])];
}

const LINK = /^\?[A-Za-z_.]+=/;

/** The page links of a Markdown text: {at, query, stated}. */
export function pageLinks(name, text) {
  const links = [];
  let fenced = false;
  let last = null; // the last link of the current block, while comment lines may follow it
  text.split('\n').forEach((line, i) => {
    const at = `${name}:${i + 1}`;
    const t = line.trim();
    if (t.startsWith('```')) {
      fenced = !fenced;
      last = null;
      return;
    }
    if (fenced) {
      const src = t.match(/src="[^"?]*(\?[^"]+)"/);
      if (LINK.test(t)) links.push((last = { at, query: t, stated: [] }));
      else if (src && LINK.test(src[1])) links.push((last = { at, query: src[1].replaceAll('&amp;', '&'), stated: [] }));
      else if (last && t.startsWith('#')) last.stated.push(t.replace(/^#\s*/, ''));
      else last = null;
      return;
    }
    for (const m of line.matchAll(/`(\?[^`]+)`/g)) if (LINK.test(m[1])) links.push({ at, query: m[1], stated: [] });
  });
  return links;
}

const PREFIX = { n: 1e-9, µ: 1e-6, u: 1e-6, m: 1e-3, k: 1e3, M: 1e6, G: 1e9 };
const SUP = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+' };
const NUMBER = /([-−]?\d+(?:\.\d+)?)(?:[eE]([-+−]?\d+)|\s*×\s*10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?(?:\s*(?:([nµumkMG])?(rad\/s|m\/s|N·m|N\/m|Pa|N|m|s|J)(?![A-Za-z])|(°|%)))?/g;

/** The numbers of a text with their units, in SI: {si, unit, half (half the last digit
 * written, in SI), text}. */
export function numbers(text) {
  const out = [];
  for (const m of text.matchAll(NUMBER)) {
    const [whole, mant, exp1, exp2, prefix, base, other] = m;
    const before = text[m.index - 1];
    if (before && /[\p{L}\d_.]/u.test(before)) continue; // part of a name (r2, ω₁, v0)
    const exp = Number((exp1 ?? [...(exp2 ?? '0')].map((c) => SUP[c] ?? c).join('')).replace('−', '-'));
    const scale = PREFIX[prefix] ?? 1;
    const decimals = mant.split('.')[1]?.length ?? 0;
    const value = Number(mant.replace('−', '-')) * 10 ** exp;
    out.push({ si: value * scale, unit: base ?? other ?? '', half: 0.5 * 10 ** (exp - decimals) * scale, text: whole.trim() });
  }
  return out;
}

/** Whether a stated number is among those shown (the same unit, within its last digit). */
export function shown(stated, onPage) {
  return onPage.some((n) => n.unit === stated.unit && Math.abs(n.si - stated.si) <= stated.half * (1 + 1e-9) + 1e-300);
}

/** What is wrong on the page as a user reads it: field messages, an error status. */
function problems(page) {
  return page.evaluate(() => {
    const seen = (el) => el.offsetParent !== null && el.textContent.trim() !== '';
    const out = [];
    for (const el of document.querySelectorAll('.err')) if (seen(el)) out.push(`${el.id}: ${el.textContent.trim()}`);
    for (const el of document.querySelectorAll('[aria-invalid="true"]')) out.push(`${el.id} is marked invalid`);
    const status = document.getElementById('status');
    if (status?.classList.contains('bad') && seen(status)) out.push(`status: ${status.textContent.trim()}`);
    for (const el of document.querySelectorAll('.status')) {
      if (seen(el) && /error|missing|not taken|cannot/i.test(el.textContent)) out.push(`${el.id}: ${el.textContent.trim()}`);
    }
    return out;
  });
}

/** Waits until the page has computed what the link asks for (views computed in the worker
 * say "Computing…" meanwhile). */
async function settled(page) {
  const done = () => window.__dem.idle() && !/Computing…/.test(document.body.innerText);
  await page.waitForFunction(done, null, { timeout: 30000 });
  await page.waitForTimeout(300);
  await page.waitForFunction(done, null, { timeout: 30000 });
}

const LINKS = documents().flatMap(([name, text]) => pageLinks(name, text));

test('the README has page links, and some state what the page shows', () => {
  assert.ok(LINKS.length >= 6, JSON.stringify(LINKS));
  assert.ok(LINKS.filter((l) => l.stated.length).length >= 4, JSON.stringify(LINKS));
});

for (const link of LINKS) {
  test(`${link.at}: ${link.query.slice(0, 90)}`, async () => {
    const { page, context, errors } = await openPage(env.browser, `${env.url}${link.query}`);
    try {
      await settled(page);
      assert.deepEqual(errors, [], 'no script error');
      assert.deepEqual(await problems(page), [], 'no error on the page');
      const text = await page.evaluate(() => document.body.innerText);
      const onPage = numbers(text);
      const missing = link.stated.flatMap((s) => numbers(s)).filter((n) => !shown(n, onPage));
      assert.deepEqual(missing.map((n) => n.text), [], `stated beside the link but not on the page:\n${text.slice(0, 1500)}`);
    } finally {
      await context.close();
    }
  });
}

test('the checks can fail: a link that errs is caught', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?model=tsuji&rho1=2500&r1=1e-3&E1=63e9&nu1=0.2&v0=1&e=1.3`);
  try {
    await settled(page);
    assert.match((await problems(page)).join('\n'), /^e-err: e = 1\.3/m);
  } finally {
    await context.close();
  }
});

test('the checks can fail: a number not shown, a unit not shown', () => {
  const onPage = numbers('vt′/vt = 0.6845 · ω₁′ = −615.26 rad/s; t_c = 6.451 µs, 1.466 × 10⁻¹¹ kg·m²');
  assert.ok(shown(numbers('−615.3 rad/s')[0], onPage));
  assert.ok(!shown(numbers('−615.4 rad/s')[0], onPage));
  assert.ok(!shown(numbers('−615.3 m/s')[0], onPage));
  assert.ok(shown(numbers('6451 ns')[0], onPage));
  assert.ok(shown(numbers('6.4508e-6 s')[0], numbers('t_c = 6.4508 µs')));
  assert.ok(!shown(numbers('6.452 µs')[0], onPage));
  // Names with digits are not numbers; a link's comment lines are what it states.
  assert.deepEqual(numbers('r2, E2, ω₁, v0 = 2').map((n) => n.si), [2]);
  const doc = '```text\n?view=rolling&ro.mu_r=0.1\n# stops after 71.36 µm\n```\nand `?model=tsuji&e=0.9` inline, `?…` not';
  assert.deepEqual(pageLinks('x', doc).map((l) => [l.query, l.stated]),
    [['?view=rolling&ro.mu_r=0.1', ['stops after 71.36 µm']], ['?model=tsuji&e=0.9', []]]);
});
