# string.Template: $name, ${name}, $$ escapes, safe_substitute and errors
from string import Template

t = Template("$who likes $what")
print(t.substitute(who="tim", what="kung pao"))
print(t.substitute({"who": "ann", "what": "tea"}), t.substitute({"who": "x", "what": "y"}, what="z"))
print(Template("${noun}ification costs $$5 or $$$amount").substitute(noun="pith", amount=10))
print(Template("$a$b ${a}x $_under1 $x2y").substitute(a=1, b=2, _under1="u", x2y=[1]))
print(t.safe_substitute(who="bob"), Template("$$ $ {x} ${").safe_substitute())
print(Template("${missing} and $gone").safe_substitute(gone=None))
print(t.template, t.get_identifiers(), Template("$a ${b} $a $$c").get_identifiers())
print(t.is_valid(), Template("bad $").is_valid(), Template("${ok}").is_valid(), Template("${ no}").is_valid())
for tmpl, kw in [("$who is here", {}), ("cost: $", {}), ("line1\nline2 $ x", {}), ("${1abc}", {}), ("${a", {"a": 1})]:
    try:
        print(Template(tmpl).substitute(**kw))
    except KeyError as e:
        print("KeyError", e)
    except ValueError as e:
        print("ValueError", e)
class Percent(Template):
    delimiter = "%"
print(Percent("%name is %%100 %{name}s").substitute(name="max"))
letter = Template("""Dear $name,
your balance is $$${amount}.
Regards, $sender""")
for name, amount in [("Ann", 12.5), ("Bob", 0)]:
    print(letter.substitute(name=name, amount=amount, sender="Bank"))
rows = [{"item": "pen", "qty": 3}, {"item": "ink", "qty": 1}]
line = Template("$qty x $item")
print([line.substitute(r) for r in rows])
