# A class attribute and a global function read in a loop are constants of
# its trace: no namespace entry is loaded or guarded in the loop, only the
# trace's invalidation word is tested after each call. When the class
# changes, the trace is thrown away and the loop recorded again with the
# new value.
class Config:
    SCALE = 3


def weight(x):
    return x + 1


def run(n):
    total = 0
    for i in range(n):
        total += Config.SCALE * weight(i)
    return total


print(run(3000))
Config.SCALE = 5
print(run(3000))
