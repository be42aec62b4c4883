# copy: shallow and deep copies of builtin containers, sharing and cycles
import copy

a = [1, [2, 3], {"k": [4]}]
s = copy.copy(a)
d = copy.deepcopy(a)
a[1].append(99)
a[2]["k"].append(5)
a.append("new")
print(a, s, d, sep="\n")
print(s is a, s[1] is a[1], d[1] is a[1], d[2]["k"] is a[2]["k"])
t = (1, "x", (2, 3))
print(copy.copy(t) is t, copy.deepcopy(t) is t)
t2 = (1, [2])
dt2 = copy.deepcopy(t2)
print(dt2, dt2 is t2, dt2[1] is t2[1])
for v in [None, 5, 2.5, "s", b"b", True, range(3), len, print, int, ...]:
    print(repr(v), copy.copy(v) is v, copy.deepcopy(v) is v)
st = {1, 2, (3, 4)}
cs, ds = copy.copy(st), copy.deepcopy(st)
st.add(5)
print(sorted(st, key=str), sorted(cs, key=str), sorted(ds, key=str), cs is st)
dd = {"a": [1], "b": {"c": (1, [2])}}
c1 = copy.copy(dd)
c2 = copy.deepcopy(dd)
dd["b"]["c"][1].append(3)
print(c1, c2, c1["a"] is dd["a"], c2["a"] is dd["a"])
shared = [0]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp, dp[0] is dp[1], dp[0] is shared)
cyc = [1, 2]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(dc[2] is dc, dc[2] is cyc, len(dc))
dcyc = {"self": None}
dcyc["self"] = dcyc
dd2 = copy.deepcopy(dcyc)
print(dd2["self"] is dd2, dd2 is dcyc)
memo = {}
x = [1, 2]
y = copy.deepcopy([x, x], memo)
print(y, id(x) in memo, memo[id(x)] is y[0])
z = copy.deepcopy(x, memo)
print(z is y[0])
nested = [[[[1]]]]
dn = copy.deepcopy(nested)
nested[0][0][0].append(2)
print(nested, dn)
def f():
    return 1
print(copy.deepcopy(f) is f, copy.copy([f])[0] is f)
grid = [[0] * 3 for _ in range(3)]
g2 = copy.deepcopy(grid)
g2[1][1] = 5
print(grid, g2)
try:
    copy.copy(x for x in [])
except TypeError as e:
    print("TypeError", e)
