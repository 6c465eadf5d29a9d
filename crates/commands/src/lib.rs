//! # dem-contact-commands
//!
//! The commands of `dem-contact` over JSON: each takes the caller's parsed JSON (see
//! [`parse_input`]) and its options and answers with JSON (or CSV text), or with a
//! [`CommandError`] naming the field, the value given and what is allowed. The CLI is
//! argument parsing and printing over these functions; the Python package calls the same
//! ones. No physics here: every number comes from `dem-contact`.
//!
//! | command | function |
//! |---|---|
//! | `solve` | [`solve()`], [`solve_csv`] |
//! | `damping` | [`damping`] |
//! | `timestep` | [`timestep()`] |
//! | `scheme` | [`scheme()`], [`scheme_csv`] |
//! | `codes` | [`codes::settings`], [`codes::settings_text`], [`codes::compare`] |
//! | `sweep` | [`sweep()`], [`sweep_csv`] |
//! | `fit` | [`fit()`] |
//! | `rolling` | [`rolling()`] |
//! | `keys`, `sources` | [`keys`], [`keys_help`], [`sources`], [`sources_text`] |
//! | `solve --table` | [`table::solve_table`], [`table::table_from_csv`], [`table::answer_csv`] |

#![warn(missing_docs)]
#![forbid(unsafe_code)]

pub mod codes;
mod error;
mod fit;
mod input;
mod options;
mod reference;
mod rolling;
mod scheme;
mod solve;
#[cfg(feature = "svg")]
mod svg;
mod sweep;
pub mod table;
mod timestep;

pub use error::CommandError;
pub use fit::fit;
pub use input::{parse_input, parse_object};
pub use options::whole;
pub use reference::{keys, keys_help, sources, sources_text};
pub use rolling::{rolling, rolling_with_curves};
pub use scheme::{scheme, scheme_csv, SWEEP_POINTS};
pub use solve::{damping, solve, solve_csv, SolveOptions, CSV_SAMPLES};
#[cfg(feature = "svg")]
pub use svg::{contact_svgs, SAMPLES as SVG_SAMPLES};
pub use sweep::{sweep, sweep_csv, SweepOptions, DEFAULT_POINTS};
pub use timestep::timestep;

/// The README's Rust example (its *Library* section), compiled and run as a doctest by the
/// test command; rustdoc leaves the README's shell, Python, HTML and text blocks alone.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeRustExample;
