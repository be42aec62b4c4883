# Modulo with all sign combinations: result has the sign of the divisor.
vals = [17, -17, 5, -5, 0, 1, -1, 100]
divs = [3, -3, 5, -5, 7, -7, 1, -1]
for a in vals:
    line = ""
    for b in divs:
        line = line + str(a % b) + " "
    print(a, ":", line)
print(-1 % 10, 1 % -10, -11 % 10, 11 % -10)
print(5.5 % 2, -5.5 % 2, 5.5 % -2, -5.5 % -2)
print(-0.5 % 1.0, 0.5 % -1.0, 3 % 1.5, -3 % 1.5)
print(1e-30 % 1.0, -1e-30 % 1.0)
print(2 ** 70 % 1000, -(2 ** 70) % 1000, 2 ** 70 % -1000, -(2 ** 70) % -1000)
print(2 ** 70 % 2 ** 65, -(2 ** 70) % (2 ** 65 + 3))
print(12345 % 2 ** 80, -12345 % 2 ** 80)
count = 0
for i in range(-20, 21):
    if i % 3 == 0:
        count = count + 1
print("multiples of 3 in [-20, 20]:", count)
total = 0
for i in range(-50, 50):
    total = total + i % 7 - i % -7
print("total", total)
