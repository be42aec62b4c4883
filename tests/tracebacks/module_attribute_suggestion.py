# A missing module attribute: the suggestion comes from dir() of the module.
import math

print(math.sqr(16))
