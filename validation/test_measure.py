"""measure.py on trajectories whose answers are known in closed form.

The linear spring–dashpot m ξ̈ = −k ξ − c ξ̇ from ξ = 0, ξ̇ = v0: ξ(t) = (v0/ω) e^(−βt) sin ωt,
β = c/(2m), ω = √(k/m − β²). Overlap end at t = π/ω with e = exp(−βπ/ω); force end where
k ξ + c ξ̇ = 0 (found here by bisection on the closed form), e = −ξ̇(t_F)/v0 (Schwager &
Pöschel 2007). Sampled at a step like a code's output, with free flight before and after.
Run: python3 -m unittest validation.test_measure
"""

import math
import unittest

from .measure import measure

M, K, C, V0 = 1.0e-5, 5.0e6, 1.5, 1.0


def _closed():
    beta = C / (2 * M)
    w = math.sqrt(K / M - beta * beta)

    def xi(t):
        return V0 / w * math.exp(-beta * t) * math.sin(w * t)

    def xidot(t):
        return V0 * math.exp(-beta * t) * (math.cos(w * t) - beta / w * math.sin(w * t))

    return beta, w, xi, xidot


def _force_end():
    beta, w, xi, xidot = _closed()
    f = lambda t: K * xi(t) + C * xidot(t)
    a, b = 0.5 * math.pi / w, math.pi / w
    for _ in range(200):
        m = 0.5 * (a + b)
        a, b = (m, b) if f(m) > 0 else (a, m)
    return 0.5 * (a + b)


def _trajectory(end, dt, t0):
    """Samples every dt; the contact starts at t0; body 1 on a wall."""
    beta, w, xi, xidot = _closed()
    te = math.pi / w if end == "overlap" else _force_end()
    xe, ve = xi(te), xidot(te)
    tr = {"t": [], "overlap": [], "vn": [], "fn": []}
    for i in range(int((t0 + 1.5 * te) / dt)):
        t = i * dt
        s = t - t0
        if s < 0:
            ov, v, f = V0 * s, V0, 0.0
        elif s < te:
            ov, v = xi(s), xidot(s)
            f = K * ov + C * v
        else:
            ov, v, f = xe + ve * (s - te), ve, 0.0
        tr["t"].append(t)
        tr["overlap"].append(ov)
        tr["vn"].append(v)
        tr["fn"].append(f)
    return tr, te, -ve / V0


class Closed(unittest.TestCase):
    def check(self, end):
        beta, w, xi, xidot = _closed()
        tmax = math.atan2(w, beta) / w  # ξ̇ = 0
        for steps in (3000, 5000):
            dt = math.pi / w / steps
            tr, te, e = _trajectory(end, dt, 20.37 * dt)
            m = measure(tr, end)
            self.assertAlmostEqual(m["e"], e, delta=1e-12)
            self.assertLess(abs(m["tc"] - te) / te, 1e-6)
            self.assertLess(abs(m["overlap"] - xi(tmax)) / xi(tmax), 1e-6)

    def test_overlap_end(self):
        self.check("overlap")

    def test_force_end(self):
        self.check("force")

    def test_force_end_is_earlier(self):
        self.assertLess(_force_end(), math.pi / _closed()[1])


if __name__ == "__main__":
    unittest.main()
