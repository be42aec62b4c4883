x = 1

def f():
    print(x)
    global x
    x = 2

f()
