# User exception classes with inheritance, custom __init__ and __str__.
class AppError(Exception):
    pass

class ConfigError(AppError):
    def __init__(self, key, reason):
        super().__init__(key, reason)
        self.key = key
        self.reason = reason
    def __str__(self):
        return "config " + self.key + ": " + self.reason

class MissingKey(ConfigError):
    def __init__(self, key):
        super().__init__(key, "missing")

class Plain(AppError):
    pass

e1 = AppError("boom", 3)
print(str(e1), repr(e1), e1.args)
e2 = ConfigError("port", "not a number")
print(str(e2))
print(repr(e2))
print(e2.args, e2.key, e2.reason)
e3 = MissingKey("host")
print(str(e3), e3.args)
print(isinstance(e3, ConfigError), isinstance(e3, AppError), isinstance(e3, Exception))
print(isinstance(e2, MissingKey))
print(repr(Plain()), str(Plain()), Plain().args)
print(repr(Plain("x")), str(Plain("x")))

def load(k):
    if k == "a":
        raise MissingKey("a")
    if k == "b":
        raise ConfigError("b", "bad")
    if k == "c":
        raise Plain("plain c")
    return k.upper()

for k in ["a", "b", "c", "d"]:
    try:
        print("loaded", load(k))
    except MissingKey as e:
        print("MissingKey handler:", e)
    except ConfigError as e:
        print("ConfigError handler:", e, "|", e.reason)
    except AppError as e:
        print("AppError handler:", type(e).__name__, e)

class Counted(Exception):
    count = 0
    def __init__(self, msg):
        Counted.count += 1
        self.n = Counted.count
        super().__init__(msg)

for i in range(3):
    try:
        raise Counted("c" + str(i))
    except Counted as e:
        print(e.n, e, e.args)
print("total", Counted.count)
print([k.__name__ for k in MissingKey.__mro__])

class WithRepr(Exception):
    def __repr__(self):
        return "WithRepr<" + str(self.args) + ">"
w = WithRepr(1, 2)
print(repr(w), str(w), [w])
