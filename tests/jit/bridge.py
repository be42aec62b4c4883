# A loop whose branch goes both ways: the trace follows one side, and once
# its guard has failed often enough the other side gets a bridge, which
# starts from the guard's exit values (ints and floats unboxed, the Point
# still virtual there) and joins the loop again without the interpreter.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def run(n):
    total = 0
    acc = 0.0
    for i in range(n):
        p = Point(i, acc)
        if i % 4 == 0:
            total += p.x
            acc += 0.25
        else:
            total -= 1
            acc = p.y * 0.5 + 1.0
    return total, acc


print(run(20000))
