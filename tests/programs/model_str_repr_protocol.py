# __str__ vs __repr__: str() falls back to __repr__, containers always use
# repr of their elements, print/format/f-string conversions, __format__
# default behaviour (empty spec ok, non-empty spec TypeError), repr of
# recursive containers, and inheritance of these methods.
class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"
class OnlyStr:
    def __str__(self):
        return "only-str"
class Both:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return f"Both({self.v!r})"
    def __str__(self):
        return f"<{self.v}>"

o, s, b = OnlyRepr(), OnlyStr(), Both("x")
print(str(o), repr(o), str(s), str(b), repr(b))
print(o, s, b)
print([o, b], (b,), {"k": b}, {b.v: [b, b]})
print(f"{b}", f"{b!r}", f"{b!s}", "{} {!r}".format(b, b), "%s %r" % (b, b), format(b), format(b, ""))
print(repr(s).startswith("<__main__.OnlyStr object at 0x"), str([s])[:22])
try:
    format(b, ">10")
except TypeError as e:
    print("TypeError", e)
try:
    f"{o:10}"
except TypeError as e:
    print("TypeError", e)

class Child(Both):
    pass
class Child2(Both):
    def __repr__(self):
        return "Child2!"
print(Child(1), repr(Child(2)), Child2(3), [Child2(4)], str(Child2(5)))

# __str__/__repr__ must return str
class BadStr:
    def __str__(self):
        return 42
class BadRepr:
    def __repr__(self):
        return None
for f, obj in [(str, BadStr()), (repr, BadRepr()), (str, BadRepr())]:
    try:
        f(obj)
    except TypeError as e:
        print("TypeError", e)

# recursive containers
lst = [1, 2]
lst.append(lst)
d = {"self": None}
d["self"] = d
print(lst, d, repr(lst) == str(lst))

# repr of strings with quotes and escapes inside containers
print(["it's", 'say "hi"', "both ' and \"", "tab\t", "nl\n", "uni é ☃", "\x00\x7f"])
print(str("plain"), repr("plain"), str(["plain"]), str(("a",)), str({"a"}), repr(1.0), repr(-0.0), str(None), repr(True))

# a tree with an indented __str__ and a round-trippable __repr__
class Node:
    def __init__(self, label, *children):
        self.label = label
        self.children = list(children)
    def __repr__(self):
        args = [repr(self.label)] + [repr(c) for c in self.children]
        return f"Node({', '.join(args)})"
    def __str__(self):
        lines = [str(self.label)]
        for i, c in enumerate(self.children):
            last = i == len(self.children) - 1
            sub = str(c).split("\n")
            lines.append(("└── " if last else "├── ") + sub[0])
            lines.extend(("    " if last else "│   ") + l for l in sub[1:])
        return "\n".join(lines)
tree = Node("root", Node("a", Node("a1"), Node("a2")), Node("b"), Node("c", Node("c1", Node("deep"))))
print(tree)
print(repr(tree))
print(repr(Node("x")) == "Node('x')", str(Node(42)))
