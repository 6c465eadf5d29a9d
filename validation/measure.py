"""Measurements on a code's own per-step output — independent of the calculator.

A run gives one record per timestep (what the code wrote: positions, velocities, forces,
spins), reduced by the runner to the contact's coordinates:

    t        time [s]
    overlap  r1 + r2 − distance (pair) or r − distance to the wall [m]; > 0 in contact
    vn       normal approach speed of body 1 relative to body 2 [m/s] (> 0 approaching)
    fn       normal force on body 1, repulsive positive [N]
    vt       tangential velocity of body 1's centre relative to body 2's [m/s]
    w1, w2   spins about the axis normal to the impact plane, signed so that a positive
             spin adds to the slip of the contact point (issue 23's convention) [rad/s]

What is measured (the definitions, not the calculator's):

- restitution e = −vn(after) / vn(before), from the free flight before and after the
  contact (gravity is off, so both are constant; checked);
- contact start: the overlap's zero crossing, interpolated linearly between the two steps
  around it (exact in free flight);
- contact end by the setting's own criterion: "overlap" = the overlap's downward zero
  crossing, interpolated linearly; "force" = the instant the normal force first returns to
  zero after its maximum, extrapolated linearly from the last two positive samples and
  kept within the step where the code clipped it;
- largest overlap: the largest sample refined by the parabola through it and its
  neighbours;
- tangential: vt, w1, w2 of the free flight after the contact.
"""

import math


class MeasureError(Exception):
    """The output does not describe one complete contact."""


def _crossing(t0, y0, t1, y1):
    """Time where the straight line through (t0, y0), (t1, y1) crosses zero."""
    if y1 == y0:
        return t1
    return t0 + (t1 - t0) * (0.0 - y0) / (y1 - y0)


def measure(traj, end):
    """traj: dict of equal-length lists (t, overlap, vn, fn, and optionally vt, w1, w2).
    end: "overlap" or "force". Returns a dict of measurements."""
    t, ov, vn, fn = traj["t"], traj["overlap"], traj["vn"], traj["fn"]
    n = len(t)
    if n < 10:
        raise MeasureError(f"only {n} steps written")
    inside = [i for i in range(n) if ov[i] > 0.0]
    if not inside:
        raise MeasureError("the bodies never touched")
    first, last = inside[0], inside[-1]
    if first == 0:
        raise MeasureError("the bodies overlap in the first step written")
    if last >= n - 3:
        raise MeasureError("the contact had not ended when the run stopped")
    # The contact must be one piece: no separation and re-contact.
    if last - first + 1 != len(inside):
        raise MeasureError("the bodies touched more than once")
    dt = t[1] - t[0]
    t_start = _crossing(t[first - 1], ov[first - 1], t[first], ov[first])
    if end == "overlap":
        t_end = _crossing(t[last], ov[last], t[last + 1], ov[last + 1])
    elif end == "force":
        t_end = _force_end(t, fn, first, last)
    else:
        raise ValueError(f"end = {end!r}")
    # Free flight before and after: the approach and rebound speeds are constant.
    v_before, v_after = vn[first - 1], vn[-1]
    for i in (0, first - 1):
        if abs(vn[i] - v_before) > 1e-12 * abs(v_before):
            raise MeasureError("the approach speed is not constant before the contact")
    if abs(vn[last + 2] - v_after) > 1e-12 * max(abs(v_after), 1e-300):
        raise MeasureError("the rebound speed is not constant after the contact")
    k = max(range(first, last + 1), key=lambda i: ov[i])
    out = {
        "e": -v_after / v_before,
        "tc": t_end - t_start,
        "overlap": _parabola_max(ov[k - 1], ov[k], ov[k + 1]),
        "steps_in_contact": (t_end - t_start) / dt,
        "dt": dt,
    }
    fmax = max(fn[first:last + 2])
    out["fmax"] = fmax
    if "vt" in traj:
        out["vt_after"] = traj["vt"][-1]
        out["omega1_after"] = traj["w1"][-1]
        if traj.get("w2") is not None:
            out["omega2_after"] = traj["w2"][-1]
    return out


def _force_end(t, fn, first, last):
    """First return of the normal force to zero after its maximum (the code clipped it)."""
    k = max(range(first, last + 2), key=lambda i: fn[i])
    for i in range(k, last + 2):
        if fn[i] <= 0.0:
            a, b = i - 1, i - 2
            if b < first:
                raise MeasureError("the force ended within two steps of its maximum")
            te = _crossing(t[b], fn[b], t[a], fn[a])
            # The zero lies within the step where the code found a non-positive force.
            return min(max(te, t[a]), t[i])
    raise MeasureError("the normal force never returned to zero")


def _parabola_max(y0, y1, y2):
    """Peak of the parabola through three equally spaced samples around the largest."""
    den = y0 - 2.0 * y1 + y2
    if den >= 0.0:
        return y1
    return y1 - (y2 - y0) ** 2 / (8.0 * den)


def rel(a, b):
    """Relative difference of a to b."""
    if b == 0.0:
        return math.inf if a != 0.0 else 0.0
    return (a - b) / abs(b)
