//! What the CLI says at the edges: every count capped with a message naming its option,
//! keys and options given twice refused, errors that name the key given and at fault (with
//! the values), echoes cut and quoted.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dem-contact")).args(args).output().unwrap()
}

/// The one error line of a failed run (exit status 2, nothing on stdout).
fn error(args: &[&str]) -> String {
    let out = run(args);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    err.trim_end().strip_prefix("error: ").unwrap().to_string()
}

fn ok(args: &[&str]) -> serde_json::Value {
    let out = run(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

const CASE: &str = r#"{"m1":1,"k":1e4,"v0":1,"e":0.5}"#;
const POWDER: &str =
    r#""E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500,"E2":5e9,"nu2":0.3,"r2":2e-5,"rho2":1500"#;
const BEAD: &str = r#"{"r1":0.001,"rho1":2500,"E1":63e9,"nu1":0.2,"rolling":"epsd","mu_r":0.1,"eta_r":0.3,"v0":0.05}"#;

/// `rolling --curves` is capped as `solve`'s is (it took 3.9 GB at 1e7 and was killed at
/// 1e8), and a count too large to hold names the cap too.
#[test]
fn every_sample_count_is_capped() {
    let cap = "number of curve samples must be at most 100000";
    for cmd in ["solve", "rolling"] {
        let sc = if cmd == "solve" { CASE } else { BEAD };
        assert_eq!(
            error(&[cmd, "--scenario", sc, "--curves", "100000000"]),
            format!("--curves = 1e8: {cap}"),
            "{cmd}"
        );
        assert_eq!(
            error(&[cmd, "--scenario", sc, "--curves", "99999999999999999999999"]),
            format!("--curves = 99999999999999999999999: {cap}"),
            "{cmd}"
        );
        assert_eq!(
            error(&[cmd, "--scenario", sc, "--curves", "1"]),
            "--curves = 1: must be at least 2 samples",
            "{cmd}"
        );
    }
    let v = ok(&["rolling", "--scenario", BEAD, "--curves", "100000"]);
    assert!(v["curves"]["t"].as_array().unwrap().len() >= 100_000);
    assert!(error(&["sweep", "--scenario", CASE, "--over", "v0", "--points", "1001"])
        .starts_with("points = 1001: "));
    assert!(error(&["scheme", "--scenario", CASE, "--sweep", "201"]).starts_with("--sweep = 201: "));
    let sc = r#"{"m1":1,"k":1e4,"v0":1,"e":0.5,"dt":1e-12}"#;
    assert!(error(&["scheme", "--scenario", sc]).contains("at most 2 000 000 steps"));
}

/// A key given twice in a scenario, and an option given twice, are refused (the last one
/// used to win silently); a blank value is "not given" and gives way.
#[test]
fn keys_and_options_given_twice() {
    let sc = format!(
        r#"{{"model":"hertz","adhesion":"jkr","surface_energy":0.05,"surface_energy":0.07,"v0":0.2,{POWDER}}}"#
    );
    assert_eq!(
        error(&["solve", "--scenario", &sc]),
        "surface_energy: given twice (0.05, then 0.07); give it once"
    );
    let many = format!("{{\"m1\":1,\"k\":1e4,\"e\":0.5,{}}}", vec![r#""v0":1"#; 10_000].join(","));
    for cmd in ["solve", "damping", "scheme", "sweep", "codes", "fit", "timestep", "rolling"] {
        assert!(error(&[cmd, "--scenario", &many]).starts_with("v0: given twice"), "{cmd}");
    }
    let blank = r#"{"m1":1,"k":1e4,"v0":1,"e":"","e":0.5}"#;
    assert_eq!(ok(&["solve", "--scenario", blank])["requested_restitution"], 0.5);
    assert_eq!(
        error(&["solve", "--scenario", CASE, "--scenario", CASE]),
        "--scenario: given twice; give it once"
    );
    assert_eq!(
        error(&["sweep", "--scenario", CASE, "--over", "v0", "--over", "e"]),
        "--over: given twice; give it once"
    );
    assert_eq!(
        error(&["solve", "--scenario", CASE, "--explain", "--explain"]),
        "--explain: given twice; give it once"
    );
}

/// An unknown key is quoted where it would not read as itself and cut when long; a number
/// beyond f64 is reported at its key.
#[test]
fn echoes_are_quoted_and_cut() {
    let sc = r#"{"m1":1,"k":1e4,"v0":1,"e":0.5," surface_energy":1}"#;
    assert_eq!(
        error(&["solve", "--scenario", sc]),
        r#"" surface_energy": unknown key; did you mean surface_energy?"#
    );
    let long = "x".repeat(100_000);
    let sc = format!(r#"{{"m1":1,"{long}":1}}"#);
    assert_eq!(
        error(&["solve", "--scenario", &sc]),
        format!(r#""{}…" (100000 characters): unknown key"#, "x".repeat(40))
    );
    let sc = r#"{"m1":1,"k":1e4,"v0":1e400,"e":0.5}"#;
    assert_eq!(
        error(&["solve", "--scenario", sc]),
        r#"v0 = "1e400": beyond the largest number (about 1.8e308 in SI units)"#
    );
}

/// Failures charged to the key given and at fault, with its value — never to a key the user
/// did not give (`damping` on an elastic Hertz contact, `scheme`, `e`, `rho1` for a radius,
/// `rho2` of a range).
#[test]
fn failures_name_the_key_given_and_at_fault() {
    let p = POWDER;
    let jkr = |extra: &str| {
        format!(
            r#"{{"model":"hertz","adhesion":"jkr","surface_energy":0.05,"v0":0.2,{p},{extra}}}"#
        )
    };
    let cases = [
        (
            r#"{"model":"hertz","adhesion":"jkr","surface_energy":1e300,"v0":0.2,"E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500}"#.to_string(),
            "surface_energy = 1e300: the adhesion's tail reaches beyond any finite overlap, past the smaller radius",
        ),
        (jkr(r#""v0":1e-300"#).replace(r#""v0":0.2,"#, ""), "v0 = 1e-300: "),
        (jkr(r#""v0":1e300"#).replace(r#""v0":0.2,"#, ""), "v0 = 1e300: "),
        (
            r#"{"model":"tsuji","e":0.5,"adhesion":"jkr","surface_energy":1e-200,"v0":0.1,"E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500}"#.into(),
            "surface_energy = 1e-200: ",
        ),
        (
            r#"{"model":"tsuji","e_with_adhesion":0.5,"adhesion":"jkr","surface_energy":0.05,"v0":1e-300,"E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500}"#.into(),
            "v0 = 1e-300: ",
        ),
        (
            format!(r#"{{"code":"chrono-multicore-flores","e":0.5,"v_char":1e-300,"v0":0.2,{p}}}"#),
            "v_char = 1e-300: the damping constant α2 these inputs give (damping, not given) is 3.2e299; it must be in [0, 1e6]",
        ),
        (
            r#"{"model":"hertz","v0":0.2,"E1":5e9,"nu1":0.3,"r1":1e-300,"rho1":1500}"#.into(),
            "r1 = 1e-300: with a density of 1500 kg/m³ the mass 4/3 π r³ ρ underflows to 0 in f64",
        ),
    ];
    for (sc, start) in cases {
        let err = error(&["solve", "--scenario", &sc]);
        assert!(err.starts_with(start), "{sc}\n{err}");
        assert!(
            !err.contains("damping") || sc.contains("damping") || start.contains("damping"),
            "{err}"
        );
    }
    // scheme with adhesion: charged to `adhesion`, in words (no `scheme` was given).
    let sc = r#"{"model":"tsuji","e":0.5,"adhesion":"jkr","surface_energy":0.05,"v0":0.1,"E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500,"dt":1e-9}"#;
    assert!(error(&["scheme", "--scenario", sc])
        .starts_with("adhesion: the scheme replay does not cover a contact with adhesion"));
    // A size range: the radius typed, not the density it defaulted.
    let sc = r#"{"r_min":1e-3,"r_max":1e300,"rho1":1500,"E1":5e9,"nu1":0.3,"e":0.5,"v0":0.2}"#;
    assert_eq!(
        error(&["codes", "--scenario", sc]),
        "r_max = 1e300: with a density of 1500 kg/m³ the mass 4/3 π r³ ρ overflows the range of f64"
    );
    let sc = r#"{"r_min":1e-9,"r_max":1e-3,"code":"lammps-hertz-viscoelastic","rho1":1500,"E1":5e9,"nu1":0.3,"e":0.5,"v0":0.2}"#;
    assert!(error(&["codes", "--scenario", sc]).starts_with("r_min = 1e-9: at the contact "));
    // Rolling: a rolling stiffness far out is charged to it, not to eta_r (not given).
    let sc = r#"{"r1":0.01,"rho1":1000,"code":"yade-hertz-mindlin","mu_r":0.1,"v0":0.05,"krot":5e-324,"E1":1e9,"nu1":0.3}"#;
    let err = error(&["rolling", "--scenario", sc]);
    assert!(err.starts_with("krot = 5e-324: the rolling phase below the cap"), "{err}");
}

/// e_with_adhesion on Hertz (no dashpot): the one e it reaches, its undamped value, is
/// accepted as printed; any other is refused saying so plainly (it said "reachable (0,
/// 0.93083]" and refused 0.5, and the undamped value itself).
#[test]
fn e_with_adhesion_on_hertz() {
    let sc = |e: &str| {
        format!(
            r#"{{"model":"hertz","adhesion":"jkr","surface_energy":0.05,"e_with_adhesion":{e},"v0":0.1,{POWDER}}}"#
        )
    };
    let undamped = ok(&["solve", "--scenario", &sc("1").replace(r#""e_with_adhesion":1,"#, "")])
        ["restitution"]
        .to_string();
    let v = ok(&["solve", "--scenario", &sc(&undamped)]);
    assert_eq!(v["restitution"].to_string(), undamped);
    assert_eq!(v["damping_constant"], 0.0);
    assert_eq!(
        error(&["solve", "--scenario", &sc("0.5")]),
        format!(
            "e_with_adhesion = 0.5: model hertz has no dashpot, so at v0 = 0.10000 m/s the one \
             restitution it reaches is its undamped value e = 0.93083 ({undamped}); leave \
             e_with_adhesion out, or choose tsuji to reach a lower e"
        )
    );
}

/// A material key added to a stiffness scenario names the key added (it said "E1: missing"
/// for `nu1`, "nu1: missing" for `E1`); the constant rolling torque likewise.
#[test]
fn material_keys_beside_a_stiffness() {
    let li = r#"{"model":"linear","adhesion":"linear-irreversible","k":1e4,"m1":1e-9,"adhesion_force":1e-6,"adhesion_stiffness":10,"damping":0,"v0":0.02,"#;
    let with = |extra: &str| format!("{li}{extra}}}");
    let not_with_k =
        "not used with k (the material E1, nu1 gives the stiffness where k is not given); remove it";
    assert_eq!(
        error(&["solve", "--scenario", &with(r#""nu1":0.3"#)]),
        format!("nu1: {not_with_k}")
    );
    assert_eq!(error(&["solve", "--scenario", &with(r#""E2":1e9"#)]), format!("E2: {not_with_k}"));
    assert_eq!(
        error(&["solve", "--scenario", &with(r#""E1":1e9"#)]),
        "E1: give either k or E1, not both"
    );
    let sc = r#"{"model":"linear","k":1e4,"m1":1e-9,"e":0.8,"v0":0.1,"nu1":0.3}"#;
    assert_eq!(error(&["solve", "--scenario", sc]), format!("nu1: {not_with_k}"));
    let sc = r#"{"r1":0.001,"rho1":2500,"rolling":"constant","mu_r":0.1,"v0":0.05,"nu1":0.3}"#;
    assert_eq!(
        error(&["rolling", "--scenario", sc]),
        "nu1: not used by the constant torque (it takes no stiffness); remove it"
    );
    let sc = r#"{"r1":0.001,"rho1":2500,"rolling":"epsd","kn":1e5,"mu_r":0.1,"v0":0.05,"nu1":0.3}"#;
    assert!(error(&["rolling", "--scenario", sc]).starts_with("nu1: not used with kn"));
}

/// Every number given is checked even where the scenario does not use it (NaN, negative and
/// infinite radii were answered), echoed as typed; an empty value is "not given".
#[test]
fn unused_keys_are_checked_and_blank_is_not_given() {
    let base = r#""model":"linear","k":1e4,"m1":1e-9,"e":0.8,"v0":0.1"#;
    let even = "even where it is not used (or leave it out)";
    for (extra, msg) in [
        (
            r#""r1":"nan""#,
            format!(r#"r1 = "nan": radius of body 1 must be a finite number ≥ 0, {even}"#),
        ),
        (
            r#""r2":-5e-300"#,
            format!("r2 = -5e-300: radius of body 2 must be a finite number ≥ 0, {even}"),
        ),
        (r#""r1":-5"#, format!("r1 = -5: radius of body 1 must be a finite number ≥ 0, {even}")),
        (
            r#""r1":"-10 um""#,
            format!(r#"r1 = "-10 um": radius of body 1 must be a finite number ≥ 0, {even}"#),
        ),
        (
            r#""r2":"-inf""#,
            format!(r#"r2 = -inf: radius of body 2 must be a finite number ≥ 0, {even}"#),
        ),
    ] {
        assert_eq!(error(&["solve", "--scenario", &format!("{{{base},{extra}}}")]), msg, "{extra}");
    }
    // Where a key is used, its own check speaks, echoing the text typed.
    let sc = r#"{"model":"hertz","v0":0.2,"E1":5e9,"nu1":0.3,"r1":"-10 um","rho1":1500}"#;
    assert_eq!(
        error(&["solve", "--scenario", sc]),
        r#"r1 = "-10 um": radius must be a finite number > 0 m"#
    );
    // Rolling: keys a code does not read are checked too.
    for (extra, field) in [
        (r#""code":"lammps-sds","kr":1,"nu1":"NaN""#, "nu1"),
        (r#""rolling":"epsd","E1":63e9,"nu1":0.2,"nu2":"-inf""#, "nu2"),
        (r#""code":"lammps-sds","kr":1,"E2":"-1""#, "E2"),
    ] {
        let sc = format!(r#"{{"r1":0.001,"rho1":2500,"mu_r":0.1,"v0":0.05,{extra}}}"#);
        assert!(
            error(&["rolling", "--scenario", &sc]).starts_with(&format!("{field} = ")),
            "{extra}"
        );
    }
    // Blank is "not given", for every kind of key.
    for key in ["e", "damping", "surface_energy", "m2", "k2", "g", "r1", "E2"] {
        let sc = format!(r#"{{{base},"{key}":"","mu":" "}}"#);
        let v = ok(&["solve", "--scenario", &sc]);
        assert_eq!(v["requested_restitution"], 0.8, "{key}");
    }
}

/// `--help` says what the CLI does: adhesion (its laws, keys and answer), rolling, the codes
/// and the size range, and how input is read.
#[test]
fn help_is_complete() {
    let out = run(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for word in [
        "adhesion",
        "jkr",
        "dmt",
        "sjkr2",
        "linear-irreversible",
        "surface_energy",
        "work_of_adhesion",
        "cohesion_energy_density",
        "adhesion_force",
        "adhesion_stiffness",
        "e_with_adhesion",
        "sticking_velocity",
        "adhesion_codes",
        "rolling",
        "mu_r",
        "code",
        "r_min",
        "Kratos",
        "given twice",
        "not given",
    ] {
        assert!(help.contains(word), "--help never mentions {word}");
    }
    // Its adhesion example runs.
    let line = help.lines().find(|l| l.contains(r#""adhesion":"jkr""#)).unwrap();
    let sc = line.split('\'').nth(1).unwrap();
    let v = ok(&["solve", "--scenario", sc]);
    assert!(v["adhesion"]["pull_off_force"].as_f64().unwrap() > 0.0, "{v}");
}
