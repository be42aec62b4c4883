# A loop consuming short generators (three items each): a recording that
# starts at a generator's last item sees the generator's own loop end before
# the consumer's loop closes. That aborts the recording without blaming the
# resume, so a later recording inlines the generator into the loop's trace
# (the resume is not left to the for_iter helper).
def consume(it):
    total = 0
    for x in it:
        total += x
    return total


def run(n):
    s = 0
    for k in range(n):
        s += consume(i * k for i in range(3))
    return s


print(run(400))
