# Dies with IndexError: string index out of range (negative index too far).
s = "abc"
print(s[0], s[1], s[2], s[-1], s[-2], s[-3])
print(s[0:10], repr(s[5:]), s[-10:], len(s))
word = ""
for ch in s:
    word = ch + word
print("reversed", word)
for i in range(len(s)):
    print(i, s[i], -i - 1, s[-i - 1])
for i in [0, -1, 2, -3, -4, 1]:
    ch = s[i]
    print("s[" + str(i) + "] =", ch)
print("never printed")
print(s[100])
print("nor this")
