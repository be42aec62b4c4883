"""shutil for pith: copying, moving and removing files and trees
(`copyfile`, `copy`, `copy2`, `copyfileobj`, `copytree`, `move`, `rmtree`)
and `which`."""
import os

_CHUNK = 1 << 20


class Error(OSError):
    pass


class SameFileError(Error):
    pass


def copyfileobj(fsrc, fdst, length=0):
    while True:
        chunk = fsrc.read(length or _CHUNK)
        if not chunk:
            return
        fdst.write(chunk)


def copyfile(src, dst, follow_symlinks=True):
    if os.path.exists(dst) and os.path.samefile(src, dst):
        raise SameFileError("{!r} and {!r} are the same file".format(src, dst))
    with open(src, "rb") as fsrc, open(dst, "wb") as fdst:
        copyfileobj(fsrc, fdst)
    return dst


def copymode(src, dst, follow_symlinks=True):
    pass


def copystat(src, dst, follow_symlinks=True):
    pass


def copy(src, dst, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst)
    return dst


copy2 = copy


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False, dirs_exist_ok=False):
    names = os.listdir(src)
    ignored = ignore(src, names) if ignore is not None else ()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    for name in names:
        if name in ignored:
            continue
        s, d = os.path.join(src, name), os.path.join(dst, name)
        if os.path.isdir(s):
            copytree(s, d, symlinks, ignore, copy_function, ignore_dangling_symlinks, dirs_exist_ok)
        else:
            copy_function(s, d)
    return dst


def rmtree(path, ignore_errors=False, onerror=None):
    try:
        names = os.listdir(path)
    except OSError as e:
        if ignore_errors:
            return
        if onerror is not None:
            onerror(os.listdir, path, e)
            return
        raise
    for name in names:
        full = os.path.join(path, name)
        try:
            if os.path.isdir(full) and not os.path.islink(full):
                rmtree(full, ignore_errors, onerror)
            else:
                os.remove(full)
        except OSError as e:
            if not ignore_errors:
                if onerror is None:
                    raise
                onerror(os.remove, full, e)
    try:
        os.rmdir(path)
    except OSError as e:
        if not ignore_errors:
            if onerror is None:
                raise
            onerror(os.rmdir, path, e)


def move(src, dst, copy_function=copy2):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src.rstrip("/")))
    try:
        os.rename(src, dst)
    except OSError:
        if os.path.isdir(src):
            copytree(src, dst, copy_function=copy_function)
            rmtree(src)
        else:
            copy_function(src, dst)
            os.remove(src)
    return dst


def which(cmd, mode=None, path=None):
    if "/" in cmd:
        return cmd if os.path.isfile(cmd) else None
    for d in (path or os.environ.get("PATH", "")).split(":"):
        candidate = os.path.join(d or ".", cmd)
        if os.path.isfile(candidate):
            return candidate
    return None
