//! Chart F(S): the liquid bridge's capillary pull against the gap, from contact to its
//! rupture (marked), in the Contact view's bridge box. The points are the library's
//! (`dem_contact::models::bridge::solve::force_curve`); no physics here.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use crate::*;

/// The canvas slot of F(S) (after the Oblique and Rolling views').
const BRIDGE: usize = 13;
/// Points of F(S): a smooth monotone curve, 2 px apart on a 400 px chart.
const POINTS: usize = 201;

/// The chart of F_cap(S) over `points`, the rupture at `rupture` \[m\].
fn chart(label: &str, points: Vec<(f64, f64)>, rupture: f64) -> Chart {
    Chart {
        title: "Capillary force against the gap, F(S)".into(),
        x: Axis { quantity: "Gap", symbol: "S", unit: "m" },
        y: Axis { quantity: "Capillary force", symbol: "F_cap", unit: "N" },
        series: vec![Series { label: label.into(), index: 0, points, kind: Kind::Solid }],
        extras: Extras { marker_x: Some(rupture), ..Extras::default() },
    }
}

#[wasm_bindgen]
impl Plots {
    /// The canvas of the bridge's F(S).
    pub fn bridge_canvas(&self, canvas: HtmlCanvasElement) {
        let (mut c, mut d) = (self.canvases.borrow_mut(), self.drawn.borrow_mut());
        let n = c.len().max(BRIDGE + 1);
        c.resize(n, None);
        d.resize(n, None);
        c[BRIDGE] = Some(canvas);
    }

    /// Draws F_cap(S) of `scenario`'s liquid bridge (legend `label`) from S = 0 to the rupture
    /// distance S_c, marked with a dashed line. Returns `{chart}` or `{error}`.
    pub fn bridge_force(&self, scenario: &JsValue, label: &str) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Out {
            chart: ChartInfo,
        }
        let curve = scenario_from_js(scenario)
            .and_then(|sc| dem_contact::models::bridge::solve::force_curve(&sc, POINTS));
        let points = match curve {
            Ok(p) => p,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let rupture = points.last().map_or(0.0, |p| p.0);
        let chart = self.show(BRIDGE, chart(label, points, rupture))?;
        to_js(&Out { chart })
    }
}
