x = 3j
