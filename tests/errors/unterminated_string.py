x = "abc
print(x)
