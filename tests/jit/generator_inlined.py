# A for loop over a generator inlines the generator's resume into the
# loop's trace: no for_iter call and no allocation in the loop. An exit
# inside the generator's frame rebuilds that frame (the interpreter
# finishes the resume and goes on in the loop), and hot exits there get
# bridges that take the frame up again; the generator's return ends the
# loop.
def squares(n):
    for i in range(n):
        if i < 3000:
            yield i * i
        else:
            yield -i


def run(n):
    t = 0
    for s in squares(n):
        t += s
    return t


def fib_upto(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b


def count_fibs(rounds):
    c = 0
    for r in range(rounds):
        for v in fib_upto(10 ** 12):
            c += v % 3
    return c


print(run(6000))
print(count_fibs(200))
