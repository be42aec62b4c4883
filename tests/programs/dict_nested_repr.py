# Printing nested dicts and lists.
data = {"name": "widget", "tags": ["a", "b"], "dims": {"w": 2, "h": 3.5},
        "parts": [{"id": 1, "ok": True}, {"id": 2, "ok": False, "note": None}],
        "empty": {}, "elist": [], "tup": (1, "x")}
print(data)
print(data["parts"][1])
print(data["dims"]["h"], data["parts"][0]["ok"], data["tags"][-1])
data["parts"][0]["extra"] = [1, [2, {"three": 3}]]
print(data["parts"])
print(str(data) == repr(data))
tree = {}
tree["root"] = {"left": {"v": 1}, "right": {"v": 2, "kids": [{"v": 3}]}}
print(tree)
matrix = {"rows": [[1, 2], [3, 4]], "labels": ("r", "c")}
print(matrix)
inv = {}
for k, v in {"a": 1, "b": 2, "c": 1}.items():
    if v in inv:
        inv[v].append(k)
    else:
        inv[v] = [k]
print(inv)
print([{"k": "it's"}, {"q": 'say "hi"'}])
print({"float": 0.1, "neg": -0.0, "big": 10 ** 20, "inf": float("inf")})
