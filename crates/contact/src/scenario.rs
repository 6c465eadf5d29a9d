//! [`Scenario`]: one calculation, as the CLI reads it (JSON), the page keeps it (URL query)
//! and the wasm API takes it (a JS object). All three go through [`Scenario::set`], so a
//! key means the same everywhere and every error names its key.

use crate::error::Error;
pub use crate::impact::End;
pub use crate::keys::{Group, Key, Measure, Takers};
use crate::named::named;
use crate::units::{self, Dims, Physical};
use alloc::format;
use alloc::string::{String, ToString};

named! {
    /// The contact model.
    Model, list "a model name: ", words {
        /// Linear spring–dashpot: F = k ξ + c ξ̇ (Teufelsbauer, Hübl & Wu 2008; Hu et al. 2011, §II.A).
        Linear = "linear" ("Linear spring–dashpot", "Linear spring–dashpot", "the linear spring–dashpot", "Damping ratio, α = c / (2√(m k))"),
        /// Hertz, elastic: F = k ξ^(3/2), k = 4/3 E*√R* (Hu et al. 2011, eq. 5).
        Hertz = "hertz" ("Hertz, elastic", "Hertz, elastic", "Hertz (elastic)", ""),
        /// Tsuji et al.: F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇ (Hu et al. 2011, eq. 6–7).
        Tsuji = "tsuji" ("Hertz with Tsuji's dashpot", "Tsuji", "Tsuji's Hertz dashpot", "Damping constant α1 (η = α1 √(m k) ξ^¼)"),
        /// Hunt–Crossley form of Hu et al.: F = k ξ^w + λ ξ^w ξ̇, λ = α2 k / v0 (Hu et al. 2011, eq. 11).
        HuntCrossley = "hunt-crossley" ("Hunt–Crossley", "Hunt–Crossley", "Hunt–Crossley", "Damping constant α2 (λ = α2 k / v0)"),
        /// General power law: F = k ξ^w + λ ξ^p ξ̇ (Hu et al. 2011, eq. 8–10).
        PowerLaw = "power-law" ("Power law k ξ^w + λ ξ^p ξ̇", "Power law", "the power law", "Damping constant α2 (Hu et al. 2011, eq. 9)"),
        /// An's elastic–inelastic power-function model (An 2006): k ξ to F_t, then F_t;
        /// unloading F_B (ξ/ξ_B)^b.
        PowerFunction = "power-function" ("Power-function (An 2006)", "Power-function (An 2006)", "An's power-function model", "Unloading exponent b (F = F_B (ξ/ξ_B)^b)"),
        /// Viscoelastic spheres (Kuwabara & Kono 1987; Brilliantov et al. 1996):
        /// F = k (ξ^(3/2) + (3/2) A ξ^(1/2) ξ̇), A \[s\] the dissipative constant.
        Viscoelastic = "viscoelastic" ("Viscoelastic (Brilliantov)", "Viscoelastic (Brilliantov)", "the viscoelastic (Brilliantov) model", "Dissipative constant A (s)"),
        /// Walton & Braun 1986's linear hysteretic spring with Luding 2008's growing unloading
        /// stiffness and cohesive branch: k δ loading, max(k2 (δ − δ0), −k_c δ) after the turn.
        Hysteretic = "hysteretic" ("Hysteretic spring", "Hysteretic spring", "the hysteretic spring", "")
            if cfg(feature = "all-models"),
        /// The Edinburgh elasto-plastic adhesion model (Thakur et al. 2014; Morrissey 2013):
        /// f0 + k1 δⁿ loading, max(f0 + k2 (δⁿ − δpⁿ), f0 − k_adh δ^χ) after the turn.
        Eepa = "eepa" ("EEPA", "EEPA", "the EEPA model", "")
            if cfg(feature = "all-models"),
        /// Thornton 1997's elastic–perfectly plastic Hertz contact: Hertz to the yield, a
        /// plastic line beyond, unloading on a Hertz curve of a larger radius.
        Thornton = "thornton" ("Thornton 1997 yield", "Thornton 1997", "Thornton 1997's yield model", "")
            if cfg(feature = "all-models"),
    }
}

named! {
    /// How the two masses combine into the one effective mass of the equivalent system.
    MassRule, "\"reduced\" or \"arithmetic\"" {
        /// m = m1 m2 / (m1 + m2), the reduced mass (Teufelsbauer, Hübl & Wu 2008, eq. 4; Hu et al. 2011, §II.A).
        Reduced = "reduced",
        /// m = (m1 + m2) / 2, the arithmetic mean that PFC3D 3.0 used (Teufelsbauer, Hübl & Wu 2008, eq. 12).
        Arithmetic = "arithmetic",
    }
}

named! {
    /// Which relation turns a restitution into the Hunt–Crossley damping constant α2 = χ v0.
    Formula, list "" {
        /// α2 (1 + e) = ln((1 + α2)/(1 − α2 e)), exact for any w (Carvalho &
        /// Martins 2019).
        Exact = "exact",
        /// α2 = −ln e · 6.66264 / (3.85238 + ln e), Hu et al.'s fit (Hu et al. 2011, eq. 13).
        HuFit = "hu-fit",
        /// α2 = 3(1 − e)/2, Hunt & Crossley (1975).
        HuntCrossley = "hunt-crossley",
        /// α2 = 3(1 − e²)/4, Lankarani & Nikravesh (1990).
        LankaraniNikravesh = "lankarani-nikravesh",
        /// α2 = 8(1 − e)/(5e), Flores et al. (2011).
        Flores = "flores",
        /// α2 = (1 − e²)/e, Gonthier et al. (2004).
        Gonthier = "gonthier",
    }
}

named! {
    /// The tangential force law of an oblique contact ([`crate::models::tangential`]).
    TangentialLaw, list "" {
        /// Hertz–Mindlin no-slip stiffness k_t = 8 G* √(R* ξ) applied incrementally,
        /// dF_t = −k_t(ξ) u dt (Mindlin & Deresiewicz 1953; Yade's form), Coulomb truncation.
        Mindlin = "mindlin",
        /// F_t = −k_t(ξ) δ_t with δ_t = ∫u dt the total tangential displacement, rescaled so
        /// that |F_t| = μ F_n while sliding (Di Renzo & Di Maio 2004; LIGGGHTS's and EDEM's form).
        MindlinTotal = "mindlin-total",
        /// A constant k_t (`kt`, or `kt_ratio` × k of the linear model), incremental, Coulomb
        /// truncation (Cundall & Strack 1979).
        Linear = "linear",
        /// The rigid limit: F_t = −μ F_n sign(u) while the contact point slips; once u = 0 it
        /// rolls (F_t = 0).
        Coulomb = "coulomb",
    }
}

named! {
    /// The adhesive law added to the normal contact ([`crate::models::adhesion`]).
    AdhesionLaw, list "" {
        /// Johnson, Kendall & Roberts 1971: the elastic part replaced by the JKR relation, a
        /// tension tail down to δ_c < 0 after the first touch.
        Jkr = "jkr",
        /// Derjaguin, Muller & Toporov 1975: a constant pull 2π w R* while the bodies overlap.
        Dmt = "dmt",
        /// LIGGGHTS 3.8.0 `cohesion sjkr`: k_c times the sphere–sphere intersection area.
        Sjkr = "sjkr",
        /// LIGGGHTS 3.8.0 `cohesion sjkr2`: k_c times 2π(2R*)δ (pair), 2π r1 δ (wall).
        Sjkr2 = "sjkr2",
        /// MercuryDPM's irreversible adhesive force: −f_a in contact, a linear tail to
        /// δ = −f_a/k_a after the first touch.
        LinearIrreversible = "linear-irreversible",
    }
}

named! {
    /// The capillary force law of a pendular liquid bridge ([`crate::models::bridge`]).
    BridgeLaw, "willett or rabinovich; with a code, its own: easo, washino (liggghts-…), willett-numeric, weigert, rabinovich-filling-angle, soulie (yade-viscel)" {
        /// Willett et al. 2000 (Langmuir 16:9396), eq. 12–13 closed form:
        /// F = 2π R' σ cosθ / (1 + 1.05 ŝ + 2.5 ŝ²), ŝ = S √(R'/V).
        Willett = "willett",
        /// Rabinovich et al. 2005 (Langmuir 21:10992), eq. 19–20 without the filling-angle
        /// term: F = 2π R' σ cosθ / (1 + S/(2d)), d = (√(S² + 2V/(π R')) − S)/2.
        Rabinovich = "rabinovich",
        /// LIGGGHTS 3.8.0 `cohesion easo/capillary/viscous` (Soulié et al. 2006), with a
        /// `liggghts-…` code ([`crate::codes`]).
        Easo = "easo",
        /// LIGGGHTS 3.8.0 `cohesion washino/capillary/viscous` (Rabinovich et al. 2005 with
        /// the filling-angle term), with a `liggghts-…` code.
        Washino = "washino",
        /// Yade `ViscElCapMat` `Willett_numeric` (Willett et al. 2000's numeric fit), with
        /// `yade-viscel`.
        WillettNumeric = "willett-numeric",
        /// Yade `Weigert` (Weigert & Ripperger 1999), with `yade-viscel`.
        Weigert = "weigert",
        /// Yade `Rabinovich` (Rabinovich et al. 2005 with the filling-angle term), with
        /// `yade-viscel`.
        RabinovichFillingAngle = "rabinovich-filling-angle",
        /// Yade `Soulie` (Soulié et al. 2006), with `yade-viscel`.
        Soulie = "soulie",
    }
}

named! {
    /// Where a liquid bridge ruptures ([`crate::models::bridge::rupture`]).
    Rupture, list "" {
        /// Lian, Thornton & Adams 1993 (J. Colloid Interface Sci. 161:138):
        /// S_c = (1 + θ/2) V^(1/3).
        Lian = "lian",
        /// Willett et al. 2000 (Langmuir 16:9396), eq. 15:
        /// S_c = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R', V* = V/R'³.
        Willett = "willett",
    }
}

impl Formula {
    /// The relation by name, for a legend or a table (the key is [`Formula::name`]).
    pub fn label(self) -> &'static str {
        match self {
            Formula::Exact => "exact",
            Formula::HuFit => "Hu et al. fit",
            Formula::HuntCrossley => "Hunt & Crossley",
            Formula::LankaraniNikravesh => "Lankarani & Nikravesh",
            Formula::Flores => "Flores et al.",
            Formula::Gonthier => "Gonthier et al.",
        }
    }
}

named! {
    /// How the linear model takes its stiffness from the material (E, ν, r).
    LinearK, "\"equal-overlap\" or \"di-maio-di-renzo\"" {
        /// k = m v0² / ξ_max²: the same maximum overlap as the Hertz contact (what Hu et al. 2011's
        /// Table I uses: 3.357e7 N/m).
        EqualOverlap = "equal-overlap",
        /// k = (320/81 · m v0² E*⁴ R*²)^(1/5), Di Maio & Di Renzo (Hu et al. 2011, eq. 4): Hertz's
        /// F_max/ξ_max, 5/4 of the equal-overlap value.
        DiMaioDiRenzo = "di-maio-di-renzo",
    }
}

impl Default for Model {
    fn default() -> Self {
        Model::Linear
    }
}
impl Default for MassRule {
    fn default() -> Self {
        MassRule::Reduced
    }
}

/// A value for [`Scenario::set`], whatever the source: a JSON number or string, a URL
/// query string, a JS number or string.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value<'a> {
    /// A number.
    Number(f64),
    /// Text: an option name, or a number written out. Blank text means "not given".
    Text(&'a str),
    /// Not given (JSON `null`, JS `undefined`/`null`).
    Null,
}

impl Value<'_> {
    /// Whether the value is given: not null, not blank text.
    pub fn is_given(&self) -> bool {
        match self {
            Value::Null => false,
            Value::Text(t) => !t.trim().is_empty(),
            Value::Number(_) => true,
        }
    }

    /// The value as typed, for a message: a number as the user wrote it (plain, or the
    /// shortest scientific form for a huge or tiny one), text in quotes, cut when long.
    pub fn as_typed(&self) -> String {
        match self {
            Value::Null => "null".into(),
            Value::Text(t) => crate::text::Quoted(t).to_string(),
            Value::Number(x) => crate::error::Shown(*x).to_string(),
        }
    }
}

/// The key table: every scenario key once, with the [`Scenario`] field it sets, its group,
/// what it holds, who takes it and its help (the field's doc). From it come [`KEYS`], the
/// dimension check ([`key_dims`]), [`Scenario::set`]'s and [`Scenario::given`]'s rows, each
/// model's and adhesive law's keys ([`keys_of`]), a code setting's ([`keys_in`]), the CLI's
/// `keys` and the page's lists ([`key_table`]). Choices first (their field's type and how
/// a value is read), then numbers (their quantity). A new key is one row here (and, on the
/// page, its field).
///
/// A row may carry `#[cfg(feature = "…")]`: without that feature the key is not one of this
/// build's (unknown to [`Scenario::set`], absent from [`KEYS`], the table and the serialised
/// scenario), so that the page's first-load WebAssembly, which cannot solve with it, carries
/// neither its name nor its row. Its field stays (always `None` there), so the code that
/// reads it compiles unchanged; the solve refuses it by its feature if set in Rust.
macro_rules! scenario_keys {
    (
        choices {$(
            $(#[cfg($ccfg:meta)])?
            $(#[doc = $cdoc:literal])+
            $ckey:literal => $cfield:ident: $cty:ty = $cread:expr,
                $cgroup:ident, $cmeasure:expr, $ctakers:expr, default $cdefault:literal;
        )+}
        numbers {$(
            $(#[cfg($cfg:meta)])?
            $(#[doc = $doc:literal])+
            $key:literal => $field:ident: $group:ident, $measure:expr, $takers:expr;
        )+}
    ) => {
        /// One calculation. Every field is optional at this level so that a missing value
        /// gets a message of our own; [`crate::solve`] validates the whole. Units are SI.
        #[derive(Debug, Clone, PartialEq, Default)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        pub struct Scenario {
            $(
                $(#[doc = $cdoc])+
                #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Given::not_given"))]
                $(#[cfg_attr(not($ccfg), serde(skip))])?
                pub $cfield: $cty,
            )+
            /// The unit `k` was typed in, when it had one (`5 kN/m^1.5`): [`crate::solve`]
            /// checks its exponent against the model's w. `None` for a bare number, which
            /// is taken as N/m^w of the model.
            #[cfg_attr(feature = "serde", serde(skip))]
            pub k_unit: Option<StiffnessUnit>,
            /// The numbers typed as text, as typed (`"-10 um"`), so that a message shows what
            /// the user wrote ([`Scenario::set`] keeps them). Not part of the scenario's
            /// meaning: two scenarios that differ only here are equal.
            #[cfg_attr(feature = "serde", serde(skip))]
            pub typed: Typed,
            $(
                $(#[doc = $doc])+
                #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none", rename = $key))]
                $(#[cfg_attr(not($cfg), serde(skip))])?
                pub $field: Option<f64>,
            )+
        }

        /// Every key a scenario may carry, in the table's order.
        pub const KEYS: &[&str] = &[$($(#[cfg($ccfg)])? $ckey,)+ $($(#[cfg($cfg)])? $key),+];

        /// The key table without its help texts (which only [`key_table`] reads, so that
        /// the page's WebAssembly carries none), in [`KEYS`]' order.
        const ROWS: &[Row] = &[
            $($(#[cfg($ccfg)])? Row {
                name: $ckey,
                group: Group::$cgroup,
                measure: $cmeasure,
                takers: $ctakers,
                default: $cdefault,
            },)+
            $($(#[cfg($cfg)])? Row {
                name: $key,
                group: Group::$group,
                measure: $measure,
                takers: $takers,
                default: "",
            },)+
        ];

        /// Every row of the key table with its help, in its order.
        pub fn key_table() -> alloc::vec::Vec<Key> {
            let help: &[&str] = &[
                $($(#[cfg($ccfg)])? concat!($($cdoc),+),)+
                $($(#[cfg($cfg)])? concat!($($doc),+)),+
            ];
            ROWS.iter()
                .zip(help)
                .map(|(r, h)| Key {
                    name: r.name,
                    group: r.group,
                    measure: r.measure,
                    takers: r.takers,
                    default: r.default,
                    help: h,
                })
                .collect()
        }
        /// Each number's key and the field that holds it, in table order.
        const NUMBER_SLOTS: &[(&str, fn(&mut Scenario) -> &mut Option<f64>)] = &[
            $($(#[cfg($cfg)])? ($key, |s| &mut s.$field),)+
        ];
        impl Scenario {
            fn number_slot(&mut self, key: &str) -> Option<&mut Option<f64>> {
                match key {
                    $($(#[cfg($cfg)])? $key => Some(&mut self.$field),)+
                    _ => None,
                }
            }
            /// Sets choice `key` from `value` (`Ok(false)`: not a choice).
            fn set_choice(&mut self, key: &str, value: Value<'_>) -> Result<bool, Error> {
                match key {
                    $($(#[cfg($ccfg)])? $ckey => self.$cfield = ($cread)(key, value)?,)+
                    _ => return Ok(false),
                }
                Ok(true)
            }
            /// The numeric keys that are set, in table order.
            pub fn numbers(&self) -> impl Iterator<Item = (&'static str, f64)> + '_ {
                [$($(#[cfg($cfg)])? ($key, self.$field)),+].into_iter().filter_map(|(k, v)| v.map(|v| (k, v)))
            }
            /// The rows of the keys that are set, in table order (as [`Scenario::given`]).
            fn given_rows(&self) -> impl Iterator<Item = &'static Row> + '_ {
                let flags = [
                    $($(#[cfg($ccfg)])? Given::given(&self.$cfield),)+
                    $($(#[cfg($cfg)])? self.$field.is_some()),+
                ];
                ROWS.iter().zip(flags).filter(|(_, g)| *g).map(|(r, _)| r)
            }
            /// The keys that are set, in table order (a choice the scenario always makes —
            /// model, mass rule, end — does not count).
            pub fn given(&self) -> impl Iterator<Item = &'static str> + '_ {
                self.given_rows().map(|r| r.name)
            }
        }
    };
}

/// A row of the key table without its help (what the page's WebAssembly carries).
struct Row {
    name: &'static str,
    group: Group,
    measure: Measure,
    takers: Takers,
    default: &'static str,
}

/// Whether a choice counts as given: an optional one when set; the model, the mass rule and
/// the end of contact, which every scenario has, never.
trait Given {
    fn given(&self) -> bool;
    /// Left out of the scenario as serialised: an optional choice not given.
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    fn not_given(&self) -> bool;
}
impl<T> Given for Option<T> {
    fn given(&self) -> bool {
        self.is_some()
    }
    fn not_given(&self) -> bool {
        self.is_none()
    }
}
macro_rules! always_made {
    ($($t:ty),+) => {$(impl Given for $t {
        fn given(&self) -> bool { false }
        fn not_given(&self) -> bool { false }
    })+};
}
always_made!(Model, MassRule, End);

/// A number of quantity `dims`.
const fn num(dims: Dims) -> Measure {
    Measure::Number(Physical::of(dims))
}
/// The liquid bridge's force laws (the takers of its keys).
#[cfg(feature = "bridge")]
const BRIDGE_LAWS: &[&str] = &[
    "willett",
    "rabinovich",
    "easo",
    "washino",
    "willett-numeric",
    "weigert",
    "rabinovich-filling-angle",
    "soulie",
];
/// LIGGGHTS's bridges (the takers of its keys).
#[cfg(feature = "bridge")]
const LIGGGHTS_BRIDGES: &[&str] = &["easo", "washino"];
/// The models named.
const fn of(names: &'static [&'static str]) -> Takers {
    Takers::Of(names)
}
/// Every model but the power function: the material gives Hertz's k.
const HERTZ_TYPE: Takers = of(&[
    "linear",
    "hertz",
    "tsuji",
    "hunt-crossley",
    "power-law",
    "viscoelastic",
    "eepa",
    "thornton",
]);
/// The models this build has (the elastic–plastic ones only with `all-models`).
const MODEL_EXPECTED: &str = if cfg!(feature = "all-models") {
    Model::EXPECTED
} else {
    "a model name: linear, hertz, tsuji, hunt-crossley, power-law, power-function or viscoelastic"
};
/// A choice read by `parse`, `None` when not given.
fn pick<T>(
    parse: impl Fn(&str) -> Option<T>,
    expected: &'static str,
) -> impl Fn(&str, Value<'_>) -> Result<Option<T>, Error> {
    move |key, v| choice(key, v, &parse, expected)
}
/// A choice read by `parse`, its default when not given.
fn pick_or_default<T: Default>(
    parse: impl Fn(&str) -> Option<T>,
    expected: &'static str,
) -> impl Fn(&str, Value<'_>) -> Result<T, Error> {
    move |key, v| Ok(choice(key, v, &parse, expected)?.unwrap_or_default())
}

scenario_keys! {
    choices {
        /// The contact model: linear, hertz, tsuji, hunt-crossley, power-law, power-function,
        /// viscoelastic, hysteretic, eepa or thornton
        "model" => model: Model = pick_or_default(Model::parse, MODEL_EXPECTED),
            Normal, Measure::Text, Takers::Other, default "linear";
        /// How the masses combine: reduced (default, m1 m2/(m1 + m2)) or arithmetic ((m1 + m2)/2,
        /// PFC3D 3.0).
        "mass_rule" => mass_rule: MassRule = pick_or_default(MassRule::parse, MassRule::EXPECTED),
            Normal, Measure::Text, Takers::Other, default "reduced";
        /// The end of contact: overlap (default: ξ back to 0) or force (F back to 0: tension
        /// clipped).
        "end" => end: End = pick_or_default(End::parse, End::EXPECTED),
            Normal, Measure::Text, Takers::Other, default "overlap";
        /// Hunt–Crossley: the relation for α2 from `e`: exact (default), hu-fit, hunt-crossley,
        /// lankarani-nikravesh, flores or gonthier.
        "formula" => formula: Option<Formula> = pick(Formula::parse, Formula::EXPECTED),
            Normal, Measure::Text, of(&["hunt-crossley"]), default "exact";
        /// Linear model from the material: how k is chosen, equal-overlap (default) or
        /// di-maio-di-renzo.
        "linear_k" => linear_k: Option<LinearK> = pick(LinearK::parse, LinearK::EXPECTED),
            Normal, Measure::Text, of(&["linear"]), default "equal-overlap";
        /// A DEM code setting (`dem-contact codes` lists the ids): the contact as that code
        /// computes it from the inputs, instead of `model`.
        "code" => code: Option<&'static str> = pick(code_id, CODE_EXPECTED_HERE),
            Code, Measure::Text, Takers::Every, default "";
        /// The code's release (`22Jul2025`, `2023.02a`) where its behaviour changed between
        /// releases; not given: the newest release known here (run, read or documented).
        "version" => version: Option<String> = |_, v| release_name(v),
            Code, Measure::Text, Takers::Every, default "";
        /// The code's own tension switch (LAMMPS `limit_damping`, LIGGGHTS `limitForce`, PFC
        /// `dp_mode` 1); not given: the code's default.
        "limit" => limit: Option<bool> = pick(parse_bool, "true or false"),
            Code, Measure::Bool, Takers::Every, default "";
        /// LIGGGHTS `hooke/stiffness`: the typed gamma_n is the dashpot itself \[N·s/m\]
        /// (`absolute_damping on`), not per unit mass; not given: off.
        "absolute_damping" => absolute_damping: Option<bool> = pick(parse_bool, "true or false"),
            Code, Measure::Bool, Takers::Other, default "";
        #[cfg(feature = "codes")]
        /// LIGGGHTS `edinburgh`: its `fixKc` setting (the adhesive branch's stiffness
        /// kn2kc × k1, `cohesion_ratio`, instead of from the surface energy); not given: off.
        "fix_kc" => fix_kc: Option<bool> = pick(parse_bool, "true or false"),
            Code, Measure::Bool, Takers::Other, default "";
        #[cfg(feature = "codes")]
        /// MercuryDPM `LinearPlasticViscoelastic`: `setDoConstantUnloadingStiffness` (k2 =
        /// the unloading stiffness at every overlap); not given: off (k2 grows).
        "constant_unloading" => constant_unloading: Option<bool> = pick(parse_bool, "true or false"),
            Code, Measure::Bool, Takers::Other, default "";
        /// The tangential law of an oblique impact: mindlin (incremental; the default for the
        /// Hertz-type models), mindlin-total, linear (`kt` or `kt_ratio`) or coulomb; with a
        /// code, one of that code's laws.
        "tangential" => tangential: Option<TangentialLaw> = pick(TangentialLaw::parse, TangentialLaw::EXPECTED),
            Tangential, Measure::Text, Takers::Every, default "";
        /// The adhesive law added to the normal model: jkr, dmt (models hertz, tsuji), sjkr,
        /// sjkr2 (hertz, tsuji, linear) or linear-irreversible (linear); the answer adds the
        /// `adhesion` object (pull-off, sticking velocity, stuck, e_to_type).
        "adhesion" => adhesion: Option<AdhesionLaw> = pick(AdhesionLaw::parse, AdhesionLaw::EXPECTED),
            Adhesion, Measure::Text, Takers::Other, default "";
        #[cfg(feature = "bridge")]
        /// A pendular liquid bridge added to the normal model (any model; pair or wall): its
        /// capillary force law, willett or rabinovich (with a code, that code's own: easo or
        /// washino for liggghts-…, Yade's six CapillarTypes for yade-viscel); the answer adds the `liquid_bridge`
        /// object (force at contact, rupture distance, bridge energy, stuck, sticking velocity).
        "liquid_bridge" => liquid_bridge: Option<BridgeLaw> = pick(BridgeLaw::parse, BridgeLaw::EXPECTED),
            Bridge, Measure::Text, Takers::Other, default "";
        #[cfg(feature = "bridge")]
        /// Liquid bridge: where it ruptures, lian (default; Lian, Thornton & Adams 1993) or
        /// willett (Willett et al. 2000, eq. 15).
        "rupture" => rupture: Option<Rupture> = pick(Rupture::parse, Rupture::EXPECTED),
            Bridge, Measure::Text, of(BRIDGE_LAWS), default "lian";
    }
    numbers {
        /// Mass of body 1 \[kg\] (or `rho1` with `r1`).
        "m1" => m1: Pair, num(Dims::MASS), Takers::Every;
        /// Mass of body 2 \[kg\]; absent for a wall (infinite mass).
        "m2" => m2: Pair, num(Dims::MASS), Takers::Every;
        /// Density of body 1 \[kg/m³\], a sphere of radius `r1`.
        "rho1" => rho1: Pair, num(Dims::DENSITY), Takers::Every;
        /// Density of body 2 \[kg/m³\], a sphere of radius `r2`.
        "rho2" => rho2: Pair, num(Dims::DENSITY), Takers::Every;
        /// Contact stiffness \[N/m^w\] (N/m for linear, N/m^1.5 for Hertz-type).
        "k" => k: Stiffness, Measure::Stiffness, Takers::Every;
        /// Linear: stiffness of body 1 \[N/m\], in series with `k2`.
        "k1" => k1: Stiffness, num(Dims::STIFFNESS), of(&["linear", "power-function", "hysteretic"]);
        /// Linear: stiffness of body 2 or the wall \[N/m\].
        "k2" => k2: Stiffness, num(Dims::STIFFNESS), of(&["linear", "power-function", "hysteretic"]);
        /// Young's modulus of body 1 \[Pa\].
        "E1" => e1_modulus: Material, num(Dims::PRESSURE), HERTZ_TYPE;
        /// Poisson's ratio of body 1.
        "nu1" => nu1: Material, num(Dims::NONE), HERTZ_TYPE;
        /// Radius of body 1 \[m\].
        "r1" => r1: Pair, num(Dims::LENGTH), Takers::Every;
        /// Young's modulus of body 2 \[Pa\]; absent (or inf) for a rigid wall.
        "E2" => e2_modulus: Material, num(Dims::PRESSURE), HERTZ_TYPE;
        /// Poisson's ratio of body 2.
        "nu2" => nu2: Material, num(Dims::NONE), HERTZ_TYPE;
        /// Radius of body 2 \[m\]; absent for a flat wall.
        "r2" => r2: Pair, num(Dims::LENGTH), Takers::Every;
        /// Normal approach speed at first touch \[m/s\], > 0 (or `h0`).
        "v0" => v0: Pair, num(Dims::SPEED), Takers::Every;
        /// Drop height \[m\] (instead of `v0`): v0 = √(2 g h0), g default 9.81.
        "h0" => h0: Pair, num(Dims::LENGTH), Takers::Every;
        /// Requested coefficient of restitution, in (0, 1].
        "e" => e: Dissipation, num(Dims::NONE), Takers::Every;
        /// The model's own damping constant: α (linear), α1 (tsuji), α2 (hunt-crossley,
        /// power-law), b (power-function; also `exponent`), A \[s\] (viscoelastic); with a
        /// code, the code's own constant (dp_nratio, betan, damp, gamma_n).
        "damping" => damping: Dissipation, num(Dims::NONE), Takers::Every;
        /// power-function: transition force F_t \[N\] (absent: never inelastic).
        "transition_force" => transition_force: Normal, num(Dims::FORCE), of(&["power-function"]);
        /// power-function: unloading exponent b (synonym of `damping`).
        "exponent" => exponent: Normal, num(Dims::NONE), of(&["power-function"]);
        /// Exponent of the elastic force k ξ^w (hunt-crossley, power-law; eepa: n of k1 δⁿ,
        /// default 1.5).
        "w" => w: Normal, num(Dims::NONE), of(&["hunt-crossley", "power-law", "eepa"]);
        /// Exponent of the damping force λ ξ^p ξ̇ (power-law).
        "p" => p: Normal, num(Dims::NONE), of(&["power-law"]);
        #[cfg(feature = "all-models")]
        /// hysteretic, eepa: the unloading stiffness k2 \[N/m; eepa N/m^n\], above the loading
        /// k (or `plasticity_ratio`).
        "unloading_stiffness" => unloading_stiffness: Normal, Measure::Stiffness, of(&["hysteretic", "eepa"]);
        #[cfg(feature = "all-models")]
        /// hysteretic, eepa: the plasticity ratio λ_p = 1 − k/k2 in [0, 1) (instead of
        /// `unloading_stiffness`; LIGGGHTS kn2kcMax, kn2k1: λ_p = 1 − 1/ratio).
        "plasticity_ratio" => plasticity_ratio: Normal, num(Dims::NONE), of(&["hysteretic", "eepa"]);
        #[cfg(feature = "all-models")]
        /// hysteretic: the plasticity depth φ_f > 0 (needs `r1`): k2 grows with the largest
        /// overlap up to δ_lim = k2/(k2 − k) φ_f 2R* (LIGGGHTS phiF, MercuryDPM
        /// penetrationDepthMax); absent: k2 constant.
        "plasticity_depth" => plasticity_depth: Normal, num(Dims::NONE), of(&["hysteretic"]);
        #[cfg(feature = "all-models")]
        /// hysteretic: Luding's cohesion stiffness k_c \[N/m\] ≥ 0 (default 0): the branch
        /// −k_c δ below the unloading line.
        "cohesion_stiffness" => cohesion_stiffness: Normal, num(Dims::STIFFNESS), of(&["hysteretic"]);
        #[cfg(feature = "all-models")]
        /// eepa: the constant pull-off force f0 \[N\] ≤ 0 (default 0), acting while δ > 0.
        "constant_pull_off" => constant_pull_off: Normal, num(Dims::FORCE), of(&["eepa"]);
        #[cfg(feature = "all-models")]
        /// eepa: the adhesive branch's exponent χ > 0 (default 1.5).
        "adhesion_exponent" => adhesion_exponent: Normal, num(Dims::NONE), of(&["eepa"]);
        #[cfg(feature = "all-models")]
        /// eepa: the adhesive branch's stiffness k_adh \[N/m^χ\] ≥ 0 (default 0): the branch
        /// f0 − k_adh δ^χ.
        "adhesive_branch_stiffness" => adhesive_branch_stiffness: Normal, Measure::Stiffness, of(&["eepa"]);
        #[cfg(feature = "all-models")]
        /// thornton: the limiting contact pressure p_y \[Pa\] (or `yield_velocity`).
        "yield_pressure" => yield_pressure: Normal, num(Dims::PRESSURE), of(&["thornton"]);
        #[cfg(feature = "all-models")]
        /// thornton: the yield velocity V_y \[m/s\], ½ m V_y² the elastic work to the yield
        /// (instead of `yield_pressure`).
        "yield_velocity" => yield_velocity: Normal, num(Dims::SPEED), of(&["thornton"]);
        /// Constant acceleration pushing the bodies together \[m/s²\] (default 0; 9.81 with `h0`).
        "g" => g: Pair, num(Dims::ACCELERATION), Takers::Every;
        /// A code's contact time input \[s\] (Yade ViscElMat `tc`, MercuryDPM `collisionTime`:
        /// yade-viscel, mercurydpm-linear).
        "tc" => tc: Code, num(Dims::TIME), Takers::Other;
        /// A code's characteristic impact speed \[m/s\] (LIGGGHTS `characteristicVelocity`,
        /// Chrono: liggghts-hooke, chrono-*).
        "v_char" => v_char: Code, num(Dims::SPEED), Takers::Other;
        #[cfg(feature = "codes")]
        /// LIGGGHTS `hooke/hysteresis`, `luding`, `edinburgh` (fixKc on): the cohesion
        /// stiffness as a fraction of the loading one, k_c/k (`coefficientAdhesionStiffness`,
        /// kn2kc), ≥ 0.
        "cohesion_ratio" => cohesion_ratio: Code, num(Dims::NONE), Takers::Other;
        #[cfg(feature = "codes")]
        /// LIGGGHTS `thornton_ning`: `coefficientYieldRatio`, the yield contact radius a_y as a
        /// fraction of the particle's radius (a_y = ratio × r1), > 0.
        "yield_ratio" => yield_ratio: Code, num(Dims::NONE), Takers::Other;
        /// MercuryDPM: the mass given to `setCollisionTimeAndRestitutionCoefficient(tc, e, mass)` \[kg\] (default: one particle of body 1); the species' k and γ are tuned for it, every other pair gets another e.
        "tuning_mass" => tuning_mass: Code, num(Dims::MASS), Takers::Other;
        /// Tangential speed of body 1's centre relative to body 2's at impact \[m/s\] (default 0; `v0` stays the normal approach speed).
        "vt" => vt: Tangential, num(Dims::SPEED), Takers::Every;
        /// Initial spin of body 1 about the axis normal to the impact plane \[rad/s\], positive where it adds to the slip of the contact point (u0 = vt + r1 omega1 + r2 omega2).
        "omega1" => omega1: Tangential, num(Dims::ANGULAR_VELOCITY), Takers::Every;
        /// Initial spin of body 2 \[rad/s\], same convention; absent for a wall.
        "omega2" => omega2: Tangential, num(Dims::ANGULAR_VELOCITY), Takers::Every;
        /// Coulomb friction coefficient, ≥ 0 (required with `vt` or a spin).
        "mu" => mu: Tangential, num(Dims::NONE), Takers::Every;
        /// Tangential stiffness of the `linear` tangential law \[N/m\].
        "kt" => kt: Tangential, num(Dims::STIFFNESS), Takers::Every;
        /// Tangential stiffness of the `linear` tangential law as k_t / k (linear normal model only).
        "kt_ratio" => kt_ratio: Tangential, num(Dims::NONE), Takers::Every;
        /// Tangential damping ratio ζ_t, c_t = 2 ζ_t √(m k_t) (default none); with a code, that code's own tangential damping input.
        "tangential_damping" => tangential_damping: Tangential, num(Dims::NONE), Takers::Every;
        /// 3 (spheres, I = 2/5 m r², default) or 2 (disks, I = 1/2 m r²; linear model only).
        "dim" => dim: Normal, num(Dims::NONE), Takers::Every;
        /// Local (non-viscous) damping α in [0, 1): −α|F| sign(v) on each body (PFC `damp`, Yade NewtonIntegrator `damping`).
        "local_damping" => local_damping: Dissipation, num(Dims::NONE), Takers::AllBut(&["power-function"]);
        /// Adhesion (jkr, dmt): the surface energy γ of ONE surface \[J/m²\]; the work of adhesion is w = 2γ (Dupré, like surfaces).
        "surface_energy" => surface_energy: Adhesion, Measure::Number(Physical::named(Dims::STIFFNESS, units::SURFACE_ENERGY)), of(&["jkr", "dmt"]);
        /// Adhesion (jkr, dmt): the work of adhesion w \[J/m²\] (instead of `surface_energy`).
        "work_of_adhesion" => work_of_adhesion: Adhesion, Measure::Number(Physical::named(Dims::STIFFNESS, units::SURFACE_ENERGY)), of(&["jkr", "dmt"]);
        /// Adhesion (sjkr, sjkr2): LIGGGHTS's cohesion energy density k_c \[J/m³\].
        "cohesion_energy_density" => cohesion_energy_density: Adhesion, Measure::Number(Physical::named(Dims::PRESSURE, units::ENERGY_DENSITY)), of(&["sjkr", "sjkr2"]);
        /// Adhesion (linear-irreversible): the constant pull f_a \[N\].
        "adhesion_force" => adhesion_force: Adhesion, num(Dims::FORCE), of(&["linear-irreversible"]);
        /// Adhesion (linear-irreversible): the stiffness k_a of the tail \[N/m\].
        "adhesion_stiffness" => adhesion_stiffness: Adhesion, num(Dims::STIFFNESS), of(&["linear-irreversible"]);
        /// Adhesion: the restitution wanted WITH adhesion at this v0, in (0, 1] (instead of `e`
        /// or `damping`): the damping found so that the adhesive contact achieves it.
        "e_with_adhesion" => e_with_adhesion: Adhesion, num(Dims::NONE), of(&["jkr", "dmt", "sjkr", "sjkr2", "linear-irreversible"]);
        #[cfg(feature = "all-models")]
        /// hysteretic, eepa: the restitution wanted WITH plasticity at this v0, in (0, 1]
        /// (instead of `e` or `damping`): the dashpot found so that the contact achieves it;
        /// the answer's `plastic.e_to_type` is the e to type into a code that maps e as if
        /// there were no plasticity, `plastic.plasticity_ratio_alone` the λ_p that reaches it
        /// with no dashpot.
        "e_with_plasticity" => e_with_plasticity: Dissipation, num(Dims::NONE), of(&["hysteretic", "eepa"]);
        #[cfg(feature = "bridge")]
        /// Liquid bridge: the volume V of liquid in the bridge \[m³\] (> 0, required; at most the smaller sphere's volume; the force laws are fits for the pendular regime, V/R'³ up to about 0.1, R' = 2R*).
        "liquid_volume" => liquid_volume: Bridge, num(Dims::VOLUME), of(BRIDGE_LAWS);
        #[cfg(feature = "bridge")]
        /// Liquid bridge: the liquid's surface tension σ \[N/m\] (> 0, required; water 0.072 N/m). The codes take σ itself (not 2σ).
        "surface_tension" => surface_tension: Bridge, Measure::Number(Physical::named(Dims::STIFFNESS, units::SURFACE_TENSION)), of(BRIDGE_LAWS);
        #[cfg(feature = "bridge")]
        /// Liquid bridge: the contact angle θ \[rad; "20 deg" reads degrees\], 0 ≤ θ < π/2 (default 0).
        "contact_angle" => contact_angle: Bridge, num(Dims::NONE), of(BRIDGE_LAWS);
        #[cfg(feature = "bridge")]
        /// Liquid bridge: the liquid's dynamic viscosity η \[Pa·s\] (≥ 0, default 0): the lubrication force 6π η R*² Ṡ / max(S, S_min) while the bridge exists.
        "liquid_viscosity" => liquid_viscosity: Bridge, num(Dims::VISCOSITY), of(BRIDGE_LAWS);
        #[cfg(feature = "bridge")]
        /// Liquid bridge: the smallest gap S_min the lubrication takes \[m\] (> 0, default R*/100; while overlapping, the value at S_min). The library's laws only: LIGGGHTS takes `min_separation_ratio`, Yade's bridge has no lubrication.
        "min_separation" => min_separation: Bridge, num(Dims::LENGTH), of(&["willett", "rabinovich"]);
        #[cfg(feature = "bridge")]
        /// LIGGGHTS bridge (easo, washino): `surfaceLiquidContentInitial` as typed, a volume FRACTION of each bead (the documentation says %; instead of `liquid_volume`).
        "surface_liquid_content" => surface_liquid_content: Bridge, num(Dims::NONE), of(LIGGGHTS_BRIDGES);
        #[cfg(feature = "bridge")]
        /// LIGGGHTS bridge: `minSeparationDistanceRatio`, S_min/R* of the lubrication (required by the code).
        "min_separation_ratio" => min_separation_ratio: Bridge, num(Dims::NONE), of(LIGGGHTS_BRIDGES);
        #[cfg(feature = "bridge")]
        /// LIGGGHTS bridge: `maxSeparationDistanceRatio` (≥ 1): the bridge is cut beyond (ratio − 1)(r_i + r_j) (required by the code).
        "max_separation_ratio" => max_separation_ratio: Bridge, num(Dims::NONE), of(LIGGGHTS_BRIDGES);
        #[cfg(feature = "bridge")]
        /// LIGGGHTS washino: `lbVolumeFraction` (`modifyLbVolume on`), the share of both beads' liquid in the bridge, in (0, 1] (default 0.05).
        "lb_volume_fraction" => lb_volume_fraction: Bridge, num(Dims::NONE), of(&["washino"]);
    }
}

/// The row of key `key` (without its help; `None`: no scenario key). Not inlined: one
/// search serves every question asked of the table.
#[inline(never)]
fn row(key: &str) -> Option<&'static Row> {
    ROWS.iter().find(|r| r.name == key)
}

/// What key `key` holds (`None`: no scenario key).
pub fn key_measure(key: &str) -> Option<Measure> {
    row(key).map(|r| r.measure)
}

/// The group and takers of key `key` (`None`: no scenario key).
pub fn key_place(key: &str) -> Option<(Group, Takers)> {
    row(key).map(|r| (r.group, r.takers))
}

/// The library's choice where choice `key` is not given ("" where none, and for numbers).
pub fn key_default(key: &str) -> &'static str {
    row(key).map_or("", |r| r.default)
}

/// The keys that model or adhesive law `name` takes: those every model takes (outside the
/// code settings' and adhesion's groups) and those that name it, in table order.
pub fn keys_of(name: &str) -> alloc::vec::Vec<&'static str> {
    ROWS.iter().filter(|r| takes(r, name)).map(|r| r.name).collect()
}

/// Whether model or adhesive law `name` takes the key of row `r` ([`keys_of`]).
fn takes(r: &Row, name: &str) -> bool {
    match (r.group, r.takers) {
        (Group::Code | Group::Adhesion, Takers::Every) => false,
        (_, t) => t.include(name),
    }
}

impl Scenario {
    /// The first key given (in table order) that model or adhesive law `name` does not take
    /// ([`keys_of`]): read off the key table beside the fields, with no list built (every
    /// solve asks it).
    pub(crate) fn first_not_taken(&self, name: &str) -> Option<&'static str> {
        self.given_rows().find(|r| !takes(r, name)).map(|r| r.name)
    }

    /// The first key of `group` given, in table order ([`keys_in`]).
    pub(crate) fn first_given_in(&self, group: Group) -> Option<&'static str> {
        self.given_rows().find(|r| r.group == group).map(|r| r.name)
    }
}

/// The keys of `group`, in table order; `every`: only those every taker takes.
pub fn keys_in(group: Group, every: bool) -> impl Iterator<Item = &'static str> {
    ROWS.iter()
        .filter(move |r| r.group == group && (!every || r.takers == Takers::Every))
        .map(|r| r.name)
}

impl Scenario {
    /// The numeric keys that are set, with their values, in table order ([`Scenario::numbers`]
    /// collected; one copy of its code where messages look keys up).
    #[inline(never)]
    pub(crate) fn number_list(&self) -> alloc::vec::Vec<(&'static str, f64)> {
        self.numbers().collect()
    }
}

/// A numeric scenario key resolved once ([`NumberKey::of`]), for [`Scenario::set_number`].
#[derive(Clone, Copy)]
pub struct NumberKey {
    name: &'static str,
    quantity: Physical,
    slot: fn(&mut Scenario) -> &mut Option<f64>,
}

impl core::fmt::Debug for NumberKey {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("NumberKey").field(&self.name).finish()
    }
}

impl NumberKey {
    /// Key `key` when [`Scenario::set`] sets it as a plain number of its quantity (`None`
    /// for a choice, and for `k` and the other stiffnesses, whose unit is kept apart).
    pub fn of(key: &str) -> Option<NumberKey> {
        if matches!(
            key,
            "k" | "unloading_stiffness" | "adhesive_branch_stiffness" | "tangential_damping"
        ) {
            return None;
        }
        let Some(Measure::Number(quantity)) = key_measure(key) else { return None };
        let &(name, slot) = NUMBER_SLOTS.iter().find(|(k, _)| *k == key)?;
        Some(NumberKey { name, quantity, slot })
    }
    /// The key.
    pub fn name(&self) -> &'static str {
        self.name
    }
}

/// The numbers of a scenario typed as text, each as typed ([`Scenario::typed`]).
#[derive(Debug, Clone, Default)]
pub struct Typed(alloc::vec::Vec<(&'static str, String)>);

impl PartialEq for Typed {
    /// Always equal: how a number was typed is not part of the scenario.
    fn eq(&self, _: &Typed) -> bool {
        true
    }
}

impl Typed {
    /// Keeps the text of key `key` when `value` is text, forgets it otherwise.
    fn keep(&mut self, key: &str, value: Value<'_>) {
        self.0.retain(|(k, _)| *k != key);
        // Only text is kept: a number set (a table sets millions) looks nothing up.
        let Value::Text(t) = value else { return };
        if let Some(k) = KEYS.iter().find(|k| **k == key) {
            if !t.trim().is_empty() {
                self.0.push((k, t.trim().into()));
            }
        }
    }
    /// The text key `key` was typed as, if it was typed as text.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, t)| t.as_str())
    }
}

/// The unit a stiffness `k` was given in: the w of N/m^w it implies, and the text typed.
#[derive(Debug, Clone, PartialEq)]
pub struct StiffnessUnit {
    /// w of N/m^w (1 for N/m, 1.5 for N/m^1.5).
    pub w: f64,
    /// The value as typed, e.g. `5 kN/m^1.5`.
    pub text: String,
}

/// The dimension each numeric key expects (`None` for `k`, whose dimension N/m^w depends on
/// the model, and for keys that are not numeric): the key table's quantity.
pub fn key_dims(key: &str) -> Option<Dims> {
    match key_measure(key)? {
        Measure::Number(q) => Some(q.dims),
        _ => None,
    }
}

/// The name of a key's quantity where its dimension is shared with another's: a surface
/// energy (J/m², kg·s⁻² like N/m), an energy density (J/m³, like Pa).
pub(crate) fn key_kind(key: &str) -> Option<units::Kind> {
    match key_measure(key)? {
        Measure::Number(q) => q.kind,
        _ => None,
    }
}

/// A number from any source; text may carry a unit of dimension `dims` (see
/// [`crate::units`]), a bare number is SI. Blank text is "not given".
/// A zero given as −0 is taken as +0 (so that no result shows "-0", e.g. a damping
/// constant passed through unchanged).
/// The quantity's own name is the key table's where the key is a scenario key.
pub(crate) fn number_as(key: &str, v: Value<'_>, dims: Dims) -> Result<Option<f64>, Error> {
    number_in(key, v, Physical { dims, kind: key_kind(key) })
}

/// [`number_as`] for a quantity `q` named by the caller (a rolling stiffness in N·m/rad).
pub(crate) fn number_in(key: &str, v: Value<'_>, q: Physical) -> Result<Option<f64>, Error> {
    let v = number_as_signed(key, v, q)?;
    Ok(v.map(|x| if x == 0.0 { 0.0 } else { x }))
}

fn number_as_signed(key: &str, v: Value<'_>, q: Physical) -> Result<Option<f64>, Error> {
    match v {
        Value::Number(x) => Ok(Some(x)),
        Value::Null => Ok(None),
        Value::Text(s) if s.trim().is_empty() => Ok(None),
        Value::Text(s) => units::parse_as_kind(s, q.dims, q.kind).map(Some).map_err(|reason| {
            Error::Units { field: key.to_string(), value: s.trim().to_string(), reason }
        }),
    }
}

/// `k`: any stiffness N/m^w; the w of a unit is kept for the check against the model.
fn stiffness_value(key: &str, v: Value<'_>) -> Result<(Option<f64>, Option<StiffnessUnit>), Error> {
    let Value::Text(s) = v else { return Ok((number_as(key, v, Dims::NONE)?, None)) };
    let s = s.trim();
    if s.is_empty() {
        return Ok((None, None));
    }
    let bad = |reason: String| Error::Units { field: key.into(), value: s.to_string(), reason };
    let q = units::parse(s).map_err(bad)?;
    if !q.had_unit {
        return Ok((Some(q.value), None));
    }
    let stiffness = (q.dims.mass - 1.0).abs() < 1e-9 && (q.dims.time + 2.0).abs() < 1e-9;
    if !stiffness || q.dims.length >= 1.0 {
        return Err(bad(format!(
            "the unit is {}, not a stiffness N/m^w (N/m for linear, N/m^1.5 for Hertz-type)",
            units::dimension_name(q.dims)
        )));
    }
    Ok((Some(q.value), Some(StiffnessUnit { w: 1.0 - q.dims.length, text: s.to_string() })))
}

// `CODE_IDS`, every code setting id of the catalogue ([`crate::codes::SETTINGS`] holds one
// setting each, in this order), `PLASTIC_CODE_IDS`, the elastic–plastic settings' ids, and
// `CODE_EXPECTED`, the expected-value text of `code`
// errors: generated from the catalogue by build.rs, so that reading a scenario does not
// depend on the catalogue, which sits above it.
include!(concat!(env!("OUT_DIR"), "/code_ids.rs"));

/// What a `code` error expects in this build: without the `codes` feature no id is known,
/// and the list of ids stays out of the binary (the page's first module).
const CODE_EXPECTED_HERE: &str = if cfg!(feature = "codes") { CODE_EXPECTED } else { NO_CODES };

/// What a `code` expects in a build without the `codes` feature.
pub const NO_CODES: &str =
    "no code settings in this build (dem-contact without its `codes` feature)";

/// A code setting's id; without the `codes` feature none is known (and the settings stay
/// out of the binary).
fn code_id(s: &str) -> Option<&'static str> {
    if cfg!(feature = "codes") {
        CODE_IDS.iter().chain(PLASTIC_CODE_IDS).copied().find(|id| *id == s)
    } else {
        None
    }
}

/// A release's name as text (checked against the code's releases when solving; a bare
/// number is refused, as `3.8` could not tell `3.8.0` from `3.80`).
fn release_name(v: Value<'_>) -> Result<Option<String>, Error> {
    match v {
        Value::Null => Ok(None),
        Value::Text(s) if s.trim().is_empty() => Ok(None),
        Value::Text(s) if s.chars().count() <= 40 => Ok(Some(s.trim().into())),
        Value::Text(s) => Err(Error::Invalid {
            field: "version".into(),
            value: s.into(),
            expected: "a release name of at most 40 characters (22Jul2025, 2023.02a)",
        }),
        Value::Number(x) => Err(Error::Invalid {
            field: "version".into(),
            value: x.to_string(),
            expected: "a release name as text, e.g. \"22Jul2025\" or \"2023.02a\"",
        }),
    }
}

/// A yes/no option: `true`/`false`, `on`/`off`, `yes`/`no`, `1`/`0`.
fn parse_bool(s: &str) -> Option<bool> {
    match s.to_ascii_lowercase().as_str() {
        "true" | "on" | "yes" | "1" => Some(true),
        "false" | "off" | "no" | "0" => Some(false),
        _ => None,
    }
}

fn choice<T>(
    key: &str,
    v: Value<'_>,
    parse: &impl Fn(&str) -> Option<T>,
    expected: &'static str,
) -> Result<Option<T>, Error> {
    match v {
        Value::Null => Ok(None),
        Value::Text(s) if s.trim().is_empty() => Ok(None),
        Value::Text(s) => parse(s.trim()).map(Some).ok_or_else(|| Error::Invalid {
            field: key.to_string(),
            value: s.to_string(),
            expected,
        }),
        Value::Number(x) => match parse(&x.to_string()) {
            // A number stands for itself only where it is an option (limit: 1 or 0).
            Some(v) if key == "limit" || key == "absolute_damping" => Ok(Some(v)),
            _ => Err(Error::Invalid { field: key.to_string(), value: x.to_string(), expected }),
        },
    }
}

impl Scenario {
    /// Sets one key from any source. Unknown keys and values of the wrong kind are errors
    /// naming the key; ranges are checked later, by [`crate::solve`], where the other keys
    /// are known too. A `Null` or blank value resets the key to "not given".
    pub fn set(&mut self, key: &str, value: Value<'_>) -> Result<(), Error> {
        if self.set_choice(key, value)? {
            return Ok(());
        }
        match key {
            "k" => {
                (self.k, self.k_unit) = stiffness_value("k", value)?;
                self.typed.keep(key, value);
            }
            // A stiffness of the model's own exponent (N/m^n, N/m^χ): any stiffness unit.
            "unloading_stiffness" | "adhesive_branch_stiffness" => {
                let v = stiffness_value(key, value)?.0;
                if let Some(slot) = self.number_slot(key) {
                    *slot = v;
                }
                self.typed.keep(key, value);
            }
            // The contract's "none" (no tangential dashpot) is "not given".
            "tangential_damping" if matches!(value, Value::Text(t) if t.trim() == "none") => {
                self.tangential_damping = None
            }
            // The key's quantity looked up once (dimension and kind together: a table of
            // scenarios sets millions of keys).
            _ => match (key_measure(key), self.number_slot(key)) {
                (Some(Measure::Number(q)), Some(slot)) => {
                    *slot = number_in(key, value, q)?;
                    self.typed.keep(key, value);
                }
                _ => {
                    return Err(match crate::text::closest(key, KEYS) {
                        Some(suggestion) => Error::Misspelled { field: key.into(), suggestion },
                        None => Error::Unknown { field: key.to_string() },
                    })
                }
            },
        }
        Ok(())
    }

    /// Sets number `key` (resolved once by [`NumberKey::of`]) to `x` (`None`: not given):
    /// what [`Scenario::set`] does with `Value::Number(x)` (or `Value::Null`) for that key,
    /// without looking the key up — a table's column, set in each of a million rows.
    pub fn set_number(&mut self, key: NumberKey, x: Option<f64>) {
        let value = x.map_or(Value::Null, Value::Number);
        // A number or nothing is never refused by a number key (only a text with a unit is).
        if let Ok(v) = number_in(key.name, value, key.quantity) {
            *(key.slot)(self) = v;
        }
        self.typed.keep(key.name, value);
    }

    /// Builds a scenario from (key, value) pairs, e.g. a URL query or a JS object's
    /// entries. Stops at the first bad pair.
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, Value<'a>)>,
    ) -> Result<Scenario, Error> {
        let mut r = Reader::default();
        for (k, v) in pairs {
            r.add(k, v)?;
        }
        r.finish()
    }

    /// `model`, `end` or `mass_rule` written with a value (blank and null are "not given"):
    /// the choices a code setting makes itself.
    pub fn decided_by_code(key: &str, v: &Value<'_>) -> Option<&'static str> {
        let key = ["model", "end", "mass_rule"].into_iter().find(|k| *k == key)?;
        v.is_given().then_some(key)
    }

    /// A model, end of contact or mass rule written beside a `code` is an error even when it
    /// equals the default (`"model": "linear"` with a Hertz code would otherwise pass
    /// silently): the code decides them. `named` is the first such key the input wrote.
    pub fn no_choice_beside_code(&self, named: Option<&'static str>) -> Result<(), Error> {
        match named {
            Some(field) if self.code.is_some() => Err(Error::Conflict { field, other: "code" }),
            _ => Ok(()),
        }
    }
}

/// Reads a scenario pair by pair, as every reader does — [`Scenario::from_pairs`], a JSON
/// object, the page's JS object and link (`crates/web`): each key through [`Scenario::set`]
/// (errors name the key); a key given twice with a value refused ([`Error::Duplicate`]: a
/// blank or null value is "not given", so `e=` then `e=0.5` is `e = 0.5`, but `e=0.5` then
/// `e=0.7` is an error, as the CLI says of a JSON object); then the choices a code makes itself
/// refused beside a `code`. The conflicts between keys (`e` with `e_with_adhesion`,
/// `surface_energy` with `work_of_adhesion`) are refused by [`crate::solve`], whatever read
/// the scenario.
#[derive(Debug, Default)]
pub struct Reader {
    scenario: Scenario,
    named: Option<&'static str>,
    /// The keys given a value so far, with that value as typed.
    given: alloc::vec::Vec<(&'static str, String)>,
}

impl Reader {
    /// Sets one key.
    pub fn add(&mut self, key: &str, value: Value<'_>) -> Result<(), Error> {
        if let Some((_, first)) = self.given.iter().find(|(k, _)| *k == key) {
            if !value.is_given() {
                return Ok(()); // a blank after a value: the value stands
            }
            return Err(Error::Duplicate {
                field: key.into(),
                first: first.clone(),
                second: value.as_typed(),
            });
        }
        self.named = self.named.or(Scenario::decided_by_code(key, &value));
        self.scenario.set(key, value)?;
        if let (true, Some(k)) = (value.is_given(), KEYS.iter().find(|k| **k == key)) {
            self.given.push((k, value.as_typed()));
        }
        Ok(())
    }
    /// The scenario read, once every key is in.
    pub fn finish(self) -> Result<Scenario, Error> {
        self.scenario.no_choice_beside_code(self.named)?;
        Ok(self.scenario)
    }
}

/// The input to name when results leave the range of f64 though each input is valid: the
/// one farthest from 1 in orders of magnitude (|log10 x| largest; g = 1e300 among ordinary
/// masses and stiffnesses) beyond 1e±30, else the impact speed (`h0` when given as a drop
/// height, `v0` otherwise). Poisson's ratios are bounded and never the cause.
pub(crate) fn most_extreme(sc: &Scenario) -> &'static str {
    extreme_input(sc).unwrap_or(if sc.h0.is_some() { "h0" } else { "v0" })
}

/// The input beyond 1e±30 farthest from 1 in orders of magnitude, if any ([`most_extreme`]).
pub(crate) fn extreme_input(sc: &Scenario) -> Option<&'static str> {
    extreme_of(&sc.number_list())
}

/// Of `numbers`, the one beyond 1e±30 farthest from 1 in orders of magnitude, if any
/// (Poisson's ratios, bounded, never).
pub(crate) fn extreme_of(numbers: &[(&'static str, f64)]) -> Option<&'static str> {
    numbers
        .iter()
        .filter(|(k, x)| !matches!(*k, "nu1" | "nu2") && x.is_finite() && *x != 0.0)
        .map(|(k, x)| (*k, crate::math::ln(x.abs()).abs()))
        .filter(|(_, l)| *l > crate::math::ln(1e30))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(k, _)| k)
}

/// The key to charge with a failure of the numbers' scale (an integration that cannot
/// finish, a derived damping out of its range) — always one the user gave: an input beyond
/// 1e±30 ([`extreme_input`]: `surface_energy` = 1e300, `v_char` = 1e-300), else the
/// dissipation given (`e`, `e_with_adhesion`, `damping`, `exponent`), else the impact speed.
pub(crate) fn scale_culprit(sc: &Scenario) -> &'static str {
    let dissipation = [
        ("e", sc.e),
        ("e_with_adhesion", sc.e_with_adhesion),
        ("e_with_plasticity", sc.e_with_plasticity),
        ("damping", sc.damping),
        ("exponent", sc.exponent),
    ];
    extreme_input(sc)
        .or_else(|| dissipation.iter().find(|(_, x)| x.is_some()).map(|(k, _)| *k))
        .unwrap_or_else(|| most_extreme(sc))
}

/// An error from solving `sc`, charged to a key the user gave and showing its value (one
/// place for the CLI, Python and the page): a failure found at a key that was not given —
/// the damping a model derived from e (`damping = 3.2e299: damping constant α2 must be in
/// [0, 1e6]` with no damping typed), a scale its defaults set — goes to [`scale_culprit`],
/// with what was derived; a numerical failure at a given number shows that number
/// (`surface_energy = 1e300: the contact is too stiff …`). Other errors are as they are.
pub(crate) fn charged(sc: &Scenario, err: Error) -> Error {
    let numbers = sc.number_list();
    // (A failure is only ever found at a numeric key: the numbers tell what was given.)
    let given = |k: &str| numbers.iter().any(|(n, _)| *n == k);
    let err = charge(err, &numbers, |k| KEYS.contains(&k) && !given(k), scale_culprit(sc));
    match sc.typed.get(err.field()) {
        Some(text) => err.typed_as(text),
        None => err,
    }
}

/// [`charged`] for any input: `numbers` the numbers given, `not_given(key)` whether `key` is
/// an input key left out, `culprit` the given key that sets the scale.
pub(crate) fn charge(
    err: Error,
    numbers: &[(&'static str, f64)],
    not_given: impl Fn(&str) -> bool,
    culprit: &'static str,
) -> Error {
    let value = |key: &str| numbers.iter().find(|(k, _)| *k == key).map(|(_, x)| *x);
    let at_culprit = |reason: String| match value(culprit) {
        Some(v) => Error::Unreachable { field: culprit, value: v, reason },
        None => Error::Numerical { field: culprit, reason },
    };
    match err {
        Error::Numerical { field, reason } | Error::Unreachable { field, reason, .. }
            if not_given(field) =>
        {
            at_culprit(reason)
        }
        Error::Numerical { field, reason } => match value(field) {
            Some(v) => Error::Unreachable { field, value: v, reason },
            None => Error::Numerical { field, reason },
        },
        Error::OutOfRange { field, value: derived, what, allowed } if not_given(field) => {
            at_culprit(format!(
                "the {what} these inputs give ({field}, not given) is {}; it must be {allowed}",
                crate::text::num(derived, 5)
            ))
        }
        other => other,
    }
}

#[cfg(feature = "serde")]
pub(crate) use de::Scalar as ScalarValue;

#[cfg(feature = "serde")]
mod de {
    use super::{Scenario, Value};
    use alloc::string::String;
    use core::fmt;
    use serde::de::{self, Deserializer, MapAccess, Visitor};

    /// A scalar as JSON gives it: number, string or null.
    pub struct Scalar(Option<ScalarKind>);
    enum ScalarKind {
        Num(f64),
        Text(String),
    }

    impl<'de> serde::Deserialize<'de> for Scalar {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Scalar;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a number, a string or null")
                }
                fn visit_f64<E>(self, v: f64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v))))
                }
                fn visit_i64<E>(self, v: i64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v as f64))))
                }
                fn visit_u64<E>(self, v: u64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v as f64))))
                }
                fn visit_str<E>(self, v: &str) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Text(v.into()))))
                }
                fn visit_bool<E>(self, v: bool) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Text(if v { "true" } else { "false" }.into()))))
                }
                fn visit_unit<E>(self) -> Result<Scalar, E> {
                    Ok(Scalar(None))
                }
                fn visit_none<E>(self) -> Result<Scalar, E> {
                    Ok(Scalar(None))
                }
            }
            d.deserialize_any(V)
        }
    }

    impl Scalar {
        /// As a [`Value`] borrowing this scalar.
        pub fn as_value(&self) -> Value<'_> {
            match &self.0 {
                None => Value::Null,
                Some(ScalarKind::Num(x)) => Value::Number(*x),
                Some(ScalarKind::Text(t)) => Value::Text(t),
            }
        }
    }

    /// Reads a JSON object key by key through [`Scenario::set`]: unknown keys are errors,
    /// and every message starts with the key.
    impl<'de> serde::Deserialize<'de> for Scenario {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Scenario;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a scenario object such as {\"model\":\"linear\", ...}")
                }
                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Scenario, A::Error> {
                    let mut r = super::Reader::default();
                    while let Some(key) = map.next_key::<String>()? {
                        let v: Scalar = map.next_value().map_err(|e| {
                            de::Error::custom(alloc::format!("{}: {e}", crate::text::KeyText(&key)))
                        })?;
                        r.add(&key, v.as_value()).map_err(de::Error::custom)?;
                    }
                    r.finish().map_err(de::Error::custom)
                }
            }
            d.deserialize_map(V)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn most_extreme_input() {
        let sc = |pairs: &[(&str, f64)]| {
            let mut s = Scenario::default();
            for (k, v) in pairs {
                s.set(k, Value::Number(*v)).unwrap();
            }
            s
        };
        assert_eq!(most_extreme(&sc(&[("m1", 5.0), ("k", 1e4), ("g", 1e300)])), "g");
        assert_eq!(most_extreme(&sc(&[("m1", 1e-300), ("k", 1e200)])), "m1");
        assert_eq!(most_extreme(&sc(&[("m1", 5.0), ("k", 1e9)])), "v0");
    }

    /// A model, end or mass rule written beside a code is refused even at its default
    /// value; blank is "not given".
    #[test]
    fn code_decides_model_end_and_mass_rule() {
        for key in ["model", "end", "mass_rule"] {
            let value = match key {
                "model" => "linear",
                "end" => "overlap",
                _ => "reduced",
            };
            let err = Scenario::from_pairs([
                ("code", Value::Text("lammps-hertz-coeff-restitution")),
                (key, Value::Text(value)),
            ])
            .unwrap_err();
            assert_eq!(err.field(), key);
            assert!(err.to_string().contains("code"), "{err}");
            // Without the code, or blank: accepted.
            assert!(Scenario::from_pairs([(key, Value::Text(value))]).is_ok());
            assert!(Scenario::from_pairs([
                (key, Value::Text(" ")),
                ("code", Value::Text("lammps-hertz-coeff-restitution")),
            ])
            .is_ok());
        }
    }

    /// A key given twice with a value is refused, naming both values; a blank or null value
    /// is "not given" and gives way (so a link's cleared `e=` and a later `e=0.5` read 0.5).
    #[test]
    fn keys_given_twice() {
        let err = Scenario::from_pairs([
            ("surface_energy", Value::Number(0.05)),
            ("surface_energy", Value::Text("0.07")),
        ])
        .unwrap_err();
        assert_eq!(err.field(), "surface_energy");
        assert_eq!(
            err.to_string(),
            r#"surface_energy: given twice (0.05, then "0.07"); give it once"#
        );
        for pairs in [
            [("e", Value::Text("")), ("e", Value::Number(0.5))],
            [("e", Value::Number(0.5)), ("e", Value::Text(" "))],
            [("e", Value::Null), ("e", Value::Text("0.5"))],
        ] {
            let s = Scenario::from_pairs(pairs).unwrap();
            assert_eq!(s.e, Some(0.5), "{pairs:?}");
        }
    }

    #[test]
    fn set_and_errors() {
        let s = Scenario::from_pairs([
            ("model", Value::Text("linear")),
            ("m1", Value::Number(5.0)),
            ("m2", Value::Text(" 5 ")),
            ("k1", Value::Text("1e4")),
            ("v0", Value::Text("")),
            ("mass_rule", Value::Text("arithmetic")),
            ("end", Value::Text("force")),
        ])
        .unwrap();
        assert_eq!(s.m2, Some(5.0));
        assert_eq!(s.k1, Some(1e4));
        assert_eq!(s.v0, None);
        assert_eq!(s.mass_rule, MassRule::Arithmetic);
        assert_eq!(s.end, End::Force);

        let err = Scenario::from_pairs([("v0", Value::Text("fast"))]).unwrap_err();
        assert_eq!(err.field(), "v0");
        let err = Scenario::from_pairs([("foo", Value::Number(1.0))]).unwrap_err();
        assert_eq!(err, Error::Unknown { field: "foo".into() });
        let err = Scenario::from_pairs([("model", Value::Text("quantum"))]).unwrap_err();
        assert_eq!(err.field(), "model");
        let err = Scenario::from_pairs([("end", Value::Number(1.0))]).unwrap_err();
        assert_eq!(err.field(), "end");
        // Text "NaN" parses; the range check in solve rejects it with the value shown.
        let s = Scenario::from_pairs([("e", Value::Text("NaN"))]).unwrap();
        assert!(s.e.unwrap().is_nan());
    }

    #[test]
    fn every_key_is_settable() {
        let mut s = Scenario::default();
        for &k in KEYS {
            let v = match k {
                "model" => Value::Text("linear"),
                "mass_rule" => Value::Text("reduced"),
                "end" => Value::Text("overlap"),
                "formula" => Value::Text("hu-fit"),
                "linear_k" => Value::Text("di-maio-di-renzo"),
                "code" => Value::Text("lammps-hertz-tsuji"),
                "version" => Value::Text("22Jul2025"),
                "limit" | "absolute_damping" | "fix_kc" | "constant_unloading" => {
                    Value::Text("true")
                }
                "tangential" => Value::Text("mindlin"),
                "adhesion" => Value::Text("jkr"),
                "liquid_bridge" => Value::Text("willett"),
                "rupture" => Value::Text("lian"),
                _ => Value::Number(1.0),
            };
            s.set(k, v).unwrap();
        }
    }

    /// Every numeric key but `k` has a dimension, and text with a unit of another
    /// dimension is refused there.
    #[test]
    fn every_numeric_key_has_a_dimension() {
        let numeric = || {
            KEYS.iter()
                .filter(|k| matches!(key_measure(k), Some(Measure::Number(_) | Measure::Stiffness)))
        };
        assert_eq!(numeric().count(), KEYS.len() - 15);
        // The stiffnesses of a model's own exponent (k: N/m^w; an elastic–plastic law's
        // unloading and adhesive stiffnesses: N/m^n, N/m^χ) have none: any stiffness unit.
        let stiffness = |k: &str| matches!(key_measure(k), Some(Measure::Stiffness));
        for &k in numeric() {
            assert_eq!(key_dims(k).is_none(), stiffness(k), "{k}");
        }
        assert_eq!(numeric().filter(|k| stiffness(k)).count(), 3);
        assert_eq!(key_dims("model"), None);
        let mut s = Scenario::default();
        for &k in numeric().filter(|&&k| stiffness(k)) {
            let err = s.set(k, Value::Text("1 s")).unwrap_err();
            assert_eq!(err.field(), k);
            assert!(err.to_string().contains("not a stiffness N/m^w"), "{err}");
        }
        for &k in numeric().filter(|&&k| !stiffness(k) && k != "tc") {
            // 1 s is a time, which no scenario key but `tc` is.
            let err = s.set(k, Value::Text("1 s")).unwrap_err();
            assert_eq!(err.field(), k);
            assert!(err.to_string().contains("\"s\" is a time (s), not "), "{err}");
        }
        let err = s.set("tc", Value::Text("1 m")).unwrap_err();
        assert!(err.to_string().contains("\"m\" is a length (m), not a time (s)"), "{err}");
        assert_eq!(s.set("tc", Value::Text("25 µs")), Ok(()));
        assert_eq!(s.tc, Some(2.5e-5));
    }

    /// The key table gives each model and adhesive law its keys, each group its keys, and
    /// every key its unit; a quantity with its own name is named in a unit error.
    #[test]
    fn the_key_table() {
        let pf = keys_of("power-function");
        for k in ["m1", "k", "k1", "transition_force", "exponent", "vt"] {
            assert!(pf.contains(&k), "{k}");
        }
        // Local damping: every model's but the power function's, which refuses it.
        assert!(keys_of("hysteretic").contains(&"local_damping"));
        for k in ["E1", "w", "formula", "code", "surface_energy", "tc", "local_damping"] {
            assert!(!pf.contains(&k), "{k}");
        }
        let hertz = keys_of("hertz");
        assert!(hertz.contains(&"E1") && hertz.contains(&"k") && !hertz.contains(&"k1"));
        assert!(keys_of("hunt-crossley").contains(&"formula"));
        let jkr: alloc::vec::Vec<_> = keys_of("jkr")
            .into_iter()
            .filter(|k| key_place(k).unwrap().0 == Group::Adhesion)
            .collect();
        assert_eq!(jkr, ["surface_energy", "work_of_adhesion", "e_with_adhesion"]);
        let tangential: alloc::vec::Vec<_> = keys_in(Group::Tangential, false).collect();
        assert_eq!(tangential.len(), 8);
        assert_eq!(
            keys_in(Group::Code, true).collect::<alloc::vec::Vec<_>>(),
            ["code", "version", "limit"]
        );
        let table = key_table();
        assert_eq!(table.iter().map(|k| k.name).collect::<alloc::vec::Vec<_>>(), KEYS);
        let unit = |key: &str| table.iter().find(|k| k.name == key).unwrap().measure.unit_text();
        assert_eq!(unit("surface_energy"), "J/m^2");
        assert_eq!(unit("cohesion_energy_density"), "J/m^3");
        assert_eq!(unit("rho1"), "kg/m^3");
        assert_eq!(
            (unit("k"), unit("model"), unit("limit")),
            ("N/m^w".into(), "text".into(), "bool".into())
        );
        let err = Scenario::from_pairs([("surface_energy", Value::Text("5 kg"))]).unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"surface_energy = "5 kg": "kg" is a mass (kg), not a surface energy (J/m²)"#
        );
        let err =
            crate::rolling::RollingInput::from_pairs([("krot", Value::Text("5 kg"))]).unwrap_err();
        assert!(err.to_string().ends_with("not a rotational stiffness (N·m/rad)"), "{err}");
        let mut r = crate::rolling::RollingInput::default();
        r.set("krot", Value::Text("2 mN·m")).unwrap();
        assert_eq!(r.krot, Some(0.002));
    }

    /// Text with units gives the SI value (exactly the double of the SI decimal), and
    /// a wrong dimension names the field, the text and both dimensions.
    #[test]
    fn units() {
        let s = Scenario::from_pairs([
            ("m1", Value::Text("2.1 g")),
            ("r1", Value::Text("4 mm")),
            ("E1", Value::Text("70 GPa")),
            ("rho1", Value::Text("2.6 g/cm^3")),
            ("v0", Value::Text("72 km/h")),
            ("e", Value::Text("90 %")),
            ("g", Value::Text("9.81 m/s²")),
            ("transition_force", Value::Text("128 kN")),
        ])
        .unwrap();
        assert_eq!(s.m1, Some(0.0021));
        assert_eq!(s.r1, Some(0.004));
        assert_eq!(s.e1_modulus, Some(7e10));
        assert!((s.rho1.unwrap() - 2600.0).abs() < 1e-9);
        assert_eq!(s.v0, Some(20.0));
        assert_eq!(s.e, Some(0.9));
        assert_eq!(s.g, Some(9.81));
        assert_eq!(s.transition_force, Some(1.28e5));

        let err = Scenario::from_pairs([("E1", Value::Text("70 mm"))]).unwrap_err();
        assert_eq!(err.field(), "E1");
        assert_eq!(err.to_string(), r#"E1 = "70 mm": "mm" is a length (m), not a pressure (Pa)"#);
        let err = Scenario::from_pairs([("v0", Value::Text("3 furlongs"))]).unwrap_err();
        assert_eq!(err.field(), "v0");
        assert!(err.to_string().starts_with(r#"v0 = "3 furlongs": "#), "{err}");
        let err = Scenario::from_pairs([("k", Value::Text("5 kg"))]).unwrap_err();
        assert_eq!(err.field(), "k");
        assert!(err.to_string().contains("not a stiffness N/m^w"), "{err}");
    }

    /// k with a unit: its w is checked against the model's when solving.
    #[test]
    fn stiffness_units_follow_the_model() {
        let base = [
            ("m1", Value::Text("2.094 g")),
            ("v0", Value::Text("6.331 m/s")),
            ("e", Value::Number(0.9)),
        ];
        let with = |model: &'static str, k: &'static str| {
            let mut pairs = base.to_vec();
            pairs.push(("model", Value::Text(model)));
            pairs.push(("k", Value::Text(k)));
            crate::solve(&Scenario::from_pairs(pairs).unwrap())
        };
        // The same scenario typed in SI numbers gives the same solution, bit for bit.
        let si = Scenario::from_pairs([
            ("model", Value::Text("tsuji")),
            ("m1", Value::Number(2.094e-3)),
            ("v0", Value::Number(6.331)),
            ("e", Value::Number(0.9)),
            ("k", Value::Number(5.935e9)),
        ])
        .unwrap();
        assert_eq!(with("tsuji", "5.935 GN/m^1.5").unwrap(), crate::solve(&si).unwrap());
        assert_eq!(with("linear", "5 kN/m").unwrap().stiffness, 5000.0);
        let err = with("hertz", "5 kN/m").unwrap_err();
        assert_eq!(err.field(), "k");
        assert_eq!(
            err.to_string(),
            r#"k = "5 kN/m": the unit is N/m, but model hertz with w = 1.5 takes k in N/m^1.5"#
        );
        let err = with("linear", "5 kN/m^1.5").unwrap_err();
        assert_eq!(err.field(), "k");
        assert!(with("power-law", "1 N/m^2").is_err()); // w missing: reported by the model
        let mut pairs = base.to_vec();
        pairs.extend([
            ("model", Value::Text("power-law")),
            ("w", Value::Number(2.0)),
            ("p", Value::Number(2.0)),
            ("k", Value::Text("1e12 N/m^2")),
        ]);
        assert!(crate::solve(&Scenario::from_pairs(pairs).unwrap()).is_ok());
    }
}
