# Appends a compiled loop stores in place while the list has room, leaving
# when it must grow: lists that grow, that are cleared (no items array),
# replaced, sliced down, aliased, and appended to through a bound method,
# a comprehension and a list subclass.
class Stack(list):
    pass

def grow(n):
    out = []
    for i in range(n):
        out.append(i * i)
    return out

def cleared(n):
    l = [0]
    seen = []
    for i in range(n):
        if i % 7 == 0:
            l.clear()
        elif i % 11 == 0:
            l = []
        elif i % 13 == 0:
            del l[1:]
        l.append(i)
        seen.append(len(l))
    return l, seen

def aliased(n):
    a = []
    b = a
    for i in range(n):
        a.append(i)
        if len(b) > 5:
            b = [len(b)]
            a = b
    return a, b

def bound(n):
    l = []
    push = l.append
    for i in range(n):
        push(str(i))
    return "".join(l)

def nested(n):
    rows = []
    for i in range(n):
        rows.append([j for j in range(i % 9)])
        rows[-1].append(None)
    return [len(r) for r in rows], rows[8]

def subclass(n):
    s = Stack()
    for i in range(n):
        s.append(i)
        if len(s) > 4:
            s.pop(0)
    return s, type(s).__name__

def objects(n):
    keep = []
    for i in range(n):
        keep.append([i, float(i), "x" * (i % 3)])
    return keep[-3:], len(keep)

print(grow(50)[-5:], len(grow(300)))
print(cleared(100))
print(aliased(40))
print(bound(60))
print(nested(40))
print(subclass(30))
print(objects(500))
