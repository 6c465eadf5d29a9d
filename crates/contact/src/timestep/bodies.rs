//! The body whose degrees of freedom PFC's estimate sums over: its radius, density and mass
//! (given, or a solid sphere 4/3 π r³ ρ, a disk π r² t ρ), the packing it sits in when no
//! contacts are listed, and its moment of inertia (given, or a solid sphere 2/5 m r², a disk
//! ½ m r²). Itasca PFC manual, Timestep Determination, eq. 11: √(m/k_tran) and √(I/k_rot).

use super::cases::{self, Case};
use super::input::TimestepInput;
use super::packing::Packing;
use super::validate::pos;
use crate::error::Error;
use core::f64::consts::PI;

/// The body, as the particles' description gives it.
pub(super) struct Body {
    /// 2 or 3.
    pub dim: u8,
    /// Its material and the keys it came from ([`cases::describe`]).
    pub described: cases::Body,
    /// Radius \[m\], when known.
    pub r: Option<f64>,
    /// Density \[kg/m³\], when known.
    pub rho: Option<f64>,
    /// Mass \[kg\].
    pub mass: f64,
    /// The packing: chosen, or the densest regular one when neither contacts nor a packing
    /// is given but a contact stiffness is.
    pub packing: Option<Packing>,
}

/// The body's moment of inertia, and the radius its contacts are laid out at.
pub(super) struct Inertia {
    /// Moment of inertia \[kg·m²\] (`None`: no radius to take it from).
    pub inertia: Option<f64>,
    /// No radius given and none needed: a packing laid out at r = 1 m (a solid sphere's
    /// √(I/k_rot) does not depend on it).
    pub unit_radius: bool,
    /// The radius of the packing's contact points \[m\].
    pub r_layout: Option<f64>,
}

/// The body of `described`, with its mass and packing.
pub(super) fn body(
    inp: &TimestepInput,
    dim: u8,
    described: cases::Body,
    cases: &[Case],
) -> Result<Body, Error> {
    let keys = described.keys;
    let r = pos(keys.r, described.r, "radius", "a finite number > 0 m")?;
    let rho = pos(keys.rho, described.rho, "density", "a finite number > 0 kg/m³")?;
    let mass = mass(inp, dim, &described, r, rho)?;
    // Without a list of contacts, a packing: the densest regular one unless chosen.
    let packing = match (inp.packing, inp.contacts.is_empty()) {
        (None, true) if !cases.is_empty() || inp.kn.is_some() => {
            Some(if dim == 3 { Packing::FaceCentredCubic } else { Packing::Hexagonal })
        }
        (p, _) => p,
    };
    if !(mass.is_finite() && mass > 0.0) {
        let field = if described.m.is_some() { keys.m } else { keys.r };
        return Err(crate::error::out_of_f64(field, "mass", mass));
    }
    Ok(Body { dim, described, r, rho, mass, packing })
}

/// The mass: given, or a solid sphere 4/3 π r³ ρ (3D), a disk π r² t ρ (2D, thickness t
/// default 1 m as PFC2D).
fn mass(
    inp: &TimestepInput,
    dim: u8,
    described: &cases::Body,
    r: Option<f64>,
    rho: Option<f64>,
) -> Result<f64, Error> {
    let keys = described.keys;
    let thickness =
        pos("thickness", inp.thickness, "disk thickness", "a finite number > 0 m")?.unwrap_or(1.0);
    match (pos(keys.m, described.m, "mass", "a finite number > 0 kg")?, rho, r) {
        (Some(m), _, _) => Ok(m),
        (None, Some(rho), Some(r)) if dim == 3 => Ok(4.0 / 3.0 * PI * r * r * r * rho),
        (None, Some(rho), Some(r)) => Ok(PI * r * r * thickness * rho),
        _ => Err(Error::Missing {
            field: keys.m,
            hint: "give the body's mass m in kg, or its radius r with its density rho",
        }),
    }
}

/// The moment of inertia: `I` given, else a solid sphere 2/5 m r² (3D) or a disk ½ m r²
/// (2D). Without a radius, a packing without rolling stiffness is laid out at r = 1 m: a
/// solid sphere's √(I/k_rot) does not depend on r (I ∝ r², the shear stiffness acts at lever
/// arm r).
pub(super) fn inertia(inp: &TimestepInput, body: &Body) -> Result<Inertia, Error> {
    let rolling = inp.kn_rot.unwrap_or(0.0) != 0.0 || inp.ks_rot.unwrap_or(0.0) != 0.0;
    let unit_radius =
        body.r.is_none() && body.packing.is_some() && !rolling && inp.inertia.is_none();
    let r_layout = if unit_radius { Some(1.0) } else { body.r };
    let (dim, mass) = (body.dim, body.mass);
    let inertia =
        match (pos("I", inp.inertia, "moment of inertia", "a finite number > 0 kg·m²")?, r_layout)
        {
            (Some(i), _) => Some(i),
            (None, Some(r)) => Some(if dim == 3 { 0.4 * mass * r * r } else { 0.5 * mass * r * r }),
            (None, None) => None,
        };
    Ok(Inertia { inertia, unit_radius, r_layout })
}
