"""glob for pith: file names matching shell patterns, as CPython 3.11's
glob finds them (POSIX): glob, iglob (root_dir, recursive `**`,
include_hidden; names starting with '.' are matched only by a pattern
starting with '.'), escape, has_magic, glob0 and glob1. Results come in
directory-listing order, as CPython's. dir_fd and bytes patterns are not
supported (NotImplementedError).
"""
import itertools
import os
import fnmatch

__all__ = ["glob", "iglob", "escape"]


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """The list of paths matching pathname."""
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """An iterator over the paths matching pathname."""
    if dir_fd is not None:
        raise NotImplementedError("glob: dir_fd is not supported by pith")
    if isinstance(pathname, bytes) or isinstance(root_dir, bytes):
        raise NotImplementedError("glob: bytes patterns are not supported by pith")
    root_dir = pathname[:0] if root_dir is None else os.fspath(root_dir)
    found = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or (recursive and pathname[:2] == '**'):
        # A leading `**` also matches the empty path: not a result.
        try:
            first = next(found)
        except StopIteration:
            return found
        if first:
            found = itertools.chain((first,), found)
    return found


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(os.fspath(pathname))
    if not has_magic(pathname):
        if basename:
            if os.path.lexists(_join(root_dir, pathname)):
                yield pathname
        elif os.path.isdir(_join(root_dir, dirname)):
            # A pattern ending with a slash matches directories only.
            yield pathname
        return
    if not dirname:
        if recursive and basename == '**':
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if not has_magic(basename):
        in_dir = _glob0
    elif recursive and basename == '**':
        in_dir = _glob2
    else:
        in_dir = _glob1
    for directory in dirs:
        for name in in_dir(_join(root_dir, directory), basename, dironly, include_hidden):
            yield _path_join(directory, name)


def _glob1(dirname, pattern, dironly, include_hidden=False):
    """The names in dirname that match pattern."""
    names = _listdir(dirname, dironly)
    if not include_hidden and not _ishidden(pattern):
        names = [name for name in names if not _ishidden(name)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden=False):
    """[basename] when it exists in dirname (a pattern without wildcards)."""
    if basename:
        if os.path.lexists(_join(dirname, basename)):
            return [basename]
    elif os.path.isdir(dirname):
        return [basename]
    return []


def _glob2(dirname, pattern, dironly, include_hidden=False):
    """`**`: the empty path, then everything below dirname."""
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _rlistdir(dirname, dironly, include_hidden):
    for name in _listdir(dirname, dironly):
        if include_hidden or not _ishidden(name):
            yield name
            path = _join(dirname, name) if dirname else name
            for below in _rlistdir(path, dironly, include_hidden):
                yield _join(name, below)


def _listdir(dirname, dironly):
    """The names in dirname (the directories only when dironly); none when
    it cannot be listed."""
    directory = dirname or os.curdir
    try:
        names = os.listdir(directory)
    except OSError:
        return []
    if dironly:
        isdir = os.path.isdir
        prefix = directory if directory.endswith('/') else directory + '/'
        names = [name for name in names if isdir(prefix + name)]
    return names


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False)


def _path_join(a, b):
    """os.path.join(a, b) (POSIX)."""
    if b.startswith('/'):
        return b
    if not a or a.endswith('/'):
        return a + b
    return a + '/' + b


def _join(dirname, basename):
    if not dirname or not basename:
        return dirname or basename
    return _path_join(dirname, basename)


def _ishidden(path):
    return path[0] in ('.', 46)


def has_magic(s):
    """Does s contain a wildcard (`*`, `?` or `[`)?"""
    if isinstance(s, bytes):
        return b'*' in s or b'?' in s or b'[' in s
    return '*' in s or '?' in s or '[' in s


def escape(pathname):
    """pathname with its wildcards made literal (`*` becomes `[*]`)."""
    pathname = os.fspath(pathname)
    if isinstance(pathname, bytes):
        return pathname.replace(b'[', b'[[]').replace(b'*', b'[*]').replace(b'?', b'[?]')
    return pathname.replace('[', '[[]').replace('*', '[*]').replace('?', '[?]')
