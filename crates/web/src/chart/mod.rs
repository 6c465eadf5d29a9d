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
use crate::Solved;
use dem_contact::Curves;
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

/// One curve to draw, in SI units.
#[derive(Clone)]
pub struct Series {
    /// Legend text.
    pub label: String,
    /// Index into the palette (wraps).
    pub index: usize,
    /// (x, y) points in SI units.
    pub points: Vec<(f64, f64)>,
    /// How it is drawn.
    pub kind: Kind,
}

/// How a series is drawn: the user's own solid, overlays dashed (so they stay apart without
/// colour), an explicit scheme's steps as dots.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A solid line.
    Solid,
    /// A dashed line.
    Dashed,
    /// One dot per point.
    Points,
    /// A larger marker per point with a ring (measurements).
    Markers,
}

impl Kind {
    /// The first series solid, the others dashed.
    pub fn for_index(i: usize) -> Kind {
        if i == 0 {
            Kind::Solid
        } else {
            Kind::Dashed
        }
    }
}

/// One of the contact charts: its title, axes, and which curves of a solution it plots
/// against which.
pub struct Spec {
    /// Title drawn above the plot.
    pub title: &'static str,
    /// Horizontal axis.
    pub x: Axis,
    /// Vertical axis.
    pub y: Axis,
    /// The abscissae of a solution's curves.
    pub x_of: fn(&Curves) -> &[f64],
    /// The ordinates.
    pub y_of: fn(&Curves) -> &[f64],
    /// Draw y = 0 (to show tension).
    pub zero_line: bool,
    /// Shade the first series' loop (F(ξ): the work dissipated) and the area under its
    /// return branch (the work recovered).
    pub shade_loop: bool,
    /// Stop the time axis where every series has decayed below 1 % of the largest |y| for
    /// good, when that leaves more than half of the window empty (an overdamped contact's
    /// force is over long before its overlap: F(t) would fill 5 % of the axis).
    pub trim_tail: bool,
}

impl Spec {
    /// The chart of `spec` for these solved series.
    pub fn chart(&self, solved: &[Solved]) -> Chart {
        let mut series: Vec<Series> = solved
            .iter()
            .map(|s| Series {
                label: s.label.clone(),
                index: s.index,
                points: (self.x_of)(&s.curves)
                    .iter()
                    .copied()
                    .zip((self.y_of)(&s.curves).iter().copied())
                    .collect(),
                kind: s.kind,
            })
            .collect();
        if self.trim_tail {
            trim_tail(&mut series);
        }
        Chart {
            title: self.title.into(),
            x: self.x,
            y: self.y,
            series,
            extras: Extras {
                zero_line: self.zero_line,
                shade_loop: self.shade_loop,
                ..Extras::default()
            },
        }
    }
}

/// See [`Spec::trim_tail`].
fn trim_tail(series: &mut [Series]) {
    let peak = series.iter().flat_map(|s| s.points.iter()).map(|p| p.1.abs()).fold(0.0, f64::max);
    let end = series.iter().flat_map(|s| s.points.iter()).map(|p| p.0).fold(0.0, f64::max);
    if !(peak > 0.0 && end > 0.0) {
        return;
    }
    let last_big = series
        .iter()
        .flat_map(|s| s.points.iter())
        .filter(|p| p.1.abs() >= 0.01 * peak)
        .map(|p| p.0)
        .fold(0.0, f64::max);
    let cut = 1.15 * last_big;
    if cut < 0.5 * end {
        for s in series.iter_mut() {
            if let Some(i) = s.points.iter().position(|p| p.0 > cut) {
                s.points.truncate(i + 1);
            }
        }
    }
}

/// Everything needed to draw one chart, owned (kept for redrawing as SVG and for the
/// hover readout).
#[derive(Clone)]
pub struct Chart {
    /// Title.
    pub title: String,
    /// Horizontal axis.
    pub x: Axis,
    /// Vertical axis.
    pub y: Axis,
    /// The series.
    pub series: Vec<Series>,
    /// Decorations.
    pub extras: Extras,
}

/// An axis: quantity name, symbol and SI unit, e.g. ("Force", "F", "N"); unit "" for a
/// dimensionless axis.
#[derive(Clone, Copy)]
pub struct Axis {
    /// Quantity, e.g. "Time".
    pub quantity: &'static str,
    /// Symbol, e.g. "t".
    pub symbol: &'static str,
    /// SI unit without prefix, e.g. "s".
    pub unit: &'static str,
}

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
#[derive(Clone, Copy, Default, PartialEq, Eq)]
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
    fn background(self) -> RGBColor {
        if self.dark {
            RGBColor(0x0d, 0x11, 0x17)
        } else {
            WHITE
        }
    }
    fn foreground(self) -> RGBColor {
        if self.dark {
            RGBColor(0xe6, 0xed, 0xf3)
        } else {
            BLACK
        }
    }
    fn grid(self) -> (RGBColor, RGBColor) {
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

/// What was drawn: for the page's accessible description, tests, and the hover readout.
#[derive(Clone, Default)]
pub struct Drawn {
    /// Full x-axis label, e.g. "Time t \[ms\]".
    pub x_label: String,
    /// Full y-axis label.
    pub y_label: String,
    /// Axis ranges in displayed (prefixed) units.
    pub x_range: (f64, f64),
    /// Axis ranges in displayed (prefixed) units.
    pub y_range: (f64, f64),
    /// Series labels in drawing order.
    pub series: Vec<String>,
    /// The plotting area in device pixels: (left, right, top, bottom).
    pub plot_px: (i32, i32, i32, i32),
    /// Factors from SI to the displayed units of x and y.
    pub scale: (f64, f64),
    /// Logarithmic x and y axes (ranges are then in log₁₀ of the displayed units).
    pub log: (bool, bool),
}

/// Optional decorations of a chart.
#[derive(Clone, Copy, Default)]
pub struct Extras {
    /// Draw y = 0 (to show tension).
    pub zero_line: bool,
    /// Cap of the y axis (SI units); curves beyond are clipped.
    pub y_max: Option<f64>,
    /// A vertical marker line at this x (SI units).
    pub marker_x: Option<f64>,
    /// See [`Spec::shade_loop`].
    pub shade_loop: bool,
    /// Logarithmic x axis (points with x ≤ 0 are left out).
    pub log_x: bool,
    /// Logarithmic y axis (points with y ≤ 0 are left out).
    pub log_y: bool,
    /// What the plot says when it has no point to draw ("" for "no point to draw").
    pub empty_note: &'static str,
}

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
