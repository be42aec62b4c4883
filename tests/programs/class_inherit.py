# Single inheritance and method overriding.
class Animal:
    kind = "animal"
    def __init__(self, name):
        self.name = name
    def speak(self):
        return "..."
    def intro(self):
        return self.name + " the " + self.kind + " says " + self.speak()
class Dog(Animal):
    kind = "dog"
    def speak(self):
        return "Woof"
class Puppy(Dog):
    def speak(self):
        return "Yip"
class Cat(Animal):
    kind = "cat"
    def speak(self):
        return "Meow"
    def purr(self):
        return "purr"
zoo = [Animal("generic"), Dog("rex"), Puppy("bit"), Cat("tom")]
for a in zoo:
    print(a.intro())
print(zoo[3].purr(), zoo[2].kind, zoo[2].name)
class Shape:
    def area(self):
        return 0
    def describe(self):
        return type(self).__name__ + " with area " + str(self.area())
class Rect(Shape):
    def __init__(self, w, h):
        self.w = w
        self.h = h
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        self.w = s
        self.h = s
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3 * self.r * self.r
shapes = [Shape(), Rect(2, 3), Square(4), Circle(2)]
total = 0
for s in shapes:
    print(s.describe())
    total = total + s.area()
print("total", total)
class Base:
    def template(self):
        return "[" + self.hook() + "]"
    def hook(self):
        return "base"
class Derived(Base):
    def hook(self):
        return "derived"
print(Base().template(), Derived().template())
