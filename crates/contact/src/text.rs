//! Numbers for people: the working shown on the page and printed by the CLI's `--explain`
//! (four significant digits, SI prefixes: `2.146 MN/m`, `1.066 µs`, `10.47 mg`).

use alloc::format;
use alloc::string::String;

/// `x` with `sig` significant digits, trailing zeros dropped: plain from 1e−3 up to
/// 10^sig (`0.2`, `1.066`, `2500`), scientific outside (`6.402e5`, `2.133e-7`).
pub fn num(x: f64, sig: usize) -> String {
    let a = x.abs();
    if a == 0.0 || !a.is_finite() {
        return format!("{x}");
    }
    if a >= 1e-3 && a < crate::math::powf(10.0, sig as f64) {
        let mag = crate::math::floor(crate::math::log10(a)) as i32;
        let decimals = (sig as i32 - 1 - mag).max(0) as usize;
        let s = format!("{x:.decimals$}");
        trim(s)
    } else {
        let s = format!("{x:.*e}", sig.saturating_sub(1));
        match s.split_once('e') {
            Some((m, e)) => format!("{}e{e}", trim(m.into())),
            None => s,
        }
    }
}

/// How a derived quantity that should be a finite positive number left the range of f64,
/// in words to follow its name ("the effective mass overflows the range of f64"): a message
/// never shows "NaN" or "inf", which a user cannot act on (issue 19).
pub fn leaves_f64(x: f64) -> String {
    if x.is_nan() {
        "is undefined in floating point (an intermediate overflows or underflows the range of f64)"
            .into()
    } else if x.is_infinite() {
        "overflows the range of f64".into()
    } else if x == 0.0 {
        "underflows to 0 in f64".into()
    } else {
        format!("is {}, outside its range", sig(x))
    }
}

/// A number with 5 significant digits for messages: plain between 1e−3 and 1e5,
/// scientific outside (e.g. `1.3416`, `2.5e-13`).
pub fn sig(x: f64) -> String {
    let a = x.abs();
    if a == 0.0 || !a.is_finite() {
        return format!("{x}");
    }
    if (1e-3..1e5).contains(&a) {
        let (mut p, mut v) = (0usize, a);
        while p < 7 && v < 1e4 {
            v *= 10.0;
            p += 1;
        }
        format!("{x:.p$}")
    } else {
        format!("{x:.4e}")
    }
}

fn trim(s: String) -> String {
    if s.contains('.') {
        let t = s.trim_end_matches('0').trim_end_matches('.');
        t.into()
    } else {
        s
    }
}

/// The SI prefixes from atto to tera: (power of ten, symbol).
pub const PREFIXES: [(i32, &str); 11] = [
    (-18, "a"),
    (-15, "f"),
    (-12, "p"),
    (-9, "n"),
    (-6, "µ"),
    (-3, "m"),
    (0, ""),
    (3, "k"),
    (6, "M"),
    (9, "G"),
    (12, "T"),
];

/// `x` in `unit` with an SI prefix and 4 significant digits: `si(2.146e6, "N/m")` is
/// `2.146 MN/m`, `si(1.047e-5, "kg")` is `10.47 mg`. Units that take no prefix (compound
/// units starting with kg, exponents such as N/m^1.5, dimensionless "") are written as
/// [`num`] and the unit.
pub fn si(x: f64, unit: &str) -> String {
    let (x, unit) = if unit == "kg" && (x * 1e3).is_finite() { (x * 1e3, "g") } else { (x, unit) };
    let prefixable = matches!(unit, "s" | "m" | "N" | "Pa" | "N/m" | "J" | "g" | "m/s" | "W");
    let a = x.abs();
    if !prefixable || a == 0.0 || !a.is_finite() {
        return if unit.is_empty() { num(x, 4) } else { format!("{} {unit}", num(x, 4)) };
    }
    let mut e3 = (crate::math::floor(crate::math::log10(a) / 3.0) as i32 * 3).clamp(-18, 12);
    // 999.96 rounds to 1000: take the next prefix.
    if a / pow10(e3) >= 999.95 && e3 < 12 {
        e3 += 3;
    }
    let p = PREFIXES.iter().find(|(e, _)| *e == e3).map_or("", |p| p.1);
    format!("{} {p}{unit}", num(x / pow10(e3), 4))
}

fn pow10(e: i32) -> f64 {
    crate::math::powf(10.0, e as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sig_vectors() {
        assert_eq!(sig(1.341_640_786), "1.3416");
        assert_eq!(sig(12345.4), "12345");
        assert_eq!(sig(0.001_234_04), "0.0012340");
        assert_eq!(sig(-0.5), "-0.50000");
        assert_eq!(sig(2.5e-13), "2.5000e-13");
        assert_eq!(sig(0.0), "0");
    }

    #[test]
    fn vectors() {
        assert_eq!(num(0.2, 4), "0.2");
        assert_eq!(num(1.0663, 4), "1.066");
        assert_eq!(num(2500.0, 4), "2500");
        assert_eq!(num(640209.93, 4), "6.402e5");
        assert_eq!(num(2.1326e-7, 4), "2.133e-7");
        assert_eq!(num(-0.5, 4), "-0.5");
        assert_eq!(si(2.146067e6, "N/m"), "2.146 MN/m");
        assert_eq!(si(1.0663e-6, "s"), "1.066 µs");
        assert_eq!(si(1.0471975e-5, "kg"), "10.47 mg");
        assert_eq!(si(5.0, "kg"), "5 kg");
        assert_eq!(si(999.96, "N"), "1 kN");
        assert_eq!(si(9.78e8, "N/m^1.5"), "9.78e8 N/m^1.5");
        assert_eq!(si(2.5e10, "Pa"), "25 GPa");
        assert_eq!(si(0.0, "s"), "0 s");
        assert_eq!(si(0.19668, ""), "0.1967");
    }
}

/// Text as the user gave it, in quotes, cut to its first 40 characters (with the full
/// length) when longer, so that a pasted megabyte does not become the message; a quote, a
/// backslash and control characters inside are escaped (`\"`, `\\`, `\u{0}`), so the
/// quotes show where the text starts and ends (`" surface_energy"`).
pub struct Quoted<'a>(pub &'a str);

/// Characters of a [`Quoted`] text shown before it is cut.
pub const QUOTE_KEEP: usize = 40;

impl core::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        let cut = self.0.char_indices().nth(QUOTE_KEEP).map(|(i, _)| i);
        f.write_char('"')?;
        for c in self.0[..cut.unwrap_or(self.0.len())].chars() {
            match c {
                '"' | '\\' => write!(f, "\\{c}")?,
                c if c.is_control() => write!(f, "\\u{{{:x}}}", c as u32)?,
                c => f.write_char(c)?,
            }
        }
        match cut {
            None => f.write_char('"'),
            Some(_) => write!(f, "…\" ({} characters)", self.0.chars().count()),
        }
    }
}

/// A key as the user gave it: bare when it reads as a key (ASCII letters, digits, `_`, `-`,
/// `.`, `[`, `]`, at most 40 characters: `surface_energy`, `measured[0].e`), otherwise
/// [`Quoted`] — so that `" surface_energy"` (a leading space) does not read as the key it
/// is not, and a pasted megabyte is cut.
pub struct KeyText<'a>(pub &'a str);

impl KeyText<'_> {
    /// Whether the key is written bare.
    pub fn is_bare(&self) -> bool {
        !self.0.is_empty()
            && self.0.len() <= QUOTE_KEEP
            && self.0.bytes().all(|b| b.is_ascii_alphanumeric() || b"_-.[]".contains(&b))
    }
}

impl core::fmt::Display for KeyText<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if self.is_bare() {
            f.write_str(self.0)
        } else {
            Quoted(self.0).fmt(f)
        }
    }
}

/// The key of `known` that `given` most likely meant: the same but for case, `_` or `-`, or
/// within two edits (insertions, deletions, substitutions, swaps of neighbours) and less
/// than half its length; `None` when nothing is that close, or two keys are equally close.
pub fn closest(given: &str, known: &[&'static str]) -> Option<&'static str> {
    let norm = |s: &str| -> alloc::string::String {
        s.chars().filter(|c| *c != '_' && *c != '-').flat_map(char::to_lowercase).collect()
    };
    let g = norm(given);
    if let Some(k) = known.iter().find(|k| norm(k) == g) {
        return Some(k);
    }
    let limit = 2.min(g.chars().count().saturating_sub(1) / 2);
    let mut best: Option<(usize, &'static str, bool)> = None;
    for k in known {
        let d = edits(&g, &norm(k));
        match best {
            _ if d > limit => {}
            Some((bd, _, _)) if d > bd => {}
            Some((bd, bk, _)) if d == bd => best = Some((bd, bk, true)),
            _ => best = Some((d, k, false)),
        }
    }
    best.filter(|b| !b.2).map(|b| b.1)
}

/// The optimal-string-alignment distance between `a` and `b` (edits and neighbour swaps).
fn edits(a: &str, b: &str) -> usize {
    let (a, b): (alloc::vec::Vec<char>, alloc::vec::Vec<char>) =
        (a.chars().collect(), b.chars().collect());
    let mut d = alloc::vec![alloc::vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for j in 0..=b.len() {
        d[0][j] = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod closest_tests {
    use super::closest;

    /// Slips of case, separators and one or two keys find the key; far or ambiguous do not.
    #[test]
    fn suggestions() {
        let keys = ["E1", "nu1", "rho1", "rho2", "v0", "e", "damping", "local_damping", "mu"];
        assert_eq!(closest("e1", &keys), Some("E1"));
        assert_eq!(closest("rho_1", &keys), Some("rho1"));
        assert_eq!(closest("v_0", &keys), Some("v0"));
        assert_eq!(closest("dampnig", &keys), Some("damping"));
        assert_eq!(closest("local_dampign", &keys), Some("local_damping"));
        assert_eq!(closest("rho3", &keys), None); // rho1 and rho2 equally close
        assert_eq!(closest("foo", &keys), None);
        assert_eq!(closest("x", &keys), None);
    }
}
