//! The sampled curves of a contact, F(t), ξ(t) and F(ξ) (with the tangential force and the
//! slip for an oblique impact), at uniform times, and their CSV.

use alloc::string::String;
use alloc::vec::Vec;

/// Sampled curves over the contact (or the plotted window when the bodies never separate).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Curves {
    /// Time since first touch \[s\].
    pub t: Vec<f64>,
    /// Overlap ξ \[m\].
    pub overlap: Vec<f64>,
    /// Contact force F \[N\], repulsive positive.
    pub force: Vec<f64>,
    /// Tangential force F_t on body 1 along +vt \[N\], for an oblique impact.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub tangential_force: Option<Vec<f64>>,
    /// Slip of the contact point u \[m/s\], for an oblique impact.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub slip: Option<Vec<f64>>,
}

impl Curves {
    /// The curves as CSV with units in the header, one sample per line, numbers in Rust's
    /// `{:e}` notation (what `dem-contact solve --format csv` prints, and the page exports).
    pub fn to_csv(&self) -> String {
        let oblique = match (&self.tangential_force, &self.slip) {
            (Some(f), Some(u)) if f.len() == self.t.len() && u.len() == self.t.len() => {
                Some((f, u))
            }
            _ => None,
        };
        let mut out = String::from("t [s],overlap [m],force [N]");
        out.push_str(if oblique.is_some() { ",tangential force [N],slip [m/s]\n" } else { "\n" });
        for i in 0..self.t.len() {
            out.push_str(&alloc::format!(
                "{:e},{:e},{:e}",
                self.t[i],
                self.overlap[i],
                self.force[i]
            ));
            if let Some((f, u)) = oblique {
                out.push_str(&alloc::format!(",{:e},{:e}", f[i], u[i]));
            }
            out.push('\n');
        }
        out
    }

    /// Several labelled series as one CSV: three columns per series, `t [s] (label)`,
    /// `overlap [m] (label)`, `force [N] (label)`, a row per sample, empty cells where a
    /// series has fewer samples (each series keeps its own time base). Labels are quoted
    /// (CSV, RFC 4180).
    pub fn table_csv(series: &[(&str, &Curves)]) -> String {
        let quote = |s: &str| alloc::format!("\"{}\"", s.replace('"', "\"\""));
        let mut head: alloc::vec::Vec<String> = alloc::vec::Vec::new();
        for (label, _) in series {
            for q in ["t [s]", "overlap [m]", "force [N]"] {
                head.push(quote(&alloc::format!("{q} ({label})")));
            }
        }
        let mut out = head.join(",");
        out.push('\n');
        let rows = series.iter().map(|(_, c)| c.t.len()).max().unwrap_or(0);
        for i in 0..rows {
            let mut cells: alloc::vec::Vec<String> = alloc::vec::Vec::new();
            for (_, c) in series {
                if i < c.t.len() {
                    cells.push(alloc::format!("{:e}", c.t[i]));
                    cells.push(alloc::format!("{:e}", c.overlap[i]));
                    cells.push(alloc::format!("{:e}", c.force[i]));
                } else {
                    cells.extend([String::new(), String::new(), String::new()]);
                }
            }
            out.push_str(&cells.join(","));
            out.push('\n');
        }
        out
    }
}

/// Uniform sample times 0 … t_end (n ≥ 2 points; n = 0 gives none).
pub fn sample_times(t_end: f64, n: usize) -> impl Iterator<Item = f64> {
    let n = if n == 1 { 2 } else { n };
    (0..n).map(move |i| if i + 1 == n { t_end } else { t_end * i as f64 / (n - 1) as f64 })
}
