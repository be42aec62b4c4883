# GC stress workload: strings built piece by piece, kept in a growing list
# and a dict, then joined and rescanned.
parts = []
index = {}
line = ""
for i in range(60000):
    word = "w" + str(i % 997) + "-" + str(i)
    line += word[:3]
    if len(line) > 60:
        parts.append(line)
        index[line[:8]] = len(parts)
        line = ""
    if i % 7 == 0:
        parts.append(word.upper())
text = "\n".join(parts)
print(len(parts), len(index), len(text), text[:40])
print(sum(len(p) for p in parts if p.startswith("W")))
