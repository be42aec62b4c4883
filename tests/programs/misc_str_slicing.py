# String multiplication and slicing edge cases.
s = "abcdefghij"
print(s[2:5], s[:3], s[7:], s[-3:], s[:-3], s[-3:-1])
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-1], s[8:2:-3])
print(repr(s[5:2]), repr(s[100:]), repr(s[-100:2]), s[2:100], repr(s[3:3]))
print(s[-1], s[-10], s[0])
print(s[::3], s[-1:-11:-1] == s[::-1], s[:], s[:] == s)
print(repr(s[10:]), repr(s[-11:-10]), s[-11:1])
print("ab" * 3, "ab" * 0, repr("ab" * -2), 3 * "x", "-" * 10)
print(repr("" * 100), len("abc" * 50), ("a" + "b") * 2)
print([1, 2] * 3, [0] * 5, [[]] * 2, (1,) * 3, [] * 10)
t = (0, 1, 2, 3, 4, 5)
print(t[1:4], t[::-1], t[::2], t[4:1:-1], t[10:], t[-2:])
lst = list(range(10))
print(lst[1:9:3], lst[-1:-5:-1], lst[5:-1], lst[-5:5])
lst2 = lst[:]
lst2[2:5] = ["x"]
print(lst2)
lst2[::2] = [0] * len(lst2[::2])
print(lst2)
lst2[1:1] = ["ins", "erted"]
print(lst2)
lst2[-2:] = []
print(lst2)
word = "racecar"
print(word == word[::-1], "level"[::-1], "python"[::-1])
for i in range(-3, 4):
    print(i, repr("hello"[i:]), repr("hello"[:i]))
u = "héllo wörld"
print(u[1], u[::-1], len(u), u[6:].upper())
step_word = "0123456789"
print([step_word[i::4] for i in range(4)])
print(step_word[-2::-3], step_word[1:-1:2], step_word[100:0:-1])
print("abc"[1:2] * 3 + "!")
line = "=" * 5 + " title " + "=" * 5
print(line, len(line))
