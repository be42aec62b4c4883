# Sleeps half a second: a time profile counts (almost) nothing on line 4.
import time

time.sleep(0.5)
print("slept")
