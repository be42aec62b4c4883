# String indexing and slicing with all step signs.
s = "abcdefghij"
print(s[0], s[1], s[9], s[-1], s[-2], s[-10])
print(s[2:5], s[:3], s[7:], s[:], s[-3:], s[:-3], s[-5:-2])
print(s[::2], s[1::2], s[::3], s[::-1], s[::-2], s[8:2:-1], s[8:2:-3])
print(repr(s[5:2]), repr(s[20:]), s[-100:3], s[3:100], repr(s[-1:-5]))
print(s[-1::-1], s[:-11:-1], s[5::-1], s[:5:-1], repr(s[2:2]))
for i in range(-3, 4):
    print(i, s[i:], s[:i], s[i::-1])
for step in [1, 2, 3, -1, -2, -4]:
    print("step", step, s[::step], s[1:9:step], s[9:1:step])
u = "héllo wörld €"
print(u[1], u[-1], u[7], u[::-1], u[1:5], len(u))
w = ""
for i in range(len(s) - 1, -1, -1):
    w = w + s[i]
print(w, w == s[::-1])
print("abc"[1], "abc"[-3], "x"[0:1], "hello"[1:-1])
