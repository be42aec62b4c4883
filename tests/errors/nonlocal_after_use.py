def outer():
    y = 1
    def inner():
        y += 1
        nonlocal y
    return inner
