import sys
print("pkg main", __name__, repr(__package__), sys.argv[1:], sys.argv[0].endswith("__main__.py"), sys.path.count(sys.path[0]))
