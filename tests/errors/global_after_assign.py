def f():
    x = 2
    global x
    return x

print(f())
