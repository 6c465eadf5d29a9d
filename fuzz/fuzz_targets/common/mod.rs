//! Checks shared by the fuzz targets.
//!
//! - Every `dem_contact::Error` names a non-empty field and its message starts with it.
//! - Every number of a result is finite: checked twice, on `serde_json::to_value` (what the
//!   CLI prints: a number or null) and with [`non_finite`], a serializer that sees the raw
//!   f64 — serde_json writes NaN and ±inf as `null`, which would hide them.

#![allow(dead_code)]

use serde::ser::{self, Serialize};
use std::fmt;

/// UTF-8 text of the input, or `None` (the CLI reads text).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// An error of the library: the field is named and the message starts with it.
pub fn check_error(err: &dem_contact::Error, input: &str) {
    let field = err.field();
    let msg = err.to_string();
    assert!(!field.is_empty(), "error with an empty field: {msg:?} {err:?}\ninput: {input}");
    assert!(
        msg.starts_with(field),
        "message {msg:?} does not start with its field {field:?}\ninput: {input}"
    );
}

/// A result the library returned as Ok: every number it serializes is finite or null, and
/// no f64 inside it is NaN or infinite.
pub fn check_output<T: Serialize + fmt::Debug>(out: &T, input: &str) {
    let v = serde_json::to_value(out).expect("a result serializes to JSON");
    walk(&v, &mut String::new(), input);
    let bad = non_finite(out);
    assert!(bad.is_empty(), "non-finite numbers in the result: {bad:?}\ninput: {input}");
}

fn walk(v: &serde_json::Value, path: &mut String, input: &str) {
    match v {
        serde_json::Value::Number(n) => {
            let x = n.as_f64().expect("a JSON number reads as f64");
            assert!(x.is_finite(), "{path} = {x}\ninput: {input}");
        }
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                walk(x, path, input);
                path.truncate(len);
            }
        }
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                let len = path.len();
                path.push('.');
                path.push_str(k);
                walk(x, path, input);
                path.truncate(len);
            }
        }
        _ => {}
    }
}

/// Paths of the f64 (and f32) values that are NaN or infinite.
pub fn non_finite<T: Serialize>(value: &T) -> Vec<(String, f64)> {
    let mut s = Finite { path: Vec::new(), bad: Vec::new() };
    value.serialize(&mut s).expect("the checking serializer never fails");
    s.bad
}

struct Finite {
    path: Vec<String>,
    bad: Vec<(String, f64)>,
}

#[derive(Debug)]
pub struct Never(String);
impl fmt::Display for Never {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Never {}
impl ser::Error for Never {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Never(msg.to_string())
    }
}

impl Finite {
    fn num(&mut self, x: f64) {
        if !x.is_finite() {
            self.bad.push((self.path.join("."), x));
        }
    }
    fn nested<T: ?Sized + Serialize>(&mut self, name: String, v: &T) -> Result<(), Never> {
        self.path.push(name);
        let r = v.serialize(&mut *self);
        self.path.pop();
        r
    }
}

type R = Result<(), Never>;

impl<'a> ser::Serializer for &'a mut Finite {
    type Ok = ();
    type Error = Never;
    type SerializeSeq = Seq<'a>;
    type SerializeTuple = Seq<'a>;
    type SerializeTupleStruct = Seq<'a>;
    type SerializeTupleVariant = Seq<'a>;
    type SerializeMap = Seq<'a>;
    type SerializeStruct = Seq<'a>;
    type SerializeStructVariant = Seq<'a>;

    fn serialize_bool(self, _: bool) -> R {
        Ok(())
    }
    fn serialize_i8(self, _: i8) -> R {
        Ok(())
    }
    fn serialize_i16(self, _: i16) -> R {
        Ok(())
    }
    fn serialize_i32(self, _: i32) -> R {
        Ok(())
    }
    fn serialize_i64(self, _: i64) -> R {
        Ok(())
    }
    fn serialize_u8(self, _: u8) -> R {
        Ok(())
    }
    fn serialize_u16(self, _: u16) -> R {
        Ok(())
    }
    fn serialize_u32(self, _: u32) -> R {
        Ok(())
    }
    fn serialize_u64(self, _: u64) -> R {
        Ok(())
    }
    fn serialize_f32(self, x: f32) -> R {
        self.num(x as f64);
        Ok(())
    }
    fn serialize_f64(self, x: f64) -> R {
        self.num(x);
        Ok(())
    }
    fn serialize_char(self, _: char) -> R {
        Ok(())
    }
    fn serialize_str(self, _: &str) -> R {
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> R {
        Ok(())
    }
    fn serialize_none(self) -> R {
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_unit(self) -> R {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> R {
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> R {
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> R {
        self.nested(variant.into(), v)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_tuple(self, _: usize) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Seq<'a>, Never> {
        Ok(Seq { s: self, i: 0 })
    }
}

/// Any compound value: elements are named by index, struct fields by name.
pub struct Seq<'a> {
    s: &'a mut Finite,
    i: usize,
}

impl Seq<'_> {
    fn elem<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        let name = format!("[{}]", self.i);
        self.i += 1;
        self.s.nested(name, v)
    }
}

macro_rules! seq_like {
    ($($tr:ident :: $m:ident),+) => {$(
        impl ser::$tr for Seq<'_> {
            type Ok = ();
            type Error = Never;
            fn $m<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
                self.elem(v)
            }
            fn end(self) -> R {
                Ok(())
            }
        }
    )+};
}
seq_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Seq<'_> {
    type Ok = ();
    type Error = Never;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, k: &T) -> R {
        self.elem(k)
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        self.elem(v)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeStruct for Seq<'_> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, key: &'static str, v: &T) -> R {
        self.s.nested(key.into(), v)
    }
    fn end(self) -> R {
        Ok(())
    }
}

impl ser::SerializeStructVariant for Seq<'_> {
    type Ok = ();
    type Error = Never;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, key: &'static str, v: &T) -> R {
        self.s.nested(key.into(), v)
    }
    fn end(self) -> R {
        Ok(())
    }
}

/// The JSON parser refused the input. If the input is a JSON object, the refusal is ours
/// (a key's value): the message, without serde_json's " at line …" suffix, starts with one
/// of the object's keys — the CLI prints it as is.
pub fn check_parse_error(err: &serde_json::Error, input: &str) {
    if !err.is_data() {
        return;
    }
    let Ok(serde_json::Value::Object(obj)) = serde_json::from_str::<serde_json::Value>(input)
    else {
        return;
    };
    let msg = err.to_string();
    let msg = msg.rsplit_once(" at line ").map_or(msg.as_str(), |(m, _)| m);
    assert!(
        obj.keys().any(|k| msg.starts_with(k.as_str())),
        "parse error {msg:?} does not start with a key of the object\ninput: {input}"
    );
}
