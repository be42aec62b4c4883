# str.split with and without separator and maxsplit; join.
s = "  the quick  brown\tfox\njumps  "
print(s.split())
print(s.split(" "))
print(s.split(None, 1))
print(s.split(None, 2))
print("a,b,,c,".split(","))
print("a,b,,c,".split(",", 1))
print("a,b,,c,".split(",", 2))
print("a,b,,c,".split(",", 0))
print("a,b,,c,".split(",", -1))
print("a::b::c".split("::"))
print("abc".split("abc"), "".split(","), "".split(), "   ".split())
print("no-sep-here".split(","), "x".split("x"))
words = "one two three four five".split()
for w in words:
    print(w, len(w))
print("-".join(words))
print("".join(words))
print(", ".join(["a", "b", "c"]))
print("|".join("xyz"))
print("+".join([]), repr(" ".join(["solo"])))
print(" ".join(("tuple", "of", "strs")))
line = "key1=val1;key2=val2;key3=val3"
for part in line.split(";"):
    kv = part.split("=")
    print(kv[0], "->", kv[1])
csv = "1,2,3,4,5"
total = 0
for x in csv.split(","):
    total = total + int(x)
print("total", total)
print("a b c d".split(" ", 2), "a  b".split(" "))
