//! What a table can answer: every field of a solution by its dotted path (`contact_time`,
//! `adhesion.sticking_velocity`, `code.to_type.value`), the same path as in `solve`'s JSON,
//! with its kind; a list's elements by their index (`adhesion_codes.0.restitution`). The
//! paths asked for are checked against [`OUTPUTS`] and compiled into a tree once, which
//! [`crate::table`]'s picker walks beside each solution.

use crate::CommandError;
use serde_json::Value;

/// The kind of an output's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A number (floats and counts alike; NaN where a row has none).
    Number,
    /// True or false (`tension`, `adhesion.stuck`; none where a row has none).
    Flag,
    /// A text (`regime`, `code.to_type.name`; none where a row has none).
    Text,
}

use Kind::{Flag, Number, Text};

/// Every output of [`crate::table::solve_table`]: the leaves of a solution's JSON, `#`
/// standing for a list's index. A test (`tests/table.rs`) solves every model, code, adhesion
/// and oblique impact and checks that this list holds each path they give, and nothing else.
pub const OUTPUTS: &[(&str, Kind)] = &[
    ("model", Text),
    ("effective_mass", Number),
    ("mass_rule", Text),
    ("stiffness", Number),
    ("stiffness_unit", Text),
    ("damping_constant", Number),
    ("damping_constant_symbol", Text),
    ("damping_coefficient", Number),
    ("damping_coefficient_unit", Text),
    ("damping_formula", Text),
    ("damping_source", Text),
    ("requested_restitution", Number),
    ("restitution", Number),
    ("end", Text),
    ("contact_time", Number),
    ("max_overlap", Number),
    ("time_of_max_overlap", Number),
    ("max_force", Number),
    ("time_of_max_force", Number),
    ("min_force", Number),
    ("tension", Flag),
    ("natural_frequency", Number),
    ("decay_rate", Number),
    ("damped_frequency", Number),
    ("w", Number),
    ("p", Number),
    ("effective_modulus", Number),
    ("effective_radius", Number),
    ("equal_overlap_linear_stiffness", Number),
    ("equivalent_linear_stiffness", Number),
    ("regime", Text),
    ("absorbed_work", Number),
    ("recovered_work", Number),
    ("drop_height", Number),
    ("rebound_height", Number),
    ("elastic_inelastic_ratio", Number),
    ("restitution_formula", Number),
    ("energy.before.normal", Number),
    ("energy.before.tangential", Number),
    ("energy.before.rotational", Number),
    ("energy.before.total", Number),
    ("energy.after.normal", Number),
    ("energy.after.tangential", Number),
    ("energy.after.rotational", Number),
    ("energy.after.total", Number),
    ("energy.body_acceleration", Number),
    ("energy.stored", Number),
    ("energy.normal_contact", Number),
    ("energy.local_damping", Number),
    ("energy.tangential", Number),
    ("energy.created", Number),
    ("method", Text),
    ("window", Number),
    ("notes.#", Text),
    ("integration_steps", Number),
    ("damping_constant_unit", Text),
    ("code.id", Text),
    ("code.code", Text),
    ("code.name", Text),
    ("code.summary", Text),
    ("code.end", Text),
    ("code.limit", Flag),
    ("code.mass_rule", Text),
    ("code.release.name", Text),
    ("code.release.known", Text),
    ("code.typed.name", Text),
    ("code.typed.value", Number),
    ("code.typed.unit", Text),
    ("code.typed.restitution", Number),
    ("code.typed.contact_time", Number),
    ("code.typed.max_overlap", Number),
    ("code.to_type.name", Text),
    ("code.to_type.value", Number),
    ("code.to_type.unit", Text),
    ("code.own_constant.name", Text),
    ("code.own_constant.value", Number),
    ("code.own_constant.unit", Text),
    ("code.local.alpha", Number),
    ("code.local.alone", Number),
    ("code.local.together", Number),
    ("code.local.to_type_with_local.name", Text),
    ("code.local.to_type_with_local.value", Number),
    ("code.local.to_type_with_local.unit", Text),
    ("code.local.dashpot_alone.name", Text),
    ("code.local.dashpot_alone.value", Number),
    ("code.local.dashpot_alone.unit", Text),
    ("code.local.dashpot_alone_gives", Number),
    ("code.local.alpha_alone_for_e", Number),
    ("code.requested", Number),
    ("code.speed_dependent", Flag),
    ("code.source", Text),
    ("code.status", Text),
    ("code.notes.#", Text),
    ("code.snippet", Text),
    ("adhesion.law", Text),
    ("adhesion.work_of_adhesion", Number),
    ("adhesion.surface_energy", Number),
    ("adhesion.pull_off_force", Number),
    ("adhesion.contact_radius_zero_load", Number),
    ("adhesion.separation_overlap", Number),
    ("adhesion.min_force", Number),
    ("adhesion.touch_force", Number),
    ("adhesion.separation_force", Number),
    ("adhesion.stuck", Flag),
    ("adhesion.sticking_velocity", Number),
    ("adhesion.restitution_without_adhesion", Number),
    ("adhesion.tail_work", Number),
    ("adhesion.dashpot_work", Number),
    ("adhesion.formula", Text),
    ("adhesion.source", Text),
    ("adhesion_codes.#.id", Text),
    ("adhesion_codes.#.code", Text),
    ("adhesion_codes.#.title", Text),
    ("adhesion_codes.#.to_type.#.name", Text),
    ("adhesion_codes.#.to_type.#.value", Number),
    ("adhesion_codes.#.to_type.#.unit", Text),
    ("adhesion_codes.#.line", Text),
    ("adhesion_codes.#.conversion", Text),
    ("adhesion_codes.#.restitution", Number),
    ("adhesion_codes.#.contact_time", Number),
    ("adhesion_codes.#.sticking_velocity", Number),
    ("adhesion_codes.#.reproduced", Text),
    ("adhesion_codes.#.source", Text),
    ("adhesion_codes.#.status", Text),
    ("adhesion_codes.#.notes.#", Text),
    ("tangential.law", Text),
    ("tangential.source", Text),
    ("tangential.mu", Number),
    ("tangential.vt_after", Number),
    ("tangential.omega1_after", Number),
    ("tangential.vt_ratio", Number),
    ("tangential.slip_before", Number),
    ("tangential.slip_after", Number),
    ("tangential.restitution", Number),
    ("tangential.impulse_ratio", Number),
    ("tangential.incidence_angle", Number),
    ("tangential.rebound_angle", Number),
    ("tangential.contact_rebound_angle", Number),
    ("tangential.regime", Text),
    ("tangential.shear_modulus", Number),
    ("tangential.stiffness_at_max_overlap", Number),
    ("tangential.moment_of_inertia1", Number),
    ("tangential.method", Text),
    ("tangential.events.#.t", Number),
    ("tangential.events.#.event", Text),
    ("tangential.events.#.state", Text),
    ("adhesion.e_to_type", Number),
    ("code.release.source", Text),
    ("tangential.omega2_after", Number),
    ("tangential.moment_of_inertia2", Number),
];

/// One segment of a path: a field's name or a list's index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

/// The outputs asked for, compiled: a tree of the paths' segments whose leaves hold the
/// output's position. Build it once with [`Outputs::new`] and use it for every row.
#[derive(Debug, Clone)]
pub struct Outputs {
    paths: Vec<String>,
    kinds: Vec<Kind>,
    pub(crate) root: Node,
}

/// A node of the tree: its children, and the output it is the end of.
#[derive(Debug, Clone, Default)]
pub(crate) struct Node {
    pub(crate) kids: Vec<(Seg, Node)>,
    pub(crate) out: Option<usize>,
}

impl Node {
    /// The child at field `key` (a solution has some fifty fields, and a few of them are
    /// asked for: the length and first byte tell most apart before their bytes are compared).
    pub(crate) fn key(&self, key: &str) -> Option<&Node> {
        let (len, first) = (key.len(), key.as_bytes().first());
        self.kids
            .iter()
            .find(|(s, _)| {
                matches!(s, Seg::Key(k) if k.len() == len && k.as_bytes().first() == first && k == key)
            })
            .map(|(_, n)| n)
    }
    /// The child at index `i`.
    pub(crate) fn index(&self, i: usize) -> Option<&Node> {
        self.kids.iter().find(|(s, _)| *s == Seg::Index(i)).map(|(_, n)| n)
    }
}

/// An error about the option `outputs`.
fn bad(path: &str, why: &str) -> CommandError {
    CommandError::option("outputs", Some(Value::from(path)), &format!(": {path:?} {why}"))
}

/// The segments of `path` and its kind, when it names an output.
fn parse(path: &str) -> Result<(Vec<Seg>, Kind), CommandError> {
    let parts: Vec<&str> = path.split('.').collect();
    let fits = |pattern: &str| {
        let p: Vec<&str> = pattern.split('.').collect();
        p.len() == parts.len()
            && p.iter().zip(&parts).all(|(p, s)| {
                if *p == "#" {
                    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
                } else {
                    p == s
                }
            })
    };
    let Some((_, kind)) = OUTPUTS.iter().find(|(p, _)| fits(p)) else {
        return Err(unknown(path));
    };
    let segs = parts
        .iter()
        .map(|s| match s.parse::<usize>() {
            Ok(i) if s.bytes().all(|b| b.is_ascii_digit()) => Ok(Seg::Index(i)),
            Err(_) if s.bytes().all(|b| b.is_ascii_digit()) => {
                Err(bad(path, "has an index too large"))
            }
            _ => Ok(Seg::Key((*s).to_string())),
        })
        .collect::<Result<_, _>>()?;
    Ok((segs, *kind))
}

/// Why `path` is not an output: an object (with its outputs), a near miss, or unknown.
fn unknown(path: &str) -> CommandError {
    let generic: String = path
        .split('.')
        .map(|s| if s.bytes().all(|b| b.is_ascii_digit()) { "#" } else { s })
        .collect::<Vec<_>>()
        .join(".");
    let below: Vec<&str> = OUTPUTS
        .iter()
        .map(|(p, _)| *p)
        .filter(|p| p.strip_prefix(generic.as_str()).is_some_and(|r| r.starts_with('.')))
        .collect();
    if !below.is_empty() {
        let list = below.iter().take(12).copied().collect::<Vec<_>>().join(", ");
        let more = if below.len() > 12 { ", …" } else { "" };
        return bad(path, &format!("is not a single value; its outputs: {list}{more}"));
    }
    let names: Vec<&'static str> = OUTPUTS.iter().map(|(p, _)| *p).collect();
    match dem_contact::text::closest(&generic, &names) {
        Some(s) => bad(path, &format!("is not an output; did you mean {s:?}?")),
        None => bad(
            path,
            "is not an output: a field of the solution by its dotted path, e.g. \
             contact_time, adhesion.sticking_velocity, code.to_type.value",
        ),
    }
}

impl Outputs {
    /// Compiles `paths` (at least one, each once). The error names the first path that is
    /// not an output, with the outputs below it when it names an object.
    pub fn new<S: AsRef<str>>(paths: &[S]) -> Result<Outputs, CommandError> {
        if paths.is_empty() {
            return Err(CommandError::option(
                "outputs",
                None,
                ": empty; name at least one output, e.g. contact_time",
            ));
        }
        let (mut root, mut kinds, mut names) = (Node::default(), Vec::new(), Vec::new());
        for (i, path) in paths.iter().map(AsRef::as_ref).enumerate() {
            if names.iter().any(|n: &String| n == path) {
                return Err(bad(path, "is asked for twice"));
            }
            let (segs, kind) = parse(path)?;
            let mut node = &mut root;
            for seg in segs {
                let at = match node.kids.iter().position(|(s, _)| *s == seg) {
                    Some(at) => at,
                    None => {
                        node.kids.push((seg, Node::default()));
                        node.kids.len() - 1
                    }
                };
                node = &mut node.kids[at].1;
            }
            node.out = Some(i);
            kinds.push(kind);
            names.push(path.to_string());
        }
        Ok(Outputs { paths: names, kinds, root })
    }

    /// The paths, in the order asked for.
    pub fn paths(&self) -> &[String] {
        &self.paths
    }

    /// Each output's kind, in the same order.
    pub fn kinds(&self) -> &[Kind] {
        &self.kinds
    }
}
