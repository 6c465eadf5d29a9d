// Regenerates the README's screenshots from the built page (run scripts/build.sh first):
//   node scripts/screenshot.mjs   → docs/screenshot.png (1280 × 900), docs/table1.png (full
//   page), docs/narrow.png (360 × 780, a phone), docs/dark.png (1280 × 900, dark system theme),
//   docs/units.png (values typed with units), docs/oblique.png (the Oblique view, Chung & Ooi's Test 4)
import { mkdirSync } from 'node:fs';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const out = new URL('../docs/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const { server, url } = await serve();
const browser = await launch();
try {
  const table1 = '?model=hunt-crossley&formula=hu-fit&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=&models=linear,tsuji';
  const units = '?model=tsuji&m1=2.094+g&m2=&k_mode=k&k=5.935+GN%2Fm%5E1.5&v0=22.8+km%2Fh&e=90+%25&cmp=';
  const oblique = '?view=oblique&ob.case=chung-ooi-4-al-oxide&model=tsuji&rho1=4000&r1=0.0025&E1=3.8e11&nu1=0.23&v0=3.8851593225578074&e=0.98&angle=5&mu=0.092&tangential=mindlin';
  for (const [file, query, width, height, opts] of [
    ['screenshot.png', '', 1280, 900, {}],
    ['table1.png', table1, 1280, 900, { fullPage: true }],
    ['narrow.png', '', 360, 780, {}],
    ['dark.png', table1, 1280, 900, { colorScheme: 'dark' }],
    ['units.png', units, 1280, 900, {}],
    ['oblique.png', oblique, 1280, 1400, {}],
  ]) {
    const { page, context } = await openPage(browser, url + query, { viewport: { width, height }, colorScheme: opts.colorScheme || 'light' });
    await page.screenshot({ path: `${out}${file}`, fullPage: !!opts.fullPage });
    await context.close();
    console.log(`wrote ${out}${file}`);
  }
} finally {
  await browser.close();
  server.close();
}
