"""Opens a `pith --jit-report` page in headless Chromium and clicks through it.

    python3 scripts/browser/click_report.py REPORT.html [--screenshot OUT.png]

Drives Debian's Chromium through ChromeDriver's WebDriver protocol (plain
HTTP and JSON, so nothing beyond the standard library is needed):

1. loads the page from a file: URL and checks that it rendered: a title,
   the index of traces, every trace's section with its parts, and no
   section or code block laid out with no size;
2. clicks every in-page link, one after another, and checks that the
   browser went where the link says: the address's fragment is the link's
   target and the target element is on screen (its top within the window,
   or the page scrolled as far as it goes);
3. clicks every `<details>` block's summary and checks that the block
   opens (or closes, when it was open, and opens again) and shows its
   content.

Prints one line per finding and a summary; exits 0 when every check
passed, 1 when one failed, 3 when the browser could not be started (the
caller reports that as a skip, not a pass), 2 on a usage error.
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

# Chromium's flags for a headless run on a machine with no network: the
# background services it would otherwise start try to reach the network
# at every start.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--window-size=1200,900",
]

# The key WebDriver puts an element reference under.
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class BrowserUnavailable(Exception):
    """Chromium or ChromeDriver could not be started."""


class Driver:
    """A ChromeDriver process and one browser session in it."""

    def __init__(self, profile_dir):
        chromium = shutil.which("chromium")
        chromedriver = shutil.which("chromedriver")
        if not chromium or not chromedriver:
            raise BrowserUnavailable("chromium or chromedriver is not on PATH")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.proc = subprocess.Popen([chromedriver, f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.session = None
        deadline = time.monotonic() + 30
        while True:
            try:
                if self.request("GET", "/status").get("ready"):
                    break
            except (urllib.error.URLError, ConnectionError):
                pass
            if time.monotonic() > deadline or self.proc.poll() is not None:
                self.close()
                raise BrowserUnavailable("chromedriver did not start")
            time.sleep(0.1)
        options = {"binary": chromium, "args": CHROMIUM_FLAGS + [f"--user-data-dir={profile_dir}"]}
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}}
        try:
            self.session = self.request("POST", "/session", caps)["sessionId"]
        except (KeyError, RuntimeError) as e:
            self.close()
            raise BrowserUnavailable(f"Chromium did not start a session: {e}")

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data, method=method, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                answer = json.load(r)
        except urllib.error.HTTPError as e:
            answer = json.load(e)
            raise RuntimeError(answer.get("value", {}).get("message", str(e)).splitlines()[0])
        if isinstance(answer, dict) and "value" in answer:
            return answer["value"]
        return answer

    def call(self, method, path, body=None):
        return self.request(method, f"/session/{self.session}{path}", body)

    def script(self, code, *args):
        return self.call("POST", "/execute/sync", {"script": code, "args": list(args)})

    def elements(self, css):
        return [e[ELEMENT] for e in self.call("POST", "/elements", {"using": "css selector", "value": css})]

    def close(self):
        if self.session:
            try:
                self.call("DELETE", "")
            except Exception:
                pass
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


# Where the browser is after a click: the fragment of its address, and
# where the element the fragment names sits in the window.
WHERE = """
const id = decodeURIComponent(location.hash.slice(1));
const el = document.getElementById(id);
if (!el) return {hash: location.hash, found: false};
const r = el.getBoundingClientRect();
const bottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
return {hash: location.hash, found: true, top: r.top, height: window.innerHeight, at_bottom: bottom};
"""

# What rendered: the title, the sections and how big each block is.
RENDERED = """
const sized = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
const sections = Array.from(document.querySelectorAll('section[id^="trace-"]'));
return {
  title: document.title,
  sections: sections.map(s => ({id: s.id, sized: sized(s), parts: Array.from(s.querySelectorAll('h3, summary')).map(h => h.textContent)})),
  empty_pre: Array.from(document.querySelectorAll('pre')).filter(p => p.textContent.trim() === '').length,
  tables: Array.from(document.querySelectorAll('table')).filter(t => !sized(t)).length,
};
"""


def check(path, screenshot):
    failures = []
    fail = failures.append
    page, links, clicked, opened = {"sections": []}, [], 0, 0
    with tempfile.TemporaryDirectory() as profile:
        try:
            d = Driver(profile)
        except BrowserUnavailable as e:
            print(f"no browser: {e}")
            return 3
        try:
            url = "file://" + os.path.abspath(path)
            d.call("POST", "/url", {"url": url})
            page = d.script(RENDERED)
            if not page["title"]:
                fail("the page has no title")
            if not page["sections"]:
                fail("no trace section rendered")
            for s in page["sections"]:
                if not s["sized"]:
                    fail(f"section {s['id']} is laid out with no size")
                for part in ["Source", "Exits", "IR as recorded", "IR after optimization", "Machine code"]:
                    if not any(part in p for p in s["parts"]):
                        fail(f"section {s['id']} shows no '{part}'")
            if page["empty_pre"]:
                fail(f"{page['empty_pre']} code blocks are empty")
            if page["tables"]:
                fail(f"{page['tables']} tables are laid out with no size")
            links = d.script("return Array.from(document.querySelectorAll('a[href^=\"#\"]')).map(a => a.getAttribute('href'));")
            if not links:
                fail("the page has no in-page links")
            clicked = 0
            for k, href in enumerate(links):
                # Back at the top, so every click has to move the page.
                d.script("window.scrollTo(0, 0); history.replaceState(null, '', location.pathname);")
                anchors = d.elements('a[href^="#"]')
                try:
                    d.call("POST", f"/element/{anchors[k]}/click", {})
                except RuntimeError as e:
                    fail(f"link {k} ({href}) could not be clicked: {e}")
                    continue
                where = d.script(WHERE)
                if where["hash"] != href:
                    fail(f"link {k} ({href}) led to '{where['hash']}'")
                elif not where["found"]:
                    fail(f"link {k} ({href}) names no element")
                elif not (-1 <= where["top"] < where["height"] and (where["top"] <= 1 or where["at_bottom"])):
                    fail(f"link {k} ({href}) left its target off screen (top {where['top']:.0f} of {where['height']})")
                else:
                    clicked += 1
            summaries = d.elements("details > summary")
            state = "return document.querySelectorAll('details')[arguments[0]].open;"
            for k, summary in enumerate(summaries):
                d.script("document.querySelectorAll('details > summary')[arguments[0]].scrollIntoView();", k)
                # A block shown from the start closes on the first click
                # and opens again on the second.
                before = d.script(state, k)
                d.call("POST", f"/element/{summary}/click", {})
                toggled = d.script(state, k) != before
                if before:
                    d.call("POST", f"/element/{summary}/click", {})
                shown = d.script(
                    "const det = document.querySelectorAll('details')[arguments[0]];"
                    "const body = det.querySelector('pre, table, div');"
                    "return det.open && (!body || body.getBoundingClientRect().height > 0);",
                    k,
                )
                if toggled and shown:
                    opened += 1
                else:
                    name = d.script("return arguments[0].textContent;", {ELEMENT: summary})
                    fail(f"block {k} ({name!r}) did not {'open' if toggled else 'toggle'} when clicked")
            if screenshot:
                d.script("window.scrollTo(0, 0);")
                with open(screenshot, "wb") as f:
                    f.write(base64.b64decode(d.call("GET", "/screenshot")))
        except (RuntimeError, urllib.error.URLError, OSError) as e:
            fail(f"the browser stopped answering: {e}")
        finally:
            d.close()
    for f in failures:
        print(f"FAIL: {f}")
    print(f"{len(page['sections'])} sections rendered, {clicked} of {len(links)} links followed, {opened} blocks opened")
    return 1 if failures else 0


def main(argv):
    args = argv[1:]
    screenshot = None
    if "--screenshot" in args:
        at = args.index("--screenshot")
        if at + 1 >= len(args):
            print("usage: click_report.py REPORT.html [--screenshot OUT.png]", file=sys.stderr)
            return 2
        screenshot = args[at + 1]
        del args[at : at + 2]
    if len(args) != 1:
        print("usage: click_report.py REPORT.html [--screenshot OUT.png]", file=sys.stderr)
        return 2
    return check(args[0], screenshot)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
