# -*- coding: latin-1 -*-
# A source file in Latin-1, as its coding declaration says.
s = "café à la crème"
print(s, len(s), s.upper())
print(ord("ÿ"))
