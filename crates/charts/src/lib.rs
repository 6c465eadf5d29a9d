//! # dem-contact-charts
//!
//! The contact charts of a solution — force against time F(t), overlap against time ξ(t)
//! and the force–overlap loop F(ξ) — drawn with plotters on any backend, without web-sys:
//! SI-prefixed axes with units, Okabe & Ito's colour-blind-safe palette, series solid,
//! dashed or dotted with a legend above the plot. [`to_svg`] writes one as an SVG document
//! (the page's SVG export; the Python package's `_repr_html_`).
//!
//! No physics here: the curves come from `dem_contact::solve_with_curves`.

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod chart;
mod draw;
mod style;

pub use chart::{
    Axis, Chart, Drawn, Extras, Kind, Series, Solved, Spec, CONTACT, FORCE_OVERLAP, FORCE_TIME,
    OVERLAP_TIME,
};
pub use draw::{closed_loop, draw, readout, Frame, LineDash};
pub use style::{
    css_colour, log_label, log_ticks, padded, si_prefix, tick, Theme, PALETTE, PALETTE_DARK,
};

use plotters::prelude::{IntoDrawingArea, SVGBackend};

/// Text and line scale of the SVG export: drawn as on a screen of 1.25 device pixels per
/// CSS pixel, the plotters SVG text of a 12 px label is ≥ 12 px (9 pt at 96 dpi).
pub const SVG_SCALE: f64 = 1.25;

/// `chart` as an SVG document of `width` × `height` pixels, light theme. Text is measured
/// by plotters' estimate (0.7 em a character), which only places the legend's entries. A
/// chart with no point to draw is an error here (its note, or "nothing to draw"): a document
/// of empty axes is no figure.
pub fn to_svg(chart: &Chart, width: u32, height: u32) -> Result<String, String> {
    if Frame::of(chart).empty {
        return Err(match chart.extras.empty_note {
            "" => "nothing to draw".to_string(),
            note => note.to_string(),
        });
    }
    let mut out = String::new();
    {
        let backend = SVGBackend::with_string(&mut out, (width, height));
        draw(backend.into_drawing_area(), SVG_SCALE, Theme::default(), chart, None)?;
    }
    Ok(out)
}

/// The three contact charts (F(t), ξ(t), F(ξ)) of one solution's curves as SVG documents.
pub fn contact_svgs(
    label: &str,
    curves: &dem_contact::Curves,
    width: u32,
    height: u32,
) -> Result<[String; 3], String> {
    let solved =
        [Solved { label: label.into(), index: 0, curves: curves.clone(), kind: Kind::Solid }];
    let [a, b, c] = CONTACT.map(|spec| to_svg(&spec.chart(&solved), width, height));
    Ok([a?, b?, c?])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A linear contact's curves (Teufelsbauer, Hübl & Wu 2008 case 1 shape): three SVG documents with the
    /// page's titles and prefixed axis labels.
    #[test]
    fn three_svgs_with_titles_and_units() {
        let n = 50;
        let tc = 0.0811;
        let t: Vec<f64> = (0..n).map(|i| tc * i as f64 / (n - 1) as f64).collect();
        let overlap: Vec<f64> =
            t.iter().map(|&x| 0.04 * (std::f64::consts::PI * x / tc).sin()).collect();
        let force: Vec<f64> = overlap.iter().map(|&x| 5000.0 * x).collect();
        let curves = dem_contact::Curves { t, overlap, force, ..Default::default() };
        let svgs = contact_svgs("linear", &curves, 640, 400).unwrap();
        for (svg, (title, x, y)) in svgs.iter().zip([
            ("Force against time, F(t)", "Time t [ms]", "Force F [N]"),
            ("Overlap against time, ξ(t)", "Time t [ms]", "Overlap ξ [mm]"),
            ("Force against overlap, F(ξ)", "Overlap ξ [mm]", "Force F [N]"),
        ]) {
            assert!(svg.starts_with("<svg"), "{svg:.80}");
            assert!(svg.trim_end().ends_with("</svg>"));
            for text in [title, x, y, "linear"] {
                assert!(svg.contains(text), "{text} missing");
            }
        }
        let empty = dem_contact::Curves::default();
        assert!(contact_svgs("x", &empty, 640, 400).is_err());
    }
}
