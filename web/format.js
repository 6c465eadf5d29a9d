// Number formatting for the page (presentation only: every number comes from dem-contact).
import { read_quantity } from './pkg/dem_contact_web.js';
const PREFIX = { '-18': 'a', '-15': 'f', '-12': 'p', '-9': 'n', '-6': 'µ', '-3': 'm', '0': '', '3': 'k', '6': 'M', '9': 'G', '12': 'T' };
/** A value with an SI prefix and `sig` significant digits, e.g. 0.08112 s → "81.12 ms". */
export function fmtSI(v, unit, sig = 4) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  if (v === 0) return `0 ${unit}`.trim();
  // Compound units that start with kg take no prefix (no "pkg·m²").
  if (unit.startsWith('kg') && unit !== 'kg') return `${fmtNum(v, sig)} ${unit}`;
  let base = unit, x = v;
  if (unit === 'kg') { base = 'g'; x = v * 1000; }
  let e3 = Math.max(-18, Math.min(12, Math.floor(Math.log10(Math.abs(x)) / 3) * 3));
  let s = (x / 10 ** e3).toPrecision(sig);
  if (Math.abs(Number(s)) >= 1000 && e3 < 12) { e3 += 3; s = (x / 10 ** e3).toPrecision(sig); } // 999.96 → 1.000 k
  if (s.includes('e')) s = Number(s).toString();
  // A minus sign, not a hyphen.
  return `${s.replace(/^-/, '−')} ${PREFIX[e3]}${base}`;
}
/** A number with `sig` significant digits; scientific with superscripts when very small or large. */
export function fmtNum(v, sig = 4) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  if (v !== 0 && (Math.abs(v) < 1e-3 || Math.abs(v) >= 1e6)) {
    const [m, e] = v.toExponential(sig - 1).split('e');
    return `${m.replace(/^-/, '−')} × 10${String(Number(e)).replace(/-/g, '⁻').replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d])}`;
  }
  return Number(v.toPrecision(sig)).toString().replace(/^-/, '−');
}
/** A unit like "N/m^1.5" with a superscript exponent. */
export function fmtUnit(u) {
  return u.replace(/\^([\d.]+)/, (_, x) => x.replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d]).replace('.', '·'));
}

/** A value read from a unit: every digit that matters, no trailing zeros (7 × 10¹⁰, 0.0021). */
export function fmtRead(v) {
  const x = Number(v.toPrecision(12));
  if (x !== 0 && (Math.abs(x) < 1e-3 || Math.abs(x) >= 1e6)) {
    const [m, e] = x.toExponential().split('e');
    return `${m} × 10${String(Number(e)).replace(/-/g, '⁻').replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[d])}`;
  }
  return String(x);
}

/** A speed as typed ("10 cm/s", "0.1") in m/s, as the library reads it ("0.1 m/s"); the
 * text as typed where it does not read as a number (the answer then names the field). */
export function fmtSpeed(text) {
  try {
    return `${fmtNum(read_quantity(String(text)).value, 4)} m/s`;
  } catch {
    return String(text);
  }
}
