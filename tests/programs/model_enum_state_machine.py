# enum.Enum in a traffic-light / order-state machine: members, .name and
# .value (ints, strings, tuples), iteration order, lookup by value and by
# name (with the errors), identity and equality (never equal to raw
# values), members as dict keys, methods and properties on members,
# __members__, aliases, auto(), and members not being orderable.
from enum import Enum, auto, unique

class Light(Enum):
    RED = "stop"
    YELLOW = "slow"
    GREEN = "go"

    def next(self):
        order = list(Light)
        return order[(order.index(self) + 1) % len(order)]

    @property
    def can_drive(self):
        return self is Light.GREEN

print(Light.RED, repr(Light.YELLOW), Light.GREEN.name, Light.GREEN.value, type(Light.RED).__name__)
print([m.name for m in Light], [m.value for m in Light], len(Light))
state = Light.RED
seq = []
for _ in range(5):
    seq.append(f"{state.name}:{state.can_drive}")
    state = state.next()
print(seq)
print(Light("go") is Light.GREEN, Light["YELLOW"] is Light.YELLOW, Light.RED == Light.RED, Light.RED == "stop", Light.RED != Light.GREEN)
for bad in [lambda: Light("fly"), lambda: Light["PURPLE"], lambda: Light.RED < Light.GREEN]:
    try:
        bad()
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
print(isinstance(Light.RED, Light), Light.RED in Light, hash(Light.RED) == hash(Light.RED), Light.RED.__class__ is Light)
try:
    Light.RED.value = "x"
except AttributeError as e:
    print("AttributeError", type(e).__name__)

class OrderState(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()

TRANSITIONS = {
    OrderState.NEW: {OrderState.PAID, OrderState.CANCELLED},
    OrderState.PAID: {OrderState.SHIPPED, OrderState.CANCELLED},
    OrderState.SHIPPED: {OrderState.DELIVERED},
    OrderState.DELIVERED: set(),
    OrderState.CANCELLED: set(),
}
class Order:
    def __init__(self, oid):
        self.oid = oid
        self.state = OrderState.NEW
        self.history = [self.state.name]
    def advance(self, new):
        if new not in TRANSITIONS[self.state]:
            raise ValueError(f"order {self.oid}: cannot go from {self.state.name} to {new.name}")
        self.state = new
        self.history.append(new.name)

print([(s.name, s.value) for s in OrderState])
orders = [Order(1), Order(2), Order(3)]
plans = {1: ["PAID", "SHIPPED", "DELIVERED"], 2: ["CANCELLED", "PAID"], 3: ["SHIPPED"]}
for o in orders:
    for step in plans[o.oid]:
        try:
            o.advance(OrderState[step])
        except ValueError as e:
            print("ValueError", e)
    print(o.oid, o.state, o.history)
tally = {}
for o in orders:
    tally[o.state] = tally.get(o.state, 0) + 1
print({k.name: v for k, v in tally.items()}, sorted(tally, key=lambda s: s.value))

class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        return 6.673e-11 * self.mass / (self.radius * self.radius)
for p in Planet:
    print(p.name, p.value, round(p.surface_gravity, 3))

class Status(Enum):
    OK = 200
    SUCCESS = 200
    NOT_FOUND = 404
print(Status.SUCCESS is Status.OK, Status.SUCCESS.name, list(Status), list(Status.__members__), Status(200).name)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError", e)

# members in sets and sorted by value; str() vs format
print(sorted({OrderState.SHIPPED, OrderState.NEW, OrderState.PAID}, key=lambda s: s.value))
print(str(Light.RED), f"{Light.RED.name} means {Light.RED.value}", Light.RED.name.title())
