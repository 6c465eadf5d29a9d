"""Independent integrator of one oblique contact (issue 23's contract), shared by
generate_oblique.py and generate_chung_ooi.py. Standard library only; shares no code with the
Rust library (crates/contact/src/integrator.rs is an adaptive Dormand-Prince with event location;
this is a classical fixed-step RK4 with step halving and event location by root finding on the
length of one RK4 step).

Physics (SI units; the contract of issue 23):
  normal  m* xi'' = -F_n(xi, xi'),  xi(0) = 0, xi'(0) = v0, m* = m1 m2/(m1 + m2) (wall: m1)
     linear        F_n = k xi + c xi',  c = 2 alpha sqrt(m* k)
     hertz         F_n = k xi^1.5,       k = (4/3) E* sqrt(R*)   (Hertz 1882)
     tsuji         F_n = k xi^1.5 + a1 sqrt(m* k) xi^0.25 xi'   (Tsuji, Tanaka & Ishida 1992)
     viscoelastic  F_n = k (xi^1.5 + 1.5 A xi^0.5 xi')          (Brilliantov et al. 1996)
  tangential  u = vt + r1 w1 + r2 w2 (slip of the contact point), F_t on body 1 along +vt:
     vt' = F_t/m*,  w_i' = r_i F_t/I_i,  so  u' = F_t/m_t,  1/m_t = 1/m* + r1^2/I1 + r2^2/I2,
     I = (2/5) m r^2 (sphere) or (1/2) m r^2 (disk, dim 2); a wall has no r2 term.
  cap = mu max(F_n, 0); F_t = 0 while F_n <= 0 (tension tail), delta frozen there.
  laws (Mindlin & Deresiewicz 1953 stiffness k_t = 8 G* sqrt(R* xi), 1/G* = (2-nu1)/G1 + (2-nu2)/G2,
        G = E/(2(1+nu)), a rigid wall's term 0):
     mindlin        incremental: stick  S' = -k_t u,  F_t = S - c_t u
     mindlin-total  total:       stick  delta' = u,   F_t = -k_t delta - c_t u
     linear         incremental with constant k_t = kt (or kt_ratio k)
     coulomb        F_t = -mu F_n sign(u) while u != 0; once u = 0 the contact rolls (F_t = 0)
     c_t = 2 zeta_t sqrt(m* k_t) (tangential_damping zeta_t; default 0).
  cap (this file's reading of "Coulomb cap by truncation", "delta rescaled", "damping added to the
     spring force, the sum capped at mu F_n"): the spring alone never exceeds the cap -- while the law
     would push |S| (or |k_t delta|) past mu F_n it is held there (S = +-cap, delta = -+cap/k_t: the
     truncation of Yade's incremental form, the rescaling of LIGGGHTS's total form) -- and the force
     is F_t = clamp(spring - c_t u, -cap, cap). Without damping F_t is the spring. A hold ends when the
     law's free rate of the spring along its sign falls below the cap's rate mu dF_n/dt.
     The other reading -- reset the spring so that spring + damping equals the cap, LAMMPS's and
     MercuryDPM's rule -- stores the dashpot's excess in the spring at first contact (where c_t u0 can
     exceed mu F_n) and gives other numbers whenever a dashpot is on: each damping case of oblique.json
     carries them in its "note"; see docs/tangential-codes.md.

Method: three phases of fixed-step classical RK4, chosen so that every right-hand side is smooth
(xi^0.25, xi^0.5, sqrt(xi) in F_n, k_t and c_t have unbounded derivatives at xi = 0):
  1. from xi = 0 in the variable w = xi^(1/4) (dt/dw = 4 w^3/xi', every term polynomial in w)
     until xi' < 0.6 v0;
  2. in time through the turning point until xi' < 0 and xi < 0.55 xi_max;
  3. in w again, down to w = 0 exactly (overlap end) or to the zero of F_n (force end).
  Steps: w_ref/n and t_ref/n (w_ref = xi_ref^(1/4), xi_ref and t_ref the elastic maximum overlap and
  contact time). Every switch (spring held / released, force clamped / unclamped, F_n = 0, u = 0 for
  coulomb, the force end) is located by Illinois regula falsi on the length of one RK4 step from the step's start and
  the integration restarts there in the new state. The state at t = 0+ is decided from the leading
  powers of the cap, the spring and the spring + damping as xi -> 0 (all may start at 0).
  Each case runs at n and 2n; the 2n values are kept and |value(n) - value(2n)| is the error
  estimate (about 15 times the error of the 2n value for a fourth-order method).
"""
import math

PI = math.pi


class Impossible(Exception):
    pass


def rk4(f, y, h):
    k1 = f(y)
    k2 = f([a + h / 2 * b for a, b in zip(y, k1)])
    k3 = f([a + h / 2 * b for a, b in zip(y, k2)])
    k4 = f([a + h * b for a, b in zip(y, k3)])
    return [a + h / 6 * (b + 2 * c + 2 * d + e) for a, b, c, d, e in zip(y, k1, k2, k3, k4)]


def illinois(g, a, b, ga, gb, tol=1e-15):
    """Root of g on [a, b], ga and gb of opposite signs (regula falsi, Illinois variant)."""
    side = 0
    c = a
    for _ in range(300):
        c = (a * gb - b * ga) / (gb - ga)
        gc = g(c)
        if gc == 0 or abs(b - a) <= tol * max(abs(a), abs(b), 1e-300):
            return c
        if (gc > 0) == (gb > 0):
            b, gb = c, gc
            if side == -1:
                ga /= 2
            side = -1
        else:
            a, ga = c, gc
            if side == 1:
                gb /= 2
            side = 1
    return c


# ------------------------------------------------------------------ the contact, from a scenario
def linear_zeta_overlap(e):
    """Linear spring-dashpot, end at zero overlap: zeta = -ln e / sqrt(ln^2 e + pi^2)."""
    if e >= 1:
        return 0.0
    L = math.log(e)
    return -L / math.sqrt(L * L + PI * PI)


def linear_e_force(z):
    """Linear spring-dashpot, end at zero force (Schwager & Poeschel 2007): with zeta = sin(theta),
    omega_d t_f = pi - 2 asin(zeta) and e = exp(-zeta (pi - 2 asin zeta)/sqrt(1 - zeta^2)), zeta < 1."""
    return math.exp(-z * (PI - 2 * math.asin(z)) / math.sqrt(1 - z * z))


def linear_zeta_force(e):
    if e >= 1:
        return 0.0
    if e <= math.exp(-2):
        raise Impossible("e <= exp(-2) not reachable with zeta < 1 under the force end")
    g = lambda z: linear_e_force(z) - e
    return illinois(g, 0.0, 0.999999, g(0.0), g(0.999999), tol=1e-16)


class Contact:
    """The contact of a scenario (a dict with the contract's keys)."""

    def __init__(self, sc):
        self.sc = sc
        model = sc.get("model", "linear")
        self.model = model
        dim = sc.get("dim", 3)
        self.dim = dim
        wall = "r2" not in sc and "m2" not in sc and "rho2" not in sc
        self.wall = wall
        r1 = sc["r1"]
        r2 = None if wall else sc["r2"]
        if "m1" in sc:
            m1 = sc["m1"]
        else:
            assert dim == 3
            m1 = 4.0 / 3.0 * PI * r1 ** 3 * sc["rho1"]
        if wall:
            m2 = None
        elif "m2" in sc:
            m2 = sc["m2"]
        else:
            m2 = 4.0 / 3.0 * PI * r2 ** 3 * sc["rho2"]
        self.m1, self.m2, self.r1, self.r2 = m1, m2, r1, r2
        self.m = m1 if wall else m1 * m2 / (m1 + m2)
        cI = 0.4 if dim == 3 else 0.5
        self.I1 = cI * m1 * r1 * r1
        self.I2 = None if wall else cI * m2 * r2 * r2
        inv_mt = 1 / self.m + r1 * r1 / self.I1 + (0 if wall else r2 * r2 / self.I2)
        self.mt = 1 / inv_mt
        self.v0 = sc["v0"]
        self.end = sc.get("end", "overlap")
        # material (Hertz-type models; mindlin laws)
        self.Gs = self.Rs = None
        if "E1" in sc:
            E1, n1 = sc["E1"], sc["nu1"]
            iE = (1 - n1 * n1) / E1
            iG = (2 - n1) / (E1 / (2 * (1 + n1)))
            if "E2" in sc:
                E2, n2 = sc["E2"], sc["nu2"]
                iE += (1 - n2 * n2) / E2
                iG += (2 - n2) / (E2 / (2 * (1 + n2)))
            self.Es, self.Gs = 1 / iE, 1 / iG
            self.Rs = r1 if wall else r1 * r2 / (r1 + r2)
        m, v0 = self.m, self.v0
        # normal model
        self.c = self.lam = self.A = 0.0
        e = sc.get("e")
        if model == "linear":
            self.k = sc["k"]
            if "damping" in sc:
                zeta = sc["damping"]
            elif e is not None:
                zeta = linear_zeta_overlap(e) if self.end == "overlap" else linear_zeta_force(e)
            else:
                zeta = 0.0
            self.zeta_n = zeta
            self.c = 2 * zeta * math.sqrt(m * self.k)
            self.xi_ref = v0 * math.sqrt(m / self.k)
            self.t_ref = PI * math.sqrt(m / self.k)
        else:
            self.k = 4.0 / 3.0 * self.Es * math.sqrt(self.Rs) if "k" not in sc else sc["k"]
            self.xi_ref = (5 * m * v0 * v0 / (4 * self.k)) ** 0.4
            self.t_ref = 3.2181 * (m * m / (self.k * self.k * v0)) ** 0.2
            if model == "hertz":
                assert e is None or e == 1
            elif model == "tsuji":
                if "damping" in sc:
                    a1 = sc["damping"]
                elif self.end == "overlap":
                    # exact under the overlap end (Hu et al. 2011 eq. 7; closed form eq. 10, w = 3/2)
                    a1 = math.sqrt(5) * linear_zeta_overlap(e)
                else:
                    # force end: a1 = sqrt5 zeta_F(e). Exact: with ds = xi^(1/4) dt and z = xi^(5/4) the
                    # Tsuji equation is the linear z'' + a1 z' + (5/4) z = 0 and F ~ z + (4 a1/5) z'.
                    # Checked by integration in check_tsuji_mapping().
                    a1 = math.sqrt(5) * linear_zeta_force(e)
                self.alpha1 = a1
                self.lam = a1 * math.sqrt(m * self.k)
            elif model == "viscoelastic":
                self.A = sc["damping"]
            else:
                raise ValueError(model)
        # tangential law
        self.mu = sc.get("mu", 0.0)
        self.law = sc.get("tangential")
        if self.law is None:
            self.law = "mindlin" if model != "linear" else None
        if self.law == "linear":
            self.kt = sc["kt"] if "kt" in sc else sc["kt_ratio"] * self.k
        self.zt = sc.get("tangential_damping", 0.0) or 0.0
        self.vt = sc.get("vt", 0.0)
        self.w1 = sc.get("omega1", 0.0)
        self.w2 = 0.0 if wall else sc.get("omega2", 0.0)
        self.u0 = self.vt + r1 * self.w1 + (0 if wall else r2 * self.w2)
        self.active = self.mu > 0 and self.u0 != 0 and self.law is not None

    # ---- normal force and its partial derivatives
    def fn(self, xi, v, q=None):
        """F_n, dF/dxi, dF/dv; q = xi^(1/4) when known (w-phases) to keep the roots exact."""
        if q is None:
            q = math.sqrt(math.sqrt(xi)) if xi > 0 else 0.0
        s = q * q  # sqrt(xi)
        if self.model == "linear":
            return self.k * xi + self.c * v, self.k, self.c
        k = self.k
        F = k * xi * s
        Fx = 1.5 * k * s
        Fv = 0.0
        if self.lam:
            F += self.lam * q * v
            Fx += 0.25 * self.lam * v / (q * q * q) if q > 0 else math.inf
            Fv += self.lam * q
        if self.A:
            F += 1.5 * k * self.A * s * v
            Fx += 0.75 * k * self.A * v / s if s > 0 else math.inf
            Fv += 1.5 * k * self.A * s
        return F, Fx, Fv

    def kt_of(self, xi, q=None):
        """k_t and dk_t/dxi."""
        if self.law == "linear":
            return self.kt, 0.0
        if q is None:
            q = math.sqrt(math.sqrt(xi)) if xi > 0 else 0.0
        s = q * q
        a = 8 * self.Gs * math.sqrt(self.Rs)
        return a * s, (0.5 * a / s if s > 0 else math.inf)

    # ---- leading behaviour at t -> 0+: F ~ a t^p
    def start_modes(self):
        """(spring held?, force clamped?) at t = 0+, from the leading powers as xi -> 0 of the cap
        mu F_n ~ a t^p, of the spring alone and of spring + damping (both oppose u0)."""
        u0, mu, v0, m = self.u0, self.mu, self.v0, self.m
        if self.model == "linear":
            cap = (0.0, self.c * v0) if self.c > 0 else (1.0, self.k * v0)
        elif self.lam:
            cap = (0.25, self.lam * v0 ** 1.25)
        elif self.A:
            cap = (0.5, 1.5 * self.k * self.A * v0 ** 1.5)
        else:
            cap = (1.5, self.k * v0 ** 1.5)
        if self.law == "linear":
            spring = (1.0, self.kt * abs(u0))
            damp = (0.0, 2 * self.zt * math.sqrt(m * self.kt) * abs(u0))
        else:
            a = 8 * self.Gs * math.sqrt(self.Rs * v0)
            # incremental: integral of 8 G* sqrt(R* v0 t) |u0| dt = (2/3) a t^1.5; total: k_t |u0| t = a t^1.5
            spring = (1.5, (a * 2.0 / 3.0 if self.law == "mindlin" else a) * abs(u0))
            damp = (0.25, 2 * self.zt * math.sqrt(m * 8 * self.Gs * math.sqrt(self.Rs)) * v0 ** 0.25 * abs(u0))

        def above(terms):
            terms = [t for t in terms if t[1] > 0]
            p = min(t[0] for t in terms)
            a_s = sum(t[1] for t in terms if t[0] == p)
            if p != cap[0]:
                return p < cap[0]
            ratio = a_s / (mu * cap[1])
            if abs(ratio - 1) < 1e-9:
                raise Impossible("force and cap start equal: the initial mode is undecided")
            return ratio > 1

        return above([spring]), above([spring, damp])


# ------------------------------------------------------------------ state and right-hand sides
# time form: y = [t, xi, v, S, J];  w form: y = [w, t, v, S, J] with xi = w^4.
# S: spring force (incremental laws) or displacement delta (mindlin-total); J = integral of F_t dt.
# Discrete state: sp = 0 (spring follows its law) or h = +-1 (spring held at h cap: S = h cap, or
# delta = -h cap/k_t; S is then not integrated); cl = 0 (F_t = spring - c_t u) or +-1 (F_t = cl cap);
# without damping cl = sp. tension: F_n <= 0 (overlap end), F_t = 0, incremental S = 0, delta frozen.
# coulomb: cl = -sign(u) until u = 0, then rolled (F_t = 0). active = False: mu = 0 or u0 = 0 with
# nothing to drive the spring: F_t = 0 (with u0 = 0 the spring law gives 0 anyway).

SPRING_LAWS = ("mindlin", "mindlin-total", "linear")


class Run:
    def __init__(self, c, n):
        self.c = c
        self.n = n
        self.sp = self.cl = 0
        self.tension = self.rolled = False
        self.log = []  # (t, event, state)

    def state(self):
        if self.tension:
            return "tension"
        if not self.c.active:
            return "none"
        if self.c.law == "coulomb":
            return "roll" if self.rolled else "slip"
        return "slip" if self.cl else "stick"

    def phys(self, y, form):
        c = self.c
        if form == "t":
            t, xi, v, S, J = y
            q = None
        else:
            w, t, v, S, J = y
            q = w if w > 0 else 0.0
            xi = q ** 4
        F, Fx, Fv = c.fn(xi, v, q)
        a = -F / c.m
        u = c.u0 + J / c.mt
        cap = c.mu * F if F > 0 else 0.0
        kt = dkt = ct = dct = 0.0
        spring = 0.0
        if c.law in SPRING_LAWS:
            kt, dkt_dxi = c.kt_of(xi, q)
            dkt = dkt_dxi * v if kt > 0 else 0.0
            if c.zt:
                ct = 2 * c.zt * math.sqrt(c.m * kt)
                dct = ct * 0.5 * dkt / kt if kt > 0 else 0.0
            if self.sp:
                spring = self.sp * cap
            else:
                spring = -kt * S if c.law == "mindlin-total" else S
        if self.tension or self.rolled or not c.active:
            Ft = 0.0
        elif self.cl:
            Ft = self.cl * cap
        else:
            Ft = spring - ct * u
        return dict(t=t, xi=xi, v=v, S=S, J=J, F=F, Fx=Fx, Fv=Fv, a=a, u=u, cap=cap, kt=kt,
                    dkt=dkt, ct=ct, dct=dct, spring=spring, Ft=Ft)

    def rates(self, p):
        c = self.c
        dS = 0.0
        if c.law in SPRING_LAWS and c.active and not self.sp and not self.tension:
            dS = p["u"] if c.law == "mindlin-total" else -p["kt"] * p["u"]
        return p["v"], p["a"], dS, p["Ft"]

    def f_t(self, y):
        dxi, dv, dS, dJ = self.rates(self.phys(y, "t"))
        return [1.0, dxi, dv, dS, dJ]

    def f_w(self, y):
        p = self.phys(y, "w")
        dxi, dv, dS, dJ = self.rates(p)
        dt = 4 * y[0] ** 3 / p["v"]
        return [1.0, dt, dv * dt, dS * dt, dJ * dt]

    def events(self, p):
        """Event functions, positive while the current state holds."""
        c = self.c
        g = {}
        if self.tension:
            g["fn+"] = -p["F"]
            return g
        g["fn0"] = p["F"]
        if not c.active:
            return g
        if c.law == "coulomb":
            if not self.rolled:
                g["roll"] = -self.cl * p["u"]
            return g
        if self.sp == 0:
            g["hold"] = p["cap"] - abs(p["spring"])
        else:
            h = self.sp
            if c.law == "mindlin-total":
                out = (p["dkt"] * p["cap"] / p["kt"] if p["kt"] > 0 else 0.0) - h * p["kt"] * p["u"]
            else:
                out = -h * p["kt"] * p["u"]
            g["release"] = out - c.mu * (p["Fx"] * p["v"] + p["Fv"] * p["a"])
        if c.zt:
            tr = p["spring"] - p["ct"] * p["u"]
            if self.cl == 0:
                g["clamp"] = p["cap"] - abs(tr)
            else:
                g["unclamp"] = self.cl * tr - p["cap"]
        return g

    def switch(self, name, y, form):
        c = self.c
        p = self.phys(y, form)
        if name == "hold":
            self.sp = 1 if p["spring"] > 0 else -1
            if not c.zt:
                self.cl = self.sp
        elif name == "release":
            h = self.sp
            y[3] = -h * p["cap"] / p["kt"] if c.law == "mindlin-total" else h * p["cap"]
            self.sp = 0
            if not c.zt:
                self.cl = 0
        elif name == "clamp":
            self.cl = 1 if p["spring"] - p["ct"] * p["u"] > 0 else -1
        elif name == "unclamp":
            self.cl = 0
        elif name == "fn0":
            if c.law == "mindlin-total":
                if self.sp:
                    y[3] = -self.sp * p["cap"] / p["kt"] if p["kt"] > 0 else 0.0
            else:
                y[3] = 0.0
            self.sp = self.cl = 0
            self.tension = True
        elif name == "fn+":
            self.tension = False
        elif name == "roll":
            self.rolled = True
            self.cl = 0
        else:
            raise ValueError(name)
        self.log.append((p["t"], name, self.state()))

    def gfun(self, f, y, form, name, hh):
        def g(th):
            return self.events(self.phys(rk4(f, y, hh * th), form))[name]
        return g

    def phase(self, y, form, h, stop, end_force, land=None):
        """Fixed steps h in the independent variable of `form` until stop(phys) (checked at step ends),
        the landing value of w (phase 3), or the end of contact (force end). Returns (y, why)."""
        f = self.f_t if form == "t" else self.f_w
        steps = 0
        same_t = 0
        while True:
            steps += 1
            if steps > 400 * self.n + 1000:
                raise Impossible("too many steps")
            hh = h
            if land is not None and (y[0] + h - land) * h >= 0:
                hh = land - y[0]
            y1 = rk4(f, y, hh)
            g0 = self.events(self.phys(y, form))
            g1 = self.events(self.phys(y1, form))
            first = None
            for name, b in g1.items():
                a = g0[name]
                if not (b < 0):
                    continue
                if not math.isfinite(a) or a == 0:
                    # starts at its zero (the start of contact, or right after a switch): a crossing only
                    # if it is positive a little way in and negative at the end
                    lo = 1e-7
                    a = self.events(self.phys(rk4(f, y, hh * lo), form))[name]
                    if a < 0:
                        raise Impossible("state %s left at once by %s (chatter) at t = %g, %s"
                                         % (self.state(), name, y[0] if form == "t" else y[1], self.log))
                elif a > 0:
                    lo = 0.0
                else:
                    continue
                th = illinois(self.gfun(f, y, form, name, hh), lo, 1.0, a, b)
                if first is None or th < first[0]:
                    first = (th, name)
            if first is not None:
                th, name = first
                y = rk4(f, y, hh * th)
                same_t = same_t + 1 if th < 1e-9 else 0
                if same_t > 5:
                    raise Impossible("events pile up at one instant: %s" % self.log[-6:])
                if name == "fn0" and end_force:
                    self.log.append((y[0] if form == "t" else y[1], "end", self.state()))
                    return y, "end"
                self.switch(name, y, form)
                continue
            y = y1
            if land is not None and hh != h:
                y[0] = land
                return y, "landed"
            if stop(self.phys(y, form)):
                return y, "stop"


def integrate(c, n):
    """One run at resolution n: returns (outputs, log)."""
    r = Run(c, n)
    if c.active and c.law == "coulomb":
        r.cl = -1 if c.u0 > 0 else 1
    elif c.active:
        held, clamped = c.start_modes()
        h = -1 if c.u0 > 0 else 1  # the spring and the force oppose u0
        r.sp = h if held else 0
        r.cl = h if clamped else 0
    r.log.append((0.0, "start", r.state()))
    v0 = c.v0
    hw, ht = c.xi_ref ** 0.25 / n, c.t_ref / n
    ef = c.end == "force"
    y, why = r.phase([0.0, 0.0, v0, 0.0, 0.0], "w", hw, lambda p: p["v"] < 0.6 * v0, ef)
    form = "w"
    if why != "end":
        w, t, v, S, J = y
        y, form = [t, w ** 4, v, S, J], "t"
        xm = [y[1]]

        def stop2(p):
            xm[0] = max(xm[0], p["xi"])
            return p["v"] < 0 and p["xi"] < 0.55 * xm[0]

        y, why = r.phase(y, "t", ht, stop2, ef)
        if why != "end":
            t, xi, v, S, J = y
            y, form = [math.sqrt(math.sqrt(xi)), t, v, S, J], "w"
            y, why = r.phase(y, "w", -hw, lambda p: False, ef, land=0.0)
    t_end, v_end = (y[1], y[2]) if form == "w" else (y[0], y[2])
    J = y[4]
    return outputs(c, r, t_end, v_end, J), r.log


def outputs(c, r, t_end, v_end, J):
    v0 = c.v0
    vn = -v_end
    e = vn / v0
    vt_a = c.vt + J / c.m
    w1_a = c.w1 + c.r1 * J / c.I1
    u_a = c.u0 + J / c.mt
    Jn = c.m * (v0 + vn)
    tang = {
        "vt_after": vt_a,
        "omega1_after": w1_a,
        "vt_ratio": vt_a / c.vt if c.vt != 0 else None,
        "slip_before": c.u0,
        "slip_after": u_a,
        "restitution": -u_a / c.u0 if c.u0 != 0 else None,
        "impulse_ratio": -J / Jn,
        "incidence_angle": math.degrees(math.atan(c.vt / v0)),
        "rebound_angle": math.degrees(math.atan(vt_a / vn)),
        "contact_rebound_angle": math.degrees(math.atan(u_a / vn)),
        "regime": regime(c, r.log, t_end),
    }
    if not c.wall:
        tang["omega2_after"] = c.w2 + c.r2 * J / c.I2
    return {"restitution": e, "contact_time": t_end, "tangential": tang}


def regime(c, log, contact_time):
    """stick: u0 = 0; gross-slip: the contact point slides throughout (Maw, Barber & Fawcett
    1976): from first touch, or after an opening stick shorter than 1 % of the time to F_n = 0,
    until F_n first reaches 0 (a stick at that very instant left aside); otherwise partial-slip."""
    if c.u0 == 0:
        return "stick"
    if c.mu == 0:
        return "gross-slip"
    t_end = next((t for t, ev, _ in log if ev in ("fn0", "end")), contact_time)
    body = [x for x in log if x[1] != "start" and x[0] < t_end]
    if log[0][2] != "slip":
        if not body or body[0][2] != "slip" or body[0][0] > 0.01 * t_end:
            return "partial-slip"
    for t, ev, state in body:
        if state != "slip" and t_end - t > 1e-9 * t_end:
            return "partial-slip"
    return "gross-slip"


KEYS = ["vt_after", "omega1_after", "omega2_after", "vt_ratio", "slip_before", "slip_after",
        "restitution", "impulse_ratio", "incidence_angle", "rebound_angle", "contact_rebound_angle"]


def solve(sc, n=1000):
    """Runs at n and 2n. Returns (values at 2n, absolute differences, log at 2n, contact)."""
    c = Contact(sc)
    a, la = integrate(c, n)
    b, lb = integrate(c, 2 * n)
    if [x[1:] for x in la] != [x[1:] for x in lb]:
        raise Impossible("event sequences differ between n and 2n: %s / %s" % (la, lb))
    diff = {"restitution": abs(a["restitution"] - b["restitution"]),
            "contact_time": abs(a["contact_time"] - b["contact_time"])}
    for k in KEYS:
        x, y = a["tangential"].get(k), b["tangential"].get(k)
        if x is not None and y is not None:
            diff[k] = abs(x - y)
    return b, diff, lb, c
