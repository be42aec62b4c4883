# dataclasses in an inventory model: generated __init__ (positional and
# keyword, defaults, default_factory), __repr__ (with repr=False fields),
# __eq__ (with compare=False fields, other classes), order=True sorting,
# field(init=False) filled by __post_init__, fields()/asdict()/astuple()/
# replace(), inheritance adding fields, unhashability with eq=True, and
# the errors for bad construction.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass
from typing import List, Optional

@dataclass
class Supplier:
    name: str
    country: str = "NZ"

@dataclass(order=True)
class Item:
    sku: str
    name: str = field(compare=False)
    price_cents: int = 0
    qty: int = 0
    tags: List[str] = field(default_factory=list, compare=False)
    supplier: Optional[Supplier] = field(default=None, compare=False, repr=False)
    value_cents: int = field(init=False, compare=False)

    def __post_init__(self):
        if self.price_cents < 0:
            raise ValueError(f"negative price for {self.sku}")
        self.value_cents = self.price_cents * self.qty

    def restock(self, n):
        self.qty += n
        self.value_cents = self.price_cents * self.qty

acme = Supplier("Acme")
items = [
    Item("B-200", "bolt", 15, 1000, ["metal"], acme),
    Item("A-100", "anvil", 9999, 2, supplier=Supplier("Forge", "UK")),
    Item("C-300", "cable", 250, qty=40, tags=["electric", "long"]),
    Item(sku="A-050", name="axe", price_cents=4500),
]
for it in items:
    print(it)
print(sorted(items)[0].sku, [i.sku for i in sorted(items, reverse=True)], max(items).name)
print(items[0] == Item("B-200", "different name", 15, 1000), items[0] == Item("B-200", "bolt", 16, 1000), items[0] == "B-200")
print(items[2].tags is not Item("Z", "z").tags, Item("Z", "z").tags, Item("Y", "y").tags == [])
items[3].restock(3)
print(items[3].qty, items[3].value_cents, sum(i.value_cents for i in items))
print([f.name for f in fields(Item)], [f.name for f in fields(items[0]) if f.compare])
print(asdict(items[0]))
print(astuple(Supplier("X", "DE")), asdict(Supplier("Y")))
cheaper = replace(items[1], price_cents=8999)
print(cheaper.price_cents, cheaper.value_cents, items[1].price_cents, cheaper is items[1], cheaper.supplier)
print(is_dataclass(Item), is_dataclass(items[0]), is_dataclass(acme), is_dataclass(dict), Item.__hash__ is None)

for bad in [lambda: Item(), lambda: Item("S", "s", -5), lambda: Item("S", "s", 1, 2, [], None, 99),
            lambda: Item("S", name="s", bogus=1), lambda: Supplier("a", "b", "c"), lambda: hash(acme),
            lambda: items[0] < acme, lambda: replace(acme, city="x")]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

try:
    @dataclass
    class Broken:
        xs: list = []
except ValueError as e:
    print("ValueError", e)
try:
    @dataclass
    class BadOrder:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)

@dataclass
class Perishable(Item):
    days_left: int = 7
    def expired(self):
        return self.days_left <= 0
milk = Perishable("M-1", "milk", 120, 10, days_left=0)
print(milk, milk.expired(), isinstance(milk, Item), [f.name for f in fields(Perishable)][-2:])

@dataclass
class Warehouse:
    name: str
    stock: List[Item] = field(default_factory=list)
    def total_value(self):
        return sum(i.value_cents for i in self.stock)
    def by_tag(self):
        out = {}
        for i in self.stock:
            for t in i.tags or ["untagged"]:
                out.setdefault(t, []).append(i.sku)
        return out
w = Warehouse("main", items + [milk])
print(w.total_value(), w.by_tag())
print(repr(Warehouse("empty")), Warehouse("a") == Warehouse("a"), Warehouse("a") == Warehouse("a", [milk]))
