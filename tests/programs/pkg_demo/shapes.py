from . import util


class Square:
    def __init__(self, side):
        self.side = side

    def area(self):
        return util.square(self.side)
