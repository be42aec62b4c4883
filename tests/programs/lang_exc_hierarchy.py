# The builtin exception hierarchy as programs rely on it: catching through
# base classes (LookupError, ArithmeticError, OSError-free ones), except
# (A, B) as e, e.args and str(e) for zero/one/many args, KeyError's quoting,
# user exceptions with extra fields, and issubclass over the tree.
def trigger(kind):
    if kind == "key":
        return {}["nope"]
    if kind == "index":
        return [1, 2][5]
    if kind == "zero":
        return 1 / 0
    if kind == "overflow":
        return 2.0 ** 10000
    if kind == "attr":
        return (1).nope
    if kind == "type":
        return "a" + 1
    if kind == "value":
        return int("x1")
    if kind == "name":
        return undefined_name
    if kind == "recursion":
        return trigger("recursion")
    if kind == "stop":
        return next(iter([]))
    if kind == "assert":
        assert 1 == 2, "one is not two"
    if kind == "unicode":
        return "é".encode("ascii")
    return "fine"

groups = [(LookupError, "lookup"), (ArithmeticError, "arith"), ((TypeError, ValueError), "type/value"),
          (NameError, "name"), (Exception, "other")]
for kind in ["key", "index", "zero", "overflow", "attr", "type", "value", "name",
             "recursion", "stop", "assert", "unicode", "ok"]:
    try:
        r = trigger(kind)
        print(kind, "->", r)
    except LookupError as e:
        print(kind, "lookup", type(e).__name__, e.args, str(e))
    except ArithmeticError as e:
        print(kind, "arith", type(e).__name__, e)
    except (TypeError, ValueError) as e:
        print(kind, "type/value", type(e).__name__, e)
    except NameError as e:
        print(kind, "name", type(e).__name__, e)
    except Exception as e:
        msg = str(e)
        if isinstance(e, RecursionError):
            msg = msg[:30]
        print(kind, "other", type(e).__name__, msg)

# args and str for different arities
for e in [Exception(), Exception("one"), Exception("a", 2), Exception(None), KeyError("k"),
          KeyError(), KeyError("a", "b"), ValueError(3.5), IndexError(["x"])]:
    print(type(e).__name__, e.args, repr(str(e)), repr(e))

# the tree
pairs = [(KeyError, LookupError), (IndexError, LookupError), (ZeroDivisionError, ArithmeticError),
         (OverflowError, ArithmeticError), (RecursionError, RuntimeError),
         (NotImplementedError, RuntimeError), (UnboundLocalError, NameError),
         (UnicodeEncodeError, ValueError), (StopIteration, Exception),
         (KeyboardInterrupt, Exception), (KeyboardInterrupt, BaseException),
         (SystemExit, Exception), (GeneratorExit, BaseException), (ModuleNotFoundError, ImportError),
         (bool, int), (Exception, BaseException), (TypeError, ValueError)]
print([issubclass(a, b) for a, b in pairs])
print([c.__name__ for c in ZeroDivisionError.__mro__])
print([c.__name__ for c in KeyError.__mro__])

# user hierarchy
class InventoryError(Exception):
    """Base for inventory problems."""

class OutOfStock(InventoryError):
    def __init__(self, item, wanted, have):
        super().__init__(f"{item}: wanted {wanted}, have {have}")
        self.item = item
        self.shortfall = wanted - have

class UnknownItem(InventoryError, KeyError):
    pass

stock = {"apple": 3, "pear": 0}
def take(item, n):
    if item not in stock:
        raise UnknownItem(item)
    if stock[item] < n:
        raise OutOfStock(item, n, stock[item])
    stock[item] -= n
    return stock[item]

for item, n in [("apple", 2), ("apple", 2), ("pear", 1), ("kiwi", 1)]:
    try:
        print("left", take(item, n))
    except OutOfStock as e:
        print("OutOfStock", e, e.item, e.shortfall, e.args)
    except KeyError as e:
        print("KeyError-compatible", type(e).__name__, e, isinstance(e, InventoryError))

# catching BaseException-but-not-Exception
import sys
try:
    sys.exit(4)
except Exception:
    print("not here")
except SystemExit as e:
    print("SystemExit", e.code, e.args)

# exception equality and identity
a = ValueError("x")
print(a == ValueError("x"), a == a, ValueError.__name__, InventoryError.__doc__)
