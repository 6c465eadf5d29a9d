//! The contacts: each contact the particles make, solved for its stiffness, damping and
//! duration ([`super::cases`]); the stiffness the body's contacts carry (`kn`, `ks` given,
//! or the stiffest contact described); and the body's contacts themselves, from a packing
//! (the contact point at r along each normal) or as listed, each a [`Contact`] of the Itasca
//! PFC manual's contact stiffness matrix (Timestep Determination, eq. 12–27).

use super::bodies::{Body, Inertia};
use super::cases::{self, Case, ContactCheck};
use super::input::{ContactInput, TimestepInput};
use super::matrix::{normalize, Contact};
use super::packing::Packing;
use super::validate::{nonneg, pos};
use crate::error::Error;
use crate::solution::Solution;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The normal and shear stiffness of the packing's contacts \[N/m\].
pub(super) struct Stiffness {
    /// `kn` given, else the stiffest contact described's.
    pub kn: Option<f64>,
    /// `ks` given, else that contact's.
    pub ks: Option<f64>,
}

/// The note when a material is given but no contact can be described.
pub(super) fn note_undescribed(inp: &TimestepInput, cases: &[Case], notes: &mut Vec<String>) {
    if cases.is_empty() && inp.kn.is_none() && (inp.young.is_some() || inp.shear.is_some()) {
        notes.push(
            "No contact described: the material's Hertz stiffness needs the largest impact \
             speed v_max (the criteria of one contact and of its duration are left out)."
                .into(),
        );
    }
}

/// Each contact the particles make, solved: its check and its solution, in the order of
/// `cases`.
pub(super) fn solve_cases(
    inp: &TimestepInput,
    cases: &[Case],
    notes: &mut Vec<String>,
) -> Result<(Vec<ContactCheck>, Vec<Solution>), Error> {
    let mut pairs = Vec::new();
    let mut solved = Vec::new();
    for case in cases {
        if case.speed_assumed {
            notes.push(
                "No impact speed given: 1 m/s assumed for the replay's overlaps and forces; the \
                 linear contact's duration and damping do not depend on it."
                    .into(),
            );
        }
        notes.extend(case.note.clone());
        let (c, sol) = cases::check(inp, case)?;
        pairs.push(c);
        solved.push(sol);
    }
    Ok((pairs, solved))
}

/// The stiffest contact described sets the packing's stiffness unless `kn` is given.
pub(super) fn stiffness_used(inp: &TimestepInput, pairs: &[ContactCheck]) -> Stiffness {
    let stiffest = pairs.iter().max_by(|a, b| a.kn.total_cmp(&b.kn));
    let (kn, ks) = match (inp.kn, stiffest) {
        (Some(kn), _) => (Some(kn), inp.ks.or(stiffest.map(|c| c.ks))),
        (None, Some(c)) => (Some(c.kn), Some(c.ks)),
        (None, None) => (None, inp.ks),
    };
    Stiffness { kn, ks }
}

/// The body's contacts: from its packing, or as listed.
pub(super) fn layout(
    inp: &TimestepInput,
    body: &Body,
    inertia: &Inertia,
    stiffness: &Stiffness,
    notes: &mut Vec<String>,
) -> Result<Vec<Contact>, Error> {
    if inp.packing.is_none() && body.packing.is_some() {
        notes.push(format!(
            "Neighbours: a {} packing (the densest regular one) for PFC's estimate; choose \
             another with packing.",
            body.packing.map_or("", |p| p.name())
        ));
    }
    match (body.packing, inp.contacts.is_empty()) {
        (Some(_), false) => Err(Error::Conflict { field: "packing", other: "contacts" }),
        (Some(p), true) => packed(inp, p, body, inertia, stiffness, notes),
        (None, false) => inp.contacts.iter().map(|c| listed(c, body.dim)).collect(),
        (None, true) => Err(Error::Missing {
            field: "contacts",
            hint: "give the body's contacts, or a packing with kn (and ks)",
        }),
    }
}

/// A packing's contacts: one per neighbour, the contact point at r along the normal, all
/// with the same stiffness.
fn packed(
    inp: &TimestepInput,
    p: Packing,
    body: &Body,
    inertia: &Inertia,
    stiffness: &Stiffness,
    notes: &mut Vec<String>,
) -> Result<Vec<Contact>, Error> {
    if p.dim() != body.dim {
        return Err(Error::Invalid {
            field: "packing".into(),
            value: p.name().into(),
            expected: "a packing of the chosen dimension (3D: simple-cubic, body-centred-cubic, face-centred-cubic; 2D: square, hexagonal)",
        });
    }
    let rr = match (body.r, inertia.r_layout) {
        (Some(r), _) => r,
        (None, Some(r)) => r,
        // Rolling stiffness makes the radius matter: charged to the key that did.
        _ => {
            return Err(Error::Missing {
                field: if inp.kn_rot.unwrap_or(0.0) != 0.0 { "kn_rot" } else { "ks_rot" },
                hint: "rolling stiffness needs the particle's radius (r, or r1 with the masses as densities): the contact points lie at r along each normal",
            })
        }
    };
    if inertia.unit_radius {
        notes.push(
            "No radius given: for a solid sphere (disk) the rotational limit √(I/k) \
             does not depend on it."
                .into(),
        );
    }
    let kn = pos("kn", stiffness.kn, "normal stiffness", "a finite number > 0 N/m")?.ok_or(
        Error::Missing {
            field: "kn",
            hint: "give the contacts' normal stiffness kn in N/m, or the material E, nu with the impact speed v_max",
        },
    )?;
    let ks = nonneg("ks", stiffness.ks.unwrap_or(0.0), "shear stiffness")?;
    let kn_rot = nonneg("kn_rot", inp.kn_rot.unwrap_or(0.0), "rotational stiffness")?;
    let ks_rot = nonneg("ks_rot", inp.ks_rot.unwrap_or(0.0), "rotational stiffness")?;
    Ok(p.normals()
        .into_iter()
        .map(|n| Contact {
            normal: n,
            point: [rr * n[0], rr * n[1], rr * n[2]],
            kn,
            ks,
            kn_rot,
            ks_rot,
        })
        .collect())
}

/// A listed contact, checked: stiffnesses ≥ 0, normal and point of `dim` finite
/// components, a non-zero normal.
fn listed(c: &ContactInput, dim: u8) -> Result<Contact, Error> {
    for v in [c.kn, c.ks, c.kn_rot, c.ks_rot] {
        nonneg("contacts", v, "contact stiffness")?;
    }
    let normal = vector(&c.normal, "normal", dim)?;
    if normalize(normal).is_none() {
        return Err(Error::Invalid {
            field: "contacts".into(),
            value: format!("normal {:?}", c.normal),
            expected: "a non-zero normal",
        });
    }
    let point = vector(&c.point, "point", dim)?;
    Ok(Contact { normal, point, kn: c.kn, ks: c.ks, kn_rot: c.kn_rot, ks_rot: c.ks_rot })
}

/// A listed vector as three components (z = 0 in 2D).
fn vector(v: &[f64], what: &str, dim: u8) -> Result<[f64; 3], Error> {
    if v.len() != dim as usize || v.iter().any(|x| !x.is_finite()) {
        return Err(Error::Invalid {
            field: "contacts".into(),
            value: format!("{what} {v:?}"),
            expected: if dim == 3 {
                "3 finite components (dim = 3)"
            } else {
                "2 finite components (dim = 2)"
            },
        });
    }
    Ok([v[0], v[1], if dim == 3 { v[2] } else { 0.0 }])
}
