//! The interactive prompt: `pith` at a terminal, `pith -i`, and what
//! follows a script run with `-i`.
//!
//! Each input (the lines `lang::interactive` says make statements) is
//! compiled as `<stdin>` in CPython's 'single' mode, so an expression
//! statement's value goes to `sys.displayhook`, and runs as a module body
//! in `__main__`'s globals, as a script's statements do (so its loops are
//! traced like a script's). An exception prints its traceback and the
//! prompt comes back; `SystemExit` ends the prompt with its status, as
//! does the end of input (Ctrl-D). At a terminal the lines are read with
//! line editing, Tab completion (`completion.rs`) and a history kept in
//! `~/.pith_history`; from a pipe they are read as `input()` reads them,
//! the prompts written to stderr, as CPython writes them.
//!
//! Must never: leave an interrupt, a recording or an exception of one
//! input pending into the next.

use crate::builtins;
use crate::object::*;
use crate::runtime::types::TypeId;
use crate::runtime::vm::Vm;
use crate::value::Value;
use super::completion::Names;
use lang::interactive::Input;

/// The line editor at a terminal, completing with `completion::Names`.
type Editor = rustyline::Editor<Names, rustyline::history::DefaultHistory>;

/// Where the prompt's lines come from.
enum Lines {
    Terminal { editor: Box<Editor>, history: Option<std::path::PathBuf> },
    Piped,
}

/// One read at the prompt.
enum Read {
    Line(String),
    /// The input's last line, which no newline ended.
    LastLine(String),
    Interrupted,
    End,
}

impl Lines {
    fn new() -> Lines {
        // SAFETY: isatty only inspects the descriptor.
        let terminal = unsafe { libc::isatty(0) == 1 };
        if !terminal {
            return Lines::Piped;
        }
        let Ok(mut editor) = Editor::new() else { return Lines::Piped };
        let history = std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".pith_history"));
        if let Some(h) = &history {
            let _ = editor.load_history(h);
        }
        Lines::Terminal { editor: Box::new(editor), history }
    }

    fn read(&mut self, vm: &mut Vm, prompt: &str) -> Read {
        vm.flush_stdout();
        match self {
            Lines::Terminal { editor, .. } => {
                editor.set_helper(Some(Names::new(vm.completion_names(), vm.completion_attrs())));
                match editor.readline(prompt) {
                    Ok(line) => {
                        if !line.trim().is_empty() {
                            let _ = editor.add_history_entry(line.as_str());
                        }
                        Read::Line(line + "\n")
                    }
                    Err(rustyline::error::ReadlineError::Interrupted) => Read::Interrupted,
                    Err(_) => Read::End,
                }
            }
            Lines::Piped => {
                eprint!("{}", prompt);
                match vm.read_stdin_line() {
                    Ok(Some(bytes)) if bytes.is_empty() => Read::End,
                    Ok(Some(bytes)) if bytes.ends_with(b"\n") => Read::Line(String::from_utf8_lossy(&bytes).into_owned()),
                    Ok(Some(bytes)) => Read::LastLine(String::from_utf8_lossy(&bytes).into_owned() + "\n"),
                    Ok(None) => Read::Interrupted,
                    Err(_) => Read::End,
                }
            }
        }
    }

    fn save_history(&mut self) {
        if let Lines::Terminal { editor, history: Some(h) } = self {
            let _ = editor.save_history(h);
        }
    }
}

impl Vm {
    /// Runs the interactive prompt until the end of input or `SystemExit`:
    /// the exit status. Makes `__main__` when no script ran before it;
    /// `banner` prints the two lines that open a session.
    pub fn run_interactive(&mut self, banner: bool) -> i32 {
        if self.mem.r.main_globals.is_empty() {
            self.set_program_path("");
            self.make_main_namespace(&super::MainSource { source: "", filename: "<stdin>", has_file: false, path0: String::new(), package: None });
        }
        self.set_prompts();
        if banner {
            let jit = if self.jit_enabled() { "JIT on" } else { "JIT off" };
            eprintln!("pith {} (a subset of Python 3.11, {}) on {}", env!("CARGO_PKG_VERSION"), jit, std::env::consts::OS);
            eprintln!("Type exit() or press Ctrl-D to leave.");
        }
        let mut lines = Lines::new();
        let mut input = String::new();
        let status = loop {
            let prompt = self.prompt(if input.is_empty() { "ps1" } else { "ps2" });
            let at_end = match lines.read(self, &prompt) {
                Read::Line(line) => {
                    input.push_str(&line);
                    false
                }
                // CPython's prompt asks once more after such a line and
                // meets the end of input.
                Read::LastLine(line) => {
                    input.push_str(&line);
                    eprint!("{}", self.prompt("ps2"));
                    true
                }
                Read::Interrupted => {
                    crate::runtime::interrupt::clear_sigint();
                    eprintln!("\nKeyboardInterrupt");
                    input.clear();
                    continue;
                }
                Read::End if input.is_empty() => {
                    eprintln!();
                    break 0;
                }
                Read::End => true,
            };
            if at_end {
                // The end of input ends the statement being typed, an
                // unfinished one with its error.
                eprintln!();
                if let Some(status) = self.run_input(&input) {
                    break status;
                }
                input.clear();
                continue;
            }
            match lang::interactive::classify(&input) {
                Input::More => continue,
                Input::Empty => {}
                Input::Error(d) => self.report_input_error(&d, &input),
                Input::Complete => {
                    if let Some(status) = self.run_input(&input) {
                        break status;
                    }
                }
            }
            input.clear();
        };
        lines.save_history();
        status
    }

    /// The names Tab completes to: `__main__`'s globals and the builtins.
    fn completion_names(&self) -> Vec<String> {
        [self.mem.r.main_globals, self.mem.r.builtins]
            .into_iter()
            .filter(|d| is_type(*d, TY_DICT))
            .flat_map(dict::dict_items)
            .filter(|(k, _)| is_type(*k, TY_STR))
            .map(|(k, _)| str::as_str(k).to_string())
            .collect()
    }

    /// For each of `__main__`'s globals, the attribute names of its value,
    /// read without running Python code (`completion.rs`).
    fn completion_attrs(&self) -> std::collections::HashMap<String, Vec<String>> {
        let g = self.mem.r.main_globals;
        if !is_type(g, TY_DICT) {
            return Default::default();
        }
        dict::dict_items(g).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, v)| (str::as_str(k).to_string(), self.attribute_names_of(v))).collect()
    }

    /// The names `dir(v)` would mostly give, without running code: a
    /// module's namespace, or `v`'s own attributes (an instance's) and
    /// those along its class's MRO (of `v` itself for a class).
    fn attribute_names_of(&self, v: Value) -> Vec<String> {
        let keys = |d: Value| -> Vec<String> {
            if !is_type(d, TY_DICT) {
                return Vec::new();
            }
            dict::dict_items(d).into_iter().filter(|(k, _)| is_type(*k, TY_STR)).map(|(k, _)| str::as_str(k).to_string()).collect()
        };
        if is_type(v, TY_MODULE) {
            return keys(field(v, 2));
        }
        let mut names = Vec::new();
        if is_instance_obj(v) {
            let shape = class::instance_shape(v);
            names.extend(self.mem.shapes.get(shape).attrs.iter().filter(|a| is_type(**a, TY_STR)).map(|a| str::as_str(*a).to_string()));
            if self.mem.shapes.is_dict_backed(shape) {
                names.extend(keys(field(v, 1)));
            }
        }
        let cls = if class::is_class(v) { v } else { self.type_of(v) };
        let mro = class::class_mro(cls);
        for i in 0..seq::tuple_len(mro) {
            names.extend(keys(class::class_dict(seq::tuple_get(mro, i))));
        }
        names
    }

    /// `sys.ps1` and `sys.ps2`, as CPython sets them for its prompt (a
    /// program may change them).
    fn set_prompts(&mut self) {
        for (name, text) in [("ps1", ">>> "), ("ps2", "... ")] {
            let v = self.mem.new_str(text);
            builtins::set_module_value(self, "sys", name, v);
        }
    }

    /// The prompt `sys.<name>` gives (its str), or nothing when unset.
    fn prompt(&mut self, name: &str) -> String {
        let Some(v) = self.sys_attr(name) else { return String::new() };
        let mut text = String::new();
        match self.str_into(v, &mut text) {
            Ok(()) => text,
            Err(_) => {
                self.clear_input_state();
                String::new()
            }
        }
    }

    /// Compiles and runs one input; the exit status when it raised `SystemExit`.
    fn run_input(&mut self, source: &str) -> Option<i32> {
        let code = match lang::compile_interactive(source, "<stdin>") {
            Ok(c) => c,
            Err(d) => {
                self.report_input_error(&d, source);
                return None;
            }
        };
        let idx = self.load_code(&code);
        let r = self.run_in_main(idx);
        self.flush_stdout();
        let status = match r {
            Ok(_) => None,
            Err(_) if self.isinstance_of(self.mem.r.exception, TypeId::SystemExit) => Some(self.uncaught()),
            Err(_) => {
                self.keep_last_exception();
                self.print_exception();
                None
            }
        };
        self.clear_input_state();
        status
    }

    /// A syntax error in an input, printed as CPython prints it at its prompt.
    fn report_input_error(&mut self, d: &lang::Diagnostic, source: &str) {
        self.raise_diagnostic(d, "<stdin>", source);
        self.flush_stdout();
        self.keep_last_exception();
        self.print_exception();
        self.clear_input_state();
    }

    /// `sys.last_type`, `sys.last_value` and `sys.last_traceback`: the
    /// exception that ended the last input, as CPython's prompt keeps them
    /// (for `pdb.pm()` and the like).
    fn keep_last_exception(&mut self) {
        let exc = self.mem.r.exception;
        let slot = self.mem.push_temp(exc);
        let cls = self.type_of(exc);
        builtins::set_module_value(self, "sys", "last_type", cls);
        builtins::set_module_value(self, "sys", "last_value", self.mem.temp(slot));
        let key = self.intern("__traceback__");
        if let Ok(Some(tb)) = self.get_attr_opt(self.mem.temp(slot), key) {
            builtins::set_module_value(self, "sys", "last_traceback", tb);
        }
        self.mem.pop_temps(slot);
    }

    /// Forgets what one input left behind: the exception and its
    /// traceback, a Ctrl-C not yet raised, a recording in progress.
    fn clear_input_state(&mut self) {
        self.mem.r.exception = Value::NONE;
        self.interp.traceback.clear();
        crate::runtime::interrupt::clear_sigint();
        self.abandon_recording();
    }
}
