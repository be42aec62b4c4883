# A bridge whose path leaves the function (a `return` inside the loop) ends
# at that return: the interpreter runs the return, and the exit that led
# there no longer goes back to the interpreter first.
def find(items, limit):
    n = 0
    for x in items:
        if x > limit:
            return n, x
        n += x
    return n, None


def run(rounds):
    found = 0
    for r in range(rounds):
        n, x = find(range(r % 50 + 20), 30 + r % 7)
        found += n + (x or 0)
    return found


print(run(3000))
