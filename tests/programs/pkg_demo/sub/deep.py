import pkg_demo.util as u
print("deep loaded", __name__, __package__)
def cube(x):
    return u.square(x) * x
