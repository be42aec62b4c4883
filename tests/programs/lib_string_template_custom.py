# string.Template subclasses: custom delimiter, idpattern, braceidpattern, flags and a whole pattern; Template.pattern; errors of bad patterns
import re
import string
from string import Template

print(Template.pattern.flags == re.IGNORECASE | re.VERBOSE | re.UNICODE, type(Template.pattern).__name__)
print(Template.pattern.groupindex == {"escaped": 1, "named": 2, "braced": 3, "invalid": 4})
print(Template.pattern.match("$name").group("named"), Template.pattern.match("${x}").group("braced"),
      Template.pattern.match("$$").group("escaped"), repr(Template.pattern.match("$ ").group("invalid")))


class Dollar(Template):
    pass


print(Dollar.pattern is not Template.pattern, Dollar("$a $$ ${b}").substitute(a=1, b=2))


class Percent(Template):
    delimiter = "%"


print(Percent("%who owes %%%amount, %{who}!").substitute(who="ann", amount=5))


class Lower(Template):
    idpattern = r"[a-z][a-z0-9]*"
    flags = 0


t = Lower("$name $Name ${name} ${NAME} $x9")
print(t.safe_substitute(name="n", Name="N", NAME="NN", x9="X"), t.get_identifiers(), t.is_valid())
try:
    t.substitute(name="n", x9="X")
except ValueError as e:
    print(type(e).__name__, e)


class Dotted(Template):
    braceidpattern = r"(?a:[_a-z][_a-z0-9]*(?:\.[_a-z][_a-z0-9]*)*)"


print(Dotted("${user.name} is $user.name, ${a}").substitute({"user.name": "ann", "user": "U", "a": 1}))


class Spaced(Template):
    idpattern = r"[a-z] +"        # verbose: the space is not matched


print(Spaced("$abc $a").substitute(abc="ABC", a="A"))


class Angle(Template):
    delimiter = "#"
    pattern = r"""
    \#(?:
      (?P<escaped>\#) |
      (?P<named>[a-z]+) |
      <(?P<braced>[a-z ]+)> |
      (?P<invalid>)
    )"""


a = Angle("#x and #<two words> cost ## 5 #")
print(a.safe_substitute({"x": "X", "two words": "2W"}), a.get_identifiers(), a.is_valid())
try:
    a.substitute({"x": "X", "two words": "2W"})
except ValueError as e:
    print(type(e).__name__, e)


class Braces(Template):
    delimiter = "{{"
    pattern = r"\{\{(?:(?P<escaped>\{\{)|(?P<named>\w+)\}\}|(?P<braced>)(?!)|(?P<invalid>))"


print(Braces("Hi {{name}}, {{{{literal}}").substitute(name="Bo"))


class NoGroups(Template):
    pattern = r"\$(?P<named>[a-z]+)|(?P<escaped>\$\$)|(?P<invalid>\$)|(?P<braced>@@)|(?P<other>!)"


n = NoGroups("$a !")
for call in (lambda: n.substitute(a=1), lambda: n.safe_substitute(), n.is_valid, n.get_identifiers):
    try:
        print(call())
    except ValueError as e:
        print(type(e).__name__, e.args[0], e.args[1].pattern[:12])

for bad in ("[a-", "(?P<x>a)(?P<x>b)"):
    try:
        class Broken(Template):
            idpattern = bad
    except re.error as e:
        print(type(e).__name__, e.msg)
try:
    class Broken2(Template):
        delimiter = "$"
        pattern = r"\$(?P<named>[a-z]+)"
    Broken2("$a").substitute(a=1)
except IndexError as e:
    print(type(e).__name__, e)

mapping = {"item": "pen", "qty": 3}
rows = [Template("$qty x $item").substitute(mapping), Template("${qty}x${item}s").safe_substitute(mapping),
        Template("$missing and $item").safe_substitute(mapping)]
print(rows)
