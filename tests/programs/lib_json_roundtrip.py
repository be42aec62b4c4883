# json round trips of a few hundred generated records: indent/sort_keys text, compact separators, ensure_ascii=False, dump/load through a file in a temp directory
import json
import os
import tempfile

NAMES = ["Zo\u00eb", "J\u00fcrgen", "Ana", "\u0141ukasz", "Fran\u00e7ois", "\u674e\u96f7", "Sm\u00f8rg\u00e5s", "O'Brien", "Quote\"d", "back\\slash"]
CITIES = ["M\u00fcnchen", "S\u00e3o Paulo", "Reykjav\u00edk", "Z\u00fcrich", "\u6771\u4eac", "Paris", "K\u00f8benhavn"]
TAGS = ["alpha", "beta", "gamma", "delta", "\u03b5psilon", "\u20ac-zone", "emoji\U0001F680"]


def make_record(i):
    seed = (i * 2654435761) % 4294967296
    score = (seed % 100000) / 1000.0
    ratio = i / 7.0
    tags = [TAGS[(i + k) % len(TAGS)] for k in range(i % 4)]
    history = [{"step": k, "value": round((seed >> k) % 1000 / 8.0, 3), "ok": (seed >> k) % 2 == 0} for k in range(i % 5)]
    rec = {
        "id": i,
        "name": NAMES[i % len(NAMES)] + " #" + str(i),
        "city": CITIES[seed % len(CITIES)],
        "score": score,
        "ratio": ratio,
        "neg": -ratio * 1e-5,
        "big": seed * seed * 1000003,
        "active": i % 3 != 0,
        "manager": None if i % 4 else i // 4,
        "tags": tags,
        "history": history,
        "geo": {"lat": (seed % 18000) / 100.0 - 90.0, "lon": (seed % 36000) / 100.0 - 180.0},
        "note": "line1\nline2\ttab" if i % 50 == 0 else "",
    }
    return rec


records = [make_record(i) for i in range(300)]
doc = {"version": 3, "generated": "fixed", "records": records, "count": len(records)}


def digest(text):
    return len(text), sum(map(ord, text)) % 1000003


# pretty, sorted, ASCII-only
pretty = json.dumps(doc, indent=2, sort_keys=True)
print("pretty:", digest(pretty), pretty.count("\n"), pretty.isascii())
print(pretty[:300])
print("...")
print(pretty[-120:])
back = json.loads(pretty)
print("pretty equal:", back == doc, list(back.keys()), list(back["records"][7].keys()))

# compact
compact = json.dumps(doc, separators=(",", ":"))
print("compact:", digest(compact), ", " in compact, ": " in compact)
print(compact[:200])
print("compact equal:", json.loads(compact) == doc)

# non-ASCII kept as-is
native = json.dumps(doc, ensure_ascii=False, sort_keys=True)
print("native:", digest(native), len(native.encode("utf-8")), native.count("\\u"))
i = native.find("M\u00fcnchen")
print(native[i - 9:i + 20])
print("native equal:", json.loads(native) == doc, json.loads(native.encode("utf-8")) == doc)

# re-encoding is stable
print("stable:", json.dumps(json.loads(compact), separators=(",", ":")) == compact)

# per-record round trips in a loop
mismatches = 0
acc = 0
for rec in records:
    texts = [json.dumps(rec), json.dumps(rec, ensure_ascii=False, separators=(",", ":"))]
    if rec["id"] % 5 == 0:
        texts.append(json.dumps(rec, indent=1))
    for text in texts:
        again = json.loads(text)
        if again != rec:
            mismatches += 1
        acc = (acc * 31 + len(text)) % 1000003
print("per-record:", mismatches, acc)

# floats survive exactly
floats = [r["score"] for r in records] + [r["ratio"] for r in records] + [r["neg"] for r in records]
ftext = json.dumps(floats)
print("floats:", json.loads(ftext) == floats, ftext[:120])

# through a real file
home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
with open("data.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, sort_keys=True, ensure_ascii=False)
    f.write("\n")
print("file size:", os.path.getsize("data.json"), os.listdir("."))
with open("data.json", encoding="utf-8") as f:
    loaded = json.load(f)
print("file equal:", loaded == doc, loaded["count"], loaded["records"][123]["name"], loaded["records"][123]["city"])
with open("data.json", "rb") as f:
    raw = f.read()
print("bytes equal:", json.loads(raw) == doc, raw[:40])
with open("data.json", encoding="utf-8") as f:
    text = f.read()
print("text matches:", text == native + "\n")
os.remove("data.json")
os.chdir(home)
os.rmdir(work)
print("cleaned up:", os.path.exists(work), os.getcwd() == home)
