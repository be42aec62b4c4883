# The builtins module (its names, replacing print through it) and the exit/quit builtins
import builtins
print(builtins.len("abc"), builtins.__name__, "print" in dir(builtins))
orig = builtins.print
def loud(*a, **k):
    orig("LOUD:", *a, **k)
builtins.print = loud
print("hello")
builtins.print = orig
print("back")
print(type(exit).__name__ in ("builtin_function_or_method", "Quitter"))
try:
    exit(3)
except SystemExit as e:
    print("exit code", e.code)
try:
    quit()
except SystemExit as e:
    print("quit code", e.code)
