class L(list):
    pass
