//! Enums whose variants have names in a scenario (`"linear"`, `"force"`): one macro
//! gives each its `ALL`, `name`, `parse` and the text of the values accepted. A variant
//! written `V = "v" if cfg(feature = "…")` exists only with that feature.

/// An enum whose variants have scenario names.
macro_rules! named {
    // With the words a reader reads for each variant (see [`Words`]): the list form, and
    // `WORDS`, every variant's words, those a build leaves out too.
    ($(#[$doc:meta])* $name:ident, list $prefix:literal, words {
        $($(#[$vdoc:meta])* $v:ident = $s:literal
            ($title:literal, $short:literal, $sentence:literal, $damping:literal)
            $(if cfg($vcfg:meta))?),+ $(,)?
    }) => {
        $crate::named::named! {
            $(#[$doc])* $name, list $prefix {
                $($(#[$vdoc])* $v = $s $(if cfg($vcfg))?),+
            }
        }
        impl $name {
            /// Every variant's words, in display order, those a build leaves out too
            /// (`built` false).
            pub const WORDS: &'static [$crate::named::Words] = &[$($crate::named::Words {
                name: $s,
                title: $title,
                short: $short,
                sentence: $sentence,
                damping: $damping,
                built: true $(&& cfg!($vcfg))?,
            }),+];
        }
    };
    // The expected text generated from the names: `prefix` then "a, b or c" (every name,
    // those of variants a build leaves out too).
    ($(#[$doc:meta])* $name:ident, list $prefix:literal {
        $($(#[$vdoc:meta])* $v:ident = $s:literal $(if cfg($vcfg:meta))?),+ $(,)?
    }) => {
        $crate::named::named! {
            $(#[$doc])* $name, (concat!($prefix, $crate::named::or_list!($($s),+))) {
                $($(#[$vdoc])* $v = $s $(if cfg($vcfg))?),+
            }
        }
    };
    ($(#[$doc:meta])* $name:ident, $expected:tt {
        $($(#[$vdoc:meta])* $v:ident = $s:literal $(if cfg($vcfg:meta))?),+ $(,)?
    }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        pub enum $name {
            $($(#[$vdoc])* $(#[cfg($vcfg)])? #[cfg_attr(feature = "serde", serde(rename = $s))] $v,)+
        }
        impl $name {
            /// Every variant, in display order.
            pub const ALL: &'static [$name] = &[$($(#[cfg($vcfg)])? $name::$v),+];
            /// The scenario name.
            pub fn name(self) -> &'static str {
                match self { $($(#[cfg($vcfg)])? $name::$v => $s),+ }
            }
            /// The variant of a scenario name.
            pub fn parse(s: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == s)
            }
            /// The values accepted, for an error message (read by the key table's row of the
            /// choice, which a build without its feature leaves out).
            #[allow(dead_code)]
            pub(crate) const EXPECTED: &'static str = $expected;
        }
    };
}
pub(crate) use named;

/// What a reader calls a variant (a model): words, not physics, written once beside its name
/// so that every face (the page, its tables and sentences) reads them from here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    /// The scenario name (`"tsuji"`).
    pub name: &'static str,
    /// Its title where one is chosen (a selector): "Hertz with Tsuji's dashpot".
    pub title: &'static str,
    /// Its short name, in a table's column or a legend: "Tsuji".
    pub short: &'static str,
    /// Its name inside a sentence, with its article: "Tsuji's Hertz dashpot".
    pub sentence: &'static str,
    /// What its damping input is called where one is typed, with its definition
    /// ("Damping constant α1 (η = α1 √(m k) ξ^¼)"; "" where a form's own words do).
    pub damping: &'static str,
    /// Whether this build has the variant (a feature may leave it out).
    pub built: bool,
}

/// The names `"a", "b", "c"` as one literal, "a, b or c" (an error's expected text).
macro_rules! or_list {
    ($a:literal) => { $a };
    ($a:literal, $b:literal) => { concat!($a, " or ", $b) };
    ($a:literal, $($rest:literal),+) => { concat!($a, ", ", $crate::named::or_list!($($rest),+)) };
}
pub(crate) use or_list;
