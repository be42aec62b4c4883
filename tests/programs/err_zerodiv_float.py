# Dies with ZeroDivisionError from float division (float / 0.0).
x = 1.5
d = 2.0
history = []
for i in range(5):
    q = x / d
    history.append(q)
    print("x / d =", q, "history", history)
    d = d - 0.5
print("never printed")
def harmonic(n):
    s = 0.0
    for k in range(n):
        s = s + 1.0 / k
    return s
print(harmonic(3))
print("never printed either")
