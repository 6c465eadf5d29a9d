// A small static server for the page as built (dist/site, scripts/site.mjs), on 127.0.0.1 only.
//   node scripts/serve.mjs [--port N]      (N = 0 picks a free port)
// Also imported by the browser tests: startServer({port}) → {server, url}.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DICTIONARY, DELTA, versionOf, dictionaryOf } from './dictionary.mjs';

const ROOT = resolve(fileURLToPath(new URL('../dist/site', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};
// Only the page and its assets are served, never the rest of the repository.
const ALLOWED = [/^\/index\.html$/, /^\/web\/[\w./-]+$/];
// An HTML page's own Content-Security-Policy <meta>, also sent as a header (same text, so the
// two cannot disagree; no frame-ancestors: the page may be embedded by any origin).
const cspOf = (html) => html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i)?.[1];
// The page keeps its whole state in the query, which can outgrow Node's default 16 KiB limit
// on the request head (431): a long custom contacts list, a pasted text.
const MAX_HEADER_SIZE = 1 << 20;
// Text and WebAssembly go out gzip-compressed when the browser accepts it, as any static host
// sends them (GitHub Pages, Netlify, nginx's gzip_static): the benchmark's transfer over a
// slow link is then the real one. Compressed once per file version (path, size, mtime).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg']);
const gzipped = new Map();
// The later views' module as its difference from the first (scripts/dictionary.mjs): the
// dictionary kept for good and offered only at the address naming its content; the difference
// sent only for that dictionary (the `.dcz` header carries the hash it was made with, so a stale
// one is never sent); anything else, or a host without this, gets the module gzip-compressed whole.
/** The `dcz` body of `file` for a request whose dictionary it was made with, or null. */
async function deltaFor(path, file, req) {
  const have = req.headers['available-dictionary'];
  if (path !== `/${DELTA}` || !have || !/\bdcz\b/.test(req.headers['accept-encoding'] ?? '')) return null;
  const body = await readFile(`${file}.dcz`).catch(() => null);
  return body && have === dictionaryOf(body) ? body : null;
}
function gzipOf(file, st, body) {
  const key = `${st.size}:${st.mtimeMs}`;
  const hit = gzipped.get(file);
  if (hit?.key === key) return hit.gz;
  const gz = gzipSync(body, { level: 9 });
  gzipped.set(file, { key, gz });
  return gz;
}

export function startServer({ port = 8000, host = '127.0.0.1' } = {}) {
  if (!existsSync(join(ROOT, 'index.html'))) {
    return Promise.reject(new Error('dist/site is not built: run scripts/build.sh (it builds the page into dist/site)'));
  }
  const server = createServer({ maxHeaderSize: MAX_HEADER_SIZE }, async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      let path = decodeURIComponent(url.pathname);
      if (path === '/') path = '/index.html';
      const file = normalize(join(ROOT, path));
      if (!ALLOWED.some((re) => re.test(path)) || !file.startsWith(ROOT + sep) || path.includes('..')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const st = await stat(file);
      if (!st.isFile()) throw new Error('not a file');
      const raw = await readFile(file);
      let body = raw;
      const csp = extname(file) === '.html' ? cspOf(body.toString('utf8')) : undefined;
      const delta = await deltaFor(path, file, req);
      const gzip = !delta && COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (gzip) body = gzipOf(file, st, body);
      if (delta) body = delta;
      const encoding = delta ? 'dcz' : gzip ? 'gzip' : null;
      const dictionary = path === `/${DICTIONARY}` && url.searchParams.get('v') === versionOf(raw);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': dictionary ? 'max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        vary: path === `/${DELTA}` ? 'accept-encoding, available-dictionary' : 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        ...(dictionary ? { 'use-as-dictionary': `match="/${DELTA}"` } : {}),
        'content-length': body.length,
        ...(csp ? { 'content-security-policy': csp } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const { port: p } = server.address();
      ok({ server, url: `http://${host}:${p}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : 8000;
  startServer({ port })
    .then(({ url }) => console.log(`DEM Contact Calculator: ${url}  (Ctrl-C to stop)`))
    .catch((e) => {
      console.error(`cannot serve on 127.0.0.1:${port}: ${e.message}` +
        (e.code === 'EADDRINUSE' ? ' (port in use: try PORT=8001 scripts/serve.sh)' : ''));
      process.exit(1);
    });
}
