// The later views' module as its difference from the first (Compression Dictionary Transport,
// RFC 9842, Meenan & Weiss 2025): what scripts/site.mjs writes and scripts/serve.mjs sends.
//   the dictionary   the first module's wasm, preloaded by index.html at an address naming its
//                    content (`?v=` and `versionOf` its bytes), which the server keeps cached
//                    for good and offers with `Use-As-Dictionary` (a browser needs it fresh)
//   the delta        the full module's wasm, also written beside it as `.dcz` (`dcz` below),
//                    sent with `Content-Encoding: dcz` to a browser that names the dictionary's
//                    SHA-256 in `Available-Dictionary`; any other request gets it whole
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Site-relative paths of the dictionary and of the module sent as the difference from it. */
export const DICTIONARY = 'web/pkg/dem_contact_web_bg.wasm';
export const DELTA = 'web/pkg-full/dem_contact_web_bg.wasm';

/** The `?v=` of content `bytes`: 16 hex digits of its SHA-256. */
export const versionOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The `Available-Dictionary` value (an RFC 8941 byte sequence) that a `.dcz` body was made for:
 * the SHA-256 its header carries. */
export const dictionaryOf = (body) => `:${body.subarray(8, 40).toString('base64')}:`;

/** `target` compressed with `dictionary` as zstd's raw-content dictionary, in RFC 9842's `dcz`
 * form: a skippable frame of 8 bytes (5e 2a 4d 18 20 00 00 00), the SHA-256 of the dictionary,
 * then the zstd frame. Written beside `target` as `.dcz`, its size returned; without the zstd
 * command (Debian's `zstd`, which scripts/setup.sh installs) nothing is written (null) and the
 * module goes out gzip-compressed whole. */
export function dcz(target, dictionary) {
  // A 2 MB window (the module is 0.65 MB): under the 8 MB browsers must decode.
  const z = spawnSync('zstd', ['-19', '-q', '-c', '--zstd=wlog=21', '-D', dictionary, target], { maxBuffer: 1 << 26 });
  if (z.status !== 0 || !z.stdout?.length) return null;
  const hash = createHash('sha256').update(readFileSync(dictionary)).digest();
  const out = Buffer.concat([Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0, 0, 0]), hash, z.stdout]);
  writeFileSync(`${target}.dcz`, out);
  return out.length;
}
