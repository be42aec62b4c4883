# A float accumulator: float arithmetic unboxed inside the iteration, the
# result boxed (allocated inline) where the frame needs it.
def run(n):
    x = 0.0
    y = 1.0
    for i in range(n):
        x = x + y * 0.5
        y = y + 1.0
    return x, y


print(run(20000))
