//! The recommendation: the smallest applicable criterion, the one that governs named
//! (one Δt to use, named by the criterion that sets it); and a typed Δt judged against every
//! criterion: "fine" within it, beyond it "unstable" for a stability criterion and
//! "inaccurate" for an accuracy one, the worst verdict overall.

use super::solution::Criterion;
use alloc::vec::Vec;

/// The criteria with their verdicts, and the Δt recommended.
pub(super) struct Recommendation {
    /// The criteria in their order.
    pub criteria: Vec<Criterion>,
    /// The same, smallest first.
    pub detail: Vec<Criterion>,
    /// The smallest criterion's Δt \[s\].
    pub recommended: f64,
    /// Its id.
    pub by: &'static str,
    /// For a typed Δt: the worst verdict.
    pub verdict: Option<&'static str>,
}

/// The smallest of `criteria` (never empty: PFC's estimate always applies), and `typed`
/// judged against each.
pub(super) fn recommend(mut criteria: Vec<Criterion>, typed: Option<f64>) -> Recommendation {
    let mut detail = criteria.clone();
    detail.sort_by(|a, b| a.dt.total_cmp(&b.dt));
    let best = &detail[0];
    let (recommended, by) = (best.dt, best.id);
    let mut verdict = None;
    if let Some(d) = typed {
        for c in criteria.iter_mut().chain(detail.iter_mut()) {
            judge(c, d);
        }
        verdict = detail.iter().filter_map(|c| c.verdict).max_by_key(|v| match *v {
            "unstable" => 2,
            "inaccurate" => 1,
            _ => 0,
        });
    }
    Recommendation { criteria, detail, recommended, by, verdict }
}

/// `dt` against one criterion (beyond it by more than round-off).
fn judge(c: &mut Criterion, dt: f64) {
    let over = dt > c.dt * (1.0 + 1e-12);
    c.ratio = Some(dt / c.dt);
    c.verdict = Some(match (over, c.kind) {
        (false, _) => "fine",
        (true, "stability") => "unstable",
        (true, _) => "inaccurate",
    });
}
