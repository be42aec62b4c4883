# global and nonlocal declarations in the places CPython accepts them:
# before any use, inside nested blocks, after uses in nested scopes only.
counter = 0
items = [1, 2, 3]

def bump():
    global counter
    counter += 1
    return counter

def late_in_block(flag):
    if flag:
        global items
        items = items + [4]
    return items

def comprehension_then_global():
    ys = [counter for _ in range(2)]
    global counter
    return ys, counter

def outer():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    add(2)
    return add(3)

def lambda_uses_then_global():
    f = lambda: counter
    global counter
    return f()

class Holder:
    global counter
    counter = 10

print(bump(), bump(), late_in_block(True), comprehension_then_global(), outer(), lambda_uses_then_global(), counter)

# A class body's global declaration reaches the module (it once bound the
# name in the class namespace instead).
class Deleter:
    global temp
    temp = 3
    seen = temp + 1
    del temp
print("temp" in globals(), Deleter.seen, hasattr(Holder, "counter"))
