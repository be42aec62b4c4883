# Nested function definitions that use only their own parameters and globals.
SCALE = 10
def outer(x):
    def inner(y):
        return y * 2 + SCALE
    def helper(a, b):
        return a - b
    return helper(inner(x), x)
for v in [0, 1, 5, -3]:
    print(v, outer(v))
def make_adder_table(n):
    def add(a, b):
        return a + b
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            row.append(add(i, j))
        rows.append(row)
    return rows
print(make_adder_table(4))
def get_func(kind):
    def up(s):
        return s.upper()
    def down(s):
        return s.lower()
    if kind == "up":
        return up
    return down
f = get_func("up")
g = get_func("down")
print(f("MiXed"), g("MiXed"), f is g)
def recursive_outer(n):
    def fact(k):
        if k <= 1:
            return 1
        return k * fact_global(k - 1)
    return fact(n)
def fact_global(k):
    if k <= 1:
        return 1
    return k * fact_global(k - 1)
print(recursive_outer(10))
def counter_demo():
    def step(state):
        state[0] = state[0] + 1
        return state[0]
    s = [0]
    step(s)
    step(s)
    return step(s)
print(counter_demo())
