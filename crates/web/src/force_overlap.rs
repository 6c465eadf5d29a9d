//! Chart F(ξ): the force–overlap loop; its area is the energy dissipated.

use crate::chart::{self, Axis, Drawn, Series};
use crate::Solved;
use web_sys::HtmlCanvasElement;

/// Draws F(ξ) for every solved series.
pub fn draw(canvas: HtmlCanvasElement, dpr: f64, solved: &[Solved]) -> Result<Drawn, String> {
    let series: Vec<Series> = solved
        .iter()
        .map(|s| Series {
            label: &s.label,
            index: s.index,
            points: s.curves.overlap.iter().copied().zip(s.curves.force.iter().copied()).collect(),
        })
        .collect();
    chart::draw(
        canvas,
        dpr,
        "Force against overlap, F(ξ)",
        Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
        Axis { quantity: "Force", symbol: "F", unit: "N" },
        &series,
        true,
    )
}
