# The builtins that consume a generator (set, tuple, list, sum, any, all,
# min, max, sorted) called with a generator expression inside hot loops:
# the trace inlines the builtin's Python form and unrolls the loop that
# consumes the generator. Lengths that change between calls, values whose
# type changes mid-run (exits inside the unrolled loop), generators that
# raise, empty ones, nested loops in the generator, sum with a start, and
# tuples indexed by ints (negative, out of range) in the same loops.


def queens_like(n):
    cols = range(n)
    count = 0
    for k in range(300):
        vec = tuple((i * 7 + k) % n for i in cols)
        if n == len(set(vec[i] + i for i in cols)) == len(set(vec[i] - i for i in cols)):
            count += 1
        count += sum(vec[i] for i in cols) % 3
    return count


def varying_lengths():
    out = []
    for k in range(400):
        items = list(range(k % 23))
        out.append((sum(x for x in items), any(x > 10 for x in items), all(x < 15 for x in items),
                    tuple(x * 2 for x in items if x % 3 == 0), sorted(-x for x in items)[:2]))
    return out[-5:], len(out)


def mixed_types():
    total = 0.0
    for k in range(500):
        vals = [k, k + 1, k + 2] if k < 300 else [k * 0.5, k + 0.25, 3]
        total += sum(v for v in vals)
        total += max(v for v in vals) - min(v for v in vals)
    return total


def raising():
    caught = 0
    for k in range(300):
        try:
            sum(10 // (x - k % 5) for x in range(4))
        except ZeroDivisionError:
            caught += 1
    return caught


def empty_ones():
    results = []
    for k in range(200):
        try:
            results.append(max(x for x in range(k % 3)))
        except ValueError as e:
            results.append(str(e))
    return results[:6], sum(1 for r in results if isinstance(r, str))


def nested_generator():
    rows = [[i * j for j in range(4)] for i in range(5)]
    acc = 0
    for k in range(300):
        acc += sum(x for row in rows for x in row if x % 2 == k % 2)
        acc += len(set(x % 5 for row in rows for x in row))
    return acc


def sum_with_start():
    acc = []
    for k in range(300):
        acc.append(sum((x for x in range(3)), k))
        acc.append(sum((x * 0.5 for x in range(3)), 0.25))
    return acc[-4:]


def tuple_indexing():
    t = tuple(range(10))
    acc = 0
    errors = 0
    for k in range(600):
        acc += t[k % 10] + t[-(k % 10) - 1]
        try:
            acc += t[k % 13]
        except IndexError:
            errors += 1
    return acc, errors


def list_subclass_and_strings():
    out = 0
    for k in range(300):
        out += len("".join(str(x) for x in range(k % 7)))
        out += len(list(c for c in "abc" * (k % 4)))
        out += len(str.join("-", (str(x) for x in range(k % 5))))
    return out


print(queens_like(8))
print(varying_lengths())
print(mixed_types())
print(raising())
print(empty_ones())
print(nested_generator())
print(sum_with_start())
print(tuple_indexing())
print(list_subclass_and_strings())
