//! The page's surfaces for the charts crate's one renderer ([`dem_contact_charts::draw`]): a
//! canvas (text measured by the canvas, dashes drawn by it) and SVG measured as the canvas
//! measures (the SVG export), at the page's device pixel ratio and theme.

use crate::backend::{Surface, Target};
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// A canvas's own context dashes lines ([`dem_contact_charts::LineDash`]): one stroke per
/// series instead of one per dash.
struct CanvasDash<'c>(&'c CanvasRenderingContext2d);

impl dem_contact_charts::LineDash for CanvasDash<'_> {
    fn set_dash(&self, pattern: &[f64]) {
        let a = js_sys::Array::new();
        for &x in pattern {
            a.push(&wasm_bindgen::JsValue::from_f64(x));
        }
        let _ = self.0.set_line_dash(&a);
    }
}

// What a chart is and how it is drawn are the charts crate's, shared with the Python
// package's SVG charts; the page's surfaces are here. (Axes, extras and series are built by
// the full module's views.)
#[cfg_attr(not(feature = "full"), allow(unused_imports))]
pub use dem_contact_charts::{
    css_colour, readout, Axis, Chart, Drawn, Extras, Kind, Series, Theme,
};

/// Draws `chart` on a page canvas (whose pixel size the page has set to CSS size × `dpr`).
pub fn on_canvas(
    canvas: HtmlCanvasElement,
    dpr: f64,
    theme: Theme,
    chart: &Chart,
) -> Result<Drawn, String> {
    use wasm_bindgen::JsCast;
    // The canvas's own context (the one plotters draws with) dashes lines natively.
    let ctx: Option<web_sys::CanvasRenderingContext2d> =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into().ok());
    let backend = CanvasBackend::with_canvas_object(canvas)
        .ok_or_else(|| "this canvas has no 2D context".to_string())?;
    let surface = Surface::new(Target::Canvas(backend), ctx.clone())
        .ok_or_else(|| "no canvas to measure text".to_string())?;
    let dash = ctx.as_ref().map(CanvasDash);
    let dash = dash.as_ref().map(|d| d as &dyn dem_contact_charts::LineDash);
    dem_contact_charts::draw(surface.into_drawing_area(), dpr, theme, chart, dash)
}

/// Text and line scale of the SVG export (see [`to_svg`]).
#[cfg(feature = "full")]
const SVG_SCALE: f64 = 1.25;

/// `chart` as an SVG document of `width` × `height` pixels, light theme (for papers).
#[cfg(feature = "full")]
pub fn to_svg(chart: &Chart, width: u32, height: u32) -> Result<String, String> {
    let mut out = String::new();
    {
        let backend = SVGBackend::with_string(&mut out, (width, height));
        let surface = Surface::new(Target::Svg(backend), None)
            .ok_or_else(|| "no canvas to measure text".to_string())?;
        // Drawn as on a screen of 1.25 device pixels per CSS pixel: the plotters SVG text of
        // a 12 px label is 9.7 px, too small at print size; scaled it is ≥ 12 px (9 pt at
        // 96 dpi) for every label (tested end to end).
        dem_contact_charts::draw(
            surface.into_drawing_area(),
            SVG_SCALE,
            Theme::default(),
            chart,
            None,
        )?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours() {
        assert_eq!(css_colour(Theme::default(), 0), "#0072b2");
        assert_eq!(css_colour(Theme::default(), 8), "#d55e00");
        assert_eq!(css_colour(Theme { dark: true }, 0), "#56b4e9");
    }
}
