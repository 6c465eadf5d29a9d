//! The band above the plot: the title and one legend entry per series (its line, dashes,
//! dots or marker, and its label), wrapped into rows, so that the legend never hides a curve.

use super::{err, Area, Pen};
use crate::chart::{Kind, Series};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Draws the title and the legend at the top of `root`; returns the area left for the plot.
pub fn draw<B: DrawingBackend>(
    root: &Area<B>,
    pen: &Pen<'_>,
    title: &str,
    series: &[Series],
) -> Result<Area<B>, String> {
    let (w_px, _) = root.dim_in_pixel();
    let title_h = pen.px(22.0);
    let line_h = pen.px(17.0);
    let rows = rows(root, pen, series, w_px as i32);
    let lines: i32 =
        rows.iter().map(|r| r.iter().map(|e| e.lines.len()).max().unwrap_or(1) as i32).sum();
    let band = title_h + line_h * lines + pen.px(4.0);
    let (upper, lower) = root.split_vertically(band);
    let fg = pen.theme.foreground();
    let top = Pos::new(HPos::Center, VPos::Top);
    upper
        .draw(&Text::new(
            title.to_string(),
            (w_px as i32 / 2, pen.px(4.0)),
            pen.font(15.0).color(&fg).pos(top),
        ))
        .map_err(err)?;
    let label_font = pen.font(12.0).color(&fg);
    let mut y0 = title_h;
    for row in &rows {
        for e in row {
            let y = y0 + line_h / 2;
            sample(&upper, pen, &series[e.series], e.x, y)?;
            for (i, text) in e.lines.iter().enumerate() {
                let at = (e.x + pen.px(22.0) + pen.px(5.0), y + line_h * i as i32);
                upper
                    .draw(&Text::new(
                        text.clone(),
                        at,
                        label_font.pos(Pos::new(HPos::Left, VPos::Center)),
                    ))
                    .map_err(err)?;
            }
        }
        y0 += line_h * row.iter().map(|e| e.lines.len()).max().unwrap_or(1) as i32;
    }
    Ok(lower)
}

/// One legend entry placed: its series, its x in pixels, its label's lines.
struct Entry {
    series: usize,
    x: i32,
    lines: Vec<String>,
}

/// The legend entries wrapped into rows across `width`; a label wider than a row on its own
/// is broken into lines at its spaces (long code settings' names were cut at the edge).
fn rows<B: DrawingBackend>(
    root: &Area<B>,
    pen: &Pen<'_>,
    series: &[Series],
    width: i32,
) -> Vec<Vec<Entry>> {
    let font = pen.font(12.0).color(&pen.theme.foreground());
    let text_w = |t: &str| root.estimate_text_size(t, &font).map_or(80, |(w, _)| w as i32);
    let mut rows: Vec<Vec<Entry>> = vec![Vec::new()];
    let (mut x_at, left) = (pen.px(12.0), pen.px(12.0));
    let sample_w = pen.px(22.0) + pen.px(5.0);
    let room = (width - left - pen.px(8.0) - sample_w - pen.px(14.0)).max(pen.px(40.0));
    for (k, s) in series.iter().enumerate() {
        let lines = wrap(&s.label, room, &text_w);
        let tw = lines.iter().map(|l| text_w(l)).max().unwrap_or(0);
        let need = sample_w + tw + pen.px(14.0);
        if x_at + need > width - pen.px(8.0) && !rows.last().map_or(true, Vec::is_empty) {
            rows.push(Vec::new());
            x_at = left;
        }
        if let Some(r) = rows.last_mut() {
            r.push(Entry { series: k, x: x_at, lines });
        }
        x_at += need;
    }
    rows
}

/// `label` in lines no wider than `room` pixels, broken at spaces (a word wider than that
/// stays whole on its own line).
fn wrap(label: &str, room: i32, width: &dyn Fn(&str) -> i32) -> Vec<String> {
    if width(label) <= room {
        return vec![label.to_string()];
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in label.split(' ') {
        let next = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if !line.is_empty() && width(&next) > room {
            lines.push(core::mem::replace(&mut line, word.to_string()));
        } else {
            line = next;
        }
    }
    lines.push(line);
    lines
}

/// The sample of one series in its legend entry, starting at (`x`, `y`): a line, a dashed
/// line, three dots or a marker.
fn sample<B: DrawingBackend>(
    upper: &Area<B>,
    pen: &Pen<'_>,
    s: &Series,
    x: i32,
    y: i32,
) -> Result<(), String> {
    let line_len = pen.px(22.0);
    let st = pen.line(s.index);
    let seg = vec![(x, y), (x + line_len, y)];
    match s.kind {
        Kind::Solid => upper.draw(&PathElement::new(seg, st)).map_err(err),
        Kind::Dashed => match pen.dash {
            Some(d) => {
                d.set_dash(&[f64::from(pen.px(5.0)), f64::from(pen.px(3.0))]);
                let r = upper.draw(&PathElement::new(seg, st)).map_err(err);
                d.set_dash(&[]);
                r
            }
            None => upper
                .draw(&plotters::element::DashedPathElement::new(seg, pen.px(5.0), pen.px(3.0), st))
                .map_err(err),
        },
        Kind::Points => {
            for dx in [0.2, 0.5, 0.8] {
                let cx = x + (dx * line_len as f64) as i32;
                upper.draw(&Circle::new((cx, y), pen.px(2.5), st.filled())).map_err(err)?;
            }
            Ok(())
        }
        Kind::Markers => {
            upper.draw(&Circle::new((x + line_len / 2, y), pen.px(4.0), st.filled())).map_err(err)
        }
    }
}
