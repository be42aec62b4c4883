calls = 0


def square(x):
    global calls
    calls += 1
    return x * x


def _private():
    return "hidden"


__all__ = ["square"]
