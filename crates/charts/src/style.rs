//! How charts look: the palette, the light and dark themes, SI prefixes and tick labels.

use plotters::style::{RGBColor, BLACK, WHITE};

/// Okabe & Ito's colour-blind-safe palette (Okabe & Ito 2008, "Color Universal Design"):
/// blue, vermillion, bluish green, reddish purple, orange, sky blue, black.
pub const PALETTE: [RGBColor; 7] = [
    RGBColor(0x00, 0x72, 0xB2),
    RGBColor(0xD5, 0x5E, 0x00),
    RGBColor(0x00, 0x9E, 0x73),
    RGBColor(0xCC, 0x79, 0xA7),
    RGBColor(0xE6, 0x9F, 0x00),
    RGBColor(0x56, 0xB4, 0xE9),
    RGBColor(0x00, 0x00, 0x00),
];

/// The same palette ordered for a dark background: the light sky blue first, black last
/// replaced by white.
pub const PALETTE_DARK: [RGBColor; 7] = [
    RGBColor(0x56, 0xB4, 0xE9),
    RGBColor(0xE6, 0x9F, 0x00),
    RGBColor(0x00, 0x9E, 0x73),
    RGBColor(0xCC, 0x79, 0xA7),
    RGBColor(0xF0, 0xE4, 0x42),
    RGBColor(0xD5, 0x5E, 0x00),
    RGBColor(0xFF, 0xFF, 0xFF),
];

/// Light or dark drawing colours.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Theme {
    /// The dark theme (the page follows `prefers-color-scheme`).
    pub dark: bool,
}

impl Theme {
    fn palette(self) -> &'static [RGBColor; 7] {
        if self.dark {
            &PALETTE_DARK
        } else {
            &PALETTE
        }
    }
    /// The colour of series `i`.
    pub fn colour(self, i: usize) -> RGBColor {
        let p = self.palette();
        p[i % p.len()]
    }
    /// The background.
    pub fn background(self) -> RGBColor {
        if self.dark {
            RGBColor(0x0d, 0x11, 0x17)
        } else {
            WHITE
        }
    }
    /// Text and axes.
    pub fn foreground(self) -> RGBColor {
        if self.dark {
            RGBColor(0xe6, 0xed, 0xf3)
        } else {
            BLACK
        }
    }
    /// The light and bold grid lines.
    pub fn grid(self) -> (RGBColor, RGBColor) {
        if self.dark {
            (RGBColor(0x1f, 0x26, 0x30), RGBColor(0x36, 0x3d, 0x48))
        } else {
            (RGBColor(0xee, 0xee, 0xee), RGBColor(0xd0, 0xd0, 0xd0))
        }
    }
}

/// The CSS hex colour of series `i` in `theme`.
pub fn css_colour(theme: Theme, i: usize) -> String {
    let RGBColor(r, g, b) = theme.colour(i);
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// An SI prefix for values up to `max_abs`: (factor to divide by, prefix).
pub fn si_prefix(max_abs: f64) -> (f64, &'static str) {
    if !(max_abs.is_finite() && max_abs > 0.0) {
        return (1.0, "");
    }
    let e3 = ((max_abs.log10() / 3.0).floor() as i32 * 3).clamp(-18, 12);
    let p = dem_contact::text::PREFIXES.iter().find(|(e, _)| *e == e3).map_or("", |(_, p)| p);
    (10f64.powi(e3), p)
}

/// Tick label with as many decimals as the tick spacing needs.
pub fn tick(v: f64, span: f64) -> String {
    let step = span / 8.0;
    let decimals =
        if step > 0.0 { (-(step.log10().floor()) as i32).clamp(0, 6) as usize } else { 0 };
    let s = format!("{v:.decimals$}");
    if s.starts_with('-') && s[1..].chars().all(|c| c == '0' || c == '.') {
        s[1..].to_string()
    } else {
        s
    }
}

/// The axis range around `lo..hi`, with 4 % below and 6 % above (and 0 inside when
/// `include_zero`); a single value gets ±10 % of itself (±1 at 0).
pub fn padded(lo: f64, hi: f64, include_zero: bool) -> (f64, f64) {
    let (lo, hi) = if include_zero { (lo.min(0.0), hi.max(0.0)) } else { (lo, hi) };
    let span = hi - lo;
    if span.is_nan() || span <= 0.0 {
        let w = if lo == 0.0 { 1.0 } else { lo.abs() * 0.1 };
        return (lo - w, hi + w);
    }
    (lo - 0.04 * span, hi + 0.06 * span)
}

/// Tick values of a logarithmic axis from 10^`lo` to 10^`hi` (displayed units): 1, 2, 5
/// per decade over up to three decades, 1 per decade beyond (every other one past eight).
pub fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    if !(lo.is_finite() && hi.is_finite() && hi > lo) {
        return Vec::new();
    }
    let span = hi - lo;
    let mults: &[f64] = if span <= 0.5 {
        &[1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]
    } else if span <= 1.2 {
        &[1.0, 1.5, 2.0, 3.0, 5.0, 7.0]
    } else if span <= 3.2 {
        &[1.0, 2.0, 5.0]
    } else {
        &[1.0]
    };
    let every = if span > 8.0 { 2 } else { 1 };
    let mut out = Vec::new();
    let (d0, d1) = (lo.floor() as i32, hi.ceil() as i32);
    for d in d0..=d1 {
        if (d - d0) % every != 0 {
            continue;
        }
        for m in mults {
            let v = m * 10f64.powi(d);
            let l = v.log10();
            if l >= lo - 1e-9 && l <= hi + 1e-9 {
                out.push(v);
            }
        }
    }
    out
}

/// A log-axis tick label: plain with up to three significant digits between 1e−3 and 1e4,
/// otherwise `1e-5`.
pub fn log_label(v: f64) -> String {
    if v == 0.0 || !v.is_finite() {
        return format!("{v}");
    }
    let a = v.abs();
    if !(1e-3..1e4).contains(&a) {
        let e = a.log10().floor() as i32;
        let m = v / 10f64.powi(e);
        return if (m - m.round()).abs() < 1e-9 {
            format!("{}e{e}", m.round())
        } else {
            format!("{m:.1}e{e}")
        };
    }
    let decimals = (2 - a.log10().floor() as i32).clamp(0, 6) as usize;
    let s = format!("{v:.decimals$}");
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes() {
        assert_eq!(si_prefix(0.081), (1e-3, "m"));
        assert_eq!(si_prefix(2.48e-5), (1e-6, "µ"));
        assert_eq!(si_prefix(1597.8), (1e3, "k"));
        assert_eq!(si_prefix(223.6), (1.0, ""));
        assert_eq!(si_prefix(0.0), (1.0, ""));
        assert_eq!(si_prefix(f64::NAN), (1.0, ""));
        assert_eq!(si_prefix(1e-30), (1e-18, "a"));
    }

    #[test]
    fn log_axes() {
        assert_eq!(log_ticks(-1.0, 1.0), [0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0]);
        assert_eq!(log_ticks(-6.0, 0.0), [1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1.0]);
        assert_eq!(log_ticks(0.0, 0.5).len(), 6); // 1, 1.2, 1.5, 2, 2.5, 3
        assert_eq!(log_ticks(0.0, 1.0).len(), 7); // 1, 1.5, 2, 3, 5, 7, 10
        assert!(log_ticks(1.0, 1.0).is_empty());
        assert_eq!(log_label(0.1), "0.1");
        assert_eq!(log_label(20.0), "20");
        assert_eq!(log_label(1.5), "1.5");
        assert_eq!(log_label(2e-5), "2e-5");
        assert_eq!(log_label(1e5), "1e5");
    }

    #[test]
    fn ticks() {
        assert_eq!(tick(12.4, 100.0), "12"); // ~8 ticks 12.5 apart: no decimals
        assert_eq!(tick(0.2, 1.0), "0.2");
        assert_eq!(tick(-0.0001, 1.0), "0.0"); // no "-0.0"
        assert_eq!(tick(0.004, 0.02), "0.004");
        assert_eq!(css_colour(Theme::default(), 0), "#0072b2");
        assert_eq!(css_colour(Theme::default(), 8), "#d55e00");
        assert_eq!(css_colour(Theme { dark: true }, 0), "#56b4e9");
        assert_eq!(padded(0.0, 0.0, false), (-1.0, 1.0));
        assert_eq!(padded(2.0, 12.0, true), (-0.48, 12.72));
    }
}
