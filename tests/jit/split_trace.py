# A loop body longer than the trace limit is cut into pieces: the loop's
# trace ends with an exit that always leaves (`[split]`), the bridge that
# exit gets records the next piece, and the last piece runs the loop's
# trace again. Every iteration then runs compiled, and the sums are exact.
def run(n, t):
    acc = 0
    for k in range(n):
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
        a, b, c = t
        acc += a * 6 - b + c * (k & 3)
        a, b, c = t
        acc += a * 7 - b + c * (k & 3)
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
        a, b, c = t
        acc += a * 6 - b + c * (k & 3)
        a, b, c = t
        acc += a * 7 - b + c * (k & 3)
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
        a, b, c = t
        acc += a * 6 - b + c * (k & 3)
        a, b, c = t
        acc += a * 7 - b + c * (k & 3)
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
        a, b, c = t
        acc += a * 6 - b + c * (k & 3)
        a, b, c = t
        acc += a * 7 - b + c * (k & 3)
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
        a, b, c = t
        acc += a * 6 - b + c * (k & 3)
        a, b, c = t
        acc += a * 7 - b + c * (k & 3)
        a, b, c = t
        acc += a * 1 - b + c * (k & 3)
        a, b, c = t
        acc += a * 2 - b + c * (k & 3)
        a, b, c = t
        acc += a * 3 - b + c * (k & 3)
        a, b, c = t
        acc += a * 4 - b + c * (k & 3)
        a, b, c = t
        acc += a * 5 - b + c * (k & 3)
    return acc


print(run(3000, (1, 2, 3)))
print(run(3000, [4, 5, 6]))
