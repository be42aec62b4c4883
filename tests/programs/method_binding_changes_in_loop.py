# One call site o.who() whose method load binds the object for some
# objects (a plain method) and binds nothing for others (a callable object
# in the class): compiled code must pass the self argument exactly when the
# interpreter's method load bound it.
class Caller:
    def __call__(self, *args):
        return "called with %d" % len(args)


class A:
    pass


A.who = Caller()


class B:
    def who(self):
        return "B.who"


def run(objs, n):
    out = []
    for i in range(n):
        out.append(objs[i % len(objs)].who())
    return out


print(run([A()], 300)[-2:])
print(run([A(), B()], 300)[-4:])
print(run([B(), A(), A()], 300)[-6:])
