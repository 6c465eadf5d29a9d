//! Draws a [`Chart`] on any plotters backend — the page's canvases (`crates/web`, text
//! measured by the canvas, dashes by the canvas) and SVG (the Python package's charts, the
//! page's SVG export): the title and a legend that wraps in a band above the plot (so the
//! legend never hides a curve), SI-prefixed axes with units, logarithmic axes with their own
//! ticks, the zero line, a marker, the shaded F(ξ) loop, the series; a chart with no point
//! says so in its plot. One renderer: a fix to a chart is made once.

mod axis;
mod legend;
mod readout;
mod series;

pub use axis::Frame;
pub use readout::readout;

use crate::chart::{Chart, Drawn};
use crate::style::Theme;
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A surface that dashes lines itself (a canvas's `setLineDash`): one stroke per series
/// instead of one per dash (about 1 ms less per redraw with every model overlaid). Without
/// one, dashes are drawn as separate segments.
pub trait LineDash {
    /// Sets the dash pattern in device pixels (`[]` for solid lines).
    fn set_dash(&self, pattern: &[f64]);
}

/// The area a chart is drawn on.
type Area<B> = DrawingArea<B, Shift>;
/// The plot inside the axes, in plot coordinates.
type Plot<'a, B> = ChartContext<'a, B, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// A drawing error as text.
fn err<E: std::error::Error + Send + Sync>(e: DrawingAreaErrorKind<E>) -> String {
    format!("drawing failed: {e}")
}

/// Sizes, fonts and colours at a device pixel ratio, and the surface's own dashes.
struct Pen<'d> {
    dpr: f64,
    theme: Theme,
    dash: Option<&'d dyn LineDash>,
}

impl Pen<'_> {
    /// `v` CSS pixels in device pixels.
    fn px(&self, v: f64) -> i32 {
        (v * self.dpr).round() as i32
    }
    /// The sans-serif font at `size` CSS pixels. (The family as an enum, not the string
    /// "sans-serif": plotters lower-cases a string family, which pulls the Unicode case
    /// tables into a WebAssembly module, ≈ 8 KB gzip.)
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

/// Draws `chart` on the area `root` at `dpr` device pixels per CSS pixel: the title and
/// legend above, the axes, the series; a chart with no point to draw gets its axes and says
/// so in the plot (it is not an error: a sweep where no contact separates has no restitution
/// to plot). With `dash` (the surface dashes lines itself) dashed series are one stroke each.
pub fn draw<B: DrawingBackend>(
    root: Area<B>,
    dpr: f64,
    theme: Theme,
    chart: &Chart,
    dash: Option<&dyn LineDash>,
) -> Result<Drawn, String> {
    let pen = Pen { dpr, theme, dash };
    root.fill(&theme.background()).map_err(err)?;
    let frame = Frame::of(chart);
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

/// An F(ξ) path closed along the axes: on to F = 0 at the last ξ, back along F = 0 to the
/// first ξ (the polygon then closes up to the first F). ∫F dξ adds nothing on the way, so
/// the enclosed area is ∫F dξ over the path: the work dissipated.
pub fn closed_loop(mut pts: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    if let (Some(&(x0, _)), Some(&(xe, ye))) = (pts.first(), pts.last()) {
        if ye != 0.0 {
            pts.push((xe, 0.0));
        }
        pts.push((x0, 0.0));
    }
    pts
}
