# An undefined name: CPython's traceback suggests the nearest name the
# frame could see (its locals first, then the globals, then the builtins).
counter_total = 0


def tally(items):
    subtotal = 0
    for item in items:
        subtotal += item
    return subtotl + counter_total


print(tally([1, 2, 3]))
