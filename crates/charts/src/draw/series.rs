//! The series in the plot: the F(ξ) loop shaded (the work dissipated and recovered), then
//! each series as a solid or dashed line, dots (a scheme's steps) or markers (measurements).

use super::axis::Frame;
use super::{closed_loop, err, Pen, Plot};
use crate::chart::{Chart, Kind};
use plotters::prelude::*;

/// Draws the series of `chart` in `frame` on the plot `ctx`.
pub fn draw<B: DrawingBackend>(
    ctx: &mut Plot<'_, B>,
    pen: &Pen<'_>,
    frame: &Frame,
    chart: &Chart,
) -> Result<(), String> {
    if chart.extras.shade_loop {
        if let Some(s) = chart.series.first() {
            shade_loop(ctx, pen, frame, &s.points, s.index)?;
        }
    }
    let capped = chart.extras.y_max.is_some();
    let floored = chart.extras.y_min.is_some();
    for s in &chart.series {
        let style = pen.line(s.index);
        // Points beyond a capped (floored) axis are left out (the curve enters at the edge).
        let pts: Vec<(f64, f64)> = s
            .points
            .iter()
            .filter(|p| frame.shows(p))
            .map(|&p| frame.at(p))
            .filter(|p| (!capped || p.1 <= frame.y.1) && (!floored || p.1 >= frame.y.0))
            .collect();
        line(ctx, pen, s.kind, pts, style)?;
    }
    Ok(())
}

/// One series' points (plot coordinates) drawn as its kind says.
fn line<B: DrawingBackend>(
    ctx: &mut Plot<'_, B>,
    pen: &Pen<'_>,
    kind: Kind,
    pts: Vec<(f64, f64)>,
    style: ShapeStyle,
) -> Result<(), String> {
    match kind {
        Kind::Solid => ctx.draw_series(LineSeries::new(pts, style)).map(|_| ()).map_err(err),
        Kind::Dashed => {
            let (dash, gap) = (pen.px(7.0).max(2), pen.px(7.0).max(2) / 2 + 2);
            match pen.dash {
                Some(d) => {
                    d.set_dash(&[f64::from(dash), f64::from(gap)]);
                    let r = ctx.draw_series(LineSeries::new(pts, style)).map(|_| ()).map_err(err);
                    d.set_dash(&[]);
                    r
                }
                None => ctx
                    .draw_series(DashedLineSeries::new(pts, dash, gap, style))
                    .map(|_| ())
                    .map_err(err),
            }
        }
        Kind::Points => {
            let r = pen.px(1.6).max(1);
            ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, style.filled())))
                .map(|_| ())
                .map_err(err)
        }
        Kind::Markers => {
            let r = pen.px(4.0).max(2);
            let halo = ShapeStyle {
                color: pen.theme.background().to_rgba(),
                filled: false,
                stroke_width: pen.px(1.5).max(1) as u32,
            };
            ctx.draw_series(pts.iter().map(|&p| Circle::new(p, r, style.filled()))).map_err(err)?;
            ctx.draw_series(pts.into_iter().map(|p| Circle::new(p, r, halo)))
                .map(|_| ())
                .map_err(err)
        }
    }
}

/// The first series' F(ξ) loop: shaded dark, the loop itself (closed along the axes) — the
/// work dissipated; light, under the return branch from the largest ξ on — the work
/// recovered.
fn shade_loop<B: DrawingBackend>(
    ctx: &mut Plot<'_, B>,
    pen: &Pen<'_>,
    frame: &Frame,
    points: &[(f64, f64)],
    index: usize,
) -> Result<(), String> {
    let pts: Vec<(f64, f64)> =
        points.iter().map(|&(a, b)| (a / frame.scale.0, b / frame.scale.1)).collect();
    let colour = pen.theme.colour(index);
    let Some(i_max) = pts.iter().enumerate().max_by(|a, b| a.1 .0.total_cmp(&b.1 .0)).map(|p| p.0)
    else {
        return Ok(());
    };
    let mut under: Vec<(f64, f64)> = pts[i_max..].to_vec();
    if let (Some(&(xe, _)), Some(&(xm, _))) = (under.last(), under.first()) {
        under.push((xe, 0.0));
        under.push((xm, 0.0));
    }
    ctx.draw_series(std::iter::once(Polygon::new(under, colour.mix(0.12).filled())))
        .map_err(err)?;
    // Closed along the axes (F = 0 back to the first ξ, then up to the first F), where
    // ∫F dξ adds nothing: its area is then ∫F dξ over the contact, the work dissipated, also
    // when the contact ends at ξ > 0 (force criterion: a diagonal back to the start left a
    // triangle out).
    ctx.draw_series(std::iter::once(Polygon::new(closed_loop(pts), colour.mix(0.30).filled())))
        .map(|_| ())
        .map_err(err)
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
}
