//! Draws a [`Chart`] on any plotters drawing area: the title and legend in a band above
//! the plot (so the legend never hides a curve), SI-prefixed axes with units, logarithmic
//! axes with their own ticks, the zero line, a marker, the shaded F(ξ) loop, the series.

use crate::chart::{Axis, Chart, Drawn, Kind, Series};
use crate::style::{log_label, log_ticks, padded, si_prefix, tick, Theme};
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A surface that dashes lines itself (a canvas's `setLineDash`): one stroke per series
/// instead of one per dash. Without one, dashes are drawn as separate segments.
pub trait LineDash {
    /// Sets the dash pattern in device pixels (`[]` for solid lines).
    fn set_dash(&self, pattern: &[f64]);
}

type Ctx<'a, B> = ChartContext<'a, B, Cartesian2d<RangedCoordf64, RangedCoordf64>>;
type Res<B> = Result<(), DrawingAreaErrorKind<<B as DrawingBackend>::ErrorType>>;

/// The axes of a chart as drawn: ranges in plot coordinates (displayed units, or their
/// log₁₀ on a log axis), the SI factors, and the full labels.
struct Frame {
    x: (f64, f64),
    y: (f64, f64),
    scale: (f64, f64),
    log: (bool, bool),
    x_label: String,
    y_label: String,
}

impl Frame {
    /// Plot coordinates of an SI point.
    fn to_plot(&self, (a, b): (f64, f64)) -> (f64, f64) {
        let (tx, ty) = (a / self.scale.0, b / self.scale.1);
        (if self.log.0 { tx.log10() } else { tx }, if self.log.1 { ty.log10() } else { ty })
    }
    /// Whether an SI point can be drawn (a log axis takes positive values only).
    fn shows(&self, p: &(f64, f64)) -> bool {
        (!self.log.0 || p.0 > 0.0) && (!self.log.1 || p.1 > 0.0)
    }
}

/// The axes' ranges and labels for `chart`; `None` when there is nothing to draw.
fn frame(chart: &Chart) -> Option<Frame> {
    let ex = chart.extras;
    let log = (ex.log_x, ex.log_y);
    let shown = |p: &&(f64, f64)| (!log.0 || p.0 > 0.0) && (!log.1 || p.1 > 0.0);
    let all = || chart.series.iter().flat_map(|s| s.points.iter()).filter(shown);
    let max_abs = |f: fn(&(f64, f64)) -> f64| all().map(|p| f(p).abs()).fold(0.0, f64::max);
    // Dimensionless axes (unit "") take no prefix.
    let prefix = |unit: &str, m: f64| if unit.is_empty() { (1.0, "") } else { si_prefix(m) };
    let (fx, px) = prefix(chart.x.unit, max_abs(|p| p.0));
    // The y prefix of what is shown: a floor or cap leaves the clipped values out.
    let clip = |y: f64| {
        y.max(ex.y_min.unwrap_or(f64::NEG_INFINITY)).min(ex.y_max.unwrap_or(f64::INFINITY))
    };
    let (fy, py) = prefix(chart.y.unit, all().map(|p| clip(p.1).abs()).fold(0.0, f64::max));
    let fold = |f: fn(&(f64, f64)) -> f64| {
        all().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(f(p)), b.max(f(p))))
    };
    let ((x_lo, x_hi), (y_lo, y_hi)) = (fold(|p| p.0), fold(|p| p.1));
    if !(x_lo.is_finite() && y_lo.is_finite()) {
        return None;
    }
    let tx = |v: f64| if log.0 { v.log10() } else { v };
    let ty = |v: f64| if log.1 { v.log10() } else { v };
    let (x0, x1) = (tx(x_lo / fx), tx(x_hi / fx));
    let x = if x1 > x0 { (x0, x1) } else { padded(x0, x1, false) };
    let y_hi = ex.y_max.map_or(y_hi, |cap| y_hi.min(cap));
    let y_lo = ex.y_min.map_or(y_lo, |floor| y_lo.max(floor));
    let y = padded(ty(y_lo / fy), ty(y_hi / fy), !log.1 && !ex.y_data_only);
    Some(Frame {
        x,
        y,
        scale: (fx, fy),
        log,
        x_label: axis_label(&chart.x, px),
        y_label: axis_label(&chart.y, py),
    })
}

/// "Force F \[kN\]"; a dimensionless axis reads "\[–\]".
fn axis_label(a: &Axis, prefix: &str) -> String {
    let unit = if a.unit.is_empty() { "–".to_string() } else { format!("{prefix}{}", a.unit) };
    if a.symbol.is_empty() {
        format!("{} [{unit}]", a.quantity)
    } else {
        format!("{} {} [{unit}]", a.quantity, a.symbol)
    }
}

/// Sizes in device pixels at `dpr` device pixels per CSS pixel, and the chart's styles.
struct Look {
    dpr: f64,
    theme: Theme,
}

impl Look {
    fn px(&self, v: f64) -> i32 {
        (v * self.dpr).round() as i32
    }
    fn font(&self, size: f64) -> FontDesc<'static> {
        // The family as an enum, not the string "sans-serif": plotters lower-cases a string
        // family, which pulls the Unicode case tables into a WebAssembly module.
        (FontFamily::SansSerif, size * self.dpr).into_font()
    }
    fn line(&self, i: usize) -> ShapeStyle {
        ShapeStyle {
            color: self.theme.colour(i).to_rgba(),
            filled: false,
            stroke_width: self.px(2.0).max(1) as u32,
        }
    }
    fn thin(&self) -> u32 {
        self.px(1.0).max(1) as u32
    }
}

/// Draws `chart` on `root` at `dpr` device pixels per CSS pixel. With `dash` (the surface
/// dashes lines itself) dashed series are one stroke each.
pub fn draw<B: DrawingBackend>(
    root: DrawingArea<B, Shift>,
    dpr: f64,
    theme: Theme,
    chart: &Chart,
    dash: Option<&dyn LineDash>,
) -> Result<Drawn, String> {
    let err = |e: DrawingAreaErrorKind<B::ErrorType>| format!("drawing failed: {e}");
    let look = Look { dpr, theme };
    root.fill(&theme.background()).map_err(err)?;
    let f = frame(chart).ok_or_else(|| match chart.extras.empty_note {
        "" => "nothing to draw".to_string(),
        note => note.to_string(),
    })?;
    let lower = legend_band(&root, &look, chart, dash).map_err(err)?;
    let mut ctx = ChartBuilder::on(&lower)
        .margin(look.px(10.0))
        .margin_top(look.px(4.0))
        // A log axis labels its last decade at the very end ("100"): room for its half.
        .margin_right(look.px(if f.log.0 { 20.0 } else { 10.0 }))
        .x_label_area_size(look.px(40.0))
        .y_label_area_size(look.px(62.0))
        .build_cartesian_2d(f.x.0..f.x.1, f.y.0..f.y.1)
        .map_err(err)?;
    mesh(&mut ctx, &look, &f).map_err(err)?;
    log_axes(&root, &mut ctx, &look, &f).map_err(err)?;
    decorations(&mut ctx, &look, chart, &f).map_err(err)?;
    for s in &chart.series {
        let clip = (chart.extras.y_min.is_some(), chart.extras.y_max.is_some());
        series(&mut ctx, &look, s, &f, clip, dash).map_err(err)?;
    }
    let (xr, yr) = ctx.plotting_area().get_pixel_range();
    root.present().map_err(err)?;
    Ok(Drawn {
        x_label: f.x_label,
        y_label: f.y_label,
        x_range: f.x,
        y_range: f.y,
        series: chart.series.iter().map(|s| s.label.clone()).collect(),
        plot_px: (xr.start, xr.end, yr.start, yr.end),
        scale: f.scale,
        log: f.log,
    })
}

/// Lays the legend out in rows that fit the width: (series index, x) per row.
fn legend_rows<B: DrawingBackend>(
    root: &DrawingArea<B, Shift>,
    look: &Look,
    chart: &Chart,
) -> Vec<Vec<(usize, i32)>> {
    let (w_px, _) = root.dim_in_pixel();
    let legend_font = look.font(12.0).color(&look.theme.foreground());
    let line_len = look.px(22.0);
    let mut rows: Vec<Vec<(usize, i32)>> = vec![Vec::new()];
    let (mut x_at, left) = (look.px(12.0), look.px(12.0));
    for (k, s) in chart.series.iter().enumerate() {
        let tw = root.estimate_text_size(&s.label, &legend_font).map_or(80, |(w, _)| w as i32);
        let need = line_len + look.px(5.0) + tw + look.px(14.0);
        if x_at + need > w_px as i32 - look.px(8.0) && !rows.last().map_or(true, Vec::is_empty) {
            rows.push(Vec::new());
            x_at = left;
        }
        if let Some(r) = rows.last_mut() {
            r.push((k, x_at));
        }
        x_at += need;
    }
    rows
}

/// Draws the title and the legend above the plot; returns the area left for the plot.
fn legend_band<B: DrawingBackend>(
    root: &DrawingArea<B, Shift>,
    look: &Look,
    chart: &Chart,
    dash: Option<&dyn LineDash>,
) -> Result<DrawingArea<B, Shift>, DrawingAreaErrorKind<B::ErrorType>> {
    let fg = look.theme.foreground();
    let (w_px, _) = root.dim_in_pixel();
    let (title_h, row_h, line_len) = (look.px(22.0), look.px(17.0), look.px(22.0));
    let rows = legend_rows(root, look, chart);
    let band = title_h + row_h * rows.len() as i32 + look.px(4.0);
    let (upper, lower) = root.split_vertically(band);
    upper.draw(&Text::new(
        chart.title.clone(),
        (w_px as i32 / 2, look.px(4.0)),
        look.font(15.0).color(&fg).pos(Pos::new(HPos::Center, VPos::Top)),
    ))?;
    let legend_font = look.font(12.0).color(&fg);
    for (r, row) in rows.iter().enumerate() {
        let y = title_h + row_h * r as i32 + row_h / 2;
        for &(k, x) in row {
            let s = &chart.series[k];
            legend_key(&upper, look, s, (x, y), line_len, dash)?;
            upper.draw(&Text::new(
                s.label.clone(),
                (x + line_len + look.px(5.0), y),
                legend_font.pos(Pos::new(HPos::Left, VPos::Center)),
            ))?;
        }
    }
    Ok(lower)
}

/// The sample of one series in the legend: its line, dashes, dots or marker.
fn legend_key<B: DrawingBackend>(
    upper: &DrawingArea<B, Shift>,
    look: &Look,
    s: &Series,
    (x, y): (i32, i32),
    line_len: i32,
    dash: Option<&dyn LineDash>,
) -> Res<B> {
    let st = look.line(s.index);
    let seg = vec![(x, y), (x + line_len, y)];
    match s.kind {
        Kind::Solid => upper.draw(&PathElement::new(seg, st)),
        Kind::Dashed => match dash {
            Some(d) => {
                d.set_dash(&[f64::from(look.px(5.0)), f64::from(look.px(3.0))]);
                let r = upper.draw(&PathElement::new(seg, st));
                d.set_dash(&[]);
                r
            }
            None => upper.draw(&plotters::element::DashedPathElement::new(
                seg,
                look.px(5.0),
                look.px(3.0),
                st,
            )),
        },
        Kind::Points => {
            for dx in [0.2, 0.5, 0.8] {
                let cx = x + (dx * line_len as f64) as i32;
                upper.draw(&Circle::new((cx, y), look.px(2.5), st.filled()))?;
            }
            Ok(())
        }
        Kind::Markers => upper.draw(&Circle::new((x + line_len / 2, y), look.px(4.0), st.filled())),
    }
}

/// The grid, axes, tick labels and axis labels (a log axis gets its ticks from
/// [`log_axes`]; plotters' are evenly spaced).
fn mesh<B: DrawingBackend>(ctx: &mut Ctx<'_, B>, look: &Look, f: &Frame) -> Res<B> {
    let fg = look.theme.foreground();
    let (grid_light, grid_bold) = look.theme.grid();
    let (xs, ys) = (f.x.1 - f.x.0, f.y.1 - f.y.0);
    let x_fmt = move |v: &f64| tick(*v, xs);
    let y_fmt = move |v: &f64| tick(*v, ys);
    let mut mesh = ctx.configure_mesh();
    if f.log.0 {
        mesh.disable_x_mesh();
    }
    if f.log.1 {
        mesh.disable_y_mesh();
    }
    mesh.x_desc(f.x_label.as_str())
        .y_desc(f.y_label.as_str())
        .label_style(look.font(12.0).color(&fg))
        .axis_desc_style(look.font(13.0).color(&fg))
        .light_line_style(grid_light)
        .bold_line_style(grid_bold)
        .axis_style(ShapeStyle { color: fg.mix(0.8), filled: false, stroke_width: look.thin() })
        .x_labels(if f.log.0 { 0 } else { 8 })
        .y_labels(if f.log.1 { 0 } else { 7 })
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .draw()
}

/// Grid lines and labels of logarithmic axes at 1, 2, 5 per decade (see [`log_ticks`]).
fn log_axes<B: DrawingBackend>(
    root: &DrawingArea<B, Shift>,
    ctx: &mut Ctx<'_, B>,
    look: &Look,
    f: &Frame,
) -> Res<B> {
    let (_, grid_bold) = look.theme.grid();
    let label_font = look.font(12.0).color(&look.theme.foreground());
    let ((x0, x1), (y0, y1)) = (f.x, f.y);
    if f.log.0 {
        for v in log_ticks(x0, x1) {
            let x = v.log10();
            ctx.draw_series(LineSeries::new([(x, y0), (x, y1)], grid_bold.stroke_width(1)))?;
            let (px, py) = ctx.backend_coord(&(x, y0));
            root.draw(&Text::new(
                log_label(v),
                (px, py + look.px(5.0)),
                label_font.pos(Pos::new(HPos::Center, VPos::Top)),
            ))?;
        }
    }
    if f.log.1 {
        for v in log_ticks(y0, y1) {
            let y = v.log10();
            ctx.draw_series(LineSeries::new([(x0, y), (x1, y)], grid_bold.stroke_width(1)))?;
            let (px, py) = ctx.backend_coord(&(x0, y));
            root.draw(&Text::new(
                log_label(v),
                (px - look.px(6.0), py),
                label_font.pos(Pos::new(HPos::Right, VPos::Center)),
            ))?;
        }
    }
    Ok(())
}

/// The zero line (tension below it), the vertical marker, and the shaded F(ξ) loop.
fn decorations<B: DrawingBackend>(
    ctx: &mut Ctx<'_, B>,
    look: &Look,
    chart: &Chart,
    f: &Frame,
) -> Res<B> {
    let fg = look.theme.foreground();
    let ((x0, x1), (y0, y1)) = (f.x, f.y);
    if chart.extras.zero_line && y0 < 0.0 {
        ctx.draw_series(LineSeries::new(
            [(x0, 0.0), (x1, 0.0)],
            fg.mix(0.5).stroke_width(look.thin()),
        ))?;
    }
    if let Some(mx) = chart.extras.marker_x {
        let xm = f.to_plot((mx, 1.0)).0;
        if xm >= x0 && xm <= x1 {
            ctx.draw_series(DashedLineSeries::new(
                [(xm, y0), (xm, y1)],
                look.px(4.0).max(2),
                look.px(3.0).max(2),
                fg.mix(0.6).stroke_width(look.thin()),
            ))?;
        }
    }
    if let Some(s) = chart.series.first().filter(|_| chart.extras.shade_loop) {
        shade_loop(ctx, look, s, f)?;
    }
    Ok(())
}

/// The loop itself (closed along the axes) is the work dissipated; under the return
/// branch, from the largest x on, lies the work recovered.
fn shade_loop<B: DrawingBackend>(
    ctx: &mut Ctx<'_, B>,
    look: &Look,
    s: &Series,
    f: &Frame,
) -> Res<B> {
    let pts: Vec<(f64, f64)> =
        s.points.iter().map(|&(a, b)| (a / f.scale.0, b / f.scale.1)).collect();
    let colour = look.theme.colour(s.index);
    let Some(i_max) = pts.iter().enumerate().max_by(|a, b| a.1 .0.total_cmp(&b.1 .0)).map(|p| p.0)
    else {
        return Ok(());
    };
    let mut under: Vec<(f64, f64)> = pts[i_max..].to_vec();
    if let (Some(&(xe, _)), Some(&(xm, _))) = (under.last(), under.first()) {
        under.push((xe, 0.0));
        under.push((xm, 0.0));
    }
    ctx.draw_series(std::iter::once(Polygon::new(under, colour.mix(0.12).filled())))?;
    // Closed along the axes (F = 0 back to the first ξ, then up to the first F), where
    // ∫F dξ adds nothing: its area is then ∫F dξ over the contact, the work dissipated,
    // also when the contact ends at ξ > 0 (force criterion).
    ctx.draw_series(std::iter::once(Polygon::new(closed_loop(pts), colour.mix(0.30).filled())))?;
    Ok(())
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

/// One series: a line, dashes, dots or ringed markers. Points above a capped axis are left
/// out (the curve enters at the top edge).
fn series<B: DrawingBackend>(
    ctx: &mut Ctx<'_, B>,
    look: &Look,
    s: &Series,
    f: &Frame,
    (floored, capped): (bool, bool),
    dash: Option<&dyn LineDash>,
) -> Res<B> {
    let style = look.line(s.index);
    let pts: Vec<(f64, f64)> = s
        .points
        .iter()
        .filter(|p| f.shows(p))
        .map(|&p| f.to_plot(p))
        .filter(|p| (!capped || p.1 <= f.y.1) && (!floored || p.1 >= f.y.0))
        .collect();
    let (on, off) = (look.px(7.0).max(2), look.px(7.0).max(2) / 2 + 2);
    match s.kind {
        Kind::Solid => ctx.draw_series(LineSeries::new(pts, style)).map(|_| ()),
        Kind::Dashed => match dash {
            Some(d) => {
                d.set_dash(&[f64::from(on), f64::from(off)]);
                let r = ctx.draw_series(LineSeries::new(pts, style)).map(|_| ());
                d.set_dash(&[]);
                r
            }
            None => ctx.draw_series(DashedLineSeries::new(pts, on, off, style)).map(|_| ()),
        },
        Kind::Points => {
            let r = look.px(1.6).max(1);
            ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, style.filled()))).map(|_| ())
        }
        Kind::Markers => {
            let r = look.px(4.0).max(2);
            let halo = ShapeStyle {
                color: look.theme.background().to_rgba(),
                filled: false,
                stroke_width: look.px(1.5).max(1) as u32,
            };
            ctx.draw_series(pts.iter().map(|&p| Circle::new(p, r, style.filled())))?;
            ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, halo))).map(|_| ())
        }
    }
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
    fn labels_carry_prefixed_units() {
        let f = Axis { quantity: "Force", symbol: "F", unit: "N" };
        assert_eq!(axis_label(&f, "k"), "Force F [kN]");
        let e = Axis { quantity: "Restitution", symbol: "e", unit: "" };
        assert_eq!(axis_label(&e, ""), "Restitution e [–]");
    }
}
