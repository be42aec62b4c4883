//! The `pith` command line: reads it (`vm::command_line`), finds the
//! program's text, and runs it on a VM, then the interactive prompt when
//! asked (`-i`) or when there is no program and stdin is a terminal.
//! The interpreter runs on a thread with a large stack, so deep Python
//! recursion (bounded by the recursion limit) never overflows the native one.

use std::process::ExitCode;
use vm::command_line::{Options, Parsed, Program};

/// Checks a `PITHLOG` value as a whole before the crates read their parts:
/// every category must be one some crate knows, and the file must open.
fn check_pithlog(text: &str) -> Result<(), String> {
    let Some((categories, file)) = text.split_once(':') else {
        return Err(format!("PITHLOG={text:?}: expected CATEGORIES:FILE (e.g. gc-minor,jit-summary:-)"));
    };
    let known: Vec<&str> = gc::log::CATEGORIES.iter().chain(vm::JIT_LOG_CATEGORIES).copied().collect();
    if let Some(bad) = categories.split(',').map(str::trim).find(|c| !known.contains(c)) {
        return Err(format!("PITHLOG={text:?}: unknown log category {bad:?} (known: {})", known.join(", ")));
    }
    let file = file.trim();
    if !file.is_empty() && file != "-" {
        std::fs::OpenOptions::new().create(true).append(true).open(file).map_err(|e| format!("PITHLOG={text:?}: cannot open {file}: {e}"))?;
    }
    Ok(())
}

/// Is standard input a terminal?
fn stdin_is_terminal() -> bool {
    // SAFETY: isatty only inspects the descriptor.
    unsafe { libc::isatty(0) == 1 }
}

/// The text of the main program and the name tracebacks give it, or the
/// exit status of the error that stopped reading it. None for the
/// interactive prompt and `-m`, which find their own.
struct Source {
    text: String,
    filename: String,
    has_file: bool,
    /// `sys.path[0]`.
    path0: String,
    /// `sys.argv[0]`.
    argv0: String,
    /// `__package__` ("" for a directory's `__main__.py`).
    package: Option<&'static str>,
}

/// Reads a script file (a directory: its `__main__.py`), as CPython's
/// messages say when it cannot.
fn read_script(path: &str) -> Result<Source, u8> {
    let dir = std::path::Path::new(path);
    let (file, path0) = if dir.is_dir() {
        let main = dir.join("__main__.py");
        if !main.is_file() {
            eprintln!("pith: can't find '__main__' module in '{}'", absolute(path));
            return Err(1);
        }
        let path0 = std::fs::canonicalize(dir).map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
        (absolute(&main.to_string_lossy()), path0)
    } else {
        (absolute(path), vm::script_dir(path))
    };
    let bytes = std::fs::read(&file).map_err(|e| {
        let shown = absolute(&file);
        let errno = e.raw_os_error().map(|n| format!("[Errno {}] ", n)).unwrap_or_default();
        eprintln!("pith: can't open file '{}': {}{}", shown, errno, strerror(&e));
        2u8
    })?;
    let text = lang::source::decode_file(&bytes, &file).map_err(|d| {
        eprintln!("SyntaxError: {}", d.message);
        1u8
    })?;
    let package = dir.is_dir().then_some("");
    Ok(Source { text, filename: file, has_file: true, path0, argv0: path.to_string(), package })
}

/// `path` made absolute (not resolving links), as CPython's messages show it.
fn absolute(path: &str) -> String {
    std::path::absolute(path).map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|_| path.to_string())
}

/// An I/O error's text without Rust's " (os error N)".
fn strerror(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Reads the whole of stdin as the program.
fn read_stdin(argv0: &str) -> Result<Source, u8> {
    let mut bytes = Vec::new();
    if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes) {
        eprintln!("pith: can't read the program from stdin: {}", e);
        return Err(2);
    }
    let text = lang::source::decode(&bytes).map_err(|d| {
        eprintln!("SyntaxError: {}", d.message);
        1u8
    })?;
    Ok(Source { text, filename: "<stdin>".into(), has_file: false, path0: String::new(), argv0: argv0.into(), package: None })
}

/// The program's source, None for the prompt or `-m`.
fn program_source(opts: &Options) -> Result<Option<Source>, u8> {
    let mut source = match &opts.program {
        Program::Script(path) => read_script(path)?,
        Program::Command(code) => Source { text: code.clone(), filename: "<string>".into(), has_file: false, path0: String::new(), argv0: "-c".into(), package: None },
        Program::Stdin => read_stdin("-")?,
        Program::Nothing if !stdin_is_terminal() && !opts.inspect => read_stdin("")?,
        Program::Nothing | Program::Module(_) => return Ok(None),
    };
    if opts.skip_first_line {
        // The line goes, its number stays: later lines keep theirs.
        let end = source.text.find('\n').unwrap_or(source.text.len());
        source.text.replace_range(..end, "");
    }
    Ok(Some(source))
}

/// `sys.argv`: its first item, then the program's arguments.
fn argv(opts: &Options, source: Option<&Source>) -> Vec<String> {
    let first = match (&opts.program, source) {
        (_, Some(s)) => s.argv0.clone(),
        (Program::Module(_), None) => "-m".into(),
        _ => String::new(),
    };
    std::iter::once(first).chain(opts.args.iter().cloned()).collect()
}

fn run(mut opts: Options) -> u8 {
    if let Ok(text) = std::env::var("PITHLOG") {
        if let Err(e) = check_pithlog(&text) {
            eprintln!("pith: {e}");
            return 2;
        }
    }
    let config = match gc::GcConfig::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("pith: {}", e);
            return 2;
        }
    };
    let jit_log = match std::env::var("PITHLOG").map(|v| vm::parse_pithlog(&v)) {
        Ok(Ok(c)) => c,
        Ok(Err(e)) => {
            eprintln!("pith: {}", e);
            return 2;
        }
        Err(_) => Default::default(),
    };
    if !opts.flags.ignore_environment && std::env::var("PYTHONUNBUFFERED").is_ok_and(|v| !v.is_empty()) {
        opts.flags.unbuffered = true;
    }
    let source = match program_source(&opts) {
        Ok(s) => s,
        Err(status) => {
            if !opts.inspect {
                return status;
            }
            None
        }
    };
    let mut vm = vm::Vm::new(config, argv(&opts, source.as_ref()));
    vm.set_flags(opts.flags.clone());
    vm.configure_jit(opts.jit.clone(), jit_log);
    if let Some(file) = &opts.alloc_profile {
        vm.enable_alloc_profile(file.clone(), opts.alloc_rate);
    }
    if let Some(file) = &opts.jit_report {
        vm.enable_jit_report(file.clone());
    }
    if let Some(file) = &opts.profile {
        if let Err(e) = vm.enable_time_profile(file.clone(), opts.profile_interval) {
            eprintln!("pith: --profile: cannot start the profiler: {}", e);
            return 2;
        }
    }
    let mut status = match (&opts.program, &source) {
        (_, Some(s)) => {
            let main = vm::MainSource { source: &s.text, filename: &s.filename, has_file: s.has_file, path0: s.path0.clone(), package: s.package };
            vm.run_program(&main, opts.dump_bytecode)
        }
        (Program::Module(name), None) => vm.run_module_main(name, opts.dump_bytecode),
        _ => 0,
    };
    let prompt = opts.inspect || (opts.program == Program::Nothing && source.is_none());
    if prompt && !vm::interrupt::ended_by_interrupt() {
        let banner = opts.program == Program::Nothing && !opts.quiet;
        status = vm.run_interactive(banner);
    }
    vm.finish_program();
    vm.jit_summary();
    if let Err(e) = vm.finish_jit_report() {
        eprintln!("pith: --jit-report: {}", e);
    }
    vm.finish_time_profile();
    vm.finish_alloc_profile();
    if opts.gc_stats {
        vm.print_gc_stats();
    }
    if vm::interrupt::ended_by_interrupt() {
        vm::interrupt::exit_by_sigint();
    }
    (status & 0xff) as u8
}

/// How the collector's panics start when the system refuses memory.
const OUT_OF_MEMORY: &str = "pith-gc: out of memory";

fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    payload.downcast_ref::<&str>().copied().or_else(|| payload.downcast_ref::<String>().map(String::as_str)).unwrap_or("")
}

/// mimalloc for the Rust side's own allocations (the compiler's syntax
/// trees, the JIT's IR and Cranelift's, the interpreter's vectors): glibc's
/// malloc and free were a third of the instructions of an import. Python
/// objects live in the `gc` crate's heap, which maps its own memory.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match vm::command_line::parse(&args) {
        Parsed::Run(o) => *o,
        Parsed::Print(text) => {
            print!("{}", text);
            return ExitCode::SUCCESS;
        }
        Parsed::Usage(text) => {
            eprint!("{}", text);
            return ExitCode::from(2);
        }
    };
    vm::interrupt::install();
    let stack = (vm::MAX_RECURSION_LIMIT * 8 * 1024).max(256 << 20);
    // The system refusing memory is reported like CPython's MemoryError, not as a crash.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !panic_message(info.payload()).starts_with(OUT_OF_MEMORY) {
            default_hook(info);
        }
    }));
    let handle = std::thread::Builder::new().name("pith".into()).stack_size(stack).spawn(move || run(opts));
    vm::interrupt::block_in_this_thread();
    match handle.map(|h| h.join()) {
        Ok(Ok(code)) => ExitCode::from(code),
        Ok(Err(payload)) if panic_message(payload.as_ref()).starts_with(OUT_OF_MEMORY) => {
            eprintln!("MemoryError: {}", panic_message(payload.as_ref()));
            ExitCode::from(1)
        }
        _ => {
            eprintln!("pith: internal error: the interpreter thread failed");
            ExitCode::from(70)
        }
    }
}
