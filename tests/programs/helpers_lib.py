# A plain module beside the script (not a test program itself).
print("helpers_lib runs once")
counter = [0]


def bump():
    counter[0] += 1
    return counter[0]
