# GC stress workload: a big heap built with the collector's major cycles
# off (gc.disable), then walked and partly dropped with them back on.
import gc
gc.disable()
nodes = []
for i in range(120000):
    nodes.append((i, [i % 10] * (i % 4), "n" + str(i % 100)))
gc.enable()
kept = [n for n in nodes if n[0] % 3 == 0]
nodes = None
print(len(kept), sum(len(n[1]) for n in kept), kept[-1][2])
