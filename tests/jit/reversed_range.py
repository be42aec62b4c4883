# `for i in reversed(range(n))` inside a hot loop: the backwards range
# iterator is made in the trace, which goes on into the inner loop's
# trace, not by a call of the builtin.
def run(n):
    t = 0
    for k in range(n):
        for i in reversed(range(k % 4 + 1)):
            t += i * k
    return t


print(run(3000))
