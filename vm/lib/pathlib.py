"""pathlib for pith: the POSIX paths of CPython 3.11. PurePath and
PurePosixPath (parsing, joining with `/`, parts, parents, name, suffixes,
with_name/with_stem/with_suffix, relative_to, match, as_uri, ordering and
hashing) and Path and PosixPath, which add the file system: cwd, home,
absolute, resolve, expanduser, stat, exists and the is_* tests, iterdir,
glob and rglob, mkdir, rmdir, unlink, rename, replace, touch, reading and
writing, open and samefile.

Refused by name: PureWindowsPath and WindowsPath, what pith's os lacks
(chmod, lchmod, owner, group, readlink, symlink_to, hardlink_to, link_to,
touch with a mode, '~user' in expanduser) and symbolic links other than to
directories in resolve (see os.path.realpath).
"""
import fnmatch
import io
import os
import _os
from collections.abc import Sequence

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath", "Path", "PosixPath", "WindowsPath"]

_S_IFMT = 0o170000
_S_IFDIR = 0o040000
_S_IFREG = 0o100000
_S_IFLNK = 0o120000
_S_IFBLK = 0o060000
_S_IFCHR = 0o020000
_S_IFIFO = 0o010000
_S_IFSOCK = 0o140000

# The errors that exists() and the is_* tests take for "no such file".
_IGNORED_ERRNOS = (2, 20, 9, 40)  # ENOENT, ENOTDIR, EBADF, ELOOP


def _refuse(what):
    raise NotImplementedError("pathlib: %s is not supported by pith" % what)


# -- parsing

def _segment_text(a):
    """The text of one constructor argument that is not a PurePath."""
    a = os.fspath(a)
    if isinstance(a, str):
        return str(a)
    raise TypeError("argument should be a str object or an os.PathLike object "
                    "returning str, not %r" % (type(a),))


def _parse(args):
    """(root, tail) of the path made of the segments args: the root is '',
    '/' or '//' (two leading slashes are kept, three or more are one), the
    tail its components without empty ones and '.'. A segment with a root
    starts the path over."""
    root = ''
    tail = []
    for a in args:
        if isinstance(a, PurePath):
            if a._root:
                root = a._root
                tail = list(a._tail)
            else:
                tail.extend(a._tail)
            continue
        if type(a) is not str:
            a = _segment_text(a)
        if not a:
            continue
        if a[0] == '/':
            rest = a.lstrip('/')
            root = '//' if len(a) - len(rest) == 2 else '/'
            tail = []
            a = rest
        if '/' in a:
            for part in a.split('/'):
                if part and part != '.':
                    tail.append(part)
        elif a and a != '.':
            tail.append(a)
    return root, tail


def _make(cls, root, tail):
    self = object.__new__(cls)
    self._root = root
    self._tail = tail
    self._str = None
    return self


def _parse_one(text):
    """(root, tail) of a single str."""
    return _parse((text,))


# -- pure paths

class PurePath:
    """A path as text, without the file system."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        if len(args) == 1 and type(args[0]) is str and '/' not in args[0] and args[0] not in ('', '.'):
            return _make(cls, '', [args[0]])
        root, tail = _parse(args)
        return _make(cls, root, tail)

    def __reduce__(self):
        return (self.__class__, tuple(self.parts))

    def _with_tail(self, tail):
        return _make(type(self), self._root, tail)

    # text

    def __str__(self):
        s = self._str
        if s is None:
            s = self._str = (self._root + '/'.join(self._tail)) or '.'
        return s

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __bytes__(self):
        return os.fsencode(self)

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, self.as_posix())

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return 'file://' + _quote(str(self).encode('utf-8'))

    # comparison

    def _key(self):
        if self._root:
            return [self._root] + self._tail
        return self._tail

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._root == other._root and self._tail == other._tail

    def __hash__(self):
        return hash(tuple(self._key()))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() >= other._key()

    # components

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        if self._root:
            return (self._root,) + tuple(self._tail)
        return tuple(self._tail)

    @property
    def name(self):
        tail = self._tail
        return tail[-1] if tail else ''

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        tail = self._tail
        if not tail:
            return self
        return self._with_tail(tail[:-1])

    @property
    def parents(self):
        return _PathParents(self)

    # derived paths

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        root, tail = _parse_one(name)
        if not name or name[-1] == '/' or root or len(tail) != 1:
            raise ValueError("Invalid name %r" % (name,))
        return self._with_tail(self._tail[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix:
            raise ValueError("Invalid suffix %r" % (suffix,))
        if suffix and not suffix.startswith('.') or suffix == '.':
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        if old:
            name = name[:-len(old)] + suffix
        else:
            name = name + suffix
        return self._with_tail(self._tail[:-1] + [name])

    def joinpath(self, *args):
        return self._joined(args)

    def _joined(self, args):
        root, tail = _parse(args)
        if root:
            return _make(type(self), root, tail)
        return _make(type(self), self._root, self._tail + tail)

    def __truediv__(self, key):
        if type(key) is str and key and '/' not in key and key != '.':
            return _make(type(self), self._root, self._tail + [key])
        try:
            return self._joined((key,))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            root, tail = _parse((key, self))
        except TypeError:
            return NotImplemented
        return _make(type(self), root, tail)

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        to_root, to_tail = _parse(other)
        tail = self._tail
        n = len(to_tail)
        if self._root != to_root or tail[:n] != to_tail:
            formatted = (to_root + '/'.join(to_tail))
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative and the other "
                             "is absolute.".format(str(self), formatted))
        return _make(type(self), '', tail[n:])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        root, pattern = _parse_one(path_pattern)
        if not root and not pattern:
            raise ValueError("empty pattern")
        if root and root != self._root:
            return False
        # The parts matched from the end include the root, as in CPython
        # ('/a' matches '*/a').
        parts = self._key()
        if root:
            if len(pattern) + 1 != len(parts):
                return False
        elif len(pattern) > len(parts):
            return False
        matches = fnmatch.fnmatchcase
        for k in range(1, len(pattern) + 1):
            if not matches(parts[-k], pattern[-k]):
                return False
        return True


class _PathParents(Sequence):
    """The ancestors of a path, the nearest first (indexes and slices,
    negative ones too)."""

    def __init__(self, path):
        self._cls = type(path)
        self._root = path._root
        self._tail = path._tail

    def __len__(self):
        return len(self._tail)

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(len(self))))
        n = len(self._tail)
        if idx >= n or idx < -n:
            raise IndexError(idx)
        if idx < 0:
            idx += n
        return _make(self._cls, self._root, self._tail[:-idx - 1])

    def __repr__(self):
        return "<{}.parents>".format(self._cls.__name__)


class PurePosixPath(PurePath):
    """A POSIX path as text."""


class PureWindowsPath(PurePath):
    """Windows paths: not supported."""

    def __new__(cls, *args):
        _refuse("PureWindowsPath")


def _quote(data):
    """The URL form of a path's bytes (letters, digits, '_.-~/' as they are,
    any other byte as %XX)."""
    out = []
    for b in data:
        c = chr(b)
        if c.isalnum() and b < 128 or c in '_.-~/':
            out.append(c)
        else:
            out.append('%%%02X' % b)
    return ''.join(out)


# -- concrete paths

def _mode(path, follow=True):
    """The st_mode of path, or None when it does not exist."""
    try:
        st = _os.stat(str(path), follow, True)
    except OSError as e:
        if e.errno in _IGNORED_ERRNOS:
            return None
        raise
    except ValueError:
        return None
    return None if st is None else st[0]


class Path(PurePath):
    """A path on the file system."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        if len(args) == 1 and type(args[0]) is str and '/' not in args[0] and args[0] not in ('', '.'):
            return _make(cls, '', [args[0]])
        root, tail = _parse(args)
        return _make(cls, root, tail)

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls("~").expanduser()

    def absolute(self):
        if self._root:
            return self
        return _make(type(self), *_parse((os.getcwd(), self)))

    def resolve(self, strict=False):
        p = type(self)(os.path.realpath(str(self), strict=strict))
        return p

    def expanduser(self):
        tail = self._tail
        if not self._root and tail and tail[0][:1] == '~':
            if tail[0] != '~':
                _refuse("expanduser() of '~user'")
            if not os.environ.get('HOME'):
                _refuse("expanduser() without HOME set")
            home = os.path.expanduser('~')
            return type(self)(home, *tail[1:])
        return self

    # the file's status

    def stat(self, *, follow_symlinks=True):
        return os.stat(str(self), follow_symlinks=follow_symlinks)

    def lstat(self):
        return os.stat(str(self), follow_symlinks=False)

    def exists(self):
        return _mode(self) is not None

    def is_dir(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFDIR

    def is_file(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFREG

    def is_symlink(self):
        m = _mode(self, False)
        return m is not None and m & _S_IFMT == _S_IFLNK

    def is_block_device(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFBLK

    def is_char_device(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFCHR

    def is_fifo(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFIFO

    def is_socket(self):
        m = _mode(self)
        return m is not None and m & _S_IFMT == _S_IFSOCK

    def is_mount(self):
        if not self.exists() or not self.is_dir():
            return False
        try:
            parent = self.parent.stat()
        except OSError:
            return False
        st = self.stat()
        return st.st_dev != parent.st_dev or st.st_ino == parent.st_ino

    def samefile(self, other_path):
        st = self.stat()
        try:
            other = other_path.stat()
        except AttributeError:
            other = os.stat(other_path)
        return os.path.samestat(st, other)

    # directories

    def iterdir(self):
        cls = type(self)
        root = self._root
        tail = self._tail
        for name in os.listdir(str(self)):
            yield _make(cls, root, tail + [name])

    def glob(self, pattern):
        if not pattern:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        root, parts = _parse_one(pattern)
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern[-1] == '/':
            parts.append('')
        yield from _select_from(self, parts)

    def rglob(self, pattern):
        root, parts = _parse_one(pattern)
        if root:
            raise NotImplementedError("Non-relative patterns are unsupported")
        if pattern and pattern[-1] == '/':
            parts.append('')
        yield from _select_from(self, ['**'] + parts)

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(str(self), mode)
        except FileNotFoundError:
            if not parents or not self._tail:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def rmdir(self):
        os.rmdir(str(self))

    # files

    def unlink(self, missing_ok=False):
        try:
            os.remove(str(self))
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rename(self, target):
        os.rename(str(self), os.fspath(target))
        return self.__class__(target)

    def replace(self, target):
        os.replace(str(self), os.fspath(target))
        return self.__class__(target)

    def touch(self, mode=0o666, exist_ok=True):
        if mode != 0o666:
            _refuse("touch() with a mode")
        name = str(self)
        if exist_ok:
            m = _mode(self)
            if m is not None:
                _bump_mtime(name, m)
                return
        with io.open(name, 'ab' if exist_ok else 'xb'):
            pass

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return io.open(str(self), mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with io.open(str(self), 'r', -1, encoding, errors) as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with io.open(str(self), 'w', -1, encoding, errors, newline) as f:
            return f.write(data)

    def read_bytes(self):
        with io.open(str(self), 'rb') as f:
            return f.read()

    def write_bytes(self, data):
        if not isinstance(data, (bytes, bytearray)):
            data = memoryview(data).tobytes()
        with io.open(str(self), 'wb') as f:
            return f.write(data)

    # what pith's os does not offer

    def chmod(self, mode, *, follow_symlinks=True):
        _refuse("Path.chmod (os has no chmod)")

    def lchmod(self, mode):
        _refuse("Path.lchmod (os has no chmod)")

    def owner(self):
        _refuse("Path.owner (no pwd module)")

    def group(self):
        _refuse("Path.group (no grp module)")

    def readlink(self):
        _refuse("Path.readlink (os has no readlink)")

    def symlink_to(self, target, target_is_directory=False):
        _refuse("Path.symlink_to (os has no symlink)")

    def hardlink_to(self, target):
        _refuse("Path.hardlink_to (os has no link)")

    def link_to(self, target):
        _refuse("Path.link_to (os has no link)")


class PosixPath(Path, PurePosixPath):
    """A POSIX path on the file system."""


class WindowsPath(Path, PureWindowsPath):
    """Windows paths: not on this system."""

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError("cannot instantiate %r on your system" % (cls.__name__,))


def _bump_mtime(name, mode):
    """Marks an existing file modified (pith's os has no utime): a regular
    file rewrites its first byte, an empty one is truncated again."""
    if mode & _S_IFMT != _S_IFREG:
        _refuse("touch() of an existing file that is not a regular file")
    with io.open(name, 'r+b') as f:
        first = f.read(1)
        if first:
            f.seek(0)
            f.write(first)
            return
    with io.open(name, 'wb'):
        pass


# -- glob

def _is_wildcard(pattern):
    return '*' in pattern or '?' in pattern or '[' in pattern


def _select_from(path, parts):
    """The paths below path matching the pattern components parts (a final
    '' matches directories only)."""
    for part in parts:
        if part != '**' and '**' in part:
            raise ValueError("Invalid pattern: '**' can only be an entire path component")
    if not parts:
        # A pattern of nothing but '.': CPython 3.11 fails on it so.
        raise IndexError("tuple index out of range")
    if not path.is_dir():
        return
    yield from _select(path, parts, 0)


def _child(path, name):
    return _make(type(path), path._root, path._tail + [name])


def _select(path, parts, i):
    if i == len(parts) or not parts[i]:
        yield path
        return
    pattern = parts[i]
    dironly = i + 1 < len(parts)
    if pattern == '**':
        yield from _select_recursive(path, parts, i)
    elif _is_wildcard(pattern):
        try:
            names = os.listdir(str(path))
        except PermissionError:
            return
        for name in names:
            if not fnmatch.fnmatchcase(name, pattern):
                continue
            child = _child(path, name)
            if dironly and not child.is_dir():
                continue
            yield from _select(child, parts, i + 1)
    else:
        child = _child(path, pattern)
        if child.is_dir() if dironly else child.exists():
            yield from _select(child, parts, i + 1)


def _select_recursive(path, parts, i):
    seen = set()
    for directory in _directories(path):
        for p in _select(directory, parts, i + 1):
            if p not in seen:
                seen.add(p)
                yield p


def _directories(path):
    """path, then the directories below it (links not followed), each
    before its subdirectories."""
    yield path
    try:
        names = os.listdir(str(path))
    except PermissionError:
        return
    for name in names:
        child = _child(path, name)
        m = _mode(child, False)
        if m is not None and m & _S_IFMT == _S_IFDIR:
            yield from _directories(child)
