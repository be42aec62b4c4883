# Runs until interrupted: a hot loop in a function, called from a loop.
def spin(step):
    total = 0
    while True:
        total += step
        if total > 1000000:
            total -= 1000000


print("started", flush=True)
spin(3)
