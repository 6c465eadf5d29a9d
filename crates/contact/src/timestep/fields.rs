//! The timestep's own keys as a form asks for them: each key's label, hint and what an empty
//! field stands for, in the form's order, and the unit each number is read in
//! ([`key_unit`], from the dimension [`super::TimestepInput::set`] reads it in). The page's
//! Timestep view builds its inputs from this table (through the full WebAssembly module);
//! words, not physics: the defaults said here are the ones the stages apply
//! ([`super::DEFAULT_RAYLEIGH_FRACTION`], [`super::DEFAULT_SAFETY_FACTOR`]), checked by a test.

use super::input::TimestepInput;
use super::packing::Packing;
pub use crate::keys::Field;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The timestep's keys a form asks for, in its order.
pub const FIELDS: &[Field] = &[
    Field {
        key: "dt",
        label: "Your timestep Δt, to check (optional)",
        hint: "Judged against every criterion: fine, inaccurate or unstable.",
        placeholder: "",
    },
    Field {
        key: "packing",
        label: "Neighbours of a particle (PFC's estimate)",
        hint: "Equal particles touching along each normal; more neighbours, a smaller step.",
        placeholder: "",
    },
    Field {
        key: "contacts",
        label: "Contacts (JSON list)",
        hint: "[{\"normal\": [1, 0, 0], \"point\": [0.001, 0, 0], \"kn\": 1e5, \"ks\": 5e4}, …]: normal and contact point relative to the particle's centre (2 components in 2D), stiffnesses in N/m.",
        placeholder: "",
    },
    Field {
        key: "rayleigh_fraction",
        label: "Fraction of the Rayleigh time",
        hint: "Empty: 20 %, what EDEM recommends for dense packings (40 % for loose ones). Needs the material and densities.",
        placeholder: "20 %",
    },
    Field {
        key: "safety_factor",
        label: "Safety factor on PFC's estimate",
        hint: "Empty: 1, the documented default of PFC's `model dynamic timestep safety-factor` (from the Itasca documentation, not read in PFC's source).",
        placeholder: "1",
    },
    Field {
        key: "r_min",
        label: "Smallest radius in the simulation, r_min",
        hint: "A polydisperse material (with r_max; masses as densities): the smallest particle against one of its size and against the largest.",
        placeholder: "",
    },
    Field { key: "r_max", label: "Largest radius, r_max", hint: "", placeholder: "" },
    Field {
        key: "kn",
        label: "Normal stiffness k_n",
        hint: "Empty: the contact's own — the linear k, or Hertz's tangent 2E*√(R*ξ_max) at the deepest overlap.",
        placeholder: "",
    },
    Field {
        key: "ks",
        label: "Shear stiffness k_s",
        hint: "Empty: Mindlin's 8G*√(R*ξ_max) from the material, else the ratio below × k_n.",
        placeholder: "",
    },
    Field { key: "ks_ratio", label: "k_s / k_n", hint: "", placeholder: "1" },
    Field {
        key: "v_max",
        label: "Largest speed, v_max",
        hint: "Empty: the impact speed v₀. With a_max and ε: the kinematic limit (nothing moves more than ε per step).",
        placeholder: "",
    },
    Field { key: "a_max", label: "Largest acceleration, a_max", hint: "", placeholder: "" },
    Field { key: "epsilon", label: "Largest move per step, ε", hint: "", placeholder: "" },
    Field { key: "thickness", label: "Disk thickness (2D)", hint: "", placeholder: "1" },
    Field {
        key: "kn_rot",
        label: "Rolling resistance: twisting stiffness k_nθ",
        hint: "The moment per radian of relative twist about the contact normal, per contact (PFC's k_nθ: a rolling-resistance model's, Timestep Determination, eq. 13–22). Empty: 0, no rolling resistance. Needs the radius.",
        placeholder: "",
    },
    Field {
        key: "ks_rot",
        label: "Rolling resistance: bending stiffness k_sθ",
        hint: "The moment per radian of relative rolling about each tangent axis, per contact (PFC's k_sθ). Empty: 0. With k_nθ, it stiffens the rotations, whose √(I/k) may then set the step.",
        placeholder: "",
    },
];

/// The SI unit a numeric timestep key is read in, as a form shows it (`m/s²`, `N/m`,
/// `N·m/rad`; `1` for a dimensionless one); `None` for a key that is no number of the
/// timestep's own (`packing`, `contacts`).
pub fn key_unit(key: &str) -> Option<String> {
    if matches!(key, "kn_rot" | "ks_rot" | "krot") {
        return Some(crate::units::ROTATIONAL_STIFFNESS.unit.into());
    }
    TimestepInput::key_dims(key).map(|d| d.si_unit())
}

/// The packings a form offers, most neighbours first (3D before 2D): each one's name and
/// its option, "12: face-centred cubic (3D)", "6: hexagonal (2D disks)".
pub fn packing_options() -> Vec<(&'static str, String)> {
    let mut all = Packing::ALL.to_vec();
    all.sort_by_key(|p| (core::cmp::Reverse(p.normals().len()), core::cmp::Reverse(p.dim())));
    all.into_iter()
        .map(|p| {
            let disks = if p.dim() == 2 { " disks" } else { "" };
            let option = format!("{}: {} ({}D{disks})", p.normals().len(), p.words(), p.dim());
            (p.name(), option)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_a_timestep_key_once_with_the_defaults_the_stages_apply() {
        for (i, f) in FIELDS.iter().enumerate() {
            assert!(
                super::super::TIMESTEP_KEYS.contains(&f.key) || f.key == "contacts",
                "{}",
                f.key
            );
            assert!(FIELDS[..i].iter().all(|g| g.key != f.key), "{} twice", f.key);
            assert!(!f.label.is_empty());
        }
        let placeholder = |k: &str| FIELDS.iter().find(|f| f.key == k).unwrap().placeholder;
        let percent = super::super::DEFAULT_RAYLEIGH_FRACTION * 100.0;
        assert_eq!(placeholder("rayleigh_fraction"), format!("{percent} %"));
        let safety = super::super::DEFAULT_SAFETY_FACTOR;
        assert_eq!(placeholder("safety_factor"), format!("{safety}"));
        assert_eq!(key_unit("a_max").as_deref(), Some("m/s²"));
        assert_eq!(key_unit("kn").as_deref(), Some("N/m"));
        assert_eq!(key_unit("kn_rot").as_deref(), Some("N·m/rad"));
        assert_eq!(key_unit("dt").as_deref(), Some("s"));
        assert_eq!(key_unit("safety_factor").as_deref(), Some("1"));
        assert_eq!((key_unit("packing"), key_unit("contacts")), (None, None));
        let options: Vec<String> = packing_options().into_iter().map(|(_, o)| o).collect();
        assert_eq!(
            options,
            [
                "12: face-centred cubic (3D)",
                "8: body-centred cubic (3D)",
                "6: simple cubic (3D)",
                "6: hexagonal (2D disks)",
                "4: square (2D disks)"
            ]
        );
    }
}
