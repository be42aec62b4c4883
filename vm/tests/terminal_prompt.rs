//! The interactive prompt at a real terminal: pith runs on a pseudo-terminal
//! (its controlling terminal, so Ctrl-C is a signal while code runs) and the
//! test types at it: an expression and its echo, a block ended by an empty
//! line, Tab completing a name, Ctrl-C on a half-typed line, Ctrl-C on a
//! running loop (traced by the JIT), Tab completing a module's attribute,
//! then Ctrl-D; the history file keeps what was typed.

use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A pseudo-terminal: the master side this test reads and writes, and the
/// path of the side pith gets.
fn open_pty() -> (std::fs::File, String) {
    // SAFETY: posix_openpt returns a new descriptor or -1; grantpt,
    // unlockpt and ptsname act on it, ptsname's string is copied at once.
    unsafe {
        let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY);
        assert!(master >= 0, "posix_openpt failed");
        assert_eq!(libc::grantpt(master), 0);
        assert_eq!(libc::unlockpt(master), 0);
        let name = libc::ptsname(master);
        assert!(!name.is_null());
        let path = std::ffi::CStr::from_ptr(name).to_string_lossy().into_owned();
        let flags = libc::fcntl(master, libc::F_GETFL);
        libc::fcntl(master, libc::F_SETFL, flags | libc::O_NONBLOCK);
        (std::fs::File::from(OwnedFd::from_raw_fd(master)), path)
    }
}

struct Session {
    master: std::fs::File,
    seen: String,
    /// Where the next `expect` starts looking.
    from: usize,
}

impl Session {
    /// Reads until `text` appears after what was matched before (10 s at most).
    fn expect(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(at) = self.seen[self.from..].find(text) {
                self.from += at + text.len();
                return;
            }
            assert!(Instant::now() < deadline, "timed out waiting for {:?}; the terminal showed:\n{}", text, self.seen);
            let mut buf = [0u8; 4096];
            match self.master.read(&mut buf) {
                Ok(n) if n > 0 => self.seen.push_str(&String::from_utf8_lossy(&buf[..n])),
                _ => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }

    fn send(&mut self, keys: &str) {
        self.master.write_all(keys.as_bytes()).expect("typed");
    }
}

#[test]
fn prompt_at_a_terminal() {
    let (master, slave_path) = open_pty();
    let home = std::env::temp_dir().join(format!("pith-prompt-{}", std::process::id()));
    std::fs::create_dir_all(&home).expect("home made");
    let slave = || std::fs::OpenOptions::new().read(true).write(true).open(&slave_path).expect("slave opens");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pith"));
    cmd.args(["--jit", "threshold=2,function_threshold=2,warmup=0"]).env("HOME", &home).env("TERM", "xterm").stdin(Stdio::from(slave())).stdout(Stdio::from(slave())).stderr(Stdio::from(slave()));
    // SAFETY: between fork and exec the child only makes a new session and
    // takes its stdin, the terminal, as its controlling terminal.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            libc::ioctl(0, libc::TIOCSCTTY, 0);
            Ok(())
        });
    }
    let mut child = cmd.spawn().expect("pith starts");
    let mut s = Session { master, seen: String::new(), from: 0 };
    s.expect("Type exit() or press Ctrl-D to leave.");
    s.expect(">>> ");
    s.send("6 * 7\r");
    s.expect("42");
    s.expect(">>> ");
    s.send("for i in range(3):\r");
    s.expect("... ");
    s.send("    print('line', i)\r");
    s.expect("... ");
    s.send("\r");
    s.expect("line 2");
    s.expect(">>> ");
    s.send("half typed");
    s.expect("half typed");
    s.send("\x03");
    s.expect("KeyboardInterrupt");
    s.expect(">>> ");
    s.send("total_count = 5\r");
    s.expect(">>> ");
    // Tab completes a name the program has.
    s.send("total_c\t");
    s.expect("total_count");
    s.send("\r");
    s.expect("5");
    s.expect(">>> ");
    s.send("n = 0\r");
    s.expect(">>> ");
    s.send("while True: n += 1\r");
    s.expect("... ");
    s.send("\r");
    std::thread::sleep(Duration::from_millis(300));
    s.send("\x03");
    s.expect("KeyboardInterrupt");
    s.expect(">>> ");
    s.send("n > 0, _\r");
    s.expect("(True, 5)");
    s.expect(">>> ");
    // Tab after a global's name and a dot completes an attribute of its value.
    s.send("import math\r");
    s.expect(">>> ");
    s.send("math.sqr\t");
    s.expect("math.sqrt");
    s.send("(16)\r");
    s.expect("4.0");
    s.expect(">>> ");
    s.send("\x04");
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait") {
            break st;
        }
        assert!(Instant::now() < deadline, "pith did not leave at Ctrl-D; the terminal showed:\n{}", s.seen);
        let _ = s.master.read(&mut [0u8; 4096]);
        std::thread::sleep(Duration::from_millis(10));
    };
    assert_eq!(status.code(), Some(0), "the terminal showed:\n{}", s.seen);
    let history = std::fs::read_to_string(home.join(".pith_history")).unwrap_or_default();
    assert!(history.contains("6 * 7") && history.contains("while True: n += 1"), "history: {:?}", history);
    let _ = std::fs::remove_dir_all(&home);
    let _ = s.master.as_raw_fd();
}
