// End-to-end (issue 31, item 6): the smaller things users hit — the Timestep ladder's label of
// a code's own check keeps the code's name; a code's e field says it holds the restitution
// wanted; every disabled option says why; the rolling stiffnesses have hints; no empty
// heading for the code's own inputs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, afterUpdate, chooseCode, cutSelects } from './helpers.mjs';

const OUT = new URL('./out/', import.meta.url).pathname;
const env = useBrowser(OUT);
const GLASS = 'rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8';

test("the Timestep ladder: a code's own check named in full, every label inside the drawing, no link inside it", async () => {
  for (const width of [390, 1280]) {
    const { page, context, errors } = await openPage(env.browser, `${env.url}?view=timestep&${GLASS}`, { viewport: { width, height: 900 } });
    for (const [id, code] of [['mercurydpm-hertzian', 'MercuryDPM'], ['liggghts-hertz', 'LIGGGHTS'], ['yade-hertz-mindlin', 'Yade'], ['edem-hertz-mindlin', 'EDEM']]) {
      await page.goto(`${env.url}?view=timestep&code=${id}&${GLASS}`);
      await page.waitForFunction(() => window.__dem?.ready && document.querySelectorAll('#ts-ladder text.label').length > 3, null, { timeout: 20000 });
      const labels = await page.$$eval('#ts-ladder text.label', (ts) => {
        const svg = document.getElementById('ts-ladder').getBoundingClientRect();
        // What is drawn: the text's own rendered length, not its DOM text (a link inside SVG
        // text is in the DOM but not drawn).
        return ts.map((t) => ({ text: t.textContent, drawn: t.getComputedTextLength(), left: t.getBoundingClientRect().left - svg.left, right: t.getBoundingClientRect().right - svg.left, width: svg.width, kids: t.children.length }));
      });
      const own = labels.find((l) => l.text.includes('own check'));
      assert.match(own?.text ?? '', new RegExp(`^${code}'s own check \\d`), `${width} px ${id}: ${JSON.stringify(labels)}`);
      for (const l of labels) {
        assert.equal(l.kids, 0, `${l.text}: nothing inside the label`);
        assert.ok(l.left >= 0 && l.right <= l.width + 0.5, `${width} px ${id}: "${l.text}" from ${l.left} to ${l.right} of ${l.width}`);
      }
      // The code's name is drawn: the label is as long as its text in that font.
      const ratio = own.drawn / own.text.length;
      const plain = labels.find((l) => l.text.startsWith('Rayleigh'));
      assert.ok(Math.abs(ratio - plain.drawn / plain.text.length) < 2.5, `${id}: ${own.drawn} px for ${own.text.length} characters`);
    }
    // Citations are linked in the page's text, never inside a drawing.
    assert.equal(await page.locator('svg a').count(), 0);
    if (width === 390) await page.locator('#ts-ladder').screenshot({ path: `${OUT}ladder-390.png` });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test("a code's e field holds the restitution wanted, never what to type (LAMMPS tsuji without √2: 0.8 wanted, 0.72923 to type)", async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}`);
  await chooseCode(page, 'lammps-hertz-tsuji-pre2026');
  assert.equal(await page.locator('label[for=e]').innerText(), "Restitution you want, e (what to type as pair_coeff's e is in the results)");
  assert.equal(await page.inputValue('#e'), '0.8');
  assert.match(await page.locator('#code-answer').innerText(), /^Type e = 0\.72923 into LAMMPS/);
  for (const [id, name] of [['liggghts-hertz', 'coefficientRestitution'], ['yade-viscel', 'en'], ['mercurydpm-linear', 'restitutionCoefficient'], ['chrono-smc-hertz', 'SetRestitution'], ['edem-hertz-mindlin', 'Coefficient of Restitution (interaction)']]) {
    await chooseCode(page, id);
    assert.equal(await page.locator('label[for=e]').innerText(), `Restitution you want, e (what to type as ${name} is in the results)`, id);
  }
  // PFC takes its damping ratio: the e field already said so.
  await chooseCode(page, 'pfc-hertz');
  assert.equal(await page.locator('label[for=e]').innerText(), 'restitution you want (PFC takes dp_nratio)');
  await context.close();
});

test('every disabled option says why, in its text and its title, and still fits its box: every model, every code', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?${GLASS}`);
  const disabled = () => page.$$eval('#inputs select option:disabled', (os) => os.map((o) => ({ select: o.parentElement.id, text: o.text, title: o.title })));
  const seen = [];
  const cut = [];
  const models = await page.$$eval('#model option', (os) => os.map((o) => o.value));
  for (const m of models) {
    await afterUpdate(page, () => page.selectOption('#model', m));
    seen.push(...(await disabled()).map((o) => ({ ...o, where: m })));
    cut.push(...(await cutSelects(page)).map((c) => `${m}: ${c}`));
  }
  const codes = await page.evaluate(async () => { document.getElementById('code').focus(); return null; });
  await page.waitForSelector('#code option[value="pfc-linear"]', { state: 'attached', timeout: 10000 });
  for (const id of await page.$$eval('#code option', (os) => os.map((o) => o.value).filter(Boolean))) {
    await chooseCode(page, id);
    seen.push(...(await disabled()).map((o) => ({ ...o, where: id })));
    cut.push(...(await cutSelects(page)).map((c) => `${id}: ${c}`));
  }
  // Every option of every select shown fits its box (1280 px: the form's column).
  assert.deepEqual([...new Set(cut)], []);
  assert.equal(codes, null);
  assert.ok(seen.length > 20, `disabled options seen: ${seen.length}`);
  for (const o of seen) {
    assert.match(o.text, /\((linear only|not this model|not taken|takes e)\)$/, `${o.where}: ${o.select} "${o.text}"`);
    assert.ok(o.title.length > 20 && /\.$/.test(o.title), `${o.where}: ${o.select} "${o.text}" has no reason: "${o.title}"`);
  }
  // Examples, written out.
  const ex = (where, select) => seen.find((o) => o.where === where && o.select === select);
  assert.deepEqual(ex('tsuji', 'k_mode'), { select: 'k_mode', text: 'k₁ and k₂ in series (linear only)', title: "Two springs in series make a linear spring: Hertz with Tsuji's dashpot takes k or the material.", where: 'tsuji' });
  assert.equal(ex('liggghts-hertz', 'd_mode').text, 'its own constant (takes e)');
  await context.close();
});

test('the Timestep view: the rolling stiffnesses have hints with what they are; no fieldset shows a heading without a field', async () => {
  const { page, context } = await openPage(env.browser, `${env.url}?view=timestep&${GLASS}`);
  await page.waitForFunction(() => document.getElementById('ts-value')?.textContent, null, { timeout: 20000 });
  await page.click('#ts-more summary');
  for (const [id, words] of [['kn_rot', /twist about the contact normal/], ['ks_rot', /rolling about each tangent axis/]]) {
    const hint = page.locator(`#ts-${id}-hint`);
    assert.equal(await hint.isVisible(), true, id);
    assert.match(await hint.innerText(), words);
    assert.equal(await page.locator(`#ts-${id}-unit`).innerText(), 'N·m/rad');
    assert.match(await page.getAttribute(`#ts-${id}`, 'aria-describedby'), new RegExp(`ts-${id}-hint`));
  }
  // Every code: a visible fieldset (its heading) has a visible field — "Your code's own inputs"
  // among them.
  await page.click('#tab-contact');
  for (const id of ['lammps-hertz-tsuji', 'liggghts-hertz', 'pfc-linear', 'yade-viscel', 'mercurydpm-linear', 'chrono-smc-hertz', 'edem-hertz-mindlin', '']) {
    if (id) await chooseCode(page, id);
    else await afterUpdate(page, () => page.selectOption('#code', ''));
    const empty = await page.$$eval('#inputs fieldset', (fs) => fs.filter((f) => f.getClientRects().length && ![...f.querySelectorAll('.field, label.check, #cmp-models')].some((x) => x.getClientRects().length)).map((f) => f.querySelector('legend')?.textContent));
    assert.deepEqual(empty, [], id || 'no code');
  }
  assert.equal(await page.locator('#code-fields').isVisible(), false, 'EDEM has no inputs of its own');
  await context.close();
});
