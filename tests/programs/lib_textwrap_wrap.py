# textwrap: wrap/fill with TextWrapper's options, hyphenated words, long words, sentence endings, max_lines and placeholder
import textwrap
from textwrap import TextWrapper

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs!  How vexingly quick daft zebras jump; a well-known, "
        "state-of-the-art, ready-to-use text-wrapping algorithm--or so they say.")

for width in (10, 25, 40, 70):
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, 30))
print(textwrap.fill(text, width=36, initial_indent="* ", subsequent_indent="    "))

# hyphens: where a line may break, and with break_on_hyphens=False
words = "self-evident e-mail x-ray a-b-c-d long--dash --dash- 2-3 ab-12 one-two-three -leading trailing- well--"
for width in (6, 9, 14):
    print(width, textwrap.wrap(words, width))
    print(width, textwrap.wrap(words, width, break_on_hyphens=False))
print(TextWrapper()._split("Hello there--how are you? state-of-the-art well-known"))
print(TextWrapper(break_on_hyphens=False)._split("a-b  c\td"))

# long words: broken, broken after a hyphen, or left whole
long = "supercalifragilisticexpialidocious and anti-disestablishment-arianism ok"
print(textwrap.wrap(long, 12))
print(textwrap.wrap(long, 12, break_long_words=False))
print(textwrap.wrap(long, 12, break_on_hyphens=False))
print(textwrap.wrap("----------------x", 5), textwrap.wrap("ab-------------x", 5))

# whitespace: tabs, newlines, drop_whitespace, replace_whitespace
ws = "  indented\tline\nsecond line\n\n   third    with   gaps  "
print(textwrap.wrap(ws, 12))
print(textwrap.wrap(ws, 12, drop_whitespace=False))
print(textwrap.wrap(ws, 12, replace_whitespace=False))
print(textwrap.wrap(ws, 12, expand_tabs=False))
print(textwrap.wrap("a\tb\tc", 40, tabsize=4), textwrap.wrap("a\tb\tc", 40, tabsize=4, replace_whitespace=False))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.wrap("   ", 10, drop_whitespace=False))

# sentence endings
s = 'He said "stop." Then he left! Was it Mr. Smith? no. Yes.  Really.'
print(textwrap.fill(s, 80, fix_sentence_endings=True))
print(TextWrapper(fix_sentence_endings=True).wrap("end.' next a? b! C. d"))

# max_lines and placeholder
for n in (1, 2, 3, 5):
    print(n, textwrap.wrap(text, 30, max_lines=n))
print(textwrap.wrap(text, 30, max_lines=2, placeholder="..."))
print(textwrap.wrap("Hello world averyveryverylongword", 12, max_lines=2))
print(textwrap.wrap("one two three", 6, max_lines=2, placeholder=" [more]"))
print(textwrap.fill(text, 40, max_lines=3, initial_indent="> ", subsequent_indent="> "))

# a TextWrapper is reusable and its attributes may change between calls
w = TextWrapper(width=20, initial_indent="- ")
print(w.wrap("first paragraph of some words here"))
w.width = 15
w.subsequent_indent = "  "
print(w.fill("second paragraph of some more words here"))

# errors
for kw in [dict(width=0), dict(width=-3), dict(width=5, max_lines=1, placeholder=" [......]"),
           dict(width=6, max_lines=2, subsequent_indent="    ", placeholder=" [..]")]:
    try:
        print(textwrap.wrap("some words to wrap", **kw))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    textwrap.wrap(None)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    TextWrapper(bogus=1)
except TypeError as e:
    print(type(e).__name__, e)

# a subclass may bring its own chunking pattern
import re


class CommaWrapper(TextWrapper):
    wordsep_re = re.compile(r'(\s+|(?<=,))')


print(CommaWrapper(width=12).wrap("alpha,beta,gamma,delta epsilon,zeta"))
print(CommaWrapper(width=12, break_on_hyphens=False).wrap("alpha,beta,gamma,delta epsilon,zeta"))
