# memoryview over bytes, bytearray and memoryview: len, indexing, slices sharing the object (later writes seen, writes through), read-only views, tobytes/tolist/hex, attributes, equality and hash, iteration, cast('B'), toreadonly, release and the context manager, and the errors
def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


def store(view, key, value):
    view[key] = value


b = b"abcdef"
ba = bytearray(b"abcdef")
m = memoryview(b)
mb = memoryview(ba)

show("items", lambda: (m[0], m[-1], len(m), mb[2], len(memoryview(b""))))
show("index 6", lambda: m[6])
show("index -7", lambda: m[-7])
show("index 'a'", lambda: m["a"])
show("index 1.0", lambda: m[1.0])
show("index None", lambda: m[None])
show("index ...", lambda: m[...])
show("index (0,)", lambda: m[0,])
show("index (0, 1)", lambda: m[0, 1])
show("index ()", lambda: m[()])
show("index (slice,)", lambda: m[(slice(1, 2),)])
show("index True", lambda: m[True])
show("index 2**70", lambda: m[2 ** 70])


class Two:
    def __index__(self):
        return 2


show("index __index__", lambda: m[Two()])
show("slices", lambda: (m[1:3].tobytes(), m[::-1].tobytes(), m[::2].tolist(), m[5:1].tobytes(), m[-2:].tobytes(),
                        m[None:None].tobytes()))
show("slice of slice", lambda: (m[1:][::2][1:].tobytes(), m[::-1][::-2].tobytes(), m[::-1][1:3].strides, len(m[1:10:3])))
bounds = [-8, -3, 0, 2, 5, 8, None]
cuts = [slice(i, j, k) for i in bounds for j in bounds for k in [None, 1, 2, -1, -2, 3]]
show("all slices", lambda: (all(m[c].tobytes() == b[c] and len(m[c]) == len(b[c]) for c in cuts),
                            all(m[::-1][c].tolist() == list(b[::-1][c]) for c in cuts),
                            all(m[1::2][c].tobytes() == b[1::2][c] for c in cuts)))
show("slice step 0", lambda: m[::0])
show("slice attributes", lambda: (m[::2].strides, m[::-1].strides, m[1:3].shape, m[::2].contiguous, m[::-2].c_contiguous,
                                  m[1:1].contiguous, m[::3].nbytes))
show("attributes", lambda: (m.readonly, mb.readonly, m.nbytes, m.itemsize, m.format, m.ndim, m.shape, m.strides,
                            m.suboffsets, m.c_contiguous, m.f_contiguous, m.contiguous, m.obj is b, m[1:].obj is b))
show("empty", lambda: (memoryview(b"").tolist(), memoryview(b"").shape, memoryview(b"").strides, bool(memoryview(b"")), bool(m)))

show("store read-only", lambda: store(m, 0, 1))
show("store read-only out of range", lambda: store(m, 10, 1))
show("store read-only slice", lambda: store(m, slice(0, 1), b"x"))
show("store", lambda: (store(mb, 0, 65), ba))
show("store -1", lambda: (store(mb, -1, 66), ba))
show("store 256", lambda: store(mb, 0, 256))
show("store -1 value", lambda: store(mb, 0, -1))
show("store 'a'", lambda: store(mb, 0, "a"))
show("store b'a'", lambda: store(mb, 0, b"a"))
show("store 1.0", lambda: store(mb, 0, 1.0))
show("store out of range", lambda: store(mb, 6, 1))
show("store slice", lambda: (store(mb, slice(1, 3), b"XY"), ba))
show("store slice bytearray", lambda: (store(mb, slice(1, 3), bytearray(b"PQ")), ba))
show("store slice view", lambda: (store(mb, slice(1, 3), memoryview(b"RS")), ba))
show("store extended slice", lambda: (store(mb, slice(None, None, 2), b"123"), ba))
show("store slice wrong length", lambda: store(mb, slice(1, 3), b"XYZ"))
show("store slice str", lambda: store(mb, slice(1, 3), "XY"))
show("store slice list", lambda: store(mb, slice(1, 3), [1, 2]))
show("store slice step 0", lambda: store(mb, slice(None, None, 0), b""))
show("store key 'a'", lambda: store(mb, "a", 1))
show("store (0,)", lambda: (store(mb, (0,), 67), ba))
show("store (0, 1)", lambda: store(mb, (0, 1), 65))
show("store ()", lambda: store(mb, (), 65))
show("store (slice,)", lambda: store(mb, (slice(0, 1),), b"a"))
show("store __index__", lambda: (store(mb, Two(), 70), ba))
show("store True", lambda: (store(mb, 0, True), ba))
show("store overlapping", lambda: (store(mb, slice(1, 4), mb[0:3]), ba))


def store_all():
    for c in cuts:
        target = bytearray(b"abcdef")
        expected = bytearray(b"abcdef")
        data = bytes(range(65, 65 + len(expected[c])))
        store(memoryview(target), c, data)
        expected[c] = data
        if target != expected:
            return c
    return "all equal"


show("store all slices", store_all)
show("del", lambda: mb.__delitem__(0))
show("del read-only", lambda: m.__delitem__(0))

data = bytearray(b"hello world")
part = memoryview(data)[6:]
data[6] = ord("W")
show("slice sees later writes", lambda: (part.tobytes(), bytes(part[::-1])))
part[0:5] = b"THERE"
store(part, -1, ord("!"))
show("writes reach the bytearray", lambda: data)
back = memoryview(data)[::-1]
back[0:2] = b"12"
show("reversed view writes", lambda: data)

show("tolist", lambda: m.tolist())
show("hex", lambda: (m.hex(), m.hex(":"), m.hex("-", 2), m.hex(":", -2), memoryview(b"").hex()))
show("hex sep", lambda: m.hex("::"))
show("tobytes order", lambda: (m.tobytes("C"), m.tobytes("F"), m.tobytes("A"), m.tobytes(None)))
show("tobytes 'X'", lambda: m.tobytes("X"))
show("eq", lambda: (m == b, m == ba, m == bytearray(b), m == memoryview(b), m == "abcdef", m == [97], m == m[:],
                    m[::2] == b"ace", m != b"x", m == b"abcdefg"))
show("eq reflected", lambda: (b"abcdef" == m, bytearray(b"abcdef") == m, memoryview(bytearray(b"ab")) == memoryview(b"ab")))
show("hash", lambda: (hash(m) == hash(b), hash(m[::2]) == hash(b"ace"), {m: 1}[b"abcdef"]))
show("hash writable", lambda: hash(mb))
show("hash toreadonly", lambda: hash(mb.toreadonly()) == hash(bytes(ba)))
show("order", lambda: m < m)
show("add", lambda: m + m)
show("iteration", lambda: (bytes(m), bytearray(m), bytes(m[::-1]), list(m), list(reversed(m)), 98 in m, 300 in m,
                           sum(m), sorted(m[::-1])[:2], type(iter(m)).__name__))
show("from a view", lambda: (memoryview(m).obj is b, memoryview(m[1:3]).tobytes(), memoryview(mb).readonly))
show("from str", lambda: memoryview("abc"))
show("from int", lambda: memoryview(3))
show("no argument", lambda: memoryview())
show("keyword", lambda: memoryview(object=b"xy").tobytes())
show("bad keyword", lambda: memoryview(obj=b"xy"))
show("two arguments", lambda: memoryview(b"a", b"b"))
show("two keywords", lambda: memoryview(object=b"x", foo=1))
show("cast", lambda: (m.cast("B").tolist(), m.cast("B", [6]).shape, m.cast("@B").format, m.cast(format="B", shape=(6,)).shape))
show("cast 'x'", lambda: m.cast("x"))
show("cast '<B'", lambda: m.cast("<B"))
show("cast non-contiguous", lambda: m[::2].cast("B"))
show("cast shape [5]", lambda: m.cast("B", [5]))
show("cast shape 6", lambda: m.cast("B", 6))
show("cast shape ['6']", lambda: m.cast("B", ["6"]))
show("cast shape [-6]", lambda: m.cast("B", [-6]))
show("cast empty shape [0]", lambda: memoryview(b"").cast("B", [0]))
show("cast 1", lambda: m.cast(1))
show("cast ()", lambda: m.cast())
show("toreadonly", lambda: (mb.toreadonly().readonly, mb.toreadonly().obj is ba))
show("type", lambda: (type(m).__name__, type(m), isinstance(m, memoryview)))
show("setattr", lambda: setattr(m, "foo", 1))
try:
    class Sub(memoryview):
        pass
except TypeError as e:
    print("subclass !", e)
show("pickle", lambda: m.__reduce_ex__(2))
show("repr", lambda: repr(m)[:12])

r = memoryview(b"xyz")
r.release()
released = [("len", lambda: len(r)), ("item", lambda: r[0]), ("store", lambda: store(r, 0, 1)),
            ("del", lambda: r.__delitem__(0)), ("tobytes", r.tobytes), ("tolist", r.tolist), ("hex", r.hex),
            ("obj", lambda: r.obj), ("readonly", lambda: r.readonly), ("nbytes", lambda: r.nbytes),
            ("format", lambda: r.format), ("itemsize", lambda: r.itemsize), ("ndim", lambda: r.ndim),
            ("shape", lambda: r.shape), ("strides", lambda: r.strides), ("suboffsets", lambda: r.suboffsets),
            ("contiguous", lambda: r.contiguous), ("cast", lambda: r.cast("B")), ("toreadonly", r.toreadonly),
            ("enter", r.__enter__), ("exit", lambda: r.__exit__(None, None, None)), ("eq", lambda: r == b"xyz"),
            ("eq self", lambda: r == r), ("ne self", lambda: r != r), ("hash", lambda: hash(r)),
            ("release", r.release), ("bytes", lambda: bytes(r)), ("view of it", lambda: memoryview(r)),
            ("repr", lambda: repr(r)[:21])]
for name, f in released:
    show("released " + name, f)
with memoryview(bytearray(b"ab")) as cm:
    print("with", cm.tobytes(), cm.readonly)
show("after with", lambda: cm.tobytes())
h = memoryview(b"ab")
hash(h)
h.release()
show("hash kept after release", lambda: hash(h) == hash(b"ab"))
it = iter(memoryview(b"abc"))
show("next", lambda: next(it))
mm = memoryview(b"abc")
it2 = iter(mm)
next(it2)
mm.release()
show("next after release", lambda: next(it2))
