# keyword: kwlist, softkwlist, iskeyword, issoftkeyword (and what they refuse)
import keyword

print(len(keyword.kwlist), keyword.kwlist[:5], keyword.kwlist[-3:])
print(keyword.softkwlist)
print(keyword.kwlist == sorted(keyword.kwlist))
for word in ["if", "If", "None", "none", "match", "case", "_", "print", "async", "await", "", "lambda ", "nonlocal"]:
    print(repr(word), keyword.iskeyword(word), keyword.issoftkeyword(word))
print([w for w in ["class", "klass", "def", "yield", "type"] if keyword.iskeyword(w)])
print(keyword.iskeyword(1), keyword.issoftkeyword(None))
for bad in [[], {}]:
    try:
        keyword.iskeyword(bad)
    except TypeError as e:
        print(type(e).__name__, e)
try:
    keyword.iskeyword()
except TypeError as e:
    print(type(e).__name__)
print(sorted(set(keyword.__all__)))
