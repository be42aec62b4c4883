# A discrete-event simulation: Event objects ordered by (time, priority,
# sequence) through __lt__ for heapq, __repr__ for logging, handlers that
# schedule more events, cancellation via a flag, a bank-teller queue with
# deterministic service times, and summary statistics.
import heapq

class Event:
    _seq = 0
    def __init__(self, time, kind, payload=None, priority=0):
        Event._seq += 1
        self.seq = Event._seq
        self.time = time
        self.kind = kind
        self.payload = payload
        self.priority = priority
        self.cancelled = False
    def __lt__(self, other):
        return (self.time, self.priority, self.seq) < (other.time, other.priority, other.seq)
    def __repr__(self):
        return f"<{self.kind}@{self.time}{' x' if self.cancelled else ''}>"

class Simulator:
    def __init__(self):
        self.queue = []
        self.now = 0
        self.log = []
        self.handlers = {}
    def on(self, kind):
        def register(fn):
            self.handlers[kind] = fn
            return fn
        return register
    def schedule(self, delay, kind, payload=None, priority=0):
        if delay < 0:
            raise ValueError(f"cannot schedule in the past: {delay}")
        ev = Event(self.now + delay, kind, payload, priority)
        heapq.heappush(self.queue, ev)
        return ev
    def run(self, until=None):
        while self.queue:
            ev = heapq.heappop(self.queue)
            if until is not None and ev.time > until:
                heapq.heappush(self.queue, ev)
                break
            if ev.cancelled:
                self.log.append(f"t={ev.time} skip {ev.kind}")
                continue
            self.now = ev.time
            handler = self.handlers.get(ev.kind)
            if handler is None:
                self.log.append(f"t={ev.time} unhandled {ev.kind}")
                continue
            handler(self, ev)

sim = Simulator()
SERVICE = [4, 2, 7, 3, 1, 5, 2]
ARRIVALS = [0, 1, 2, 3, 8, 9, 20]
state = {"busy": False, "line": [], "served": [], "waits": []}

@sim.on("arrive")
def arrive(s, ev):
    cust = ev.payload
    s.log.append(f"t={s.now} arrive c{cust}")
    if state["busy"]:
        state["line"].append((cust, s.now))
    else:
        start_service(s, cust, s.now)

def start_service(s, cust, arrived):
    state["busy"] = True
    state["waits"].append(s.now - arrived)
    s.schedule(SERVICE[cust], "depart", cust, priority=-1)

@sim.on("depart")
def depart(s, ev):
    state["served"].append(ev.payload)
    s.log.append(f"t={s.now} depart c{ev.payload}")
    if state["line"]:
        cust, arrived = state["line"].pop(0)
        start_service(s, cust, arrived)
    else:
        state["busy"] = False

for cust, t in enumerate(ARRIVALS):
    sim.schedule(t, "arrive", cust)
alarm = sim.schedule(15, "alarm")
sim.schedule(16, "mystery")
alarm.cancelled = True
sim.run(until=18)
print("\n".join(sim.log))
print("pending:", sorted(sim.queue), "now:", sim.now)
sim.run()
print(sim.log[-3:])
print("served order", state["served"], "waits", state["waits"])
print("avg wait", sum(state["waits"]) / len(state["waits"]), "max wait", max(state["waits"]))
try:
    sim.schedule(-1, "oops")
except ValueError as e:
    print("ValueError", e)

# ordering checks
a, b, c = Event(5, "a"), Event(5, "b", priority=-1), Event(1, "c")
print(sorted([a, b, c]), a < b, b < a, min([a, b, c]), heapq.nsmallest(2, [a, b, c]))
try:
    a > 3
except TypeError as e:
    print("TypeError", e)
