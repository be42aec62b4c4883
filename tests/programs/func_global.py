# The global statement.
count = 0
def incr():
    global count
    count = count + 1
    return count
for i in range(5):
    incr()
print("count", count)
def read_only():
    return count * 10
print(read_only())
def shadow():
    count = 999
    return count
print(shadow(), count)
def make_global():
    global created
    created = "I was created inside a function"
make_global()
print(created)
total = []
def add(x):
    total.append(x)
add(1)
add(2)
print(total)
def reset():
    global total
    total = []
reset()
print(total)
a = 1
b = 2
def swap_globals():
    global a, b
    a, b = b, a
swap_globals()
print(a, b)
def aug():
    global a
    a += 10
    a *= 2
aug()
print(a)
def nested_caller():
    return incr() + incr()
print(nested_caller(), count)
