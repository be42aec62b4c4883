class Ctx:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, t, v, tb):
        print("exit", self.name, t.__name__ if t else None, v)
        return self.swallow

with Ctx("a") as x:
    print("body", x)
with Ctx("b", True):
    raise ValueError("boom")
print("after swallow")
try:
    with Ctx("c"):
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))
def f():
    for i in range(3):
        with Ctx("loop" + str(i)):
            if i == 1:
                continue
            if i == 2:
                return "ret"
    return None
print(f())
with Ctx("x") as a, Ctx("y") as b:
    print(a, b)
try:
    with 5:
        pass
except TypeError as e:
    print(e)
