# os/shutil/tempfile file-system calls: listdir, mkdir/makedirs, rename/replace, stat, walk, scandir, copy/move/rmtree, temp files and dirs
import os, tempfile, shutil
home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def read(path):
    with open(path) as f:
        return f.read()


# the working directory is the fresh temporary directory, and it starts empty
print("cwd is work:", os.path.samefile(os.getcwd(), work), os.path.samefile(".", work))
print("empty:", os.listdir("."), os.listdir())

# mkdir / makedirs
os.mkdir("d1")
try:
    os.mkdir("d1")
except FileExistsError as e:
    print("mkdir again:", type(e).__name__, e.filename)
os.makedirs("d2/sub/deeper")
print("makedirs:", os.path.isdir("d2/sub/deeper"), sorted(os.listdir("d2")), os.listdir("d2/sub"))
os.makedirs("d2/sub/deeper", exist_ok=True)
os.makedirs("d2/sub/other", exist_ok=True)
try:
    os.makedirs("d2/sub")
except FileExistsError as e:
    print("makedirs again:", type(e).__name__)
try:
    os.mkdir("nope/child")
except FileNotFoundError as e:
    print("mkdir missing parent:", type(e).__name__)
print("d2/sub:", sorted(os.listdir("d2/sub")))

# files: exists/isfile/isdir/getsize/stat
write("a.txt", "hello\n")
write("d1/b.txt", "0123456789")
for p in ["a.txt", "d1", "d1/b.txt", "missing", "d2/sub"]:
    print(p, os.path.exists(p), os.path.isfile(p), os.path.isdir(p))
print("getsize:", os.path.getsize("a.txt"), os.path.getsize("d1/b.txt"))
st = os.stat("d1/b.txt")
print("stat:", st.st_size, st.st_mtime > 0, type(st.st_size).__name__)
try:
    os.stat("missing")
except FileNotFoundError as e:
    print("stat missing:", type(e).__name__, e.filename)
try:
    os.path.getsize("missing")
except OSError as e:
    print("getsize missing:", type(e).__name__)
print("listdir:", sorted(os.listdir(".")), sorted(os.listdir("d1")))

# os.path string functions
print(os.path.join("d1", "b.txt"), os.path.join("a", "b", "c.py"), os.path.join("a/", "b"), os.path.join("a", "/abs"))
print(os.path.split("d1/b.txt"), os.path.split("b.txt"), os.path.split("a/b/"))
print(os.path.splitext("d1/b.txt"), os.path.splitext("archive.tar.gz"), os.path.splitext(".bashrc"), os.path.splitext("noext"))
print(os.path.basename("d1/b.txt"), repr(os.path.basename("d1/")), os.path.dirname("d1/b.txt"), repr(os.path.dirname("b.txt")))
ab = os.path.abspath("d1/b.txt")
print("abspath:", os.path.isabs(ab), os.path.isabs("d1/b.txt"), ab.endswith(os.sep + os.path.join("d1", "b.txt")))
print("abspath of dot:", os.path.samefile(os.path.abspath("."), work))
print("relpath:", os.path.relpath("d2/sub/deeper", "d2"), os.path.relpath("d2", "d2/sub/deeper"), os.path.relpath("d1/b.txt"), os.path.relpath(ab), os.path.relpath("d1", "d1"))

# rename / replace / remove / rmdir
os.rename("a.txt", "a2.txt")
print("rename:", os.path.exists("a.txt"), read("a2.txt"), end="")
write("c.txt", "old c\n")
os.rename("a2.txt", "c.txt")
print("rename over:", sorted(os.listdir(".")), read("c.txt"), end="")
write("e.txt", "e contents\n")
os.replace("e.txt", "c.txt")
print("replace over:", sorted(os.listdir(".")), read("c.txt"), end="")
os.replace("c.txt", "d1/c.txt")
print("replace into dir:", sorted(os.listdir("d1")))
os.rename("d1", "dir1")
print("rename dir:", sorted(os.listdir(".")), sorted(os.listdir("dir1")))
os.remove("dir1/c.txt")
try:
    os.remove("dir1/c.txt")
except FileNotFoundError as e:
    print("remove again:", type(e).__name__, e.filename)
try:
    os.rmdir("dir1")
except OSError as e:
    print("rmdir non-empty:", type(e).__name__)
try:
    os.remove("d2")
except OSError as e:
    print("remove a dir:", isinstance(e, OSError))
os.rmdir("d2/sub/other")
print("rmdir:", sorted(os.listdir("d2/sub")))
try:
    os.rmdir("d2/sub/other")
except FileNotFoundError as e:
    print("rmdir again:", type(e).__name__)

# os.walk over a small tree
os.makedirs("tree/a/aa")
os.makedirs("tree/b")
os.makedirs("tree/skip/inner")
write("tree/top.txt", "t")
write("tree/a/one.txt", "1")
write("tree/a/two.txt", "22")
write("tree/a/aa/deep.txt", "333")
write("tree/b/bee.txt", "4444")
write("tree/skip/inner/hidden.txt", "5")
print("walk:")
for root, dirs, files in sorted(os.walk("tree")):
    print(" ", root, sorted(dirs), sorted(files))
print("walk pruned, in order:")
for root, dirs, files in os.walk("tree"):
    dirs[:] = sorted(d for d in dirs if d != "skip")
    print(" ", root, dirs, sorted(files))
print("walk bottom-up:")
seen = []
sizes = []
for root, dirs, files in os.walk("tree", topdown=False):
    seen.append(root)
    sizes.append((root, sorted(dirs), sum(os.path.getsize(os.path.join(root, f)) for f in files)))
for root, dirs, total in sorted(sizes):
    print(" ", root, dirs, total)
print("children before parents:", seen.index("tree/a/aa") < seen.index("tree/a") < seen.index("tree"))
print("walk missing:", list(os.walk("no_such_dir")))

# os.scandir
with os.scandir("tree") as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print("scandir:", e.name, e.is_dir(), e.is_file(), e.path)
names = sorted(e.name for e in os.scandir("tree/a") if e.is_file())
print("scandir files:", names)

# shutil copies, moves, rmtree
print("copyfile:", shutil.copyfile("tree/a/two.txt", "copy.txt"), read("copy.txt"))
os.mkdir("dest")
print("copy into dir:", shutil.copy("tree/b/bee.txt", "dest"), sorted(os.listdir("dest")), read("dest/bee.txt"))
print("copy to name:", shutil.copy("tree/top.txt", "dest/renamed.txt"), sorted(os.listdir("dest")))
print("copytree:", shutil.copytree("tree/a", "tree_copy"))
for root, dirs, files in sorted(os.walk("tree_copy")):
    print(" ", root, sorted(dirs), sorted(files))
print("copied content:", read("tree_copy/aa/deep.txt"))
try:
    shutil.copytree("tree/a", "tree_copy")
except FileExistsError as e:
    print("copytree again:", type(e).__name__)
print("move file:", shutil.move("copy.txt", "moved.txt"), os.path.exists("copy.txt"), read("moved.txt"))
print("move into dir:", shutil.move("moved.txt", "dest"), sorted(os.listdir("dest")))
print("move dir:", shutil.move("tree_copy", "dest/tc"), os.path.exists("tree_copy"), sorted(os.listdir("dest/tc")))
shutil.rmtree("tree/skip")
print("rmtree subtree:", sorted(os.listdir("tree")))
shutil.rmtree("dest")
print("rmtree dest:", os.path.exists("dest"), sorted(os.listdir(".")))
try:
    shutil.rmtree("dest")
except FileNotFoundError as e:
    print("rmtree again:", type(e).__name__)
shutil.rmtree("dest", ignore_errors=True)

# tempfile.NamedTemporaryFile
f = tempfile.NamedTemporaryFile("w+", suffix=".txt", prefix="pith_")
name = f.name
print("named:", os.path.isabs(name), os.path.basename(name).startswith("pith_"), name.endswith(".txt"), os.path.exists(name))
f.write("line one\nline two\n")
f.seek(0)
print("named read:", f.read().splitlines())
f.seek(0)
print("named readline:", repr(f.readline()))
f.close()
print("named after close:", os.path.exists(name))
with tempfile.NamedTemporaryFile("w+", dir=".") as g:
    g.write("in work dir")
    g.flush()
    gname = g.name
    print("named in dir:", os.path.samefile(os.path.dirname(gname), work), read(gname))
print("named with:", os.path.exists(gname))
with tempfile.NamedTemporaryFile("w+", dir=".", delete=False) as h:
    h.write("kept")
    hname = h.name
print("delete=False:", os.path.exists(hname), read(hname))
os.remove(hname)

# tempfile.TemporaryDirectory
with tempfile.TemporaryDirectory() as td:
    print("tempdir inside:", os.path.isdir(td), os.path.isabs(td), os.listdir(td))
    write(os.path.join(td, "x.txt"), "x")
    os.mkdir(os.path.join(td, "nested"))
    write(os.path.join(td, "nested", "y.txt"), "y")
    print("tempdir contents:", sorted(os.listdir(td)))
print("tempdir after:", os.path.exists(td))
with tempfile.TemporaryDirectory(dir=".", prefix="tdp") as td2:
    print("tempdir in work:", os.path.basename(td2).startswith("tdp"), sorted(os.listdir(".")) == sorted(["d2", "dir1", "tree", os.path.basename(td2)]))
print("tempdir2 after:", os.path.exists(td2))

# tempfile.mkstemp
fd, path = tempfile.mkstemp(suffix=".dat", prefix="ms_")
print("mkstemp:", type(fd).__name__, fd >= 0, os.path.isabs(path), os.path.basename(path).startswith("ms_"), path.endswith(".dat"), os.path.getsize(path))
with open(fd, "w") as out:
    out.write("via fd\n")
print("mkstemp read:", repr(read(path)))
os.remove(path)
print("mkstemp removed:", os.path.exists(path))
fd2, path2 = tempfile.mkstemp(dir=".")
with open(fd2, "w") as out:
    out.write("second")
print("mkstemp in work:", os.path.samefile(os.path.dirname(path2), work), read(path2))
os.remove(path2)
d = tempfile.mkdtemp(dir=".", suffix="_sfx")
print("mkdtemp:", os.path.isdir(d), d.endswith("_sfx"), os.listdir(d))
os.rmdir(d)

print("final:", sorted(os.listdir(".")))
os.chdir(home)
shutil.rmtree(work)
print("work removed:", os.path.exists(work))
