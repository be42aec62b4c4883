# Module with a module-level __getattr__ and __dir__ (PEP 562); imported by module_getattr_pep562.py, prints one line when run directly
import os, tempfile, shutil

real = "real value"
calls = []
_cache = {}


def __getattr__(name):
    if not name.startswith("__"):
        calls.append(name)
    if name == "computed":
        return 6 * 7
    if name == "lazy_value":
        if name not in _cache:
            _cache[name] = [n * n for n in range(5)]
        return _cache[name]
    if name.startswith("dyn_"):
        return name[4:].upper()
    if name == "boom":
        raise LookupError("boom is not an AttributeError")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return ["real", "lazy_value", "computed", "calls"]


if __name__ == "__main__":
    home = os.getcwd()
    work = tempfile.mkdtemp()
    os.chdir(work)
    try:
        computed
    except NameError:
        global_lookup = "NameError"
    print("run directly:", __getattr__("computed"), __getattr__("dyn_abc"), global_lookup, "computed" in globals(), calls)
    os.chdir(home)
    shutil.rmtree(work)
