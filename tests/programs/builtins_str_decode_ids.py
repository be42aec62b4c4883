# str(bytes, encoding, errors) decodes; ids of ints never equal a live object's.
print(str(b'ab', 'ISO-8859-1'), str(b'caf\xc3\xa9', 'utf-8'), str(bytearray(b'xy'), encoding='ascii'), str(b'a\xff', 'ascii', 'replace'), str(object=b'q', errors='strict'))
for args in [('abc', 'utf-8'), (5, 'utf-8'), (b'\xff', 'ascii')]:
    try:
        print(str(*args))
    except (TypeError, UnicodeDecodeError) as e:
        print(type(e).__name__, e)
a = []
print(any(id(a) == id(n) for n in range(5000)), id(5) == id(5), id(5) != id(6), id(None) != id(0), id(True) != id(1))
