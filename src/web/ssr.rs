//! The server's renderer: the UI's `ssr.js` (the public pages' React components, built by
//! ui/build.mjs) run in QuickJS. One OS thread owns the engine; renders reach it over a channel
//! and answer on a oneshot, so no JavaScript runs on the async threads. The engine is loaded on
//! first use (from bytecode compiled at the first load and kept compressed: loading from it takes
//! ~5 ms where compiling takes ~55), dropped with its thread after 20 s without renders (its memory
//! back to the system), and dropped and started clean after any failed render. Each
//! render has a memory limit, a stack limit and a deadline.

use std::cell::Cell;
use std::io::{Read as _, Write as _};
use std::rc::Rc;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use rquickjs::module::WriteOptions;
use rquickjs::{CatchResultExt, Context, Function, Module, Runtime};
use tokio::sync::oneshot;

/// The engine's heap limit: several times what a render of a full products page takes (its peak
/// is in docs/benchmarks.md), small enough that a runaway render cannot take the server's memory.
const MEMORY_LIMIT: usize = 32 << 20;
const STACK_LIMIT: usize = 1 << 20;
/// A render that takes longer is stopped (a loop in a component must not hold the thread).
const RENDER_DEADLINE: Duration = Duration::from_secs(5);
/// The engine is dropped after this long without a render: an idle site keeps its memory small
/// (loading it again from its bytecode takes ~7 ms). Shorter than the quiet spell after which the
/// server gives memory back ([`crate::edge::server::when_quiet`]), so that release finds it gone.
const IDLE: Duration = Duration::from_secs(20);

struct Job {
    input: String,
    reply: oneshot::Sender<Result<String, String>>,
}

/// Reads ssr.js, which defines `globalThis.ssrRender(json) -> html`: called only to compile it (the
/// first load of the engine in a process, or of a restarted thread), so the script's source need
/// not stay in memory (the embedded copy is gzipped).
pub type ScriptSource = Arc<dyn Fn() -> std::io::Result<Bytes> + Send + Sync>;

pub struct Renderer {
    script: ScriptSource,
    shared: Arc<Shared>,
}

/// What the renderer's callers and its thread share.
struct Shared {
    /// The running thread's queue; None while no thread runs (the next render starts one). A
    /// thread that leaves empties it under this lock, so no render is sent to a thread gone.
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
    /// ssr.js compiled, kept from one thread to the next.
    bytecode: Mutex<Option<Compressed>>,
}

impl Renderer {
    pub fn new(script: ScriptSource) -> Renderer {
        Renderer { script, shared: Arc::new(Shared { jobs: Mutex::new(None), bytecode: Mutex::new(None) }) }
    }

    /// The app's HTML for `input` (the JSON `ssrRender` takes), rendered on the engine's thread.
    pub async fn render(&self, input: String) -> Result<String, String> {
        let (reply, answer) = oneshot::channel();
        {
            let mut jobs = self.shared.jobs.lock().map_err(|_| "renderer lock poisoned".to_owned())?;
            if jobs.is_none() {
                let (tx, rx) = mpsc::channel();
                let (script, shared) = (self.script.clone(), self.shared.clone());
                std::thread::Builder::new()
                    .name("ssr".into())
                    // QuickJS checks its own 1 MB stack limit; the thread has room beyond it.
                    .stack_size(8 << 20)
                    .spawn(move || serve(script, rx, shared))
                    .map_err(|e| format!("starting the renderer: {e}"))?;
                *jobs = Some(tx);
            }
            let job = Job { input, reply };
            if let Err(mpsc::SendError(job)) = jobs.as_ref().expect("set above").send(job) {
                // The thread is gone (it panicked): start a new one next time.
                *jobs = None;
                let _ = job.reply.send(Err("the renderer stopped".into()));
            }
        }
        answer.await.map_err(|_| "the renderer stopped".to_owned())?
    }
}

/// The renderer thread: loads the engine, renders jobs in order; after [`IDLE`] without one it
/// drops the engine and ends (its memory back to the system, and the allocator's per-thread cache
/// with it). After a failed render the engine is dropped and loaded clean for the next one.
fn serve(script: ScriptSource, jobs: mpsc::Receiver<Job>, shared: Arc<Shared>) {
    let mut engine: Option<Engine> = None;
    loop {
        let job = match jobs.recv_timeout(IDLE) {
            Ok(job) => job,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let Ok(mut sender) = shared.jobs.lock() else { return };
                // A render sent just now is still answered; else no more can come here.
                match jobs.try_recv() {
                    Ok(job) => job,
                    Err(_) => {
                        *sender = None;
                        drop(sender);
                        drop(engine);
                        crate::edge::server::trim_heap();
                        return;
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return,
        };
        if engine.is_none() {
            let started = Instant::now();
            let Ok(mut bytecode) = shared.bytecode.lock() else { return };
            match Engine::load(&script, &mut bytecode) {
                Ok(e) => {
                    tracing::debug!("renderer loaded in {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
                    engine = Some(e);
                }
                Err(e) => {
                    let _ = job.reply.send(Err(format!("loading ssr.js: {e}")));
                    continue;
                }
            }
        }
        let result = engine.as_ref().expect("loaded above").render(&job.input);
        let failed = result.is_err();
        let _ = job.reply.send(result);
        match &engine {
            // The engine may be left in any state (out of memory, interrupted): start clean.
            Some(_) if failed => drop(engine.take()),
            // Cycles left by the render (React's fibers), collected once the visitor has the page
            // rather than at the next load.
            Some(e) => e.runtime.run_gc(),
            None => {}
        }
    }
}

struct Engine {
    // Dropped in this order: the context before its runtime.
    context: Context,
    runtime: Runtime,
    deadline: Rc<Cell<Option<Instant>>>,
    /// The bytecode the runtime was loaded from, which must outlive it.
    _loaded_from: Vec<u8>,
}

/// ssr.js compiled to QuickJS bytecode, deflated: kept between loads of the engine, on an idle
/// site a third of its size (~420 KB of bytecode).
struct Compressed(Vec<u8>);

impl Compressed {
    fn of(bytes: &[u8]) -> Option<Compressed> {
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
        z.write_all(bytes).ok()?;
        z.finish().ok().map(Compressed)
    }

    fn bytes(&self) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(self.0.len() * 4);
        flate2::read::DeflateDecoder::new(&self.0[..]).read_to_end(&mut out).ok().map(|_| out)
    }
}

impl Engine {
    /// A runtime with ssr.js evaluated: from `bytecode` when an earlier load compiled it, else
    /// compiled now and kept there.
    fn load(script: &ScriptSource, bytecode: &mut Option<Compressed>) -> Result<Engine, String> {
        let runtime = Runtime::new().map_err(|e| e.to_string())?;
        runtime.set_memory_limit(MEMORY_LIMIT);
        runtime.set_max_stack_size(STACK_LIMIT);
        let deadline: Rc<Cell<Option<Instant>>> = Rc::new(Cell::new(None));
        let check = deadline.clone();
        runtime.set_interrupt_handler(Some(Box::new(move || check.get().is_some_and(|d| Instant::now() > d))));
        let context = Context::full(&runtime).map_err(|e| e.to_string())?;
        deadline.set(Some(Instant::now() + RENDER_DEADLINE));
        let loaded_from = bytecode.as_ref().and_then(Compressed::bytes).unwrap_or_default();
        let loaded = context.with(|ctx| {
            let module = if loaded_from.is_empty() {
                let source = script().map_err(|e| format!("reading ssr.js: {e}"))?;
                let declared = Module::declare(ctx.clone(), "ssr.js", Vec::from(source));
                if let Ok(module) = &declared {
                    let written = module.write(WriteOptions { strip_debug: true, ..Default::default() });
                    *bytecode = written.ok().and_then(|b| Compressed::of(&b));
                }
                declared
            } else {
                // SAFETY: these bytes were written by this same QuickJS build (above, in an earlier
                // load of this process), and they outlive the runtime that reads them (the
                // engine's last field, dropped after its runtime).
                unsafe { Module::load(ctx.clone(), &loaded_from) }
            };
            let (_, promise) = module.and_then(|m| m.eval()).catch(&ctx).map_err(|e| e.to_string())?;
            promise.finish::<()>().catch(&ctx).map_err(|e| e.to_string())?;
            ctx.globals().get::<_, Function>("ssrRender").catch(&ctx).map(|_| ()).map_err(|e| e.to_string())
        });
        deadline.set(None);
        loaded?;
        Ok(Engine { context, runtime, deadline, _loaded_from: loaded_from })
    }

    fn render(&self, input: &str) -> Result<String, String> {
        self.deadline.set(Some(Instant::now() + RENDER_DEADLINE));
        let html = self.context.with(|ctx| {
            let render: Function = ctx.globals().get("ssrRender").catch(&ctx).map_err(|e| e.to_string())?;
            render.call::<_, String>((input,)).catch(&ctx).map_err(|e| e.to_string())
        });
        self.deadline.set(None);
        html
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_load_comes_from_the_kept_bytecode_and_renders_the_same() {
        let script: ScriptSource = Arc::new(|| {
            Ok(Bytes::from_static(
                b"const greet = (n) => `<p lang=\"fa\">\xd8\xb3\xd9\x84\xd8\xa7\xd9\x85 ${n}</p>`;\n\
                  globalThis.ssrRender = (json) => greet(JSON.parse(json).name);",
            ))
        });
        let mut bytecode = None;
        let first = Engine::load(&script, &mut bytecode).unwrap();
        let rendered = first.render(r#"{"name":"Kabul"}"#).unwrap();
        assert_eq!(rendered, "<p lang=\"fa\">سلام Kabul</p>");
        drop(first);
        let kept = bytecode.as_ref().expect("the first load keeps its bytecode");
        assert!(!kept.bytes().unwrap().is_empty());

        // The source is not read again: the second load is from the bytecode.
        let gone: ScriptSource = Arc::new(|| Err(std::io::Error::other("read again")));
        let second = Engine::load(&gone, &mut bytecode).unwrap();
        assert_eq!(second.render(r#"{"name":"Herat"}"#).unwrap(), "<p lang=\"fa\">سلام Herat</p>");
    }
}
