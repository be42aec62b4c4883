#!/usr/bin/env bash
# Installs Debian's Chromium and ChromeDriver, which the JIT report's
# browser test drives headless (vm/tests/jit_report.rs), when they are not
# on the machine yet. Exits 0 when both are there; otherwise prints why
# they could not be installed (no apt-get, not root, no package index
# reachable) and exits 1, and the test says it skips and why.
set -u
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "no apt-get on this machine (Debian's chromium and chromium-driver packages are what the test uses)"
    exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
    if sudo -n true 2>/dev/null; then
        sudo="sudo -n"
    else
        echo "installing packages needs root, and sudo asks for a password"
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
wait_lock="-o DPkg::Lock::Timeout=300"
if ! { $sudo apt-get $wait_lock update -qq && $sudo apt-get $wait_lock install -y -qq chromium chromium-driver; } >"$log" 2>&1; then
    echo "apt-get could not install chromium and chromium-driver; its last lines:"
    tail -n 5 "$log"
    rm -f "$log"
    exit 1
fi
rm -f "$log"
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "apt-get finished, but chromium or chromedriver is still not on PATH"
    exit 1
fi
