# except (A, B) as e, bare except, and catching base classes.
def risky(i):
    if i == 0:
        return 1 // 0
    if i == 1:
        return [][5]
    if i == 2:
        return {"a": 1}["b"]
    if i == 3:
        return int("zz")
    if i == 4:
        return None + 1
    if i == 5:
        return undefined_name_xyz
    return "fine"

for i in range(7):
    try:
        print(i, "result", risky(i))
    except (ZeroDivisionError, IndexError) as e:
        print(i, "arith/index:", type(e).__name__, e)
    except (KeyError, ValueError) as e:
        print(i, "key/value:", type(e).__name__, repr(e))
    except:
        print(i, "bare except caught something")

for i in range(6):
    try:
        risky(i)
    except LookupError as e:
        print("LookupError family:", type(e).__name__, isinstance(e, LookupError))
    except ArithmeticError as e:
        print("ArithmeticError family:", type(e).__name__)
    except Exception as e:
        print("Exception:", type(e).__name__, e.args)

errs = (TypeError, NameError)
try:
    risky(4)
except errs as e:
    print("caught via tuple variable:", type(e).__name__)

try:
    try:
        risky(5)
    except (KeyError, IndexError):
        print("wrong handler")
except NameError as e:
    print("outer got", type(e).__name__, str(e))

count = 0
for i in range(10):
    try:
        if i % 3 == 0:
            raise RuntimeError(i)
        count += 1
    except:
        count += 100
print("count", count)
