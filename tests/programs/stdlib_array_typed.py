# array.array basics: typecodes (b B h H i I l q d f u-free), itemsize,
# construction from lists/ranges/other arrays, append/extend/insert/pop/
# remove/index/count/reverse, slicing (returns array), slice assignment,
# arithmetic-free concatenation and repetition, tolist, comparisons,
# overflow and type errors; then a fixed-width sample buffer.
from array import array

ints = array("i", [3, 1, 4, 1, 5])
print(ints, ints.typecode, ints.itemsize, len(ints), ints[0], ints[-1], ints[1:3], ints[::-2])
ints.append(9)
ints.extend([2, 6])
ints.insert(0, -7)
print(ints, ints.pop(), ints.pop(0), ints)
ints.remove(1)
print(ints, ints.index(1), ints.count(1), 5 in ints, 8 in ints)
ints.reverse()
print(ints, ints.tolist(), list(ints), sum(ints), max(ints), sorted(ints))
ints[0] = 100
ints[1:3] = array("i", [7, 7, 7])
print(ints)
del ints[::2]
print(ints)
print(array("i", [1, 2]) + array("i", [3]), array("i", [0]) * 3, array("i", [1, 2]) == array("i", [1, 2]), array("i", [1]) < array("i", [2]))
print(array("d", [1.5, 2]), array("d", range(3)), array("b", b"\x01\xff") if False else array("b", [1, -1]), array("B", [255, 0]), array("q", [2 ** 62]))
print(array("h").itemsize, array("d").itemsize, array("b").itemsize, array("q").itemsize, array("f", [0.1])[0] == 0.1, round(array("f", [0.1])[0], 6))
print(array("i"), array("d", []), repr(array("l", [5])), str(array("H", [1, 2])))
copy = array("i", ints)
copy[0] = -1
print(ints[0] != copy[0], array("d", array("i", [1, 2])))
for bad in [lambda: array("b", [128]), lambda: array("B", [-1]), lambda: array("i", [1.5]), lambda: array("z"),
            lambda: array("i", [1]) + array("d", [1.0]), lambda: array("i", [1]).index(5), lambda: array("i", [1]).pop(3),
            lambda: array("h", [40000]), lambda: array("i", ["1"]), lambda: array("i").pop()]:
    try:
        print(bad())
    except (OverflowError, TypeError, ValueError, IndexError) as e:
        print(type(e).__name__, e)

class SampleBuffer:
    def __init__(self, capacity):
        self.data = array("h", [0] * capacity)
        self.count = 0
    def add(self, sample):
        sample = max(-32768, min(32767, int(sample)))
        self.data[self.count % len(self.data)] = sample
        self.count += 1
    def latest(self):
        n = min(self.count, len(self.data))
        start = self.count - n
        return [self.data[i % len(self.data)] for i in range(start, self.count)]
    def peak(self):
        return max((abs(x) for x in self.latest()), default=0)
buf = SampleBuffer(4)
for s in [100, -200.7, 40000, 3, -50000, 12]:
    buf.add(s)
print(buf.latest(), buf.peak(), buf.count, buf.data)
print(SampleBuffer(2).latest(), SampleBuffer(2).peak())
squares = array("q", (i * i for i in range(10)))
print(squares, squares[3:7].tolist(), sum(squares[::3]))
