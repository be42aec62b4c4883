"""One typical use of a library module, timed inside the process (import
included, interpreter start-up not): prints the seconds and a checksum that
must agree between interpreters. Driven by benches/stdlib_modules.py.

usage: pith benches/stdlib_work.py MODULE [SCALE]
"""
import sys
import time


def w_re(n):
    import re
    word = re.compile(r"\b(\w+)@(\w+)\.com\b")
    text = "mail bob@example.com or alice@test.com, not carol@nowhere.org; " * 20
    return sum(len(word.findall(text)) + len(re.sub(r"\s+", " ", text)) for _ in range(n))


def w_json(n):
    import json
    doc = {"users": [{"id": i, "name": "user%d" % i, "tags": ["a", "b"], "score": i * 1.5} for i in range(50)]}
    return sum(len(json.loads(json.dumps(doc))["users"]) for _ in range(n))


def w_datetime(n):
    import datetime
    d = datetime.datetime(2024, 1, 1, 12, 0)
    step = datetime.timedelta(hours=7, minutes=13)
    total = 0
    for _ in range(n * 20):
        d += step
        total += d.weekday() + len(d.isoformat()) + len(d.strftime("%Y-%m-%d %H:%M"))
    return total


def w_decimal(n):
    from decimal import Decimal, getcontext
    getcontext().prec = 28
    total = Decimal(0)
    price = Decimal("19.99")
    for i in range(n * 20):
        total += (price * i / 7).quantize(Decimal("0.01"))
    return str(total)


def w_fractions(n):
    from fractions import Fraction
    s = Fraction(0)
    for i in range(1, n * 5):
        s += Fraction(1, i * (i + 1))
    return str(s.limit_denominator(1000))


def w_statistics(n):
    import statistics
    data = [((i * 7919) % 1000) / 10 for i in range(500)]
    return round(sum(statistics.mean(data) + statistics.stdev(data) + statistics.median(data) for _ in range(n // 5 + 1)), 6)


def w_struct(n):
    import struct
    rec = struct.Struct("<iHd8s")
    total = 0
    for i in range(n * 20):
        total += rec.unpack(rec.pack(i, i & 0xFFFF, i / 3, b"abc"))[1]
    return total


def w_codecs(n):
    import base64, hashlib, zlib
    data = bytes(range(256)) * 40
    total = 0
    for _ in range(n):
        total += len(base64.b64decode(base64.b64encode(data)))
        total += len(hashlib.sha256(data).hexdigest())
        total += len(zlib.decompress(zlib.compress(data)))
    return total


def w_textwrap(n):
    import textwrap
    text = "The quick brown fox jumps over the lazy dog near the riverbank. " * 10
    return sum(len(textwrap.fill(text, width=w)) for w in range(30, 30 + n))


def w_pprint(n):
    import pprint
    obj = {"k%d" % i: [i, {"x": i, "y": [1, 2, 3]}, "v" * (i % 7)] for i in range(30)}
    return sum(len(pprint.pformat(obj, width=60)) for _ in range(n // 5 + 1))


def w_argparse(n):
    import argparse
    total = 0
    for _ in range(n // 5 + 1):
        p = argparse.ArgumentParser(prog="tool")
        p.add_argument("files", nargs="*")
        p.add_argument("-v", "--verbose", action="count", default=0)
        p.add_argument("--mode", choices=["a", "b"], default="a")
        ns = p.parse_args(["-vv", "--mode", "b", "x", "y"])
        total += ns.verbose + len(ns.files) + len(p.format_help())
    return total


def w_logging(n):
    import io, logging
    stream = io.StringIO()
    log = logging.getLogger("bench")
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    for i in range(n * 5):
        log.info("item %d done", i)
        log.debug("hidden %d", i)
    return len(stream.getvalue())


def w_csv(n):
    import csv, io
    rows = [["id", "name", "value"]] + [[str(i), "name %d" % i, "%.2f" % (i / 3)] for i in range(200)]
    total = 0
    for _ in range(n // 5 + 1):
        buf = io.StringIO()
        csv.writer(buf).writerows(rows)
        total += sum(len(r) for r in csv.reader(io.StringIO(buf.getvalue())))
    return total


def w_memoryview(n):
    # Records read out of one buffer through views, without copying it.
    data = bytes(range(256)) * 64
    total = 0
    for _ in range(n // 20 + 1):
        view = memoryview(data)
        for off in range(0, len(data), 64):
            rec = view[off:off + 64]
            total += rec[0] + rec[-1] + len(rec[8:16].tobytes()) + int.from_bytes(rec[:4], "little") % 7
    return total


def w_weakref(n):
    # A cache of objects by key that forgets what nobody holds (how many
    # hits it gets depends on when each interpreter frees; the checksum
    # counts only what must be there).
    import gc, weakref

    class Item:
        def __init__(self, k):
            self.k = k

    cache = weakref.WeakValueDictionary()
    keep = {}
    for i in range(n * 5):
        k = i % 500
        item = cache.get(k)
        if item is None:
            item = Item(k)
            cache[k] = item
            if k % 5 == 0:
                keep[k] = item
    gc.collect()
    return sum(1 for k, x in keep.items() if cache.get(k) is x)


def w_itertools(n):
    # Combinations, products and pipelines of lazy iterators, as search
    # and data-shaping scripts use them.
    import itertools, operator
    total = 0
    for r in range(n // 50 + 1):
        for c in itertools.combinations(range(12), 4):
            total += c[0] * c[3]
        for a, b in itertools.product("abcd", range(25)):
            total += b
        for p in itertools.permutations(range(6)):
            total += p[r % 6]
        rows = itertools.zip_longest(range(60), itertools.islice(itertools.count(r), 0, 90, 3), fillvalue=0)
        total += sum(itertools.starmap(operator.mul, rows))
        for k, g in itertools.groupby(sorted(itertools.chain(range(40), range(20)), key=lambda x: x // 7), key=lambda x: x // 7):
            total += k * len(list(g))
        total += sum(itertools.accumulate(itertools.compress(range(100), itertools.cycle([1, 0, 1]))))
    return total


WORK = {name[2:]: f for name, f in list(globals().items()) if name.startswith("w_")}


def main():
    name = sys.argv[1]
    scale = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    t0 = time.perf_counter()
    check = WORK[name](scale)
    print("%.6f %s" % (time.perf_counter() - t0, check))


main()
