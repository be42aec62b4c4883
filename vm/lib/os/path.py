"""os.path for pith (POSIX): pure string functions plus exists/isfile/isdir,
samefile/samestat and realpath (links to directories only)."""
import _os
import _pith

sep = "/"


def join(a, *parts):
    result = a
    for p in parts:
        if p.startswith("/"):
            result = p
        elif result == "" or result.endswith("/"):
            result = result + p
        else:
            result = result + "/" + p
    return result


def split(p):
    i = p.rfind("/") + 1
    head, tail = p[:i], p[i:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def dirname(p):
    return split(p)[0]


def basename(p):
    return split(p)[1]


def splitext(p):
    base = basename(p)
    dot = base.rfind(".")
    if dot <= 0 or base[:dot] == "." * dot:
        return p, ""
    cut = len(p) - len(base) + dot
    return p[:cut], p[cut:]


def isabs(p):
    return p.startswith("/")


def normpath(p):
    if p == "":
        return "."
    initial = 1 if p.startswith("/") else 0
    if initial and p.startswith("//") and not p.startswith("///"):
        initial = 2
    parts = []
    for comp in p.split("/"):
        if comp in ("", "."):
            continue
        if comp != ".." or (not initial and not parts) or (parts and parts[-1] == ".."):
            parts.append(comp)
        elif parts:
            parts.pop()
    result = "/".join(parts)
    if initial:
        result = "/" * initial + result
    return result or "."


def abspath(p):
    if not isabs(p):
        p = join(_pith.getcwd(), p)
    return normpath(p)


def exists(p):
    return _pith.path_kind(p) is not None


def isfile(p):
    return _pith.path_kind(p) == "file"


def isdir(p):
    return _pith.path_kind(p) == "dir"


def expanduser(p):
    if not p.startswith("~"):
        return p
    home = _pith.environ().get("HOME", "")
    return home + p[1:] if p == "~" or p.startswith("~/") else p


def getsize(p):
    return _os.stat(p, True, False)[6]


def getmtime(p):
    return _os.stat(p, True, False)[8]


def getatime(p):
    return _os.stat(p, True, False)[7]


def getctime(p):
    return _os.stat(p, True, False)[9]


def islink(p):
    st = _os.stat(p, False, True)
    return st is not None and (st[0] & 0o170000) == 0o120000


def lexists(p):
    return _os.stat(p, False, True) is not None


def samefile(a, b):
    sa, sb = _os.stat(a, True, False), _os.stat(b, True, False)
    return sa[1] == sb[1] and sa[2] == sb[2]


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def realpath(filename, *, strict=False):
    """The canonical absolute path of filename, its symbolic links followed
    (with strict, a missing component raises). pith has no readlink: a link
    to a directory is followed by entering it (its real path is then the
    working directory); any other link is refused."""
    if not isinstance(filename, (str, bytes)) and hasattr(type(filename), "__fspath__"):
        filename = filename.__fspath__()
    if isinstance(filename, bytes):
        raise NotImplementedError("os.path.realpath: bytes paths are not supported by pith")
    path = ""
    rest = filename
    if rest.startswith("/"):
        path, rest = "/", rest[1:]
    for name in rest.split("/"):
        if not name or name == ".":
            continue
        if name == "..":
            if not path:
                path = ".."
            else:
                path, last = split(path)
                if last == "..":
                    path = join(path, "..", "..")
            continue
        newpath = join(path, name)
        if _is_link(newpath, strict):
            path = _linked_directory(newpath)
        else:
            path = newpath
    return abspath(path)


def _is_link(p, strict):
    if strict:
        st = _os.stat(p, False, False)
    else:
        try:
            st = _os.stat(p, False, True)
        except OSError:
            return False
    return st is not None and (st[0] & 0o170000) == 0o120000


def _linked_directory(link):
    """The real path of the directory the symbolic link leads to."""
    try:
        target = _os.stat(link, True, True)
    except OSError:
        target = None
    if target is None or (target[0] & 0o170000) != 0o040000:
        raise NotImplementedError("os.path.realpath: the symbolic link %r does not lead to a directory, "
                                  "and pith cannot read links" % link)
    home = _pith.getcwd()
    _os.chdir(link)
    try:
        return _pith.getcwd()
    finally:
        _os.chdir(home)


def relpath(p, start="."):
    p_parts = [x for x in abspath(p).split("/") if x]
    s_parts = [x for x in abspath(start).split("/") if x]
    common = 0
    while common < min(len(p_parts), len(s_parts)) and p_parts[common] == s_parts[common]:
        common += 1
    parts = [".."] * (len(s_parts) - common) + p_parts[common:]
    return "/".join(parts) or "."


def commonprefix(paths):
    if not paths:
        return ""
    lo, hi = min(paths), max(paths)
    for k, c in enumerate(lo):
        if c != hi[k]:
            return lo[:k]
    return lo
