"""os for pith: the environment, the working directory, files and
directories (`listdir`, `scandir`, `walk`, `mkdir`, `makedirs`, `remove`,
`rename`, `stat`, ...), `urandom`, `_exit`, `fspath`, `fsencode`,
`PathLike`, and os.path. Processes (`fork`, `system`, pipes) are not
supported.
"""
import _os
import _pith
import abc
from os import path

name = "posix"
sep = "/"
altsep = None
linesep = "\n"
pathsep = ":"
curdir = "."
pardir = ".."
devnull = "/dev/null"
environ = _pith.environ()


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return _pith.getcwd()


def getpid():
    return _pith.getpid()


def cpu_count():
    return _pith.cpu_count()


def fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    if hasattr(type(p), "__fspath__"):
        result = p.__fspath__()
        if isinstance(result, (str, bytes)):
            return result
        raise TypeError("expected %s.__fspath__() to return str or bytes, not %s"
                        % (type(p).__name__, type(result).__name__))
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(p).__name__)


def fsencode(filename):
    """The file name as bytes (UTF-8; pith's strings hold no lone
    surrogates, so surrogateescape has nothing to restore)."""
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode("utf-8")
    return filename


class PathLike(abc.ABC):
    """The classes whose instances have `__fspath__` (a virtual base)."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, "__fspath__")
        return NotImplemented


def chdir(path):
    _os.chdir(fspath(path))


def listdir(path="."):
    return _os.listdir(fspath(path))


def mkdir(path, mode=0o777):
    _os.mkdir(fspath(path), mode)


def makedirs(name, mode=0o777, exist_ok=False):
    name = fspath(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        makedirs(head, mode, exist_ok=True)
    try:
        _os.mkdir(name, mode)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(path):
    _os.rmdir(fspath(path))


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def remove(path):
    _os.remove(fspath(path))


unlink = remove


def rename(src, dst):
    _os.rename(fspath(src), fspath(dst))


replace = rename


def urandom(n):
    return _os.urandom(n)


def _exit(n):
    _os._exit(n)


class stat_result(tuple):
    """The fields of `stat()`; indexes 0-9 as CPython's tuple."""

    @property
    def st_mode(self):
        return self[0]

    @property
    def st_ino(self):
        return self[1]

    @property
    def st_dev(self):
        return self[2]

    @property
    def st_nlink(self):
        return self[3]

    @property
    def st_uid(self):
        return self[4]

    @property
    def st_gid(self):
        return self[5]

    @property
    def st_size(self):
        return self[6]

    @property
    def st_atime(self):
        return self[7]

    @property
    def st_mtime(self):
        return self[8]

    @property
    def st_ctime(self):
        return self[9]


def stat(path, follow_symlinks=True):
    return stat_result(_os.stat(fspath(path), follow_symlinks, False))


def lstat(path):
    return stat(path, follow_symlinks=False)


class DirEntry:
    """One entry of `scandir`."""

    def __init__(self, directory, name):
        self.name = name
        self.path = path.join(directory, name)

    def is_dir(self, follow_symlinks=True):
        return path.isdir(self.path)

    def is_file(self, follow_symlinks=True):
        return path.isfile(self.path)

    def is_symlink(self):
        return path.islink(self.path)

    def stat(self, follow_symlinks=True):
        return stat(self.path, follow_symlinks)

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return "<DirEntry %r>" % self.name


class _Scandir:
    def __init__(self, directory):
        self._entries = [DirEntry(directory, n) for n in listdir(directory)]

    def __iter__(self):
        return iter(self._entries)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def close(self):
        pass


def scandir(path="."):
    return _Scandir(fspath(path))


def walk(top, topdown=True, onerror=None, followlinks=False):
    top = fspath(top)
    try:
        names = listdir(top)
    except OSError as e:
        if onerror is not None:
            onerror(e)
        return
    dirs, files = [], []
    for name in names:
        (dirs if path.isdir(path.join(top, name)) else files).append(name)
    if topdown:
        yield top, dirs, files
    for name in dirs:
        sub = path.join(top, name)
        if followlinks or not path.islink(sub):
            yield from walk(sub, topdown, onerror, followlinks)
    if not topdown:
        yield top, dirs, files


SEEK_SET, SEEK_CUR, SEEK_END = 0, 1, 2
