# A `for` over range(...) inside a traced loop: the range is allocated in
# the trace and sunk (the outer loop's trace keeps the inner iterator only
# in its exits while the inner loop is empty), and the iterator is built
# inline for the inner loop's trace (no call helper, no interp_step).
def triangle(n):
    t = 0
    for i in range(n):
        for j in range(1, i % 7, 2):
            t += j
    return t


print(triangle(5000))
