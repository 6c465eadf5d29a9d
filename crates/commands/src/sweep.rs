//! `sweep`: the contact over a range of one key, the damping held as a DEM code holds it.

use crate::input::{parse, to_json};
use crate::CommandError;
use dem_contact::Scenario;
use serde_json::Value;

/// Points of a sweep when none are asked for.
pub const DEFAULT_POINTS: usize = 50;

/// The range of `sweep`. Ends are text as typed: SI numbers or with a unit (`"10 cm/s"`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SweepOptions {
    /// The numeric scenario key swept (`v0`, `h0`, `e`, `damping`, `m1`, `k`, …).
    pub over: Option<String>,
    /// First value; default a decade below the scenario's value of the key.
    pub from: Option<String>,
    /// Last value; default a decade above.
    pub to: Option<String>,
    /// Number of points, default [`DEFAULT_POINTS`], at most 1000.
    pub points: Option<usize>,
    /// Logarithmic spacing; `None`: linear when both ends are given, otherwise
    /// logarithmic (the default ends are decades).
    pub log: Option<bool>,
}

impl SweepOptions {
    /// The options as JSON, where an error's value is looked up before the scenario's.
    fn as_json(&self) -> Value {
        serde_json::json!({
            "over": self.over, "from": self.from, "to": self.to,
            "points": self.points, "log": self.log,
        })
    }
}

/// The sweep of `input` over `opts`.
pub fn sweep(input: &Value, opts: &SweepOptions) -> Result<Value, CommandError> {
    match run(input, opts)? {
        Swept::HeadOn(s) => to_json(&s),
        Swept::Oblique(s) => to_json(&s),
    }
}

/// The sweep as CSV: one line per point, units in the header.
pub fn sweep_csv(input: &Value, opts: &SweepOptions) -> Result<String, CommandError> {
    Ok(match run(input, opts)? {
        Swept::HeadOn(s) => s.to_csv(),
        Swept::Oblique(s) => s.to_csv(),
    })
}

/// A sweep of the normal contact, or of an oblique impact's tangential results.
enum Swept {
    /// The contact over a key, the damping held as a code holds it.
    HeadOn(dem_contact::sweep::Sweep),
    /// An oblique impact over the incidence angle or a key (Chung & Ooi 2011, Tests 4–8).
    Oblique(dem_contact::sweep::oblique::ObliqueSweep),
}

fn run(input: &Value, opts: &SweepOptions) -> Result<Swept, CommandError> {
    let sc: Scenario = parse(input, input)?;
    let over = opts.over.as_deref().ok_or_else(|| {
        CommandError::option(
            "over",
            None,
            ": missing; give the key to sweep (v0, h0, e, damping, m1, k, angle, …)",
        )
    })?;
    let options = opts.as_json();
    let err = |e: dem_contact::Error| {
        let mut c = CommandError::from_library(&e, input);
        if let Some(v) = crate::error::lookup(&options, &c.field) {
            c.value = Some(v);
        }
        c
    };
    let points = opts.points.unwrap_or(DEFAULT_POINTS);
    if dem_contact::sweep::oblique::applies(&sc, over) {
        use dem_contact::sweep::oblique;
        let log = opts.log.filter(|l| *l);
        let range =
            oblique::range(&sc, over, opts.from.as_deref(), opts.to.as_deref(), points, log)
                .map_err(err)?;
        return oblique::sweep(&sc, &range).map(Swept::Oblique).map_err(err);
    }
    // The scenario's own value of the key centres a default range (v0 may come from h0).
    let base = dem_contact::sweep::base_value(&sc, over);
    let log = opts.log.or((opts.from.is_some() && opts.to.is_some()).then_some(false));
    let range = dem_contact::sweep::Range::parse(
        over,
        opts.from.as_deref(),
        opts.to.as_deref(),
        points,
        log,
        base,
    )
    .map_err(err)?;
    dem_contact::sweep::sweep(&sc, &range).map(Swept::HeadOn).map_err(err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn option_errors_carry_the_option_value() {
        let input = json!({"model":"linear","m1":5,"k":5000,"v0":2,"damping":0.5});
        let opts = SweepOptions { over: Some("v0".into()), points: Some(1), ..Default::default() };
        let e = sweep(&input, &opts).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.value.as_deref(), e.option),
            ("points", Some(&json!(1)), false)
        );
        let e = sweep(&input, &SweepOptions::default()).unwrap_err();
        assert_eq!((e.field.as_str(), e.option), ("over", true));
        let opts = SweepOptions {
            over: Some("v0".into()),
            from: Some("-1".into()),
            to: Some("2".into()),
            log: Some(true),
            ..Default::default()
        };
        let e = sweep(&input, &opts).unwrap_err();
        assert_eq!((e.field.as_str(), e.value.as_deref()), ("from", Some(&json!("-1"))));
    }
}
