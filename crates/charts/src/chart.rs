//! What a chart is, apart from how it is drawn: its series, axes and decorations, and the
//! contact charts' specifications (which curves of a solution against which).

use dem_contact::Curves;

/// One curve to draw, in SI units.
#[derive(Clone, Debug)]
pub struct Series {
    /// Legend text.
    pub label: String,
    /// Index into the palette (wraps).
    pub index: usize,
    /// (x, y) points in SI units.
    pub points: Vec<(f64, f64)>,
    /// How it is drawn.
    pub kind: Kind,
}

/// How a series is drawn: the user's own solid, overlays dashed (so they stay apart without
/// colour), an explicit scheme's steps as dots.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A solid line.
    Solid,
    /// A dashed line.
    Dashed,
    /// One dot per point.
    Points,
    /// A larger marker per point with a ring (measurements).
    Markers,
}

impl Kind {
    /// The first series solid, the others dashed.
    pub fn for_index(i: usize) -> Kind {
        if i == 0 {
            Kind::Solid
        } else {
            Kind::Dashed
        }
    }
}

/// A solution's curves with their legend, palette index and drawing kind.
#[derive(Clone, Debug)]
pub struct Solved {
    /// Legend text.
    pub label: String,
    /// Palette index.
    pub index: usize,
    /// Its curves.
    pub curves: Curves,
    /// How it is drawn.
    pub kind: Kind,
}

/// One of the contact charts: its title, axes, and which curves of a solution it plots
/// against which.
pub struct Spec {
    /// Title drawn above the plot.
    pub title: &'static str,
    /// Horizontal axis.
    pub x: Axis,
    /// Vertical axis.
    pub y: Axis,
    /// The abscissae of a solution's curves.
    pub x_of: fn(&Curves) -> &[f64],
    /// The ordinates.
    pub y_of: fn(&Curves) -> &[f64],
    /// Draw y = 0 (to show tension).
    pub zero_line: bool,
    /// Shade the first series' loop (F(ξ): the work dissipated) and the area under its
    /// return branch (the work recovered).
    pub shade_loop: bool,
    /// Stop the time axis where every series has decayed below 1 % of the largest |y| for
    /// good, when that leaves more than half of the window empty (an overdamped contact's
    /// force is over long before its overlap: F(t) would fill 5 % of the axis).
    pub trim_tail: bool,
}

impl Spec {
    /// The chart of `self` for these solved series.
    pub fn chart(&self, solved: &[Solved]) -> Chart {
        let mut series: Vec<Series> = solved
            .iter()
            .map(|s| Series {
                label: s.label.clone(),
                index: s.index,
                points: (self.x_of)(&s.curves)
                    .iter()
                    .copied()
                    .zip((self.y_of)(&s.curves).iter().copied())
                    .collect(),
                kind: s.kind,
            })
            .collect();
        if self.trim_tail {
            trim_tail(&mut series);
        }
        Chart {
            title: self.title.into(),
            x: self.x,
            y: self.y,
            series,
            extras: Extras {
                zero_line: self.zero_line,
                shade_loop: self.shade_loop,
                ..Extras::default()
            },
        }
    }
}

/// See [`Spec::trim_tail`].
fn trim_tail(series: &mut [Series]) {
    let peak = series.iter().flat_map(|s| s.points.iter()).map(|p| p.1.abs()).fold(0.0, f64::max);
    let end = series.iter().flat_map(|s| s.points.iter()).map(|p| p.0).fold(0.0, f64::max);
    if !(peak > 0.0 && end > 0.0) {
        return;
    }
    let last_big = series
        .iter()
        .flat_map(|s| s.points.iter())
        .filter(|p| p.1.abs() >= 0.01 * peak)
        .map(|p| p.0)
        .fold(0.0, f64::max);
    let cut = 1.15 * last_big;
    if cut < 0.5 * end {
        for s in series.iter_mut() {
            if let Some(i) = s.points.iter().position(|p| p.0 > cut) {
                s.points.truncate(i + 1);
            }
        }
    }
}

/// Everything needed to draw one chart, owned (kept for redrawing as SVG and for a hover
/// readout).
#[derive(Clone, Debug)]
pub struct Chart {
    /// Title.
    pub title: String,
    /// Horizontal axis.
    pub x: Axis,
    /// Vertical axis.
    pub y: Axis,
    /// The series.
    pub series: Vec<Series>,
    /// Decorations.
    pub extras: Extras,
}

/// An axis: quantity name, symbol and SI unit, e.g. ("Force", "F", "N"); unit "" for a
/// dimensionless axis.
#[derive(Clone, Copy, Debug)]
pub struct Axis {
    /// Quantity, e.g. "Time".
    pub quantity: &'static str,
    /// Symbol, e.g. "t".
    pub symbol: &'static str,
    /// SI unit without prefix, e.g. "s".
    pub unit: &'static str,
}

/// Optional decorations of a chart.
#[derive(Clone, Copy, Default, Debug)]
pub struct Extras {
    /// Draw y = 0 (to show tension).
    pub zero_line: bool,
    /// Cap of the y axis (SI units); curves beyond are clipped.
    pub y_max: Option<f64>,
    /// Floor of the y axis (SI units); curves below are clipped (the Rolling view's torque:
    /// the EPSD dashpot's start, a thousand times the limit for a microsecond).
    pub y_min: Option<f64>,
    /// A linear y axis spans the data only, not down to zero (e(v0): 0.84–0.92 was squeezed
    /// into a band above an empty 0–0.84).
    pub y_data_only: bool,
    /// A vertical marker line at this x (SI units).
    pub marker_x: Option<f64>,
    /// See [`Spec::shade_loop`].
    pub shade_loop: bool,
    /// Logarithmic x axis (points with x ≤ 0 are left out).
    pub log_x: bool,
    /// Logarithmic y axis (points with y ≤ 0 are left out).
    pub log_y: bool,
    /// What a chart with no point to draw says ("" for "no point to draw"): the page writes
    /// it in the empty plot, [`crate::draw`] returns it as its error.
    pub empty_note: &'static str,
}

/// What was drawn: for accessible descriptions, tests, and a hover readout.
#[derive(Clone, Default, Debug)]
pub struct Drawn {
    /// Full x-axis label, e.g. "Time t \[ms\]".
    pub x_label: String,
    /// Full y-axis label.
    pub y_label: String,
    /// Axis ranges in displayed (prefixed) units.
    pub x_range: (f64, f64),
    /// Axis ranges in displayed (prefixed) units.
    pub y_range: (f64, f64),
    /// Series labels in drawing order.
    pub series: Vec<String>,
    /// The plotting area in device pixels: (left, right, top, bottom).
    pub plot_px: (i32, i32, i32, i32),
    /// Factors from SI to the displayed units of x and y.
    pub scale: (f64, f64),
    /// Logarithmic x and y axes (ranges are then in log₁₀ of the displayed units).
    pub log: (bool, bool),
}

/// Chart F(t): contact force against time; below zero the force pulls (tension).
pub const FORCE_TIME: Spec = Spec {
    title: "Force against time, F(t)",
    x: Axis { quantity: "Time", symbol: "t", unit: "s" },
    y: Axis { quantity: "Force", symbol: "F", unit: "N" },
    x_of: |c| &c.t,
    y_of: |c| &c.force,
    zero_line: true,
    shade_loop: false,
    trim_tail: true,
};

/// Chart ξ(t): overlap against time; each curve ends where its contact ends.
pub const OVERLAP_TIME: Spec = Spec {
    title: "Overlap against time, ξ(t)",
    x: Axis { quantity: "Time", symbol: "t", unit: "s" },
    y: Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
    x_of: |c| &c.t,
    y_of: |c| &c.overlap,
    zero_line: false,
    shade_loop: false,
    trim_tail: false,
};

/// Chart F(ξ): the force–overlap loop; its area is the energy dissipated.
pub const FORCE_OVERLAP: Spec = Spec {
    title: "Force against overlap, F(ξ)",
    x: Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
    y: Axis { quantity: "Force", symbol: "F", unit: "N" },
    x_of: |c| &c.overlap,
    y_of: |c| &c.force,
    zero_line: true,
    shade_loop: true,
    trim_tail: false,
};

/// The three contact charts, in the page's order: F(t), ξ(t), F(ξ).
pub const CONTACT: [&Spec; 3] = [&FORCE_TIME, &OVERLAP_TIME, &FORCE_OVERLAP];
