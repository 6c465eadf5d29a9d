//! Chung & Ooi's curves (Chung & Ooi 2011, Tests 4–8): the rebound of an oblique impact
//! against the incidence angle (or the swept key) — the centre's tangential restitution
//! vt′/vt, the rebound spin ω1′ or the contact point's rebound angle atan(u′/vn′) — beside the
//! rigid-body line of Coulomb friction that `dem_contact::sweep::oblique` gives at each point
//! (Maw, Barber & Fawcett 1976: gross slip, or rolling once the contact point stops). Drawn
//! from [`Plotted`], plain numbers a worker hands to the page (`oblique_compute`,
//! `Plots::oblique_draw`).

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::sweep::oblique::ObliqueSweep;
use js_sys::{Float64Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// Numbers per point: x, then the law's vt′/vt, ω1′, contact rebound angle, then the
/// rigid body's (NaN where a point has none).
const WIDTH: usize = 7;

/// What the chart needs of a sweep: the key swept and the points (the law's legend is given
/// when it is drawn, so a sweep computed in the worker does not depend on how it is labelled).
#[derive(Default)]
pub struct Plotted {
    /// The key swept (`angle`, `vt`, `omega1`, …).
    pub over: String,
    /// [`WIDTH`] numbers per point.
    pub points: Vec<[f64; WIDTH]>,
}

/// What one chart plots.
#[derive(Clone, Copy)]
pub enum Quantity {
    /// vt′/vt of the centre.
    VtRatio,
    /// ω1′ \[rad/s\].
    Omega1,
    /// atan(u′/vn′) of the contact point \[°\].
    ReboundAngle,
}

impl Quantity {
    /// By the page's name (`vt_ratio`, `omega1`, `rebound`); vt′/vt otherwise.
    pub fn parse(s: &str) -> Quantity {
        match s {
            "omega1" => Quantity::Omega1,
            "rebound" => Quantity::ReboundAngle,
            _ => Quantity::VtRatio,
        }
    }
    fn column(self) -> usize {
        match self {
            Quantity::VtRatio => 1,
            Quantity::Omega1 => 2,
            Quantity::ReboundAngle => 3,
        }
    }
}

impl Plotted {
    /// The points of `sweep`.
    pub fn of(sweep: &ObliqueSweep) -> Plotted {
        let n = |x: Option<f64>| x.unwrap_or(f64::NAN);
        let points = sweep
            .points
            .iter()
            .map(|p| {
                let t = p.tangential.as_ref();
                let r = p.rigid.as_ref();
                [
                    p.value,
                    n(t.and_then(|t| t.vt_ratio)),
                    n(t.map(|t| t.omega1_after)),
                    n(t.map(|t| t.contact_rebound_angle)),
                    n(r.and_then(|r| r.vt_ratio)),
                    n(r.map(|r| r.omega1_after)),
                    n(r.map(|r| r.contact_rebound_angle)),
                ]
            })
            .collect();
        Plotted { over: sweep.over.clone(), points }
    }

    /// `{over, points: Float64Array}` ([`WIDTH`] numbers a point).
    pub fn to_js(&self) -> JsValue {
        let o = Object::new();
        let flat: Vec<f64> = self.points.iter().flatten().copied().collect();
        let set = |k: &str, v: &JsValue| Reflect::set(&o, &JsValue::from_str(k), v).is_ok();
        let _ = set("over", &JsValue::from_str(&self.over))
            && set("points", &Float64Array::from(flat.as_slice()).into());
        o.into()
    }

    /// What `to_js` wrote (anything missing is empty).
    pub fn from_js(v: &JsValue) -> Plotted {
        let get = |k: &str| crate::get(v, k);
        let flat = get("points").dyn_ref::<Float64Array>().map(Float64Array::to_vec);
        let points = flat
            .unwrap_or_default()
            .chunks_exact(WIDTH)
            .map(|c| core::array::from_fn(|i| c[i]))
            .collect();
        Plotted { over: get("over").as_string().unwrap_or_default(), points }
    }
}

/// The axis of the swept key.
fn x_axis(over: &str) -> Axis {
    match over {
        "angle" => Axis { quantity: "Incidence angle", symbol: "θ", unit: "°" },
        "vt" => Axis { quantity: "Tangential speed", symbol: "vt", unit: "m/s" },
        "omega1" => Axis { quantity: "Spin of body 1", symbol: "ω1", unit: "rad/s" },
        "omega2" => Axis { quantity: "Spin of body 2", symbol: "ω2", unit: "rad/s" },
        "mu" => Axis { quantity: "Friction coefficient", symbol: "μ", unit: "" },
        "v0" => Axis { quantity: "Normal speed", symbol: "v0", unit: "m/s" },
        _ => Axis { quantity: "Swept value", symbol: "", unit: "" },
    }
}

/// The chart of `q` against the swept key, the law (its legend `label`) and the rigid body,
/// with a marker at `marker` (the case shown, in the swept key's unit).
pub fn chart(q: Quantity, plotted: &Plotted, label: &str, marker: Option<f64>) -> Chart {
    let col = q.column();
    let line = |c: usize| -> Vec<(f64, f64)> {
        plotted.points.iter().filter(|p| !p[c].is_nan()).map(|p| (p[0], p[c])).collect()
    };
    // Short titles and axis labels: a phone's chart is 370 px wide, 300 px high.
    let (title, y) = match q {
        Quantity::VtRatio => {
            ("vt′/vt", Axis { quantity: "Restitution", symbol: "vt′/vt", unit: "" })
        }
        Quantity::Omega1 => {
            ("Rebound spin ω1′", Axis { quantity: "Rebound spin", symbol: "ω1′", unit: "rad/s" })
        }
        Quantity::ReboundAngle => (
            "Contact rebound angle",
            Axis { quantity: "Contact rebound angle", symbol: "", unit: "°" },
        ),
    };
    let x = x_axis(&plotted.over);
    Chart {
        title: format!("{title} against {}", x.quantity.to_lowercase()),
        x,
        y,
        series: vec![
            Series { label: label.into(), index: 0, points: line(col), kind: Kind::Solid },
            Series {
                label: "rigid body, Coulomb".into(),
                index: 1,
                points: line(col + 3),
                kind: Kind::Dashed,
            },
        ],
        extras: Extras {
            zero_line: true,
            // The curve's own range (vt′/vt from 0.6 to 0.95 is not squeezed above 0).
            y_data_only: true,
            marker_x: marker,
            empty_note: "no point of the sweep could be solved",
            ..Extras::default()
        },
    }
}
