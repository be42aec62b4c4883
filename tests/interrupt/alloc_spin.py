# Runs until interrupted: a hot loop whose body allocates an object that
# escapes into a list, so its compiled body polls for the interrupt in that
# allocation (jit/src/opt/poll.rs) rather than in a check of its own.
class Box:
    pass


def spin(ring):
    i = 0
    while True:
        b = Box()
        b.i = i
        ring[i & 63] = b
        i += 1


print("started", flush=True)
spin([None] * 64)
