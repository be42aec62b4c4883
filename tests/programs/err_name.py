# Dies with NameError: name 'totally_undefined_thing' is not defined.
def compute(n):
    result = 0
    for i in range(n):
        result = result + i
    return result
print(compute(5))
print(compute(10))
defined_later = 0
def uses_global():
    return defined_later + 1
print(uses_global())
defined_later = 41
print(uses_global())
values = [compute(3), compute(4)]
print(values)
print(totally_undefined_thing)
print("never printed")
