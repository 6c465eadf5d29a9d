//! `dem-contact solve --table`: a CSV of scenarios in, a CSV of outputs and errors out, each
//! row's numbers equal to `dem-contact solve --scenario` on the same keys, to the last bit.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dem-contact"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(s) = stdin {
        // A command refused before it reads its input closes the pipe: not this test's error.
        let _ = child.stdin.take().unwrap().write_all(s.as_bytes());
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

/// Rows of every kind: a linear pair, a glass bead with units, a DEM code, a row refused
/// (e out of range), a row missing a key, a quoted field.
const TABLE: &str = "\
model,code,m1,k,r1,E1,nu1,rho1,v0,e
linear,,1e-3,1e5,,,,,1,0.5
tsuji,,,,1 mm,63 GPa,0.2,2500,\"0.5\",0.8
,liggghts-hertz,,,20 um,63 GPa,0.2,2500,0.2,0.6
linear,,1e-3,1e5,,,,,1,1.3
linear,,1e-3,,,,,,1,0.5
";

/// The JSON scenario of a CSV row (texts, as the table reads them; empty cells left out).
fn scenario(header: &[&str], row: &[&str]) -> String {
    let pairs: Vec<String> = header
        .iter()
        .zip(row)
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k:?}:{:?}", v.trim_matches('"')))
        .collect();
    format!("{{{}}}", pairs.join(","))
}

#[test]
fn every_row_equals_solve() {
    let dir = std::env::temp_dir().join(format!("dem-contact-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("in.csv");
    std::fs::write(&file, TABLE).unwrap();
    let outputs = "contact_time,restitution,code.to_type.value,tension,regime";
    let out = run(&["solve", "--table", file.to_str().unwrap(), "--outputs", outputs], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "note: 2 of 5 rows refused (the errors column says why)"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], format!("{outputs},errors"));
    let mut input = TABLE.lines();
    let header: Vec<&str> = input.next().unwrap().split(',').collect();
    for (i, (line, row)) in lines[1..].iter().zip(input).enumerate() {
        let row: Vec<&str> = row.split(',').collect();
        let solved = run(&["solve", "--scenario", &scenario(&header, &row)], None);
        let cells: Vec<&str> = line.splitn(6, ',').collect();
        if !solved.status.success() {
            let msg = String::from_utf8_lossy(&solved.stderr);
            let msg = msg.trim().strip_prefix("error: ").unwrap();
            assert_eq!(cells[5].trim_matches('"'), msg, "row {i}");
            assert!(cells[..5].iter().all(|c| c.is_empty()), "row {i}: {line}");
            continue;
        }
        let v: serde_json::Value = serde_json::from_slice(&solved.stdout).unwrap();
        for (j, path) in outputs.split(',').enumerate() {
            let want = path.split('.').try_fold(&v, |v, k| v.get(k)).filter(|v| !v.is_null());
            match want {
                Some(serde_json::Value::Number(n)) => {
                    let got: f64 = cells[j].parse().unwrap();
                    assert_eq!(got.to_bits(), n.as_f64().unwrap().to_bits(), "row {i} {path}");
                }
                Some(serde_json::Value::Bool(b)) => assert_eq!(cells[j], b.to_string()),
                Some(serde_json::Value::String(s)) => assert_eq!(cells[j], s),
                _ => assert_eq!(cells[j], "", "row {i} {path}"),
            }
        }
        assert_eq!(cells[5], "", "row {i}");
    }
    assert_eq!(lines.len(), 6);
    // The same table from stdin, on one thread: the same answer.
    let again =
        run(&["solve", "--table", "-", "--outputs", outputs, "--threads", "1"], Some(TABLE));
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Linear rows whose outputs the closed form gives (served by the library's plan: the
/// columns of one value read once, each row's closed form alone): numbers, numbers with
/// units, both end criteria, e or the damping ratio, invalid rows each with their own error.
const CLOSED: &str = "\
model,end,m1,m2,k,v0,e,damping
linear,force,1e-3,,1e5,1,0.5,
linear,force,2 g,3e-3,1e5,1,0.9,
linear,force,4e-3,,1e5,1,1.3,
linear,force,4e-3,,1e5,-1,0.5,
linear,force,4e-3,,1e5,1,,0.7
linear,force,4e-3,,1e5,1,,3
linear,force,1e-70,,1e5,1,0.5,
linear,force,4e-3,,1e5,1,0.5,0.1
linear,force,4e-3,,1e5,1 km/s,1e-9,
";

#[test]
fn closed_form_rows_equal_solve() {
    let outputs = "contact_time,restitution,max_overlap,damping_constant,min_force,window";
    for threads in ["1", "2"] {
        let table =
            if threads == "1" { CLOSED.to_string() } else { CLOSED.replace("force", "overlap") };
        let out = run(
            &["solve", "--table", "-", "--outputs", outputs, "--threads", threads],
            Some(&table),
        );
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut input = table.lines();
        let header: Vec<&str> = input.next().unwrap().split(',').collect();
        let (mut solved_rows, mut refused) = (0, 0);
        for (i, (line, row)) in lines[1..].iter().zip(input).enumerate() {
            let row: Vec<&str> = row.split(',').collect();
            let solved = run(&["solve", "--scenario", &scenario(&header, &row)], None);
            let cells: Vec<&str> = line.splitn(7, ',').collect();
            if !solved.status.success() {
                refused += 1;
                let msg = String::from_utf8_lossy(&solved.stderr);
                let msg = msg.trim().strip_prefix("error: ").unwrap();
                assert_eq!(cells[6].trim_matches('"'), msg, "row {i}");
                assert!(cells[..6].iter().all(|c| c.is_empty()), "row {i}: {line}");
                continue;
            }
            solved_rows += 1;
            let v: serde_json::Value = serde_json::from_slice(&solved.stdout).unwrap();
            for (j, path) in outputs.split(',').enumerate() {
                match v.get(path).and_then(serde_json::Value::as_f64) {
                    Some(want) => {
                        let got: f64 = cells[j].parse().unwrap();
                        assert_eq!(got.to_bits(), want.to_bits(), "row {i} {path}");
                    }
                    None => assert_eq!(cells[j], "", "row {i} {path}"),
                }
            }
            assert_eq!(cells[6], "", "row {i}");
        }
        assert_eq!((solved_rows, refused), (6, 3), "{threads}: {text}");
    }
}

#[test]
fn refusals_name_the_option() {
    let err = |args: &[&str], stdin: Option<&str>| {
        let out = run(args, stdin);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8(out.stderr).unwrap().trim().to_string()
    };
    let t = Some("m1,k\n1,2\n");
    assert_eq!(
        err(&["solve", "--table", "-", "--outputs", "contact_tme"], t),
        "error: --outputs: \"contact_tme\" is not an output; did you mean \"contact_time\"?"
    );
    assert!(err(&["solve", "--table", "-", "--outputs", "code.to_type"], t)
        .contains("code.to_type.value"));
    assert_eq!(
        err(&["solve", "--table", "-", "--threads", "2", "--threads", "3"], t),
        "error: --threads: given twice; give it once"
    );
    assert!(
        err(&["solve", "--table", "-", "--threads", "0"], t).starts_with("error: --threads = 0")
    );
    assert!(err(&["solve", "--table", "-", "--curves", "3"], t)
        .contains("not an option of solve --table"));
    assert!(err(&["solve", "--table", "-"], Some("m1,k\n1,2,3\n")).contains("line 2: 3 fields"));
    assert!(err(&["solve", "--table", "-"], Some("m_1,k\n1,2\n")).starts_with("error: m_1"));
    assert!(err(&["solve", "--table", "/no/such/file.csv"], None).contains("cannot read file"));
    let help = run(&["solve", "--table", "-", "--help"], t);
    assert!(String::from_utf8(help.stdout).unwrap().contains("--outputs"));
}
