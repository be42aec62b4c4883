"""csv for pith: reader, writer, DictReader, DictWriter, the dialects
(excel, excel-tab, unix, Dialect subclasses, register_dialect and the
registry), field_size_limit and Sniffer, with CPython's parsing rules,
quoting and error messages.

The reader splits a line that holds none of the dialect's special
characters (quote, escape, carriage return or newline inside the line)
with str.split, and a one-line record with quoted fields by splitting it
at its quotes; other records (fields spanning lines, escapes, malformed
quoting) go through a state machine that follows CPython's parser
character by character, copying runs of ordinary characters with
str.find.
"""
import _csv
import re
from io import StringIO

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE", "Error", "Dialect", "__doc__",
           "excel", "excel_tab", "field_size_limit", "reader", "writer", "register_dialect", "get_dialect",
           "list_dialects", "Sniffer", "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    __module__ = "_csv"


_field_limit = 131072
_registry = {}


def field_size_limit(*args, **kwargs):
    """Returns the largest field the reader accepts; with an argument, sets it."""
    global _field_limit
    for key in kwargs:
        if key != "new_limit":
            raise TypeError("'%s' is an invalid keyword argument for field_size_limit()" % key)
    if len(args) + len(kwargs) > 1:
        raise TypeError("field_size_limit() takes at most 1 argument (%d given)" % (len(args) + len(kwargs)))
    old = _field_limit
    if args or kwargs:
        limit = args[0] if args else kwargs["new_limit"]
        if type(limit) is not int:
            raise TypeError("limit must be an integer")
        _field_limit = limit
    return old


# --- dialects ------------------------------------------------------------

_ATTRIBUTES = ("delimiter", "doublequote", "escapechar", "lineterminator", "quotechar", "quoting",
               "skipinitialspace", "strict")
_UNSET = object()


def _char(name, value, default):
    if value is _UNSET:
        return default
    if not isinstance(value, str):
        raise TypeError('"%s" must be string, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


def _char_or_none(name, value, default):
    if value is _UNSET:
        return default
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError('"%s" must be string or None, not %s' % (name, type(value).__name__))
    if len(value) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return value


def _flag(value, default):
    return default if value is _UNSET else bool(value)


class _DialectValues:
    """A checked, read-only set of dialect parameters (what reader.dialect,
    writer.dialect and get_dialect give: CPython's _csv.Dialect)."""
    __qualname__ = "Dialect"
    __module__ = "_csv"

    def __init__(self, source, params):
        def given(name):
            if name in params:
                return params[name]
            if source is not None:
                return getattr(source, name, _UNSET)
            return _UNSET
        for key in params:
            if key not in _ATTRIBUTES:
                raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        values = {}
        values["delimiter"] = _char("delimiter", given("delimiter"), ",")
        values["doublequote"] = _flag(given("doublequote"), True)
        values["escapechar"] = _char_or_none("escapechar", given("escapechar"), None)
        terminator = given("lineterminator")
        if terminator is _UNSET:
            terminator = "\r\n"
        elif terminator is not None and not isinstance(terminator, str):
            raise TypeError('"lineterminator" must be a string')
        values["lineterminator"] = terminator
        quotechar = given("quotechar")
        values["quotechar"] = _char_or_none("quotechar", quotechar, '"')
        quoting = given("quoting")
        if quoting is _UNSET:
            values["quoting"] = QUOTE_MINIMAL
        elif type(quoting) is not int:
            raise TypeError('"quoting" must be an integer')
        else:
            values["quoting"] = quoting
        values["skipinitialspace"] = _flag(given("skipinitialspace"), False)
        values["strict"] = _flag(given("strict"), False)
        if values["quoting"] not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        if quotechar is None and quoting is _UNSET:
            values["quoting"] = QUOTE_NONE
        if values["quoting"] != QUOTE_NONE and values["quotechar"] is None:
            raise TypeError("quotechar must be set if quoting enabled")
        if terminator is None:
            raise TypeError("lineterminator must be set")
        for key in _ATTRIBUTES:
            object.__setattr__(self, key, values[key])

    def __setattr__(self, name, value):
        if name in _ATTRIBUTES:
            raise AttributeError("attribute '%s' of '_csv.Dialect' objects is not writable" % name)
        raise AttributeError("'_csv.Dialect' object has no attribute '%s'" % name)


# The names CPython's objects show (type(reader.dialect) is _csv.Dialect).
_DialectValues.__name__ = "Dialect"


def _dialect_from(dialect, params):
    """The checked dialect for a dialect argument (a registered name, a
    Dialect, or any object with the attributes) and keyword parameters."""
    if dialect is _UNSET:
        return _DialectValues(None, params) if params else _DEFAULT
    if isinstance(dialect, str):
        dialect = get_dialect(dialect)
    if isinstance(dialect, _DialectValues) and not params:
        return dialect
    return _DialectValues(dialect, params)


class Dialect:
    """Describes a CSV dialect: subclasses set the class attributes, and
    making an instance checks them (raising Error)."""
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        try:
            _DialectValues(self, {})
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """The usual properties of an Excel-generated CSV file."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """The usual properties of an Excel-generated TAB-delimited file."""
    delimiter = "\t"


class unix_dialect(Dialect):
    """The usual properties of a CSV file made on UNIX systems."""
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _registry[name] = _dialect_from(dialect, fmtparams)


def unregister_dialect(name):
    if name not in _registry:
        raise Error("unknown dialect")
    del _registry[name]


def get_dialect(name):
    try:
        return _registry[name]
    except KeyError:
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_registry)


_DEFAULT = _DialectValues(None, {})
register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)


# --- reading -------------------------------------------------------------

(_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, _ESCAPE_IN_QUOTED_FIELD,
 _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL) = range(9)

_NEWLINE_IN_FIELD = ("new-line character seen in unquoted field - do you need to open the file "
                     "in universal-newline mode?")


def _not_text(line):
    return Error("iterator should return strings, not %s (the file should be opened in text mode)"
                 % type(line).__name__)


def _split_quoted(s, delim, quote):
    """The fields of a one-line record with quoted fields, or None when the
    line needs the state machine (a quote left open, text between a
    closing quote and the next delimiter, a quote inside an unquoted
    field). The line is split at its quotes: the pieces alternate between
    outside and inside quotes, and an empty outside piece between two
    inside ones is a doubled quote."""
    pieces = s.split(quote)
    last = len(pieces) - 1
    if last % 2:
        return None
    outside = pieces[0]
    if outside:
        if outside[-1] != delim:
            return None
        fields = outside[:-1].split(delim)
    else:
        fields = []
    value = None
    k = 1
    while k < last:
        value = pieces[k] if value is None else value + quote + pieces[k]
        outside = pieces[k + 1]
        k += 2
        if not outside:
            if k < last:
                continue
            fields.append(value)
            return fields
        if outside[0] != delim:
            return None
        fields.append(value)
        value = None
        if k > last:
            fields.extend(outside[1:].split(delim))
            return fields
        if outside[-1] != delim:
            return None
        if len(outside) > 1:
            fields.extend(outside[1:-1].split(delim))
    return fields


class _Reader:
    """Iterates over the records of the lines of `iterable` (a list of
    fields each); `line_num` counts the lines read so far.

    A line with none of the dialect's special characters is split with
    str.split, a one-line record with quoted fields by _split_quoted, and
    anything else goes through the state machine (_parse). A `for` loop
    runs a generator holding the dialect in local variables; next() runs
    __next__; both read from the same lines and keep no state between
    records, so they can be mixed."""
    __qualname__ = "reader"
    __module__ = "_csv"

    def __init__(self, iterable, dialect):
        self._lines = iter(iterable)
        self.dialect = dialect
        self.line_num = 0
        self._rows = None
        self._delim = dialect.delimiter
        self._quote = dialect.quotechar if dialect.quoting != QUOTE_NONE else None
        self._esc = dialect.escapechar
        self._skipspace = dialect.skipinitialspace
        self._numeric = dialect.quoting == QUOTE_NONNUMERIC
        # "\n" stands in for a quote or escape character the dialect lacks
        # (a line with a newline inside goes to the state machine anyway).
        self._fast_quote = self._quote if self._quote is not None else "\n"
        self._fast_esc = self._esc if self._esc is not None else "\n"
        self._fast = not (self._skipspace and self._delim == " ")
        self._plain = not self._skipspace and not self._numeric
        self._quoted_ok = (self._quote is not None and self._esc is None and dialect.doublequote
                           and self._plain and self._delim != self._quote)

    def __iter__(self):
        rows = self._rows
        if rows is None:
            rows = self._rows = self._generate()
        return rows

    def _generate(self):
        quote = self._fast_quote
        esc = self._fast_esc
        delim = self._delim
        plain = self._plain and self._fast
        quoted_ok = self._quoted_ok
        split_line = _csv.split_line
        try:
            for line in self._lines:
                if plain:
                    row = split_line(line, delim, quote, esc, _field_limit)
                    if row is not None:
                        self.line_num += 1
                        yield row
                        continue
                if line.__class__ is not str and not isinstance(line, str):
                    raise _not_text(line)
                self.line_num += 1
                s = line.rstrip("\r\n")
                if "\r" not in s and "\n" not in s and len(s) <= _field_limit:
                    if quote not in s and esc not in s:
                        if plain:
                            yield s.split(delim) if s else []
                            continue
                        if self._fast:
                            yield self._adjust(s.split(delim)) if s else []
                            continue
                    elif quoted_ok:
                        row = _split_quoted(s, delim, quote)
                        if row is not None:
                            yield row
                            continue
                yield self._parse(line)
        finally:
            self._rows = None

    def __next__(self):
        line = next(self._lines)
        if line.__class__ is not str and not isinstance(line, str):
            raise _not_text(line)
        self.line_num += 1
        s = line.rstrip("\r\n")
        if "\r" not in s and "\n" not in s and len(s) <= _field_limit:
            if self._fast_quote not in s and self._fast_esc not in s and self._fast:
                if not s:
                    return []
                if self._plain:
                    return s.split(self._delim)
                return self._adjust(s.split(self._delim))
            if self._quoted_ok:
                row = _split_quoted(s, self._delim, self._quote)
                if row is not None:
                    return row
        return self._parse(line)

    def _adjust(self, row):
        """skipinitialspace and QUOTE_NONNUMERIC on the fields of a line
        that had no quotes."""
        if self._skipspace:
            row = [f.lstrip(" ") for f in row]
        if self._numeric:
            row = [float(f) if f else f for f in row]
        return row

    def _parse(self, line):
        """The record starting at `line` (and going on over as many lines as
        its quoted fields span), through the state machine."""
        delim = self._delim
        quote = self._quote
        esc = self._esc
        skipspace = self._skipspace
        limit = _field_limit
        fields = []
        field = []
        flen = 0
        numeric = False
        state = _START_RECORD
        while True:
            n = len(line)
            i = 0
            while i <= n:
                # i == n stands for the end of the line.
                c = line[i] if i < n else None
                if state == _IN_QUOTED_FIELD:
                    if c is None:
                        pass
                    elif c == esc:
                        state = _ESCAPE_IN_QUOTED_FIELD
                    elif c == quote:
                        state = _QUOTE_IN_QUOTED_FIELD if self.dialect.doublequote else _IN_FIELD
                    else:
                        # A run of ordinary characters up to the next quote or escape.
                        j = line.find(quote, i)
                        if j < 0:
                            j = n
                        if esc is not None:
                            k = line.find(esc, i, j)
                            if k >= 0:
                                j = k
                        if flen + (j - i) > limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(line[i:j])
                        flen += j - i
                        i = j
                        continue
                elif state == _IN_FIELD or state == _AFTER_ESCAPED_CRNL:
                    # After an escaped newline, the line's end does not end
                    # the field (the state stays until a delimiter or a newline).
                    if state == _AFTER_ESCAPED_CRNL and c is None:
                        i += 1
                        continue
                    if c is None or c == "\n" or c == "\r":
                        value = "".join(field)
                        fields.append(float(value) if numeric else value)
                        field = []
                        flen = 0
                        numeric = False
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == delim:
                        value = "".join(field)
                        fields.append(float(value) if numeric else value)
                        field = []
                        flen = 0
                        numeric = False
                        state = _START_FIELD
                    else:
                        # A run of ordinary characters up to the next delimiter.
                        j = line.find(delim, i)
                        if j < 0:
                            j = n
                        run = line[i:j]
                        for stop in ("\r", "\n", esc):
                            if stop is not None and stop in run:
                                run = run[:run.find(stop)]
                        j = i + len(run)
                        if flen + (j - i) > limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(run)
                        flen += j - i
                        i = j
                        continue
                elif state == _START_RECORD or state == _START_FIELD:
                    if state == _START_RECORD:
                        if c is None:
                            i += 1
                            continue
                        if c == "\n" or c == "\r":
                            state = _EAT_CRNL
                            i += 1
                            continue
                        state = _START_FIELD
                    if c is None or c == "\n" or c == "\r":
                        fields.append("")
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif c == quote:
                        state = _IN_QUOTED_FIELD
                    elif c == esc:
                        state = _ESCAPED_CHAR
                    elif c == " " and skipspace:
                        pass
                    elif c == delim:
                        fields.append("")
                    else:
                        if self._numeric:
                            numeric = True
                        if flen >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                        flen += 1
                        state = _IN_FIELD
                elif state == _QUOTE_IN_QUOTED_FIELD:
                    if c is not None and c == quote:
                        if flen >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                        flen += 1
                        state = _IN_QUOTED_FIELD
                    elif c == delim:
                        value = "".join(field)
                        fields.append(float(value) if numeric else value)
                        field = []
                        flen = 0
                        numeric = False
                        state = _START_FIELD
                    elif c is None or c == "\n" or c == "\r":
                        value = "".join(field)
                        fields.append(float(value) if numeric else value)
                        field = []
                        flen = 0
                        numeric = False
                        state = _START_RECORD if c is None else _EAT_CRNL
                    elif not self.dialect.strict:
                        if flen >= limit:
                            raise Error("field larger than field limit (%d)" % limit)
                        field.append(c)
                        flen += 1
                        state = _IN_FIELD
                    else:
                        raise Error("'%s' expected after '%s'" % (delim, quote))
                elif state == _ESCAPED_CHAR or state == _ESCAPE_IN_QUOTED_FIELD:
                    if c is None:
                        c = "\n"
                    if flen >= limit:
                        raise Error("field larger than field limit (%d)" % limit)
                    field.append(c)
                    flen += 1
                    if state == _ESCAPE_IN_QUOTED_FIELD:
                        state = _IN_QUOTED_FIELD
                    elif (c == "\n" or c == "\r") and i < n:
                        state = _AFTER_ESCAPED_CRNL
                    else:
                        state = _IN_FIELD
                else:  # _EAT_CRNL
                    if c is None:
                        state = _START_RECORD
                    elif c != "\n" and c != "\r":
                        raise Error(_NEWLINE_IN_FIELD)
                i += 1
            if state == _START_RECORD:
                return fields
            try:
                line = next(self._lines)
            except StopIteration:
                if flen != 0 or state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data") from None
                    value = "".join(field)
                    fields.append(float(value) if numeric else value)
                    return fields
                raise
            if not isinstance(line, str):
                raise _not_text(line)
            self.line_num += 1


_Reader.__name__ = "reader"


def reader(csvfile, dialect=_UNSET, **fmtparams):
    """An iterator over the records of `csvfile` (any iterable of lines)."""
    lines = iter(csvfile)
    return _Reader(lines, _dialect_from(dialect, fmtparams))


# --- writing -------------------------------------------------------------

def _is_number(value):
    if isinstance(value, (int, float)):
        return True
    tp = type(value)
    return hasattr(tp, "__index__") or hasattr(tp, "__int__") or hasattr(tp, "__float__")


def _text(value):
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        return repr(value)
    return str(value)


class _Writer:
    """Writes rows (iterables of fields) as delimited lines to a file."""
    __qualname__ = "writer"
    __module__ = "_csv"

    def __init__(self, fileobj, dialect, params):
        self._write = getattr(fileobj, "write", None)
        if not callable(self._write):
            raise TypeError('argument 1 must have a "write" method')
        self.dialect = d = _dialect_from(dialect, params)
        self._delim = d.delimiter
        self._term = d.lineterminator
        self._quoting = d.quoting
        # The characters that make a field need quoting or escaping.
        special = [d.delimiter]
        for c in (d.quotechar, d.escapechar):
            if c is not None and c not in special:
                special.append(c)
        for c in d.lineterminator:
            if c not in special:
                special.append(c)
        self._special = special
        self._special_but_delim = special[1:]
        self._special_text = "".join(special)
        self._simple_quoting = d.escapechar is None and d.doublequote and d.quotechar is not None

    def _field(self, value, only):
        """One field as written: quoted (its quotes doubled) or with its
        special characters escaped."""
        d = self.dialect
        quoting = self._quoting
        text = _text(value)
        if quoting == QUOTE_ALL:
            quoted = True
        elif quoting == QUOTE_NONNUMERIC:
            quoted = not _is_number(value)
        else:
            quoted = False
        present = [c for c in self._special if c in text]
        if not present:
            if only and not text and not quoted:
                if quoting == QUOTE_NONE:
                    raise Error("single empty field record must be quoted")
                quoted = True
            return d.quotechar + text + d.quotechar if quoted else text
        quote, esc = d.quotechar, d.escapechar
        if quoting == QUOTE_NONE:
            # Every special character is escaped (the escape character first).
            if esc is None:
                raise Error("need to escape, but no escapechar set")
            if esc in present:
                text = text.replace(esc, esc + esc)
            for c in present:
                if c != esc:
                    text = text.replace(c, esc + c)
            return text
        if quote in present:
            if d.doublequote:
                quoted = True
            elif esc is None:
                raise Error("need to escape, but no escapechar set")
        if esc is not None and esc in present:
            text = text.replace(esc, esc + esc)
        if quote in present and quote != esc:
            text = text.replace(quote, quote + quote if d.doublequote else esc + quote)
        for c in present:
            if c != quote and c != esc:
                quoted = True
                break
        return quote + text + quote if quoted else text

    def writerow(self, row):
        if self._quoting == QUOTE_MINIMAL:
            line = _csv.join_row(row, self._delim, self._special_text, self._term)
            if line is not None:
                return self._write(line)
        if not isinstance(row, (list, tuple)):
            try:
                fields = iter(row)
            except TypeError:
                raise Error("iterable expected, not %s" % type(row).__name__) from None
            row = list(fields)
        texts = [f if f.__class__ is str else _text(f) for f in row]
        line = self._delim.join(texts)
        if self._quoting == QUOTE_MINIMAL and line and line.count(self._delim) == len(texts) - 1:
            for c in self._special_but_delim:
                if c in line:
                    break
            else:
                return self._write(line + self._term)
        only = len(texts) == 1
        if self._quoting == QUOTE_MINIMAL and not only:
            # Only the fields with special characters need _field (or, with
            # doubled quotes and no escape character, just quoting).
            special = self._special
            quote = self.dialect.quotechar
            simple = self._simple_quoting
            parts = []
            for text, value in zip(texts, row):
                for c in special:
                    if c in text:
                        if simple:
                            parts.append(quote + text.replace(quote, quote + quote) + quote)
                        else:
                            parts.append(self._field(value, False))
                        break
                else:
                    parts.append(text)
        else:
            parts = [self._field(v, only) for v in row]
        return self._write(self._delim.join(parts) + self._term)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_Writer.__name__ = "writer"


def writer(fileobj, dialect=_UNSET, **fmtparams):
    """An object whose writerow(row) writes `row` as one line of `fileobj`."""
    return _Writer(fileobj, dialect, fmtparams)


# --- rows as dicts -------------------------------------------------------

class DictReader:
    """Reads rows as dicts keyed by `fieldnames` (by default the first row).
    Extra values go under `restkey`; missing ones are `restval`."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        d = dict(zip(names, row))
        lf = len(names)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in names[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    """Writes dicts as rows, their values in the order of `fieldnames`."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join([repr(x) for x in wrong]))
        return [rowdict.get(key, self.restval) for key in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


# --- guessing the dialect ------------------------------------------------

def _complex_literal(text):
    """Whether complex(text) would accept the string (pith has no complex
    numbers; Sniffer.has_header only asks whether it parses)."""
    s = text.strip()
    if s[:1] == "(" and s[-1:] == ")":
        s = s[1:-1].strip()
    if not s or any(c.isspace() for c in s):
        return False
    try:
        float(s)
        return True
    except ValueError:
        pass
    if s[-1] not in "jJ":
        return False
    body = s[:-1]
    if body in ("", "+", "-"):
        return True
    split = -1
    for k in range(len(body) - 1, 0, -1):
        if body[k] in "+-" and body[k - 1] not in "eE":
            split = k
            break
    real, imag = (body[:split], body[split:]) if split > 0 else ("", body)
    try:
        if real:
            float(real)
        if imag not in ("+", "-"):
            float(imag)
    except ValueError:
        return False
    return True


class _Complex:
    """Stands for the type `complex` in has_header's column types."""


class Sniffer:
    """Guesses the dialect of a sample of CSV text (sniff) and whether its
    first row is a header (has_header)."""

    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = self._quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._delimiter_by_frequency(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = "\r\n"
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _quote_and_delimiter(self, data, delimiters):
        """Looks for quoted fields next to a delimiter or a line's end: the
        most common quote and delimiter around them win."""
        patterns = [r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
                    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
                    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
                    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)']
        matches = []
        for pattern in patterns:
            regex = re.compile(pattern, re.DOTALL | re.MULTILINE)
            matches = regex.findall(data)
            if matches:
                break
        if not matches:
            return "", False, None, 0
        group_index = regex.groupindex
        quotes = {}
        delims = {}
        spaces = 0
        for m in matches:
            key = m[group_index["quote"] - 1]
            if key:
                quotes[key] = quotes.get(key, 0) + 1
            if "delim" in group_index:
                key = m[group_index["delim"] - 1]
                if key and (delimiters is None or key in delimiters):
                    delims[key] = delims.get(key, 0) + 1
            if "space" in group_index and m[group_index["space"] - 1]:
                spaces += 1
        quotechar = _most_common(quotes)
        if delims:
            delim = _most_common(delims)
            skipinitialspace = delims[delim] == spaces
            if delim == "\n":
                delim = ""
        else:
            delim = ""
            skipinitialspace = 0
        pattern = (r'((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)'
                   % {"delim": re.escape(delim), "quote": quotechar})
        doublequote = bool(re.compile(pattern, re.MULTILINE).search(data))
        return quotechar, doublequote, delim, skipinitialspace

    def _delimiter_by_frequency(self, data, delimiters):
        """The character whose count per line is the same on (nearly) every
        line of growing chunks of the sample, ties broken by `preferred`."""
        lines = [line for line in data.split("\n") if line]
        chunk = min(10, len(lines))
        ascii_chars = [chr(c) for c in range(127)]
        frequencies = {}
        modes = {}
        found = {}
        rounds = 0
        start, end = 0, chunk
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for ch in ascii_chars:
                    table = frequencies.setdefault(ch, {})
                    count = line.count(ch)
                    table[count] = table.get(count, 0) + 1
            for ch, table in frequencies.items():
                items = list(table.items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    best = max(items, key=lambda item: item[1])
                    others = sum(item[1] for item in items) - best[1]
                    modes[ch] = (best[0], best[1] - others)
                else:
                    modes[ch] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not found and consistency >= 0.9:
                for ch, (count, lines_seen) in modes.items():
                    if count > 0 and lines_seen > 0:
                        if lines_seen / total >= consistency and (delimiters is None or ch in delimiters):
                            found[ch] = (count, lines_seen)
                consistency -= 0.01
            if len(found) == 1:
                delim = list(found)[0]
                return delim, lines[0].count(delim) == lines[0].count(delim + " ")
            start = end
            end += chunk
        if not found:
            return "", 0
        if len(found) > 1:
            for d in self.preferred:
                if d in found:
                    return d, lines[0].count(d) == lines[0].count(d + " ")
        ranked = sorted((v, k) for k, v in found.items())
        delim = ranked[-1][1]
        return delim, lines[0].count(delim) == lines[0].count(delim + " ")

    def has_header(self, sample):
        """Votes column by column: a first-row value whose type (number or
        length) differs from the column's below it counts for a header."""
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        columns = len(header)
        column_types = {i: None for i in range(columns)}
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != columns:
                continue
            for col in list(column_types):
                kind = _Complex if _complex_literal(row[col]) else len(row[col])
                if kind != column_types[col]:
                    if column_types[col] is None:
                        column_types[col] = kind
                    else:
                        del column_types[col]
        votes = 0
        for col, kind in column_types.items():
            if type(kind) == int:
                votes += 1 if len(header[col]) != kind else -1
            elif kind is _Complex:
                votes += -1 if _complex_literal(header[col]) else 1
            else:
                votes += 1
        return votes > 0


def _most_common(counts):
    """The key with the highest count (the first such key in order)."""
    best = None
    for key, n in counts.items():
        if best is None or n > counts[best]:
            best = key
    return best
