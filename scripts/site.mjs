// The page as it is served and deployed: dist/site/, made from the sources by
//   node scripts/site.mjs              (run by scripts/build.sh after the WebAssembly build)
//
//   dist/site/index.html               index.html without its comments
//   dist/site/web/index.js             the page script with every module it imports before its
//                                      first answer (the first wasm module's glue among them),
//                                      bundled and minified by esbuild: one file
//   dist/site/web/<those modules>.js   facades: each takes its module from that one file, so the
//                                      modules loaded on demand, which import them by name, share
//                                      the first view's instances (bundleFirstView below)
//   dist/site/web/*.js (the others)    each minified by esbuild on its own: the same files, the
//                                      same imports and exports, loaded on demand as in web/
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
import { transformSync, buildSync } from 'esbuild';
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
  bundleFirstView(put);
  const delta = dcz(join(SITE, DELTA), join(SITE, DICTIONARY));
  if (!delta) console.log(`[site] no zstd command: ${DELTA} is not written as a difference (the page still works, gzip)`);
  else console.log(`[site] ${DELTA}: ${(delta / 1000).toFixed(1)} KB as the difference from ${DICTIONARY} (dcz), ${(gzipSync(readFileSync(join(SITE, DELTA)), { level: 9 }).length / 1000).toFixed(1)} KB gzip whole`);
  console.log(`[site] dist/site: the page's text ${(before / 1000).toFixed(1)} KB gzip as written, ${(after / 1000).toFixed(1)} KB served`);
}

/** The first view's scripts as ONE file: web/index.js with every module it imports before its
 * first answer (statically), the first wasm module's glue among them. Separate files gzip
 * apart; together they share their words: about 2.9 KB gzip less on the first view, and one
 * request instead of ten. The modules loaded later keep importing `./form.js`, `./dom.js`…:
 * each of those files becomes a facade that takes the bundle's own instance of the module
 * (`export const { … } = ns`, fine because no page module exports a binding it reassigns), so
 * every module still exists once and its state is shared. */
function bundleFirstView(put) {
  // What the page loads on demand (`import('./x.js')` anywhere in web/) stays outside.
  const lazy = new Set();
  for (const f of readdirSync(join(ROOT, 'web')).filter((n) => n.endsWith('.js'))) {
    for (const m of readFileSync(join(ROOT, 'web', f), 'utf8').matchAll(/import\(\s*'(\.\/[^']+)'\s*\)/g)) lazy.add(m[1]);
  }
  const opts = { bundle: true, write: false, format: 'esm', target: 'es2022', minify: true, legalComments: 'none', charset: 'utf8', metafile: true, external: [...lazy], absWorkingDir: ROOT };
  const graph = buildSync({ ...opts, entryPoints: ['web/index.js'], minify: false });
  const first = Object.keys(graph.metafile.inputs).filter((f) => f !== 'web/index.js').sort();
  const exported = (f) => {
    const one = buildSync({ entryPoints: [f], bundle: false, write: false, format: 'esm', metafile: true, absWorkingDir: ROOT, outdir: 'x' });
    return Object.values(one.metafile.outputs)[0].exports;
  };
  for (const f of first) {
    if (exported(f).includes('__ns')) fail(`${f} exports __ns, the name the first view's bundle uses`);
  }
  const entry = [
    "import './index.js';",
    ...first.map((f, i) => `import * as m${i} from './${f.slice('web/'.length)}';`),
    `export { ${first.map((f, i) => `m${i} as ${JSON.stringify(f)}`).join(', ')} };`,
  ].join('\n');
  const out = buildSync({ ...opts, stdin: { contents: entry, resolveDir: join(ROOT, 'web'), sourcefile: 'first-view.js', loader: 'js' } });
  put('web/index.js', out.outputFiles[0].text);
  for (const f of first) {
    const names = exported(f);
    const depth = f.split('/').length - 2;
    const up = depth ? '../'.repeat(depth) : './';
    const plain = names.filter((n) => n !== 'default');
    const text = [
      `import { ${JSON.stringify(f)} as n } from '${up}index.js';`,
      plain.length ? `export const { ${plain.join(', ')} } = n;` : '',
      names.includes('default') ? 'export default n.default;' : '',
    ].join('\n');
    put(f, text);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildSite();
