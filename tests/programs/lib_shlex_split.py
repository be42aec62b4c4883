# shlex: split (quotes, escapes, comments, posix=False), quote, join, and the shlex lexer (tokens, punctuation_chars, push_token, push_source, source inclusion, error_leader, errors)
import io
import shlex

lines = [
    'ls -l "my file.txt" \'other file\'',
    'echo "a \\"quoted\\" word" back\\ slash \'single \\ kept\'',
    'grep -e "x|y" *.py # look for x or y',
    "cmd --opt='a b' --flag=\"c d\" plain",
    'empty "" \'\' end',
    '  leading   and   trailing   ',
    'tab\tseparated\nand\nnewlines',
    'adjacent"quoted"parts\'join\'',
    'é ümlaut "ß"',
    'escape\\',
    '"unclosed',
    "'unclosed too",
]
for line in lines:
    for kwargs in ({}, {"comments": True}, {"posix": False}):
        try:
            print(repr(line), kwargs, shlex.split(line, **kwargs))
        except ValueError as e:
            print(repr(line), kwargs, type(e).__name__, e)

words = ["plain", "", "has space", "it's", "$HOME", "a&b", "semi;colon", "ok@host:/path,x=1+2%", "tab\there", "é", '"dq"']
print([shlex.quote(w) for w in words])
print(shlex.join(words))
print(shlex.split(shlex.join(words)) == words)
for bad in (None, 5, b"bytes"):
    try:
        print(repr(shlex.quote(bad)))
    except TypeError as e:
        print(type(e).__name__, e)

def tokens(text, **kwargs):
    split = kwargs.pop("whitespace_split", False)
    lex = shlex.shlex(text, **kwargs)
    lex.whitespace_split = split
    return list(lex)

src = 'a=b; c&&d || (e > f.txt) # comment\nnext-line "q s" \'x\''
print(tokens(src))
print(tokens(src, posix=True))
print(tokens(src, punctuation_chars=True))
print(tokens(src, posix=True, punctuation_chars=True))
print(tokens(src, posix=True, punctuation_chars="|&", whitespace_split=True))
print(tokens(src, whitespace_split=True))
print(tokens("a;b 1.5 x-y ~/p/*.c"), tokens("a;b 1.5 x-y ~/p/*.c", punctuation_chars=True))

lex = shlex.shlex("one two three", posix=True)
print(repr(lex.eof), lex.punctuation_chars, lex.get_token())
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), lex.get_token(), repr(lex.get_token()), repr(lex.get_token()))
lex = shlex.shlex("first\nsecond # note\nthird", infile="conf.txt")
print(lex.get_token(), lex.lineno, lex.error_leader(), lex.get_token(), lex.get_token(), lex.lineno, lex.error_leader("other", 9))
print(repr(lex.get_token()), repr(lex.eof))

lex = shlex.shlex("alpha beta gamma")
lex.push_source("inner1 inner2")
print(list(lex))
lex = shlex.shlex(io.StringIO("x  source  more y"))
lex.source = "source"


def hook(name):
    print("hook asked for", name)
    return ("included", io.StringIO("from included"))


lex.sourcehook = hook
print(list(lex))

custom = shlex.shlex("path/to:file.txt,next", posix=True)
custom.wordchars += "/:."
custom.whitespace += ","
print(list(custom))
custom = shlex.shlex("%a b% c 'd e'", posix=True)
custom.quotes = "%"
print(list(custom))
custom = shlex.shlex("a^ b ^^c", posix=True)
custom.escape = "^"
custom.whitespace_split = True
print(list(custom))
custom = shlex.shlex('"a\\"b" \'c\\d\'', posix=True)
print(list(custom))
custom = shlex.shlex("'x\\'y'", posix=True)
custom.escapedquotes = "\"'"
print(list(custom))

for text, kwargs in [('"open', {}), ('"open', {"posix": True}), ("end\\", {"posix": True})]:
    try:
        print(list(shlex.shlex(text, **kwargs)))
    except ValueError as e:
        print(type(e).__name__, e)
