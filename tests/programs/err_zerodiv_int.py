# Dies with ZeroDivisionError from integer true division (int / 0).
def ratio(a, b):
    return a / b
def average(values):
    total = 0
    for v in values:
        total = total + v
    return ratio(total, len(values))
print("avg", average([1, 2, 3, 4]))
print("avg", average([10]))
print("avg", average([-5, 5, 7]))
vals = [10, 5, 2, 1, 0]
for v in vals:
    r = ratio(100, v)
    print("100 /", v, "=", r)
print("never printed")
print("average of nothing", average([]))
