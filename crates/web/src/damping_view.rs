//! Chart of the damping constant against restitution: the exact relation (solid) and every
//! published one (dashed), with the user's e marked.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::DampingView;

/// The chart of `view`. The damping axis is limited to twice the exact value at e = 0.2 (or
/// the curve's largest value if that is smaller), so that the relations that diverge as
/// e → 0 do not flatten the range DEM users work in.
pub fn chart(view: &DampingView) -> Chart {
    let series = view
        .relations
        .iter()
        .enumerate()
        .map(|(i, r)| Series {
            label: r.label.clone(),
            index: i,
            points: r.curve.clone(),
            kind: Kind::for_index(i),
        })
        .collect();
    let y_cap = view.relations.first().map(|r| {
        let max = r.curve.iter().map(|p| p.1).fold(0.0, f64::max);
        let at_02 = r.curve.iter().find(|p| p.0 >= 0.2).map_or(max, |p| p.1);
        (2.0 * at_02).min(1.05 * max)
    });
    let symbol: &'static str = match view.symbol.as_str() {
        "α" => "α",
        "α1" => "α1",
        "b" => "b",
        _ => "α2",
    };
    Chart {
        title: format!("Damping constant {} against restitution e", view.symbol),
        x: Axis { quantity: "Restitution", symbol: "e", unit: "" },
        y: Axis { quantity: "Damping constant", symbol, unit: "" },
        series,
        extras: Extras { y_max: y_cap, marker_x: view.requested, ..Extras::default() },
    }
}
