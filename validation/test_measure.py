"""measure.py on trajectories whose answers are known in closed form.

The linear spring–dashpot m ξ̈ = −k ξ − c ξ̇ from ξ = 0, ξ̇ = v0: ξ(t) = (v0/ω) e^(−βt) sin ωt,
β = c/(2m), ω = √(k/m − β²). Overlap end at t = π/ω with e = exp(−βπ/ω); force end where
k ξ + c ξ̇ = 0 (found here by bisection on the closed form), e = −ξ̇(t_F)/v0 (Schwager &
Pöschel 2007). Sampled at a step like a code's output, with free flight before and after.
Incline: incline.measure on constant-acceleration, creeping and swinging velocity histories, and
incline.closed_form against its h = r form and a direct integration.
Run: python3 -m unittest validation.test_measure
"""

import math
import unittest

from . import incline
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


class Incline(unittest.TestCase):
    """incline.py's measurement on closed-form velocity histories of a bead on an incline."""

    A_PLUS = 0.014  # m/s², the order of the suite's a+

    @staticmethod
    def _traj(v, t_run=0.02, n=4001):
        t = [t_run * i / (n - 1) for i in range(n)]
        return t, [0.0] * n, t, [v(x) for x in t]

    def test_rolling_with_a_swing(self):
        # Constant acceleration plus an undamped swing (1e-5 m/s at 0.5 ms): the slope fitted
        # over the later half is a, within the swing's bound.
        a, amp, w = 0.0140375, 1e-5, 2 * math.pi / 0.5e-3
        for phase in (0.0, 0.7, 2.1):
            m = incline.measure(self._traj(lambda t: 3e-4 + a * t + amp * math.sin(w * t + phase)), self.A_PLUS)
            self.assertEqual(m["state"], "rolls")
            self.assertLessEqual(abs(m["a_late"] - a), incline.swing_bound(amp, w, 0.01))
        self.assertLess(incline.swing_bound(amp, w, 0.01), 1e-2 * a)
        m = incline.measure(self._traj(lambda t: 3e-4 + a * t), self.A_PLUS)
        self.assertLess(abs(m["a_late"] - a) / a, 1e-10)

    def test_creep_rests(self):
        # A constant creep (a constant torque's chatter): no acceleration, at rest.
        m = incline.measure(self._traj(lambda t: 2.7e-6), self.A_PLUS)
        self.assertEqual(m["state"], "rests")
        self.assertAlmostEqual(m["v_late"], 2.7e-6, delta=1e-18)
        self.assertLess(abs(m["a_late"]), 1e-12)

    def test_swing_rests(self):
        # An undamped spring's swing about the rest angle (5e-6 m/s, 2.4 ms: Yade's k_r = 1e-4
        # N·m/rad at θ−) over Yade's 0.08 s run: at rest, within the swing's bound.
        amp, w = 5e-6, 2 * math.pi / 2.4e-3
        for phase in (0.0, 0.7, 2.1):
            m = incline.measure(self._traj(lambda t: amp * math.cos(w * t + phase), t_run=0.08), self.A_PLUS)
            self.assertEqual(m["state"], "rests")
            self.assertLessEqual(abs(m["a_late"]), incline.swing_bound(amp, w, 0.04))

    def test_neither(self):
        with self.assertRaises(incline.MeasureError):
            incline.measure(self._traj(lambda t: 0.1 * self.A_PLUS * t), self.A_PLUS)

    def test_closed_form(self):
        # h = r: the textbook (5/7) g (sin θ − (μ_r L/r) cos θ); zero at tan θ_s = μ_r L/h.
        r, th = incline.M.R, math.radians(5.8)
        self.assertAlmostEqual(incline.closed_form(th, 0.1, r, r),
                               5 / 7 * 9.81 * (math.sin(th) - 0.1 * math.cos(th)), delta=1e-15)
        lever, arm = r - 2e-9, r - 1e-9
        ts = math.atan(0.1 * lever / arm)
        self.assertLess(abs(incline.closed_form(ts, 0.1, lever, arm)), 1e-15)

    def test_closed_form_integrated(self):
        # The same sphere integrated: m a = m g sin θ − F_t, I α = F_t h − M with no slip at h
        # (F_t solved from a = α h each step), velocity Verlet, against the formula.
        r, h, lever, mu_r, th, g = 1e-3, 1e-3 - 3e-9, 1e-3, 0.1, math.radians(5.9), 9.81
        m, inertia = 1.0, 0.4 * 1e-6
        moment = mu_r * lever * m * g * math.cos(th)
        # a = α h, m a = m g sin θ − F_t, I a/h = F_t h − M → F_t = (I g sin θ + M h)/(I + m h²)
        f_t = (inertia * g * math.sin(th) + moment * h) / (inertia + m * h * h)
        v, dt = 0.0, 1e-5
        for _ in range(1000):
            v += (g * math.sin(th) - f_t / m) * dt
        a = v / (1000 * dt)
        self.assertLess(abs(a - incline.closed_form(th, mu_r, lever, h, r)) / a, 1e-9)


if __name__ == "__main__":
    unittest.main()


class Bridge(unittest.TestCase):
    """bridge.measure_pull and bridge.measure_impact on histories known in closed form: a
    harmonic overlap (spring k) and a constant bridge pull F outside up to the rupture gap
    S_c, where e = sqrt(1 - 2 F S_c/(m v0^2)) (the pull inside the overlap is conservative)."""

    k, f, sc, m, v0 = 1.0e3, 1.0e-4, 1.0e-4, 1.0e-5, 0.2

    def history(self, dt):
        """Exact samples: free flight, the overlap (m x'' = -k x + F), the flight under the
        pull -F to S_c, free flight after."""
        from . import bridge  # noqa: F401 (the module under test imports cleanly)
        k, f, m, v0, sc = self.k, self.f, self.m, self.v0, self.sc
        w = math.sqrt(k / m)
        x0 = f / k  # the overlap oscillates about F/k with amplitude a
        a = math.sqrt(x0 * x0 + (v0 / w) ** 2)
        phi = math.atan2(-x0, v0 / w)
        t_in = (math.pi - 2 * phi) / w  # the overlap returns to 0 with speed -v0
        u_c = math.sqrt(v0 * v0 - 2 * f * sc / m)
        t_out = (v0 - u_c) * m / f
        t0 = 10.3 * dt
        t, ov, vn, fn = [], [], [], []
        for i in range(int((t0 + t_in + t_out) / dt) + 40):
            s = i * dt - t0
            if s < 0:
                x, v, force = v0 * s, v0, 0.0
            elif s < t_in:
                x, v = x0 + a * math.sin(w * s + phi), a * w * math.cos(w * s + phi)
                force = k * x - f
            elif s < t_in + t_out:
                q = s - t_in
                x, v, force = -v0 * q + f / (2 * m) * q * q, -v0 + f / m * q, -f
            else:
                q = s - t_in - t_out
                x, v, force = -sc - u_c * q, -u_c, 0.0
            t.append(i * dt)
            ov.append(x)
            vn.append(v)
            fn.append(force)
        return {"t": t, "overlap": ov, "vn": vn, "fn": fn}, u_c / v0, t_in + t_out

    def test_impact(self):
        from .bridge import measure_impact
        traj, e, tc = self.history(1e-7)
        got = measure_impact(traj, self.m, self.sc)
        self.assertFalse(got["stuck"])
        self.assertAlmostEqual(got["e"], e, delta=1e-12)
        self.assertAlmostEqual(got["tc"], tc, delta=1e-9 * tc)

    def test_pull(self):
        from .bridge import measure_pull
        # F(S) = F0 (1 - S/(2 S_c)) to S_c, at gaps 0.3 dS, 1.3 dS, ...: W = 0.75 F0 S_c.
        ds, f0, sc = 1e-7, 1e-4, 1e-4
        s = [(i + 0.3) * ds for i in range(int(1.2 * sc / ds))]
        fn = [-(f0 * (1 - x / (2 * sc)) if x < sc else 0.0) for x in s]
        got = measure_pull({"t": [i * 1e-6 for i in range(len(s))], "overlap": [-x for x in s], "fn": fn})
        self.assertLessEqual(got["rupture_lo"], sc)
        self.assertGreaterEqual(got["rupture_hi"], sc)
        self.assertAlmostEqual(got["f0"], f0 * (1 - 0.3 * ds / (2 * sc)), delta=1e-15)
        self.assertAlmostEqual(got["energy"], 0.75 * f0 * sc, delta=f0 * ds)
