from ..util import square
LEVEL = square(3)
