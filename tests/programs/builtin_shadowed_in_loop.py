# A builtin the JIT reads from the builtins dict, shadowed by a module global
# while the loop runs, then unshadowed: traces see the change.
def f(n):
    t = 0
    for i in range(n):
        t += len([i, i]) + abs(-i)
        if i == n // 2:
            globals()['len'] = lambda x: 100
    return t


print(f(3000))
del len
print(f(3000))


def h(n):
    t = 0
    for i in range(n):
        t += int(i * 0.5)
        if i == n - 10:
            globals()['int'] = float
    return t


print(h(2000))
