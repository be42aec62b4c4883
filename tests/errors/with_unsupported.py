with open("f") as f:
    pass
