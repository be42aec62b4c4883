# A bare `raise` in a handler, after a nested try/except that caught
# something else: the frame's line is still the first exception's.
def parse(text):
    try:
        return int(text)
    except ValueError:
        try:
            {}["missing"]
        except KeyError:
            pass
        raise


def load(items):
    out = []
    for t in items:
        out.append(parse(t))
    return out


print(load(["1", "2"]))
load(["3", "x"])
