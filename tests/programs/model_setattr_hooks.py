# A class's own __setattr__ / __delattr__ run for obj.x = v, setattr, del and
# delattr (also in a compiled loop); object.__setattr__ stores past them.
class Logged:
    def __init__(self):
        self.log = []
        self.a = 1

    def __setattr__(self, name, value):
        if name != "log":
            self.log.append(("set", name, value))
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        self.log.append(("del", name))
        object.__delattr__(self, name)


o = Logged()
o.b = 2
setattr(o, "c", 3)
del o.b
delattr(o, "c")
print(o.log, o.a, hasattr(o, "b"))


class Frozen:
    def __init__(self, x):
        object.__setattr__(self, "x", x)

    def __setattr__(self, name, value):
        raise AttributeError("frozen: " + name)


f = Frozen(5)
try:
    f.x = 6
except AttributeError as e:
    print(e, f.x)
total = 0
for i in range(2000):
    g = Frozen(i)
    try:
        g.y = 1
    except AttributeError:
        total += g.x
print(total)
