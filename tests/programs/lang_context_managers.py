# with statements: __enter__/__exit__ order, the value bound by "as",
# exceptions passed to __exit__ (type and value),
# suppression by returning True, several managers in one with, nesting,
# and a realistic transaction manager that rolls back on error.
class Tracker:
    def __init__(self, name, suppress=False, log=None):
        self.name = name
        self.suppress = suppress
        self.log = log if log is not None else []
    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.log.append("exit " + self.name + " clean")
        else:
            self.log.append("exit " + self.name + " " + exc_type.__name__ + "(" + str(exc) + ")")
        return self.suppress

log = []
with Tracker("a", log=log) as v:
    log.append("body " + v)
print(log)

log = []
try:
    with Tracker("outer", log=log), Tracker("inner", log=log) as w:
        log.append("body " + w)
        raise ValueError("boom")
except ValueError as e:
    log.append("caught " + str(e))
print(log)

log = []
with Tracker("quiet", suppress=True, log=log):
    log.append("before")
    1 / 0
    log.append("never")
log.append("after with")
print(log)

# suppression in the inner manager hides the error from the outer one
log = []
with Tracker("o", log=log):
    with Tracker("i", suppress=True, log=log):
        raise KeyError("inner-only")
print(log)

# returning from inside with still runs __exit__
def early(log):
    with Tracker("ret", log=log):
        return "value"
log = []
print(early(log), log)

# break/continue inside with in a loop
log = []
for i in range(3):
    with Tracker("loop" + str(i), log=log):
        if i == 0:
            continue
        if i == 2:
            break
        log.append("work " + str(i))
print(log)

# __exit__ raising replaces the exception
class Angry:
    def __enter__(self):
        return self
    def __exit__(self, *args):
        raise RuntimeError("exit failed")
try:
    with Angry():
        raise ValueError("original")
except Exception as e:
    print(type(e).__name__, e)

# a manager without __enter__ is a TypeError (or AttributeError in older versions)
class NoEnter:
    def __exit__(self, *a):
        return False
try:
    with NoEnter():
        pass
except (TypeError, AttributeError) as e:
    print("error", type(e).__name__)

# realistic: a transaction over a dict that rolls back on failure
class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print("  rolled back because", exc_type.__name__, exc)
            return issubclass(exc_type, ValueError)
        print("  committed", sorted(self.store.items()))
        return False

accounts = {"alice": 100, "bob": 50}
def transfer(src, dst, amount):
    with Transaction(accounts) as acc:
        acc[src] -= amount
        if acc[src] < 0:
            raise ValueError("insufficient funds in " + src)
        acc[dst] += amount

transfer("alice", "bob", 30)
transfer("bob", "alice", 500)
print(accounts)
try:
    transfer("alice", "carol", 10)
except KeyError as e:
    print("KeyError escaped", e, accounts)

# with target can be an attribute, subscript, or tuple
class Pair:
    def __enter__(self):
        return (1, 2)
    def __exit__(self, *a):
        pass
holder = {}
with Pair() as (x, y):
    print("tuple target", x, y)
with Pair() as holder["p"]:
    pass
print(holder)
