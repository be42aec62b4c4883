#!/usr/bin/env bash
# Runs one cargo-fuzz target of pith for a while:
#   scripts/fuzz/cargo/fuzz.sh TARGET SECONDS [CORPUS_DIR]
# TARGET is lex, parse, compile or run (fuzz_targets/). The corpus starts
# from the test programs; findings are written as CORPUS_DIR/../TARGET-crash-*
# (and -timeout-, -oom-). Needs cargo-fuzz (cargo install cargo-fuzz);
# RUSTC_BOOTSTRAP lets the stable toolchain build with the address sanitizer.
set -euo pipefail
target=${1:?target: lex, parse, compile or run}
seconds=${2:?seconds}
root="$(cd "$(dirname "$0")/../../.." && pwd)"
corpus=${3:-/tmp/pith-fuzz/$target}
mkdir -p "$corpus"
cp -n "$root"/tests/programs/*.py "$root"/tests/errors/*.py "$corpus"/ 2>/dev/null || true
cd "$root"
# Leaks are not failures: a run's JIT keeps its compiled code for the
# process's life. Programs' output is closed off (-close_fd_mask=3) and
# stdin is empty.
ASAN_OPTIONS=detect_leaks=0 RUSTC_BOOTSTRAP=1 cargo fuzz run --fuzz-dir scripts/fuzz/cargo -O "$target" "$corpus" -- \
    -max_total_time="$seconds" -close_fd_mask=3 -rss_limit_mb=4096 -timeout=30 -detect_leaks=0 \
    -artifact_prefix="$(dirname "$corpus")/$target-" < /dev/null
