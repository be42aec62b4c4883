# pathlib directory listings, in a temporary directory: iterdir, glob (wildcards, **, trailing slash, hidden names, '..') and rglob, with their errors
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
        print(label, f())
    except Exception as e:
        print(label, "!", type(e).__name__, e)


def names(paths):
    return sorted(str(p) for p in paths)


Path("g/sub/deep").mkdir(parents=True)
Path("g/empty").mkdir()
for f in ["g/a.py", "g/b.txt", "g/.hidden.py", "g/sub/c.py", "g/sub/deep/d.py", "g/sub/deep/e.txt", "g/sub/x.py.txt"]:
    Path(f).write_text(f)
g = Path("g")

show("iterdir", lambda: names(g.iterdir()))
show("iterdir .", lambda: names(Path().iterdir()))
show("iterdir absolute", lambda: sorted(p.name for p in (base / "g").iterdir()))
show("iterdir empty", lambda: list(Path("g/empty").iterdir()))
show("iterdir missing", lambda: list(Path("nope").iterdir()))
show("iterdir a file", lambda: list(Path("g/a.py").iterdir()))
show("iterdir is lazy", lambda: type(Path("nope").iterdir()).__name__)
for pat in ["*", "*.py", "*/*.py", "**/*.py", "**", "**/", "sub/**", "sub/*/", "sub", "sub/", "nope", "a.py/", "*/",
            ".*", "?.py", "[ab].*", "[!a]*", "sub/../a.py", "**/deep/*", "**/**/*.txt", "*/*/*"]:
    show("glob " + repr(pat), lambda: names(g.glob(pat)))
for pat in ["*.py", "*.txt", "deep", "", "*/", "sub/*.py", "d*"]:
    show("rglob " + repr(pat), lambda: names(g.rglob(pat)))
show("glob ''", lambda: list(g.glob("")))
show("glob absolute pattern", lambda: list(g.glob("/x")))
show("rglob absolute pattern", lambda: list(g.rglob("/x")))
show("glob a**", lambda: list(g.glob("a**")))
show("glob */x**/a", lambda: list(g.glob("*/x**/a")))
show("glob in a file", lambda: list(Path("g/a.py").glob("*")))
show("glob in a missing directory", lambda: list(Path("nope").glob("*")))
show("glob from an absolute path", lambda: names(p.relative_to(base) for p in base.glob("g/*.py")))
show("glob is lazy", lambda: type(g.glob("")).__name__)
show("glob .", lambda: list(g.glob(".")))
show("read through glob", lambda: [p.read_text() for p in sorted(g.glob("**/*.txt"))])

os.chdir(home)
shutil.rmtree(work)
print("removed", not os.path.exists(work))
