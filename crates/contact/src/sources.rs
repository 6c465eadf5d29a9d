//! The references every formula shown to a user cites, by the short form the messages use
//! ("Teufelsbauer, Hübl & Wu 2008, eq. 11") and in full. The page lists them under
//! *Sources* and links each citation to its entry; `dem-contact sources` prints them. Doc
//! comments cite the same way: the author, the year and the equation.

/// One reference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Reference {
    /// Anchor id (`ref-…` on the page).
    pub key: &'static str,
    /// The citation as it appears in messages.
    pub cite: &'static str,
    /// The full reference.
    pub full: &'static str,
}

macro_rules! refs {
    ($($(#[cfg($cfg:meta)])? $key:literal, $cite:literal, $full:literal;)+) => {
        /// Every reference, in citation order of the calculator's subjects.
        pub const REFERENCES: &[Reference] = &[$(Reference { key: $key, cite: $cite, full: $full }),+];
        /// The same references as (key, citation) only: what linking the citations needs
        /// (the page's first-load module carries these; the full texts come with the rest).
        /// A reference marked `#[cfg(feature = "…")]` is cited only by what that feature
        /// computes: a build without it links none of its citations, so leaves it out here.
        pub const CITES: &[(&str, &str)] = &[$($(#[cfg($cfg)])? ($key, $cite)),+];
    };
}

refs! {
    "teufelsbauer2008", "Teufelsbauer, Hübl & Wu 2008",
        "H. Teufelsbauer, J. Hübl, W. Wu, A Revision of the Linear-Dashpot Model Applied in PFC. University of Natural Resources and Applied Life Sciences (BOKU), Institute of Mountain Risk Engineering and Institute of Geotechnical Engineering, Vienna (received September 2008). The linear spring–dashpot in closed form, α ↔ e, the effective-mass rule of PFC3D 3.0, an explicit scheme, three case studies.";
    "hu2011", "Hu et al. 2011",
        "G. Hu, Z. Hu, B. Jian, L. Liu, H. Wan, On the Determination of the Damping Coefficient of Non-linear Spring-dashpot System to Model Hertz Contact for Simulation by Discrete Element Method. Journal of Computers 6(5) (2011) 984–988.";
    "itasca-timestep", "Itasca PFC manual",
        "Itasca Consulting Group, PFC documentation (PFC 6.0/7.0), Timestep Determination: kinematic limit (eq. 1–4), timestep scaling (eq. 5–8), critical timestep (eq. 9–11), contact stiffness matrices in 3D (eq. 12–22) and 2D (eq. 23–27).";
    "delcid", "Del Cid",
        "Dr. Del Cid, Deriving the Damping Coefficient; Choosing a Timestep (web articles on discrete element modelling): the damped oscillator, e = √(h₁/h₀), the timestep rules of thumb.";
    "an2006", "An 2006",
        "B. An, A Study of Energy Loss During Rock Impact Using PFC2D, Master's thesis (2006); and the PFC2D user-defined contact model documentation Elastic-Inelastic Power Function Model (eq. 1–3).";
    "schwager2007", "Schwager & Pöschel 2007",
        "T. Schwager, T. Pöschel, Coefficient of restitution and linear–dashpot model revisited. Granular Matter 9 (2007) 465–469.";
    "tsuji1992", "Tsuji, Tanaka & Ishida 1992",
        "Y. Tsuji, T. Tanaka, T. Ishida, Lagrangian numerical simulation of plug flow of cohesionless particles in a horizontal pipe. Powder Technology 71 (1992) 239–250.";
    "hunt1975", "Hunt & Crossley 1975",
        "K. H. Hunt, F. R. E. Crossley, Coefficient of restitution interpreted as damping in vibroimpact. Journal of Applied Mechanics 42 (1975) 440–445.";
    "lankarani1990", "Lankarani & Nikravesh 1990",
        "H. M. Lankarani, P. E. Nikravesh, A contact force model with hysteresis damping for impact analysis of multibody systems. Journal of Mechanical Design 112 (1990) 369–376.";
    "flores2011", "Flores et al. 2011",
        "P. Flores, M. Machado, M. T. Silva, J. M. Martins, On the continuous contact force models for soft materials in multibody dynamics. Multibody System Dynamics 25 (2011) 357–375.";
    "gonthier2004", "Gonthier et al. 2004",
        "Y. Gonthier, J. McPhee, C. Lange, J.-C. Piedbœuf, A regularized contact model with asymmetric damping and dwell-time dependent friction. Multibody System Dynamics 11 (2004) 209–233.";
    "carvalho2019", "Carvalho & Martins 2019",
        "A. S. Carvalho, J. M. Martins, Exact restitution and generalizations for the Hunt–Crossley contact model. Mechanism and Machine Theory 139 (2019) 174–194.";
    "dimaio2004", "Di Maio & Di Renzo 2004",
        "F. P. Di Maio, A. Di Renzo, Analytical solution for the problem of frictional-elastic collisions of spherical particles using the linear model. Chemical Engineering Science 59 (2004) 3461–3475.";
    "hertz1882", "Hertz 1882",
        "H. Hertz, Über die Berührung fester elastischer Körper. Journal für die reine und angewandte Mathematik 92 (1882) 156–171.";
    "mindlin1953", "Mindlin & Deresiewicz 1953",
        "R. D. Mindlin, H. Deresiewicz, Elastic spheres in contact under varying oblique forces. Journal of Applied Mechanics 20 (1953) 327–344. The tangential stiffness of two elastic spheres, k_t = 8G*a, and its history.";
    "maw1976", "Maw, Barber & Fawcett 1976",
        "N. Maw, J. R. Barber, J. N. Fawcett, The oblique impact of elastic spheres. Wear 38 (1976) 101–114. Stick, slip and the rebound spin of oblique impacts; the rigid-body (Coulomb) limit.";
    "maw1981", "Maw, Barber & Fawcett 1981",
        "N. Maw, J. R. Barber, J. N. Fawcett, The role of elastic tangential compliance in oblique impact. Journal of Lubrication Technology 103 (1981) 74–80.";
    "thornton1991", "Thornton & Yin 1991",
        "C. Thornton, K. K. Yin, Impact of elastic spheres with and without adhesion. Powder Technology 65 (1991) 153–166. The incremental tangential force of Mindlin & Deresiewicz in oblique impacts.";
    "thornton2013", "Thornton, Cummins & Cleary 2013",
        "C. Thornton, S. J. Cummins, P. W. Cleary, An investigation of the comparative behaviour of alternative contact force models during inelastic collisions. Powder Technology 233 (2013) 30–46. The normal damping coefficient from the restitution for the Hertz–Mindlin contact (Appendix B, eq. B6–B7), used by Yade's en.";
    "direnzo2004", "Di Renzo & Di Maio 2004",
        "A. Di Renzo, F. P. Di Maio, Comparison of contact-force models for the simulation of collisions in DEM-based granular flow codes. Chemical Engineering Science 59 (2004) 525–541. The no-slip Mindlin stiffness k_t = 8G*√(R*ξ) on the total tangential displacement (eq. 9).";
    "cundall1979", "Cundall & Strack 1979",
        "P. A. Cundall, O. D. L. Strack, A discrete numerical model for granular assemblies. Géotechnique 29 (1979) 47–65. The incremental linear tangential spring with Coulomb truncation.";
    "chung2011", "Chung & Ooi 2011",
        "Y. C. Chung, J. Y. Ooi, Benchmark tests for verifying discrete element modelling codes at particle impact level. Granular Matter 13 (2011) 643–656. Tests 4–8: oblique impacts at varied angle, tangential speed and spin.";
    "dormand1980", "Dormand & Prince 1980",
        "J. R. Dormand, P. J. Prince, A family of embedded Runge–Kutta formulae. Journal of Computational and Applied Mathematics 6 (1980) 19–26. The adaptive 5(4) pair that integrates every contact without a closed form.";
    "mindlin1949", "Mindlin 1949",
        "R. D. Mindlin, Compliance of elastic bodies in contact. Journal of Applied Mechanics 16 (1949) 259–268.";
    "kuwabara1987", "Kuwabara & Kono 1987",
        "G. Kuwabara, K. Kono, Restitution coefficient in a collision between two spheres. Japanese Journal of Applied Physics 26 (1987) 1230–1233.";
    "brilliantov1996", "Brilliantov et al. 1996",
        "N. V. Brilliantov, F. Spahn, J.-M. Hertzsch, T. Pöschel, Model for collisions in granular gases. Physical Review E 53 (1996) 5382–5392.";
    "schwager1998", "Schwager & Pöschel 1998",
        "T. Schwager, T. Pöschel, Coefficient of normal restitution of viscous particles and cooling rate of granular gases. Physical Review E 57 (1998) 650–654.";
    "ramirez1999", "Ramírez et al. 1999",
        "R. Ramírez, T. Pöschel, N. V. Brilliantov, T. Schwager, Coefficient of restitution of colliding viscoelastic spheres. Physical Review E 60 (1999) 4465–4472.";
    "belytschko2000", "Belytschko, Liu & Moran 2000",
        "T. Belytschko, W. K. Liu, B. Moran, Nonlinear Finite Elements for Continua and Structures. Wiley, Chichester (2000), ch. 6: the central-difference method's critical timestep with damping.";
    "brent1973", "Brent 1973",
        "R. P. Brent, Algorithms for Minimization without Derivatives. Prentice-Hall, Englewood Cliffs (1973): ch. 4, the root finder (zero), ch. 5, the minimiser (localmin).";
    "bathe1976", "Bathe & Wilson 1976",
        "K. J. Bathe, E. L. Wilson, Numerical Methods in Finite Element Analysis. Prentice-Hall, Englewood Cliffs (1976).";
    "antypov2011", "Antypov & Elliott 2011",
        "D. Antypov, J. A. Elliott, On an analytical solution for the damped Hertzian spring. EPL 94 (2011) 50004.";
    "marshall2009", "Marshall 2009",
        "J. S. Marshall, Discrete-element modeling of particulate aerosol flows. Journal of Computational Physics 228 (2009) 1541–1561.";
    "johnson1971", "Johnson, Kendall & Roberts 1971",
        "K. L. Johnson, K. Kendall, A. D. Roberts, Surface energy and the contact of elastic solids. Proceedings of the Royal Society of London A 324 (1971) 301–313. The JKR relation of force, overlap and contact radius with adhesion.";
    "derjaguin1975", "Derjaguin, Muller & Toporov 1975",
        "B. V. Derjaguin, V. M. Muller, Yu. P. Toporov, Effect of contact deformations on the adhesion of particles. Journal of Colloid and Interface Science 53 (1975) 314–326. The DMT pull-off 2π w R*.";
    "thornton1998", "Thornton & Ning 1998",
        "C. Thornton, Z. Ning, A theoretical model for the stick/bounce behaviour of adhesive, elastic-plastic spheres. Powder Technology 99 (1998) 154–162. The sticking velocity of an elastic JKR impact, V_s = √(2W/m*).";
    #[cfg(feature = "all-models")]
    "walton1986", "Walton & Braun 1986",
        "O. R. Walton, R. L. Braun, Viscosity, granular-temperature, and stress calculations for shearing assemblies of inelastic, frictional disks. Journal of Rheology 30 (1986) 949–980. The linear hysteretic spring: loading k, unloading k2, e = √(k/k2).";
    #[cfg(feature = "all-models")]
    "luding2008", "Luding 2008",
        "S. Luding, Cohesive, frictional powders: contact models for tension. Granular Matter 10 (2008) 235–246. The hysteretic spring with an unloading stiffness growing with the largest overlap and the cohesive branch −k_c δ (eq. 4–5).";
    #[cfg(feature = "all-models")]
    "thakur2014", "Thakur et al. 2014",
        "S. C. Thakur, J. P. Morrissey, J. Sun, J. F. Chen, J. Y. Ooi, Micromechanical analysis of cohesive granular materials using the discrete element method with an adhesive elasto-plastic contact model. Granular Matter 16 (2014) 383–400. The Edinburgh elasto-plastic adhesion (EEPA) model.";
    #[cfg(feature = "all-models")]
    "morrissey2013", "Morrissey 2013",
        "J. P. Morrissey, Discrete element modelling of iron ore pellets to include the effects of moisture and fines. PhD thesis, The University of Edinburgh (2013). The EEPA model's branches and parameters.";
    #[cfg(feature = "all-models")]
    "thornton1997", "Thornton 1997",
        "C. Thornton, Coefficient of restitution for collinear collisions of elastic-perfectly plastic spheres. Journal of Applied Mechanics 64 (1997) 383–386. Hertz to the yield, a plastic line beyond, unloading on a Hertz curve of a larger radius; e(V_y/v0).";
    #[cfg(feature = "bridge")]
    "willett2000", "Willett et al. 2000",
        "C. D. Willett, M. J. Adams, S. A. Johnson, J. P. K. Seville, Capillary bridges between two spherical bodies. Langmuir 16 (2000) 9396–9405. The closed-form capillary force of a pendular bridge (eq. 12–13) and its rupture distance (eq. 15).";
    #[cfg(feature = "bridge")]
    "rabinovich2005", "Rabinovich et al. 2005",
        "Y. I. Rabinovich, M. S. Esayanur, B. M. Moudgil, Capillary forces between two spheres with a fixed volume liquid bridge: theory and experiment. Langmuir 21 (2005) 10992–10997. The capillary force against the gap (eq. 19–20).";
    #[cfg(feature = "bridge")]
    "lian1993", "Lian, Thornton & Adams 1993",
        "G. Lian, C. Thornton, M. J. Adams, A theoretical study of the liquid bridge forces between two rigid spherical bodies. Journal of Colloid and Interface Science 161 (1993) 138–147. The rupture distance S_c = (1 + θ/2) V^(1/3).";
    #[cfg(feature = "bridge")]
    "pitois2000", "Pitois, Moucheront & Chateau 2000",
        "O. Pitois, P. Moucheront, X. Chateau, Liquid bridge between two moving spheres: an experimental study of viscosity effects. Journal of Colloid and Interface Science 231 (2000) 26–31. The viscous force of a bridge, 6π η R*² Ṡ/S (Reynolds lubrication).";
    #[cfg(feature = "bridge")]
    "soulie2006", "Soulié et al. 2006",
        "F. Soulié, F. Cherblanc, M. S. El Youssoufi, C. Saix, Influence of liquid bridges on the mechanical behaviour of polydisperse granular materials. International Journal for Numerical and Analytical Methods in Geomechanics 30 (2006) 213–228. The capillary force LIGGGHTS's easo law computes.";
    "ai2011", "Ai, Chen, Rotter & Ooi 2011",
        "J. Ai, J.-F. Chen, J. M. Rotter, J. Y. Ooi, Assessment of rolling resistance models in discrete element simulations. Powder Technology 206 (2011) 269–282. The rolling-resistance types A (constant directional torque), B (viscous) and C (elastic–plastic spring–dashpot, k_r = 2.25 k_n μ_r² R_r², C_r = 2η_r√(I_r k_r)), and the single-ball rolling test.";
    "iwashita1998", "Iwashita & Oda 1998",
        "K. Iwashita, M. Oda, Rolling resistance at contacts in simulation of shear band development by DEM. Journal of Engineering Mechanics 124 (1998) 285–292. A rolling spring, dashpot and slider at each contact; the rolling spring LIGGGHTS's epsd2 cites (k_r = k_t R*²).";
    "lammps", "lammps/lammps",
        "LAMMPS, https://github.com/lammps/lammps: src/GRANULAR (pair granular sub-models, pair gran/hertz/history, fix wall/gran), read at commit 07b704ca (and fbea0af2 for the damping before the √2 fix).";
    "liggghts", "CFDEMproject/LIGGGHTS-PUBLIC",
        "LIGGGHTS-PUBLIC, https://github.com/CFDEMproject/LIGGGHTS-PUBLIC: src/normal_model_hertz.h, normal_model_hooke.h, global_properties.cpp, fix_check_timestep_gran.cpp, read at commit 3d5c00f2 (2024-06-07).";
    "edem", "Altair EDEM documentation",
        "Altair EDEM documentation, help.altair.com: Hertz-Mindlin (no slip) Model; Selecting a Time Step (2022 and 2025 help).";
    "pfc", "Itasca PFC 7.0 documentation",
        "Itasca PFC 7.0 documentation, docs.itascacg.com: the linear and hertz contact models' properties; Itasca's example plugin ContactModelExample.";
    "yade", "yade",
        "Yade, https://gitlab.com/yade-dev/trunk: pkg/dem/ViscoelasticPM.cpp, HertzMindlin.cpp, preprocessing/dem/Shop_01.cpp, read in the mirror github.com/GuoJingjie/yade_code at commit a376aa8a (2022-11).";
    "mercurydpm", "MercuryDPM",
        "MercuryDPM, https://www.mercurydpm.org: Kernel/Species/NormalForceSpecies and Kernel/Interactions, read in the fork github.com/kuwt/MercuryDPM_fork at commit fb0ebf1d (2024-07).";
    "chrono", "projectchrono/chrono",
        "Project Chrono, https://github.com/projectchrono/chrono: src/chrono/physics/ChContactSMC.cpp, src/chrono_multicore/solver/ChIterativeSolverMulticoreSMC.cpp, read at commit 7689fbc0 (2026-08-18).";
    "deme", "projectchrono/DEM-Engine",
        "Chrono DEM-Engine (DEME), https://github.com/projectchrono/DEM-Engine: src/kernel/DEMCustomizablePolicies/FullHertzianForceModel.cu, src/kernel/DEMCollisionKernels_SphSph.cuh, read at commit 5f9e2850 (the kernel source of pip deme 3.0.19); run on a GPU (recorded).";
    "kratos", "KratosMultiphysics",
        "Kratos Multiphysics, DEMApplication, https://github.com/KratosMultiphysics/Kratos: applications/DEMApplication/sphere_strategy.py (as pip kratosdemapplication 10.4.4 installs it) and custom_constitutive/DEM_D_Hertz_viscous_Coulomb_CL.cpp, DEM_D_Linear_viscous_Coulomb_CL.cpp; run here (10.4.4).";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Scenario, Value};
    use alloc::string::String;
    use alloc::vec::Vec;

    /// Every source shown to a user names a reference of the list, and none names a file of
    /// the project's own research notes (which a user cannot open): the models, the damping
    /// relations, solutions, the damping view, the code catalogue and the timestep criteria.
    #[test]
    fn every_source_shown_cites_a_reference() {
        let mut shown: Vec<String> = Vec::new();
        for &m in crate::Model::ALL {
            shown.push(m.source().into());
        }
        for &f in crate::Formula::ALL {
            shown.push(crate::models::hunt_crossley::formula_text(f).1.into());
        }
        let base =
            [("m1", Value::Number(0.01)), ("k", Value::Number(1e6)), ("v0", Value::Number(1.0))];
        for (model, d) in [
            ("linear", ("e", 0.5)),
            ("linear", ("damping", 0.3)),
            ("tsuji", ("e", 0.5)),
            ("hunt-crossley", ("e", 0.5)),
            ("viscoelastic", ("e", 0.5)),
            ("power-function", ("damping", 3.0)),
            ("hysteretic", ("e", 0.5)),
            ("eepa", ("damping", 0.5)),
        ] {
            let mut pairs = base.to_vec();
            pairs.push(("model", Value::Text(model)));
            if matches!(model, "hysteretic" | "eepa") {
                pairs.push(("plasticity_ratio", Value::Number(0.5)));
            }
            pairs.push((d.0, Value::Number(d.1)));
            let sc = Scenario::from_pairs(pairs).unwrap();
            let sol = crate::solve(&sc).unwrap();
            shown.push(sol.damping_source.clone());
            if !matches!(model, "power-function" | "hysteretic" | "eepa") {
                let mut v = sc.clone();
                v.damping = None;
                v.e = Some(0.5);
                for r in crate::damping_view(&v).unwrap().relations {
                    shown.push(r.source.clone());
                }
            }
        }
        for s in crate::codes::SETTINGS {
            shown.push(s.source.into());
        }
        let mut t = crate::timestep::TimestepInput::default();
        for (k, v) in [
            ("r", 1e-3),
            ("rho", 2500.0),
            ("E", 63e9),
            ("nu", 0.2),
            ("v_max", 1.0),
            ("e", 0.8),
            ("epsilon", 1e-6),
        ] {
            t.set(k, Value::Number(v)).unwrap();
        }
        for &law in crate::AdhesionLaw::ALL {
            shown.push(law.source().into());
        }
        for &law in crate::BridgeLaw::ALL {
            shown.push(law.source().into());
        }
        for &rule in crate::Rupture::ALL {
            shown.push(rule.source().into());
        }
        for &law in crate::TangentialLaw::ALL {
            shown.push(crate::models::tangential::law_source(law).into());
        }
        let ts = crate::timestep::timestep(&t).unwrap();
        shown.extend(ts.criteria.iter().map(|c| String::from(c.source)));
        // Rolling resistance: the laws, each code's setting, the suggested stiffness.
        for &law in crate::models::rolling::RollingLaw::ALL {
            shown.push(law.source().into());
        }
        for c in crate::codes::rolling::ROLLING_CODES {
            shown.push(c.source.into());
            shown.push(crate::codes::rolling_spring::suggestion_rule(c.stiffness).into());
        }
        t.set("rolling", Value::Text("epsd")).unwrap();
        t.set("mu_r", Value::Number(0.9)).unwrap();
        let ts = crate::timestep::timestep(&t).unwrap();
        shown.extend(ts.criteria.iter().map(|c| String::from(c.source)));
        for text in shown {
            assert!(!text.contains("seed"), "a seed file shown to a user: {text}");
            assert!(REFERENCES.iter().any(|r| text.contains(r.cite)), "no reference named: {text}");
        }
    }

    /// Keys and citations are unique, so a citation links to one entry.
    #[test]
    fn unique() {
        for (i, a) in REFERENCES.iter().enumerate() {
            for b in &REFERENCES[i + 1..] {
                assert_ne!(a.key, b.key);
                assert_ne!(a.cite, b.cite);
            }
        }
    }
}
