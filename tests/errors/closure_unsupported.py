def f():
    x = 1
    def g():
        return x
    return g
