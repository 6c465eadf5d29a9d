// Regenerates the README's screenshots from the built page (run scripts/build.sh first):
//   node scripts/screenshot.mjs   → docs/screenshot.png (1280 × 900), docs/table1.png (full
//   page), docs/narrow.png (360 × 780, a phone), docs/dark.png (1280 × 900, dark system theme),
//   docs/units.png (values typed with units), docs/oblique.png (the Oblique view, Chung & Ooi's Test 4),
//   docs/timestep.png, docs/speed.png (e(v₀) with five measurements fitted), docs/rolling.png,
//   docs/sticky.png (a 20 µm powder with JKR adhesion), docs/wide-2560.png, and
//   docs/course-800.png (an exercise in an iframe of an 800 px course column)
import { mkdirSync } from 'node:fs';
import { launch, serve, openPage } from '../tests/e2e/helpers.mjs';

const out = new URL('../docs/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const { server, url } = await serve();
const browser = await launch();
try {
  const table1 = '?model=hunt-crossley&formula=hu-fit&m1=2.094e-3&m2=&k=5.935e9&v0=6.331&e=0.9&cmp=&models=linear,tsuji';
  const units = '?model=tsuji&m1=2.094+g&m2=&k_mode=k&k=5.935+GN%2Fm%5E1.5&v0=22.8+km%2Fh&e=90+%25&cmp=';
  // Five measurements of e(v₀) for glass (the independent integration of A = 3e-7 s in
  // tests/golden/viscoelastic.json), fitted on the viscoelastic model beside Tsuji and Hunt–Crossley.
  const measured = encodeURIComponent('v0, e\n0.1, 0.84794\n0.3, 0.81478\n1, 0.77139\n3, 0.72468\n10, 0.66519');
  const glass = 'rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1';
  const speed = `?view=speed&model=viscoelastic&${glass}&e=0.8&models=tsuji,hunt-crossley&sw.measured=${measured}`;
  const sticky = '?model=tsuji&rho1=1500&rho2=1500&r1=20+%C2%B5m&r2=20+%C2%B5m&E1=5+GPa&nu1=0.3&E2=5+GPa&nu2=0.3&v0=0.2&surface_energy=0.05&e=0.5&adhesion=jkr';
  const oblique = '?view=oblique&ob.case=chung-ooi-4-al-oxide&model=tsuji&rho1=4000&r1=0.0025&E1=3.8e11&nu1=0.23&v0=3.8851593225578074&e=0.98&angle=5&mu=0.092&tangential=mindlin';
  for (const [file, query, width, height, opts] of [
    ['screenshot.png', '', 1280, 900, {}],
    ['table1.png', table1, 1280, 900, { fullPage: true }],
    ['narrow.png', '', 360, 780, {}],
    ['dark.png', table1, 1280, 900, { colorScheme: 'dark' }],
    ['units.png', units, 1280, 900, {}],
    ['oblique.png', oblique, 1280, 1400, {}],
    ['timestep.png', '?view=timestep', 1280, 1100, {}],
    ['speed.png', speed, 1280, 1100, {}],
    ['rolling.png', '?view=rolling', 1280, 1100, {}],
    ['sticky.png', sticky, 1280, 1400, {}],
    ['wide-2560.png', table1, 2560, 1300, {}],
  ]) {
    const { page, context } = await openPage(browser, url + query, { viewport: { width, height }, colorScheme: opts.colorScheme || 'light' });
    // A view computed in the worker (Timestep, e(v₀), Rolling) draws after the first answer.
    await page.waitForFunction(() => window.__dem.idle() && !document.querySelector('.status:not(:empty), .computing'), null, { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}${file}`, fullPage: !!opts.fullPage });
    await context.close();
    console.log(`wrote ${out}${file}`);
  }
  // An exercise as a course page embeds it: the README's snippet in an 800 px column.
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const src = `${url}?model=tsuji&rho1=2500&rho2=2500&r1=1e-3&r2=1e-3&E1=63e9&nu1=0.2&E2=63e9&nu2=0.2&v0=1&e=0.8&embed=1&free=e&q=How+does+the+contact+time+change+with+e%3F`;
  await page.setContent(`<!doctype html><body style="margin:0;font-family:serif"><main style="max-width:800px;margin:0 auto">
    <h1>Lecture 4: damping in DEM</h1><p>Change e in the calculator below.</p>
    <iframe src="${src}" width="100%" height="820" style="border:0" title="DEM contact calculator"></iframe></main></body>`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => window.__dem && window.__dem.ready, null, { timeout: 20000 });
  await page.screenshot({ path: `${out}course-800.png` });
  await context.close();
  console.log(`wrote ${out}course-800.png`);
} finally {
  await browser.close();
  server.close();
}
