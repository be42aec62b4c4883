# sys.argv: only print its length and properties of the script name.
import sys
print(len(sys.argv))
print(sys.argv[0].endswith(".py"))
print(sys.argv[0].endswith("mod_sys_argv.py"))
print(type(sys.argv).__name__, type(sys.argv[0]).__name__)
args = sys.argv[1:]
print(args, len(args))
name = sys.argv[0]
print(len(name) > 3, name[-3:], name.split("/")[-1])
count = 0
for a in sys.argv:
    count = count + 1
print("iterated", count)
argv = sys.argv
print(argv is sys.argv, argv == sys.argv)
import math
print(math.floor(len(sys.argv) / 2))
