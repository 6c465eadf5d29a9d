//! The three contact charts of a scenario as SVG documents (the Python package's
//! `_repr_html_`), drawn by `dem-contact-charts` as the page draws them.

use crate::input::{lib, parse};
use crate::CommandError;
use dem_contact::Scenario;
use serde_json::Value;

/// Samples of the curves drawn (the page's `SAMPLES`).
pub const SAMPLES: usize = 400;

/// F(t), ξ(t) and F(ξ) of the scenario `input`, each `width` × `height` pixels (clamped to
/// 200–4000 × 150–3000, as the page's export is). The legend names the code setting or
/// the model.
pub fn contact_svgs(input: &Value, width: u32, height: u32) -> Result<[String; 3], CommandError> {
    let sc: Scenario = parse(input, input)?;
    let sol = dem_contact::solve_with_curves(&sc, SAMPLES).map_err(lib(input))?;
    let curves = sol.curves.unwrap_or_default();
    let label = sc.code.unwrap_or(sc.model.name());
    dem_contact_charts::contact_svgs(
        label,
        &curves,
        width.clamp(200, 4000),
        height.clamp(150, 3000),
    )
    .map_err(|m| CommandError {
        field: "output".into(),
        value: None,
        message: format!("output: {m}"),
        option: false,
    })
}
