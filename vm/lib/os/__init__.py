"""os for pith: the environment, the working directory and os.path.

Only what programs commonly read is here: `environ`, `getenv`, `getcwd`,
`sep`, `linesep`, `name`, `cpu_count`, `getpid`, and `os.path`. Files,
processes and the rest of the operating system interface are not supported.
"""
import _pith
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
    raise TypeError("expected str, bytes or os.PathLike object, not " + type(p).__name__)
