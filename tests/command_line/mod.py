import sys
print("mod", __name__, repr(__package__), sys.argv[1:], sys.argv[0].endswith("mod.py"), __file__.endswith("mod.py"))
