# sorted (key=, reverse=) and reversed.
def last_char(s):
    return s[-1]
def neg(x):
    return -x
nums = [5, 3, 8, 1, 9, 2, 8]
print(sorted(nums), nums)
print(sorted(nums, reverse=True), sorted(nums, key=neg), sorted(nums, key=neg, reverse=True))
print(sorted("sorting"), sorted(("b", "a")), sorted(range(5, 0, -1)), sorted({"z": 1, "a": 2}))
words = ["cab", "abc", "bca", "bac", "acb"]
print(sorted(words, key=last_char), sorted(words, key=last_char, reverse=True))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed((1, 2))), list(reversed(range(4))))
print(list(reversed([])), list(reversed(range(1, 10, 3))))
out = []
for x in reversed(nums):
    out.append(x)
print(out)
r = reversed([7, 8, 9])
print(list(r), list(r))
s = ""
for ch in reversed("stressed"):
    s = s + ch
print(s)
mixed = [3, 1.5, -2, 2 ** 65, 0.0, -0.5]
print(sorted(mixed), sorted(mixed, reverse=True))
print(sorted([[3], [1, 2], [1]]), sorted([(2, 1), (1, 2), (1, 1)], reverse=True))
