# String literals, escapes, concatenation, repetition, len.
print('single', "double", '''triple single''', """triple double""")
print("tab\there", "new\nline", "back\\slash", 'quote\'s', "dq\"s")
print("bell-free \x41\x42\x43", "\u00e9\u20ac", "\101\102")
print(len("a\tb"), len("\n"), len("\\"), len("\x41"), len("\u20ac"), len(""))
s = "ab" + "cd" + ""
print(s, s * 3, 3 * s, s * 0, s * -1, "-" * 20)
print("con" "cat" "enated")
t = """line one
line two
  line three"""
print(t)
print(len(t))
r = "a\
b"
print(r)
print("x" + str(1) + str(2.5) + str(None) + str(True) + str([1]))
u = ""
for i in range(5):
    u = u + str(i) * i
print(u, len(u))
print("caf\u00e9", len("caf\u00e9"), "é" == "\u00e9")
print('it\'s', "say \"hi\"", 'mixed "q" and \'s\'')
print("\r".isspace(), "a\0b" == "a\x00b", len("a\0b"))
