# html: escape (with and without quotes), unescape of named, decimal and hex references (invalid code points, references without ';', longest-prefix names), html.entities tables
import html
import html.entities

print(html.escape('<a href="x.html?a=1&b=2">Tom\'s & "Jerry"</a>'))
print(html.escape('<a href="x">it\'s</a>', quote=False), html.escape(''), html.escape('plain text'))
page = html.escape('if a < b && c > d: print("ok")')
print(page, html.unescape(page) == 'if a < b && c > d: print("ok")')

samples = [
    "&lt;p&gt;Caf&eacute; &amp; cr&egrave;me &copy; 2024 &mdash; &ldquo;quoted&rdquo; &hellip;",
    "&euro;5 &pound;3 &yen;9 &cent; &sect; &para; &deg;C &plusmn;1 &frac12; &sup2; &times; &divide;",
    "&alpha;&beta;&gamma; &Omega; &pi;r&sup2; &sum; &infin; &ne; &le; &ge; &larr; &rarr; &hArr; &lang;x&rang;",
    "&apos;single&apos; &quot;double&quot; &nbsp;space &AMP; &COPY; &LT;&GT; &lpar;x&rpar; &colon; &check;",
    "&#65;&#66;&#x43;&#X44; &#9731; &#x1F600; &#38;&#60; &#039;",
    "no semicolon: &amp &lt &gt &quot &copy2024 &eacutex &nbsp&nbsp &notit; &notin; &ampamp;",
    "unknown: &bogus; &zz &; & &# &#; &#x; &#xg; &a b; &#65a &#x41zz",
    "controls: [&#0;] [&#13;] [&#128;] [&#129;] [&#150;] [&#159;] [&#1;] [&#11;] [&#12;] [&#127;]",
    "invalid: [&#xD800;] [&#x110000;] [&#99999999999999;] [&#xFFFE;] [&#xFDD0;] [&#x10FFFF;] [&#x1FFFF;]",
    "long numbers: &#00000000000000000000000000000000000000000065; &#x000000000000000000000000000000000000000000041",
    "32 and 33: &abcdefghijklmnopqrstuvwxyzabcdef; &abcdefghijklmnopqrstuvwxyzabcdefg; &copyabcdefghijklmnopqrstuvwxyzabcde; &#x41;&#65;",
    "long name: &aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; &copyaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa;",
    "stops: &amp\t&lt\n&gt &amp<&amp& &amp#",
    "plain text without references",
]
for s in samples:
    print(ascii(html.unescape(s)))
print(html.unescape(""), html.unescape("&"), html.unescape("&&amp;&&"))

n2c = html.entities.name2codepoint
print(len(n2c), len(html.entities.codepoint2name), len(html.entities.entitydefs))
print(list(n2c)[:6], list(n2c)[-3:], n2c["hearts"], n2c["nbsp"], "apos" in n2c)
print(html.entities.codepoint2name[0x3c], html.entities.codepoint2name[8364], ascii(html.entities.entitydefs["mdash"]))
print(sorted(n2c.values())[:5], sum(n2c.values()))
print(all(html.unescape("&%s;" % name) == chr(cp) for name, cp in n2c.items() if name not in ("lang", "rang")))
for bad in [None, 42]:
    try:
        html.escape(bad)
    except AttributeError as e:
        print(type(e).__name__, e)
for bad in [None, 3, b"&amp;", ["&amp;"]]:
    try:
        print(html.unescape(bad))
    except TypeError as e:
        print(type(e).__name__, e)
print(html.unescape(["x"]))
try:
    html.entities.nothing
except AttributeError as e:
    print(type(e).__name__, e)
