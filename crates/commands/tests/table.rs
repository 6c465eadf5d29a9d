//! `solve_table` against `solve`: every output of every row equal to the last bit (numbers),
//! or equal (flags, texts), on random rows of every model, end criterion, code setting,
//! adhesive law and oblique impact; invalid rows each with their own error; the list of
//! outputs equal to the fields the solutions have; the answer the same on any number of
//! threads; CSV in and out.

use dem_contact_commands::table::{
    answer_csv, solve_table, solve_table_or_first_error, table_from_csv, Cell, Column, Kind,
    OutColumn, Outputs, Table, OUTPUTS,
};
use dem_contact_commands::{solve, SolveOptions};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// A small deterministic generator (SplitMix64), so a failure is reproducible.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn range(&mut self, a: f64, b: f64) -> f64 {
        a + (b - a) * self.unit()
    }
    fn log(&mut self, a: f64, b: f64) -> f64 {
        10f64.powf(self.range(a.log10(), b.log10()))
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }
    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }
}

type Row = Map<String, Value>;

fn glass(m: &mut Row, rng: &mut Rng) {
    m.insert("r1".into(), json!(rng.log(1e-5, 1e-2)));
    m.insert("E1".into(), json!(rng.log(1e7, 4e11)));
    m.insert("nu1".into(), json!(rng.range(0.0, 0.45)));
    m.insert("rho1".into(), json!(rng.range(1000.0, 8000.0)));
}

fn mass_and_k(m: &mut Row, rng: &mut Rng) {
    m.insert("m1".into(), json!(rng.log(1e-6, 1.0)));
    m.insert("k".into(), json!(rng.log(1e3, 1e9)));
}

/// A model of the power-law family or linear, with its end criterion, g and an oblique part.
fn model_row(m: &mut Row, rng: &mut Rng) {
    let model =
        rng.pick(&["linear", "hertz", "tsuji", "hunt-crossley", "power-law", "viscoelastic"]);
    m.insert("model".into(), json!(model));
    if model == "linear" || model == "power-law" || rng.chance(0.3) {
        mass_and_k(m, rng);
    } else {
        glass(m, rng);
    }
    if model == "power-law" {
        m.insert("w".into(), json!(rng.range(1.0, 2.0)));
        m.insert("p".into(), json!(rng.range(0.0, 1.0)));
    }
    if model == "viscoelastic" {
        m.insert("damping".into(), json!(rng.log(1e-9, 1e-6)));
    } else if model != "hertz" {
        m.insert("e".into(), json!(rng.range(0.3, 0.97)));
    }
    if rng.chance(0.3) {
        m.insert("end".into(), json!("force"));
    }
    if rng.chance(0.1) {
        m.insert("g".into(), json!(9.81));
    }
    if rng.chance(0.15) && model != "viscoelastic" {
        if !m.contains_key("r1") {
            m.insert("r1".into(), json!(rng.log(1e-4, 1e-2)));
        }
        m.insert("mu".into(), json!(rng.range(0.1, 0.6)));
        m.insert("vt".into(), json!(rng.range(0.0, 2.0)));
    }
}

/// A DEM code's setting with what it takes: m1 and k, the material, or m1 and tc.
fn code_row(m: &mut Row, rng: &mut Rng) {
    let (code, takes) = [
        ("pfc-linear", "mk"),
        ("lammps-hooke-coeff-restitution", "mk"),
        ("liggghts-hooke-stiffness", "mk"),
        ("lammps-gran-hooke", "mk"),
        ("mercurydpm-linear", "tc"),
        ("yade-viscel", "tc"),
        ("chrono-smc-hooke", "mat"),
        ("liggghts-hertz", "mat"),
        ("lammps-hertz-tsuji", "mat"),
        ("edem-hertz-mindlin", "mat"),
        ("yade-hertz-mindlin", "mat"),
        ("mercurydpm-hertzian", "mat"),
        ("chrono-smc-hertz", "mat"),
        ("pfc-hertz", "mat"),
    ][(rng.next() % 14) as usize];
    m.insert("code".into(), json!(code));
    match takes {
        "mk" => mass_and_k(m, rng),
        "tc" => {
            m.insert("m1".into(), json!(rng.log(1e-6, 1.0)));
            m.insert("tc".into(), json!(rng.log(1e-6, 1e-3)));
        }
        _ => glass(m, rng),
    }
    m.insert("e".into(), json!(rng.range(0.3, 0.95)));
    if code.starts_with("pfc") && rng.chance(0.3) {
        m.insert("local_damping".into(), json!(rng.range(0.0, 0.3)));
    }
}

/// A random scenario: mostly valid, of every kind; some with a value out of range.
fn row(rng: &mut Rng) -> Row {
    let mut m = Map::new();
    match rng.next() % 10 {
        0..=5 => model_row(&mut m, rng),
        6 => {
            m.insert("model".into(), json!("power-function"));
            m.insert("m1".into(), json!(rng.log(1.0, 1000.0)));
            m.insert("k".into(), json!(rng.log(1e8, 1e11)));
            m.insert("transition_force".into(), json!(rng.log(1e3, 1e6)));
            m.insert("exponent".into(), json!(rng.range(2.0, 12.0)));
        }
        7 | 8 => code_row(&mut m, rng),
        // Adhesion: slow to solve (root finding over integrated impacts), so rarer.
        _ if rng.chance(0.5) => {
            glass(&mut m, rng);
            m.insert("r1".into(), json!(rng.log(5e-6, 1e-4)));
            m.insert("model".into(), json!("tsuji"));
            m.insert("adhesion".into(), json!(rng.pick(&["jkr", "dmt"])));
            m.insert("surface_energy".into(), json!(rng.range(0.01, 0.2)));
            m.insert("e".into(), json!(rng.range(0.3, 0.95)));
        }
        _ => {
            m.insert("model".into(), json!("linear"));
            mass_and_k(&mut m, rng);
            m.insert("e".into(), json!(rng.range(0.3, 0.95)));
        }
    }
    m.insert("v0".into(), json!(rng.log(0.01, 10.0)));
    if rng.chance(0.05) {
        // Out of range: that row alone fails.
        m.insert("e".into(), json!(rng.range(1.01, 2.0)));
    }
    m
}

/// Every output path, a list's `#` as its first element.
fn all_paths() -> Vec<String> {
    OUTPUTS.iter().map(|(p, _)| p.replace('#', "0")).collect()
}

/// The value at a dotted path of `v` (`None`: absent or null).
fn at<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    let mut at = v;
    for seg in path.split('.') {
        at = match seg.parse::<usize>() {
            Ok(i) => at.get(i)?,
            Err(_) => at.get(seg)?,
        };
    }
    (!at.is_null()).then_some(at)
}

/// The rows as a table: a column per key of any row, a missing cell where a row lacks it;
/// numbers as numbers, texts as texts.
fn table_of(rows: &[Map<String, Value>]) -> Table<'static> {
    let mut keys: Vec<String> = Vec::new();
    for r in rows {
        for k in r.keys() {
            if !keys.contains(k) {
                keys.push(k.clone());
            }
        }
    }
    let mut t = Table::new(rows.len());
    for k in &keys {
        let cells: Vec<Cell> = rows
            .iter()
            .map(|r| match r.get(k) {
                Some(Value::Number(n)) => Cell::Number(n.as_f64().unwrap()),
                Some(Value::String(s)) => Cell::Text(s.clone()),
                _ => Cell::Missing,
            })
            .collect();
        t = t.with(k, Column::Cells(cells.into())).unwrap();
    }
    t
}

/// The same keys in the table's column order, as `solve` reads them.
fn ordered(row: &Map<String, Value>, t: &Table<'_>) -> Value {
    let mut m = Map::new();
    for k in t.keys() {
        if let Some(v) = row.get(k) {
            m.insert(k.to_string(), v.clone());
        }
    }
    Value::Object(m)
}

/// Row `i` of column `c` against `solve`'s JSON at `path`.
fn same(c: &OutColumn, i: usize, want: Option<&Value>) -> bool {
    match c {
        OutColumn::Numbers(x) => match want.and_then(Value::as_f64) {
            Some(w) => x[i].to_bits() == w.to_bits(),
            None => x[i].is_nan(),
        },
        OutColumn::Flags(x) => x[i] == want.and_then(Value::as_bool),
        OutColumn::Texts(x) => x[i].as_deref() == want.and_then(Value::as_str),
    }
}

#[test]
fn every_output_of_random_rows_equals_solve() {
    let mut rng = Rng(44);
    let rows: Vec<Map<String, Value>> = (0..400).map(|_| row(&mut rng)).collect();
    let table = table_of(&rows);
    let paths = all_paths();
    let outputs = Outputs::new(&paths).unwrap();
    let answer = solve_table(&table, &outputs, Some(3));
    let mut errors = answer.errors.iter().peekable();
    let (mut valid, mut kinds) = (0, BTreeMap::new());
    for (i, r) in rows.iter().enumerate() {
        let input = ordered(r, &table);
        let kind = r.get("code").or(r.get("adhesion")).or(r.get("model")).unwrap().to_string();
        match solve(&input, SolveOptions::default()) {
            Ok(sol) => {
                valid += 1;
                *kinds.entry(kind).or_insert(0) += 1;
                assert!(
                    errors.peek().map_or(true, |e| e.row != i),
                    "row {i} {input}: {:?}",
                    errors.peek()
                );
                for (p, c) in paths.iter().zip(&answer.columns) {
                    assert!(
                        same(c, i, at(&sol, p)),
                        "row {i} {input}: {p} differs from solve's {:?}",
                        at(&sol, p)
                    );
                }
            }
            Err(e) => {
                let got = errors
                    .next()
                    .unwrap_or_else(|| panic!("row {i} {input}: no error, solve says {e}"));
                assert_eq!((got.row, &got.error), (i, &e), "row {i} {input}");
                for c in &answer.columns {
                    assert!(same(c, i, None), "row {i}: an invalid row has a value");
                }
            }
        }
    }
    assert!(errors.next().is_none());
    // The rows cover every kind, mostly valid.
    assert!(valid > 300, "{valid} valid rows of 400");
    assert!(kinds.len() > 20, "{kinds:?}");
    assert!(kinds.contains_key("\"jkr\"") && kinds.contains_key("\"dmt\""), "{kinds:?}");
}

/// Scenarios whose solutions hold every field a solution can have.
fn corpus() -> Vec<Value> {
    let glass = json!({"r1": "1 mm", "E1": "63 GPa", "nu1": 0.2, "rho1": 2500});
    let with = |extra: Value| {
        let mut v = glass.clone();
        v.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        v
    };
    vec![
        json!({"model": "linear", "m1": 1e-3, "k": 1e5, "v0": 1, "e": 0.5}),
        json!({"model": "linear", "m1": 1e-3, "k": 1e5, "v0": 1, "e": 0.5, "g": 9.81}),
        json!({"model": "hunt-crossley", "m1": 2e-3, "k": 5.9e9, "v0": 6, "e": 0.9}),
        json!({"model": "power-function", "m1": 510.5, "k": 2.1333e10, "h0": 5.001, "g": 9.8,
               "transition_force": 1.28e5, "exponent": 10}),
        with(json!({"model": "viscoelastic", "v0": 1, "damping": 1e-6})),
        with(
            json!({"model": "tsuji", "v0": 1, "e": 0.8, "r2": "1 mm", "E2": "63 GPa", "nu2": 0.2, "rho2": 2500}),
        ),
        json!({"code": "pfc-linear", "m1": 1e-3, "k": 1e5, "v0": 1, "e": 0.5, "local_damping": 0.1}),
        with(json!({"code": "yade-hertz-mindlin", "version": "2022.01a", "v0": 1, "e": 0.5})),
        with(
            json!({"model": "tsuji", "v0": 0.2, "e": 0.5, "adhesion": "jkr", "surface_energy": 0.05}),
        ),
        with(json!({"model": "tsuji", "r1": "20 um", "v0": 0.2, "adhesion": "dmt",
                    "surface_energy": 0.05, "e_with_adhesion": 0.5})),
        with(json!({"model": "tsuji", "r2": "1 mm", "E2": "63 GPa", "nu2": 0.2, "rho2": 2500,
                    "v0": 1, "e": 0.5, "mu": 0.3, "vt": 0.5, "omega2": 3})),
    ]
}

/// The leaf paths of `v` with their kinds, a list's index as `#`.
fn leaves(v: &Value, path: &str, out: &mut BTreeMap<String, Option<Kind>>) {
    let join = |k: &str| if path.is_empty() { k.to_string() } else { format!("{path}.{k}") };
    match v {
        Value::Object(m) => m.iter().for_each(|(k, x)| leaves(x, &join(k), out)),
        Value::Array(a) => a.iter().for_each(|x| leaves(x, &join("#"), out)),
        Value::Null => {
            out.entry(path.to_string()).or_insert(None);
        }
        Value::Bool(_) => drop(out.insert(path.to_string(), Some(Kind::Flag))),
        Value::Number(_) => drop(out.insert(path.to_string(), Some(Kind::Number))),
        Value::String(_) => drop(out.insert(path.to_string(), Some(Kind::Text))),
    }
}

/// The list of outputs is the solutions' fields, each with its kind: a field added to the
/// solution, or one gone, fails here until `OUTPUTS` says so.
#[test]
fn outputs_are_the_solutions_fields() {
    let mut seen = BTreeMap::new();
    for sc in corpus() {
        let sol = solve(&sc, SolveOptions::default()).unwrap_or_else(|e| panic!("{sc}: {e}"));
        leaves(&sol, "", &mut seen);
    }
    // Only a law that creates energy has `energy.created` (none of the library's does).
    assert_eq!(seen.insert("energy.created".into(), Some(Kind::Number)), Some(None));
    let listed: BTreeMap<String, Option<Kind>> =
        OUTPUTS.iter().map(|(p, k)| (p.to_string(), Some(*k))).collect();
    let missing: Vec<_> = seen.iter().filter(|(p, k)| listed.get(*p) != Some(k)).collect();
    let stale: Vec<_> = listed.keys().filter(|p| !seen.contains_key(*p)).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "not listed: {missing:?}; listed, never seen: {stale:?}"
    );
}

#[test]
fn invalid_rows_each_have_their_own_error() {
    let e = [0.5, 1.3, f64::NAN, 0.8, -1.0];
    let v0 = [1.0, 1.0, 1.0, f64::INFINITY, 1.0];
    let t = Table::new(5)
        .with("model", Column::Same(Cell::Text("linear".into())))
        .unwrap()
        .with("m1", Column::Same(Cell::Number(1e-3)))
        .unwrap()
        .with(
            "k",
            Column::Cells(
                vec![
                    Cell::Number(1e5),
                    Cell::Text("1e5 N/m".into()),
                    Cell::Text("1e5".into()),
                    Cell::Invalid("[1, 2]: expected a number, a text or nothing".into()),
                    Cell::Missing,
                ]
                .into(),
            ),
        )
        .unwrap()
        .with("v0", Column::Numbers(v0[..].into()))
        .unwrap()
        .with("e", Column::Numbers(e[..].into()))
        .unwrap();
    let out = Outputs::new(&["restitution", "tension", "regime"]).unwrap();
    let a = solve_table(&t, &out, None);
    let msgs: Vec<(usize, &str, &str)> = a
        .errors
        .iter()
        .map(|e| (e.row, e.error.field.as_str(), e.error.message.as_str()))
        .collect();
    assert_eq!(msgs[0], (1, "e", "e = 1.3: restitution must be in (0, 1]"));
    assert_eq!(a.errors[0].error.value.as_deref(), Some(&json!(1.3)));
    // Row 2: e not given (NaN) and no damping: its own error.
    assert_eq!((msgs[1].0, msgs[1].1), (2, "e"));
    assert!(msgs[1].2.starts_with("e: missing; give the restitution e"), "{}", msgs[1].2);
    assert_eq!(msgs[2], (3, "k", "k = [1, 2]: expected a number, a text or nothing"));
    assert_eq!((msgs[3].0, msgs[3].1), (4, "k"), "{msgs:?}");
    assert_eq!(msgs.len(), 4);
    let OutColumn::Numbers(e_out) = &a.columns[0] else { panic!() };
    let exact =
        |row: Value| solve(&row, SolveOptions::default()).unwrap()["restitution"].as_f64().unwrap();
    assert_eq!(
        e_out[0].to_bits(),
        exact(json!({"model": "linear", "m1": 1e-3, "k": 1e5, "v0": 1, "e": 0.5})).to_bits()
    );
    assert!(e_out[1..].iter().all(|x| x.is_nan()));
    assert_eq!(a.columns[1], OutColumn::Flags(vec![Some(true), None, None, None, None]));
    let first = solve_table_or_first_error(&t, &out, Some(2)).unwrap_err();
    assert_eq!((first.row, first.error.field.as_str()), (1, "e"));
}

/// An answer with its numbers as bits (NaN equal to itself).
fn bits(a: &dem_contact_commands::table::Answer) -> (Vec<String>, Vec<(usize, String)>) {
    let cols = a
        .columns
        .iter()
        .map(|c| match c {
            OutColumn::Numbers(x) => {
                format!("{:?}", x.iter().map(|v| v.to_bits()).collect::<Vec<_>>())
            }
            other => format!("{other:?}"),
        })
        .collect();
    (cols, a.errors.iter().map(|e| (e.row, e.error.message.clone())).collect())
}

#[test]
fn any_number_of_threads_gives_the_same_answer() {
    let mut rng = Rng(7);
    let rows: Vec<Map<String, Value>> = (0..3000)
        .map(|_| {
            let mut r = row(&mut rng);
            r.remove("adhesion"); // quick rows only
            r
        })
        .collect();
    let t = table_of(&rows);
    let out =
        Outputs::new(&["contact_time", "max_force", "code.to_type.value", "tension"]).unwrap();
    let one = bits(&solve_table(&t, &out, Some(1)));
    for n in [2, 3, 8, 1000] {
        assert!(bits(&solve_table(&t, &out, Some(n))) == one, "{n} threads");
    }
}

#[test]
fn tables_and_outputs_refused_name_what_is_wrong() {
    let e = Table::new(2).with("e_typo", Column::Same(Cell::Number(0.5))).unwrap_err();
    assert_eq!(e.field, "e_typo");
    let e = Table::new(2).with("m1", Column::Numbers(vec![1.0][..].to_vec().into())).unwrap_err();
    assert!(e.message.contains("1 values for a table of 2 rows"), "{}", e.message);
    let t = Table::new(2).with("m1", Column::Same(Cell::Number(1.0))).unwrap();
    assert!(t.with("m1", Column::Same(Cell::Number(1.0))).unwrap_err().message.contains("twice"));
    let e = Outputs::new(&["contact_tme"]).unwrap_err();
    assert_eq!(
        e.message,
        "outputs: \"contact_tme\" is not an output; did you mean \"contact_time\"?"
    );
    let e = Outputs::new(&["code.to_type"]).unwrap_err();
    assert!(e.message.contains("code.to_type.value"), "{}", e.message);
    assert!(Outputs::new(&["restitution", "restitution"]).unwrap_err().message.contains("twice"));
    assert!(Outputs::new::<&str>(&[]).is_err());
    assert!(Outputs::new(&["adhesion_codes.2.restitution", "notes.0"]).is_ok());
}

#[test]
fn csv_in_and_out() {
    let text = "model,m1,k,v0,e,damping\r\nlinear,1 g,1e5,1,0.5,\nlinear,\"1e-3\",1e5,1,,0\n\nlinear,1e-3,1e5,1,1.3,\n";
    let t = table_from_csv(text).unwrap();
    assert_eq!(t.rows(), 3);
    let out = Outputs::new(&["restitution", "regime", "code.id"]).unwrap();
    let a = solve_table(&t, &out, None);
    let csv = answer_csv(&out, &a);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "restitution,regime,code.id,errors");
    let e = solve(
        &json!({"model": "linear", "m1": "1 g", "k": "1e5", "v0": "1", "e": "0.5"}),
        SolveOptions::default(),
    )
    .unwrap()["restitution"]
        .as_f64()
        .unwrap();
    let got: f64 = lines[1].split(',').next().unwrap().parse().unwrap();
    assert_eq!(got.to_bits(), e.to_bits());
    let elastic = solve(
        &json!({"model": "linear", "m1": "1e-3", "k": "1e5", "v0": "1", "damping": "0"}),
        SolveOptions::default(),
    )
    .unwrap();
    let want = format!(
        "{:e},{},,",
        elastic["restitution"].as_f64().unwrap(),
        elastic["regime"].as_str().unwrap()
    );
    assert_eq!(lines[2], want);
    assert_eq!(lines[3], ",,,\"e = 1.3: restitution must be in (0, 1]\"");
    let e = table_from_csv("m1,k\n1,2,3\n").unwrap_err();
    assert_eq!(e.message, "table: line 2: 3 fields where the header has 2");
    assert!(table_from_csv("m1\n\"1\n").is_err());
}
