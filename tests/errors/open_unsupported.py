with open("data.txt") as f:
    print(f.read())
