# Dies with RecursionError from unbounded recursion.
def down(n):
    return down(n + 1) + 1
def countdown(n):
    if n == 0:
        return 0
    return 1 + countdown(n - 1)
def sum_to(n):
    if n <= 0:
        return 0
    return n + sum_to(n - 1)
print("bounded ok", countdown(100))
print("bounded ok", countdown(900))
print("sum_to 500", sum_to(500))
print("now recursing forever")
down(0)
print("never printed")
