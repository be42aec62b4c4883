# Catches the interrupt inside a function's hot loop and goes on.
def count():
    n = 0
    try:
        while True:
            n += 1
    except KeyboardInterrupt:
        print("caught KeyboardInterrupt", n > 0)
    return n


print("started", flush=True)
n = count()
# The program keeps working after the interrupt, its loops compiled again.
total = 0
for i in range(100000):
    total += i % 3
print("after", total, n > 0)
