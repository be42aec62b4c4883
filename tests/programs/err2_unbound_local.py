# UnboundLocalError: caught, then uncaught (exit 1).
total = 10
def ok():
    return total + 1
print(ok())
def shadow():
    try:
        print(total)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    total = 5
    return total
print(shadow())
def later(flag):
    if flag:
        value = "set"
    return value
print(later(True))
try:
    later(False)
except UnboundLocalError as e:
    print("caught:", e)
    print(isinstance(e, NameError), type(e).__name__)
def deleted():
    x = 1
    del x
    return x
try:
    deleted()
except NameError as e:
    print("deleted:", type(e).__name__, e)
def loop_var(n):
    for i in range(n):
        pass
    return i
print(loop_var(3))
try:
    loop_var(0)
except UnboundLocalError as e:
    print("loop var:", e)
def augmented():
    total += 1
    return total
print("calling augmented")
augmented()
