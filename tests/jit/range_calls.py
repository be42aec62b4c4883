# A `for` over range(...) inside a traced loop: the range is allocated in
# the trace and sunk, and its iterator is built inline for the inner
# loop's trace (no call through the call helper, no interp_step).
def triangle(n):
    t = 0
    for i in range(n):
        for j in range(1, i % 7, 2):
            t += j
    return t


print(triangle(5000))
