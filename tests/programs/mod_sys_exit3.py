# sys.exit(3): prints, then exits with status 3; nothing after runs.
import sys
def check(total):
    if total > 10:
        print("total too big, exiting with 3")
        sys.exit(3)
    print("total ok", total)
total = 0
for i in range(10):
    total = total + i
    print("running total", total)
    check(total)
print("never printed")
for i in range(3):
    print("nor this", i)
sys.exit(0)
