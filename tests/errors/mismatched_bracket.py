x = [i for i in range(3))]
