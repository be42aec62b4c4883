//! The `pith` command line, read as CPython reads its own: options, then
//! the program (a script or a directory with `__main__.py`, `-c CMD`,
//! `-m MOD`, `-` for stdin, or nothing: the interactive prompt at a
//! terminal, the script piped in otherwise), then the program's arguments.
//! Short options group (`-iq`, `-OO`) and take their argument attached or
//! as the next word (`-cCMD`, `-c CMD`); pith's own settings are long
//! options.
//!
//! Must never: touch a VM; it only reads the words it is given.

use crate::runtime::host::Flags;
use crate::trace::options::JitOptions;

pub const USAGE: &str = "usage: pith [option] ... [-c cmd | -m mod | file | -] [arg] ...";

pub const HELP: &str = "usage: pith [option] ... [-c cmd | -m mod | file | -] [arg] ...

Runs a program written in a subset of Python 3 and prints what CPython prints.
With no program, at a terminal, starts the interactive prompt.

program:
  file               a script, or a directory holding __main__.py
  -c cmd             the program passed as a string
  -m mod             a module found on sys.path (a package: its __main__)
  -                  the program read from stdin (also when stdin is not a
                     terminal and no program is given)
  arg ...            the program's arguments, in sys.argv[1:]

options (CPython's):
  -i                 the interactive prompt after the program runs
  -q                 no banner at the interactive prompt
  -u                 standard output unbuffered (also PYTHONUNBUFFERED=1)
  -O                 assert statements off and __debug__ False; -OO also
                     drops docstrings
  -E                 ignore PYTHON* environment variables (PYTHONPATH)
  -P                 no script directory (or current directory) on sys.path
  -I                 isolated: -E and -P
  -x                 skip the source's first line
  -W arg             warning control (sys.warnoptions)
  -X opt             implementation option (sys._xoptions)
  -b, -B, -d, -s, -S, -v
                     accepted; nothing in pith depends on them
  -V, --version      print the version and exit
  -h, --help         print this help and exit

pith's options:
  --jit off          run on the interpreter only
  --jit on           compile hot loops (the default)
  --jit help         list the JIT's settings and their defaults
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
  --jit-report=FILE  write FILE, one HTML page of every trace and bridge (its
                     source, IR before and after optimization, machine code,
                     exits with their counts, bridges linked) and every
                     aborted recording, at exit
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

environment:
  PYTHONPATH             directories put on sys.path after the program's
  PYTHONUNBUFFERED=1     as -u
  PITH_GC_NURSERY=SIZE   nursery size (e.g. 8M, 512K); default 4 x L2 cache
  PITH_GC_NURSERY_FIXED=1  no resizing of the nursery by survival
  PITH_GC_PRETENURE=0    no pretenuring (eager: decide on two samples, a stress setting)
  PITH_GC_PREFAULT=0     no old-space memory made ready ahead of minor collections
  PITH_GC_MAJOR_GROWTH=F start a major cycle when the old space passes live x F (1.82)
  PITH_GC_MAJOR=0        no major collections
  PITH_MAX_HEAP=SIZE     bound the heap; past it the program gets MemoryError
  PITH_GC_STRESS=1       collect at every allocation and verify the heap
  PITH_GC_VERIFY=1       verify the heap after every collection
  PITH_GC_TYPES=1        count allocations per type (shown by --gc-stats)
  PITH_JIT_VERIFY=1      stop with an internal error when a trace has a guard that can
                         never hold (its recording disagreed with the interpreter)
  PITHLOG=CATS:FILE      log to FILE (- is stderr); categories: gc-minor, gc-major,
                         gc-hardware, gc-pretenure (gc: all four), jit-summary, jit-log-opt
                         (trace IR), jit-backend-dump (annotated machine code),
                         jit-clif (Cranelift IR), jit-abort (jit: all five)
";

/// Where the main program comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Program {
    /// A script file or a directory with `__main__.py`.
    Script(String),
    /// `-c CMD`.
    Command(String),
    /// `-m MOD`.
    Module(String),
    /// `-`: the program is stdin.
    Stdin,
    /// Nothing given: the prompt at a terminal, else stdin read as a script.
    Nothing,
}

/// Everything the command line asks for.
#[derive(Clone, Debug)]
pub struct Options {
    pub program: Program,
    /// The program's arguments (`sys.argv[1:]`).
    pub args: Vec<String>,
    /// `-i`: the interactive prompt after the program.
    pub inspect: bool,
    /// `-q`: no banner.
    pub quiet: bool,
    /// `-x`: the source's first line is skipped.
    pub skip_first_line: bool,
    /// What the VM takes for the whole process.
    pub flags: Flags,
    pub dump_bytecode: bool,
    pub gc_stats: bool,
    pub jit: JitOptions,
    /// The allocation profile's file, and bytes between samples.
    pub alloc_profile: Option<String>,
    pub alloc_rate: usize,
    /// The time profile's file, and CPU time between samples.
    pub profile: Option<String>,
    pub profile_interval: std::time::Duration,
    /// `--jit-report=FILE`: the HTML page of what the JIT did.
    pub jit_report: Option<String>,
}

/// What reading the command line ended in.
#[derive(Debug)]
pub enum Parsed {
    Run(Box<Options>),
    /// Print this on stdout and exit 0 (`-h`, `-V`).
    Print(String),
    /// A usage error: print this on stderr and exit 2.
    Usage(String),
}

/// A usage error's text: the problem, the usage line, where help is.
fn usage(problem: &str) -> Parsed {
    Parsed::Usage(format!("{}\n{}\nTry `pith -h' for more information.\n", problem, USAGE))
}

/// The version line; `-VV` adds what this pith is.
fn version(verbose: bool) -> String {
    let v = format!("pith {}", env!("CARGO_PKG_VERSION"));
    if verbose {
        format!("{} (runs a subset of Python 3.11; tracing JIT by Cranelift)\n", v)
    } else {
        v + "\n"
    }
}

impl Options {
    fn new() -> Options {
        Options {
            program: Program::Nothing,
            args: Vec::new(),
            inspect: false,
            quiet: false,
            skip_first_line: false,
            flags: Flags::default(),
            dump_bytecode: false,
            gc_stats: false,
            jit: JitOptions::default(),
            alloc_profile: None,
            alloc_rate: crate::runtime::samples::DEFAULT_RATE,
            profile: None,
            profile_interval: crate::profile::records::DEFAULT_INTERVAL,
            jit_report: None,
        }
    }

    /// Sets `sys.flags.<name>` to `value` as well.
    fn sys_flag(&mut self, name: &'static str, value: i64) {
        self.flags.sys_flags.retain(|(n, _)| *n != name);
        self.flags.sys_flags.push((name, value));
    }

    /// One short option without an argument; false when unknown.
    fn short_flag(&mut self, c: char) -> bool {
        match c {
            'i' => {
                self.inspect = true;
                self.flags.inspect = true;
                self.sys_flag("inspect", 1);
                self.sys_flag("interactive", 1);
            }
            'q' => {
                self.quiet = true;
                self.sys_flag("quiet", 1);
            }
            'u' => self.flags.unbuffered = true,
            'O' => {
                self.flags.optimize = (self.flags.optimize + 1).min(2);
                self.sys_flag("optimize", self.flags.optimize as i64);
            }
            'E' => {
                self.flags.ignore_environment = true;
                self.sys_flag("ignore_environment", 1);
            }
            'P' => {
                self.flags.safe_path = true;
                self.sys_flag("safe_path", 1);
            }
            'I' => {
                self.flags.ignore_environment = true;
                self.flags.safe_path = true;
                self.sys_flag("isolated", 1);
                self.sys_flag("ignore_environment", 1);
                self.sys_flag("safe_path", 1);
                self.sys_flag("no_user_site", 1);
            }
            'x' => self.skip_first_line = true,
            'B' => self.sys_flag("dont_write_bytecode", 1),
            's' => self.sys_flag("no_user_site", 1),
            'S' => self.sys_flag("no_site", 1),
            'b' => self.sys_flag("bytes_warning", 1),
            'd' => self.sys_flag("debug", 1),
            'v' => self.sys_flag("verbose", 1),
            _ => return false,
        }
        true
    }

    /// One of pith's long options (`--name` or `--name=value`, the value
    /// maybe the next word); `Err` is what to print instead of running (a
    /// usage error, or `--jit help`).
    fn long_option(&mut self, arg: &str, next: &mut impl Iterator<Item = String>) -> Result<(), Parsed> {
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (arg, None),
        };
        let mut value = |what: &str| inline.clone().or_else(|| next.next()).ok_or_else(|| usage(&format!("Argument expected for the {} option", what)));
        match name {
            "--dump-bytecode" => self.dump_bytecode = true,
            "--gc-stats" => self.gc_stats = true,
            "--jit" => {
                let v = value("--jit")?;
                if v == "help" {
                    return Err(Parsed::Print(JitOptions::help()));
                }
                self.jit.apply(&v).map_err(|e| usage(&format!("pith: {}", e)))?;
            }
            "--alloc-profile" => self.alloc_profile = Some(writable_file("--alloc-profile", &value("--alloc-profile")?)?),
            "--profile" => self.profile = Some(writable_file("--profile", &value("--profile")?)?),
            "--jit-report" => self.jit_report = Some(writable_file("--jit-report", &value("--jit-report")?)?),
            "--profile-interval" => self.profile_interval = parse_interval(&value("--profile-interval")?).map_err(|e| usage(&format!("pith: --profile-interval: {}", e)))?,
            "--alloc-sample" => {
                self.alloc_rate = match gc::config::parse_size(&value("--alloc-sample")?) {
                    Ok(n) if n >= 8 => n,
                    Ok(_) => return Err(usage("pith: --alloc-sample must be at least 8 bytes")),
                    Err(e) => return Err(usage(&format!("pith: --alloc-sample: {}", e))),
                }
            }
            "--check-hash-based-pycs" => {
                value("--check-hash-based-pycs")?;
            }
            _ => return Err(usage(&format!("unknown option {}", arg))),
        }
        Ok(())
    }
}

/// Reads the command line (without the program's own name).
pub fn parse(args: &[String]) -> Parsed {
    let mut o = Options::new();
    let mut words = args.iter().cloned();
    let mut verbose_version = 0;
    while let Some(arg) = words.next() {
        if arg == "-" {
            o.program = Program::Stdin;
            break;
        }
        if arg == "--" {
            if let Some(script) = words.next() {
                o.program = Program::Script(script);
            }
            break;
        }
        match arg.as_str() {
            "--help" | "--help-env" | "--help-xoptions" | "--help-all" => return Parsed::Print(HELP.to_string()),
            "--version" => return Parsed::Print(version(false)),
            a if a.starts_with("--") => match o.long_option(a, &mut words) {
                Ok(()) => continue,
                Err(p) => return p,
            },
            a if a.starts_with('-') => {
                // A group of short options; one that takes an argument
                // takes the rest of the word or the next word.
                let chars: Vec<char> = a.chars().skip(1).collect();
                for (i, &c) in chars.iter().enumerate() {
                    if "cmWX".contains(c) {
                        let rest: String = chars[i + 1..].iter().collect();
                        let Some(value) = (if rest.is_empty() { words.next() } else { Some(rest) }) else {
                            return usage(&format!("Argument expected for the -{} option", c));
                        };
                        match c {
                            'c' => o.program = Program::Command(value),
                            'm' => o.program = Program::Module(value),
                            'W' => o.flags.warn_options.push(value),
                            _ => o.flags.x_options.push(value),
                        }
                        break;
                    }
                    match c {
                        'h' | '?' => return Parsed::Print(HELP.to_string()),
                        'V' => verbose_version += 1,
                        _ if o.short_flag(c) => {}
                        _ => return usage(&format!("Unknown option: -{}", c)),
                    }
                }
                if matches!(o.program, Program::Command(_) | Program::Module(_)) {
                    break;
                }
            }
            _ => {
                o.program = Program::Script(arg);
                break;
            }
        }
    }
    if verbose_version > 0 {
        return Parsed::Print(version(verbose_version > 1));
    }
    o.args = words.collect();
    Parsed::Run(Box::new(o))
}

/// The file of `--option=FILE`, if it can be written (checked before the
/// program runs, so a long run does not end without its profile).
fn writable_file(option: &str, file: &str) -> Result<String, Parsed> {
    match std::fs::File::create(file) {
        Ok(_) => Ok(file.to_string()),
        Err(e) => Err(usage(&format!("pith: {}: cannot write {:?}: {}", option, file, e))),
    }
}

/// A time such as `1ms`, `250us`, `0.5s` or `2` (milliseconds), from 100
/// microseconds to 10 seconds.
pub fn parse_interval(s: &str) -> Result<std::time::Duration, String> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn run(words: &[&str]) -> Options {
        match parse(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>()) {
            Parsed::Run(o) => *o,
            other => panic!("{:?} did not parse to a run: {:?}", words, other),
        }
    }

    fn usage_error(words: &[&str]) -> String {
        match parse(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>()) {
            Parsed::Usage(text) => text,
            other => panic!("{:?} was not a usage error: {:?}", words, other),
        }
    }

    #[test]
    fn program_and_its_arguments() {
        let o = run(&["-i", "x.py", "-c", "a"]);
        assert_eq!(o.program, Program::Script("x.py".into()));
        assert_eq!(o.args, ["-c", "a"]);
        assert!(o.inspect);
        assert_eq!(run(&["-c", "print(1)", "b"]).program, Program::Command("print(1)".into()));
        assert_eq!(run(&["-cprint(1)"]).program, Program::Command("print(1)".into()));
        assert_eq!(run(&["-m", "json.tool", "f"]).args, ["f"]);
        assert_eq!(run(&["-", "a"]).program, Program::Stdin);
        assert_eq!(run(&["--", "-x.py"]).program, Program::Script("-x.py".into()));
        assert_eq!(run(&[]).program, Program::Nothing);
        assert_eq!(run(&["--jit", "off", "x.py"]).program, Program::Script("x.py".into()));
    }

    #[test]
    fn grouped_short_options() {
        let o = run(&["-iqOO", "-uBsS", "-Wignore", "-X", "dev", "x.py"]);
        assert!(o.inspect && o.quiet && o.flags.unbuffered);
        assert_eq!(o.flags.optimize, 2);
        assert_eq!(o.flags.warn_options, ["ignore"]);
        assert_eq!(o.flags.x_options, ["dev"]);
        let o = run(&["-qc", "1"]);
        assert!(o.quiet);
        assert_eq!(o.program, Program::Command("1".into()));
    }

    #[test]
    fn usage_errors_are_three_lines() {
        let e = usage_error(&["-Z"]);
        assert_eq!(e, format!("Unknown option: -Z\n{}\nTry `pith -h' for more information.\n", USAGE));
        assert!(usage_error(&["-c"]).starts_with("Argument expected for the -c option\n"));
        assert!(usage_error(&["--frobnicate"]).starts_with("unknown option --frobnicate\n"));
        assert!(usage_error(&["--jit", "bogus=1"]).starts_with("pith: "));
    }

    #[test]
    fn jit_settings_combine_left_to_right() {
        let o = run(&["--jit", "off", "--jit", "threshold=5", "x.py"]);
        assert!(!o.jit.enabled);
        assert_eq!(o.jit.threshold, 5);
        assert!(run(&["--jit", "off", "--jit", "on", "x.py"]).jit.enabled);
        assert!(matches!(parse(&["--jit".to_string(), "help".to_string()]), Parsed::Print(h) if h.contains("function_threshold=N")));
    }

    #[test]
    fn version_and_help() {
        assert!(matches!(parse(&["-V".to_string()]), Parsed::Print(v) if v.starts_with("pith ")));
        assert!(matches!(parse(&["-h".to_string()]), Parsed::Print(h) if h.starts_with("usage: pith")));
    }
}
