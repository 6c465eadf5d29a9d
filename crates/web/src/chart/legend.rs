//! The band above the plot: the title and one legend entry per series (its line, dashes,
//! dots or marker, and its label), wrapped into rows, so that the legend never hides a curve.

use super::{err, Area, Kind, Pen, Series};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Draws the title and the legend at the top of `root`; returns the area left for the plot.
pub fn draw<'b>(
    root: &Area<'b>,
    pen: &Pen<'_>,
    title: &str,
    series: &[Series],
) -> Result<Area<'b>, String> {
    let (w_px, _) = root.dim_in_pixel();
    let title_h = pen.px(22.0);
    let row_h = pen.px(17.0);
    let rows = rows(root, pen, series, w_px as i32);
    let band = title_h + row_h * rows.len() as i32 + pen.px(4.0);
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
    for (r, row) in rows.iter().enumerate() {
        let y = title_h + row_h * r as i32 + row_h / 2;
        for &(k, x) in row {
            let s = &series[k];
            sample(&upper, pen, s, x, y)?;
            let at = (x + pen.px(22.0) + pen.px(5.0), y);
            upper
                .draw(&Text::new(
                    s.label.to_string(),
                    at,
                    label_font.pos(Pos::new(HPos::Left, VPos::Center)),
                ))
                .map_err(err)?;
        }
    }
    Ok(lower)
}

/// The legend entries wrapped into rows of (series index, x in pixels) across `width`.
fn rows(root: &Area<'_>, pen: &Pen<'_>, series: &[Series], width: i32) -> Vec<Vec<(usize, i32)>> {
    let font = pen.font(12.0).color(&pen.theme.foreground());
    let mut rows: Vec<Vec<(usize, i32)>> = vec![Vec::new()];
    let (mut x_at, left) = (pen.px(12.0), pen.px(12.0));
    for (k, s) in series.iter().enumerate() {
        let tw = root.estimate_text_size(&s.label, &font).map_or(80, |(w, _)| w as i32);
        let need = pen.px(22.0) + pen.px(5.0) + tw + pen.px(14.0);
        if x_at + need > width - pen.px(8.0) && !rows.last().map_or(true, Vec::is_empty) {
            rows.push(Vec::new());
            x_at = left;
        }
        if let Some(r) = rows.last_mut() {
            r.push((k, x_at));
        }
        x_at += need;
    }
    rows
}

/// The sample of one series in its legend entry, starting at (`x`, `y`): a line, a dashed
/// line, three dots or a marker.
fn sample(upper: &Area<'_>, pen: &Pen<'_>, s: &Series, x: i32, y: i32) -> Result<(), String> {
    let line_len = pen.px(22.0);
    let st = pen.line(s.index);
    let seg = vec![(x, y), (x + line_len, y)];
    match s.kind {
        Kind::Solid => upper.draw(&PathElement::new(seg, st)).map_err(err),
        Kind::Dashed => match pen.canvas {
            Some(c) => {
                super::line_dash(c, &[f64::from(pen.px(5.0)), f64::from(pen.px(3.0))]);
                let r = upper.draw(&PathElement::new(seg, st)).map_err(err);
                super::line_dash(c, &[]);
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
