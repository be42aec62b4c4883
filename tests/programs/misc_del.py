# del of names, list items, dict keys, slices and attributes.
x = 10
y = [1, 2]
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
x = "back"
print(x)
nums = list(range(10))
del nums[0]
print(nums)
del nums[-1]
print(nums)
del nums[2:4]
print(nums)
del nums[::2]
print(nums)
del nums[:]
print(nums, len(nums))
letters = list("abcdefgh")
del letters[1], letters[2]
print(letters)
del letters[10:]
print(letters)
try:
    del letters[50]
except IndexError as e:
    print("IndexError:", e)
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
try:
    del d["zz"]
except KeyError as e:
    print("KeyError:", repr(e))
d["b"] = 20
print(d, list(d))
class Box:
    kind = "box"
    def __init__(self):
        self.w = 1
        self.h = 2
b = Box()
del b.w
print(hasattr(b, "w"), b.h, b.__dict__)
try:
    del b.w
except AttributeError as e:
    print("AttributeError caught")
b.w = 5
print(b.w, b.kind)
b.kind = "mine"
print(b.kind, Box.kind)
del b.kind
print(b.kind)
a1, a2, a3 = 1, 2, 3
del a1, a3
print(a2, "a1" in globals(), "a2" in globals())
def f():
    v = 5
    w = 6
    del v
    try:
        return v
    except NameError as e:
        return "local gone, w=" + str(w) + " err=" + type(e).__name__
print(f())
m = [[1, 2], [3, 4]]
del m[0][1]
print(m)
dd = {"k": {"inner": 1, "other": 2}}
del dd["k"]["inner"]
print(dd)
