# format(obj, spec) calls the class's __format__: a function that may be
# young (a class made in the loop) must stay valid across the allocation of
# the spec string.
def make(tag):
    class Money:
        def __init__(self, v):
            self.v = v

        def __format__(self, spec):
            return tag + format(self.v, spec)
    return Money


out = []
for i in range(4000):
    M = make("$" if i % 2 else "EUR ")
    out.append(format(M(i), ">6"))
    out.append(f"{M(i * 2):<5}|")
print(out[:4], out[-2:], len(out))
