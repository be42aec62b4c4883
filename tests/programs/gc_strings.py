# GC pressure: many temporary strings; some retained.
kept = []
total_len = 0
h = 0
for i in range(60000):
    s = "item" + str(i)
    t = s.upper() + "-" + s[::-1]
    total_len = total_len + len(t)
    h = (h * 31 + len(t) + ord(t[-1])) % 1000000007
    if i % 2500 == 0:
        kept.append(t)
parts = []
for i in range(3000):
    parts.append(str(i * i))
joined = ",".join(parts)
print("total_len", total_len, "hash", h)
print("kept", len(kept), kept[:3], kept[-1])
print("joined", len(joined), joined[:30], joined[-20:])
pieces = joined.split(",")
print(len(pieces), pieces[100], pieces[-1])
acc = ""
for i in range(2000):
    acc = acc + chr(97 + i % 26)
print(len(acc), acc[:30], acc.count("a"))
