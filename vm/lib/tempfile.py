"""tempfile for pith: `gettempdir`, `mkdtemp`, `mkstemp`, `mktemp`,
`NamedTemporaryFile`, `TemporaryFile` and `TemporaryDirectory`, with
random names from `os.urandom`."""
import io as _io_module
import os as _os
import _io

TMP_MAX = 10000
template = "tmp"
tempdir = None


def gettempdir():
    global tempdir
    if tempdir is None:
        for name in ("TMPDIR", "TEMP", "TMP"):
            d = _os.environ.get(name)
            if d and _os.path.isdir(d):
                tempdir = d
                break
        else:
            tempdir = "/tmp"
    return tempdir


def gettempprefix():
    return template


def _random_name():
    letters = "abcdefghijklmnopqrstuvwxyz0123456789_"
    return "".join(letters[b % len(letters)] for b in _os.urandom(8))


def _candidates(suffix, prefix, dir):
    if dir is None:
        dir = gettempdir()
    for _ in range(TMP_MAX):
        yield _os.path.join(dir, prefix + _random_name() + suffix)
    raise FileExistsError(17, "No usable temporary file name found")


def mkdtemp(suffix=None, prefix=None, dir=None):
    for path in _candidates(suffix or "", template if prefix is None else prefix, dir):
        try:
            _os.mkdir(path, 0o700)
        except FileExistsError:
            continue
        return _os.path.abspath(path)


def mktemp(suffix="", prefix=template, dir=None):
    """A name no file has now (nothing is made: another process may take
    it first, which is why CPython deprecates this)."""
    for path in _candidates(suffix, prefix, dir):
        if not _os.path.lexists(path):
            return path


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    for path in _candidates(suffix or "", template if prefix is None else prefix, dir):
        try:
            fd = _io.open(path, "x", True)
        except FileExistsError:
            continue
        return fd, _os.path.abspath(path)


class _TemporaryFile:
    """A file object that removes its file when closed (when `delete`)."""

    def __init__(self, file, name, delete):
        self.file = file
        self.name = name
        self.delete = delete

    def __getattr__(self, name):
        return getattr(self.file, name)

    def __iter__(self):
        return iter(self.file)

    def close(self):
        if not self.file.closed:
            self.file.close()
            if self.delete:
                try:
                    _os.remove(self.name)
                except FileNotFoundError:
                    pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


def NamedTemporaryFile(mode="w+b", buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, delete=True, errors=None):
    fd, name = mkstemp(suffix, prefix, dir)
    _io.close(fd)
    file = _io_module.open(name, mode.replace("x", "w"), buffering, encoding, errors, newline)
    return _TemporaryFile(file, name, delete)


TemporaryFile = NamedTemporaryFile


class TemporaryDirectory:
    """A directory removed with everything in it by `cleanup()` or at the
    end of a `with` block."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore = ignore_cleanup_errors

    def cleanup(self):
        import shutil
        if _os.path.exists(self.name):
            shutil.rmtree(self.name, ignore_errors=self._ignore)

    def __enter__(self):
        return self.name

    def __exit__(self, *exc):
        self.cleanup()
        return False

    def __repr__(self):
        return "<TemporaryDirectory %r>" % self.name
