# A package used by the import tests.
from .shapes import Square
VERSION = "1.0"
print("pkg_demo init", __name__)
