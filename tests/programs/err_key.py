# Dies with KeyError for a missing dict key.
stock = {"apple": 3, "pear": 0, "plum": 7}
print(stock, len(stock))
print(stock.get("mango"), stock.get("mango", -1), "mango" in stock)
stock["kiwi"] = 12
stock["apple"] = stock["apple"] + 1
print(stock)
orders = ["apple", "plum", "pear", "kiwi", "mango", "apple"]
filled = 0
for fruit in orders:
    n = stock[fruit]
    if n > 0:
        stock[fruit] = n - 1
        filled = filled + 1
    print(fruit, n, "filled so far", filled)
print("never printed")
