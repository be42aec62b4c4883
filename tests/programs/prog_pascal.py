# Pascal's triangle.
def next_row(row):
    out = [1]
    for i in range(len(row) - 1):
        out.append(row[i] + row[i + 1])
    out.append(1)
    return out
def row_str(row):
    parts = []
    for v in row:
        parts.append(str(v))
    return " ".join(parts)
row = [1]
rows = [row]
for i in range(14):
    row = next_row(row)
    rows.append(row)
width = len(row_str(rows[-1]))
for r in rows:
    print(row_str(r).center(width).rstrip())
for r in rows:
    s = 0
    for v in r:
        s = s + v
    print(len(r) - 1, s, s == 2 ** (len(r) - 1))
r = [1]
for i in range(100):
    r = next_row(r)
print("C(100, 50) =", r[50])
print("row 100 sum", sum(r) == 2 ** 100, r[:4], r[-3:])
odd_count = 0
for i in range(32):
    line = ""
    rr = [1]
    for k in range(i):
        rr = next_row(rr)
    for v in rr:
        if v % 2 == 1:
            line = line + "*"
            odd_count = odd_count + 1
        else:
            line = line + " "
    print(line.rstrip())
print("odd entries", odd_count)
