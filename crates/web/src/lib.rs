//! WebAssembly boundary of `dem-contact`: converts JS values to a [`Scenario`], calls
//! [`dem_contact::solve_with_curves`], and draws the three charts (one module each) with
//! plotters-canvas. No physics lives here.
//!
//! JS API (see `web/index.js`):
//! - `solve(scenario, samples)` → the solution object (the CLI's JSON shape), or throws
//!   `{field, message}`;
//! - `new Plots(fT, xiT, fXi, damping)` then `plots.update({base, label, variants})`:
//!   solves the user's scenario and its variants (other mass rule, end criterion, other
//!   models) and draws F(t), ξ(t), F(ξ); if the base is invalid nothing is redrawn and
//!   `{error: {field, message}}` comes back, so the last good plots stay;
//! - `plots.damping_view(scenario)`: the restitution ↔ damping chart and its numbers.

mod backend;
mod chart;
mod damping_view;
mod force_overlap;
mod force_time;
mod overlap_time;

use dem_contact::{solve_with_curves, Curves, Error, Scenario, Solution, Value};
use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

/// Samples per curve drawn.
pub const SAMPLES: usize = 400;

/// A series solved for drawing.
pub struct Solved {
    /// Legend text.
    pub label: String,
    /// Palette index.
    pub index: usize,
    /// Its curves.
    pub curves: Curves,
}

#[derive(Serialize)]
struct FieldError {
    field: String,
    message: String,
}

impl From<&Error> for FieldError {
    fn from(e: &Error) -> Self {
        FieldError { field: e.field().to_string(), message: e.to_string() }
    }
}

fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsValue::from_str(&e.to_string()))
}

/// Reads a plain JS object `{key: number | string | null | undefined}` into a scenario,
/// key by key through [`Scenario::set`], so errors name the key.
pub fn scenario_from_js(obj: &JsValue) -> Result<Scenario, Error> {
    if !obj.is_object() || Array::is_array(obj) {
        return Err(Error::Invalid {
            field: "scenario".into(),
            value: obj.as_string().unwrap_or_else(|| {
                format!("a {}", obj.js_typeof().as_string().unwrap_or_default())
            }),
            expected: "an object such as {model: \"linear\", m1: 5, …}",
        });
    }
    let mut s = Scenario::default();
    for entry in Object::entries(obj.unchecked_ref::<Object>()).iter() {
        let pair: Array = entry.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let v = pair.get(1);
        let text = v.as_string();
        let value = if let Some(x) = v.as_f64() {
            Value::Number(x)
        } else if let Some(t) = text.as_deref() {
            Value::Text(t)
        } else if v.is_null() || v.is_undefined() {
            Value::Null
        } else {
            let value = match v.as_bool() {
                Some(b) => b.to_string(),
                None if Array::is_array(&v) => "an array".into(),
                None => format!("a {}", v.js_typeof().as_string().unwrap_or_default()),
            };
            return Err(Error::Invalid { field: key, value, expected: "a number or a string" });
        };
        s.set(&key, value)?;
    }
    Ok(s)
}

/// Solves one scenario (a JS object) with `samples` curve points (0 for none). Returns
/// the solution in the CLI's JSON shape; throws `{field, message}` on invalid input.
#[wasm_bindgen]
pub fn solve(scenario: &JsValue, samples: u32) -> Result<JsValue, JsValue> {
    let result = scenario_from_js(scenario).and_then(|s| solve_with_curves(&s, samples as usize));
    match result {
        Ok(sol) => to_js(&sol),
        Err(e) => Err(to_js(&FieldError::from(&e))?),
    }
}

/// The models with their force law, source and damping symbol, in the page's order.
#[wasm_bindgen]
pub fn models() -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Info {
        name: &'static str,
        formula: &'static str,
        source: &'static str,
        damping_symbol: &'static str,
    }
    let list: Vec<Info> = dem_contact::Model::ALL
        .iter()
        .map(|m| Info {
            name: m.name(),
            formula: m.formula(),
            source: m.source(),
            damping_symbol: m.damping_symbol(),
        })
        .collect();
    to_js(&list)
}

/// The colour of series `i` on the charts (CSS hex), so the page's tables match.
#[wasm_bindgen]
pub fn series_colour(i: usize) -> String {
    chart::css_colour(i)
}

/// The restitution ↔ damping view of a scenario (the CLI's `damping` output), without
/// drawing. Throws `{field, message}`.
#[wasm_bindgen]
pub fn damping_view(scenario: &JsValue) -> Result<JsValue, JsValue> {
    match scenario_from_js(scenario).and_then(|s| dem_contact::damping_view(&s)) {
        Ok(v) => to_js(&v),
        Err(e) => Err(to_js(&FieldError::from(&e))?),
    }
}

/// The page's canvases.
#[wasm_bindgen]
pub struct Plots {
    force_time: HtmlCanvasElement,
    overlap_time: HtmlCanvasElement,
    force_overlap: HtmlCanvasElement,
    damping: HtmlCanvasElement,
}

#[derive(Serialize)]
struct ChartInfo {
    x_label: String,
    y_label: String,
    x_range: (f64, f64),
    y_range: (f64, f64),
    series: Vec<String>,
}

impl From<chart::Drawn> for ChartInfo {
    fn from(d: chart::Drawn) -> Self {
        ChartInfo {
            x_label: d.x_label,
            y_label: d.y_label,
            x_range: d.x_range,
            y_range: d.y_range,
            series: d.series,
        }
    }
}

#[derive(Serialize)]
struct SeriesResult {
    label: String,
    colour: String,
    /// The scenario solved (for a model variant: the converted one).
    scenario: Scenario,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<Solution>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<FieldError>,
}

#[derive(Serialize)]
struct Update {
    results: Vec<SeriesResult>,
    charts: Vec<ChartInfo>,
}

#[derive(Serialize)]
struct Rejected {
    error: FieldError,
}

fn dpr() -> f64 {
    web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0)
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// A variant of the base scenario: `{label, model}` re-expresses the base for another
/// model (same pair, speed and restitution: `Scenario::for_model`); `{label, changes}`
/// sets the keys in `changes` on a copy of the base.
fn variant(base: &Scenario, restitution: f64, item: &JsValue) -> Result<Scenario, Error> {
    if let Some(name) = get(item, "model").as_string() {
        let model = dem_contact::Model::parse(&name).ok_or_else(|| Error::Invalid {
            field: "model".into(),
            value: name.clone(),
            expected: "a model name",
        })?;
        return base.for_model(model, restitution);
    }
    let mut s = base.clone();
    let changes = get(item, "changes");
    if changes.is_object() {
        for entry in Object::entries(changes.unchecked_ref::<Object>()).iter() {
            let pair: Array = entry.unchecked_into();
            let key = pair.get(0).as_string().unwrap_or_default();
            let v = pair.get(1);
            let text = v.as_string();
            let value = match (v.as_f64(), text.as_deref()) {
                (Some(x), _) => Value::Number(x),
                (None, Some(t)) => Value::Text(t),
                _ => Value::Null,
            };
            s.set(&key, value)?;
        }
    }
    Ok(s)
}

#[wasm_bindgen]
impl Plots {
    /// Takes the canvases for F(t), ξ(t), F(ξ) and the damping view.
    #[wasm_bindgen(constructor)]
    pub fn new(
        force_time: HtmlCanvasElement,
        overlap_time: HtmlCanvasElement,
        force_overlap: HtmlCanvasElement,
        damping: HtmlCanvasElement,
    ) -> Plots {
        Plots { force_time, overlap_time, force_overlap, damping }
    }

    /// Solves and draws `{base, label, variants: [{label, model} | {label, changes}]}`.
    /// If the base is invalid nothing is redrawn and `{error: {field, message}}` comes back;
    /// otherwise `{results: [...], charts: [...]}` (a variant that fails is reported in its
    /// result and left off the plots).
    pub fn update(&self, request: &JsValue) -> Result<JsValue, JsValue> {
        let base = match scenario_from_js(&get(request, "base")) {
            Ok(s) => s,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let base_sol = match solve_with_curves(&base, SAMPLES) {
            Ok(s) => s,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let restitution = base_sol.restitution;
        let label = get(request, "label").as_string().unwrap_or_else(|| base.model.name().into());
        let mut results = Vec::new();
        let mut solved = Vec::new();
        let mut push =
            |i: usize, label: String, scenario: Scenario, r: Result<Solution, Error>| match r {
                Ok(mut sol) => {
                    let curves = sol.curves.take().unwrap_or_default();
                    solved.push(Solved { label: label.clone(), index: i, curves });
                    results.push(SeriesResult {
                        label,
                        colour: chart::css_colour(i),
                        scenario,
                        solution: Some(sol),
                        error: None,
                    });
                }
                Err(e) => results.push(SeriesResult {
                    label,
                    colour: chart::css_colour(i),
                    scenario,
                    solution: None,
                    error: Some(FieldError::from(&e)),
                }),
            };
        push(0, label, base.clone(), Ok(base_sol));
        let variants = get(request, "variants");
        if Array::is_array(&variants) {
            for (i, item) in Array::from(&variants).iter().enumerate() {
                let label =
                    get(&item, "label").as_string().unwrap_or_else(|| format!("variant {}", i + 1));
                match variant(&base, restitution, &item) {
                    Ok(sc) => {
                        let r = solve_with_curves(&sc, SAMPLES);
                        push(i + 1, label, sc, r)
                    }
                    Err(e) => push(i + 1, label, base.clone(), Err(e)),
                }
            }
        }
        let dpr = dpr();
        let mut charts = Vec::new();
        for (canvas, spec) in [
            (&self.force_time, &force_time::SPEC),
            (&self.overlap_time, &overlap_time::SPEC),
            (&self.force_overlap, &force_overlap::SPEC),
        ] {
            let d = chart::draw_spec(canvas.clone(), dpr, spec, &solved)
                .map_err(|e| JsValue::from_str(&e))?;
            charts.push(ChartInfo::from(d));
        }
        to_js(&Update { results, charts })
    }

    /// Draws the restitution ↔ damping view of `scenario` and returns it with the chart's
    /// description: `{view, chart}`, or `{error}` (e.g. for the elastic Hertz model, where
    /// the canvas is cleared).
    pub fn damping_view(&self, scenario: &JsValue) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Out {
            view: dem_contact::DampingView,
            chart: ChartInfo,
        }
        let view = match scenario_from_js(scenario).and_then(|s| dem_contact::damping_view(&s)) {
            Ok(v) => v,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let chart = damping_view::draw(self.damping.clone(), dpr(), &view)
            .map_err(|e| JsValue::from_str(&e))?;
        to_js(&Out { view, chart: chart.into() })
    }
}

/// `scenario` re-expressed for `model` (same pair, speed and restitution; see
/// `Scenario::for_model`), for the page's model switch. `restitution` is what the scenario
/// achieves. Throws `{field, message}`.
#[wasm_bindgen]
pub fn scenario_for_model(
    scenario: &JsValue,
    model: &str,
    restitution: f64,
) -> Result<JsValue, JsValue> {
    let r = scenario_from_js(scenario).and_then(|s| {
        let m = dem_contact::Model::parse(model).ok_or_else(|| Error::Invalid {
            field: "model".into(),
            value: model.into(),
            expected: "a model name",
        })?;
        s.for_model(m, restitution)
    });
    match r {
        Ok(s) => to_js(&s),
        Err(e) => Err(to_js(&FieldError::from(&e))?),
    }
}
