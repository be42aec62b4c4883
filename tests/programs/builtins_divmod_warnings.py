# divmod() through __divmod__/__rdivmod__ (and its TypeError when a class has
# neither), int subclasses, and the warning categories as builtins.
class A:
    def __divmod__(self, o):
        return 'dm'
    def __rdivmod__(self, o):
        return 'rdm'
class B:
    def __floordiv__(self, o):
        return 1
    def __mod__(self, o):
        return 2
class I(int):
    pass
print(divmod(A(), 1), divmod(1, A()), divmod(7, 2), divmod(7.5, 2), divmod(I(7), 2), divmod(-7, I(2)))
for args in [(B(), 1), (1, B()), ("a", 1)]:
    try:
        print(divmod(*args))
    except TypeError as e:
        print(e)
for w in (PendingDeprecationWarning, SyntaxWarning, FutureWarning, ImportWarning, UnicodeWarning, BytesWarning, ResourceWarning, EncodingWarning):
    print(w.__name__, issubclass(w, Warning), w.__mro__[1].__name__)
try:
    raise FutureWarning("later")
except Warning as e:
    print(type(e).__name__, e)
