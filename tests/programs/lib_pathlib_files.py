# pathlib on the file system, in a temporary directory: mkdir/rmdir, reading and writing, touch, rename/replace/unlink, stat and the is_* tests, resolve/absolute/cwd/home/expanduser, samefile, open, and the OSError subclasses they raise
import os
import shutil
import tempfile
from pathlib import Path

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
base = Path.cwd()


def show(label, f):
    try:
        r = f()
        if isinstance(r, Path) and r.is_absolute():
            r = "<work>/" + str(r.relative_to(base))
        print(label, repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e, getattr(e, "errno", None), getattr(e, "filename", None))


show("cwd", lambda: (base == Path(os.getcwd()), base.is_absolute()))
show("absolute", lambda: Path("a/../b").absolute())
show("absolute of absolute", lambda: base.absolute() is base)
show("resolve", lambda: Path("a/../b/./c").resolve())
show("resolve strict", lambda: Path("a/../b").resolve(strict=True))
show("resolve strict deeper", lambda: Path("nope/x").resolve(strict=True))
show("resolve link to directory", lambda: Path("/proc/self/cwd").resolve() == base)
show("resolve dots", lambda: (Path("..").resolve() == base.parent, Path(".").resolve() == base))
show("home", lambda: (Path.home() == Path(os.environ["HOME"]), Path("~/x").expanduser() == Path(os.environ["HOME"], "x"),
                      Path("a/~").expanduser(), Path("/~").expanduser()))

show("mkdir", lambda: (Path("d").mkdir(), Path("d").is_dir()))
show("mkdir again", lambda: Path("d").mkdir())
show("mkdir exist_ok", lambda: Path("d").mkdir(exist_ok=True))
show("mkdir missing parent", lambda: Path("x/y/z").mkdir())
show("mkdir parents", lambda: (Path("x/y/z").mkdir(parents=True), Path("x/y/z").exists()))
show("mkdir parents again", lambda: Path("x/y/z").mkdir(parents=True))
show("mkdir parents exist_ok", lambda: Path("x/y/z").mkdir(parents=True, exist_ok=True))

show("write_text", lambda: Path("d/a.txt").write_text("h\xe9llo\nworld\n"))
show("write_text bytes", lambda: Path("d/a.txt").write_text(b"x"))
show("read_text", lambda: Path("d/a.txt").read_text())
show("read_bytes", lambda: Path("d/a.txt").read_bytes())
show("write_bytes", lambda: Path("d/b.bin").write_bytes(b"\x00\x01abc"))
show("write_bytes bytearray", lambda: Path("d/c.bin").write_bytes(bytearray(b"xyz")))
show("write_bytes str", lambda: Path("d/c.bin").write_bytes("xyz"))
show("read missing", lambda: Path("d/nope.txt").read_text())
show("read a directory", lambda: Path("d").read_text())
show("write in a missing directory", lambda: Path("q/a.txt").write_text("x"))
show("latin-1", lambda: (Path("d/l.txt").write_text("\xe9", encoding="latin-1"), Path("d/l.txt").read_bytes(),
                         Path("d/l.txt").read_text(encoding="latin-1")))

show("exists", lambda: (Path("d/a.txt").exists(), Path("nope").exists(), Path("d/a.txt/x").exists(), Path("d").exists()))
show("is_file", lambda: (Path("d/a.txt").is_file(), Path("d").is_file(), Path("nope").is_file()))
show("is_dir", lambda: (Path("d/a.txt").is_dir(), Path("d").is_dir(), Path("nope").is_dir(), Path("d/a.txt/x").is_dir()))
show("is_symlink", lambda: (Path("d").is_symlink(), Path("/proc/self").is_symlink(), Path("nope").is_symlink()))
show("devices", lambda: (Path("/dev/null").is_char_device(), Path("d").is_block_device(), Path("d").is_fifo(),
                         Path("d").is_socket()))
show("is_mount", lambda: (Path("/").is_mount(), Path("d").is_mount(), Path("nope").is_mount()))
show("stat", lambda: (Path("d/a.txt").stat().st_size, Path("d/a.txt").lstat().st_size,
                      Path("d/a.txt").stat(follow_symlinks=False).st_size))
show("stat missing", lambda: Path("nope").stat())

show("touch new", lambda: (Path("d/t").touch(), Path("d/t").read_bytes()))
show("touch existing", lambda: (Path("d/a.txt").touch(), Path("d/a.txt").read_text()))
show("touch empty", lambda: (Path("d/t").touch(), Path("d/t").stat().st_size))
show("touch exist_ok=False", lambda: Path("d/a.txt").touch(exist_ok=False))
show("touch exist_ok=False new", lambda: (Path("d/t2").touch(exist_ok=False), Path("d/t2").exists()))
show("touch in a missing directory", lambda: Path("nodir/t").touch())
show("rename", lambda: (Path("d/t2").rename("d/t3"), Path("d/t3").exists(), Path("d/t2").exists()))
show("rename to a Path", lambda: Path("d/t3").rename(Path("d/t4")))
show("rename missing", lambda: Path("d/t3").rename("d/t5"))
show("replace", lambda: (Path("d/t4").replace("d/t"), sorted(Path("d").iterdir())))
show("unlink", lambda: (Path("d/t").unlink(), Path("d/t").exists()))
show("unlink missing", lambda: Path("d/t").unlink())
show("unlink missing_ok", lambda: Path("d/t").unlink(missing_ok=True))
show("unlink a directory", lambda: Path("d").unlink())
show("rmdir not empty", lambda: Path("x").rmdir())
show("rmdir missing", lambda: Path("nope").rmdir())
show("rmdir", lambda: (Path("x/y/z").rmdir(), Path("x/y/z").exists(), Path("x/y").exists()))
show("samefile", lambda: (Path("d/a.txt").samefile("d/../d/a.txt"), Path("d/a.txt").samefile(Path("d/b.bin")),
                          base.samefile(".")))
show("samefile missing", lambda: Path("d/a.txt").samefile("nope"))

with Path("d/a.txt").open() as f:
    print("open", repr(f.readline()), f.name)
with Path("d/w.txt").open("w") as f:
    f.write("line1\n")
with Path("d/w.txt").open("a") as f:
    print("line2", file=f)
with Path("d/w.txt").open("rb") as f:
    print("open rb", f.read())
show("open bad mode", lambda: Path("d/w.txt").open("z"))
show("open missing", lambda: Path("d/none").open())

os.chdir(home)
shutil.rmtree(work)
print("removed", not os.path.exists(work))
