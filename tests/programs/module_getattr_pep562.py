# PEP 562 module __getattr__/__dir__: computed attributes, from-import fallback, getattr defaults, hasattr, error messages
import os, tempfile, shutil
import sys
sys.dont_write_bytecode = True
home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)

import pep562_helper as helper

print("real:", helper.real, helper.calls)
print("computed:", helper.computed, helper.computed, helper.calls)
print("dynamic:", helper.dyn_hello, getattr(helper, "dyn_x"), helper.calls[-2:])

from pep562_helper import lazy_value
from pep562_helper import lazy_value as again, computed, real
print("from-import:", lazy_value, again is lazy_value, computed, real)
print("cached object:", helper.lazy_value is lazy_value)

del helper.calls[:]
print("getattr default:", getattr(helper, "missing", "default"), getattr(helper, "computed", "default"), getattr(helper, "real", None))
print("hasattr:", hasattr(helper, "computed"), hasattr(helper, "missing"), hasattr(helper, "real"), hasattr(helper, "dyn_q"))
print("calls:", helper.calls)

try:
    helper.missing
except AttributeError as e:
    print("AttributeError:", e)
    print("args:", e.args)
try:
    getattr(helper, "also_missing")
except AttributeError as e:
    print("AttributeError:", e)

# only AttributeError is turned into the default / False
try:
    hasattr(helper, "boom")
except LookupError as e:
    print("hasattr propagates:", type(e).__name__, e)
try:
    getattr(helper, "boom", None)
except LookupError as e:
    print("getattr default propagates:", type(e).__name__, e)

try:
    from pep562_helper import not_there
except ImportError as e:
    print("from-import missing:", type(e).__name__, str(e).split(" (")[0])

# real attributes never reach __getattr__
del helper.calls[:]
print(helper.real, helper.__name__, callable(helper.__getattr__), helper.calls)
helper.real = "rebound"
helper.added = 5
print("set attrs:", helper.real, helper.added, helper.calls)
del helper.added
print("after del:", getattr(helper, "added", "gone"), helper.calls)
helper.calls.clear()

# a name set on the module later shadows __getattr__
helper.computed = "now real"
print("shadowed:", helper.computed, helper.calls)
del helper.computed
print("unshadowed:", helper.computed, helper.calls)

print("dir:", dir(helper))
print("vars has computed:", "computed" in vars(helper), "__getattr__" in vars(helper))

os.chdir(home)
shutil.rmtree(work)
