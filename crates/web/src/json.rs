//! The library's answers as JSON text, for the page to `JSON.parse`: a serde serializer that
//! writes into one `String` (what `serde_json::to_string` does, with no dependency), so the
//! module carries neither a serializer building JS objects one `Reflect.set` at a time nor
//! its cache of interned field names (≈ 10 KB of the first WebAssembly module).
//!
//! The shape is serde's JSON data model, as `serde_wasm_bindgen`'s `json_compatible` gave it:
//! structs and maps are objects (map keys as strings), sequences and tuples arrays, `None`
//! and `()` null, enums externally tagged. Numbers are written so that `JSON.parse` gives the
//! same double back: the shortest representation that round-trips (Rust's `{:e}`); ±∞ as
//! ±1e999 (which `JSON.parse` reads as ±Infinity) and NaN as null (JSON has no NaN).

use core::fmt::Write;
use serde::ser::{self, Serialize};

/// Why a value could not be written (only a custom `Serialize` can fail).
#[derive(Debug)]
pub struct JsonError(String);

impl core::fmt::Display for JsonError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for JsonError {}
impl ser::Error for JsonError {
    fn custom<T: core::fmt::Display>(msg: T) -> Self {
        JsonError(msg.to_string())
    }
}

/// `v` as JSON text.
pub fn to_string<T: Serialize + ?Sized>(v: &T) -> Result<String, JsonError> {
    let mut w = Json { out: String::with_capacity(256) };
    v.serialize(&mut w)?;
    Ok(w.out)
}

struct Json {
    out: String,
}

type R = Result<(), JsonError>;

impl Json {
    fn float(&mut self, x: f64) {
        if x.is_nan() {
            self.out.push_str("null");
        } else if x.is_infinite() {
            self.out.push_str(if x > 0.0 { "1e999" } else { "-1e999" });
        } else {
            let _ = write!(self.out, "{x:e}");
        }
    }

    fn string(&mut self, s: &str) {
        self.out.push('"');
        for c in s.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                '\n' => self.out.push_str("\\n"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
    }

    /// Opens a sequence, map or struct with `open`; `close` ends it.
    fn open(&mut self, open: char, close: &'static str) -> Compound<'_> {
        self.out.push(open);
        Compound { w: self, first: true, close }
    }

    /// Opens `{"variant":` for an enum's newtype, tuple or struct variant.
    fn tag(&mut self, variant: &str) {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
    }
}

/// A sequence, tuple, map or struct being written: its closing text, whether an element was
/// written, and whether it closes an enum variant's `{"variant": …}` too.
pub struct Compound<'a> {
    w: &'a mut Json,
    first: bool,
    close: &'static str,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !core::mem::take(&mut self.first) {
            self.w.out.push(',');
        }
    }
    fn element<T: Serialize + ?Sized>(&mut self, v: &T) -> R {
        self.comma();
        v.serialize(&mut *self.w)
    }
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, v: &T) -> R {
        self.comma();
        self.w.string(key);
        self.w.out.push(':');
        v.serialize(&mut *self.w)
    }
    fn finish(self) -> R {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

macro_rules! as_number {
    ($($method:ident: $t:ty),*) => {$(
        fn $method(self, v: $t) -> R {
            let _ = write!(self.out, "{v}");
            Ok(())
        }
    )*};
}

impl<'a> ser::Serializer for &'a mut Json {
    type Ok = ();
    type Error = JsonError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    as_number!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);

    fn serialize_bool(self, v: bool) -> R {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> R {
        self.float(f64::from(v));
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> R {
        self.float(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> R {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> R {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> R {
        v.serialize(self)
    }
    fn serialize_none(self) -> R {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_unit(self) -> R {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> R {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> R {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> R {
        self.tag(variant);
        v.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, JsonError> {
        Ok(self.open('[', "]"))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>, JsonError> {
        Ok(self.open('[', "]"))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, JsonError> {
        Ok(self.open('[', "]"))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, JsonError> {
        self.tag(variant);
        Ok(self.open('[', "]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, JsonError> {
        Ok(self.open('{', "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, JsonError> {
        Ok(self.open('{', "}"))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound<'a>, JsonError> {
        self.tag(variant);
        Ok(self.open('{', "}}"))
    }
}

macro_rules! elements {
    ($($tr:ident :: $method:ident),*) => {$(
        impl ser::$tr for Compound<'_> {
            type Ok = ();
            type Error = JsonError;
            fn $method<T: Serialize + ?Sized>(&mut self, v: &T) -> R {
                self.element(v)
            }
            fn end(self) -> R {
                self.finish()
            }
        }
    )*};
}
elements!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

macro_rules! fields {
    ($($tr:ident),*) => {$(
        impl ser::$tr for Compound<'_> {
            type Ok = ();
            type Error = JsonError;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> R {
                self.field(key, v)
            }
            fn end(self) -> R {
                self.finish()
            }
        }
    )*};
}
fields!(SerializeStruct, SerializeStructVariant);

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = JsonError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> R {
        self.comma();
        // A key that is not text (a number) is written as text, as JSON requires.
        let text = to_string(key)?;
        if text.starts_with('"') {
            self.w.out.push_str(&text);
        } else {
            self.w.string(&text);
        }
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> R {
        v.serialize(&mut *self.w)
    }
    fn end(self) -> R {
        self.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::to_string;
    use serde::Serialize;

    #[derive(Serialize)]
    enum E {
        Unit,
        New(f64),
        Tuple(u8, bool),
        Struct { a: Option<f64> },
    }

    #[derive(Serialize)]
    struct S<'a> {
        text: &'a str,
        x: f64,
        list: Vec<E>,
        none: Option<u8>,
        pair: (i32, f64),
    }

    /// Against the JSON written by hand; the numbers are those `JSON.parse` reads back.
    #[test]
    fn writes_serdes_json_data_model() {
        let s = S {
            text: "a \"q\"\\\n\u{1}µ",
            x: 1.5e-7,
            list: vec![E::Unit, E::New(-0.0), E::Tuple(3, true), E::Struct { a: None }],
            none: None,
            pair: (-2, f64::INFINITY),
        };
        assert_eq!(
            to_string(&s).unwrap(),
            r#"{"text":"a \"q\"\\\n\u0001µ","x":1.5e-7,"list":["Unit",{"New":-0e0},{"Tuple":[3,true]},{"Struct":{"a":null}}],"none":null,"pair":[-2,1e999]}"#
        );
        assert_eq!(to_string(&f64::NAN).unwrap(), "null");
        assert_eq!(to_string(&0.1).unwrap(), "1e-1");
        assert_eq!(to_string(&123456.789).unwrap(), "1.23456789e5");
    }
}
