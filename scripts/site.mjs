// The page as it is served and deployed: dist/site/, made from the sources by
//   node scripts/site.mjs              (run by scripts/build.sh after the WebAssembly build)
//
//   dist/site/index.html               index.html without its comments
//   dist/site/web/*.js                 each page module minified by esbuild on its own: the same
//                                      files, the same imports and exports, so the first view's
//                                      modulepreload list, the modules loaded on demand and the
//                                      worker stay as they are in web/
//   dist/site/web/style.css            minified
//   dist/site/web/pkg*/                wasm-bindgen's glue minified, the wasm as wasm-opt left it
//   dist/site/web/checked.json         as it is
//   dist/site/web/pkg-full/…_bg.wasm.dcz  the full module's wasm as the difference from the first
//                                      module's (scripts/dictionary.mjs), sent by scripts/serve.mjs
//                                      to a browser that kept the first one
//
// Minifying is worth about 15 KB gzip on the first view (its budget in bench/page.mjs: ≤ 155 KB
// gzip). The sources stay readable in web/; scripts/serve.mjs, the browser tests, the benchmark and
// the single offline file all use dist/site, so what is tested is what is deployed.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { DICTIONARY, DELTA, versionOf, dcz } from './dictionary.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SITE = join(ROOT, 'dist', 'site');

function fail(msg) {
  console.error(`[site] error: ${msg}`);
  process.exit(1);
}

/** `text` of `file` minified as `loader` ('js' keeps ES module syntax: imports, exports,
 * import.meta and top-level await are left as written, only names and spaces shrink). */
function minify(text, file, loader) {
  try {
    return transformSync(text, { loader, minify: true, format: loader === 'js' ? 'esm' : undefined, target: 'es2022', legalComments: 'none', charset: 'utf8', sourcefile: file }).code;
  } catch (e) {
    return fail(`${file}: ${e.message}`);
  }
}

/** The HTML without its comments (none is inside a script, a style, a textarea or a <pre>)
 * and without the indentation of a line that starts a tag after a line that ended one
 * (the newline stays: the same white space to the layout). */
export function compactHtml(html) {
  return html.replace(/<!--[\s\S]*?-->\n?/g, '').replace(/>\n[ \t]+</g, '>\n<');
}

export function buildSite() {
  for (const pkg of ['web/pkg', 'web/pkg-full']) {
    if (!existsSync(join(ROOT, pkg, 'dem_contact_web_bg.wasm'))) fail(`${pkg} is not built: run scripts/build.sh`);
  }
  rmSync(SITE, { recursive: true, force: true });
  let before = 0;
  let after = 0;
  const put = (rel, text) => {
    mkdirSync(join(SITE, rel, '..'), { recursive: true });
    writeFileSync(join(SITE, rel), text);
    before += gzipSync(readFileSync(join(ROOT, rel)), { level: 9 }).length;
    after += gzipSync(text, { level: 9 }).length;
  };
  // The first module's wasm is preloaded (and loaded, web/index.js) at an address naming its
  // content, `?v=` and 16 hex digits of its SHA-256: the server may then keep it cached for good
  // and offer it as the full module's dictionary (scripts/serve.mjs).
  const version = versionOf(readFileSync(join(ROOT, DICTIONARY)));
  const html = compactHtml(readFileSync(join(ROOT, 'index.html'), 'utf8'));
  const preload = `href="${DICTIONARY}"`;
  if (!html.includes(preload)) fail(`index.html does not preload ${DICTIONARY}`);
  put('index.html', html.replace(preload, `href="${DICTIONARY}?v=${version}"`));
  for (const dir of ['web', 'web/pkg', 'web/pkg-full']) {
    for (const f of readdirSync(join(ROOT, dir))) {
      const rel = `${dir}/${f}`;
      const loader = f.match(/\.(js|css)$/)?.[1];
      if (loader) put(rel, minify(readFileSync(join(ROOT, rel), 'utf8'), rel, loader));
      else if (/\.(wasm|json)$/.test(f)) {
        mkdirSync(join(SITE, dir), { recursive: true });
        copyFileSync(join(ROOT, rel), join(SITE, rel));
      }
    }
  }
  const delta = dcz(join(SITE, DELTA), join(SITE, DICTIONARY));
  if (!delta) console.log(`[site] no zstd command: ${DELTA} is not written as a difference (the page still works, gzip)`);
  else console.log(`[site] ${DELTA}: ${(delta / 1000).toFixed(1)} KB as the difference from ${DICTIONARY} (dcz), ${(gzipSync(readFileSync(join(SITE, DELTA)), { level: 9 }).length / 1000).toFixed(1)} KB gzip whole`);
  console.log(`[site] dist/site: the page's text ${(before / 1000).toFixed(1)} KB gzip as written, ${(after / 1000).toFixed(1)} KB served`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildSite();
