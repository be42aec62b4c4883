# A method that loops over a short list, called from a hot loop, is
# inlined with its loop unrolled as it ran (three items). When the lists
# start to vary in length, the unrolled loop's exit fails often: the trace
# is thrown away and recorded again with the call not inlined, instead of
# a bridge for every length.
class Poly:
    def __init__(self, coeffs):
        self.coeffs = coeffs

    def at(self, x):
        total = 0
        for c in self.coeffs:
            total = total * x + c
        return total


def run(polys, n):
    acc = 0
    for i in range(n):
        acc += polys[i % len(polys)].at(i % 7)
    return acc


print(run([Poly([1, 2, 3])], 3000))
print(run([Poly([1, 2, 3]), Poly([4, 5]), Poly([6, 7, 8, 9]), Poly([1] * 9)], 6000))
