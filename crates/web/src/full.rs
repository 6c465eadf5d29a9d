//! What the page loads on demand (the `full` feature, `web/pkg-full/`): the DEM code
//! settings, the timestep, the e(v0) view, the scheme replays and their sweep, the SVG and
//! JSON exports. The first-load module (`web/pkg/`) is built without it.

use crate::*;
use dem_contact::sweep::{self as sw, fit, Range, Sweep};
use dem_contact::{Error, Scenario, Solution, Value};
use js_sys::{Array, Object};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl Plots {
    /// Draws the restitution ↔ damping view of `scenario` and returns it with the chart's
    /// description: `{view, chart}`, or `{error}` (e.g. for the elastic Hertz model).
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
        let chart = self.show(DAMPING, damping_view::chart(&view))?;
        to_js(&Out { view, chart })
    }

    /// The canvases of the e(v0) view (restitution, contact time, maximum overlap), drawn by
    /// `speed_view`.
    pub fn speed_canvases(
        &self,
        restitution: HtmlCanvasElement,
        contact_time: HtmlCanvasElement,
        max_overlap: HtmlCanvasElement,
    ) {
        let mut c = self.canvases.borrow_mut();
        for (slot, canvas) in SPEED.into_iter().zip([restitution, contact_time, max_overlap]) {
            c[slot] = Some(canvas);
        }
    }

    /// The e(v0) view: `{base, label, variants: [{label, model} | {label, code_typed}],
    /// range: {over, from, to, points, log}, measured: "v0, e" CSV text}`. Sweeps the base
    /// and each variant over the range with the damping held as a code holds it
    /// (`dem_contact::sweep`), fits the measurements if any (`sweep::fit`), and draws e,
    /// t_c and ξ_max against the swept key: [`speed_compute`] then [`Plots::speed_draw`] (the
    /// page runs the first in a worker). Returns `{sweeps: [{label, colour, sweep | error}],
    /// measured: [[v0, e]], fit | fit_error, charts}`, or `{error}` when the base or the range
    /// is invalid.
    pub fn speed_view(&self, request: &JsValue) -> Result<JsValue, JsValue> {
        self.speed_draw(&speed_compute(request)?)
    }

    /// Draws what [`speed_compute`] returned (in a worker, or here): each series in its colour
    /// on the three e(v0) charts, kept for the CSV export. Returns that object with `colour`
    /// on each sweep and `charts`, without `plotted`; an `{error}` comes back as it is.
    pub fn speed_draw(&self, computed: &JsValue) -> Result<JsValue, JsValue> {
        if !get(computed, "error").is_undefined() {
            return Ok(computed.clone());
        }
        let plotted = speed_view::Plotted::from_js(&get(computed, "plotted"));
        let charts = Array::new();
        if !(plotted.lines.is_empty() && plotted.measured.is_empty()) {
            for (slot, q) in SPEED.into_iter().zip([
                speed_view::Quantity::Restitution,
                speed_view::Quantity::ContactTime,
                speed_view::Quantity::MaxOverlap,
            ]) {
                charts.push(&to_js(&self.show(slot, speed_view::chart(q, &plotted))?)?);
            }
        }
        *self.speed_plotted.borrow_mut() = plotted;
        let sweeps = get(computed, "sweeps");
        if Array::is_array(&sweeps) {
            for (i, item) in Array::from(&sweeps).iter().enumerate() {
                Reflect::set(&item, &"colour".into(), &self.colour(i).into())?;
            }
        }
        let out = Object::assign(&Object::new(), computed.unchecked_ref());
        Reflect::delete_property(&out, &"plotted".into())?;
        Reflect::set(&out, &"charts".into(), &charts)?;
        Ok(out.into())
    }

    /// The last e(v0) view as CSV: the swept key, then restitution, contact time, maximum
    /// overlap and force of every series (labelled columns with units).
    pub fn speed_csv(&self) -> String {
        let p = self.speed_plotted.borrow();
        let lines: Vec<&speed_view::Line> = p.lines.iter().chain(&p.fitted).collect();
        let Some(first) = lines.first() else { return String::new() };
        let unit = if p.unit.is_empty() { "1" } else { p.unit.as_str() };
        let mut out = format!("{} [{unit}]", p.over);
        for l in &lines {
            let l = l.label.replace('"', "'");
            for (q, u) in [
                ("restitution", "1"),
                ("contact_time", "s"),
                ("max_overlap", "m"),
                ("max_force", "N"),
            ] {
                out.push_str(&format!(",\"{l}: {q} [{u}]\""));
            }
        }
        out.push('\n');
        let cell = |x: f64| if x.is_nan() { String::new() } else { format!("{x:e}") };
        for (i, pt) in first.points.iter().enumerate() {
            out.push_str(&format!("{:e}", pt[0]));
            for l in &lines {
                let q = l.points.get(i).copied().unwrap_or([f64::NAN; 5]);
                for v in &q[1..] {
                    out.push(',');
                    out.push_str(&cell(*v));
                }
            }
            out.push('\n');
        }
        out
    }

    /// The chart last drawn on canvas `slot` (0 F(t), 1 ξ(t), 2 F(ξ), 3 damping view,
    /// 4 scheme sweep) as an SVG document, light theme, `width` × `height` pixels.
    pub fn svg(&self, slot: usize, width: u32, height: u32) -> Result<String, JsValue> {
        let drawn = self.drawn.borrow();
        let (chart, _) = drawn
            .get(slot)
            .and_then(Option::as_ref)
            .ok_or_else(|| JsValue::from_str("nothing drawn on that chart yet"))?;
        chart::to_svg(chart, width.clamp(200, 4000), height.clamp(150, 3000))
            .map_err(|e| JsValue::from_str(&e))
    }

    /// Replays `scenario` with `scheme` at Δt/t_c from 1e−3 to past the stability limit and
    /// draws the restitution it achieves against log₁₀(Δt/t_c), with the exact restitution
    /// and the stability limit. Returns `{points: [[Δt/t_c, e], …], exact, chart}` or
    /// `{error}`.
    pub fn scheme_sweep(&self, scenario: &JsValue, scheme: &str) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Out {
            points: Vec<(f64, f64)>,
            exact: f64,
            chart: ChartInfo,
        }
        let r = scenario_from_js(scenario).and_then(|sc| {
            let s = dem_contact::scheme::Scheme::parse(scheme).ok_or(Error::Invalid {
                field: "scheme".into(),
                value: scheme.into(),
                expected: "velocity-verlet or teufelsbauer2008",
            })?;
            let sol = dem_contact::solve(&sc)?;
            // Where the stability limit falls on the Δt/t_c axis (from a replay's report).
            let tc = sol.contact_time.unwrap_or(sol.window);
            let limit = dem_contact::scheme::replay(&sc, s, tc / 100.0, Some(1.5 * tc))?
                .stability_limit
                / tc;
            Ok((dem_contact::scheme::sweep(&sc, s, 40)?, sol.restitution, limit))
        });
        let (points, exact, limit) = match r {
            Ok(v) => v,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let chart = self.show(SWEEP, scheme_sweep::chart(scheme, &points, exact, limit))?;
        to_js(&Out { points, exact, chart })
    }
}

/// One series of the e(v0) view: its sweep, or why it has none (its colour is given where it
/// is drawn, `Plots::speed_draw`).
#[derive(Serialize)]
struct OneSweep {
    label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    sweep: Option<Sweep>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<FieldError>,
}

/// The measurements of the e(v0) view and the fit of the base's model (or code) to them:
/// the fitted constant, or why there is none; its label; the base with the fitted constant
/// at the base's own speed (or drop height).
#[derive(Default)]
struct Fitted {
    measured: Vec<(f64, f64)>,
    fit: Option<fit::Fit>,
    fit_error: Option<FieldError>,
    fit_label: Option<String>,
    use_scenario: Option<Scenario>,
}

/// The e(v0) view's numbers for `request` (see `Plots::speed_view`), nothing drawn: `{sweeps:
/// [{label, sweep | error}], measured, fit | fit_error, fit_label, use_scenario, plotted}`
/// (`plotted`: the points `Plots::speed_draw` draws), or `{error}` when the base or the range
/// is invalid. The page computes this in a worker (web/worker.js): the sweeps of integrated
/// models take tens of milliseconds.
#[wasm_bindgen]
pub fn speed_compute(request: &JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Out {
        sweeps: Vec<OneSweep>,
        measured: Vec<(f64, f64)>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fit: Option<fit::Fit>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fit_error: Option<FieldError>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fit_label: Option<String>,
        /// The base with the fitted constant at the base's own speed (or drop height).
        #[serde(skip_serializing_if = "Option::is_none")]
        use_scenario: Option<Scenario>,
    }
    let (base, base_sol, range) = match speed_request(request) {
        Ok(v) => v,
        Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
    };
    let (sweeps, lines) = sweep_each(request, &base, &base_sol, &range);
    let table = get(request, "measured").as_string().unwrap_or_default();
    let (fitted, fitted_sweep) = fit_measured(&base, &table, &range);
    // The key and unit as the sweeps name them (the range's when none was swept).
    let first =
        sweeps.iter().find_map(|s| s.sweep.as_ref()).or(fitted_sweep.as_ref().map(|(_, s)| s));
    let plotted = speed_view::Plotted {
        over: first.map_or_else(|| range.over.clone(), |s| s.over.to_string()),
        unit: first.map(|s| s.unit.clone()).unwrap_or_default(),
        lines,
        measured: fitted.measured.clone(),
        fitted: fitted_sweep.map(|(l, s)| speed_view::Line::of(&l, 5, &s)),
        sticking: sweeps.first().and_then(|s| s.sweep.as_ref()).and_then(|s| s.sticking_velocity),
    };
    let Fitted { measured, fit, fit_error, fit_label, use_scenario } = fitted;
    let out = to_js(&Out { sweeps, measured, fit, fit_error, fit_label, use_scenario })?;
    Reflect::set(&out, &"plotted".into(), &plotted.to_js())?;
    Ok(out)
}

/// The base and each variant of `request` swept over `range`: every series with its sweep
/// or error, and the lines of those swept (palette index = series index).
fn sweep_each(
    request: &JsValue,
    base: &Scenario,
    base_sol: &Solution,
    range: &Range,
) -> (Vec<OneSweep>, Vec<speed_view::Line>) {
    let label = answer_as_typed(base_sol)
        .then(|| get(request, "label_as_typed").as_string())
        .flatten()
        .or_else(|| get(request, "label").as_string())
        .unwrap_or_else(|| base.model.name().into());
    // A code's answer is for the value to type: that value is what the first series holds
    // (a sweep holds a code's input as typed); the input as typed is a variant.
    let first =
        dem_contact::codes::with_value_to_type(base, base_sol).unwrap_or_else(|| base.clone());
    let mut series = vec![(label, first)];
    let variants = get(request, "variants");
    if Array::is_array(&variants) {
        for item in Array::from(&variants).iter() {
            if code_typed(&item) && answer_as_typed(base_sol) {
                continue;
            }
            if let Ok(sc) = variant(base, base_sol, &item) {
                series.push((get(&item, "label").as_string().unwrap_or_default(), sc));
            }
        }
    }
    let (mut out, mut lines) = (Vec::new(), Vec::new());
    for (i, (label, sc)) in series.into_iter().enumerate() {
        match sw::sweep(&sc, range) {
            Ok(s) => {
                lines.push(speed_view::Line::of(&label, i, &s));
                out.push(OneSweep { label, sweep: Some(s), error: None });
            }
            Err(e) => out.push(OneSweep { label, sweep: None, error: Some(FieldError::from(&e)) }),
        }
    }
    (out, lines)
}

/// The base scenario of an e(v0) request, its solution and the range swept.
fn speed_request(request: &JsValue) -> Result<(Scenario, Solution, Range), Error> {
    let text = |v: JsValue| v.as_f64().map(|x| x.to_string()).or_else(|| v.as_string());
    let base = scenario_from_js(&get(request, "base"))?;
    let sol = dem_contact::solve(&base)?;
    let r = get(request, "range");
    let over = get(&r, "over").as_string().unwrap_or_else(|| "v0".into());
    let points = get(&r, "points").as_f64().map_or(60, |n| n as usize);
    let given = |k: &str| text(get(&r, k)).filter(|t| !t.trim().is_empty());
    let (from, to) = (given("from"), given("to"));
    let log = get(&r, "log").as_bool();
    let at = sw::base_value(&base, &over);
    let range = Range::parse(&over, from.as_deref(), to.as_deref(), points, log, at)?;
    range.values()?;
    Ok((base, sol, range))
}

/// The measurements typed (`table`) and the fit of the base's model (or code) to them, with
/// the fitted curve swept over `range` (label, sweep).
fn fit_measured(base: &Scenario, table: &str, range: &Range) -> (Fitted, Option<(String, Sweep)>) {
    let mut out = Fitted::default();
    let rows = match fit::parse_table(table) {
        Ok(rows) if !rows.is_empty() => rows,
        Ok(_) => return (out, None),
        Err(e) => {
            out.fit_error = Some(FieldError::from(&e));
            return (out, None);
        }
    };
    out.measured = fit::speeds_and_restitutions(base, &rows);
    let f = match fit::fit(base, &rows) {
        Ok(f) => f,
        Err(e) => {
            out.fit_error = Some(FieldError::from(&e));
            return (out, None);
        }
    };
    let unit = if f.held.unit.is_empty() { String::new() } else { format!(" {}", f.held.unit) };
    let label =
        format!("fit: {} = {}{unit}", f.held.name, dem_contact::text::num(f.damping_constant, 4));
    let swept = match sw::sweep(&f.scenario, range) {
        Ok(s) => Some((label.clone(), s)),
        Err(e) => {
            out.fit_error = Some(FieldError::from(&e));
            None
        }
    };
    out.fit_label = Some(label);
    out.use_scenario = match (base.h0, sw::base_value(base, "v0")) {
        (Some(h0), _) => sw::hold_at(&f.scenario, "h0", h0).ok(),
        (None, Some(v0)) => sw::hold_at(&f.scenario, "v0", v0).ok(),
        _ => None,
    };
    out.fit = Some(f);
    (out, swept)
}

/// The references every formula cites: `[{key, cite, full}]`.
#[wasm_bindgen]
pub fn references() -> Result<JsValue, JsValue> {
    to_js(&dem_contact::sources::REFERENCES)
}

/// `{"scenario": {…}, "solution": {…}}` for `scenario` (SI numbers, the CLI's keys), pretty
/// JSON: what `dem-contact solve` reads back, and the page's *Open…*.
#[wasm_bindgen]
pub fn export_json(scenario: &JsValue) -> Result<String, JsValue> {
    #[derive(Serialize)]
    struct Doc<'a> {
        scenario: &'a Scenario,
        solution: &'a Solution,
    }
    let sc = scenario_from_js(scenario)
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?;
    let sol = dem_contact::solve_with_curves(&sc, 0)
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?;
    Ok(js_sys::JSON::stringify_with_replacer_and_space(
        &to_js(&Doc { scenario: &sc, solution: &sol })?,
        &JsValue::NULL,
        &JsValue::from_f64(2.0),
    )
    .map(String::from)
    .unwrap_or_default())
}

/// The DEM code settings: `[{id, code, title, summary, model, takes, typed_name, …}]`.
#[wasm_bindgen]
pub fn codes() -> Result<JsValue, JsValue> {
    to_js(&dem_contact::codes::catalogue())
}

/// The values of `liquid_bridge` that a scenario with the code setting `code` takes (`""`: no
/// code), each with its code's name for it: `[{value, title}]`
/// (`dem_contact::codes::bridge_code::bridge_laws`); empty for a code without a bridge.
#[wasm_bindgen]
pub fn bridge_laws(code: &str) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Law {
        value: &'static str,
        title: &'static str,
    }
    let code = (!code.is_empty()).then_some(code);
    let laws: Vec<Law> = dem_contact::codes::bridge_code::bridge_laws(code)
        .into_iter()
        .map(|(law, title)| Law { value: law.name(), title })
        .collect();
    to_js(&laws)
}

/// The scenario keys that model or law `name` takes (`dem_contact::keys_of`: the key
/// table's takers), for the fields a law shows.
#[wasm_bindgen]
pub fn law_keys(name: &str) -> Vec<String> {
    dem_contact::keys_of(name).into_iter().map(String::from).collect()
}

/// The elastic–plastic code settings: `[{id, code, title, model, stiffness, release, keys,
/// source}]` (`dem_contact::codes::plastic_catalogue`).
#[wasm_bindgen]
pub fn plastic_codes() -> Result<JsValue, JsValue> {
    to_js(&dem_contact::codes::plastic_catalogue())
}

/// The contact time of the pair of `scenario` at restitution `e` as a linear contact
/// (`dem_contact::codes::pair_contact_time`): the page's first value of `tc` for the codes
/// that take one (Yade ViscElMat, MercuryDPM). `null` when the pair describes no contact.
#[wasm_bindgen]
pub fn pair_contact_time(scenario: &JsValue, e: f64) -> Result<JsValue, JsValue> {
    let sc = scenario_from_js(scenario)
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?;
    let e = if e > 0.0 && e <= 1.0 { e } else { 1.0 };
    Ok(dem_contact::codes::pair_contact_time(&sc, e).map_or(JsValue::NULL, JsValue::from_f64))
}

/// The releases of the code of setting `id` that have the setting, oldest first: `[{name,
/// known, summary, default, changes}]` — `summary`: the setting's one line in that release;
/// `changes`: whether it answers otherwise there than in its default release for a pair
/// (`wall` false) or a wall (another rule or another wall rule: `dem_contact::codes::
/// releases::differs`), so the page asks for the release only where it matters. A release
/// without the setting (DEM-Engine's in Chrono 10.0.0, LAMMPS's coeff_restitution before
/// 2024) is not offered: it has no answer to give. Catalogue data.
#[wasm_bindgen]
pub fn releases(id: &str, wall: bool) -> Result<JsValue, JsValue> {
    use dem_contact::codes::releases::{default_release_of, differs, resolve, RELEASES};
    #[derive(Serialize)]
    struct Out {
        name: &'static str,
        known: &'static str,
        summary: Option<&'static str>,
        default: bool,
        changes: bool,
    }
    let Some(s) = dem_contact::codes::setting(id) else { return to_js(&Vec::<Out>::new()) };
    let default = default_release_of(s).map(|r| r.name);
    let list: Vec<Out> = RELEASES
        .iter()
        .filter(|r| r.code == s.code && resolve(s, Some(r.name)).is_ok())
        .map(|r| Out {
            name: r.name,
            known: r.known,
            summary: resolve(s, Some(r.name)).ok().map(|x| x.setting.summary),
            default: Some(r.name) == default,
            changes: differs(s, r, wall),
        })
        .collect();
    to_js(&list)
}

/// Every code setting for the pair of `scenario` at restitution `e`: `[{id, code, name,
/// typed_name, typed, achieved, to_type, end, contact_time, error}]`; with `chosen` (the
/// user's scenario with a code, or undefined), that code's row from its own inputs and a
/// pair its code alone describes given that code's spring (`dem_contact::codes::
/// compare_chosen`). Throws `{field, message}`.
#[wasm_bindgen]
pub fn codes_compare(scenario: &JsValue, e: f64, chosen: &JsValue) -> Result<JsValue, JsValue> {
    let sc = scenario_from_js(scenario)
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?;
    let chosen = if chosen.is_object() {
        Some(
            scenario_from_js(chosen)
                .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?,
        )
    } else {
        None
    };
    if !(e > 0.0 && e <= 1.0) {
        let err =
            Error::OutOfRange { field: "e", value: e, what: "restitution", allowed: "in (0, 1]" };
        return Err(to_js(&FieldError::from(&err))?);
    }
    match chosen.filter(|c| c.code.is_some()) {
        Some(c) => to_js(&dem_contact::codes::compare_chosen(&sc, &c, e)),
        None => to_js(&dem_contact::codes::compare(&sc, e)),
    }
}

/// What each DEM code makes of the adhesion of `scenario` (the Contact view's base, no code
/// chosen): the rows of `solve`'s `adhesion_codes` for the answer the view draws (its curves'
/// samples too), computed in the worker after that answer
/// (`dem_contact::codes::solve_without_code_rows` there). Throws `{field, message}`.
#[wasm_bindgen]
pub fn adhesion_codes(scenario: &JsValue) -> Result<JsValue, JsValue> {
    let rows = scenario_from_js(scenario)
        .and_then(|sc| dem_contact::solve_with_curves(&sc, SAMPLES))
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?
        .adhesion_codes;
    to_js(&rows)
}

/// What each DEM code's bridge makes of the liquid bridge of `scenario` (the Contact view's
/// base, no code chosen): the rows of `solve`'s `liquid_bridge_codes` for the answer the view
/// draws, computed in the worker after that answer (as [`adhesion_codes`]). Throws
/// `{field, message}`.
#[wasm_bindgen]
pub fn bridge_codes(scenario: &JsValue) -> Result<JsValue, JsValue> {
    let rows = scenario_from_js(scenario)
        .and_then(|sc| dem_contact::solve_with_curves(&sc, SAMPLES))
        .map_err(|e| to_js(&FieldError::from(&e)).unwrap_or(JsValue::NULL))?
        .liquid_bridge_codes;
    to_js(&rows)
}

/// The Timestep and e(v0) views' inputs, from the library's tables of their keys
/// (`dem_contact::timestep::fields`, `dem_contact::sweep::fields`): `{timestep: [field],
/// speed: [field], packings: [[name, option]]}`, a field `{key, label, hint, placeholder,
/// unit}` in the form's order (`unit` null for a key that is no number; the sweep's ends in
/// the unit of `v0`, which the view sweeps).
#[wasm_bindgen]
pub fn view_fields() -> Result<JsValue, JsValue> {
    use dem_contact::timestep::fields::{key_unit, packing_options};
    #[derive(Serialize)]
    struct Field {
        key: &'static str,
        label: &'static str,
        hint: &'static str,
        placeholder: &'static str,
        unit: Option<String>,
    }
    #[derive(Serialize)]
    struct Out {
        timestep: Vec<Field>,
        speed: Vec<Field>,
        packings: Vec<(&'static str, String)>,
    }
    let field = |f: &dem_contact::keys::Field, unit: Option<String>| Field {
        key: f.key,
        label: f.label,
        hint: f.hint,
        placeholder: f.placeholder,
        unit,
    };
    let timestep =
        dem_contact::timestep::fields::FIELDS.iter().map(|f| field(f, key_unit(f.key))).collect();
    let speed = dem_contact::sweep::fields::FIELDS
        .iter()
        .map(|f| field(f, dem_contact::sweep::fields::key_unit(f.key, "v0")))
        .collect();
    to_js(&Out { timestep, speed, packings: packing_options() })
}

/// A timestep calculation from a JS object (the CLI's `timestep` keys; `contacts` a list of
/// `{normal, point, kn, ks, kn_rot, ks_rot}`). Throws `{field, message}`.
#[wasm_bindgen]
pub fn timestep(input: &JsValue) -> Result<JsValue, JsValue> {
    use dem_contact::timestep::{timestep as solve_timestep, ContactInput, TimestepInput};
    start();
    let parse = || -> Result<TimestepInput, Error> {
        if !input.is_object() {
            return Err(Error::Invalid {
                field: "timestep".into(),
                value: "not an object".into(),
                expected: "an object",
            });
        }
        let mut t = TimestepInput::default();
        for entry in Object::entries(input.unchecked_ref::<Object>()).iter() {
            let pair: Array = entry.unchecked_into();
            let key = pair.get(0).as_string().unwrap_or_default();
            let v = pair.get(1);
            if key == "contacts" {
                let bad = |what: &str| Error::Invalid {
                    field: "contacts".into(),
                    value: what.into(),
                    expected: "a list of {normal: [..], point: [..], kn, ks, kn_rot, ks_rot}",
                };
                if !Array::is_array(&v) {
                    return Err(bad("not a list"));
                }
                for c in Array::from(&v).iter() {
                    let vec = |k: &str| -> Result<Vec<f64>, Error> {
                        let a = get(&c, k);
                        if !Array::is_array(&a) {
                            return Err(bad(&format!("{k} is not a list")));
                        }
                        Array::from(&a)
                            .iter()
                            .map(|x| {
                                x.as_f64().ok_or_else(|| bad(&format!("{k} holds a non-number")))
                            })
                            .collect()
                    };
                    let num = |k: &str, default: Option<f64>| -> Result<f64, Error> {
                        let x = get(&c, k);
                        x.as_f64()
                            .or(if x.is_undefined() || x.is_null() { default } else { None })
                            .ok_or_else(|| bad(&format!("{k} is missing or not a number")))
                    };
                    t.contacts.push(ContactInput {
                        normal: vec("normal")?,
                        point: vec("point")?,
                        kn: num("kn", None)?,
                        ks: num("ks", Some(0.0))?,
                        kn_rot: num("kn_rot", Some(0.0))?,
                        ks_rot: num("ks_rot", Some(0.0))?,
                    });
                }
                continue;
            }
            let text = v.as_string();
            let value = match (v.as_f64(), text.as_deref()) {
                (Some(x), _) => Value::Number(x),
                (None, Some(s)) => Value::Text(s),
                _ => Value::Null,
            };
            t.set(&key, value)?;
        }
        Ok(t)
    };
    match parse().and_then(|t| solve_timestep(&t)) {
        Ok(s) => to_js(&s),
        Err(e) => Err(to_js(&FieldError::from(&e))?),
    }
}

/// The point the F(ξ) chart marks with a dashed line, read off the answer: the plastic
/// overlap of an elastic–plastic model (where its unloading branch's spring force reaches 0),
/// or a liquid bridge's rupture at ξ = −S_c. None otherwise.
pub(crate) fn overlap_mark(sol: &Solution) -> Option<f64> {
    sol.plastic
        .as_ref()
        .map(|p| p.plastic_overlap)
        .or_else(|| sol.liquid_bridge.as_ref().map(|b| -b.rupture_distance))
}
