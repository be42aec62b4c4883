# if / elif / else, conditional expressions, pass.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
for n in [-5, 0, 3, 9, 10, 99, 100, 10 ** 20, -(10 ** 20)]:
    print(n, classify(n))
for i in range(16):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 5 == 0:
        print("Buzz")
    elif i % 3 == 0:
        print("Fizz")
    else:
        print(i)
x = 7
if x > 5:
    if x > 6:
        print("x > 6")
    else:
        print("5 < x <= 6")
if x == 3:
    pass
else:
    print("x is not 3")
if not x:
    print("never")
for v in [0, 1, 2, 3]:
    print(v, "even" if v % 2 == 0 else "odd", "big" if v > 2 else "tiny" if v == 0 else "mid")
y = [] if x > 100 else [x]
print(y)
if "":
    print("empty string true?")
elif []:
    print("empty list true?")
else:
    print("neither")
