# A pattern that backtracks exponentially: the matcher polls for Ctrl-C.
import re
print("started", flush=True)
m = re.match(r"(a|aa)*[bc]", "a" * 60)
print("not reached", m)
