//! `dem_contact._native`: the commands of `dem-contact-commands` for Python. Every function
//! takes the scenario as JSON text (and its options as JSON text) and answers with JSON
//! text: `{"ok": …}`, `{"error": {"field", "value", "message", "option"}}`, or — should the
//! library ever panic — `{"panic": "…"}`; the pure-Python layer (`dem_contact/_api.py`)
//! turns these into values, `InputError` and `InternalError`. No panic crosses into Python,
//! the work runs without the GIL, and there is no physics here.

use dem_contact_commands as commands;
use pyo3::prelude::*;
use serde_json::{json, Value};

mod options;
mod table;

type Answer = Result<Value, commands::CommandError>;

/// Runs `f`, catching a panic, and writes its answer as the JSON envelope.
fn envelope(f: impl FnOnce() -> Answer) -> String {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(v)) => json!({ "ok": v }).to_string(),
        Ok(Err(e)) => json!({ "error": e.to_json() }).to_string(),
        Err(p) => {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".into());
            json!({ "panic": what }).to_string()
        }
    }
}

/// The scenario of a call: its text (a JSON object, or a file the page exported, read as
/// its scenario), with the keyword arguments `keys` (a JSON object) set over it.
/// Keys the commands cannot read (a number beyond f64) are an error naming the key, never
/// dropped.
fn scenario(text: &str, keys: &str) -> Result<Value, commands::CommandError> {
    let mut input = commands::parse_input(text)?;
    let keys = commands::parse_object(keys)?;
    if let (Some(obj), Value::Object(keys)) = (input.as_object_mut(), keys) {
        for (k, v) in keys {
            obj.insert(k, v);
        }
    }
    Ok(input)
}

/// A call's options (`{"curves": 11}`); anything else is no options.
fn opts(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or(Value::Null)
}

/// `solve` on one scenario.
fn solve_one(text: &str, keys: &str, o: &str) -> Answer {
    let input = scenario(text, keys)?;
    commands::solve(&input, options::solve(&opts(o))?)
}

#[pymodule]
mod _native {
    use super::*;

    /// `{"ok": solution}`; options `{"curves": n | null, "explain": bool}`.
    #[pyfunction]
    fn solve(py: Python<'_>, text: &str, keys: &str, options: &str) -> String {
        py.detach(|| envelope(|| solve_one(text, keys, options)))
    }

    /// One envelope per scenario text, in order (options as for `solve`).
    #[pyfunction]
    fn solve_many(py: Python<'_>, texts: Vec<String>, options: &str) -> Vec<String> {
        py.detach(|| texts.iter().map(|t| envelope(|| solve_one(t, "{}", options))).collect())
    }

    /// The restitution–damping view.
    #[pyfunction]
    fn damping(py: Python<'_>, text: &str, keys: &str) -> String {
        py.detach(|| envelope(|| commands::damping(&scenario(text, keys)?)))
    }

    /// Every timestep criterion and the recommendation.
    #[pyfunction]
    fn timestep(py: Python<'_>, text: &str, keys: &str) -> String {
        py.detach(|| envelope(|| commands::timestep(&scenario(text, keys)?)))
    }

    /// A replay with an explicit scheme; options `{"sweep": n | null}`.
    #[pyfunction]
    fn scheme(py: Python<'_>, text: &str, keys: &str, options: &str) -> String {
        py.detach(|| {
            envelope(|| {
                let input = scenario(text, keys)?;
                commands::scheme(&input, options::scheme_sweep(&opts(options))?)
            })
        })
    }

    /// The sweep; options `{"over", "start", "stop", "points", "log"}`.
    #[pyfunction]
    fn sweep(py: Python<'_>, text: &str, keys: &str, options: &str) -> String {
        py.detach(|| {
            envelope(|| {
                let input = scenario(text, keys)?;
                let o = options::sweep(&opts(options))?;
                commands::sweep(&input, &o).map_err(options::range_names)
            })
        })
    }

    /// The fit of `measured`.
    #[pyfunction]
    fn fit(py: Python<'_>, text: &str, keys: &str) -> String {
        py.detach(|| envelope(|| commands::fit(&scenario(text, keys)?)))
    }

    /// The single-ball rolling test.
    #[pyfunction]
    fn rolling(py: Python<'_>, text: &str, keys: &str) -> String {
        py.detach(|| envelope(|| commands::rolling(&scenario(text, keys)?)))
    }

    /// Every code's value for the scenario's target e.
    #[pyfunction]
    fn codes_compare(py: Python<'_>, text: &str, keys: &str) -> String {
        py.detach(|| envelope(|| commands::codes::compare(&scenario(text, keys)?)))
    }

    /// The list of code settings.
    #[pyfunction]
    fn codes() -> String {
        envelope(commands::codes::settings)
    }

    /// The scenario keys with units.
    #[pyfunction]
    fn keys() -> String {
        envelope(commands::keys)
    }

    /// The full references.
    #[pyfunction]
    fn sources() -> String {
        envelope(commands::sources)
    }

    /// `{"ok": [svg F(t), svg ξ(t), svg F(ξ)]}`; options `{"width", "height"}` in pixels.
    #[pyfunction]
    fn charts(py: Python<'_>, text: &str, keys: &str, options: &str) -> String {
        py.detach(|| {
            envelope(|| {
                let input = scenario(text, keys)?;
                let (w, h) = options::size(&opts(options));
                Ok(json!(commands::contact_svgs(&input, w, h)?))
            })
        })
    }

    /// Panics inside the envelope: the test that a panic becomes `InternalError` and the
    /// interpreter goes on (tests/test_dem_contact.py).
    #[pyfunction]
    fn _panic_for_test() -> String {
        envelope(|| panic!("a panic raised on purpose by the test"))
    }

    /// A table of scenarios solved on every core (see `table.rs`).
    #[pymodule_export]
    use super::table::{_solve_rows_for_bench, solve_table};

    /// The version of the library inside.
    #[pyfunction]
    fn version() -> &'static str {
        env!("CARGO_PKG_VERSION")
    }
}
