print(1))
