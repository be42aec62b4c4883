# The allocation loop of PyPy's GC post: the instance is allocated inline by
# the bump pointer, with its slow path (make_room) called out of line.
class A(object):
    pass


def run(loops):
    a = prev = None
    for i in range(loops):
        prev = a
        a = A()
        a.i = i
    return prev.i + a.i


print(run(300000))
