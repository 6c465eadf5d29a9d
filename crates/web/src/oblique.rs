//! The Oblique view's calls (the `full` feature): an oblique impact solved with its curves
//! and drawn — F_t(t) between ±μ|F_n|, the slip u(t) — the tangential laws the selector
//! offers (the contract's four, or a DEM code's), and Chung & Ooi's curves over the incidence
//! angle: [`oblique_compute`] sweeps (the page runs it in its worker), [`Plots::oblique_draw`]
//! draws. No physics here: dem-contact solves (`solve_with_curves`, `sweep::oblique`).

use crate::*;
use crate::{oblique_sweep, slip_time, tangential_force};
use dem_contact::sweep::oblique as ob;

/// The canvases of the Oblique view: F_t(t), u(t), the sweep.
const OBLIQUE: [usize; 3] = [8, 9, 10];
/// Samples of F_t(t) and u(t): half the contact charts' (an oblique contact's integration with
/// dense output costs twice the normal one's; 200 points are 2 px apart on a 440 px chart).
const OBLIQUE_SAMPLES: usize = SAMPLES / 2;

/// An angle typed (`5`, `5°`, `5 deg`) or given as a number; blank or absent: none.
fn angle_value(v: &JsValue) -> Result<Option<f64>, Error> {
    if let Some(x) = v.as_f64() {
        return Ok(Some(x));
    }
    if v.is_null() || v.is_undefined() {
        return Ok(None);
    }
    let text = v.as_string().unwrap_or_default();
    let t = text.trim().trim_end_matches("deg").trim_end_matches('°').trim();
    if t.is_empty() && text.trim().is_empty() {
        return Ok(None);
    }
    let plain = !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || "+-.eE".contains(c));
    plain.then(|| js_float(t)).flatten().map(Some).ok_or_else(|| Error::Invalid {
        field: "angle".into(),
        value: text.clone(),
        expected: "an incidence angle in degrees, in (-90, 90)",
    })
}

/// The impact speed |v| typed beside an angle (`3.9`, `3.9 m/s`); blank or absent: none.
fn speed_value(v: &JsValue) -> Result<Option<f64>, Error> {
    if let Some(x) = v.as_f64() {
        return Ok(Some(x));
    }
    match v.as_string() {
        Some(t) if !t.trim().is_empty() => {
            dem_contact::units::parse_as(&t, dem_contact::units::Dims::SPEED).map(Some).map_err(
                |reason| Error::Units { field: "speed".into(), value: t.trim().into(), reason },
            )
        }
        _ => Ok(None),
    }
}

/// The Oblique view's scenario: the scenario keys of `obj` and, when `angle` is given, vt from
/// it at the scenario's v0 (`sweep::oblique::with_angle`), or with `speed` |v| too, v0 and vt
/// from both (`sweep::oblique::with_angle_at_speed`: Chung & Ooi's Test 4).
fn oblique_scenario(obj: &JsValue) -> Result<Scenario, Error> {
    if !obj.is_object() {
        return scenario_from_js(obj);
    }
    let keys = Object::assign(&Object::new(), obj.unchecked_ref());
    let _ = Reflect::delete_property(&keys, &"angle".into());
    let _ = Reflect::delete_property(&keys, &"speed".into());
    let sc = scenario_from_js(&keys)?;
    let speed = speed_value(&get(obj, "speed"))?;
    match (angle_value(&get(obj, "angle"))?, speed) {
        (Some(a), Some(v)) => ob::with_angle_at_speed(&sc, a, v),
        (Some(a), None) => ob::with_angle(&sc, a),
        (None, Some(_)) => Err(Error::Missing {
            field: "angle",
            hint: "an impact speed |v| goes with an incidence angle",
        }),
        (None, None) => Ok(sc),
    }
}

/// The answer has no tangential half: no friction coefficient was given.
fn not_oblique() -> Error {
    Error::Missing { field: "mu", hint: "an oblique impact needs the friction coefficient mu" }
}

#[wasm_bindgen]
impl Plots {
    /// The canvases of the Oblique view: F_t(t), u(t) and the sweep.
    pub fn oblique_canvases(
        &self,
        force: HtmlCanvasElement,
        slip: HtmlCanvasElement,
        sweep: HtmlCanvasElement,
    ) {
        let (mut c, mut d) = (self.canvases.borrow_mut(), self.drawn.borrow_mut());
        // Never shorter: another view's canvases may come after these (the Rolling view's).
        let n = c.len().max(OBLIQUE[2] + 1);
        c.resize(n, None);
        d.resize(n, None);
        for (slot, canvas) in OBLIQUE.into_iter().zip([force, slip, sweep]) {
            c[slot] = Some(canvas);
        }
    }

    /// Solves the oblique impact `scenario` (the scenario keys, and `angle` \[deg\] instead of
    /// `vt` if wanted) with its curves and draws F_t(t) with ±μ|F_n| and u(t), the legend the
    /// law's name after `label` (a code's name; "" for none). Returns `{scenario, solution,
    /// explain, charts}` (the scenario solved: vt from the angle; the solution without its
    /// curves; the working of each tangential result), or `{error: {field, message}}` with nothing redrawn.
    pub fn oblique_view(&self, scenario: &JsValue, label: &str) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Out {
            scenario: Scenario,
            solution: Solution,
            /// How each tangential result was obtained (the "how" toggles).
            explain: Vec<dem_contact::explain::Step>,
            charts: Vec<ChartInfo>,
        }
        let solved = oblique_scenario(scenario).and_then(|sc| {
            let sol = dem_contact::solve_with_curves(&sc, OBLIQUE_SAMPLES)?;
            if sol.tangential.is_none() {
                return Err(not_oblique());
            }
            Ok((sc, sol))
        });
        let (scenario, mut solution) = match solved {
            Ok(v) => v,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let curves = solution.curves.take().unwrap_or_default();
        let (mu, law) = solution.tangential.as_ref().map_or((0.0, ""), |t| (t.mu, t.law.name()));
        // The legend: the law, after the code's name when one is given.
        let label = if label.is_empty() { law.to_string() } else { format!("{label}: {law}") };
        let label = label.as_str();
        let charts = vec![
            self.show(OBLIQUE[0], tangential_force::chart(label, &curves, mu))?,
            self.show(OBLIQUE[1], slip_time::chart(label, &curves))?,
        ];
        let explain = dem_contact::explain::tangential::working(&scenario, &solution);
        to_js(&Out { scenario, solution, explain, charts })
    }

    /// Draws what [`oblique_compute`] returned: quantity `plot` (`vt_ratio`, `omega1` or
    /// `rebound`) against the swept key, the law (its legend `label`) and the rigid body,
    /// marked at `marker` (the case shown; NaN for none). Returns `{chart}`; an `{error}` comes
    /// back as it is.
    pub fn oblique_draw(
        &self,
        computed: &JsValue,
        plot: &str,
        marker: f64,
        label: &str,
    ) -> Result<JsValue, JsValue> {
        if !get(computed, "error").is_undefined() {
            return Ok(computed.clone());
        }
        let plotted = oblique_sweep::Plotted::from_js(&get(computed, "plotted"));
        let q = oblique_sweep::Quantity::parse(plot);
        let marker = marker.is_finite().then_some(marker);
        let chart = self.show(OBLIQUE[2], oblique_sweep::chart(q, &plotted, label, marker))?;
        let out = Object::new();
        Reflect::set(&out, &"chart".into(), &to_js(&chart)?)?;
        Ok(out.into())
    }
}

/// Chung & Ooi's sweep for `request` = `{base, range: {over, from, to, points}}`: the
/// base (as [`Plots::oblique_view`] reads it) over the incidence angle (`over` absent or
/// `angle`: the impact speed √(v0² + vt²) held) or over a key (`vt`, `omega1`, …: that key
/// alone changes), as `sweep::oblique` sweeps. Returns `{over, unit, speed, notes, csv, plotted}`
/// (`plotted`: what [`Plots::oblique_draw`] draws), or `{error}`. Nothing is drawn: the page
/// runs this in its worker (web/worker.js).
#[wasm_bindgen]
pub fn oblique_compute(request: &JsValue) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Out {
        over: String,
        unit: String,
        speed: Option<f64>,
        notes: Vec<String>,
        csv: String,
    }
    let text = |v: JsValue| v.as_f64().map(|x| x.to_string()).or_else(|| v.as_string());
    let swept = oblique_scenario(&get(request, "base")).and_then(|base| {
        let r = get(request, "range");
        let given = |k: &str| text(get(&r, k)).filter(|t| !t.trim().is_empty());
        let (from, to) = (given("from"), given("to"));
        let points = get(&r, "points").as_f64().map_or(33, |n| n.clamp(2.0, 400.0) as usize);
        let over = get(&r, "over").as_string().unwrap_or_else(|| "angle".into());
        let range = ob::range(&base, &over, from.as_deref(), to.as_deref(), points, None)?;
        ob::sweep(&base, &range)
    });
    let sweep = match swept {
        Ok(s) => s,
        Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
    };
    let plotted = oblique_sweep::Plotted::of(&sweep);
    let out = to_js(&Out {
        csv: sweep.to_csv(),
        over: sweep.over,
        unit: sweep.unit,
        speed: sweep.speed,
        notes: sweep.notes,
    })?;
    Reflect::set(&out, &"plotted".into(), &plotted.to_js())?;
    Ok(out)
}

/// The tangential laws the selector offers: with `code` (a setting's id) that code's, in its
/// own words, its default first; without, the contract's four. `[{name, words, source}]`
/// (`source`: where the law comes from, Mindlin & Deresiewicz 1953, …). Throws `{field:
/// "code", message}` for a setting without a tangential law (why).
#[wasm_bindgen]
pub fn tangential_laws(code: &str) -> Result<JsValue, JsValue> {
    use dem_contact::models::tangential::law_source;
    use dem_contact::TangentialLaw;
    #[derive(Serialize)]
    struct Law {
        name: &'static str,
        words: &'static str,
        source: &'static str,
    }
    let list: Vec<(TangentialLaw, &str)> = if code.is_empty() {
        TangentialLaw::ALL.iter().map(|&l| (l, "")).collect()
    } else {
        match dem_contact::codes::tangential_laws(code) {
            Ok(laws) => laws.to_vec(),
            Err(why) => {
                let e = FieldError {
                    field: "code".into(),
                    message: format!("no oblique impacts with {code}: {why}"),
                };
                return Err(to_js(&e)?);
            }
        }
    };
    let laws: Vec<Law> = list
        .into_iter()
        .map(|(l, words)| Law { name: l.name(), words, source: law_source(l) })
        .collect();
    to_js(&laws)
}
