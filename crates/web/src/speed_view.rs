//! The e(v0) charts: restitution, contact time and maximum overlap against the swept key
//! (the impact speed above all) on a logarithmic axis, one series per sweep, the measured
//! points and the fitted curve. They are drawn from [`Plotted`], the sweeps' points as plain
//! numbers: what a worker that computed the sweeps hands to the page (`speed_compute`,
//! `Plots::speed_draw`).

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::sweep::Sweep;
use js_sys::{Array, Float64Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// One point as drawn: swept value, e, t_c, ξ_max, F_max (NaN where the point has none).
pub type Point = [f64; 5];

/// One sweep as drawn: its legend, palette index and points.
#[derive(Clone, Default)]
pub struct Line {
    /// Legend text.
    pub label: String,
    /// Palette index.
    pub index: usize,
    /// The points, in the order of the range.
    pub points: Vec<Point>,
}

impl Line {
    /// `sweep`'s points under `label`, palette index `index`.
    pub fn of(label: &str, index: usize, sweep: &Sweep) -> Line {
        let n = |x: Option<f64>| x.unwrap_or(f64::NAN);
        let points = sweep
            .points
            .iter()
            .map(|p| {
                [p.value, n(p.restitution), n(p.contact_time), n(p.max_overlap), n(p.max_force)]
            })
            .collect();
        Line { label: label.to_string(), index, points }
    }
}

/// What the e(v0) charts and their CSV need: the swept key and its unit, each sweep, the
/// measured points (v0, e) and the fitted sweep. It crosses from the worker to the page as
/// plain numbers (`to_js`, `from_js`): no deserializer in the module.
#[derive(Default)]
pub struct Plotted {
    /// The key swept.
    pub over: String,
    /// Its SI unit ("" dimensionless).
    pub unit: String,
    /// The sweeps, base first.
    pub lines: Vec<Line>,
    /// The measurements (v0, e).
    pub measured: Vec<(f64, f64)>,
    /// The fitted model's sweep.
    pub fitted: Option<Line>,
    /// The base's sticking velocity \[m/s\] (adhesion: below it the bodies stay together,
    /// `dem_contact::sweep::Sweep::sticking_velocity`), marked on the restitution chart.
    pub sticking: Option<f64>,
}

fn set(o: &Object, k: &str, v: &JsValue) {
    let _ = Reflect::set(o, &JsValue::from_str(k), v);
}
fn get(o: &JsValue, k: &str) -> JsValue {
    Reflect::get(o, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
}
fn numbers(v: &JsValue) -> Vec<f64> {
    v.dyn_ref::<Float64Array>().map(Float64Array::to_vec).unwrap_or_default()
}

fn line_to_js(l: &Line) -> JsValue {
    let o = Object::new();
    set(&o, "label", &JsValue::from_str(&l.label));
    set(&o, "index", &JsValue::from_f64(l.index as f64));
    let flat: Vec<f64> = l.points.iter().flatten().copied().collect();
    set(&o, "points", &Float64Array::from(flat.as_slice()).into());
    o.into()
}

fn line_from_js(v: &JsValue) -> Line {
    let flat = numbers(&get(v, "points"));
    Line {
        label: get(v, "label").as_string().unwrap_or_default(),
        index: get(v, "index").as_f64().map_or(0, |i| i as usize),
        points: flat.chunks_exact(5).map(|c| [c[0], c[1], c[2], c[3], c[4]]).collect(),
    }
}

impl Plotted {
    /// `{over, unit, lines: [{label, index, points}], measured, fitted}`, the points as
    /// Float64Arrays (five numbers a point; the measurements two).
    pub fn to_js(&self) -> JsValue {
        let o = Object::new();
        set(&o, "over", &JsValue::from_str(&self.over));
        set(&o, "unit", &JsValue::from_str(&self.unit));
        set(&o, "lines", &self.lines.iter().map(line_to_js).collect::<Array>());
        let m: Vec<f64> = self.measured.iter().flat_map(|&(v, e)| [v, e]).collect();
        set(&o, "measured", &Float64Array::from(m.as_slice()).into());
        set(&o, "fitted", &self.fitted.as_ref().map_or(JsValue::NULL, line_to_js));
        set(&o, "sticking", &self.sticking.map_or(JsValue::NULL, JsValue::from_f64));
        o.into()
    }

    /// What `to_js` wrote (anything missing is empty).
    pub fn from_js(v: &JsValue) -> Plotted {
        let lines = get(v, "lines");
        let fitted = get(v, "fitted");
        Plotted {
            over: get(v, "over").as_string().unwrap_or_default(),
            unit: get(v, "unit").as_string().unwrap_or_default(),
            lines: if Array::is_array(&lines) {
                Array::from(&lines).iter().map(|l| line_from_js(&l)).collect()
            } else {
                Vec::new()
            },
            measured: numbers(&get(v, "measured")).chunks_exact(2).map(|c| (c[0], c[1])).collect(),
            fitted: fitted.is_object().then(|| line_from_js(&fitted)),
            sticking: get(v, "sticking").as_f64(),
        }
    }
}

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

/// The chart of `q` for the sweeps, with the measured points and the fitted sweep on the
/// restitution chart.
pub fn chart(q: Quantity, plotted: &Plotted) -> Chart {
    let over = plotted.over.as_str();
    let pick = |p: &Point| match q {
        Quantity::Restitution => p[1],
        Quantity::ContactTime => p[2],
        Quantity::MaxOverlap => p[3],
    };
    let line = |l: &Line, kind: Kind| Series {
        label: l.label.clone(),
        index: l.index,
        points: l.points.iter().filter(|p| !pick(p).is_nan()).map(|p| (p[0], pick(p))).collect(),
        kind,
    };
    let mut series: Vec<Series> =
        plotted.lines.iter().enumerate().map(|(i, l)| line(l, Kind::for_index(i))).collect();
    if let (Quantity::Restitution, Some(l)) = (q, &plotted.fitted) {
        series.push(line(l, Kind::Dashed));
    }
    let measured = &plotted.measured;
    if matches!(q, Quantity::Restitution) && !measured.is_empty() {
        series.push(Series {
            label: "measured".into(),
            index: 6,
            points: measured.to_vec(),
            kind: Kind::Markers,
        });
    }
    // The sticking velocity: a vertical line across e from 0 to 1, named in the legend.
    if let (Quantity::Restitution, Some(vs)) = (q, plotted.sticking.filter(|v| *v > 0.0)) {
        series.push(Series {
            label: format!("sticks below V_s = {} m/s", dem_contact::text::num(vs, 4)),
            index: 7,
            points: vec![(vs, 0.0), (vs, 1.0)],
            kind: Kind::Dashed,
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
    let log_x = plotted.lines.iter().all(|l| l.points.iter().all(|p| p[0] > 0.0));
    Chart {
        title,
        x: x_axis(over),
        y,
        series,
        extras: Extras {
            log_x,
            log_y,
            y_max: matches!(q, Quantity::Restitution).then_some(1.02),
            // The restitution's own range (a code's e falls from 0.92 to 0.84, say).
            y_data_only: matches!(q, Quantity::Restitution),
            empty_note: match q {
                Quantity::ContactTime => "no contact ends at these speeds",
                _ => "no contact separates at these speeds",
            },
            ..Extras::default()
        },
    }
}
