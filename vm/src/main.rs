//! The `pith` command line.
//!
//! `pith [options] script.py [args]` or `pith [options] -c CODE [args]`.
//! The interpreter runs on a thread with a large stack, so deep Python
//! recursion (bounded by the recursion limit) never overflows the native one.

use std::process::ExitCode;

const HELP: &str = "usage: pith [options] (script.py | -c CODE) [args...]

Runs a program written in a subset of Python 3 and prints what CPython prints.

options:
  -c CODE            run CODE as the main program
  --jit off          run on the interpreter only
  --jit on           compile hot loops (the default)
  --jit KEY=N,...    JIT settings: threshold (loop iterations before a loop is
                     traced, 1000), function_threshold (calls before a
                     function is traced from its entry to its return,
                     1600), trace_limit (most IR ops per trace, 4000),
                     trace_eagerness (guard failures before a bridge, 200),
                     blacklist (aborted recordings before a loop is left to
                     the interpreter, 5), warmup (iterations and calls the
                     program's hot loops and functions run before anything
                     is traced, a long loop body counting once per 20
                     instructions, 100000), max_code
                     (most bytes of machine code kept, 64M; when full, every
                     trace is dropped and hot loops compile again), opts
                     (optimizations to switch off, e.g. opts=-sink:-bridge)
  --dump-bytecode    print the compiled bytecode to stderr before running
  --gc-stats         print garbage collector statistics to stderr at exit
  --alloc-profile=FILE  sample allocations (stack and type) into FILE: folded
                     stacks, or a flame graph if FILE ends in .svg; a table of
                     the top sites and types on stderr at exit
  --alloc-sample=SIZE   one allocation sample every SIZE bytes (128K)
  --profile=FILE     sample where CPU time goes (stack and VM state:
                     interpreted, compiled trace N, GC, JIT) into FILE: folded
                     stacks, or a flame graph if FILE ends in .svg; a table of
                     the top functions on stderr at exit
  --profile-interval=TIME  one sample every TIME of CPU time (1ms; e.g. 250us, 5ms)
  --version          print the version and exit
  -h, --help         print this help and exit

environment:
  PITH_GC_NURSERY=SIZE   nursery size (e.g. 8M, 512K); default 4 x L2 cache
  PITH_GC_MAJOR_GROWTH=F start a major cycle when the old space passes live x F (1.82)
  PITH_GC_MAJOR=0        no major collections
  PITH_MAX_HEAP=SIZE     bound the heap; past it the program gets MemoryError
  PITH_GC_STRESS=1       collect at every allocation and verify the heap
  PITH_GC_VERIFY=1       verify the heap after every collection
  PITH_GC_TYPES=1        count allocations per type (shown by --gc-stats)
  PITHLOG=CATS:FILE      log to FILE (- is stderr); categories: gc-minor, gc-major,
                         gc-hardware (gc: all three), jit-summary, jit-log-opt
                         (trace IR), jit-backend-dump (annotated machine code),
                         jit-clif (Cranelift IR), jit-abort (jit: all five)
";

struct Options {
    source: String,
    filename: String,
    argv: Vec<String>,
    dump_bytecode: bool,
    gc_stats: bool,
    jit: vm::JitOptions,
    /// The allocation profile's file, and bytes between samples.
    alloc_profile: Option<String>,
    alloc_rate: usize,
    /// The time profile's file, and CPU time between samples.
    profile: Option<String>,
    profile_interval: std::time::Duration,
}

enum Parsed {
    Run(Options),
    Exit(u8),
}

fn parse_args(args: Vec<String>) -> Parsed {
    let mut dump_bytecode = false;
    let mut gc_stats = false;
    let mut jit = vm::JitOptions::default();
    let mut alloc_profile = None;
    let mut alloc_rate = vm::DEFAULT_ALLOC_SAMPLE_RATE;
    let mut profile = None;
    let mut profile_interval = vm::DEFAULT_PROFILE_INTERVAL;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "-h" | "--help" => {
                print!("{}", HELP);
                return Parsed::Exit(0);
            }
            "--version" => {
                println!("pith {}", env!("CARGO_PKG_VERSION"));
                return Parsed::Exit(0);
            }
            "--dump-bytecode" => dump_bytecode = true,
            "--gc-stats" => gc_stats = true,
            a if a.starts_with("--alloc-profile=") => match writable_file("--alloc-profile", a) {
                Some(file) => alloc_profile = Some(file),
                None => return Parsed::Exit(2),
            },
            a if a.starts_with("--profile=") => match writable_file("--profile", a) {
                Some(file) => profile = Some(file),
                None => return Parsed::Exit(2),
            },
            a if a.starts_with("--profile-interval=") => match parse_interval(&a["--profile-interval=".len()..]) {
                Ok(t) => profile_interval = t,
                Err(e) => {
                    eprintln!("pith: --profile-interval: {}", e);
                    return Parsed::Exit(2);
                }
            },
            a if a.starts_with("--alloc-sample=") => match gc::config::parse_size(&a["--alloc-sample=".len()..]) {
                Ok(n) if n >= 8 => alloc_rate = n,
                Ok(_) => {
                    eprintln!("pith: --alloc-sample must be at least 8 bytes");
                    return Parsed::Exit(2);
                }
                Err(e) => {
                    eprintln!("pith: --alloc-sample: {}", e);
                    return Parsed::Exit(2);
                }
            },
            "--jit" => {
                i += 1;
                let Some(value) = args.get(i) else {
                    eprintln!("pith: --jit needs a value (off, on, or KEY=N,...)");
                    return Parsed::Exit(2);
                };
                if let Err(e) = jit.apply(value) {
                    eprintln!("pith: {}", e);
                    return Parsed::Exit(2);
                }
            }
            "-c" => {
                let Some(code) = args.get(i + 1) else {
                    eprintln!("pith: -c needs an argument");
                    return Parsed::Exit(2);
                };
                let mut argv = vec!["-c".to_string()];
                argv.extend(args[i + 2..].iter().cloned());
                return Parsed::Run(Options { source: code.clone(), filename: "<string>".into(), argv, dump_bytecode, gc_stats, jit, alloc_profile, alloc_rate, profile, profile_interval });
            }
            a if a.starts_with('-') && a.len() > 1 => {
                eprintln!("pith: unknown option {}\n{}", a, HELP);
                return Parsed::Exit(2);
            }
            path => {
                let source = match std::fs::read(path) {
                    Ok(bytes) => match lang::source::decode(&bytes) {
                        Ok(s) => s,
                        Err(d) => {
                            eprintln!("{}", d.headline(path));
                            return Parsed::Exit(1);
                        }
                    },
                    Err(e) => {
                        eprintln!("pith: can't open file '{}': {}", path, e);
                        return Parsed::Exit(2);
                    }
                };
                let argv = args[i..].to_vec();
                return Parsed::Run(Options { source, filename: path.to_string(), argv, dump_bytecode, gc_stats, jit, alloc_profile, alloc_rate, profile, profile_interval });
            }
        }
        i += 1;
    }
    eprintln!("pith: no script given\n{}", HELP);
    Parsed::Exit(2)
}

/// The file of `--option=FILE` (`arg`), if it can be written (checked
/// before the program runs, so a long run does not end without its profile).
fn writable_file(option: &str, arg: &str) -> Option<String> {
    let file = &arg[option.len() + 1..];
    match std::fs::File::create(file) {
        Ok(_) => Some(file.to_string()),
        Err(e) => {
            eprintln!("pith: {}: cannot write {:?}: {}", option, file, e);
            None
        }
    }
}

/// A time such as `1ms`, `250us`, `0.5s` or `2` (milliseconds), from 100
/// microseconds to 10 seconds.
fn parse_interval(s: &str) -> Result<std::time::Duration, String> {
    let (number, scale) = if let Some(n) = s.strip_suffix("us") {
        (n, 1e-6)
    } else if let Some(n) = s.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = s.strip_suffix('s') {
        (n, 1.0)
    } else {
        (s, 1e-3)
    };
    let seconds = number.trim().parse::<f64>().map_err(|_| format!("{:?} is not a time (e.g. 1ms, 250us)", s))? * scale;
    // Whole nanoseconds, so that 100us is not a rounding error below it.
    // Below 100 us the timer signal's own cost (several microseconds in
    // the kernel, on a virtual machine more) becomes much of what is measured.
    let nanos = (seconds * 1e9).round();
    if !(100_000.0..=10e9).contains(&nanos) {
        return Err(format!("{:?} is outside 100us..10s", s));
    }
    Ok(std::time::Duration::from_nanos(nanos as u64))
}

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

fn run(opts: Options) -> u8 {
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
    let mut vm = vm::Vm::new(config, opts.argv);
    vm.configure_jit(opts.jit, jit_log);
    if let Some(file) = opts.alloc_profile {
        vm.enable_alloc_profile(file, opts.alloc_rate);
    }
    if let Some(file) = opts.profile {
        if let Err(e) = vm.enable_time_profile(file, opts.profile_interval) {
            eprintln!("pith: --profile: cannot start the profiler: {}", e);
            return 2;
        }
    }
    let status = vm.run_main(&opts.source, &opts.filename, opts.dump_bytecode);
    vm.jit_summary();
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

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match parse_args(args) {
        Parsed::Run(o) => o,
        Parsed::Exit(code) => return ExitCode::from(code),
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
