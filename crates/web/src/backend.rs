//! The backends the charts draw on: any plotters backend (the page's canvas, or SVG for
//! export), except that text is measured with a canvas's own `measureText`.
//!
//! plotters 0.3.7 measures text on wasm by appending a `<span style="…">` to the document
//! and reading its size (`style/font/web.rs`): a forced page layout per label, and an
//! inline style that a strict Content-Security-Policy (ours: `style-src 'self'`) blocks,
//! which makes every measurement wrong. `measureText` on a detached canvas needs neither.

use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};
use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

/// A backend `B` whose text is measured by a canvas 2D context.
pub struct Measured<B: DrawingBackend> {
    inner: B,
    ctx: CanvasRenderingContext2d,
}

type Error<B> = DrawingErrorKind<<B as DrawingBackend>::ErrorType>;

impl<B: DrawingBackend> Measured<B> {
    /// Wraps `inner`; `None` if no canvas 2D context can be had for measuring.
    pub fn new(inner: B) -> Option<Measured<B>> {
        let doc = web_sys::window()?.document()?;
        let canvas: web_sys::HtmlCanvasElement =
            doc.create_element("canvas").ok()?.dyn_into().ok()?;
        let ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        Some(Measured { inner, ctx })
    }
}

impl<B: DrawingBackend> DrawingBackend for Measured<B> {
    type ErrorType = B::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }
    fn ensure_prepared(&mut self) -> Result<(), Error<B>> {
        self.inner.ensure_prepared()
    }
    fn present(&mut self) -> Result<(), Error<B>> {
        self.inner.present()
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<(), Error<B>> {
        self.inner.draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), Error<B>> {
        self.inner.draw_line(from, to, style)
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), Error<B>> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), Error<B>> {
        self.inner.draw_path(path, style)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), Error<B>> {
        self.inner.fill_polygon(vert, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), Error<B>> {
        self.inner.draw_circle(center, radius, style, fill)
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), Error<B>> {
        self.inner.draw_text(text, style, pos)
    }
    /// Width from `measureText` in the font `draw_text` will use; height = 1.2 × size
    /// (the CSS line box of a sans-serif font).
    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        text: &str,
        style: &S,
    ) -> Result<(u32, u32), Error<B>> {
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
