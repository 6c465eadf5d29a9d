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
#[cfg(feature = "full")]
mod bridge_force;
mod chart;
#[cfg(feature = "full")]
mod damping_view;
#[cfg(feature = "full")]
mod full;
#[cfg(target_arch = "wasm32")]
mod math;
#[cfg(feature = "full")]
mod oblique;
#[cfg(feature = "full")]
mod oblique_sweep;
#[cfg(feature = "full")]
mod rolling_speed;
#[cfg(feature = "full")]
mod rolling_torque;
#[cfg(feature = "full")]
mod rolling_view;
#[cfg(feature = "full")]
mod scheme_sweep;
#[cfg(feature = "full")]
mod slip_time;
#[cfg(feature = "full")]
mod speed_view;
#[cfg(feature = "full")]
mod tangential_force;
#[cfg(feature = "full")]
pub use full::*;
#[cfg(feature = "full")]
pub use oblique::*;
#[cfg(feature = "full")]
pub use rolling_view::*;

use dem_contact::{Curves, Error, Scenario, Solution, Value};
use js_sys::{Array, Object, Reflect};
use serde::Serialize;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

/// Samples per curve drawn: the first series' (its CSV columns are the CLI's `--curves 400`).
pub const SAMPLES: usize = 400;
/// Samples of each series drawn over it (a variant, another model): half, as the Oblique view
/// draws. The chords of a half-sine pulse through 200 samples depart from it by
/// A·(π/200)²/8 ≈ 3·10⁻⁵ of its height A, under a device pixel on any screen; each overlay
/// then has half the integration steps and line segments (budget: typing with every model
/// overlaid within one frame, bench/page.mjs).
const OVERLAY_SAMPLES: usize = SAMPLES / 2;

pub use dem_contact_charts::Solved;

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

/// `v` as a JS value, by `serde_wasm_bindgen` in its JSON-compatible shape: structs and maps
/// as objects, sequences as arrays, `None` as null, enums externally tagged; numbers as
/// JavaScript numbers, ±∞ and NaN included.
fn to_js<T: Serialize>(v: &T) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(JsValue::from)
}

/// A scheme's time key (`dt`, `t_end`) from a JS object, read by
/// `dem_contact::scheme::time_key`: a number, or text with a time unit (`1 ms`); blank or
/// absent is `None`.
fn time_value(obj: &JsValue, key: &str) -> Result<Option<f64>, Error> {
    let v = get(obj, key);
    let text = v.as_string();
    let value = match (v.as_f64(), &text) {
        (Some(x), _) => Value::Number(x),
        (None, Some(t)) => Value::Text(t),
        (None, None) => Value::Null,
    };
    dem_contact::scheme::time_key(key, value)
}

/// Reads a plain JS object `{key: number | string | null | undefined}` into a scenario with
/// the library's reader ([`dem_contact::Reader`], as `Scenario::from_pairs` and a JSON object
/// are read), key by key, so errors name the key; here only a JS value's type is told apart.
pub fn scenario_from_js(obj: &JsValue) -> Result<Scenario, Error> {
    start();
    if !obj.is_object() || Array::is_array(obj) {
        return Err(Error::Invalid {
            field: "scenario".into(),
            value: obj.as_string().unwrap_or_else(|| {
                format!("a {}", obj.js_typeof().as_string().unwrap_or_default())
            }),
            expected: "an object such as {model: \"linear\", m1: 5, …}",
        });
    }
    let mut reader = dem_contact::Reader::default();
    each_entry(obj, |key, value| match value {
        Ok(value) => reader.add(key, value),
        Err(value) => {
            Err(Error::Invalid { field: key.into(), value, expected: "a number or a string" })
        }
    })?;
    reader.finish()
}

/// Calls `f` with each key of the JS object `obj` and its value as the library reads one: a
/// number, a string, or null (null or undefined); any other value as `Err` with what it is
/// (`true`, "an array", "a function").
pub(crate) fn each_entry(
    obj: &JsValue,
    mut f: impl FnMut(&str, Result<Value<'_>, String>) -> Result<(), Error>,
) -> Result<(), Error> {
    for entry in Object::entries(obj.unchecked_ref::<Object>()).iter() {
        let pair: Array = entry.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let v = pair.get(1);
        let text = v.as_string();
        let value = match (v.as_f64(), text.as_deref()) {
            (Some(x), _) => Ok(Value::Number(x)),
            (None, Some(t)) => Ok(Value::Text(t)),
            _ if v.is_null() || v.is_undefined() => Ok(Value::Null),
            _ => Err(match v.as_bool() {
                Some(b) => b.to_string(),
                None if Array::is_array(&v) => "an array".into(),
                None => format!("a {}", v.js_typeof().as_string().unwrap_or_default()),
            }),
        };
        f(&key, value)?;
    }
    Ok(())
}

/// Numbers typed as text are read by JavaScript's `Number()` (see
/// `dem_contact::units::set_float_parser`): core's decimal-to-float tables stay out of the
/// module. Set when the module starts, and again by every entry point that reads text (the
/// first call wins; tests may call an entry point first).
#[wasm_bindgen(start)]
pub fn start() {
    dem_contact::units::set_float_parser(js_float);
}

/// JavaScript's reading of a decimal number already checked by the units grammar
/// (`parseFloat`, correctly rounded like core's for up to 20 significant digits).
fn js_float(text: &str) -> Option<f64> {
    let x = js_sys::Number::parse_float(text);
    (!x.is_nan()).then_some(x)
}

/// Solves one scenario (a JS object) with `samples` curve points (0 for none). Returns
/// the solution in the CLI's JSON shape; throws `{field, message}` on invalid input. (The
/// page solves through `Plots::update`; this one is for the browser tests and other callers
/// of the full module.)
#[cfg(feature = "full")]
#[wasm_bindgen]
pub fn solve(scenario: &JsValue, samples: u32) -> Result<JsValue, JsValue> {
    let result = scenario_from_js(scenario)
        .and_then(|s| dem_contact::solve_with_curves(&s, samples as usize));
    match result {
        Ok(sol) => to_js(&sol),
        Err(e) => Err(to_js(&FieldError::from(&e))?),
    }
}

/// Reads a value as typed (`70 GPa`, `4 mm`; see `dem_contact::units`) for the page's
/// "read as" line: `{value, unit, had_unit}` with the value in SI units and the SI unit of
/// its dimension. Throws the parser's message. The dimension is checked by `solve`.
#[wasm_bindgen]
pub fn read_quantity(text: &str) -> Result<JsValue, JsValue> {
    start();
    let q = dem_contact::units::parse(text).map_err(|e| JsValue::from_str(&e))?;
    // Set one by one, not through JSON: "nan" reads as NaN, which JSON cannot carry.
    let out = Object::new();
    Reflect::set(&out, &"value".into(), &q.value.into())?;
    Reflect::set(&out, &"unit".into(), &q.dims.si_unit().into())?;
    Reflect::set(&out, &"had_unit".into(), &q.had_unit.into())?;
    Ok(out.into())
}

/// Every model in the page's order, this module's and those only the full module solves, one
/// line each, its fields apart by tabs: its name and words (the library's `Model::WORDS`:
/// title, short name, name in a sentence, its damping input's label), `1` or `0` whether this module solves it and
/// whether it has it (the elastic–plastic models are the full module's only), and, where it
/// has it, its force law, source and damping symbol. (Plain text rather than objects: the
/// first-load module stays small.)
#[wasm_bindgen]
pub fn models() -> String {
    let mut out = String::new();
    for w in dem_contact::Model::WORDS {
        let m = dem_contact::Model::parse(w.name);
        let flag = |b: bool| if b { "1" } else { "0" };
        for field in [
            w.name,
            w.title,
            w.short,
            w.sentence,
            w.damping,
            flag(m.is_some_and(dem_contact::Model::solved_here)),
            flag(w.built),
            m.map_or("", dem_contact::Model::formula),
            m.map_or("", dem_contact::Model::source),
            m.map_or("", dem_contact::Model::damping_symbol),
        ] {
            out.push_str(field);
            out.push('\t');
        }
        out.push('\n');
    }
    out
}

/// The scenario keys of the library's key table, for the page's lists of fields, the
/// library's defaults and which models take each key: one line per key, in the table's
/// order, `key group n|t takers default` (`n` a number, `t` a choice; `takers` `*` every
/// model, `-` decided elsewhere, `a,b` the models or laws named, `!a,b` every model but those
/// named; no help text, and plain text rather than objects: the first-load module stays
/// small).
#[wasm_bindgen]
pub fn scenario_keys() -> String {
    use dem_contact::keys::{Measure, Takers};
    let mut out = String::new();
    for &key in dem_contact::KEYS {
        let (Some((group, takers)), Some(m)) =
            (dem_contact::key_place(key), dem_contact::key_measure(key))
        else {
            continue;
        };
        let number = matches!(m, Measure::Number(_) | Measure::Stiffness);
        out.push_str(key);
        out.push(' ');
        out.push_str(group.id());
        out.push_str(if number { " n " } else { " t " });
        match takers {
            Takers::Every => out.push('*'),
            Takers::Other => out.push('-'),
            Takers::Of(names) | Takers::AllBut(names) => {
                if matches!(takers, Takers::AllBut(_)) {
                    out.push('!');
                }
                for (i, name) in names.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(name);
                }
            }
        }
        out.push(' ');
        out.push_str(dem_contact::key_default(key));
        out.push('\n');
    }
    out
}

/// The colour of series `i` on the charts (CSS hex) in the light or dark theme, so the
/// page's tables match.
#[wasm_bindgen]
pub fn series_colour(i: usize, dark: bool) -> String {
    chart::css_colour(chart::Theme { dark }, i)
}

/// The page's canvases, the charts last drawn on them (for SVG export and the hover
/// readout), and the theme.
#[wasm_bindgen]
pub struct Plots {
    canvases: RefCell<Vec<Option<HtmlCanvasElement>>>,
    /// The series of the last update (label, curves), for the CSV export.
    series: RefCell<Vec<(String, Curves)>>,
    drawn: RefCell<Vec<Option<(chart::Chart, chart::Drawn)>>>,
    /// What the last e(v0) view drew, for its CSV export.
    #[cfg(feature = "full")]
    speed_plotted: RefCell<speed_view::Plotted>,
    theme: Cell<chart::Theme>,
}

/// Canvas slots.
const FORCE_TIME: usize = 0;
const OVERLAP_TIME: usize = 1;
const FORCE_OVERLAP: usize = 2;
#[cfg(feature = "full")]
const DAMPING: usize = 3;
#[cfg(feature = "full")]
const SWEEP: usize = 4;
/// The e(v0) view: restitution, contact time, maximum overlap against the impact speed.
#[cfg(feature = "full")]
const SPEED: [usize; 3] = [5, 6, 7];

#[derive(Serialize)]
struct ChartInfo {
    x_label: String,
    y_label: String,
    x_range: (f64, f64),
    y_range: (f64, f64),
    series: Vec<String>,
}

impl From<&chart::Drawn> for ChartInfo {
    fn from(d: &chart::Drawn) -> Self {
        ChartInfo {
            x_label: d.x_label.clone(),
            y_label: d.y_label.clone(),
            x_range: d.x_range,
            y_range: d.y_range,
            series: d.series.clone(),
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
struct SchemeResult {
    label: String,
    colour: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    run: Option<dem_contact::scheme::SchemeRun>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<FieldError>,
}

/// `[]`, whatever the list (the first module's `explain` and `schemes`, always empty there).
#[cfg(not(feature = "full"))]
fn empty_list<T, S: serde::Serializer>(_: &T, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(std::iter::empty::<()>())
}

#[derive(Serialize)]
struct Update {
    /// How the base's results were obtained (the "how" toggles). Like `schemes`, it comes
    /// with the full module: the first one writes both as `[]` without compiling their
    /// elements' serializers.
    #[cfg_attr(not(feature = "full"), serde(serialize_with = "empty_list"))]
    explain: Vec<dem_contact::explain::Step>,
    results: Vec<SeriesResult>,
    #[cfg_attr(not(feature = "full"), serde(serialize_with = "empty_list"))]
    schemes: Vec<SchemeResult>,
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
/// sets the keys in `changes` on a copy of the base. (`{label, code_typed: true}`, a code
/// setting with its input as typed, is the base itself solved as typed: see `solve_variant`.)
fn variant(base: &Scenario, base_sol: &Solution, item: &JsValue) -> Result<Scenario, Error> {
    // The restitution asked for when there is one (the same bits at every redraw: the
    // models' dimensionless inversions are then remembered), else the one achieved.
    let restitution = base_sol.requested_restitution.unwrap_or(base_sol.restitution);
    if code_typed(item) {
        return Ok(base.clone());
    }
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
        // Any other JS value reads as null (none given), as it always has here.
        each_entry(&changes, |key, value| s.set(key, value.unwrap_or(Value::Null)))?;
    }
    Ok(s)
}

/// Whether a variant is the code's input as typed (`{code_typed: true}`): the comparison
/// beside the answer for the value to type.
fn code_typed(item: &JsValue) -> bool {
    cfg!(feature = "full") && get(item, "code_typed").is_truthy()
}

/// Whether a code's answer is for its input as typed: no value reaches e, or the value to
/// type is the value typed.
fn answer_as_typed(sol: &Solution) -> bool {
    sol.code.as_ref().is_some_and(|c| match &c.to_type {
        None => true,
        Some(t) => (t.value - c.typed.value).abs() <= 1e-12 * c.typed.value.abs(),
    })
}

/// A variant's scenario solved: as typed for `{code_typed: true}`
/// (`dem_contact::codes::solve_as_typed`), otherwise as `solve` answers it.
fn solve_variant(sc: &Scenario, item: &JsValue, samples: usize) -> Result<Solution, Error> {
    if code_typed(item) {
        dem_contact::codes::solve_as_typed(sc, samples)
    } else {
        // What each DEM code makes of an adhesion is not drawn for an overlay.
        dem_contact::codes::solve_without_code_rows(sc, samples)
    }
}

impl Plots {
    /// Draws `chart` on canvas `slot`, keeps it, and describes it.
    fn show(&self, slot: usize, chart: chart::Chart) -> Result<ChartInfo, JsValue> {
        let canvas = self.canvases.borrow().get(slot).cloned().flatten();
        let canvas = canvas.ok_or_else(|| JsValue::from_str("no canvas for that chart"))?;
        let drawn = chart::on_canvas(canvas, dpr(), self.theme.get(), &chart)
            .map_err(|e| JsValue::from_str(&e))?;
        let info = ChartInfo::from(&drawn);
        self.drawn.borrow_mut()[slot] = Some((chart, drawn));
        Ok(info)
    }

    fn colour(&self, i: usize) -> String {
        chart::css_colour(self.theme.get(), i)
    }
}

#[wasm_bindgen]
impl Plots {
    /// Takes the canvases for F(t), ξ(t), F(ξ), the damping view and the scheme sweep.
    #[wasm_bindgen(constructor)]
    pub fn new(
        force_time: HtmlCanvasElement,
        overlap_time: HtmlCanvasElement,
        force_overlap: HtmlCanvasElement,
        damping: HtmlCanvasElement,
        sweep: HtmlCanvasElement,
    ) -> Plots {
        Plots {
            canvases: RefCell::new(vec![
                Some(force_time),
                Some(overlap_time),
                Some(force_overlap),
                Some(damping),
                Some(sweep),
                None,
                None,
                None,
            ]),
            series: RefCell::new(Vec::new()),
            drawn: RefCell::new(vec![None, None, None, None, None, None, None, None]),
            #[cfg(feature = "full")]
            speed_plotted: RefCell::new(speed_view::Plotted::default()),
            theme: Cell::new(chart::Theme::default()),
        }
    }

    /// Light or dark charts (the page follows `prefers-color-scheme`); takes effect at the
    /// next drawing.
    pub fn set_theme(&self, dark: bool) {
        self.theme.set(chart::Theme { dark });
    }

    /// Every series of the last update as one CSV (three labelled columns per series:
    /// t, ξ, F with units).
    pub fn series_csv(&self) -> String {
        let s = self.series.borrow();
        let refs: Vec<(&str, &Curves)> = s.iter().map(|(l, c)| (l.as_str(), c)).collect();
        Curves::table_csv(&refs)
    }

    /// Draws the chart last drawn on `slot` onto `canvas` (of any size) with text and lines
    /// scaled by `scale` (the PNG export at print resolution).
    pub fn draw_to(
        &self,
        slot: usize,
        canvas: HtmlCanvasElement,
        scale: f64,
    ) -> Result<(), JsValue> {
        let drawn = self.drawn.borrow();
        let (chart, _) = drawn
            .get(slot)
            .and_then(Option::as_ref)
            .ok_or_else(|| JsValue::from_str("nothing drawn on that chart yet"))?;
        chart::on_canvas(canvas, scale.clamp(0.5, 16.0), self.theme.get(), chart)
            .map(|_| ())
            .map_err(|e| JsValue::from_str(&e))
    }

    /// The values under the pointer on chart `slot`, at `x_css` CSS pixels from the
    /// canvas's left edge: `{x_label, y_label, points: [{label, colour, x, y}]}` with x and
    /// y in the chart's displayed units, or `null` outside the plotting area.
    pub fn readout(&self, slot: usize, x_css: f64) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Point {
            label: String,
            colour: String,
            x: f64,
            y: f64,
        }
        #[derive(Serialize)]
        struct Out {
            x_label: String,
            y_label: String,
            points: Vec<Point>,
        }
        let drawn = self.drawn.borrow();
        let Some((chart, d)) = drawn.get(slot).and_then(Option::as_ref) else {
            return Ok(JsValue::NULL);
        };
        let pts = chart::readout(chart, d, x_css * dpr());
        if pts.is_empty() {
            return Ok(JsValue::NULL);
        }
        let points = pts
            .into_iter()
            .zip(&chart.series)
            .map(|((label, x, y), s)| Point {
                label,
                colour: self.colour(s.index),
                x: x / d.scale.0,
                y: y / d.scale.1,
            })
            .collect();
        to_js(&Out { x_label: d.x_label.clone(), y_label: d.y_label.clone(), points })
    }

    /// Solves and draws `{base, label, variants: [{label, model} | {label, changes}],
    /// schemes: [{label, scheme, dt, t_end?, changes?}]}`. If the base is invalid nothing
    /// is redrawn and `{error: {field, message}}` comes back; otherwise
    /// `{results, schemes, charts}` (a variant that fails is reported in its result and
    /// left off the plots).
    pub fn update(&self, request: &JsValue) -> Result<JsValue, JsValue> {
        // An adhesion's code rows (each several adhesive contacts) come from the worker after
        // this answer is drawn (`adhesion_codes`, web/adhesion.js).
        let solved_base = scenario_from_js(&get(request, "base"))
            .and_then(|b| dem_contact::codes::solve_without_code_rows(&b, SAMPLES).map(|s| (b, s)));
        let (base, base_sol) = match solved_base {
            Ok(v) => v,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        // A code's answer is for the value to type; where none reaches e it is for the input
        // as typed (`label_as_typed`), and the comparison with the input as typed is moot.
        let as_typed = answer_as_typed(&base_sol);
        let label = as_typed
            .then(|| get(request, "label_as_typed").as_string())
            .flatten()
            .or_else(|| get(request, "label").as_string())
            .unwrap_or_else(|| base.model.name().into());
        // The working of each result comes with the full module (the "how" toggles).
        let explain = if cfg!(feature = "full") {
            dem_contact::explain::explain(&base, &base_sol).unwrap_or_default()
        } else {
            Vec::new()
        };
        let mut acc = Collected::default();
        acc.add(self, label, base.clone(), Ok(base_sol.clone()));
        let variants = get(request, "variants");
        if Array::is_array(&variants) {
            for (i, item) in Array::from(&variants).iter().enumerate() {
                if as_typed && code_typed(&item) {
                    continue;
                }
                let label =
                    get(&item, "label").as_string().unwrap_or_else(|| format!("variant {}", i + 1));
                match variant(&base, &base_sol, &item) {
                    Ok(sc) => {
                        let r = solve_variant(&sc, &item, OVERLAY_SAMPLES);
                        acc.add(self, label, sc, r);
                    }
                    Err(e) => acc.add(self, label, base.clone(), Err(e)),
                }
            }
        }
        // The replays come with the full module.
        let schemes = if cfg!(feature = "full") {
            self.replays(&mut acc.solved, &base, &base_sol, &get(request, "schemes"))
        } else {
            Vec::new()
        };
        let Collected { results, solved } = acc;
        *self.series.borrow_mut() =
            solved.iter().map(|s| (s.label.clone(), s.curves.clone())).collect();
        let mut charts = Vec::new();
        for (slot, spec) in [
            (FORCE_TIME, &dem_contact_charts::FORCE_TIME),
            (OVERLAP_TIME, &dem_contact_charts::OVERLAP_TIME),
            (FORCE_OVERLAP, &dem_contact_charts::FORCE_OVERLAP),
        ] {
            #[allow(unused_mut)]
            let mut chart = spec.chart(&solved);
            // F(ξ) marks the answer's own point: the plastic overlap, or the bridge's rupture.
            #[cfg(feature = "full")]
            if slot == FORCE_OVERLAP {
                chart.extras.marker_x = full::overlap_mark(&base_sol);
            }
            charts.push(self.show(slot, chart)?);
        }
        to_js(&Update { explain, results, schemes, charts })
    }
}

/// The series of an update as they are solved: every result (solution or error) and the
/// curves to draw, palette index = position.
#[derive(Default)]
struct Collected {
    results: Vec<SeriesResult>,
    solved: Vec<Solved>,
}

impl Collected {
    /// Adds the next series: its result, and its curves when it was solved.
    fn add(
        &mut self,
        plots: &Plots,
        label: String,
        scenario: Scenario,
        r: Result<Solution, Error>,
    ) {
        let i = self.results.len();
        let colour = plots.colour(i);
        let (solution, error) = match r {
            Ok(mut sol) => {
                let curves = sol.curves.take().unwrap_or_default();
                let kind = chart::Kind::for_index(i);
                self.solved.push(Solved { label: label.clone(), index: i, curves, kind });
                (Some(sol), None)
            }
            Err(e) => (None, Some(FieldError::from(&e))),
        };
        self.results.push(SeriesResult { label, colour, scenario, solution, error });
    }
}

impl Plots {
    /// The explicit-scheme replays asked for, `[{label, scheme, dt, t_end?, changes?}]`, each
    /// drawn as dots (added to `solved`) or reported with its error.
    fn replays(
        &self,
        solved: &mut Vec<Solved>,
        base: &Scenario,
        base_sol: &Solution,
        requested: &JsValue,
    ) -> Vec<SchemeResult> {
        let mut schemes = Vec::new();
        if !Array::is_array(requested) {
            return schemes;
        }
        for item in Array::from(requested).iter() {
            let i = solved.len() + schemes.len();
            let label = get(&item, "label").as_string().unwrap_or_else(|| "scheme".into());
            let colour = self.colour(i);
            match variant(base, base_sol, &item).and_then(|sc| replay(&sc, &item)) {
                Ok(mut run) => {
                    let curves = core::mem::take(&mut run.points);
                    let kind = chart::Kind::Points;
                    solved.push(Solved { label: label.clone(), index: i, curves, kind });
                    schemes.push(SchemeResult { label, colour, run: Some(run), error: None });
                }
                Err(e) => schemes.push(SchemeResult {
                    label,
                    colour,
                    run: None,
                    error: Some(FieldError::from(&e)),
                }),
            }
        }
        schemes
    }
}

/// `sc` replayed with the scheme, Δt and end of `item` (`{scheme, dt, t_end?}`).
fn replay(sc: &Scenario, item: &JsValue) -> Result<dem_contact::scheme::SchemeRun, Error> {
    let name = get(item, "scheme").as_string().unwrap_or_default();
    let scheme = dem_contact::scheme::Scheme::parse(&name).ok_or(Error::Invalid {
        field: "scheme".into(),
        value: name,
        expected: "velocity-verlet or teufelsbauer2008",
    })?;
    let dt = time_value(item, "dt")?.ok_or_else(dem_contact::scheme::missing_dt)?;
    let t_end = time_value(item, "t_end")?;
    dem_contact::scheme::replay(sc, scheme, dt, t_end)
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

/// The citations every formula uses, `[{key, cite}]`: enough to link them; the full
/// references come with the full module (`references`).
#[wasm_bindgen]
pub fn cites() -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Cite {
        key: &'static str,
        cite: &'static str,
    }
    let list: Vec<Cite> =
        dem_contact::sources::CITES.iter().map(|&(key, cite)| Cite { key, cite }).collect();
    to_js(&list)
}
