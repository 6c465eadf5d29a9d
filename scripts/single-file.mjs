// Bundles the built page into ONE self-contained HTML file that works when opened from disk
// (file://), with no server and no network: dist/dem-contact-calculator.html.
//   node scripts/single-file.mjs        (run by scripts/build.sh after wasm-bindgen/wasm-opt)
//
// It reads index.html, the stylesheet, the page script web/index.js with every local module
// it imports (statically or with import()), and each wasm-bindgen package among them
// (web/pkg…/x.js with x_bg.wasm), as they are at build time, and writes one <style> and one
// <script type="module">:
//
//   <script type="module">
//   const __dem_pkg_web_pkg_… = (() => {   // a wasm-bindgen module, text unchanged except
//     …class Plots {…} function models() {…} …   // that `export` is dropped: its top-level
//     return Object.freeze({ Plots, models, …,  // names stay local to this function and its
//       default: (o) => __wbg_init(o ?? { module_or_path: <inlined wasm bytes> }) });
//   })();
//   const __dem_mod_web_format_js = (() => {   // each page module the same way, after the
//     …export-less text…; return Object.freeze({ fmtSI, … });   // modules it imports
//   })();
//   {                                      // the page itself, in a block of its own
//     const { default: init, Plots, … } = __dem_pkg_…;   // (its imports → destructurings,
//     …web/index.js…                                      // import('./x.js') →
//   }                                                      // Promise.resolve(__dem_mod_…))
//   </script>
//
// Nothing is fetched: `init()` with no argument is given the inlined bytes (wasm-bindgen's
// init accepts `{ module_or_path: BufferSource | WebAssembly.Module }`), so the module's
// default `new URL('…_bg.wasm', import.meta.url)` + fetch is never reached. No blob:, no
// data: scripts: the Content-Security-Policy allows exactly the inline script and style by
// their SHA-256 hashes, plus 'wasm-unsafe-eval' to compile the bytes, and nothing external.
//
// Anything the transformation does not understand (another import, a re-export, a snippet
// module, `export default <expression>`, "<!--" in a script) stops the build with a message
// rather than producing a page that would fail in the browser.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative, resolve, sep, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const OUT = join(ROOT, 'dist', 'dem-contact-calculator.html');

function fail(msg) {
  console.error(`[single-file] error: ${msg}`);
  process.exit(1);
}
// The HTML parser turns CRLF and CR into LF before the browser hashes an inline element's
// text, so hash (and write) exactly that.
const lf = (s) => s.replace(/\r\n?/g, '\n');
const read = (rel) => {
  const file = resolve(ROOT, rel);
  if (!file.startsWith(ROOT + sep)) fail(`${rel} is outside the repository`);
  try {
    return lf(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`cannot read ${rel} (${e.code ?? e.message}); run scripts/build.sh`);
  }
};
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** A replacement that is never interpreted ($&, $1… in the page's JS stay as they are). */
const replaceOnce = (hay, needle, text) => {
  const i = hay.indexOf(needle);
  if (i < 0 || hay.indexOf(needle, i + needle.length) >= 0) fail(`internal: ${JSON.stringify(needle.slice(0, 60))} not found exactly once`);
  return hay.slice(0, i) + text + hay.slice(i + needle.length);
};
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
};
const isLocal = (url) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);

// ---------- the page ----------
let html = read('index.html');

const cspTags = html.match(/<meta\s[^>]*http-equiv\s*=\s*["']?Content-Security-Policy["']?[^>]*>/gi) ?? [];
if (cspTags.length !== 1) fail(`index.html: expected one Content-Security-Policy <meta>, found ${cspTags.length}`);

// The preload hints ask the server for the first view's files early; offline everything is
// in the file already: they go.
html = html.replace(/[ \t]*<link\s[^>]*\brel\s*=\s*["']?(?:preload|modulepreload)["']?[^>]*>\n?/gi, '');
const styleLinks = (html.match(/<link\s[^>]*>/gi) ?? []).filter((t) => /^stylesheet$/i.test(attr(t, 'rel') ?? ''));
if (styleLinks.length === 0) fail('index.html: no <link rel="stylesheet">');
const scriptTags = html.match(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi) ?? [];
// Module scripts from local files: the page script (the one that imports, bundled below) and
// stand-alone ones without imports (web/prerendered.js), each inlined as it is, in its place.
for (const t of scriptTags) {
  if (!attr(t, 'src') || !isLocal(attr(t, 'src')) || attr(t, 'type') !== 'module') fail(`index.html: expected <script type="module" src="…"> of a local file, found ${t}`);
}
const standAlone = scriptTags.filter((t) => !/^\s*import\b|\bimport\s*\(/m.test(read(attr(t, 'src').split(/[?#]/)[0])));
const pageScripts = scriptTags.filter((t) => !standAlone.includes(t));
if (pageScripts.length !== 1) fail(`index.html: expected one page script that imports the others, found ${pageScripts.length}`);
const [scriptTag] = pageScripts;
const inlineScripts = standAlone.map((t) => {
  const text = `\n${read(attr(t, 'src').split(/[?#]/)[0]).trim()}\n`;
  if (/<\/script|<!--/i.test(text)) fail(`${attr(t, 'src')} contains "</script" or "<!--"`);
  html = replaceOnce(html, t, `<script type="module">${text}</script>`);
  return text;
});
const scriptSrc = attr(scriptTag, 'src');
if (!scriptSrc || !isLocal(scriptSrc) || attr(scriptTag, 'type') !== 'module') fail(`index.html: expected <script type="module" src="…"> of a local file, found ${scriptTag}`);
// Anything else the page would load from a file would be blocked (default-src 'none').
for (const m of html.matchAll(/<(?:img|link|iframe|source|video|audio|embed|object)\b[^>]*>/gi)) {
  if (styleLinks.includes(m[0])) continue;
  const url = attr(m[0], 'src') ?? attr(m[0], 'href') ?? attr(m[0], 'data');
  if (url && isLocal(url) && !url.startsWith('#')) fail(`index.html: ${m[0].slice(0, 80)} loads ${url}; inline it as a data: URL`);
}

// ---------- the stylesheets ----------
const styles = styleLinks.map((tag) => {
  const href = attr(tag, 'href');
  if (!href || !isLocal(href)) fail(`index.html: stylesheet ${tag} is not a local file`);
  const css = read(href);
  if (/<\/style/i.test(css)) fail(`${href} contains "</style"`);
  if (/@import|url\(\s*["']?(?!data:|#)/i.test(css)) fail(`${href} loads another file (@import or url()): inline it as a data: URL`);
  return { tag, css };
});

// ---------- the wasm-bindgen packages → functions returning their exports ----------
/** A wasm-bindgen module (`web/pkg…/x.js` beside `x_bg.wasm`) as a function-scoped block. */
function bindingsBlock(path, name) {
  let bind = read(path).replace(/^\/\/# sourceMappingURL=.*$/gm, '');
  if (/^\s*import\b\s*[\w{*'"]/m.test(bind)) fail(`${path} imports other modules (wasm-bindgen snippets?): not supported by the single-file build`);
  const exported = new Map(); // exported name → local name
  bind = bind.replace(/^export\s+((?:async\s+)?function\s*\*?\s*|class\s+|const\s+|let\s+|var\s+)([A-Za-z_$][\w$]*)/gm, (_, kw, n) => {
    exported.set(n, n);
    return kw + n;
  });
  bind = bind.replace(/^export\s*\{([^}]*)\}\s*(from\s*['"][^'"]*['"])?\s*;?/gm, (_, list, from) => {
    if (from) fail(`${path}: re-export "${from}" not supported`);
    for (const spec of list.split(',').map((x) => x.trim()).filter(Boolean)) {
      const m = spec.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
      if (!m) fail(`${path}: cannot read export specifier "${spec}"`);
      exported.set(m[2] ?? m[1], m[1]);
    }
    return '';
  });
  if (/^\s*export\b/m.test(bind)) fail(`${path}: an export statement this build does not understand: ${bind.match(/^\s*export\b.*$/m)[0]}`);
  if (!exported.has('default')) fail(`${path}: no default export (the init function)`);
  const wasmPath = path.replace(/\.js$/, '_bg.wasm');
  const wasm = readFileSync(join(ROOT, wasmPath));
  if (wasm.readUInt32LE(0) !== 0x6d736100) fail(`${wasmPath} is not a WebAssembly module`);
  const prop = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const exportsObject = [...exported].map(([n, local]) => {
    if (n === 'default') return `default: (options) => ${local}(options === undefined ? { module_or_path: __dem_wasm_bytes() } : options)`;
    if (n === 'initSync') return `initSync: (options) => ${local}(options === undefined ? { module: __dem_wasm_bytes() } : options)`;
    return `${prop(n)}: ${local}`;
  });
  const text = [
    `// ${path} (wasm-bindgen), its exports kept local to this function.`,
    `const ${name} = (() => {`,
    bind.trim(),
    `// ${wasmPath}, ${wasm.length} bytes: given to init() so that nothing is fetched.`,
    `const __dem_wasm_base64 = "${wasm.toString('base64')}";`,
    'function __dem_wasm_bytes() {',
    '  const s = atob(__dem_wasm_base64);',
    '  const bytes = new Uint8Array(s.length);',
    '  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);',
    '  return bytes;',
    '}',
    `return Object.freeze({ ${exportsObject.join(', ')} });`,
    '})();',
  ].join('\n');
  return { text, exported };
}

// ---------- the page's modules → function-scoped blocks, in dependency order ----------
// Every local import — static `import { a } from './x.js'` or dynamic `import('./x.js')` —
// of a page module or of a wasm-bindgen package (a `pkg` directory) becomes a reference to
// that module's block; anything else stops the build.
const blocks = [];
const names = new Map(); // repository path → block name
// Offline nothing loads on demand: the first-load module is the full one (which exports
// everything the first-load one does), so the file holds one WebAssembly module, not two.
const ALIAS = { 'web/pkg/dem_contact_web.js': 'web/pkg-full/dem_contact_web.js' };
const visiting = new Set();
const isBindings = (path) => /(^|\/)pkg[\w-]*\/[^/]+\.js$/.test(path);
const RESERVED = ['__dem_pkg', '__dem_mod', '__dem_wasm_base64', '__dem_wasm_bytes'];
function blockName(path) {
  return `${isBindings(path) ? '__dem_pkg' : '__dem_mod'}_${path.replace(/[^\w]/g, '_')}`;
}
function load(path, entry) {
  if (names.has(path)) return names.get(path);
  if (visiting.has(path)) fail(`${path}: circular imports are not supported by the single-file build`);
  visiting.add(path);
  const name = blockName(path);
  if (isBindings(path)) {
    const { text, exported } = bindingsBlock(path, name);
    blocks.push({ path, text, exported });
  } else {
    let src = read(path);
    for (const n of RESERVED) if (src.includes(n)) fail(`${path} uses the name ${n}, which the single-file build needs`);
    const resolveSpec = (spec) => {
      if (!spec.startsWith('./') && !spec.startsWith('../')) fail(`${path} imports "${spec}": only local modules can be inlined`);
      const normal = posix.normalize(posix.join(posix.dirname(path), spec));
      const target = ALIAS[normal] ?? normal;
      return { target, block: load(target, false) };
    };
    src = src.replace(/^[ \t]*import\s+([^'";]*?)\s*from\s*(['"])([^'"]+)\2\s*;?/gm, (stmt, clause, _q, spec) => {
      const { target, block } = resolveSpec(spec);
      const exported = blocks.find((b) => b.path === target).exported;
      const ns = clause.match(/^(?:([A-Za-z_$][\w$]*)\s*,\s*)?\*\s*as\s+([A-Za-z_$][\w$]*)$/);
      const named = clause.match(/^(?:([A-Za-z_$][\w$]*)\s*(?:,\s*)?)?(?:\{([^}]*)\})?$/);
      const parts = [];
      let nsName = null;
      if (ns) {
        if (ns[1]) parts.push(`default: ${ns[1]}`);
        nsName = ns[2];
      } else if (named && (named[1] || named[2] !== undefined)) {
        if (named[1]) parts.push(`default: ${named[1]}`);
        for (const x of (named[2] ?? '').split(',').map((y) => y.trim()).filter(Boolean)) {
          const m = x.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
          if (!m) fail(`${path}: cannot read import specifier "${x}"`);
          parts.push(m[2] ? `${m[1]}: ${m[2]}` : m[1]);
        }
      } else {
        fail(`${path}: cannot read import "${stmt.trim()}"`);
      }
      for (const p of parts) {
        const n = p.split(':')[0].trim();
        if (!exported.has(n)) fail(`${path} imports "${n}", which ${target} does not export`);
      }
      const lines = [];
      if (parts.length) lines.push(`const { ${parts.join(', ')} } = ${block};`);
      if (nsName) lines.push(`const ${nsName} = ${block};`);
      // Keep the line count, so that line numbers in error messages stay close to the file's.
      return lines.join(' ') + '\n'.repeat((stmt.match(/\n/g) ?? []).length);
    });
    src = src.replace(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g, (_, _q, spec) => `Promise.resolve(${resolveSpec(spec).block})`);
    if (/^\s*import\s*[\w{*'"]/m.test(src) || /\bimport\s*\(/.test(src)) fail(`${path}: an import this build does not understand`);
    const exported = new Map();
    src = src.replace(/^export\s+((?:async\s+)?function\s*\*?\s*|class\s+|const\s+|let\s+|var\s+)([A-Za-z_$][\w$]*)/gm, (_, kw, n) => {
      exported.set(n, n);
      return kw + n;
    });
    src = src.replace(/^export\s*\{([^}]*)\}\s*(from\s*['"][^'"]*['"])?\s*;?/gm, (st, list, from) => {
      if (from) fail(`${path}: re-export "${st.trim()}" not supported`);
      for (const x of list.split(',').map((y) => y.trim()).filter(Boolean)) {
        const m = x.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
        if (!m) fail(`${path}: cannot read export specifier "${x}"`);
        exported.set(m[2] ?? m[1], m[1]);
      }
      return '';
    });
    if (/^\s*export\b/m.test(src)) fail(`${path}: an export this build does not understand: ${src.match(/^\s*export\b.*$/m)[0]}`);
    const ret = [...exported].map(([n, local]) => (n === local ? n : `${n}: ${local}`)).join(', ');
    const text = entry
      ? [`// ${path}, in a block of its own.`, '{', src.trim(), '}'].join('\n')
      : [`// ${path}`, `const ${name} = (() => {`, src.trim(), `return Object.freeze({ ${ret} });`, '})();'].join('\n');
    blocks.push({ path, text, exported });
  }
  visiting.delete(path);
  names.set(path, name);
  return name;
}
const pagePath = posix.normalize(scriptSrc.split(/[?#]/)[0]);
load(pagePath, true);
if (!blocks.some((b) => isBindings(b.path))) fail(`${pagePath} imports no wasm-bindgen package`);

let script = blocks.map((b) => b.text).join('\n');
// "</script" would end the element early ("<\/script" is the same text in a JS string, regex,
// template or comment); "<!--" would switch the HTML parser to escaped script data.
script = script.replace(/<\/(script)/gi, '<\\/$1');
if (script.includes('<!--')) fail('a script contains "<!--"');
script = '\n' + script + '\n';

// ---------- the policy: exactly these inline elements, nothing external ----------
const styleTexts = styles.map(({ css }) => '\n' + css.trim() + '\n');
const csp = [
  "default-src 'none'",
  // The one inline module script, by hash; 'wasm-unsafe-eval' to compile the inlined wasm.
  `script-src ${[script, ...inlineScripts].map(sha256).join(' ')} 'wasm-unsafe-eval'`,
  `style-src ${[...new Set(styleTexts.map(sha256))].join(' ')}`,
  // The favicon is a data: URL; the plots are canvases.
  'img-src data: blob:',
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

html = replaceOnce(html, cspTags[0], `<meta http-equiv="Content-Security-Policy" content="${csp}">`);
styles.forEach(({ tag }, i) => { html = replaceOnce(html, tag, `<style>${styleTexts[i]}</style>`); });
html = replaceOnce(html, scriptTag, `<script type="module">${script}</script>`);
const cspAt = html.indexOf('http-equiv="Content-Security-Policy"');
if (cspAt > html.search(/<style>|<script/)) fail('index.html: the Content-Security-Policy <meta> must come before the stylesheet and the script');

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, html);
const gz = gzipSync(html, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`[single-file] ${relative(ROOT, OUT)}: ${Buffer.byteLength(html)} bytes (${kb(Buffer.byteLength(html))}), ${gz} gzip (${kb(gz)})`);
