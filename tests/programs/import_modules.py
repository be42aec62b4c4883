# Modules and packages beside the script: import forms, run-once, attributes.
import helpers_lib
import helpers_lib as h2
from helpers_lib import bump
print(helpers_lib is h2, bump(), bump(), helpers_lib.counter)
import pkg_demo
print(pkg_demo.VERSION, pkg_demo.Square(4).area())
import pkg_demo.sub.deep
print(pkg_demo.sub.deep.cube(3), pkg_demo.sub.LEVEL)
from pkg_demo.sub import deep as d
print(d.cube(2), d is pkg_demo.sub.deep)
from pkg_demo.util import *
print(square(7))
from pkg_demo import util
print(util.calls > 0)
import sys
print("pkg_demo" in sys.modules, "pkg_demo.sub.deep" in sys.modules)
m = __import__("pkg_demo.util")
print(m.__name__, getattr(m, "VERSION"))
try:
    import no_such_module_here
except ImportError as e:
    print(type(e).__name__, e)
try:
    from pkg_demo import nothing_here
except ImportError as e:
    print(type(e).__name__, str(e).startswith("cannot import name 'nothing_here' from 'pkg_demo' ("))
print(__name__)
