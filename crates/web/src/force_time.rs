//! Chart F(t): contact force against time.

use crate::chart::{self, Axis, Drawn, Series};
use crate::Solved;
use web_sys::HtmlCanvasElement;

/// Draws F(t) for every solved series.
pub fn draw(canvas: HtmlCanvasElement, dpr: f64, solved: &[Solved]) -> Result<Drawn, String> {
    let series: Vec<Series> = solved
        .iter()
        .map(|s| Series {
            label: &s.label,
            index: s.index,
            points: s.curves.t.iter().copied().zip(s.curves.force.iter().copied()).collect(),
        })
        .collect();
    chart::draw(
        canvas,
        dpr,
        "Force against time, F(t)",
        Axis { quantity: "Time", symbol: "t", unit: "s" },
        Axis { quantity: "Force", symbol: "F", unit: "N" },
        &series,
        true,
    )
}
