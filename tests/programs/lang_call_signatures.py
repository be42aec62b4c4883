# Call signatures: keyword-only and positional-only parameters, defaults,
# *args/**kwargs collection, and the TypeError messages for bad calls.
def connect(host, port=80, *, timeout=10, retries=3):
    return f"{host}:{port} t={timeout} r={retries}"

print(connect("a"))
print(connect("b", 8080, retries=0))
print(connect(port=1, host="c", timeout=2.5))

def only_pos(a, b, /, c, *, d):
    return (a, b, c, d)
print(only_pos(1, 2, 3, d=4), only_pos(1, 2, c=3, d=4))

def collect(first, *rest, sep="-", **options):
    return first, rest, sep, sorted(options.items())
print(collect(1))
print(collect(1, 2, 3, sep="+", x=1, a=2))
print(collect(first=0, z=9))

def kw_only_no_default(*, name, level):
    return name * level
print(kw_only_no_default(level=3, name="ab"))

bad_calls = [
    lambda: connect(),
    lambda: connect("h", 1, 2),
    lambda: connect("h", timeout=1, port=2, bogus=3),
    lambda: connect("h", host="x"),
    lambda: only_pos(1, b=2, c=3, d=4),
    lambda: only_pos(1, 2, 3, 4),
    lambda: kw_only_no_default(name="x"),
    lambda: kw_only_no_default("x", 1),
    lambda: collect(),
    lambda: (lambda x, y: x)(1),
    lambda: (lambda: 0)(1),
]
for i, call in enumerate(bad_calls):
    try:
        call()
        print(i, "no error")
    except TypeError as e:
        print(i, type(e).__name__, e)

# defaults are evaluated once
def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket
print(append_to(1), append_to(2), append_to(3, []))

def append_safe(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
print(append_safe(1), append_safe(2))
print(connect.__defaults__, connect.__kwdefaults__ == {"timeout": 10, "retries": 3})

# **kwargs keeps insertion order
def show(**kw):
    return list(kw)
print(show(z=1, a=2, m=3), show())

# keyword arguments that look like reserved-ish names
def weird(self=None, cls=None, **kw):
    return self, cls, kw
print(weird(self=1, cls=2, type=3, id=4))

# a recursive function with keyword-only accumulator
def flatten(items, *, depth=0, out=None):
    if out is None:
        out = []
    for it in items:
        if isinstance(it, list):
            flatten(it, depth=depth + 1, out=out)
        else:
            out.append((it, depth))
    return out
print(flatten([1, [2, [3, [4]], 5], [], 6]))
