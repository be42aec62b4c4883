# warnings: the default filters, warn through catch_warnings(record=True), filterwarnings/simplefilter (message and module patterns, lineno, append), the actions (error, ignore, always, default, module, once) with warn_explicit's registry, showwarning/formatwarning text (source line read from the file), replacing showwarning/formatwarning, WarningMessage, the categories, argument errors
import contextlib
import io
import warnings

for f in warnings.filters:
    print(f)
for cat in (Warning, UserWarning, DeprecationWarning, PendingDeprecationWarning, SyntaxWarning, RuntimeWarning,
            FutureWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning):
    print(cat.__name__, cat.__mro__[1].__name__, issubclass(cat, Exception))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.warn("plain")
    warnings.warn("deprecated", DeprecationWarning)
    warnings.warn(FutureWarning("an instance"))
    warnings.warn("with level", RuntimeWarning, stacklevel=2)
    warnings.warn(42)
for w in log:
    print(type(w.message).__name__, w.message, w.category.__name__, w.message.args)

# The display goes to stderr: compare what follows the location.
err = io.StringIO()
with contextlib.redirect_stderr(err):
    warnings.warn("shown on stderr")
first = err.getvalue().splitlines()[0]
print(first.split(": ", 1)[1])

print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 12)))
print(repr(warnings.formatwarning("msg", UserWarning, "file.py", 12, line="  code()  \n")))
print(repr(warnings.formatwarning(ValueError("x"), DeprecationWarning, "lib_warnings.py", 2)))
print(repr(warnings.formatwarning("msg", UserWarning, "missing.py", 3, line="")))
buf = io.StringIO()
warnings.showwarning("to a file", SyntaxWarning, "prog.py", 7, file=buf, line="x = 1")
print(repr(buf.getvalue()))


def explicit(text, category=UserWarning, lineno=10, registry=None, **module):
    out = io.StringIO()
    with contextlib.redirect_stderr(out):
        warnings.warn_explicit(text, category, "where.py", lineno, registry=registry, **module)
    return out.getvalue()


with warnings.catch_warnings():
    warnings.resetwarnings()
    print(warnings.filters)
    reg = {}
    print([explicit("once-per-line", registry=reg) for _ in range(2)], explicit("once-per-line", lineno=11, registry=reg))
    warnings.simplefilter("module")
    reg = {}
    print([explicit("per module", lineno=n, registry=reg) for n in (1, 2)])
    warnings.simplefilter("once")
    print([explicit("just once", lineno=n, registry={}) for n in (1, 2)])
    print([explicit("once, no registry", lineno=n) for n in (1, 2)])
    print([explicit("module, no registry", lineno=n) for n in (1, 2)] if warnings.simplefilter("module") is None else 0)
    for action in ("once", "module", "default"):
        warnings.simplefilter(action)
        reg = {}
        explicit("r", lineno=3, registry=reg)
        explicit("r", lineno=4, registry=reg)
        print(action, [k for k in reg if k != "version"], list(reg.values())[1:])
    warnings.simplefilter("ignore")
    print(repr(explicit("ignored")))
    warnings.simplefilter("always")
    reg = {}
    print(len([explicit("always", registry=reg) for _ in range(3)]))
    warnings.filterwarnings("ignore", message="skip")
    print(repr(explicit("SKIP me")), repr(explicit("don't skip")))
    warnings.filterwarnings("error", category=RuntimeWarning, module="mymod")
    try:
        explicit("boom", RuntimeWarning, module="mymod.sub")
    except RuntimeWarning as e:
        print("raised", type(e).__name__, e)
    print(repr(explicit("other module", RuntimeWarning, module="yourmod")))
    warnings.filterwarnings("error", lineno=99)
    try:
        explicit("line 99", lineno=99)
    except UserWarning as e:
        print("raised", e)
    print(len(warnings.filters))
    warnings.filterwarnings("ignore", message="skip")
    print(len(warnings.filters), warnings.filters[0][0], warnings.filters[0][1].pattern)
    warnings.simplefilter("default", append=True)
    warnings.simplefilter("default", append=True)
    print(len(warnings.filters), warnings.filters[-1])
    print(repr(explicit("module None drops it", module=None)), repr(explicit("module from the file name")))

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        warnings.warn("now an error", UserWarning)
    except UserWarning as e:
        print("caught", type(e).__name__, e)
    try:
        warnings.warn(ResourceWarning("instance error"))
    except ResourceWarning as e:
        print("caught", type(e).__name__, e)

with warnings.catch_warnings(record=True, action="always", category=UserWarning) as log:
    warnings.warn("a")
    warnings.warn("a")
print(len(log), warnings.filters[0])

shown = []


def my_show(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__))


with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = my_show
    warnings.warn("custom display")
    warnings.warn_explicit("explicit custom", UserWarning, "x.py", 3)
print(shown, warnings.showwarning is my_show)

old = warnings.formatwarning
warnings.formatwarning = lambda message, category, filename, lineno, line=None: "[%s] %s\n" % (category.__name__, message)
buf = io.StringIO()
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning("formatted", UserWarning, "f.py", 1, file=buf)
warnings.formatwarning = old
print(repr(buf.getvalue()))

m = warnings.WarningMessage(UserWarning("text"), UserWarning, "f.py", 4, line="src")
print(str(m))
cw = warnings.catch_warnings(record=True)
print(repr(cw), repr(warnings.catch_warnings()))
with cw:
    try:
        cw.__enter__()
    except RuntimeError as e:
        print(type(e).__name__, e)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print(type(e).__name__, e)

for bad in [lambda: warnings.warn("x", str),
            lambda: warnings.warn("x", 5),
            lambda: warnings.simplefilter("sometimes"),
            lambda: warnings.filterwarnings("ignore", category=5),
            lambda: warnings.filterwarnings("ignore", category=ValueError),
            lambda: warnings.simplefilter("ignore", lineno=-1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
