# A formatted report using f-strings with nested width specs.
products = [
    ("Widget", 4, 3.5),
    ("Gadget", 10, 12.25),
    ("Thingamajig", 1, 199.99),
    ("Doohickey", 250, 0.05),
]
name_w = max([len(p[0]) for p in products]) + 2
print(f"{'Name':<{name_w}}{'Qty':>6}{'Price':>10}{'Total':>12}")
print("-" * (name_w + 28))
grand = 0.0
for name, qty, price in products:
    total = qty * price
    grand += total
    print(f"{name:<{name_w}}{qty:>6d}{price:>10.2f}{total:>12,.2f}")
print("=" * (name_w + 28))
print(f"{'Grand total':<{name_w}}{'':>16}{grand:>12,.2f}")
print(f"{'Average':<{name_w}}{'':>16}{grand / len(products):>12.3f}")
for i, (name, qty, price) in enumerate(products):
    pct = qty / sum([p[1] for p in products])
    bar = "#" * int(pct * 40)
    print(f"{i:02d} {name[:6]:6} {pct:6.1%} {bar}")
for base in [2, 8, 16]:
    for v in [5, 31, 200]:
        if base == 2:
            s = f"{v:b}"
        elif base == 8:
            s = f"{v:o}"
        else:
            s = f"{v:x}"
        print(f"base {base:>2}: {v:>3} -> {s:>8} (len {len(s)})")
precision = 1
while precision <= 6:
    print(f"pi ~ {3.141592653589793:.{precision}f}")
    precision += 1
for sign in ["+", "-", " "]:
    print(f"[{12:{sign}}] [{-12:{sign}}]")
for align in ["<", ">", "^"]:
    print(f"[{'ab':{align}6}] [{7:{align}6}]")
fill = "."
print(f"[{'dots':{fill}>10}]")
