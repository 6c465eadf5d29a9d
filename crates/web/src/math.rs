//! The browser's own `Math` for the elementary functions that Rust's standard library calls
//! on WebAssembly (`f64::powf`, `exp`, `ln`, `sin`, … lower to the C symbols `pow`, `exp`,
//! `log`, `sin`, …, which `compiler_builtins` otherwise brings as its port of musl's libm:
//! about 9 KB of the first module, 4 KB gzip). JavaScript engines implement these with
//! fdlibm too (V8's `base::ieee754`, SpiderMonkey's fdlibm port), the library that musl's
//! are derived from; the page's numbers are checked against the native library's by the
//! browser tests (crates/web/tests) and the end-to-end tests.
//!
//! Only on `wasm32` and only in this crate: the physics library stays `no_std`-clean and
//! its native builds keep their own libm.
#![allow(unsafe_code)]

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Math, js_name = pow)]
    fn math_pow(x: f64, y: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = exp)]
    fn math_exp(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = expm1)]
    fn math_expm1(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = log)]
    fn math_log(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = log1p)]
    fn math_log1p(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = atan)]
    fn math_atan(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = atan2)]
    fn math_atan2(y: f64, x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = log10)]
    fn math_log10(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = acosh)]
    fn math_acosh(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = hypot)]
    fn math_hypot(x: f64, y: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = sin)]
    fn math_sin(x: f64) -> f64;
    #[wasm_bindgen(js_namespace = Math, js_name = cos)]
    fn math_cos(x: f64) -> f64;
}

/// The C symbol `name` of one argument, answered by `Math`'s function.
macro_rules! unary {
    ($($name:ident => $js:ident),+ $(,)?) => {$(
        #[no_mangle]
        pub extern "C" fn $name(x: f64) -> f64 {
            $js(x)
        }
    )+};
}

unary!(exp => math_exp, expm1 => math_expm1, log => math_log, log1p => math_log1p,
    atan => math_atan, sin => math_sin, cos => math_cos, log10 => math_log10, acosh => math_acosh);

/// `pow(x, y)`, answered by `Math.pow`.
#[no_mangle]
pub extern "C" fn pow(x: f64, y: f64) -> f64 {
    math_pow(x, y)
}

/// `atan2(y, x)`, answered by `Math.atan2`.
#[no_mangle]
pub extern "C" fn atan2(y: f64, x: f64) -> f64 {
    math_atan2(y, x)
}

/// `hypotf(x, y)` (single precision, the charts' backend), answered by `Math.hypot` in double
/// precision and rounded once to single.
#[no_mangle]
pub extern "C" fn hypotf(x: f32, y: f32) -> f32 {
    math_hypot(f64::from(x), f64::from(y)) as f32
}
