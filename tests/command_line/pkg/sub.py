from . import helper
print("sub", __name__, repr(__package__), helper.VALUE)
