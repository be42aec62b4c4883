# string: the character-class constants and capwords
import string

for name in ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits", "hexdigits", "octdigits", "punctuation", "whitespace"]:
    value = getattr(string, name)
    print(name, len(value), repr(value))
print(len(string.printable), repr(string.printable[-10:]))
print(string.capwords("hello   world  from pith"), string.capwords("  leading and trailing  "))
print(string.capwords("a-b-c", "-"), string.capwords("ONE two,THREE", ","), repr(string.capwords("")))
print(string.capwords("they're bill's friends"), string.capwords("x\ty\nz"))
def is_identifier_like(s):
    return bool(s) and s[0] in string.ascii_letters + "_" and all(c in string.ascii_letters + string.digits + "_" for c in s)
print([is_identifier_like(w) for w in ["abc", "_x1", "1abc", "a-b", ""]])
def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    out = []
    for ch in text:
        if ch in lower:
            out.append(lower[(lower.index(ch) + shift) % 26])
        elif ch in upper:
            out.append(upper[(upper.index(ch) + shift) % 26])
        else:
            out.append(ch)
    return "".join(out)
print(caesar("Hello, World!", 3), caesar(caesar("Round Trip", 11), -11))
counts = {"letters": 0, "digits": 0, "punct": 0, "space": 0}
for ch in "Pith 3.11: fast, small & exact!\n":
    if ch in string.ascii_letters:
        counts["letters"] += 1
    elif ch in string.digits:
        counts["digits"] += 1
    elif ch in string.punctuation:
        counts["punct"] += 1
    elif ch in string.whitespace:
        counts["space"] += 1
print(counts)
print(all(c in string.hexdigits for c in "DeadBeef09"), any(c in string.octdigits for c in "89"))
print(sorted(set(string.printable) - set(string.ascii_letters + string.digits + string.whitespace)) == sorted(string.punctuation))
print(int("ff", 16), [string.hexdigits.index(c) for c in "0aF"], string.ascii_uppercase[::5])
