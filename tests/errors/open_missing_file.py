with open("no_such_data.txt") as f:
    print(f.read())
