// Bundles the built page into ONE self-contained HTML file that works when opened from disk
// (file://), with no server and no network: dist/dem-contact-calculator.html.
//   node scripts/single-file.mjs        (run by scripts/build.sh after wasm-bindgen/wasm-opt)
//
// It reads index.html, the stylesheet, the page script web/index.js, the wasm-bindgen module
// web/pkg/dem_contact_web.js and web/pkg/dem_contact_web_bg.wasm as they are at build time,
// and writes one <style> and one <script type="module">:
//
//   <script type="module">
//   const __dem_pkg = (() => {            // the wasm-bindgen module, text unchanged except
//     …class Plots {…} function models() {…} …   // that `export` is dropped: its top-level
//     return Object.freeze({ Plots, models, …,  // names stay local to this function and its
//       default: (o) => __wbg_init(o ?? { module_or_path: <inlined wasm bytes> }) });
//   })();
//   {                                      // the page, in a block of its own: its top-level
//     const { default: init, Plots, … } = __dem_pkg;   // names can neither collide with the
//     …web/index.js without its import line…           // bindings' nor shadow the globals
//   }                                                    // (TextDecoder, URL…) they use
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
const BINDINGS = 'web/pkg/dem_contact_web.js';
const WASM = 'web/pkg/dem_contact_web_bg.wasm';
const PKG = '__dem_pkg'; // the one top-level name of the inline module

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

const styleLinks = (html.match(/<link\s[^>]*>/gi) ?? []).filter((t) => /^stylesheet$/i.test(attr(t, 'rel') ?? ''));
if (styleLinks.length === 0) fail('index.html: no <link rel="stylesheet">');
const scriptTags = html.match(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi) ?? [];
if (scriptTags.length !== 1) fail(`index.html: expected one <script>, found ${scriptTags.length}`);
const [scriptTag] = scriptTags;
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

// ---------- the wasm-bindgen module → a function returning its exports ----------
let bind = read(BINDINGS).replace(/^\/\/# sourceMappingURL=.*$/gm, '');
if (/^\s*import\b\s*[\w{*'"]/m.test(bind)) fail(`${BINDINGS} imports other modules (wasm-bindgen snippets?): not supported by the single-file build`);
const exported = new Map(); // exported name → local name
bind = bind.replace(/^export\s+((?:async\s+)?function\s*\*?\s*|class\s+|const\s+|let\s+|var\s+)([A-Za-z_$][\w$]*)/gm, (_, kw, name) => {
  exported.set(name, name);
  return kw + name;
});
bind = bind.replace(/^export\s*\{([^}]*)\}\s*(from\s*['"][^'"]*['"])?\s*;?/gm, (_, list, from) => {
  if (from) fail(`${BINDINGS}: re-export "${from}" not supported`);
  for (const spec of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = spec.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
    if (!m) fail(`${BINDINGS}: cannot read export specifier "${spec}"`);
    exported.set(m[2] ?? m[1], m[1]);
  }
  return '';
});
if (/^\s*export\b/m.test(bind)) fail(`${BINDINGS}: an export statement this build does not understand: ${bind.match(/^\s*export\b.*$/m)[0]}`);
if (!exported.has('default')) fail(`${BINDINGS}: no default export (the init function)`);

// ---------- the page script: its import of the bindings → a destructuring ----------
const pagePath = posix.normalize(scriptSrc.split(/[?#]/)[0]);
let page = read(pagePath);
const bindingsSpec = './' + posix.relative(posix.dirname(pagePath), BINDINGS);
let imported = null;
page = page.replace(/^[ \t]*import\s+([^'";]*?)\s*from\s*(['"])([^'"]+)\2\s*;?/gm, (stmt, clause, _q, spec) => {
  if (posix.normalize(posix.join(posix.dirname(pagePath), spec)) !== BINDINGS) fail(`${pagePath} imports "${spec}": only ${bindingsSpec} can be inlined`);
  if (imported) fail(`${pagePath} imports ${bindingsSpec} twice`);
  imported = [];
  const ns = clause.match(/^(?:([A-Za-z_$][\w$]*)\s*,\s*)?\*\s*as\s+([A-Za-z_$][\w$]*)$/);
  const named = clause.match(/^(?:([A-Za-z_$][\w$]*)\s*(?:,\s*)?)?(?:\{([^}]*)\})?$/);
  const parts = [];
  let nsName = null;
  if (ns) {
    if (ns[1]) parts.push(`default: ${ns[1]}`);
    nsName = ns[2];
  } else if (named && (named[1] || named[2] !== undefined)) {
    if (named[1]) parts.push(`default: ${named[1]}`);
    for (const s of (named[2] ?? '').split(',').map((x) => x.trim()).filter(Boolean)) {
      const m = s.match(/^([A-Za-z_$][\w$]*)(?:\s+as\s+([A-Za-z_$][\w$]*))?$/);
      if (!m) fail(`${pagePath}: cannot read import specifier "${s}"`);
      parts.push(m[2] ? `${m[1]}: ${m[2]}` : m[1]);
    }
  } else {
    fail(`${pagePath}: cannot read import "${stmt.trim()}"`);
  }
  for (const p of parts) {
    const name = p.split(':')[0].trim();
    if (!exported.has(name)) fail(`${pagePath} imports "${name}", which ${BINDINGS} does not export`);
    imported.push(name);
  }
  const lines = [];
  if (parts.length) lines.push(`const { ${parts.join(', ')} } = ${PKG};`);
  if (nsName) lines.push(`const ${nsName} = ${PKG};`);
  // Keep the line count, so that line numbers in error messages stay close to web/index.js.
  return lines.join(' ') + '\n'.repeat((stmt.match(/\n/g) ?? []).length);
});
if (/^\s*import\s*[\w{*'"]/m.test(page)) fail(`${pagePath}: an import this build does not understand: ${page.match(/^\s*import\s*[\w{*'"].*$/m)[0]}`);
if (!imported) fail(`${pagePath} does not import ${bindingsSpec}`);
// The page's own exports (fmtSI…) have no importer here; in a block they must be plain declarations.
page = page.replace(/^export\s+(?=(?:async\s+)?function\b|class\b|const\b|let\b|var\b)/gm, '');
page = page.replace(/^export\s*\{[^}]*\}\s*(from\s*['"][^'"]*['"])?\s*;?/gm, (s, from) => {
  if (from) fail(`${pagePath}: re-export "${s.trim()}" not supported`);
  return '';
});
if (/^\s*export\b/m.test(page)) fail(`${pagePath}: an export this build does not understand: ${page.match(/^\s*export\b.*$/m)[0]}`);

// ---------- the inlined wasm ----------
const wasm = readFileSync(join(ROOT, WASM));
if (wasm.readUInt32LE(0) !== 0x6d736100) fail(`${WASM} is not a WebAssembly module`);
const ours = [PKG, '__dem_wasm_base64', '__dem_wasm_bytes'];
for (const [name, text] of [[BINDINGS, read(BINDINGS)], [pagePath, read(pagePath)]]) {
  for (const n of ours) if (text.includes(n)) fail(`${name} uses the name ${n}, which the single-file build needs`);
}
const prop = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
const exportsObject = [...exported].map(([name, local]) => {
  if (name === 'default') return `default: (options) => ${local}(options === undefined ? { module_or_path: __dem_wasm_bytes() } : options)`;
  if (name === 'initSync') return `initSync: (options) => ${local}(options === undefined ? { module: __dem_wasm_bytes() } : options)`;
  return `${prop(name)}: ${local}`;
});

let script = [
  `// ${BINDINGS} (wasm-bindgen), its exports kept local to this function.`,
  `const ${PKG} = (() => {`,
  bind.trim(),
  `// ${WASM}, ${wasm.length} bytes: given to init() so that nothing is fetched.`,
  `const __dem_wasm_base64 = "${wasm.toString('base64')}";`,
  'function __dem_wasm_bytes() {',
  '  const s = atob(__dem_wasm_base64);',
  '  const bytes = new Uint8Array(s.length);',
  '  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);',
  '  return bytes;',
  '}',
  `return Object.freeze({ ${exportsObject.join(', ')} });`,
  '})();',
  `// ${pagePath}, in a block of its own.`,
  '{',
  page.trim(),
  '}',
].join('\n');
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
  `script-src ${sha256(script)} 'wasm-unsafe-eval'`,
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
