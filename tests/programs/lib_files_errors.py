# file errors: missing files, directories, bad modes and encodings, OSError subclasses and their fields
# Each run works in a directory of its own (runs in several modes may overlap).
import os as _os, tempfile as _tempfile
_home = _os.getcwd()
_os.chdir(_tempfile.mkdtemp())
import os

D = "_tmp_files_errors"


def wipe(d):
    if os.path.isdir(d):
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isdir(p):
                wipe(p)
            else:
                os.remove(p)
        os.rmdir(d)


def show(label, e):
    print(label, type(e).__name__, e.errno, repr(e.strerror), repr(e.filename))
    print("  str:", str(e))
    print("  args:", e.args, "filename2:", e.filename2)


wipe(D)
os.mkdir(D)
missing = os.path.join(D, "missing.txt")

# opening a file that does not exist
for mode in ["r", "rb", "r+", "r+b"]:
    try:
        open(missing, mode)
    except FileNotFoundError as e:
        show("open " + mode, e)
try:
    open(os.path.join(D, "no_dir", "x.txt"), "w")
except FileNotFoundError as e:
    show("write in missing dir", e)
try:
    open("_tmp_files_errors_absent.txt")
except OSError as e:
    print("caught as OSError", type(e).__name__, isinstance(e, OSError), isinstance(e, FileNotFoundError))
    print("  is IOError", isinstance(e, IOError), IOError is OSError, isinstance(e, EnvironmentError))
    print("  is Exception", isinstance(e, Exception), issubclass(FileNotFoundError, OSError))
print("missing exists", os.path.exists(missing))

# opening a directory
try:
    open(D)
except IsADirectoryError as e:
    show("open dir", e)
try:
    open(D, "rb")
except OSError as e:
    print("open dir rb", type(e).__name__, e.errno, isinstance(e, IsADirectoryError))
try:
    open(D, "w")
except OSError as e:
    print("open dir w", type(e).__name__, e.errno)

# invalid mode strings
p = os.path.join(D, "f.txt")
with open(p, "w") as f:
    f.write("content\n")
for mode in ["rw", "z", "rbt", "", "rr", "wa", "r+w", "bb", "xr", "U+", "tb"]:
    try:
        open(p, mode)
        print("mode", repr(mode), "accepted")
    except ValueError as e:
        print("mode", repr(mode), type(e).__name__, e)
    except OSError as e:
        print("mode", repr(mode), "OSError?", type(e).__name__)
try:
    open(p, 5)
except TypeError as e:
    print("mode int", type(e).__name__, e)

# binary mode does not take encoding, errors or newline
for kwargs in [{"encoding": "utf-8"}, {"errors": "strict"}, {"newline": ""}]:
    try:
        open(p, "rb", **kwargs)
    except ValueError as e:
        print("rb with", list(kwargs), type(e).__name__, e)

# unknown encoding
try:
    open(p, "r", encoding="nope")
except LookupError as e:
    print("encoding", type(e).__name__, e, isinstance(e, OSError))
try:
    open(p, "w", encoding="no-such-codec")
except LookupError as e:
    print("encoding w", type(e).__name__, e)
# the file was already opened (and truncated) when the codec lookup failed
print("size after failed w open", os.path.getsize(p))
with open(p, "w") as f:
    f.write("content\n")

# one handler for every kind of failure
cases = [
    ("missing", lambda: open(missing)),
    ("directory", lambda: open(D)),
    ("bad mode", lambda: open(p, "rw")),
    ("bad encoding", lambda: open(p, encoding="nope")),
    ("exists", lambda: open(p, "x")),
]
for label, action in cases:
    try:
        action()
        print(label, "no error")
    except OSError as e:
        print(label, "OSError", type(e).__name__, e.errno)
    except (ValueError, LookupError) as e:
        print(label, "other", type(e).__name__)

# errno values compared with the errno module
import errno
try:
    open(missing)
except OSError as e:
    print("ENOENT", e.errno == errno.ENOENT, errno.errorcode[e.errno])
try:
    open(D)
except OSError as e:
    print("EISDIR", e.errno == errno.EISDIR, errno.errorcode[e.errno])

# constructing OSError picks the subclass from the errno
e = OSError(errno.ENOENT, "No such file or directory", "some/file")
print("constructed", type(e).__name__, e.errno, e.strerror, e.filename, str(e))
e = OSError(errno.EEXIST, "File exists")
print("constructed", type(e).__name__, str(e), e.filename)
e = OSError("just a message")
print("constructed", type(e).__name__, e.errno, e.strerror, str(e))
e = FileNotFoundError(2, "gone", "a", None)
print("constructed", type(e).__name__, str(e))

# os.remove of a missing file
try:
    os.remove(missing)
except FileNotFoundError as e:
    show("remove", e)
try:
    os.remove(D)
except OSError as e:
    print("remove dir", type(e).__name__, e.errno in (errno.EISDIR, errno.EPERM), isinstance(e, OSError))

# os.rmdir of a non-empty directory, of a missing one, of a file
sub = os.path.join(D, "sub")
os.mkdir(sub)
with open(os.path.join(sub, "inner.txt"), "w") as f:
    f.write("x")
try:
    os.rmdir(sub)
except OSError as e:
    print("rmdir non-empty", type(e).__name__, e.errno, errno.errorcode[e.errno], repr(e.filename))
    print("  str:", str(e))
try:
    os.rmdir(os.path.join(D, "nope"))
except FileNotFoundError as e:
    show("rmdir missing", e)
try:
    os.rmdir(p)
except NotADirectoryError as e:
    show("rmdir file", e)

# os.mkdir of an existing directory, and inside a missing one
try:
    os.mkdir(sub)
except FileExistsError as e:
    show("mkdir existing", e)
try:
    os.mkdir(p)
except FileExistsError as e:
    print("mkdir over file", type(e).__name__, e.errno)
try:
    os.mkdir(os.path.join(D, "a", "b"))
except FileNotFoundError as e:
    show("mkdir nested", e)

# os.rename of a missing file
try:
    os.rename(missing, os.path.join(D, "other.txt"))
except FileNotFoundError as e:
    print("rename missing", type(e).__name__, e.errno, repr(e.filename), repr(e.filename2))
    print("  str:", str(e))

# os.listdir and getsize of missing paths
try:
    os.listdir(missing)
except FileNotFoundError as e:
    show("listdir missing", e)
try:
    os.path.getsize(missing)
except OSError as e:
    print("getsize missing", type(e).__name__, e.errno)
print("exists/isfile/isdir missing", os.path.exists(missing), os.path.isfile(missing), os.path.isdir(missing))

# raising and catching OSError subclasses in user code
def load(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return "<default>"

print("load missing", load(missing))
print("load present", repr(load(p)))

class ConfigError(Exception):
    pass

def load_strict(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError as e:
        raise ConfigError("cannot read " + path) from e

try:
    load_strict(missing)
except ConfigError as e:
    print("chained", e, type(e.__cause__).__name__, e.__cause__.errno)

print("listing", sorted(os.listdir(D)))
wipe(D)
print("cleaned", os.path.exists(D))

_scratch = _os.getcwd()
_os.chdir(_home)
_os.rmdir(_scratch)
