# GC pressure: short-lived dicts, and a long-lived dict of lists.
index = {}
total = 0
for i in range(100000):
    d = {"id": i, "name": "n" + str(i % 100), "tags": [i % 3, i % 5]}
    total = total + d["id"] + d["tags"][0] + d["tags"][1]
    key = d["name"]
    if key not in index:
        index[key] = []
    if i % 50 == 0:
        index[key].append(d)
print("total", total)
print("keys", len(index))
cnt = 0
chk = 0
for k, v in index.items():
    cnt = cnt + len(v)
    for d in v:
        chk = chk + d["id"] * (d["tags"][1] + 1)
print("entries", cnt, "checksum", chk)
print(index["n0"][:2])
print(list(index.keys())[:5], list(index.keys())[-5:])
