//! The axes of a chart: the frame the series fit in (SI prefixes, padding, the y cap, log
//! axes), the mesh with its ticks and labels, the zero line and the marker line.

use super::{err, Area, Pen, Plot};
use crate::chart::{Axis, Chart, Extras};
use crate::style::{log_label, log_ticks, padded, si_prefix, tick};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Where the series are drawn: the ranges in plot coordinates (displayed units, or their
/// log₁₀ on a log axis), the factors from SI to the displayed units, and the axis labels.
pub struct Frame {
    /// x range in plot coordinates.
    pub x: (f64, f64),
    /// y range in plot coordinates.
    pub y: (f64, f64),
    /// Factors from SI to the displayed units of x and y.
    pub scale: (f64, f64),
    /// Logarithmic x and y axes.
    pub log: (bool, bool),
    /// Full axis labels, e.g. "Time t \[ms\]".
    pub labels: (String, String),
    /// No point to draw (every series empty, or nothing positive on a log axis): a unit frame.
    pub empty: bool,
}

impl Frame {
    /// The frame that fits every point of `chart` that can be drawn.
    pub fn of(chart: &Chart) -> Frame {
        let Extras { log_x, log_y, y_max, y_min, y_data_only, .. } = chart.extras;
        let shown = |p: &&(f64, f64)| {
            p.0.is_finite() && p.1.is_finite() && (!log_x || p.0 > 0.0) && (!log_y || p.1 > 0.0)
        };
        let all = || chart.series.iter().flat_map(|s| s.points.iter()).filter(shown);
        let max_abs = |f: fn(&(f64, f64)) -> f64| all().map(|p| f(p).abs()).fold(0.0, f64::max);
        // The y prefix of what is shown: a floor or cap leaves the clipped values out.
        let clip =
            |y: f64| y.max(y_min.unwrap_or(f64::NEG_INFINITY)).min(y_max.unwrap_or(f64::INFINITY));
        // Dimensionless axes (unit "") take no prefix, nor do degrees (the Oblique view's
        // angles: "m°" would read oddly).
        let prefix = |unit: &str, m: f64| {
            if unit.is_empty() || unit == "°" {
                (1.0, "")
            } else {
                si_prefix(m)
            }
        };
        let (fx, px) = prefix(chart.x.unit, max_abs(|p| p.0));
        let (fy, py) = prefix(chart.y.unit, all().map(|p| clip(p.1).abs()).fold(0.0, f64::max));
        let span = |f: fn(&(f64, f64)) -> f64| {
            all().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| (a.min(f(p)), b.max(f(p))))
        };
        let ((x_lo, x_hi), (y_lo, y_hi)) = (span(|p| p.0), span(|p| p.1));
        let labels = (label(&chart.x, px), label(&chart.y, py));
        if !(x_lo.is_finite() && y_lo.is_finite()) {
            let log = (log_x, log_y);
            return Frame {
                x: (0.0, 1.0),
                y: (0.0, 1.0),
                scale: (1.0, 1.0),
                log,
                labels,
                empty: true,
            };
        }
        let tx = |v: f64| if log_x { v.log10() } else { v };
        let ty = |v: f64| if log_y { v.log10() } else { v };
        let (x0, x1) = (tx(x_lo / fx), tx(x_hi / fx));
        let x = if x1 > x0 { (x0, x1) } else { padded(x0, x1, false) };
        let y_hi = y_max.map_or(y_hi, |cap| y_hi.min(cap));
        let y_lo = y_min.map_or(y_lo, |floor| y_lo.max(floor));
        let y = padded(ty(y_lo / fy), ty(y_hi / fy), !log_y && !y_data_only);
        Frame { x, y, scale: (fx, fy), log: (log_x, log_y), labels, empty: false }
    }

    /// Whether a point (SI units) can be drawn in this frame.
    pub fn shows(&self, p: &(f64, f64)) -> bool {
        p.0.is_finite()
            && p.1.is_finite()
            && (!self.log.0 || p.0 > 0.0)
            && (!self.log.1 || p.1 > 0.0)
    }

    /// A point in SI units in plot coordinates.
    pub fn at(&self, (a, b): (f64, f64)) -> (f64, f64) {
        let (a, b) = (a / self.scale.0, b / self.scale.1);
        (if self.log.0 { a.log10() } else { a }, if self.log.1 { b.log10() } else { b })
    }
}

/// "Quantity symbol \[unit\]" with the SI prefix; "–" for a dimensionless axis.
fn label(a: &Axis, prefix: &str) -> String {
    let unit = if a.unit.is_empty() { "–".to_string() } else { format!("{prefix}{}", a.unit) };
    if a.symbol.is_empty() {
        format!("{} [{unit}]", a.quantity)
    } else {
        format!("{} {} [{unit}]", a.quantity, a.symbol)
    }
}

/// Builds the plotting area under the legend band (`lower`) for `frame` and draws the mesh,
/// the log-axis ticks, the zero line and the marker line.
pub fn draw<'a, B: DrawingBackend>(
    root: &Area<B>,
    lower: &'a Area<B>,
    pen: &Pen<'_>,
    frame: &Frame,
    extras: &Extras,
) -> Result<Plot<'a, B>, String> {
    let ((x0, x1), (y0, y1)) = (frame.x, frame.y);
    let log_x = frame.log.0;
    let mut ctx = ChartBuilder::on(lower)
        .margin(pen.px(10.0))
        .margin_top(pen.px(4.0))
        // A log axis labels its last decade at the very end ("100"): room for its half.
        .margin_right(pen.px(if log_x { 20.0 } else { 10.0 }))
        .x_label_area_size(pen.px(40.0))
        .y_label_area_size(pen.px(62.0))
        .build_cartesian_2d(x0..x1, y0..y1)
        .map_err(err)?;
    mesh(&mut ctx, pen, frame)?;
    log_ticks_drawn(root, &mut ctx, pen, frame)?;
    let fg = pen.theme.foreground();
    let thin = pen.px(1.0).max(1) as u32;
    if extras.zero_line && y0 < 0.0 {
        ctx.draw_series(LineSeries::new([(x0, 0.0), (x1, 0.0)], fg.mix(0.5).stroke_width(thin)))
            .map_err(err)?;
    }
    if let Some(mx) = extras.marker_x.filter(|_| !frame.empty) {
        let xm = frame.at((mx, 1.0)).0;
        if xm >= x0 && xm <= x1 {
            let (dash, gap) = (pen.px(4.0).max(2), pen.px(3.0).max(2));
            let style = fg.mix(0.6).stroke_width(thin);
            ctx.draw_series(DashedLineSeries::new([(xm, y0), (xm, y1)], dash, gap, style))
                .map_err(err)?;
        }
    }
    Ok(ctx)
}

/// The grid, the axis lines and labels, and the ticks of linear axes.
fn mesh<B: DrawingBackend>(
    ctx: &mut Plot<'_, B>,
    pen: &Pen<'_>,
    frame: &Frame,
) -> Result<(), String> {
    let fg = pen.theme.foreground();
    let (grid_light, grid_bold) = pen.theme.grid();
    let (xs, ys) = (frame.x.1 - frame.x.0, frame.y.1 - frame.y.0);
    let x_fmt = move |v: &f64| tick(*v, xs);
    let y_fmt = move |v: &f64| tick(*v, ys);
    let mut mesh = ctx.configure_mesh();
    // A log axis gets its own ticks (log_ticks_drawn); plotters' are evenly spaced.
    if frame.log.0 {
        mesh.disable_x_mesh();
    }
    if frame.log.1 {
        mesh.disable_y_mesh();
    }
    let axis =
        ShapeStyle { color: fg.mix(0.8), filled: false, stroke_width: pen.px(1.0).max(1) as u32 };
    mesh.x_desc(frame.labels.0.as_str())
        .y_desc(frame.labels.1.as_str())
        .label_style(pen.font(12.0).color(&fg))
        .axis_desc_style(pen.font(13.0).color(&fg))
        .light_line_style(grid_light)
        // At most four minor grid lines between labelled ones (plotters draws up to ten:
        // with every model overlaid the three charts stroked 455 lines a redraw, now 274,
        // each line a style, a path and a stroke from the wasm).
        .max_light_lines(4)
        .bold_line_style(grid_bold)
        .axis_style(axis)
        .x_labels(if frame.log.0 { 0 } else { 8 })
        .y_labels(if frame.log.1 { 0 } else { 7 })
        .x_label_formatter(&x_fmt)
        .y_label_formatter(&y_fmt)
        .draw()
        .map_err(err)
}

/// The grid lines and labels of the log axes: 1, 2, 5 per decade (see [`log_ticks`]).
fn log_ticks_drawn<B: DrawingBackend>(
    root: &Area<B>,
    ctx: &mut Plot<'_, B>,
    pen: &Pen<'_>,
    frame: &Frame,
) -> Result<(), String> {
    let ((x0, x1), (y0, y1)) = (frame.x, frame.y);
    let grid = pen.theme.grid().1.stroke_width(1);
    let font = pen.font(12.0).color(&pen.theme.foreground());
    if frame.log.0 {
        for v in log_ticks(x0, x1) {
            let x = v.log10();
            ctx.draw_series(LineSeries::new([(x, y0), (x, y1)], grid)).map_err(err)?;
            let (px, py) = ctx.backend_coord(&(x, y0));
            let at = (px, py + pen.px(5.0));
            root.draw(&Text::new(log_label(v), at, font.pos(Pos::new(HPos::Center, VPos::Top))))
                .map_err(err)?;
        }
    }
    if frame.log.1 {
        for v in log_ticks(y0, y1) {
            let y = v.log10();
            ctx.draw_series(LineSeries::new([(x0, y), (x1, y)], grid)).map_err(err)?;
            let (px, py) = ctx.backend_coord(&(x0, y));
            let at = (px - pen.px(6.0), py);
            root.draw(&Text::new(log_label(v), at, font.pos(Pos::new(HPos::Right, VPos::Center))))
                .map_err(err)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::{Kind, Series};

    fn chart(points: Vec<(f64, f64)>, log_y: bool) -> Chart {
        Chart {
            title: "t".into(),
            x: Axis { quantity: "Time", symbol: "t", unit: "s" },
            y: Axis { quantity: "Force", symbol: "F", unit: "N" },
            series: vec![Series { label: "a".into(), index: 0, points, kind: Kind::Solid }],
            extras: Extras { log_y, ..Extras::default() },
        }
    }

    /// A chart with nothing to draw (no point, or none positive on a log axis) gets a unit
    /// frame and says so: it is drawn, not refused.
    #[test]
    fn an_empty_chart_has_a_frame() {
        for c in [
            chart(vec![], false),
            chart(vec![(1.0, -2.0), (2.0, 0.0)], true),
            chart(vec![(f64::NAN, 1.0)], false),
        ] {
            let f = Frame::of(&c);
            assert!(f.empty);
            assert_eq!((f.x, f.y), ((0.0, 1.0), (0.0, 1.0)));
        }
        let f = Frame::of(&chart(vec![(1e-3, 2.0), (2e-3, 4.0)], false));
        assert!(!f.empty);
        assert_eq!(f.labels, ("Time t [ms]".to_string(), "Force F [N]".to_string()));
        assert_eq!(f.at((1e-3, 2.0)), (1.0, 2.0));
        // y from 0 (padded) to the largest force, 6 % headroom.
        assert_eq!(f.y, (-0.16, 4.24));
        let e = Axis { quantity: "Restitution", symbol: "e", unit: "" };
        assert_eq!(label(&e, ""), "Restitution e [–]");
    }
}
