//! The one backend the charts draw on: the page's canvas, or SVG for export, behind a
//! single type so that plotters' chart code is compiled once (drawing generically on each
//! backend type would put a second copy of it in the wasm), with text measured by a
//! canvas's own `measureText`.
//!
//! plotters 0.3.7 measures text on wasm by appending a `<span style="…">` to the document
//! and reading its size (`style/font/web.rs`): a forced page layout per label, and an
//! inline style that a strict Content-Security-Policy (ours: `style-src 'self'`) blocks,
//! which makes every measurement wrong. `measureText` on a detached canvas needs neither.

#[cfg(feature = "full")]
use plotters::prelude::SVGBackend;
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

/// Where a chart is drawn.
pub enum Target<'a> {
    /// A canvas on the page.
    Canvas(CanvasBackend),
    /// An SVG document written into a string (the export, in the full module).
    #[cfg(feature = "full")]
    Svg(SVGBackend<'a>),
    /// Keeps the lifetime without the SVG backend (never made).
    #[cfg(not(feature = "full"))]
    #[allow(dead_code)]
    Never(std::marker::PhantomData<&'a ()>, std::convert::Infallible),
}

/// A [`Target`] whose text is measured by a canvas 2D context.
pub struct Surface<'a> {
    target: Target<'a>,
    ctx: CanvasRenderingContext2d,
    /// The context of the canvas drawn on (for a canvas target): its text is drawn here
    /// directly, the font, alignment and baseline set only when they change (plotters sets
    /// each for every label, and a font is parsed anew each time: ≈ 0.7 ms a redraw).
    draw_ctx: Option<CanvasRenderingContext2d>,
    /// What `draw_ctx` was last given (font, align, baseline).
    text_state: (String, &'static str, &'static str),
    /// The font last set on the measuring context.
    measure_font: std::cell::RefCell<String>,
}

/// A drawing error of either backend, as text.
#[derive(Debug)]
pub struct SurfaceError(String);

impl std::fmt::Display for SurfaceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SurfaceError {}

type Result<T = ()> = std::result::Result<T, DrawingErrorKind<SurfaceError>>;

fn conv<E: std::error::Error + Send + Sync>(
    e: DrawingErrorKind<E>,
) -> DrawingErrorKind<SurfaceError> {
    match e {
        DrawingErrorKind::DrawingError(e) => {
            DrawingErrorKind::DrawingError(SurfaceError(e.to_string()))
        }
        DrawingErrorKind::FontError(e) => DrawingErrorKind::FontError(e),
    }
}

/// Calls the same method on whichever backend is inside, converting its error.
macro_rules! both {
    ($self:ident, $b:ident => $call:expr) => {
        match &mut $self.target {
            Target::Canvas($b) => $call.map_err(conv),
            #[cfg(feature = "full")]
            Target::Svg($b) => $call.map_err(conv),
            #[cfg(not(feature = "full"))]
            Target::Never(_, n) => match *n {},
        }
    };
}

thread_local! {
    /// The detached canvas context that measures text, made once (a new canvas and context
    /// per chart cost ≈ 0.2 ms a redraw).
    static MEASURE: std::cell::OnceCell<Option<CanvasRenderingContext2d>> = const { std::cell::OnceCell::new() };
}

fn measuring_context() -> Option<CanvasRenderingContext2d> {
    let make = || {
        let doc = web_sys::window()?.document()?;
        let canvas: web_sys::HtmlCanvasElement =
            doc.create_element("canvas").ok()?.dyn_into().ok()?;
        canvas.get_context("2d").ok()??.dyn_into().ok()
    };
    MEASURE.with(|m| m.get_or_init(make).clone())
}

impl<'a> Surface<'a> {
    /// Wraps `target`; `None` if no canvas 2D context can be had for measuring. `draw_ctx`:
    /// the 2D context of a canvas target, for drawing its text.
    pub fn new(
        target: Target<'a>,
        draw_ctx: Option<CanvasRenderingContext2d>,
    ) -> Option<Surface<'a>> {
        Some(Surface {
            target,
            ctx: measuring_context()?,
            draw_ctx,
            text_state: (String::new(), "", ""),
            measure_font: std::cell::RefCell::new(String::new()),
        })
    }
}

impl DrawingBackend for Surface<'_> {
    type ErrorType = SurfaceError;

    fn get_size(&self) -> (u32, u32) {
        match &self.target {
            Target::Canvas(b) => b.get_size(),
            #[cfg(feature = "full")]
            Target::Svg(b) => b.get_size(),
            #[cfg(not(feature = "full"))]
            Target::Never(_, n) => match *n {},
        }
    }
    fn ensure_prepared(&mut self) -> Result {
        both!(self, b => b.ensure_prepared())
    }
    fn present(&mut self) -> Result {
        both!(self, b => b.present())
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result {
        both!(self, b => b.draw_pixel(point, color))
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result {
        both!(self, b => b.draw_line(from, to, style))
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result {
        both!(self, b => b.draw_rect(upper_left, bottom_right, style, fill))
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result {
        both!(self, b => b.draw_path(path, style))
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result {
        both!(self, b => b.fill_polygon(vert, style))
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result {
        both!(self, b => b.draw_circle(center, radius, style, fill))
    }
    fn draw_text<S: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result {
        let Some(ctx) = self.draw_ctx.clone() else {
            return both!(self, b => b.draw_text(text, style, pos));
        };
        // As plotters-canvas 0.3 draws text (canvas.rs, draw_text), with the state kept.
        let c = style.color();
        if c.alpha == 0.0 {
            return Ok(());
        }
        let rotate = match style.transform() {
            plotters_backend::FontTransform::None => 0.0,
            plotters_backend::FontTransform::Rotate90 => 0.5,
            plotters_backend::FontTransform::Rotate180 => 1.0,
            plotters_backend::FontTransform::Rotate270 => 1.5,
        } * std::f64::consts::PI;
        // The font, alignment and baseline are set before a rotation's save(), so that its
        // restore() keeps them and what `text_state` records stays true.
        let font = font_of(style);
        let baseline = match style.anchor().v_pos {
            plotters_backend::text_anchor::VPos::Top => "top",
            plotters_backend::text_anchor::VPos::Center => "middle",
            plotters_backend::text_anchor::VPos::Bottom => "bottom",
        };
        let align = match style.anchor().h_pos {
            plotters_backend::text_anchor::HPos::Left => "start",
            plotters_backend::text_anchor::HPos::Right => "end",
            plotters_backend::text_anchor::HPos::Center => "center",
        };
        if self.text_state.0 != font {
            ctx.set_font(&font);
            self.text_state.0 = font;
        }
        if self.text_state.1 != align {
            ctx.set_text_align(align);
            self.text_state.1 = align;
        }
        if self.text_state.2 != baseline {
            ctx.set_text_baseline(baseline);
            self.text_state.2 = baseline;
        }
        let (mut x, mut y) = (f64::from(pos.0), f64::from(pos.1));
        if rotate != 0.0 {
            ctx.save();
            let _ = ctx.translate(x, y);
            let _ = ctx.rotate(rotate);
            (x, y) = (0.0, 0.0);
        }
        // The fill colour is set by other drawing too: always set.
        let (r, g, b) = c.rgb;
        ctx.set_fill_style_str(&format!("rgba({r},{g},{b},{})", c.alpha));
        let out = ctx.fill_text(text, x, y);
        if rotate != 0.0 {
            ctx.restore();
        }
        // The JS exception's own text would need wasm-bindgen's debug formatting in the module.
        out.map_err(|_| DrawingErrorKind::DrawingError(SurfaceError("fillText failed".into())))
    }
    /// Width from `measureText` in the font `draw_text` will use; height = 1.2 × size
    /// (the CSS line box of a sans-serif font).
    fn estimate_text_size<S: BackendTextStyle>(&self, text: &str, style: &S) -> Result<(u32, u32)> {
        let font = font_of(style);
        let mut last = self.measure_font.borrow_mut();
        if *last != font {
            self.ctx.set_font(&font);
            *last = font;
        }
        let width = self
            .ctx
            .measure_text(text)
            .map(|m| m.width())
            .unwrap_or(style.size() * 0.6 * text.chars().count() as f64);
        Ok((width.ceil().max(0.0) as u32, (style.size() * 1.2).ceil() as u32))
    }
}

/// The CSS font of a text style, as plotters-canvas writes it.
fn font_of<S: BackendTextStyle>(style: &S) -> String {
    format!("{} {}px {}", style.style().as_str(), style.size(), style.family().as_str())
}
