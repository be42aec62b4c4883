# Dies with TypeError: 'int' object is not callable.
def total_of(values):
    t = 0
    for v in values:
        t = t + v
    return t
values = [1, 2, 3]
n = len(values)
print("n", n)
print("total", total_of(values))
f = total_of
print("via alias", f([4, 5]))
f = len
print("len alias", f("abcd"))
total = total_of(values)
print("total", total)
print(total(5))
print("never printed")
