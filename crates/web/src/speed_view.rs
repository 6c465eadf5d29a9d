//! The e(v0) charts: restitution, contact time and maximum overlap against the swept key
//! (the impact speed above all) on a logarithmic axis, one series per sweep, the measured
//! points and the fitted curve.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::sweep::Sweep;

/// What one chart plots of a sweep point.
#[derive(Clone, Copy)]
pub enum Quantity {
    /// Restitution e.
    Restitution,
    /// Contact time t_c.
    ContactTime,
    /// Maximum overlap ξ_max.
    MaxOverlap,
}

/// The axis of the swept key.
fn x_axis(over: &str) -> Axis {
    match over {
        "v0" => Axis { quantity: "Impact speed", symbol: "v0", unit: "m/s" },
        "h0" => Axis { quantity: "Drop height", symbol: "h0", unit: "m" },
        "e" => Axis { quantity: "Restitution asked", symbol: "e", unit: "" },
        "m1" => Axis { quantity: "Mass of body 1", symbol: "m1", unit: "kg" },
        "r1" => Axis { quantity: "Radius of body 1", symbol: "r1", unit: "m" },
        "g" => Axis { quantity: "Body acceleration", symbol: "g", unit: "m/s²" },
        _ => Axis { quantity: "Swept value", symbol: "", unit: "" },
    }
}

/// The chart of `q` for the sweeps (label, palette index, sweep), with the measured points
/// (v0, e) and the fitted sweep on the restitution chart.
pub fn chart(
    q: Quantity,
    sweeps: &[(String, usize, &Sweep)],
    measured: &[(f64, f64)],
    fitted: Option<(String, usize, &Sweep)>,
) -> Chart {
    let over = sweeps.first().map_or("v0", |s| s.2.over);
    let pick = |p: &dem_contact::sweep::Point| match q {
        Quantity::Restitution => p.restitution,
        Quantity::ContactTime => p.contact_time,
        Quantity::MaxOverlap => p.max_overlap,
    };
    let line = |label: &str, index: usize, s: &Sweep, kind: Kind| Series {
        label: label.to_string(),
        index,
        points: s.points.iter().filter_map(|p| pick(p).map(|y| (p.value, y))).collect(),
        kind,
    };
    let mut series: Vec<Series> = sweeps
        .iter()
        .enumerate()
        .map(|(i, (label, index, s))| line(label, *index, s, Kind::for_index(i)))
        .collect();
    if let (Quantity::Restitution, Some((label, index, s))) = (q, fitted) {
        series.push(line(&label, index, s, Kind::Dashed));
    }
    if matches!(q, Quantity::Restitution) && !measured.is_empty() {
        series.push(Series {
            label: "measured".into(),
            index: 6,
            points: measured.to_vec(),
            kind: Kind::Markers,
        });
    }
    let (title, y, log_y) = match q {
        Quantity::Restitution => (
            "Restitution against impact speed, e(v0)",
            Axis { quantity: "Restitution", symbol: "e", unit: "" },
            false,
        ),
        Quantity::ContactTime => (
            "Contact time against impact speed",
            Axis { quantity: "Contact time", symbol: "t_c", unit: "s" },
            true,
        ),
        Quantity::MaxOverlap => (
            "Maximum overlap against impact speed",
            Axis { quantity: "Maximum overlap", symbol: "ξ_max", unit: "m" },
            true,
        ),
    };
    let title = if over == "v0" {
        title.to_string()
    } else {
        format!("{} against {}", y.quantity, x_axis(over).quantity.to_lowercase())
    };
    let log_x = sweeps.iter().all(|s| s.2.points.iter().all(|p| p.value > 0.0));
    Chart {
        title,
        x: x_axis(over),
        y,
        series,
        extras: Extras {
            log_x,
            log_y,
            y_max: matches!(q, Quantity::Restitution).then_some(1.02),
            empty_note: match q {
                Quantity::ContactTime => "no contact ends at these speeds",
                _ => "no contact separates at these speeds",
            },
            ..Extras::default()
        },
    }
}
