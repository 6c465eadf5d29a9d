// End-to-end (issue 31): printing a worksheet before scrolling. The working behind each result
// and the restitution ↔ damping view come with the full module, which the first view loads
// when the view nears the screen; printing from the page (Ctrl+P, its Print… button) loads and
// draws them first, and a print from the browser's menu, which cannot wait, leaves out what is
// not drawn and says so — never "Loading the working…" placeholders or a blank chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);

/** Replaces window.print with a record of what the sheet would hold at that moment. */
async function catchPrint(page) {
  await page.evaluate(() => {
    // As the browser does: beforeprint, the sheet laid out, afterprint.
    window.print = () => {
      window.dispatchEvent(new Event('beforeprint'));
      const c = document.getElementById('plot-damping');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 600) ink++;
      const hows = [...document.querySelectorAll('#results details.how')];
      window.__printed = {
        placeholders: [...document.querySelectorAll('#outputs *')].filter((e) => e.children.length === 0 && /^Loading/.test(e.textContent) && e.getClientRects().length).length,
        hows: hows.length,
        open: hows.filter((h) => h.open && h.querySelector('.formula')?.textContent).length,
        relations: document.querySelectorAll('#relations tbody tr').length,
        ink,
        partial: document.documentElement.classList.contains('print-partial'),
      };
      window.dispatchEvent(new Event('afterprint'));
    };
  });
}

for (const how of ['Ctrl+P', 'the Print… button']) {
  test(`printing with ${how} before scrolling: the working, the restitution ↔ damping chart and its table drawn first`, async () => {
    const { page, context, errors } = await openPage(env.browser, env.url);
    // Nothing below the plots has come yet.
    assert.equal(await page.evaluate(() => window.__dem.fullMs), undefined);
    assert.equal(await page.locator('#results details.how.pending').count() > 5, true);
    await catchPrint(page);
    if (how === 'Ctrl+P') await page.keyboard.press('Control+p');
    else await page.click('#print-button');
    await page.waitForFunction(() => window.__printed, null, { timeout: 20000 });
    const p = await page.evaluate(() => window.__printed);
    assert.equal(p.placeholders, 0, JSON.stringify(p));
    assert.ok(p.hows >= 8 && p.open === p.hows, `every "how" open with its working: ${JSON.stringify(p)}`);
    assert.ok(p.relations >= 1, 'the relations table filled');
    assert.ok(p.ink > 2000, `the restitution ↔ damping chart drawn: ${p.ink} dark pixels`);
    assert.equal(p.partial, false);
    // The sheet as printed.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('#view').isVisible(), true);
    assert.equal(await page.locator('#print-button').isVisible(), false);
    if (how === 'Ctrl+P') await page.screenshot({ path: `${OUT}print-worksheet.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("printing from the browser's menu before the full module: what is not drawn is left out, the sheet says so, the next print has it", async () => {
  const { page, context, errors } = await openPage(env.browser, env.url);
  await catchPrint(page);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const sheet = await page.evaluate(() => ({
    view: getComputedStyle(document.getElementById('view')).display,
    pending: [...document.querySelectorAll('#results details.how.pending')].map((d) => [d.open, getComputedStyle(d).display]),
    note: document.getElementById('print-note')?.innerText,
    loading: [...document.querySelectorAll('#outputs *')].filter((e) => e.children.length === 0 && /^Loading/.test(e.textContent) && e.getClientRects().length).length,
  }));
  assert.equal(sheet.view, 'none', 'no blank chart and empty table');
  assert.ok(sheet.pending.length > 5 && sheet.pending.every(([open, display]) => !open && display === 'none'), JSON.stringify(sheet.pending));
  assert.equal(sheet.loading, 0);
  assert.match(sheet.note, /^Printed before the working .* had loaded: print with the page's Print… button, or Ctrl\+P, to include them\.$/);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.locator('#print-note').count(), 0);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('print-partial')), false);
  // The menu's print started the loading: the next one has everything.
  await page.waitForFunction(() => window.__dem.fullMs !== undefined && window.__dem.idle(), null, { timeout: 20000 });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  // The damping view is drawn a frame after the full module's first answer (idle() can come
  // first on a loaded machine): it must show within a few seconds, not only at once.
  await page.waitForFunction(() => getComputedStyle(document.getElementById('view')).display === 'block', null, { timeout: 10000 });
  assert.equal(await page.locator('#print-note').count(), 0);
  assert.ok(await page.locator('#results details.how[open] .formula').count() >= 8);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.deepEqual(errors, []);
  await context.close();
});
