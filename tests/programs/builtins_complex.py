# complex numbers: literals, arithmetic with ints and floats, CPython's repr
# (signed zeros, nan), hash, equality, parsing, format, powers, errors.
z = 1 + 2j
print(z, repr(z), type(z).__name__, z.real, z.imag, z.conjugate(), 1j, -1j, 0j, -0j, 2.5j, 1e20j, complex(0, -0.0))
print(z * z, z / (3 - 4j), z - 1, 2 - z, z * 2, 2 * z, z / 2, 1 / z, z ** 2, z ** -1, z ** 0.5, 2 ** z, (1j) ** 2, abs(3 + 4j))
print(complex(), complex(1), complex(1.5, -2), complex("1+2j"), complex(" (3-4J) "), complex("-j"), complex("1e3"), complex("2.5e-3+1e2j"), complex(1, 2j), complex(1j, 1j))
print(z == 1 + 2j, z != z, (1 + 0j) == 1, (1 + 0j) == 1.0, 1 == (1 + 0j), hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), bool(0j), bool(1j))
print(hash(1 + 2j), hash(-1 + 0j), hash(complex(3, -4)))
print(isinstance(z, complex), format(z, '.2f'), format(z, '10'), format(1.5 + 2.25j, 'e'), format(z, '^12'), str(complex(float('nan'), float('inf'))))
for bad in [lambda: complex("1+"), lambda: complex("abc"), lambda: z // 2, lambda: z % 2, lambda: z < z, lambda: 1 / 0j, lambda: 0j ** -1, lambda: int(z), lambda: float(z), lambda: complex("1", 2), lambda: complex([])]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(sum([1j, 2, 3.5]), [x * 1j for x in range(3)], {1j: 'a'}[1j], sorted([3, 1, 2], key=lambda v: abs(v * 1j)))
acc = 0j
for i in range(100):
    acc += complex(i, -i) * 1j
print(acc)
