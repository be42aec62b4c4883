# pathlib pure paths: parsing, str/repr/parts, name/suffix/stem, parent and parents, with_*, relative_to, joining with /, match, as_uri, ordering, hashing and the errors
import os
import pathlib
from pathlib import PurePath, PurePosixPath, Path


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


for text in ["", ".", "a", "a/b", "/a/b/", "//a", "///a", "a//b/./c", "./a", "a/..", "/", "//",
             "a.tar.gz", ".bashrc", "a.", "..", "x/y.z."]:
    p = PurePath(text)
    print(repr(text), repr(p), str(p), p.parts, repr(p.root), repr(p.anchor), repr(p.drive), repr(p.name),
          repr(p.suffix), p.suffixes, repr(p.stem), p.parent, list(p.parents), p.is_absolute())

show("segments", lambda: PurePath("a", "b/c", "/d", "e", PurePath("f/g")))
show("segments abs path", lambda: PurePosixPath("a", PurePath("/x"), "y"))
show("bytes", lambda: PurePath(b"a"))
show("int", lambda: PurePath(1))
show("None", lambda: PurePath(None))
show("div", lambda: PurePath("a") / "b" / PurePath("c/d") / "/e")
show("rdiv", lambda: ("x" / PurePath("b"), "x" / PurePath("/b")))
show("div int", lambda: PurePath("a") / 1)
show("rdiv int", lambda: 1 / PurePath("a"))
show("div bytes", lambda: PurePath("a") / b"x")
show("eq", lambda: (PurePath("a/b") == PurePath("a//b/"), PurePath("a") == "a", PurePath("/a") == PurePath("//a"),
                    Path("a") == PurePath("a"), PurePath("a") != PurePath("b")))
show("order", lambda: (PurePath("a") < PurePath("b"), PurePath("/z") < PurePath("a"), PurePath("a/b") <= PurePath("a"),
                       PurePath("b") >= PurePath("a/b"), PurePath("a") > PurePath("a")))
show("sorted", lambda: sorted([PurePath("b"), PurePath("/a"), PurePath("a/c"), PurePath("a"), PurePath("a.b")]))
show("lt str", lambda: PurePath("a") < "b")
show("hash", lambda: (hash(PurePath("a/b")) == hash(PurePath("a", "b")), len({PurePath("a"), PurePosixPath("a"), Path("a")}),
                      {PurePath("x/y"): 1}[PurePath("x", "y")]))

p = PurePath("/usr/lib/python3.11/os.py")
show("parents", lambda: (len(p.parents), p.parents[0], p.parents[-1], p.parents[1:3], p.parents[::-1], p.parents[-2:]))
show("parents[4]", lambda: p.parents[4])
show("parents[-5]", lambda: p.parents[-5])
show("parents['a']", lambda: p.parents["a"])
show("parents misc", lambda: (repr(p.parents), PurePath("/") in p.parents, p.parents.index(PurePath("/usr")),
                              p.parents.count(PurePath("/")), list(reversed(p.parents))))
show("parent chain", lambda: (PurePath("a/b").parent.parent, PurePath("a/b").parent.parent.parent,
                              PurePath("/").parent, PurePath("//x").parent))

show("with_name", lambda: (p.with_name("x.txt"), PurePath("a").with_name("b")))
for n in ["", "a/b", "/x", ".", "..", "x/"]:
    show("with_name " + repr(n), lambda: p.with_name(n))
show("with_name of /", lambda: PurePath("/").with_name("x"))
show("with_name of .", lambda: PurePath(".").with_name("x"))
show("with_stem", lambda: (p.with_stem("new"), PurePath("a.tar.gz").with_stem("b")))
show("with_stem ''", lambda: p.with_stem(""))
for s in [".txt", "", ".", "txt", "/.x", ".a.b", ".a/b"]:
    show("with_suffix " + repr(s), lambda: p.with_suffix(s))
show("with_suffix of /", lambda: PurePath("/").with_suffix(".x"))
show("with_suffix added", lambda: PurePath("a/b").with_suffix(".c"))

show("relative_to", lambda: (p.relative_to("/usr"), p.relative_to("/"), p.relative_to("/usr", "lib"), p.relative_to(p)))
show("relative_to /etc", lambda: p.relative_to("/etc"))
show("relative_to usr", lambda: p.relative_to("usr"))
show("relative_to ()", lambda: p.relative_to())
show("relative_to ''", lambda: p.relative_to(""))
show("relative_to relative", lambda: (PurePath("a/b").relative_to(""), PurePath("a/b").relative_to("a")))
show("relative_to /a", lambda: PurePath("a/b").relative_to("/a"))
show("is_relative_to", lambda: (p.is_relative_to("/usr"), p.is_relative_to("usr"), PurePath("a/b").is_relative_to("a/b/c")))
show("joinpath", lambda: (p.joinpath("a", "b"), p.joinpath("/x"), PurePath().joinpath()))

for pat in ["*.py", "os.py", "python3.11/*.py", "/usr/*/*/*.py", "/usr/*.py", "*/a", "**/*.py", "lib/*",
            "//usr/*/*/*.py", "O*.py", "[mno]s.py", ""]:
    show("match " + repr(pat), lambda: p.match(pat))
show("match root", lambda: (PurePath("/a").match("*/a"), PurePath("a").match("/a"), PurePath("/a").match("/a")))

show("as_uri", lambda: (PurePath("/a b/c%d/\xe9~x").as_uri(), PurePath("/").as_uri()))
show("as_uri relative", lambda: PurePath("a").as_uri())
show("fspath", lambda: (os.fspath(p), bytes(PurePath("/\xe9")), isinstance(p, os.PathLike), p.__fspath__(), p.as_posix()))
show("reduce", lambda: p.__reduce__())
show("is_reserved", lambda: p.is_reserved())
show("types", lambda: (type(PurePath("a")).__name__, type(Path("a")).__name__, isinstance(Path("a"), PurePosixPath),
                       isinstance(PurePath("a"), Path)))
show("WindowsPath", lambda: pathlib.WindowsPath("a"))


class Place:
    def __fspath__(self):
        return "f/g"


class Broken:
    def __fspath__(self):
        return 3


show("PathLike argument", lambda: PurePath(Place(), "h"))
show("bad __fspath__", lambda: PurePath(Broken()))


class MyPath(PurePosixPath):
    pass


show("subclass", lambda: (MyPath("a") / "b", MyPath("a/b").parent, MyPath("x").with_name("y"), "q" / MyPath("r"),
                          MyPath("a").parents[0]))
show("repr quotes", lambda: PurePath("it's"))
