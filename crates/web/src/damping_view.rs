//! Chart of the damping constant against restitution: the exact relation (solid) and every
//! published one (dashed), with the user's e marked.

use crate::chart::{self, Axis, Drawn, Series};
use dem_contact::DampingView;
use web_sys::HtmlCanvasElement;

/// Draws `view` on `canvas`. The damping axis is limited to twice the exact value at
/// e = 0.2 (or the curve's largest value if that is smaller), so that the relations that
/// diverge as e → 0 do not flatten the range DEM users work in.
pub fn draw(canvas: HtmlCanvasElement, dpr: f64, view: &DampingView) -> Result<Drawn, String> {
    let labels: Vec<String> = view.relations.iter().map(|r| r.name.clone()).collect();
    let series: Vec<Series> = view
        .relations
        .iter()
        .zip(&labels)
        .enumerate()
        .map(|(i, (r, label))| Series {
            label,
            index: i,
            points: r.curve.clone(),
            kind: chart::Kind::for_index(i),
        })
        .collect();
    let y_cap = view.relations.first().map(|r| {
        let max = r.curve.iter().map(|p| p.1).fold(0.0, f64::max);
        let at_02 = r.curve.iter().find(|p| p.0 >= 0.2).map_or(max, |p| p.1);
        (2.0 * at_02).min(1.05 * max)
    });
    let title = format!("Damping constant {} against restitution e", view.symbol);
    let symbol: &'static str = match view.symbol.as_str() {
        "α" => "α",
        "α1" => "α1",
        "b" => "b",
        _ => "α2",
    };
    chart::draw_with(
        canvas,
        dpr,
        &title,
        Axis { quantity: "Restitution", symbol: "e", unit: "" },
        Axis { quantity: "Damping constant", symbol, unit: "" },
        &series,
        chart::Extras { y_max: y_cap, marker_x: view.requested, ..chart::Extras::default() },
    )
}
