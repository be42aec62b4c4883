# A traceback through a generator resumed by a for loop names the generator's
# line, the loop's line and the caller's.
def boom():
    yield 1
    1 / 0
def use():
    for v in boom():
        pass
use()
