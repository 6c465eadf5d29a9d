//! What the charts share: SI-prefixed axes, high-DPI scaling, light and dark themes, the
//! colour-blind-safe palette, series drawn solid, dashed or dotted with a legend above the
//! plot, and a description of what was drawn (for the page's accessible labels, the hover
//! readout and the SVG export). A chart is drawn from an owned [`Chart`] on any plotters
//! backend: the page's canvases, or SVG.

mod axis;
mod legend;
mod readout;
mod series;

pub use readout::readout;

use crate::backend::{Surface, SurfaceError, Target};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_canvas::CanvasBackend;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The area a chart is drawn on.
type Area<'a> = DrawingArea<Surface<'a>, Shift>;
/// The plot inside the axes, in plot coordinates.
type Plot<'a, 'b> = ChartContext<'a, Surface<'b>, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// A drawing error as text.
fn err(e: DrawingAreaErrorKind<SurfaceError>) -> String {
    format!("drawing failed: {e}")
}

/// Sizes, fonts and colours at a device pixel ratio; with `canvas` (the context of the canvas
/// drawn on) dashed lines are dashed by the canvas itself — one stroke per series instead of
/// one per dash, about 1 ms less per redraw with every model overlaid.
struct Pen<'c> {
    dpr: f64,
    theme: Theme,
    canvas: Option<&'c CanvasRenderingContext2d>,
}

impl Pen<'_> {
    /// `v` CSS pixels in device pixels.
    fn px(&self, v: f64) -> i32 {
        (v * self.dpr).round() as i32
    }
    /// The sans-serif font at `size` CSS pixels. (The family as an enum, not the string
    /// "sans-serif": plotters lower-cases a string family, which pulls the Unicode case
    /// tables into the module, ≈ 8 KB gzip.)
    fn font(&self, size: f64) -> FontDesc<'static> {
        (FontFamily::SansSerif, size * self.dpr).into_font()
    }
    /// The line of series colour `i`, 2 CSS pixels wide.
    fn line(&self, i: usize) -> ShapeStyle {
        ShapeStyle {
            color: self.theme.colour(i).to_rgba(),
            filled: false,
            stroke_width: self.px(2.0).max(1) as u32,
        }
    }
}

// What a chart is (its series, axes, decorations, the contact charts' specifications) and its
// palette and themes are the charts crate's, shared with the Python package's SVG charts;
// how it is drawn on the page's canvas (text measured by the canvas, dashes by the canvas, a
// legend that wraps, a note in an empty plot) is here.
pub use dem_contact_charts::{css_colour, Axis, Chart, Drawn, Extras, Kind, Series, Theme};

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
    draw(surface.into_drawing_area(), dpr, theme, chart, ctx.as_ref())
}

/// Draws `chart` on the area `root`: the title and legend above, the axes, the series; a
/// chart with no point to draw gets its axes and says so in the plot (it is not an error: a
/// sweep where no contact separates has no restitution to plot).
pub fn draw(
    root: Area<'_>,
    dpr: f64,
    theme: Theme,
    chart: &Chart,
    canvas: Option<&CanvasRenderingContext2d>,
) -> Result<Drawn, String> {
    let pen = Pen { dpr, theme, canvas };
    root.fill(&theme.background()).map_err(err)?;
    let frame = axis::Frame::of(chart);
    let lower = legend::draw(&root, &pen, &chart.title, &chart.series)?;
    let mut ctx = axis::draw(&root, &lower, &pen, &frame, &chart.extras)?;
    if frame.empty {
        let style = pen
            .font(13.0)
            .color(&theme.foreground().mix(0.7))
            .pos(Pos::new(HPos::Center, VPos::Center));
        let note = match chart.extras.empty_note {
            "" => "no point to draw",
            note => note,
        };
        ctx.draw_series(std::iter::once(Text::new(note, (0.5, 0.5), style))).map_err(err)?;
    } else {
        series::draw(&mut ctx, &pen, &frame, chart)?;
    }
    let (xr, yr) = ctx.plotting_area().get_pixel_range();
    root.present().map_err(err)?;
    Ok(Drawn {
        x_label: frame.labels.0,
        y_label: frame.labels.1,
        x_range: frame.x,
        y_range: frame.y,
        series: chart.series.iter().map(|s| s.label.clone()).collect(),
        plot_px: (xr.start, xr.end, yr.start, yr.end),
        scale: frame.scale,
        log: frame.log,
    })
}

/// Sets the dash pattern of the canvas's context ([] for solid lines).
fn line_dash(ctx: &web_sys::CanvasRenderingContext2d, pattern: &[f64]) {
    let a = js_sys::Array::new();
    for &x in pattern {
        a.push(&wasm_bindgen::JsValue::from_f64(x));
    }
    let _ = ctx.set_line_dash(&a);
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
        draw(surface.into_drawing_area(), SVG_SCALE, Theme::default(), chart, None)?;
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
