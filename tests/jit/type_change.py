# Types change after the loop was compiled: ints become floats, then big
# ints, then strings. Each change fails a guard and the interpreter carries on
# from the exact instruction with the right values.
def run(values, acc):
    out = []
    for v in values:
        acc = acc + v
        out.append(acc)
    return acc, out[-3:]


vals = list(range(300)) + [0.5] * 5 + [2 ** 62, 2 ** 70] + list(range(100))
print(run(vals, 0))
print(run(["a", "b"] * 100, "")[1])
