import sys
print("app", __name__, repr(__package__), sys.argv, sys.path[0].endswith("app"))
