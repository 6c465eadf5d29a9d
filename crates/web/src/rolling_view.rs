//! The Rolling view's calls (the `full` feature): the single-ball rolling test of Ai, Chen,
//! Rotter & Ooi 2011 solved (`dem_contact::rolling::rolling`) with its motion
//! (`rolling::curves`) and drawn — the centre's speed beside the constant-torque closed form,
//! the rolling torque between ±M_max — and the ball's timestep by every criterion, its rolling
//! spring's among them (`dem_contact::rolling::step`); the laws and code settings the view
//! offers. No physics here: the keys are passed to the library as typed.

use crate::*;
use crate::{rolling_speed, rolling_torque};
use dem_contact::rolling::{self as ro, RollingInput, RollingSolution};

/// The canvases of the Rolling view: v(t), M(t).
const ROLLING: [usize; 2] = [11, 12];
/// Samples of the motion drawn (the contact charts' count).
const ROLLING_SAMPLES: usize = SAMPLES;

/// The keys of `obj` (numbers, or text with units) into the rolling test's input, key by key
/// through [`RollingInput::set`], so errors name the key; blank values are not given.
fn rolling_from_js(obj: &JsValue) -> Result<RollingInput, Error> {
    start();
    if !obj.is_object() {
        return Err(Error::Invalid {
            field: "rolling".into(),
            value: "not an object".into(),
            expected: "an object of the rolling test's keys",
        });
    }
    let mut inp = RollingInput::default();
    // Any other JS value reads as null (none given).
    crate::each_entry(obj, |key, value| inp.set(key, value.unwrap_or(Value::Null)))?;
    Ok(inp)
}

#[wasm_bindgen]
impl Plots {
    /// The canvases of the Rolling view: the centre's speed and the rolling torque.
    pub fn rolling_canvases(&self, speed: HtmlCanvasElement, torque: HtmlCanvasElement) {
        let (mut c, mut d) = (self.canvases.borrow_mut(), self.drawn.borrow_mut());
        let n = c.len().max(ROLLING[1] + 1);
        c.resize(n, None);
        d.resize(n, None);
        for (slot, canvas) in ROLLING.into_iter().zip([speed, torque]) {
            c[slot] = Some(canvas);
        }
    }

    /// Solves the rolling test `input` (the keys of `dem-contact rolling`) with its motion and
    /// draws v(t) and M(t). Returns `{solution, curves: {constant_torque}, timestep, charts}`
    /// (`timestep`: the ball's recommended Δt, the criterion that sets it and the rolling
    /// spring's own limit; a timestep error as `timestep_error`), or `{error: {field,
    /// message}}` with nothing redrawn.
    pub fn rolling_view(&self, input: &JsValue) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Out {
            solution: RollingSolution,
            constant_torque: Option<ro::ConstantTorque>,
            timestep: Option<ro::RollingStep>,
            /// The torque beyond the chart's axis: (most negative \[N·m\], until \[s\]).
            torque_beyond: Option<(f64, f64)>,
            #[serde(skip_serializing_if = "Option::is_none")]
            timestep_error: Option<FieldError>,
            charts: Vec<ChartInfo>,
        }
        let solved = rolling_from_js(input).and_then(|inp| {
            let sol = ro::rolling(&inp)?;
            let curves = ro::curves(&inp, &sol, ROLLING_SAMPLES)?;
            Ok((inp, sol, curves))
        });
        let (inp, solution, curves) = match solved {
            Ok(v) => v,
            Err(e) => return to_js(&Rejected { error: FieldError::from(&e) }),
        };
        let label = solution.code.as_ref().map_or(solution.law, |c| c.id);
        let constant = solution.rolling.stiffness.is_none();
        let limit = solution.rolling.torque_limit;
        let torque_beyond = rolling_torque::beyond(&curves, limit);
        let charts = vec![
            self.show(ROLLING[0], rolling_speed::chart(label, &curves, constant))?,
            self.show(ROLLING[1], rolling_torque::chart(label, &curves, limit, torque_beyond))?,
        ];
        let (timestep, timestep_error) = match ro::step(&inp, &solution) {
            Ok(s) => (Some(s), None),
            Err(e) => (None, Some(FieldError::from(&e))),
        };
        let constant_torque = curves.constant_torque;
        to_js(&Out { solution, constant_torque, timestep, torque_beyond, timestep_error, charts })
    }
}

/// The laws and code settings the Rolling view offers: `[{id, code, setting, coefficient,
/// keys, runnable, status}]` — Ai et al.'s `constant` and `epsd` (code ""), then every code's
/// setting (`dem_contact::codes::rolling::ROLLING_CODES`); `keys`: what it takes beyond the
/// ball, v0, g and μ_r (`rolling::keys_taken_by`); `runnable`: whether the test runs as that
/// code does (yade-cohfrict's stiffness is Yade's own).
#[wasm_bindgen]
pub fn rolling_laws() -> Result<JsValue, JsValue> {
    use dem_contact::codes::rolling::{Stiffness, ROLLING_CODES};
    #[derive(Serialize)]
    struct Law {
        id: &'static str,
        code: &'static str,
        setting: &'static str,
        coefficient: &'static str,
        keys: Vec<&'static str>,
        runnable: bool,
        status: &'static str,
    }
    let own = ["constant", "epsd"].map(|id| {
        let l = dem_contact::models::rolling::RollingLaw::parse(id);
        Law {
            id,
            code: "",
            setting: l.map_or("", |l| l.formula()),
            coefficient: "μ_r",
            keys: ro::keys_taken_by(id).unwrap_or_default(),
            runnable: true,
            status: l.map_or("", |l| l.source()),
        }
    });
    let codes = ROLLING_CODES.iter().map(|c| Law {
        id: c.id,
        code: c.code,
        setting: c.setting,
        coefficient: c.coefficient,
        keys: ro::keys_taken_by(c.id).unwrap_or_default(),
        runnable: c.stiffness != Stiffness::CodeOwn,
        status: c.status,
    });
    to_js(&own.into_iter().chain(codes).collect::<Vec<_>>())
}
