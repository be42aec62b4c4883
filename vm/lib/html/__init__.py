"""html for pith: escape, and unescape of character references as CPython
3.11 decodes them: every numeric one (`&#65;`, `&#x41;`, with the HTML5
replacements of invalid code points), and the named ones scripts commonly
meet: the HTML 4 entities, `&apos;` and the HTML5 names of ASCII
punctuation (`&lpar;`, `&colon;`, ...), plus a few symbols (`&check;`,
`&star;`, ...), each with and without its semicolon where HTML5 allows
that. A name outside this set is treated as one HTML5 lacks (left as it
is, or its start replaced when that is an entity valid without a
semicolon, as in `&notit;`). html.parser is not supported.
"""
from html.entities import _LATIN1_NAMES, name2codepoint as _name2codepoint

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """s with &, < and > (and both quotes when quote is true) as character
    references."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s


# HTML5 names beyond HTML 4's, and the code points they stand for.
_MORE_NAMES = """
    apos 39 Tab 9 NewLine 10 excl 33 num 35 dollar 36 percnt 37 lpar 40 rpar 41 ast 42 plus 43
    comma 44 period 46 sol 47 colon 58 semi 59 equals 61 quest 63 commat 64 lsqb 91 bsol 92
    rsqb 93 Hat 94 lowbar 95 grave 96 lcub 123 verbar 124 rcub 125 AMP 38 COPY 169 GT 62 LT 60
    QUOT 34 REG 174 half 189 hyphen 8208 dash 8208 star 9734 bigstar 9733 check 10003 cross 10007
""".split()


def _named_references():
    """name -> text, with the `;` for every name, and without it for those
    HTML5 accepts bare (the ISO 8859-1 ones and & < > " in both cases)."""
    table = {}
    for name, codepoint in _name2codepoint.items():
        table[name + ';'] = chr(codepoint)
    # HTML5 gives these two other angle brackets than HTML 4.
    table['lang;'] = '\u27e8'
    table['rang;'] = '\u27e9'
    for i in range(0, len(_MORE_NAMES), 2):
        table[_MORE_NAMES[i] + ';'] = chr(int(_MORE_NAMES[i + 1]))
    for name in _LATIN1_NAMES + ['amp', 'lt', 'gt', 'quot', 'AMP', 'COPY', 'GT', 'LT', 'QUOT', 'REG']:
        table[name] = table[name + ';']
    return table


_NAMED = _named_references()

# Numeric references to C1 controls (and NUL) mean the Windows-1252 characters.
_WINDOWS_1252 = {
    0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a', 0x83: '\u0192',
    0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021', 0x88: '\u02c6',
    0x89: '\u2030', 0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152', 0x8d: '\x8d',
    0x8e: '\u017d', 0x8f: '\x8f', 0x90: '\x90', 0x91: '\u2018', 0x92: '\u2019',
    0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022', 0x96: '\u2013', 0x97: '\u2014',
    0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a', 0x9c: '\u0153',
    0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178',
}


def _from_codepoint(num):
    """The text of a numeric character reference."""
    if num in _WINDOWS_1252:
        return _WINDOWS_1252[num]
    if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
        return '\ufffd'
    # Control characters and noncharacters are dropped.
    if (0x1 <= num <= 0x8 or num == 0xb or 0xe <= num <= 0x1f or 0x7f <= num <= 0x9f
            or 0xfdd0 <= num <= 0xfdef or (num & 0xfffe) == 0xfffe):
        return ''
    return chr(num)


def _from_name(name):
    """The text of a named reference (name with its `;` if it had one)."""
    text = _NAMED.get(name)
    if text is not None:
        return text
    # The longest start of the name that is a reference valid without `;`.
    for x in range(len(name) - 1, 1, -1):
        text = _NAMED.get(name[:x])
        if text is not None:
            return text + name[x:]
    return '&' + name


_DIGITS = frozenset('0123456789')
_HEX_DIGITS = frozenset('0123456789abcdefABCDEF')
_NAME_STOPS = frozenset('\t\n\f <&#;')


def _run_end(s, i, chars):
    """The end of the run of chars at s[i] and of the `;` after it."""
    n = len(s)
    while i < n and s[i] in chars:
        i += 1
    if i < n and s[i] == ';':
        i += 1
    return i


def _reference(piece):
    """(text, length) of the character reference at the start of piece (the
    text after an `&`); length is -1 when there is none."""
    semi = piece.find(';', 0, 33)
    if piece[:1] == '#':
        c = piece[1:2]
        if c in _DIGITS:
            if semi > 1 and not piece[1:semi].strip('0123456789'):
                end = semi + 1
            else:
                end = _run_end(piece, 1, _DIGITS)
            return _from_codepoint(int(piece[1:end].rstrip(';'))), end
        if (c == 'x' or c == 'X') and piece[2:3] in _HEX_DIGITS:
            if semi > 2 and not piece[2:semi].strip('0123456789abcdefABCDEF'):
                end = semi + 1
            else:
                end = _run_end(piece, 2, _HEX_DIGITS)
            return _from_codepoint(int(piece[2:end].rstrip(';'), 16)), end
        return None, -1
    if semi > 0 and piece[:semi].isalnum():
        # The usual `name;` (letters and digits are no stops).
        end = semi + 1
    else:
        end = 0
        n = min(len(piece), 32)
        while end < n and piece[end] not in _NAME_STOPS:
            end += 1
        if end == 0:
            return None, -1
        if piece[end:end + 1] == ';':
            end += 1
    return _from_name(piece[:end]), end


def _unescape_other(s):
    """CPython's errors for what is not a str (any container without '&'
    comes back as it is)."""
    if isinstance(s, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not 'str'")
    cls = type(s)
    if not (hasattr(cls, '__contains__') or hasattr(cls, '__iter__') or hasattr(cls, '__getitem__')):
        raise TypeError("argument of type '%s' is not iterable" % cls.__name__)
    if '&' not in s:
        return s
    raise TypeError("expected string or bytes-like object, got '%s'" % cls.__name__)


def unescape(s):
    """s with its character references (`&gt;`, `&#62;`, `&#x3e;`)
    replaced by the characters they stand for."""
    if not isinstance(s, str):
        return _unescape_other(s)
    if '&' not in s:
        return s
    # A reference never runs past the next '&': each piece after one starts
    # with at most one.
    pieces = s.split('&')
    out = [pieces[0]]
    named = _NAMED
    for i in range(1, len(pieces)):
        piece = pieces[i]
        semi = piece.find(';', 0, 33)
        if semi > 0:
            text = named.get(piece[:semi + 1])
            if text is not None:
                # The usual `&name;`.
                out.append(text)
                out.append(piece[semi + 1:])
                continue
        text, end = _reference(piece)
        if end < 0:
            out.append('&')
            out.append(piece)
        else:
            out.append(text)
            out.append(piece[end:])
    return ''.join(out)
