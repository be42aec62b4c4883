# splitlines, partition, rpartition-free, join and more.
text = "first line\nsecond line\r\nthird\rfourth\n\nsixth"
lines = text.splitlines()
print(lines, len(lines))
print(text.splitlines(True))
print("".splitlines(), "one".splitlines(), "trailing\n".splitlines(), "\n".splitlines())
for i in range(len(lines)):
    print(i, repr(lines[i]))
print("key=value=more".partition("="))
print("no separator".partition("="))
print("=start".partition("="), "end=".partition("="))
print("a -> b -> c".partition(" -> "))
conf = "host: example\nport: 8080\n  user :  admin  \nbad line"
for l in conf.splitlines():
    p = l.partition(":")
    if p[1] == "":
        print("skip", repr(l))
    else:
        print(repr(p[0].strip()), "=", repr(p[2].strip()))
path = "/usr/local/bin/python3"
parts = path.split("/")
print(parts, "/".join(parts[:-1]), parts[-1])
print("Hello".upper().lower().title().replace("H", "J").center(9, "~"))
