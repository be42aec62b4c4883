# json on absurdly deep nesting: RecursionError, not a crash; moderate depth works
import json

for depth in (50, 500):
    text = "[" * depth + "]" * depth
    v = json.loads(text)
    print(depth, len(json.dumps(v)))

try:
    json.loads("[" * 100000 + "]" * 100000)
except RecursionError as e:
    print("loads:", type(e).__name__)

try:
    json.loads('{"a":' * 100000 + "1" + "}" * 100000)
except RecursionError as e:
    print("loads objects:", type(e).__name__)

deep = []
node = deep
for _ in range(100000):
    child = []
    node.append(child)
    node = child
try:
    json.dumps(deep)
except RecursionError as e:
    print("dumps:", type(e).__name__)
print("still running")
