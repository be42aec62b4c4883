# atexit: callbacks with args/kwargs run last-registered-first after the main module, unregister, decorator use, files usable in callbacks
import os, tempfile, shutil
import atexit
home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)


# Registered first, so it runs last: removes the scratch directory.
def cleanup():
    os.chdir(home)
    shutil.rmtree(work)
    print("cleanup: work removed", not os.path.exists(work))


print("register returns func:", atexit.register(cleanup) is cleanup)

state = {"phase": "start"}


def report(label, *values, sep=", ", **extra):
    parts = [str(v) for v in values]
    parts += [k + "=" + str(extra[k]) for k in sorted(extra)]
    print("report", label + ":", sep.join(parts), "| phase", state["phase"])


atexit.register(report, "positional", 1, 2, 3)
atexit.register(report, "keywords", "a", sep="; ", x=1, y=[2, 3])
atexit.register(report, "bare")


@atexit.register
def decorated():
    print("decorated callback, phase", state["phase"])


print("decorator keeps the name:", decorated.__name__, callable(decorated))


def never():
    print("never printed")


atexit.register(never)
atexit.register(never, "with an arg")
atexit.unregister(never)
atexit.unregister(never)


def not_registered():
    pass


atexit.unregister(not_registered)


def twice(n):
    print("twice", n)


atexit.register(twice, 1)
atexit.register(twice, 2)


class Logger:
    def __init__(self, tag):
        self.tag = tag
        self.lines = []

    def flush_lines(self):
        print("logger", self.tag, "lines:", self.lines)

    def dropped(self):
        print("dropped method printed")


log = Logger("L")
atexit.register(log.flush_lines)
# A fresh bound method compares equal to the registered one, so it unregisters.
atexit.register(log.dropped)
atexit.unregister(log.dropped)
atexit.register(lambda: print("lambda callback"))

# A file opened for writing in the main module, written to by one callback and
# read back by a later one (callbacks run in reverse order of registration).
out = open("late.txt", "w")


def read_late():
    with open("late.txt") as f:
        print("read_late:", f.read().splitlines())


def write_late():
    out.write("from write_late\n")
    out.close()
    print("write_late wrote", out.closed)


atexit.register(read_late)
atexit.register(write_late)


def registers_nothing():
    total = sum(range(10))
    print("registers_nothing computed", total)


atexit.register(registers_nothing)
out.write("from main\n")

for i in range(3):
    log.lines.append(i)
state["phase"] = "end of main"
print("main module finished")
