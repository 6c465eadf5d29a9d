//! The wasm boundary in a real browser (headless Chromium through wasm-bindgen-test):
//! JS objects in, solutions and field-named errors out, and the three charts drawn.
//! Run by scripts/test.sh: `cargo test --target wasm32-unknown-unknown -p dem-contact-web`.
#![cfg(target_arch = "wasm32")]

use dem_contact_web::{series_colour, solve, Plots};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

fn obj(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        Reflect::set(&o, &JsValue::from_str(k), v).unwrap();
    }
    o.into()
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

fn case1() -> Vec<(&'static str, JsValue)> {
    vec![
        ("model", "linear".into()),
        ("m1", 5.0.into()),
        ("m2", "5".into()), // strings are accepted: the page passes input text
        ("k1", "1e4".into()),
        ("k2", 1e4.into()),
        ("v0", 2.0.into()),
        ("damping", 0.5.into()),
    ]
}

#[wasm_bindgen_test]
fn solve_returns_the_cli_shape() {
    let sol = solve(&obj(&case1()), 0).unwrap();
    assert_eq!(get(&sol, "effective_mass").as_f64(), Some(2.5));
    assert_eq!(get(&sol, "stiffness").as_f64(), Some(5000.0));
    let omega = (5000.0f64 / 2.5).sqrt() * 0.75f64.sqrt();
    let tc = get(&sol, "contact_time").as_f64().unwrap();
    assert!((tc - std::f64::consts::PI / omega).abs() < 1e-12 * tc);
    assert_eq!(get(&sol, "tension").as_bool(), Some(true));
    assert!(get(&sol, "curves").is_undefined());
    // Never separating: contact_time is null (not undefined), as in the CLI's JSON.
    let mut od = case1();
    od[6] = ("damping", 2.0.into());
    let sol = solve(&obj(&od), 10).unwrap();
    assert!(get(&sol, "contact_time").is_null());
    let curves = get(&sol, "curves");
    assert_eq!(Array::from(&get(&curves, "t")).length(), 10);
}

#[wasm_bindgen_test]
fn errors_name_the_field() {
    // (scenario pairs, the field named, what the message says)
    type Case<'a> = (Vec<(&'a str, JsValue)>, &'a str, &'a str);
    let cases: Vec<Case> = vec![
        (vec![("e", 1.3.into())], "damping", "damping: give either e or damping, not both"),
        (
            vec![("damping", JsValue::NULL), ("e", 1.3.into())],
            "e",
            "e = 1.3: restitution must be in (0, 1]",
        ),
        (
            vec![("v0", f64::NAN.into())],
            "v0",
            "v0 = NaN: impact speed must be a finite number > 0 m/s",
        ),
        (
            vec![("m1", "heavy".into())],
            "m1",
            "m1 = \"heavy\": not a number (expected a number, optionally with a unit, e.g. \"4 mm\")",
        ),
        (
            vec![("E1", "70 mm".into())],
            "E1",
            "E1 = \"70 mm\": \"mm\" is a length (m), not a pressure (Pa)",
        ),
        (vec![("bogus", 1.0.into())], "bogus", "bogus: unknown key"),
        (vec![("k2", JsValue::TRUE)], "k2", "k2 = \"true\": expected a number or a string"),
        (
            vec![("m1", f64::INFINITY.into())],
            "m1",
            "m1 = inf: mass of body 1 must be a finite number > 0 kg",
        ),
    ];
    for (extra, field, message) in cases {
        let mut pairs = case1();
        pairs.extend(extra);
        let err = solve(&obj(&pairs), 0).unwrap_err();
        assert_eq!(get(&err, "field").as_string().as_deref(), Some(field));
        assert_eq!(get(&err, "message").as_string().as_deref(), Some(message));
    }
    let err = solve(&JsValue::from_str("not an object"), 0).unwrap_err();
    assert_eq!(get(&err, "field").as_string().as_deref(), Some("scenario"));
}

fn canvas(w: u32, h: u32) -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().unchecked_into();
    c.set_width(w);
    c.set_height(h);
    doc.body().unwrap().append_child(&c).unwrap();
    c
}

/// Pixels within a small distance of an RGB colour.
fn count_colour(c: &HtmlCanvasElement, hex: &str) -> usize {
    let rgb = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as i32;
    let (r, g, b) = (rgb(1), rgb(3), rgb(5));
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().unchecked_into();
    let data = ctx.get_image_data(0.0, 0.0, c.width() as f64, c.height() as f64).unwrap().data();
    data.chunks(4)
        .filter(|p| {
            (p[0] as i32 - r).abs() + (p[1] as i32 - g).abs() + (p[2] as i32 - b).abs() < 30
        })
        .count()
}

#[wasm_bindgen_test]
fn plots_draw_every_series_and_keep_the_last_good_ones() {
    let (a, b, c, d, e) =
        (canvas(480, 384), canvas(480, 384), canvas(480, 384), canvas(480, 384), canvas(480, 384));
    let plots = Plots::new(a.clone(), b.clone(), c.clone(), d.clone(), e.clone());
    let variants: Array = [
        obj(&[
            ("label", "arithmetic mean".into()),
            ("changes", obj(&[("mass_rule", "arithmetic".into())])),
        ]),
        obj(&[("label", "tsuji".into()), ("model", "tsuji".into())]),
    ]
    .into_iter()
    .collect();
    let request = obj(&[
        ("base", obj(&case1())),
        ("label", "reduced mass".into()),
        ("variants", variants.into()),
    ]);
    let out = plots.update(&request).unwrap();
    let results = Array::from(&get(&out, "results"));
    assert_eq!(results.length(), 3);
    assert_eq!(get(&get(&results.get(1), "solution"), "effective_mass").as_f64(), Some(5.0));
    // The model variant: same pair and restitution, stiffness converted to N/m^1.5.
    let ts = get(&results.get(2), "solution");
    assert_eq!(get(&ts, "model").as_string().as_deref(), Some("tsuji"));
    assert_eq!(get(&ts, "stiffness_unit").as_string().as_deref(), Some("N/m^1.5"));
    let e_base = get(&get(&results.get(0), "solution"), "restitution").as_f64().unwrap();
    assert!((get(&ts, "restitution").as_f64().unwrap() - e_base).abs() < 1e-9);
    let charts = Array::from(&get(&out, "charts"));
    let labels: Vec<(String, String)> = charts
        .iter()
        .map(|ch| {
            (get(&ch, "x_label").as_string().unwrap(), get(&ch, "y_label").as_string().unwrap())
        })
        .collect();
    assert_eq!(
        labels,
        vec![
            ("Time t [ms]".into(), "Force F [N]".into()),
            ("Time t [ms]".into(), "Overlap ξ [mm]".into()),
            ("Overlap ξ [mm]".into(), "Force F [N]".into()),
        ]
    );
    // The t axis spans the longer (arithmetic-mean) contact: 114.7 ms.
    let xr = Array::from(&get(&charts.get(0), "x_range"));
    assert!((xr.get(1).as_f64().unwrap() - 114.7).abs() < 0.1);
    // Every series is on each canvas, in its palette colour.
    for cv in [&a, &b, &c] {
        for i in 0..3 {
            assert!(count_colour(cv, &series_colour(i, false)) > 80, "series {i} drawn");
        }
    }

    // An invalid base: an error comes back and nothing is redrawn.
    let before = count_colour(&a, &series_colour(1, false));
    let mut bad = case1();
    bad.push(("v0", (-1.0).into()));
    let out = plots.update(&obj(&[("base", obj(&bad))])).unwrap();
    assert_eq!(get(&get(&out, "error"), "field").as_string().as_deref(), Some("v0"));
    assert_eq!(count_colour(&a, &series_colour(1, false)), before);

    // The damping view draws every relation and reports each at e.
    let sc = obj(&[("model", "hunt-crossley".into()), ("e", 0.9.into())]);
    let out = plots.damping_view(&sc).unwrap();
    let rel = Array::from(&get(&get(&out, "view"), "relations"));
    assert_eq!(rel.length(), 6);
    let exact = get(&rel.get(0), "achieved_at_e").as_f64().unwrap();
    assert!((exact - 0.9).abs() < 1e-9);
    for i in 0..6 {
        assert!(count_colour(&d, &series_colour(i, false)) > 30, "relation {i} drawn");
    }
    let hz = plots.damping_view(&obj(&[("model", "hertz".into())])).unwrap();
    assert!(get(&hz, "error").is_object());

    // An explicit-scheme replay is dotted in its own colour; the sweep draws e against Δt.
    let schemes: Array = [obj(&[
        ("label", "velocity-verlet".into()),
        ("scheme", "velocity-verlet".into()),
        ("dt", 1e-3.into()),
    ])]
    .into_iter()
    .collect();
    let out = plots.update(&obj(&[("base", obj(&case1())), ("schemes", schemes.into())])).unwrap();
    let run = get(&Array::from(&get(&out, "schemes")).get(0), "run");
    assert_eq!(get(&run, "stable").as_bool(), Some(true));
    assert!(count_colour(&a, &series_colour(1, false)) > 40, "scheme dots drawn");
    let sw = plots.scheme_sweep(&obj(&case1()), "velocity-verlet").unwrap();
    assert!(Array::from(&get(&sw, "points")).length() > 20);
    assert!(count_colour(&e, &series_colour(1, false)) > 40, "sweep points drawn");
}

#[wasm_bindgen_test]
fn timestep_boundary() {
    let contacts: Array = [obj(&[
        ("normal", [1.0, 0.0, 0.0].iter().map(|&x| JsValue::from_f64(x)).collect::<Array>().into()),
        ("point", [0.05, 0.0, 0.0].iter().map(|&x| JsValue::from_f64(x)).collect::<Array>().into()),
        ("kn", 4e6.into()),
        ("ks", 1e6.into()),
    ])]
    .into_iter()
    .collect();
    let out = dem_contact_web::timestep(&obj(&[
        ("m", "2".into()),
        ("I", 0.01.into()),
        ("contacts", contacts.into()),
    ]))
    .unwrap();
    assert!((get(&out, "critical").as_f64().unwrap() - (2.0f64 / 4e6).sqrt()).abs() < 1e-15);
    let err = dem_contact_web::timestep(&obj(&[("m", 1.0.into()), ("packing", "cubic".into())]))
        .unwrap_err();
    assert_eq!(get(&err, "field").as_string().as_deref(), Some("packing"));
}

/// Numbers typed as text are read by JavaScript in the module (core's decimal-to-float
/// tables are left out): the same doubles as Rust's own `str::parse` for the numbers users
/// type, units and prefixes applied as in the library's units tests; overflow refused; the
/// words inf and nan kept.
#[wasm_bindgen_test]
fn numbers_read_by_javascript_equal_rusts() {
    use dem_contact_web::read_quantity;
    let value = |t: &str| get(&read_quantity(t).unwrap(), "value").as_f64().unwrap();
    for t in [
        "0.1",
        "6.331",
        "2.094e-3",
        "-1.5e-3",
        "+3",
        ".5",
        "5.",
        "1E-3",
        "123456789.123456789",
        "4.9406564584124654e-324",
        "2.2250738585072014e-308",
        "1.7976931348623157e308",
        "0.30000000000000004",
        "9007199254740993",
        // Values the CLI once read 1–2 ulp off (its JSON parser's fast path): the page's
        // text path reads each as the double it denotes.
        "0.9831647462106463",
        "1.8325230541760226",
        "1.3000000000000003",
        "0.10077962366558735",
    ] {
        assert_eq!(value(t).to_bits(), t.parse::<f64>().unwrap().to_bits(), "{t}");
    }
    // Prefixes shift the decimal text, so "2.1 g" is the double nearest 0.0021.
    assert_eq!(value("2.1 g").to_bits(), "2.1e-3".parse::<f64>().unwrap().to_bits());
    assert_eq!(value("70 GPa"), 70e9);
    assert_eq!(value("inf"), f64::INFINITY);
    assert!(value("nan").is_nan());
    assert!(read_quantity("1e999").is_err(), "overflow is refused");
    assert!(read_quantity("1.2.3").is_err());
}

/// Pixels in the rightmost `cols` columns of the top `rows` rows that are not the
/// background (white, light theme).
fn inked_at_right_edge(c: &HtmlCanvasElement, cols: u32, rows: u32) -> usize {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().unchecked_into();
    let x0 = (c.width() - cols) as f64;
    let data = ctx.get_image_data(x0, 0.0, cols as f64, rows as f64).unwrap().data();
    data.chunks(4).filter(|p| p[3] > 0 && (p[0] < 200 || p[1] < 200 || p[2] < 200)).count()
}

/// A label wider than a narrow chart (a phone's, 300 px) wraps in the legend instead of
/// running off its right edge (Yade's setting names were cut there).
#[wasm_bindgen_test]
fn long_legend_labels_wrap_within_the_chart() {
    let long =
        "Yade: Ip2_FrictMat_FrictMat_MindlinPhys(en) with Law2_ScGeom_MindlinPhys_Mindlin as typed";
    let draw = |label: &str| {
        let (a, b, c, d, e) = (
            canvas(300, 300),
            canvas(300, 300),
            canvas(300, 300),
            canvas(300, 300),
            canvas(300, 300),
        );
        let plots = Plots::new(a.clone(), b, c, d, e);
        let out = plots.update(&obj(&[("base", obj(&case1())), ("label", label.into())])).unwrap();
        let series = Array::from(&get(&Array::from(&get(&out, "charts")).get(0), "series"));
        assert_eq!(series.get(0).as_string().as_deref(), Some(label));
        a
    };
    // The legend band (title and entries) is the top 80 px; the plot's frame is below it.
    assert_eq!(inked_at_right_edge(&draw(long), 4, 80), 0, "nothing drawn at the right edge");
    // The short label leaves the edge clear too, and the long one's band is taller (wrapped).
    assert_eq!(inked_at_right_edge(&draw("reduced mass"), 4, 80), 0);
}

/// The page's model names and which models take each key cross from the library: every model
/// has a line in `models()` with its words, and each key's takers column in `scenario_keys()`
/// says, for every model, what the library's `keys_of` says.
#[wasm_bindgen_test]
fn models_and_key_takers_are_the_librarys() {
    let models = dem_contact_web::models();
    for m in dem_contact::Model::ALL {
        let line = models
            .lines()
            .find(|l| l.split('\t').next() == Some(m.name()))
            .unwrap_or_else(|| panic!("{} has no line in models()", m.name()));
        let f: Vec<&str> = line.split('\t').collect();
        assert!(f[1..4].iter().all(|w| !w.is_empty()), "{} lacks a word: {line}", m.name());
        assert_eq!((f[5], f[6]), ("1", "1"), "{}: solved and built by the full module", m.name());
        assert_eq!(f[7], m.formula());
    }
    let keys = dem_contact_web::scenario_keys();
    for line in keys.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        let (key, takers) = (f[0], f[3]);
        for m in dem_contact::Model::ALL {
            let named = |list: &str| list.split(',').any(|n| n == m.name());
            let column = match takers {
                "*" => true,
                "-" => false,
                t => t.strip_prefix('!').map_or_else(|| named(t), |t| !named(t)),
            };
            let (group, _) = dem_contact::key_place(key).unwrap();
            // The library's models take the code's and the adhesion's keys through a code
            // setting or an adhesive law, not by themselves.
            if matches!(group.id(), "code" | "adhesion") {
                continue;
            }
            let library = dem_contact::keys_of(m.name()).contains(&key);
            assert_eq!(column, library, "{key} for {}: {takers}", m.name());
        }
    }
}
