# A loop whose every iteration raises and catches an exception: each
# recording aborts when the exception is raised and, after enough attempts,
# the loop is blacklisted; jit-abort says where and why.
def run(n):
    t = 0
    for i in range(n):
        try:
            raise ValueError(i)
        except ValueError as e:
            t += e.args[0]
    return t


print(run(200))
