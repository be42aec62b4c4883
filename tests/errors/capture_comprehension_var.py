def f():
    return [lambda: i for i in range(3)]
