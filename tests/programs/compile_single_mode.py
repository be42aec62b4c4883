# compile(..., "single") echoes expression statements through sys.displayhook,
# as the interactive prompt does; __debug__ is a constant.
import sys

code = compile("6 * 7", "<single>", "single")
exec(code)
exec(compile("x = 5; x + 1; None", "<single>", "single"))
exec(compile("for i in range(2):\n    i * 10\n", "<single>", "single"))
exec(compile("def f():\n    123\n", "<single>", "single"))
f()
print("_ is", _)

shown = []
sys.displayhook = shown.append
exec(compile("'hooked'", "<single>", "single"))
exec(compile("None", "<single>", "single"))
sys.displayhook = sys.__displayhook__
print(shown)

try:
    compile("1\n2\n", "<single>", "single")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno)

try:
    compile("1 +", "<single>", "single")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno)

del sys.displayhook
try:
    exec(compile("1", "<single>", "single"))
except RuntimeError as e:
    print("RuntimeError", e)
sys.displayhook = sys.__displayhook__

print(__debug__, type(__debug__))
sys.displayhook("text")
sys.displayhook(None)
print(repr(_))
