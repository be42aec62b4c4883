# Long runs hold their memory: a workload that allocates and frees for as
# long as it is left running (mixed object sizes, containers that go old
# and are written young values, dicts that grow and shrink, strings built
# and dropped), and a driver that runs it under pith and samples the
# process's resident set every few seconds.
#
#     python3 benches/long_run.py [SECONDS [PITH ARGS...]]     (default 600)
#     python3 benches/long_run.py 600 --jit off
#
# It prints RSS over time and the verdict the benchmark is for: the largest
# RSS after the first minute against the largest in it (within 10 % is
# "flat"). A benchmark, not a test: the figures depend on the machine.
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

WORKLOAD = r'''
import sys

class Node:
    def __init__(self, key, payload):
        self.key = key
        self.payload = payload
        self.next = None

def churn(round_no, keep, table):
    # Short-lived objects of mixed sizes, most dying young.
    junk = []
    for i in range(2000):
        k = (round_no * 7919 + i) % 1000
        if k % 3 == 0:
            junk.append([i] * (k % 50 + 1))
        elif k % 3 == 1:
            junk.append("s%d-%s" % (i, "x" * (k % 40)))
        else:
            junk.append(Node(i, (i, k, float(i) / 3)))
    # An old container written young values: a ring of recent nodes.
    for i in range(200):
        keep[(round_no * 200 + i) % len(keep)] = Node(i, junk[i * 7 % len(junk)])
    # A dict that grows, then shrinks back.
    for i in range(3000):
        table[(round_no, i)] = i
    for i in range(3000):
        del table[(round_no, i)]
    # A big temporary (a large object) now and then.
    if round_no % 50 == 0:
        big = [round_no] * 200000
        return len(big) + len(junk)
    return len(junk)

keep = [None] * 20000
table = {}
round_no = 0
total = 0
while True:
    total += churn(round_no, keep, table)
    round_no += 1
    if round_no % 500 == 0:
        print("round", round_no, total, len(table))
        sys.stdout.flush()
'''


def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    extra = sys.argv[2:]
    pith = os.environ.get("PITH", os.path.join(ROOT, "target", "release", "pith"))
    script = os.path.join(tempfile.mkdtemp(prefix="pith-long-run-"), "workload.py")
    with open(script, "w") as f:
        f.write(WORKLOAD)
    p = subprocess.Popen([pith] + extra + [script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    start = time.time()
    samples = []
    step = 5 if seconds >= 60 else 1
    while time.time() - start < seconds and p.poll() is None:
        time.sleep(step)
        r = rss_kb(p.pid)
        if r is not None:
            samples.append((time.time() - start, r))
            print("%6.0f s  %8.1f MB" % (samples[-1][0], r / 1024.0), flush=True)
    if p.poll() is not None:
        out, err = p.communicate()
        sys.exit("the workload stopped early (exit %s):\n%s" % (p.returncode, err[-2000:]))
    p.kill()
    p.wait()
    # The level: the largest RSS in the first minute (the heap oscillates
    # between collections, so one sample says little); then the largest
    # after it, and the medians of the second and the last minute.
    split = min(60, seconds / 2)
    first = [r for t, r in samples if t <= split]
    later = [r for t, r in samples if t > split]
    if not first or not later:
        sys.exit("too short a run to judge")
    level, peak = max(first), max(later)
    growth = 100.0 * (peak - level) / level
    early = [r for t, r in samples if split < t <= 2 * split]
    late = [r for t, r in samples if t > samples[-1][0] - split]
    print("pith %s: RSS level %.1f MB (largest in the first %d s), largest after it %.1f MB (%+.1f %%); median %.1f MB in the next %d s, %.1f MB in the last: %s" % (
        " ".join(extra) or "(default)", level / 1024.0, split, peak / 1024.0, growth, median(early) / 1024.0, split, median(late) / 1024.0,
        "flat" if growth <= 10.0 else "GROWS"))


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2] if xs else 0

if __name__ == "__main__":
    main()
