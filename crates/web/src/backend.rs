//! The canvas backend the charts draw on: plotters-canvas's `CanvasBackend`, except that
//! text is measured with the canvas's own `measureText`.
//!
//! plotters 0.3.7 measures text on wasm by appending a `<span style="…">` to the document
//! and reading its size (`style/font/web.rs`): a forced page layout per label, and an
//! inline style that a strict Content-Security-Policy (ours: `style-src 'self'`) blocks,
//! which makes every measurement wrong. `measureText` needs neither.

use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// A canvas to draw charts on.
pub struct Canvas {
    inner: CanvasBackend,
    ctx: CanvasRenderingContext2d,
}

type Error = DrawingErrorKind<<CanvasBackend as DrawingBackend>::ErrorType>;

impl Canvas {
    /// Wraps a canvas element; `None` if it has no 2D context.
    pub fn new(canvas: HtmlCanvasElement) -> Option<Canvas> {
        let ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        Some(Canvas { inner: CanvasBackend::with_canvas_object(canvas)?, ctx })
    }
}

impl DrawingBackend for Canvas {
    type ErrorType = <CanvasBackend as DrawingBackend>::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }
    fn ensure_prepared(&mut self) -> Result<(), Error> {
        self.inner.ensure_prepared()
    }
    fn present(&mut self) -> Result<(), Error> {
        self.inner.present()
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<(), Error> {
        self.inner.draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), Error> {
        self.inner.draw_line(from, to, style)
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), Error> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), Error> {
        self.inner.draw_path(path, style)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), Error> {
        self.inner.fill_polygon(vert, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), Error> {
        self.inner.draw_circle(center, radius, style, fill)
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), Error> {
        self.inner.draw_text(text, style, pos)
    }
    /// Width from `measureText` in the font `draw_text` will use; height = 1.2 × size
    /// (the CSS line box of a sans-serif font).
    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> Result<(u32, u32), Error> {
        self.ctx.set_font(&format!(
            "{} {}px {}",
            style.style().as_str(),
            style.size(),
            style.family().as_str()
        ));
        let width = self
            .ctx
            .measure_text(text)
            .map(|m| m.width())
            .unwrap_or(style.size() * 0.6 * text.chars().count() as f64);
        Ok((width.ceil().max(0.0) as u32, (style.size() * 1.2).ceil() as u32))
    }
}
