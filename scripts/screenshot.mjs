// Regenerates the README's screenshots from the built page (run scripts/build.sh first):
//   node scripts/screenshot.mjs          → docs/screenshot.png (1280 × 900)
import { mkdirSync } from 'node:fs';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const out = new URL('../docs/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const { server, url } = await serve();
const browser = await launch();
try {
  for (const [file, query] of [
    ['screenshot.png', ''],
    ['table1.png', '?model=hunt-crossley&formula=hu-fit&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=&models=linear,tsuji'],
  ]) {
    const { page, context } = await openPage(browser, url + query, { viewport: { width: 1280, height: 900 } });
    await page.screenshot({ path: `${out}${file}`, fullPage: file !== 'screenshot.png' });
    await context.close();
    console.log(`wrote ${out}${file}`);
  }
} finally {
  await browser.close();
  server.close();
}
