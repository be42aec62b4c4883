# sys.stdout.write / flush, print(file=sys.stdout, flush=True), sep/end.
import sys
n = sys.stdout.write("hello ")
print(n)
sys.stdout.write("line two\n")
sys.stdout.flush()
print("to stdout", file=sys.stdout, flush=True)
print("a", "b", "c", sep="-", end="!\n", file=None)
for i in range(3):
    sys.stdout.write(str(i) + ",")
print()
print(repr(sys.stdout))
