//! The picker: a serde `Serializer` walked over a solution beside the tree of the outputs
//! asked for ([`super::outputs::Node`]). It descends only into the fields on a path and
//! writes each leaf's value into its slot, so a row's outputs are read from the solution's
//! own `Serialize` (the same fields, names and values as `solve`'s JSON) with no text and no
//! allocation but a text output's.

use super::outputs::Node;
use serde::ser::{self, Serialize};
use std::fmt;

/// One row's value of one output.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) enum Slot {
    /// Not in this solution (an absent or `None` field).
    #[default]
    None,
    Number(f64),
    Flag(bool),
    Text(String),
}

/// Writes the outputs of `node`'s tree found in `value` into `slots` (indexed by output).
pub(crate) fn pick<T: Serialize + ?Sized>(value: &T, node: &Node, slots: &mut [Slot]) {
    let mut left = slots.len();
    // The walk stops (with `Stop`) once every output has been visited: a solution's first
    // fields are the ones asked for most.
    let _ = value.serialize(Pick { node, slots, left: &mut left });
}

/// The picker's error: every output visited, the rest of the walk skipped.
#[derive(Debug)]
pub(crate) struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("stop")
    }
}
impl std::error::Error for Stop {}
impl ser::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

/// The serializer at one node of the tree; `left`: the outputs not visited yet.
struct Pick<'a> {
    node: &'a Node,
    slots: &'a mut [Slot],
    left: &'a mut usize,
}

impl Pick<'_> {
    /// Writes `v` when this node is an output (`None`: visited, absent); `Stop` once every
    /// output is visited.
    fn leaf(self, v: Option<Slot>) -> Result<(), Stop> {
        if let Some(i) = self.node.out {
            if let Some(v) = v {
                self.slots[i] = v;
            }
            *self.left -= 1;
            if *self.left == 0 {
                return Err(Stop);
            }
        }
        Ok(())
    }
}

/// A compound value that holds no output: visited, not read.
struct Ignore;

/// A struct's fields, each followed only when it is on a path.
struct Fields<'a> {
    node: &'a Node,
    slots: &'a mut [Slot],
    left: &'a mut usize,
}

/// A list's elements, each followed only when its index is on a path.
struct Elements<'a> {
    node: &'a Node,
    slots: &'a mut [Slot],
    left: &'a mut usize,
    at: usize,
}

macro_rules! numbers {
    ($($f:ident: $t:ty),+) => {$(
        fn $f(self, v: $t) -> Result<(), Stop> {
            // Counts (u32, u64) are read as numbers, as JSON has them.
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            self.leaf(Some(Slot::Number(v as f64)))
        }
    )+};
}

impl<'a> ser::Serializer for Pick<'a> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Elements<'a>;
    type SerializeTuple = Elements<'a>;
    type SerializeTupleStruct = Ignore;
    type SerializeTupleVariant = Ignore;
    type SerializeMap = Ignore;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = Ignore;

    numbers!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64,
        serialize_f32: f32, serialize_f64: f64);

    fn serialize_bool(self, v: bool) -> Result<(), Stop> {
        self.leaf(Some(Slot::Flag(v)))
    }
    fn serialize_char(self, v: char) -> Result<(), Stop> {
        self.leaf(Some(Slot::Text(v.to_string())))
    }
    fn serialize_str(self, v: &str) -> Result<(), Stop> {
        match self.node.out {
            Some(_) => self.leaf(Some(Slot::Text(v.to_string()))),
            None => Ok(()),
        }
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Stop> {
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Stop> {
        self.leaf(None)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<(), Stop> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Stop> {
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Stop> {
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, v: &'static str) -> Result<(), Stop> {
        self.serialize_str(v)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        v: &T,
    ) -> Result<(), Stop> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Stop> {
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Elements<'a>, Stop> {
        Ok(Elements { node: self.node, slots: self.slots, left: self.left, at: 0 })
    }
    fn serialize_tuple(self, len: usize) -> Result<Elements<'a>, Stop> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Ignore, Stop> {
        Ok(Ignore)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Ignore, Stop> {
        Ok(Ignore)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Ignore, Stop> {
        Ok(Ignore)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Fields<'a>, Stop> {
        Ok(Fields { node: self.node, slots: self.slots, left: self.left })
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Ignore, Stop> {
        Ok(Ignore)
    }
}

impl ser::SerializeStruct for Fields<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        v: &T,
    ) -> Result<(), Stop> {
        match self.node.key(key) {
            Some(node) => v.serialize(Pick { node, slots: self.slots, left: self.left }),
            None => Ok(()),
        }
    }
    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeSeq for Elements<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Stop> {
        let at = self.at;
        self.at += 1;
        match self.node.index(at) {
            Some(node) => v.serialize(Pick { node, slots: self.slots, left: self.left }),
            None => Ok(()),
        }
    }
    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeTuple for Elements<'_> {
    type Ok = ();
    type Error = Stop;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Stop> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

macro_rules! ignore {
    ($($tr:ident { $($f:ident($($a:ty),*));* })+) => {$(
        impl ser::$tr for Ignore {
            type Ok = ();
            type Error = Stop;
            $(fn $f<T: Serialize + ?Sized>(&mut self, $(_: $a,)* _: &T) -> Result<(), Stop> {
                Ok(())
            })*
            fn end(self) -> Result<(), Stop> {
                Ok(())
            }
        }
    )+};
}

ignore! {
    SerializeTupleStruct { serialize_field() }
    SerializeTupleVariant { serialize_field() }
    SerializeMap { serialize_key(); serialize_value() }
    SerializeStructVariant { serialize_field(&'static str) }
}
