"""Builtins that pith writes in Python (the interpreter imports this module
when it needs one; programs have no reason to).

callable_iterator: what iter(callable, sentinel) returns.

The functions below are what the builtins that consume an iterable run when
that iterable is a generator (`builtins/generator_forms.rs` picks them): as
Python, the generator's frames resume in the interpreter's loop instead of
one nested interpreter entry per item, and the JIT traces their loops with
the generator inlined. Each must behave as the builtin does (CPython's order
of operations and messages); their frames are left out of tracebacks, as a
builtin's are.
"""


class callable_iterator:
    __module__ = "builtins"

    def __init__(self, func, sentinel):
        self._func = func
        self._sentinel = sentinel

    def __iter__(self):
        return self

    def __next__(self):
        if self._func is None:
            raise StopIteration
        value = self._func()
        if value == self._sentinel:
            self._func = None
            raise StopIteration
        return value


def sum(iterable, start=0):
    total = start
    for x in iterable:
        total = total + x
    return total


def any(iterable):
    for x in iterable:
        if x:
            return True
    return False


def all(iterable):
    for x in iterable:
        if not x:
            return False
    return True


def min(iterable):
    first = True
    for x in iterable:
        if first:
            best = x
            first = False
        elif x < best:
            best = x
    if first:
        raise ValueError("min() arg is an empty sequence")
    return best


def max(iterable):
    first = True
    for x in iterable:
        if first:
            best = x
            first = False
        elif x > best:
            best = x
    if first:
        raise ValueError("max() arg is an empty sequence")
    return best


def list_of(iterable):
    items = []
    for x in iterable:
        items.append(x)
    return items


def tuple_of(iterable):
    return tuple(list_of(iterable))


def set_of(iterable):
    items = set()
    for x in iterable:
        items.add(x)
    return items


def sorted(iterable):
    items = list_of(iterable)
    items.sort()
    return items


def join(sep, iterable):
    return sep.join(list_of(iterable))


class _SysInfo:
    """`sys.float_info`, `sys.int_info`, `sys.flags`: named fields, also
    readable by index as CPython's struct sequences are."""

    def __init__(self, name, fields):
        self._name = name
        self._fields = fields
        for key, value in fields:
            setattr(self, key, value)

    def __getitem__(self, i):
        return self._fields[i][1]

    def __len__(self):
        return len(self._fields)

    def __iter__(self):
        return iter([v for _, v in self._fields])

    def __repr__(self):
        return "sys.%s(%s)" % (self._name, ", ".join("%s=%r" % kv for kv in self._fields))


class _VersionInfo(tuple):
    """`sys.version_info`: a tuple with named fields."""

    @property
    def major(self):
        return self[0]

    @property
    def minor(self):
        return self[1]

    @property
    def micro(self):
        return self[2]

    @property
    def releaselevel(self):
        return self[3]

    @property
    def serial(self):
        return self[4]

    def __repr__(self):
        return "sys.version_info(major=%d, minor=%d, micro=%d, releaselevel=%r, serial=%d)" % self


def sys_info(name):
    """What `sys.__getattr__` makes for `name` on first use."""
    if name == "version_info":
        return _VersionInfo((3, 11, 7, "final", 0))
    if name == "float_info":
        return _SysInfo("float_info", [
            ("max", 1.7976931348623157e+308), ("max_exp", 1024), ("max_10_exp", 308),
            ("min", 2.2250738585072014e-308), ("min_exp", -1021), ("min_10_exp", -307), ("dig", 15),
            ("mant_dig", 53), ("epsilon", 2.220446049250313e-16), ("radix", 2), ("rounds", 1)])
    if name == "int_info":
        return _SysInfo("int_info", [("bits_per_digit", 30), ("sizeof_digit", 4),
                                     ("default_max_str_digits", 4300), ("str_digits_check_threshold", 640)])
    return _SysInfo("flags", [
        ("debug", 0), ("inspect", 0), ("interactive", 0), ("optimize", 0), ("dont_write_bytecode", 0),
        ("no_user_site", 0), ("no_site", 0), ("ignore_environment", 0), ("verbose", 0), ("bytes_warning", 0),
        ("quiet", 0), ("hash_randomization", 1), ("isolated", 0), ("dev_mode", False), ("utf8_mode", 0),
        ("warn_default_encoding", 0), ("safe_path", False), ("int_max_str_digits", -1)])


class code:
    """A code object: of a function (`f.__code__`) or made by `compile()`
    (run it with `exec` or `eval`). Its `co_*` attributes are read from
    the loaded code on first use."""

    def __init__(self, index, filename=None, is_eval=False):
        self._pith_index = index
        self._pith_eval = is_eval
        if filename is not None:
            self.co_filename = filename

    def __getattr__(self, name):
        if not name.startswith("co_"):
            raise AttributeError("'code' object has no attribute '%s'" % name)
        import _pith
        info = _pith.code_info(self._pith_index)
        (self.co_name, self.co_qualname, filename, self.co_firstlineno, self.co_argcount,
         self.co_posonlyargcount, self.co_kwonlyargcount, self.co_varnames, self.co_flags,
         self.co_freevars, doc) = info
        self.co_nlocals = len(self.co_varnames)
        self.co_cellvars = ()
        self.co_names = ()
        self.co_consts = (doc,)
        if "co_filename" not in self.__dict__:
            self.co_filename = filename
        if name not in self.__dict__:
            raise AttributeError("'code' object has no attribute '%s'" % name)
        return self.__dict__[name]

    def __repr__(self):
        return '<code object %s at %#x, file "%s", line %d>' % (self.co_name, id(self), self.co_filename, self.co_firstlineno)


_codes = {}


def code_of(index):
    """The code object of loaded code `index` (one per code)."""
    c = _codes.get(index)
    if c is None:
        c = _codes[index] = code(index)
    return c


class frame:
    """A snapshot of a frame a traceback went through (`tb.tb_frame`)."""

    def __init__(self, f_code, f_lineno, f_globals, f_locals, f_back):
        self.f_code = f_code
        self.f_lineno = f_lineno
        self.f_globals = f_globals
        self.f_locals = f_locals
        self.f_back = f_back
        self.f_builtins = __import__("builtins").__dict__
        self.f_lasti = -1
        self.f_trace = None

    def clear(self):
        pass

    def __repr__(self):
        return "<frame at %#x, file '%s', line %d, code %s>" % (id(self), self.f_code.co_filename, self.f_lineno, self.f_code.co_name)


class _TracebackCode:
    """What a traceback's frame tells of its code."""

    def __init__(self, filename, name):
        self.co_filename = filename
        self.co_name = name
        self.co_qualname = name
        self.co_firstlineno = 1


class traceback:
    """One level of a caught exception's traceback."""

    def __init__(self, tb_frame, tb_lineno, tb_next):
        self.tb_frame = tb_frame
        self.tb_lineno = tb_lineno
        self.tb_next = tb_next
        self.tb_lasti = -1


def make_traceback(entries):
    """The traceback of (filename, line, name) entries, innermost first:
    the outermost level, its tb_next the next one in."""
    tb = None
    back = None
    frames = []
    for filename, line, name in reversed(entries):
        back = frame(_TracebackCode(filename, name), line, {}, {}, back)
        frames.append((back, line))
    for f, line in reversed(frames):
        tb = traceback(f, line, tb)
    return tb
