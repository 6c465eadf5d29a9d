//! What the charts share: SI-prefixed axes, high-DPI scaling, light and dark themes, the
//! colour-blind-safe palette, series drawn solid, dashed or dotted with a legend above the
//! plot, and a description of what was drawn (for the page's accessible labels, the hover
//! readout and the SVG export). A chart is drawn from an owned [`Chart`] on any plotters
//! backend: the page's canvases, or SVG.

use crate::backend::{Surface, Target};
use crate::Solved;
use dem_contact::Curves;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

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
fn tick(v: f64, span: f64) -> String {
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

fn padded(lo: f64, hi: f64, include_zero: bool) -> (f64, f64) {
    let (lo, hi) = if include_zero { (lo.min(0.0), hi.max(0.0)) } else { (lo, hi) };
    let span = hi - lo;
    if span.is_nan() || span <= 0.0 {
        let w = if lo == 0.0 { 1.0 } else { lo.abs() * 0.1 };
        return (lo - w, hi + w);
    }
    (lo - 0.04 * span, hi + 0.06 * span)
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

/// The value of each series nearest to the pointer's abscissa, at device pixel `x_px` on a
/// chart drawn as `drawn`: (label, x, y) in SI units. Empty outside the plotting area.
pub fn readout(chart: &Chart, drawn: &Drawn, x_px: f64) -> Vec<(String, f64, f64)> {
    let (l, r, _, _) = drawn.plot_px;
    if r <= l || x_px < l as f64 || x_px > r as f64 {
        return Vec::new();
    }
    let (x0, x1) = drawn.x_range;
    let x = x0 + (x_px - l as f64) / (r - l) as f64 * (x1 - x0);
    let x = if drawn.log.0 { 10f64.powf(x) } else { x } * drawn.scale.0;
    chart
        .series
        .iter()
        .filter_map(|s| {
            s.points
                .iter()
                .min_by(|a, b| (a.0 - x).abs().total_cmp(&(b.0 - x).abs()))
                .map(|p| (s.label.clone(), p.0, p.1))
        })
        .collect()
}

/// Draws `chart` on any plotters drawing area. With `canvas` (the context of the canvas the
/// area draws on) dashed lines are dashed by the canvas itself — one stroke per series
/// instead of one per dash, about 1 ms less per redraw with every model overlaid.
pub fn draw<B: DrawingBackend>(
    root: DrawingArea<B, Shift>,
    dpr: f64,
    theme: Theme,
    chart: &Chart,
    canvas: Option<&web_sys::CanvasRenderingContext2d>,
) -> Result<Drawn, String> {
    let Chart { title, x, y, series, extras } = chart;
    let (x, y, extras) = (*x, *y, *extras);
    let zero_line = extras.zero_line;
    let err = |e: DrawingAreaErrorKind<B::ErrorType>| format!("drawing failed: {e}");
    let fg = theme.foreground();
    root.fill(&theme.background()).map_err(err)?;

    let (log_x, log_y) = (extras.log_x, extras.log_y);
    // On a log axis only positive values can be drawn.
    let shown = move |p: &&(f64, f64)| (!log_x || p.0 > 0.0) && (!log_y || p.1 > 0.0);
    let all = || series.iter().flat_map(|s| s.points.iter()).filter(shown);
    let max_abs = |f: fn(&(f64, f64)) -> f64| all().map(|p| f(p).abs()).fold(0.0, f64::max);
    // Dimensionless axes (unit "") take no prefix.
    let prefix = |unit: &str, m: f64| if unit.is_empty() { (1.0, "") } else { si_prefix(m) };
    let (fx, px) = prefix(x.unit, max_abs(|p| p.0));
    let (fy, py) = prefix(y.unit, max_abs(|p| p.1));
    let (x_lo, x_hi) =
        all().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (y_lo, y_hi) =
        all().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(p.1), b.max(p.1)));
    if !(x_lo.is_finite() && y_lo.is_finite()) {
        return Err("nothing to draw".into());
    }
    // Plot coordinates: displayed units, or their log₁₀ on a log axis.
    let tx = move |v: f64| if log_x { v.log10() } else { v };
    let ty = move |v: f64| if log_y { v.log10() } else { v };
    let (x0, x1) = (tx(x_lo / fx), tx(x_hi / fx));
    let (x0, x1) = if x1 > x0 { (x0, x1) } else { padded(x0, x1, false) };
    let y_hi = extras.y_max.map_or(y_hi, |cap| y_hi.min(cap));
    let (y0, y1) = padded(ty(y_lo / fy), ty(y_hi / fy), !log_y);
    let unit = |p: &str, u: &str| if u.is_empty() { "–".to_string() } else { format!("{p}{u}") };
    let label = |a: &Axis, p: &str| {
        let name = if a.symbol.is_empty() {
            a.quantity.to_string()
        } else {
            format!("{} {}", a.quantity, a.symbol)
        };
        format!("{name} [{}]", unit(p, a.unit))
    };
    let x_label = label(&x, px);
    let y_label = label(&y, py);

    let px_ = |v: f64| (v * dpr).round() as i32;
    // The family as an enum, not the string "sans-serif": plotters lower-cases a string
    // family, which pulls the Unicode case tables into the module (≈ 8 KB gzip).
    let font = |size: f64| (FontFamily::SansSerif, size * dpr).into_font();
    let width = px_(2.0).max(1) as u32;
    let dash = px_(7.0).max(2);
    let gap = dash / 2 + 2;
    let style_of = |i: usize| ShapeStyle {
        color: theme.colour(i).to_rgba(),
        filled: false,
        stroke_width: width,
    };

    // Title and legend in a band above the plot, so the legend never hides a curve.
    let (w_px, _) = root.dim_in_pixel();
    let title_h = px_(22.0);
    let row_h = px_(17.0);
    let line_len = px_(22.0);
    let legend_font = font(12.0).color(&fg);
    let mut rows: Vec<Vec<(usize, i32)>> = vec![Vec::new()];
    let (mut x_at, left) = (px_(12.0), px_(12.0));
    for (k, s) in series.iter().enumerate() {
        let tw = root.estimate_text_size(&s.label, &legend_font).map_or(80, |(w, _)| w as i32);
        let need = line_len + px_(5.0) + tw + px_(14.0);
        if x_at + need > w_px as i32 - px_(8.0) && !rows.last().map_or(true, Vec::is_empty) {
            rows.push(Vec::new());
            x_at = left;
        }
        if let Some(r) = rows.last_mut() {
            r.push((k, x_at));
        }
        x_at += need;
    }
    let band = title_h + row_h * rows.len() as i32 + px_(4.0);
    let (upper, lower) = root.split_vertically(band);
    upper
        .draw(&Text::new(
            title.to_string(),
            (w_px as i32 / 2, px_(4.0)),
            font(15.0).color(&fg).pos(Pos::new(HPos::Center, VPos::Top)),
        ))
        .map_err(err)?;
    for (r, row) in rows.iter().enumerate() {
        let y = title_h + row_h * r as i32 + row_h / 2;
        for &(k, x) in row {
            let s = &series[k];
            let st = style_of(s.index);
            let seg = vec![(x, y), (x + line_len, y)];
            match s.kind {
                Kind::Solid => upper.draw(&PathElement::new(seg, st)).map_err(err)?,
                Kind::Dashed => match canvas {
                    Some(c) => {
                        line_dash(c, &[f64::from(px_(5.0)), f64::from(px_(3.0))]);
                        upper.draw(&PathElement::new(seg, st)).map_err(err)?;
                        line_dash(c, &[]);
                    }
                    None => upper
                        .draw(&plotters::element::DashedPathElement::new(
                            seg,
                            px_(5.0),
                            px_(3.0),
                            st,
                        ))
                        .map_err(err)?,
                },
                Kind::Points => {
                    for dx in [0.2, 0.5, 0.8] {
                        let cx = x + (dx * line_len as f64) as i32;
                        upper.draw(&Circle::new((cx, y), px_(2.5), st.filled())).map_err(err)?;
                    }
                }
                Kind::Markers => {
                    let cx = x + line_len / 2;
                    upper.draw(&Circle::new((cx, y), px_(4.0), st.filled())).map_err(err)?;
                }
            }
            upper
                .draw(&Text::new(
                    s.label.to_string(),
                    (x + line_len + px_(5.0), y),
                    legend_font.pos(Pos::new(HPos::Left, VPos::Center)),
                ))
                .map_err(err)?;
        }
    }

    let (grid_light, grid_bold) = theme.grid();
    let mut ctx = ChartBuilder::on(&lower)
        .margin(px_(10.0))
        .margin_top(px_(4.0))
        // A log axis labels its last decade at the very end ("100"): room for its half.
        .margin_right(px_(if log_x { 20.0 } else { 10.0 }))
        .x_label_area_size(px_(40.0))
        .y_label_area_size(px_(62.0))
        .build_cartesian_2d(x0..x1, y0..y1)
        .map_err(err)?;
    let (xs, ys) = (x1 - x0, y1 - y0);
    let x_fmt = move |v: &f64| tick(*v, xs);
    let y_fmt = move |v: &f64| tick(*v, ys);
    let mut mesh = ctx.configure_mesh();
    // A log axis gets its own ticks (below); plotters' are evenly spaced.
    if log_x {
        mesh.disable_x_mesh();
    }
    if log_y {
        mesh.disable_y_mesh();
    }
    mesh.x_desc(x_label.as_str())
        .y_desc(y_label.as_str())
        .label_style(font(12.0).color(&fg))
        .axis_desc_style(font(13.0).color(&fg))
        .light_line_style(grid_light)
        .bold_line_style(grid_bold)
        .axis_style(ShapeStyle {
            color: fg.mix(0.8),
            filled: false,
            stroke_width: px_(1.0).max(1) as u32,
        })
        .x_labels(if log_x { 0 } else { 8 })
        .y_labels(if log_y { 0 } else { 7 })
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .draw()
        .map_err(err)?;
    let label_font = font(12.0).color(&fg);
    if log_x {
        for v in log_ticks(x0, x1) {
            let x = v.log10();
            ctx.draw_series(LineSeries::new([(x, y0), (x, y1)], grid_bold.stroke_width(1)))
                .map_err(err)?;
            let (px, py) = ctx.backend_coord(&(x, y0));
            root.draw(&Text::new(
                log_label(v),
                (px, py + px_(5.0)),
                label_font.pos(Pos::new(HPos::Center, VPos::Top)),
            ))
            .map_err(err)?;
        }
    }
    if log_y {
        for v in log_ticks(y0, y1) {
            let y = v.log10();
            ctx.draw_series(LineSeries::new([(x0, y), (x1, y)], grid_bold.stroke_width(1)))
                .map_err(err)?;
            let (px, py) = ctx.backend_coord(&(x0, y));
            root.draw(&Text::new(
                log_label(v),
                (px - px_(6.0), py),
                label_font.pos(Pos::new(HPos::Right, VPos::Center)),
            ))
            .map_err(err)?;
        }
    }
    if zero_line && y0 < 0.0 {
        ctx.draw_series(LineSeries::new(
            [(x0, 0.0), (x1, 0.0)],
            fg.mix(0.5).stroke_width(px_(1.0).max(1) as u32),
        ))
        .map_err(err)?;
    }
    if let Some(mx) = extras.marker_x {
        let xm = tx(mx / fx);
        if xm >= x0 && xm <= x1 {
            ctx.draw_series(DashedLineSeries::new(
                [(xm, y0), (xm, y1)],
                px_(4.0).max(2),
                px_(3.0).max(2),
                fg.mix(0.6).stroke_width(px_(1.0).max(1) as u32),
            ))
            .map_err(err)?;
        }
    }
    if let Some(s) = series.first().filter(|_| extras.shade_loop) {
        // The loop itself (closed along the axes) is the work dissipated; under the
        // return branch, from the largest x on, lies the work recovered.
        let pts: Vec<(f64, f64)> = s.points.iter().map(|&(a, b)| (a / fx, b / fy)).collect();
        let colour = theme.colour(s.index);
        if let Some(i_max) =
            pts.iter().enumerate().max_by(|a, b| a.1 .0.total_cmp(&b.1 .0)).map(|p| p.0)
        {
            let mut under: Vec<(f64, f64)> = pts[i_max..].to_vec();
            if let (Some(&(xe, _)), Some(&(xm, _))) = (under.last(), under.first()) {
                under.push((xe, 0.0));
                under.push((xm, 0.0));
            }
            ctx.draw_series(std::iter::once(Polygon::new(under, colour.mix(0.12).filled())))
                .map_err(err)?;
            // Closed along the axes (F = 0 back to the first ξ, then up to the first F), where
            // ∫F dξ adds nothing: its area is then ∫F dξ over the contact, the work
            // dissipated, also when the contact ends at ξ > 0 (force criterion: a diagonal
            // back to the start left a triangle out).
            ctx.draw_series(std::iter::once(Polygon::new(
                closed_loop(pts),
                colour.mix(0.30).filled(),
            )))
            .map_err(err)?;
        }
    }
    for s in series {
        let style = style_of(s.index);
        // Points above a capped axis are left out (the curve enters at the top edge).
        let pts = s
            .points
            .iter()
            .filter(shown)
            .map(|&(a, b)| (tx(a / fx), ty(b / fy)))
            .filter(|p| extras.y_max.is_none() || p.1 <= y1)
            .collect::<Vec<_>>();
        match s.kind {
            Kind::Solid => ctx.draw_series(LineSeries::new(pts, style)).map_err(err)?,
            Kind::Dashed => match canvas {
                Some(c) => {
                    line_dash(c, &[f64::from(dash), f64::from(gap)]);
                    let r = ctx.draw_series(LineSeries::new(pts, style)).map_err(err);
                    line_dash(c, &[]);
                    r?
                }
                None => {
                    ctx.draw_series(DashedLineSeries::new(pts, dash, gap, style)).map_err(err)?
                }
            },
            Kind::Points => {
                let r = px_(1.6).max(1);
                ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, style.filled())))
                    .map_err(err)?
            }
            Kind::Markers => {
                let (r, ring) = (px_(4.0).max(2), theme.background());
                let halo = ShapeStyle {
                    color: ring.to_rgba(),
                    filled: false,
                    stroke_width: px_(1.5).max(1) as u32,
                };
                ctx.draw_series(pts.iter().map(|&p| Circle::new(p, r, style.filled())))
                    .map_err(err)?;
                ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, halo))).map_err(err)?
            }
        };
    }
    let (xr, yr) = ctx.plotting_area().get_pixel_range();
    root.present().map_err(err)?;
    Ok(Drawn {
        x_label,
        y_label,
        x_range: (x0, x1),
        y_range: (y0, y1),
        series: series.iter().map(|s| s.label.clone()).collect(),
        plot_px: (xr.start, xr.end, yr.start, yr.end),
        scale: (fx, fy),
        log: (log_x, log_y),
    })
}

/// An F(ξ) path closed along the axes: on to F = 0 at the last ξ, back along F = 0 to the
/// first ξ (the polygon then closes up to the first F). ∫F dξ adds nothing on the way, so
/// the enclosed area is ∫F dξ over the path: the work dissipated.
fn closed_loop(mut pts: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    if let (Some(&(x0, _)), Some(&(xe, ye))) = (pts.first(), pts.last()) {
        if ye != 0.0 {
            pts.push((xe, 0.0));
        }
        pts.push((x0, 0.0));
    }
    pts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shaded loop's area (shoelace) equals ∫F dξ along the path (trapezoids) for a
    /// contact that starts with a dashpot force and ends at ξ > 0 with F = 0 (force
    /// criterion) and for one that ends at ξ = 0 in tension (overlap criterion).
    #[test]
    fn loop_area_is_the_work_along_the_path() {
        let shoelace = |p: &[(f64, f64)]| {
            let n = p.len();
            (0..n).map(|i| p[i].0 * p[(i + 1) % n].1 - p[(i + 1) % n].0 * p[i].1).sum::<f64>() / 2.0
        };
        let work = |p: &[(f64, f64)]| {
            p.windows(2).map(|w| 0.5 * (w[0].1 + w[1].1) * (w[1].0 - w[0].0)).sum::<f64>()
        };
        let force_end = [(0.0, 80.0), (5.0, 90.0), (14.0, 70.0), (10.0, 30.0), (6.4, 0.0)];
        let overlap_end = [(0.0, 2.0), (1.0, 3.0), (2.0, 1.0), (1.0, 0.5), (0.0, -0.2)];
        for path in [&force_end[..], &overlap_end[..]] {
            let closed = closed_loop(path.to_vec());
            // The polygon runs clockwise in (ξ, F) for a dissipative loop: −area = work.
            assert!((-shoelace(&closed) - work(path)).abs() < 1e-9, "{path:?}");
        }
    }

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
    }
}
