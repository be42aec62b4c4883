# format() builtin and str.format with {}, {0}, {name}.
print(format(3.14159, ".2f"), format(42, "x"), format(42, "08b"), format(1234567, ","))
print(format("abc", ">6") + "|", format("abc", "<6") + "|", format("abc", "^7") + "|")
print(format(12), format(1.5), format("s"), format(True), format(None))
print(format(-7, "+"), format(7, "+"), format(0.5, "%"), format(255, "#X"))
print("{} and {}".format("spam", "eggs"))
print("{0} {1} {0}".format("a", "b"))
print("{1}{0}{1}".format(1, 2))
print("{name} is {age}".format(name="Bob", age=7))
print("{0} has {n} items".format("cart", n=3))
print("{} {} {}".format(1, 2.5, [3]))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"))
print("{0:.3f} {0:e} {0:g}".format(2.5))
print("{:,} {:x} {:o} {:b}".format(10**6, 255, 8, 5))
print("{!r} {!s}".format("q", "q"))
print("{0!r:>8}".format("hi"))
print("{{}} {{{}}}".format("x"))
print("{a}-{b}-{a}".format(a=1, b=2))
print("{:05.1f}|{:+d}|{: d}".format(3.14159, 5, 5))
rows = [("apple", 3, 0.5), ("banana", 12, 0.25), ("kiwi", 100, 1.125)]
for r in rows:
    print("{:<8}{:>5}{:>8.2f}".format(r[0], r[1], r[2]))
for r in rows:
    print("{0:<8}|{2:>7.3f}|{1:03d}".format(*r))
print("{x}/{y}".format(**{"x": 10, "y": 20}))
template = "{}: {}"
out = [template.format(k, v) for k, v in [("a", 1), ("b", 2)]]
print(out)
print("".join(["{:02d}".format(i) for i in range(5)]))
print(format(1e-5, ".2e"), format(123456.789, ".3g"), format(0.0, "g"), format(-0.0, "f"))
