# A builtin consuming a long iterable is a safe point.
print("started", flush=True)
total = sum(range(10**15))
print("not reached", total)
