# Tabs and spaces mixed in one block: TabError, as CPython reports it.
if True:
	x = 1
        y = 2
