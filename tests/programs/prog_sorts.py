# Bubble sort, insertion sort, selection sort and merge sort implementations.
def bubble(a):
    a = a[:]
    n = len(a)
    swaps = 0
    for i in range(n):
        done = True
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps = swaps + 1
                done = False
        if done:
            break
    return a, swaps
def insertion(a):
    a = a[:]
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j = j - 1
        a[j + 1] = key
    return a
def selection(a):
    a = a[:]
    for i in range(len(a)):
        m = i
        for j in range(i + 1, len(a)):
            if a[j] < a[m]:
                m = j
        a[i], a[m] = a[m], a[i]
    return a
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left = merge_sort(a[:mid])
    right = merge_sort(a[mid:])
    out = []
    i = 0
    j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i = i + 1
        else:
            out.append(right[j])
            j = j + 1
    return out + left[i:] + right[j:]
seed = 12345
data = []
for k in range(60):
    seed = (seed * 1103515245 + 12345) % 2147483648
    data.append(seed % 1000 - 500)
print(data)
b, swaps = bubble(data)
print(b, swaps)
print(insertion(data) == b, selection(data) == b, merge_sort(data) == b, sorted(data) == b)
print(insertion(["pear", "apple", "fig", "Banana"]), merge_sort([3.5, -1, 2, 2.0, 0]))
print(bubble([]), insertion([1]), selection([2, 1]), merge_sort([5, 4, 3, 2, 1]))
