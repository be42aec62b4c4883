# glob and fnmatch in a temporary directory: *, ?, [seq], recursive **, hidden files, root_dir, trailing slashes, escape, iglob
import fnmatch
import glob
import os
import shutil
import tempfile

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)


def touch(path):
    with open(path, "w") as f:
        f.write(path)


for d in ["src", "src/pkg", "src/pkg/deep", "docs", ".git", "src/.cache", "empty"]:
    os.mkdir(d)
for f in ["setup.py", "README.md", "a.txt", "b.txt", "ab.txt", ".hidden", ".env.txt",
          "src/main.py", "src/util.py", "src/data.json", "src/pkg/__init__.py", "src/pkg/deep/core.py",
          "src/.cache/x.py", "docs/index.md", "docs/a.txt", ".git/config", "star[1].txt", "q?.txt"]:
    touch(f)


def show(pattern, **kwargs):
    print(repr(pattern), kwargs or "", sorted(glob.glob(pattern, **kwargs)))


for p in ["*", "*.txt", "?.txt", "[ab].txt", "[!a]*.txt", "*.py", "src/*", "src/*.py", "*/*.txt", "*/*/*",
          "s*/p*/*.py", ".*", "*hidden*", ".git/*", "missing*", "a.txt", "nothing.txt", "src", "src/", "a.txt/",
          "src/pkg/", "*/", "e*/*", "star[1].txt", "q?.txt", "[[]*", ""]:
    show(p)
for p in ["**", "**/", "**/*.py", "src/**", "src/**/*.py", "**/a.txt", "**/*.md", "src/**/", "**/deep/*"]:
    show(p, recursive=True)
show("**/*.py")
show("**", recursive=True, include_hidden=True)
show("*", include_hidden=True)
show("*/*.py", include_hidden=True)
show("*.py", root_dir="src")
show("**/*.py", root_dir="src", recursive=True)
print(sorted(glob.glob("pkg/*", root_dir=os.path.join(work, "src"))))
show("*", root_dir="empty")
show("*", root_dir="no_such_dir")
print([p.replace(work, "<work>") for p in sorted(glob.glob(os.path.join(work, "src", "*.py")))])
print([p.replace(work, "<work>") for p in sorted(glob.glob(os.path.join(work, "docs", "*")))])

print(glob.escape("star[1].txt"), glob.escape("q?.txt"), glob.escape("a*b[c]?"), glob.escape(b"x*y"))
show(glob.escape("star[1].txt"))
show(glob.escape("q?.txt"))
print(glob.has_magic("a*"), glob.has_magic("a[b]"), glob.has_magic("plain.txt"), glob.has_magic(b"?"))

it = glob.iglob("src/*.py")
print(type(it).__name__ in ("generator", "chain"), sorted(it))
print(sorted(glob.iglob("**/*.json", recursive=True)))
print(sorted(glob.glob1("src", "*.py")), glob.glob0("src", "main.py"), glob.glob0("src", "nope.py"), glob.glob0("src", ""))

# fnmatch over the same names
names = sorted(os.listdir("."))
print(fnmatch.filter(names, "*.txt"), fnmatch.filter(names, ".*"), fnmatch.filter(names, "[!.]*.md"))
print(fnmatch.fnmatch("src/main.py", "*.py"), fnmatch.fnmatch("src/main.py", "src/*"), fnmatch.fnmatch("MAIN.PY", "*.py"))

for bad in [None, 42]:
    try:
        glob.glob(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    glob.escape(None)
except TypeError as e:
    print(type(e).__name__, e)

os.chdir(home)
shutil.rmtree(work)
print("work removed:", os.path.exists(work))
