import sys
print(__debug__, sys.flags.optimize, sys.flags.ignore_environment, sys.flags.safe_path, sys.flags.isolated)
print(sys.warnoptions, sorted(sys._xoptions.items()))
assert False, "asserts run"
