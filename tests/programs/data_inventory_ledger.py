# A small inventory ledger exercising the core data types together:
# dicts of tuples, lists sorted by several keys, sets for categories,
# string parsing of commands with errors, integer cents arithmetic (no
# float drift), and formatted reports.
RAW = """
add apple fruit 120 0.45
add pear fruit 40 0.6
add hammer tools 5 12.99
add nails tools 2000 0.02
add milk dairy 12 1.09
sell apple 30
sell nails 150
sell milk 13
restock milk 24
sell hammer 5
price pear 0.55
remove ghost
sell kiwi 1
add apple fruit 1 1
bogus line here
sell pear -3
price nails abc
"""

def to_cents(text):
    if "." in text:
        whole, frac = text.split(".", 1)
        frac = (frac + "00")[:2]
    else:
        whole, frac = text, "00"
    if not (whole.lstrip("-").isdigit() and frac.isdigit()):
        raise ValueError("bad price " + repr(text))
    sign = -1 if whole.startswith("-") else 1
    return sign * (abs(int(whole)) * 100 + int(frac))

def money(cents):
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100:,}.{abs(cents) % 100:02d}"

stock = {}
revenue = 0
errors = []
history = []
for lineno, line in enumerate(RAW.strip().splitlines(), 1):
    parts = line.split()
    cmd, args = parts[0], parts[1:]
    try:
        if cmd == "add":
            name, cat, qty, price = args
            if name in stock:
                raise KeyError(f"{name} already exists")
            stock[name] = {"cat": cat, "qty": int(qty), "price": to_cents(price)}
        elif cmd == "sell":
            name, qty = args[0], int(args[1])
            if qty <= 0:
                raise ValueError(f"quantity must be positive, got {qty}")
            item = stock[name]
            if item["qty"] < qty:
                raise RuntimeError(f"only {item['qty']} {name} left, wanted {qty}")
            item["qty"] -= qty
            revenue += qty * item["price"]
            history.append((name, qty, qty * item["price"]))
        elif cmd == "restock":
            stock[args[0]]["qty"] += int(args[1])
        elif cmd == "price":
            stock[args[0]]["price"] = to_cents(args[1])
        elif cmd == "remove":
            del stock[args[0]]
        else:
            raise NotImplementedError(cmd)
    except (KeyError, ValueError, RuntimeError, NotImplementedError) as e:
        errors.append((lineno, type(e).__name__, str(e)))

print("errors:")
for err in errors:
    print("  line %2d %-19s %s" % err)
print("revenue", money(revenue), revenue)

categories = sorted({v["cat"] for v in stock.values()})
print("categories", categories)
for cat in categories:
    items = sorted((name for name, v in stock.items() if v["cat"] == cat), key=lambda n: (-stock[n]["qty"], n))
    value = sum(stock[n]["qty"] * stock[n]["price"] for n in items)
    print(f"{cat:>6}: {', '.join(items):<20} value {money(value):>10}")

by_value = sorted(stock.items(), key=lambda kv: kv[1]["qty"] * kv[1]["price"], reverse=True)
print([(name, money(v["qty"] * v["price"])) for name, v in by_value])
out_of_stock = [n for n, v in stock.items() if v["qty"] == 0]
print("out of stock:", out_of_stock or "none")

sales_by_item = {}
for name, qty, amount in history:
    q, a = sales_by_item.get(name, (0, 0))
    sales_by_item[name] = (q + qty, a + amount)
print(sales_by_item)
best = max(sales_by_item, key=lambda n: sales_by_item[n][1])
print("best seller", best, money(sales_by_item[best][1]))
print("totals", tuple(map(sum, zip(*sales_by_item.values()))))
print([money(c) for c in (0, 5, -5, 100, 123456789, -100000)])
for t in ["1", "1.5", "0.05", "12.345", "-2.5", "abc", "1.x"]:
    try:
        print(t, to_cents(t))
    except ValueError as e:
        print(t, "ValueError", e)
