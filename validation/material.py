"""The beads of every case: soda-lime glass, r = 1 mm (issue 21)."""

import math

R = 1.0e-3  # radius [m]
E = 63.0e9  # Young's modulus [Pa]
NU = 0.2  # Poisson's ratio
RHO = 2500.0  # density [kg/m³]
MASS = 4.0 / 3.0 * math.pi * R**3 * RHO  # one bead [kg]


def e_star_pair():
    """1/E* = 2(1 − ν²)/E for two beads of the same glass."""
    return E / (2.0 * (1.0 - NU**2))


def hertz_time(v0, geometry, e_star=None, r_star=None):
    """Elastic Hertz contact time 3.2181 (m*²/(k² v0))^(1/5), k = 4/3 E*√R*
    (Johnson 1985, §11.4) — only to choose the timestep and the run length."""
    m = MASS / 2 if geometry == "pair" else MASS
    r_star = r_star or (R / 2 if geometry == "pair" else R)
    k = 4.0 / 3.0 * (e_star or e_star_pair()) * math.sqrt(r_star)
    return 3.2181 * (m * m / (k * k * v0)) ** 0.2


def linear_time(k, geometry, m=None):
    """Half period π√(m*/k) of a linear spring — to choose the timestep."""
    m = m or (MASS / 2 if geometry == "pair" else MASS)
    return math.pi * math.sqrt(m / k)
