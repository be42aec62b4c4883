# -*- coding: bogus-enc -*-
print(1)
