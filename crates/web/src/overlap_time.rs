//! Chart ξ(t): overlap against time.

use crate::chart::{self, Axis, Drawn, Series};
use crate::Solved;
use web_sys::HtmlCanvasElement;

/// Draws ξ(t) for every solved series.
pub fn draw(canvas: HtmlCanvasElement, dpr: f64, solved: &[Solved]) -> Result<Drawn, String> {
    let series: Vec<Series> = solved
        .iter()
        .map(|s| Series {
            label: &s.label,
            index: s.index,
            points: s.curves.t.iter().copied().zip(s.curves.overlap.iter().copied()).collect(),
        })
        .collect();
    chart::draw(
        canvas,
        dpr,
        "Overlap against time, ξ(t)",
        Axis { quantity: "Time", symbol: "t", unit: "s" },
        Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
        &series,
        false,
    )
}
