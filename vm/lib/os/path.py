"""os.path for pith (POSIX): pure string functions plus exists/isfile/isdir."""
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


def realpath(p):
    return abspath(p)


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
