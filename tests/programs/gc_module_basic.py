import gc
print(gc.isenabled())
gc.disable()
print(gc.isenabled())
data = [[i] * 10 for i in range(20000)]
data = None
gc.enable()
print(gc.isenabled())
gc.collect()
step = getattr(gc, "collect_step", None)
if step is not None:
    junk = [str(i) for i in range(50000)]
    junk = None
    n = 0
    while not step():
        n += 1
    print("step loop done")
else:
    print("step loop done")
s = gc.get_stats()
print(type(s).__name__ in ("dict", "list"))
