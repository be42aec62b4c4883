# A branch on a negated identity test kept in a variable (`present = x is
# not None`) tests the comparison itself: no check that the variable holds
# a bool, no compare with True.
def scan(items):
    hits = 0
    for x in items:
        present = x is not None
        if present:
            hits += x
    return hits


print(scan([1, None, 2, None, 3] * 100))
