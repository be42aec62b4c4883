# Missing positional argument raised from inside nested calls (exit 1).
def area(width, height):
    return width * height
def describe(shape, dims):
    print("describing", shape, dims)
    return shape + ": " + str(area(*dims))
print(describe("rect", [2, 3]))
print(describe("square", (4, 4)))
try:
    describe("line", [5])
except TypeError as e:
    print("caught:", e)
def three(a, b, c):
    return [a, b, c]
try:
    three(1, 2, 3, 4)
except TypeError as e:
    print("caught:", e)
try:
    three(1, c=3)
except TypeError as e:
    print("caught:", e)
try:
    three()
except TypeError as e:
    print("caught:", e)
print(describe("cube", [1]))
