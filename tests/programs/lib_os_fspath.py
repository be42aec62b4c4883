# os.fspath (and its errors), os.fsencode, os.PathLike, os.path.samestat and os.path.realpath (strict, '..', links to directories)
import os
import shutil
import tempfile


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!", type(e).__name__, e, getattr(e, "filename", None))


class Place:
    def __fspath__(self):
        return "some/where"


class Raw:
    def __fspath__(self):
        return b"raw"


class Broken:
    def __fspath__(self):
        return 7


show("fspath", lambda: (os.fspath("a"), os.fspath(b"b"), os.fspath(Place()), os.fspath(Raw())))
show("fspath int", lambda: os.fspath(3))
show("fspath bad result", lambda: os.fspath(Broken()))
show("fsencode", lambda: (os.fsencode("caf\xe9"), os.fsencode(b"x"), os.fsencode(Place())))
show("PathLike", lambda: (isinstance(Place(), os.PathLike), isinstance("a", os.PathLike), issubclass(Raw, os.PathLike),
                          issubclass(int, os.PathLike)))

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
base = os.getcwd()
os.makedirs("a/b")
with open("a/f.txt", "w") as f:
    f.write("x")


def rel(p):
    return os.path.relpath(p, base) if p.startswith(base) else p


show("samestat", lambda: (os.path.samestat(os.stat("a"), os.stat("a/b/..")), os.path.samestat(os.stat("a"), os.stat("a/b"))))
show("realpath", lambda: [rel(os.path.realpath(p)) for p in ["a", "a/b/../f.txt", "./a//b/", "missing/x", "."]])
show("realpath above", lambda: os.path.realpath("a/../..") == os.path.dirname(base))
show("realpath absolute", lambda: (os.path.realpath("/"), os.path.realpath("//x/../y"), os.path.realpath("/../a")))
show("realpath strict", lambda: rel(os.path.realpath("a/b", strict=True)))
show("realpath strict missing", lambda: os.path.realpath("a/nope/x", strict=True))
show("realpath strict through a file", lambda: os.path.realpath("a/f.txt/x", strict=True))
show("realpath of a link to a directory", lambda: os.path.realpath("/proc/self/cwd") == base)

os.chdir(home)
shutil.rmtree(work)
print("removed", not os.path.exists(work))
