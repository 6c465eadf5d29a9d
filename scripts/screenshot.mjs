// Regenerates the README's screenshots from the built page (run scripts/build.sh first):
//   node scripts/screenshot.mjs          → docs/screenshot.png (1280 × 900)
import { mkdirSync } from 'node:fs';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const out = new URL('../docs/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const { server, url } = await serve();
const browser = await launch();
try {
  const { page } = await openPage(browser, url, { viewport: { width: 1280, height: 900 } });
  await page.screenshot({ path: `${out}screenshot.png` });
  console.log(`wrote ${out}screenshot.png`);
} finally {
  await browser.close();
  server.close();
}
