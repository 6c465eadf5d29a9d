//! Numbers read exactly: every number the CLI prints, fed back in, reads to the same double
//! bit for bit (JSON numbers are read correctly rounded, serde_json's `float_roundtrip`; the
//! default fast path read 0.9831647462106463 as …464), and the undamped adhesive restitution
//! the CLI prints is accepted back as `e_with_adhesion`.

use std::process::Command;

fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_dem-contact")).args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The number tokens of JSON text, as printed (not inside strings).
fn number_tokens(text: &str) -> Vec<&str> {
    let (b, mut out, mut i, mut in_str) = (text.as_bytes(), Vec::new(), 0, false);
    while i < b.len() {
        let c = b[i];
        if in_str {
            match c {
                b'\\' => i += 1,
                b'"' => in_str = false,
                _ => {}
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b'-' || c.is_ascii_digit() {
            let start = i;
            while i < b.len() && matches!(b[i], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E') {
                i += 1;
            }
            out.push(&text[start..i]);
            continue;
        }
        i += 1;
    }
    out
}

const POWDER: &str =
    r#""E1":5e9,"nu1":0.3,"r1":2e-5,"rho1":1500,"E2":5e9,"nu2":0.3,"r2":2e-5,"rho2":1500"#;

/// Scenarios of every model, the adhesive laws, a code, the codes' table, the rolling test
/// and the timestep: what the CLI prints for them.
fn printed() -> Vec<String> {
    let p = POWDER;
    let mut outs = Vec::new();
    for sc in [
        r#"{"model":"linear","m1":5,"m2":5,"k1":1e4,"k2":1e4,"v0":2,"e":0.7}"#.to_string(),
        format!(r#"{{"model":"hertz","v0":0.3,{p}}}"#),
        format!(r#"{{"model":"tsuji","v0":0.3,"e":0.6,{p}}}"#),
        format!(r#"{{"model":"hunt-crossley","v0":0.3,"e":0.6,{p}}}"#),
        r#"{"model":"power-law","m1":2.094e-3,"k":5.935e9,"w":1.5,"p":1.5,"v0":6.331,"e":0.9}"#
            .into(),
        r#"{"model":"power-function","m1":510.5,"k":2.1333e10,"h0":5.001,"g":9.8,"transition_force":1.28e5,"exponent":10}"#.into(),
        format!(r#"{{"model":"viscoelastic","v0":0.3,"e":0.8,{p}}}"#),
        format!(r#"{{"model":"hertz","adhesion":"jkr","surface_energy":0.05,"v0":0.2,{p}}}"#),
        format!(r#"{{"model":"tsuji","adhesion":"dmt","work_of_adhesion":0.1,"e":0.5,"v0":0.2,{p}}}"#),
        format!(r#"{{"model":"hertz","adhesion":"sjkr","cohesion_energy_density":1e5,"v0":0.2,{p}}}"#),
        format!(r#"{{"model":"tsuji","adhesion":"sjkr2","cohesion_energy_density":1e5,"e":0.5,"v0":0.2,{p}}}"#),
        r#"{"model":"linear","adhesion":"linear-irreversible","k":1e4,"m1":1e-9,"adhesion_force":1e-6,"adhesion_stiffness":100,"e":0.8,"v0":0.1}"#.into(),
        format!(r#"{{"code":"lammps-hertz-tsuji","e":0.5,"v0":0.2,{p}}}"#),
        format!(r#"{{"code":"liggghts-hertz","e":0.5,"v0":0.2,"adhesion":"jkr","surface_energy":0.05,{p}}}"#),
    ] {
        outs.push(cli(&["solve", "--scenario", &sc]));
    }
    outs.push(cli(&["codes", "--scenario", &format!(r#"{{"e":0.5,"v0":0.2,{p}}}"#)]));
    for sc in [
        r#"{"r1":"2 mm","rho1":2500,"rolling":"constant","mu_r":0.1,"v0":0.3}"#,
        r#"{"r1":0.002,"rho1":2500,"E1":"63 GPa","nu1":0.2,"rolling":"epsd","mu_r":0.1,"eta_r":0.3,"v0":0.2}"#,
    ] {
        outs.push(cli(&["rolling", "--scenario", sc]));
    }
    outs.push(cli(&[
        "timestep",
        "--scenario",
        r#"{"r":1e-3,"rho":2500,"E":63e9,"nu":0.2,"v_max":1,"e":0.8}"#,
    ]));
    outs
}

/// Every printed number, read back as the CLI reads a scenario's number (its JSON parsed by
/// the commands, then the library's scenario reader), is the double that the decimal text
/// denotes (core's correctly rounded `str::parse`) and, where the CLI printed a double, that
/// very double bit for bit.
#[test]
fn every_printed_number_reads_back_bit_for_bit() {
    let outs = printed();
    let mut checked = 0;
    for out in &outs {
        for token in number_tokens(out) {
            let exact: f64 = token.parse().unwrap();
            // As a scenario's v0: the commands' JSON, then the library's reader.
            let input =
                dem_contact_commands::parse_input(&format!(r#"{{"v0": {token}}}"#)).unwrap();
            let sc: dem_contact::Scenario = serde_json::from_value(input).unwrap();
            let read = sc.v0.unwrap();
            // (A zero typed as −0 is read as +0, so that no answer shows "-0".)
            let want = if exact == 0.0 { 0.0 } else { exact };
            assert_eq!(read.to_bits(), want.to_bits(), "{token} read as {read:e}");
            // As text (the page's and a unit's path).
            let text = dem_contact::units::parse(token).unwrap().value;
            assert_eq!(text.to_bits(), exact.to_bits(), "{token} as text: {text:e}");
            // Shortest round-trip: the token is the double printed back.
            assert_eq!(format!("{exact:e}").parse::<f64>().unwrap().to_bits(), exact.to_bits());
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} numbers");
}

/// Every restitution the CLI prints in (0, 1], typed back as `e`, is echoed as the
/// requested restitution bit for bit (through the binary, end to end).
#[test]
fn printed_restitutions_typed_back_as_e() {
    let outs = printed();
    let mut seen = std::collections::BTreeSet::new();
    for out in &outs {
        for line in out.lines().filter(|l| l.contains("\"restitution\": ")) {
            let token = line.split(": ").nth(1).unwrap().trim_end_matches(',');
            let Ok(e) = token.parse::<f64>() else { continue };
            if e > 0.0 && e < 1.0 && seen.insert(e.to_bits()) {
                let sc = format!(r#"{{"model":"linear","m1":1,"k":1e6,"v0":1,"e":{token}}}"#);
                let v: serde_json::Value =
                    serde_json::from_str(&cli(&["solve", "--scenario", &sc])).unwrap();
                let back = v["requested_restitution"].as_f64().unwrap();
                assert_eq!(back.to_bits(), e.to_bits(), "{token} came back as {back}");
            }
        }
    }
    assert!(seen.len() > 10, "{}", seen.len());
    // The issue's value: read …463, not …464.
    let sc = r#"{"model":"linear","m1":1,"k":1e6,"v0":1,"e":0.9831647462106463}"#;
    assert!(cli(&["solve", "--scenario", sc])
        .contains("\"requested_restitution\": 0.9831647462106463,"));
}

/// The undamped adhesive contact's restitution (the most `e_with_adhesion` can ask for) as
/// the CLI prints it is accepted back, and the damping found for it is zero.
#[test]
fn undamped_adhesive_restitution_typed_back() {
    let p = POWDER;
    for (law, key) in [("jkr", r#""surface_energy":0.05"#), ("dmt", r#""surface_energy":0.05"#)] {
        let sc = format!(r#"{{"model":"hertz","adhesion":"{law}",{key},"v0":0.2,{p}}}"#);
        let v: serde_json::Value =
            serde_json::from_str(&cli(&["solve", "--scenario", &sc])).unwrap();
        let e = v["restitution"].to_string();
        let back = format!(
            r#"{{"model":"tsuji","adhesion":"{law}",{key},"e_with_adhesion":{e},"v0":0.2,{p}}}"#
        );
        let w: serde_json::Value =
            serde_json::from_str(&cli(&["solve", "--scenario", &back])).unwrap();
        assert_eq!(w["restitution"].to_string(), e, "{law}");
        assert_eq!(w["damping_constant"].as_f64(), Some(0.0), "{law}");
    }
}
