xs = [1, 2, 3]
xs.index(5)
