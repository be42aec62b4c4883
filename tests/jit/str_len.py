# len() of a str in a trace: a type guard and a helper that reads the
# character count, not a call through the call helper. Non-ASCII text
# counts characters, as CPython does; a str subclass keeps str's __len__.
class Name(str):
    pass


def widths(words):
    total = 0
    for w in words:
        total += len(w) * 2 + len(w + "!")
    return total


words = ["alpha", "beta", "γάμμα", "δ", "", "epsilon😀", Name("named")] * 3000
print(widths(words))
