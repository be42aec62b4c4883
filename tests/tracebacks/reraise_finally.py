# The end of a `finally` re-raises: the traceback names the line that
# raised, in each frame, even when a loop ran the finally many times.
class Boom(Exception):
    pass


def step(i):
    try:
        if i == 40:
            raise Boom("at %d" % i)
        return i
    finally:
        pass


def run():
    total = 0
    for i in range(100):
        try:
            total += step(i)
        finally:
            total += 1
    return total


run()
