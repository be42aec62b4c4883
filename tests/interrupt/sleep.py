# An interrupt ends a long sleep at once.
import time

print("started", flush=True)
time.sleep(1000)
print("not reached")
