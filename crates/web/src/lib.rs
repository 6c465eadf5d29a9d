//! WebAssembly boundary of `dem-contact`: converts JS values to a [`Scenario`], calls
//! [`dem_contact::solve_with_curves`], and draws the three charts (one module each) with
//! plotters-canvas. No physics lives here.
//!
//! JS API (see `web/index.js`):
//! - `solve(scenario, samples)` → the solution object (the CLI's JSON shape), or throws
//!   `{field, message}`;
//! - `new Plots(fT, xiT, fXi)` then `plots.update(series)` with
//!   `series = [{label, scenario}, …]`: solves each; if the first (the user's own
//!   scenario) is invalid nothing is redrawn and `{error: {field, message}}` comes back,
//!   so the last good plots stay; otherwise all valid series are drawn and
//!   `{results: [{label, colour, solution} | {label, error}], charts: [...]}` comes back.

mod backend;
mod chart;
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

/// The model names, in the order the page lists them.
#[wasm_bindgen]
pub fn models() -> Array {
    dem_contact::Model::ALL.iter().map(|m| JsValue::from_str(m.name())).collect()
}

/// The colour of series `i` on the charts (CSS hex), so the page's tables match.
#[wasm_bindgen]
pub fn series_colour(i: usize) -> String {
    chart::css_colour(i)
}

/// The three canvases of the page.
#[wasm_bindgen]
pub struct Plots {
    force_time: HtmlCanvasElement,
    overlap_time: HtmlCanvasElement,
    force_overlap: HtmlCanvasElement,
}

#[derive(Serialize)]
struct ChartInfo {
    x_label: String,
    y_label: String,
    x_range: (f64, f64),
    y_range: (f64, f64),
    series: Vec<String>,
}

#[derive(Serialize)]
struct SeriesResult {
    label: String,
    colour: String,
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

#[wasm_bindgen]
impl Plots {
    /// Takes the canvases for F(t), ξ(t) and F(ξ).
    #[wasm_bindgen(constructor)]
    pub fn new(
        force_time: HtmlCanvasElement,
        overlap_time: HtmlCanvasElement,
        force_overlap: HtmlCanvasElement,
    ) -> Plots {
        Plots { force_time, overlap_time, force_overlap }
    }

    /// Solves and draws `series` (`[{label, scenario}, …]`, the user's own first). See the
    /// crate docs for what comes back.
    pub fn update(&self, series: &JsValue) -> Result<JsValue, JsValue> {
        let list: Array = if Array::is_array(series) {
            series.clone().unchecked_into()
        } else {
            return Err(JsValue::from_str("update expects an array of {label, scenario}"));
        };
        let mut results = Vec::new();
        let mut solved = Vec::new();
        for (i, item) in list.iter().enumerate() {
            let label = Reflect::get(&item, &"label".into())
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_else(|| format!("series {}", i + 1));
            let scenario = Reflect::get(&item, &"scenario".into()).unwrap_or(JsValue::UNDEFINED);
            match scenario_from_js(&scenario).and_then(|s| solve_with_curves(&s, SAMPLES)) {
                Ok(mut sol) => {
                    let curves = sol.curves.take().unwrap_or_default();
                    solved.push(Solved { label: label.clone(), index: i, curves });
                    results.push(SeriesResult {
                        label,
                        colour: chart::css_colour(i),
                        solution: Some(sol),
                        error: None,
                    });
                }
                Err(e) if i == 0 => return to_js(&Rejected { error: FieldError::from(&e) }),
                Err(e) => results.push(SeriesResult {
                    label,
                    colour: chart::css_colour(i),
                    solution: None,
                    error: Some(FieldError::from(&e)),
                }),
            }
        }
        if solved.is_empty() {
            return Err(JsValue::from_str("update needs at least one series"));
        }
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
        let drawn = [
            chart::draw_spec(self.force_time.clone(), dpr, &force_time::SPEC, &solved),
            chart::draw_spec(self.overlap_time.clone(), dpr, &overlap_time::SPEC, &solved),
            chart::draw_spec(self.force_overlap.clone(), dpr, &force_overlap::SPEC, &solved),
        ];
        let mut charts = Vec::new();
        for d in drawn {
            let d = d.map_err(|e| JsValue::from_str(&e))?;
            charts.push(ChartInfo {
                x_label: d.x_label,
                y_label: d.y_label,
                x_range: d.x_range,
                y_range: d.y_range,
                series: d.series,
            });
        }
        to_js(&Update { results, charts })
    }
}
