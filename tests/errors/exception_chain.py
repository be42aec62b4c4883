def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise KeyError(s) from e

def load():
    d = {}
    try:
        d["missing"]
    except KeyError:
        parse("x")

load()
