//! The hover readout: the value of each series under the pointer.

use crate::chart::{Chart, Drawn};

/// The value of each series nearest to the pointer's abscissa, at device pixel `x_px` on a
/// chart drawn as `drawn`: (label, x, y) in SI units. Empty outside the plotting area (and
/// on a chart with nothing drawn).
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
