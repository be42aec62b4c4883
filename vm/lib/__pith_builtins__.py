"""Builtins that pith writes in Python (the interpreter imports this module
when it needs one; programs have no reason to).

callable_iterator: what iter(callable, sentinel) returns. mappingproxy:
what a class's `__dict__` is (a read-only view of its namespace, so that
every change to a class goes through setattr), and types.MappingProxyType. The builtins'
generator forms are `__pith_forms__`, a module of their own because nearly
every program needs them and few need the rest of this one.
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


class mappingproxy:
    __module__ = "builtins"
    __slots__ = ("_mapping",)

    def __init__(self, mapping):
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __or__(self, other):
        return dict(self._mapping) | other

    def __ror__(self, other):
        return other | dict(self._mapping)

    def __str__(self):
        return str(self._mapping)

    def __repr__(self):
        return "mappingproxy(%r)" % (self._mapping,)


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
    # What the command line set (`Vm::set_flags`), over the defaults.
    import sys
    given = getattr(sys, "_pith_flags", {})
    flags = [
        ("debug", 0), ("inspect", 0), ("interactive", 0), ("optimize", 0), ("dont_write_bytecode", 0),
        ("no_user_site", 0), ("no_site", 0), ("ignore_environment", 0), ("verbose", 0), ("bytes_warning", 0),
        ("quiet", 0), ("hash_randomization", 1), ("isolated", 0), ("dev_mode", False), ("utf8_mode", 0),
        ("warn_default_encoding", 0), ("safe_path", False), ("int_max_str_digits", -1)]
    return _SysInfo("flags", [(n, type(v)(given[n]) if n in given else v) for n, v in flags])


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


def _float_text(x):
    """repr(x) as the part of a complex's repr: no '.0' on whole numbers."""
    s = repr(x)
    return s[:-2] if s.endswith(".0") else s


def _as_complex_parts(v):
    """(real, imag) of an operand of complex arithmetic, or None."""
    if type(v) is complex or isinstance(v, complex):
        return v._re, v._im
    if isinstance(v, (int, float)):
        return float(v), 0.0
    return None


def _complex_quot(ar, ai, br, bi):
    """a / b as CPython computes it (scaled by the larger of b's parts)."""
    abs_br, abs_bi = abs(br), abs(bi)
    if abs_br >= abs_bi:
        if abs_br == 0.0:
            raise ZeroDivisionError("complex division by zero")
        ratio = bi / br
        denom = br + bi * ratio
        return (ar + ai * ratio) / denom, (ai - ar * ratio) / denom
    if abs_bi >= abs_br:
        ratio = br / bi
        denom = br * ratio + bi
        return (ar * ratio + ai) / denom, (ai * ratio - ar) / denom
    nan = float("nan")
    return nan, nan


def _complex_pow(ar, ai, br, bi):
    import math
    if br == 0.0 and bi == 0.0:
        return 1.0, 0.0
    if ar == 0.0 and ai == 0.0:
        if bi != 0.0 or br < 0.0:
            raise ZeroDivisionError("0.0 to a negative or complex power")
        return 0.0, 0.0
    vabs = math.hypot(ar, ai)
    length = vabs ** br
    at = math.atan2(ai, ar)
    phase = at * br
    if bi != 0.0:
        length /= math.exp(at * bi)
        phase += bi * math.log(vabs)
    return length * math.cos(phase), length * math.sin(phase)


def _complex_powi(ar, ai, n):
    """x ** n for an int n by repeated squaring, as CPython does for |n| <= 100."""
    if n < 0:
        r = _complex_powi(ar, ai, -n)
        return _complex_quot(1.0, 0.0, r[0], r[1])
    rr, ri = 1.0, 0.0
    pr, pi = ar, ai
    mask = 1
    while mask > 0 and n >= mask:
        if n & mask:
            rr, ri = rr * pr - ri * pi, rr * pi + ri * pr
        mask <<= 1
        pr, pi = pr * pr - pi * pi, pr * pi + pi * pr
    return rr, ri


def _parse_complex(text):
    s = text.strip()
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1].strip()
    bad = ValueError("complex() arg is a malformed string")
    if not s or " " in s:
        raise bad
    if s[-1] in "jJ":
        body = s[:-1]
        # The imaginary part starts at the last sign not after an 'e'.
        cut = 0
        for i in range(len(body) - 1, 0, -1):
            if body[i] in "+-" and body[i - 1] not in "eE":
                cut = i
                break
        real_text, imag_text = body[:cut], body[cut:]
        if imag_text in ("", "+", "-"):
            imag_text += "1"
        try:
            real = float(real_text) if real_text else 0.0
            imag = float(imag_text)
        except ValueError:
            raise bad from None
        if "_" in s and ("__" in s or s.startswith("_")):
            raise bad
        return real, imag
    try:
        return float(s), 0.0
    except ValueError:
        raise bad from None


class complex:
    """complex(real=0, imag=0): a complex number (two floats)."""
    __module__ = "builtins"
    __slots__ = ("_re", "_im")

    def __new__(cls, real=0, imag=None):
        if isinstance(real, str):
            if imag is not None:
                raise TypeError("complex() can't take second arg if first is a string")
            re_, im_ = _parse_complex(real)
        else:
            re_, im_ = cls._part(real, "first")
            if imag is not None:
                if isinstance(imag, str):
                    raise TypeError("complex() second arg can't be a string")
                br, bi = cls._part(imag, "second")
                # As CPython: a real second argument is the imaginary part
                # itself (its sign kept), a complex one adds its parts.
                if isinstance(imag, complex) or hasattr(type(imag), "__complex__"):
                    re_ -= bi
                im_ = br + im_ if isinstance(real, complex) else br
        self = object.__new__(cls)
        object.__setattr__(self, "_re", re_)
        object.__setattr__(self, "_im", im_)
        return self

    @staticmethod
    def _part(v, which):
        if isinstance(v, complex):
            return v._re, v._im
        if isinstance(v, (int, float)):
            return float(v), 0.0
        conv = getattr(type(v), "__complex__", None)
        if conv is not None:
            c = conv(v)
            if not isinstance(c, complex):
                raise TypeError("__complex__ returned non-complex (type %s)" % type(c).__name__)
            return c._re, c._im
        for name in ("__float__", "__index__"):
            if getattr(type(v), name, None) is not None:
                return float(v), 0.0
        if which == "first":
            raise TypeError("complex() first argument must be a string or a number, not '%s'" % type(v).__name__)
        raise TypeError("complex() second argument must be a number, not '%s'" % type(v).__name__)

    def __setattr__(self, name, value):
        raise AttributeError("'complex' object attribute '%s' is read-only" % name if name in ("real", "imag")
                             else "'complex' object has no attribute '%s'" % name)

    @property
    def real(self):
        return self._re

    @property
    def imag(self):
        return self._im

    def conjugate(self):
        return complex(self._re, -self._im)

    def __repr__(self):
        re_, im_ = self._re, self._im
        if re_ == 0.0 and math_copysign(1.0, re_) == 1.0:
            return _float_text(im_) + "j"
        sign = "-" if (im_ < 0 or (im_ == 0 and math_copysign(1.0, im_) < 0)) else "+"
        imag_text = _float_text(abs(im_)) if im_ == im_ else "nan"
        return "(" + _float_text(re_) + sign + imag_text + "j)"

    __str__ = __repr__

    def __format__(self, spec):
        if not spec:
            return str(self)
        import re as _re
        m = _re.fullmatch(r"(?:(.)?([<>^=]))?([-+ ]?)(z?)(#?)(0?)(\d*)([,_]?)(?:\.(\d+))?([eEfFgGn]?)", spec)
        if m is None or m.group(2) == "=" or m.group(6):
            raise ValueError("Invalid format specifier '%s' for object of type 'complex'" % spec)
        fill, align, sign, _z, alt, _zero, width, group, prec, kind = m.groups()
        inner = alt + group + ("." + prec if prec is not None else "") + (kind or ("g" if prec is not None else ""))
        if not kind and prec is None:
            body = str(self)
        else:
            real_part = format(self._re, sign + inner)
            imag_part = format(self._im, "+" + inner)
            body = real_part + imag_part + "j"
            if not kind:
                body = "(" + body + ")"
        width = int(width) if width else 0
        fill = fill or " "
        pad = width - len(body)
        if pad <= 0:
            return body
        if align == "<":
            return body + fill * pad
        if align == "^":
            return fill * (pad // 2) + body + fill * (pad - pad // 2)
        return fill * pad + body

    def __hash__(self):
        h = hash(self._re) + 1000003 * hash(self._im)
        h = ((h + (1 << 63)) % (1 << 64)) - (1 << 63)
        return -2 if h == -1 else h

    def __eq__(self, other):
        if isinstance(other, complex):
            return self._re == other._re and self._im == other._im
        if isinstance(other, (int, float)):
            return self._im == 0.0 and self._re == other
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __bool__(self):
        return self._re != 0.0 or self._im != 0.0

    def __neg__(self):
        return complex(-self._re, -self._im)

    def __pos__(self):
        return complex(self._re, self._im)

    def __abs__(self):
        import math
        if math.isinf(self._re) or math.isinf(self._im):
            return float("inf")
        r = math.hypot(self._re, self._im)
        if math.isinf(r):
            raise OverflowError("absolute value too large")
        return r

    def __add__(self, other):
        o = _as_complex_parts(other)
        return NotImplemented if o is None else complex(self._re + o[0], self._im + o[1])

    __radd__ = __add__

    def __sub__(self, other):
        o = _as_complex_parts(other)
        return NotImplemented if o is None else complex(self._re - o[0], self._im - o[1])

    def __rsub__(self, other):
        o = _as_complex_parts(other)
        return NotImplemented if o is None else complex(o[0] - self._re, o[1] - self._im)

    def __mul__(self, other):
        o = _as_complex_parts(other)
        if o is None:
            return NotImplemented
        ar, ai, br, bi = self._re, self._im, o[0], o[1]
        return complex(ar * br - ai * bi, ar * bi + ai * br)

    __rmul__ = __mul__

    def __truediv__(self, other):
        o = _as_complex_parts(other)
        if o is None:
            return NotImplemented
        return complex(*_complex_quot(self._re, self._im, o[0], o[1]))

    def __rtruediv__(self, other):
        o = _as_complex_parts(other)
        if o is None:
            return NotImplemented
        return complex(*_complex_quot(o[0], o[1], self._re, self._im))

    def __pow__(self, other, mod=None):
        if mod is not None:
            raise ValueError("complex modulo")
        o = _as_complex_parts(other)
        if o is None:
            return NotImplemented
        b = o[0]
        small_int = o[1] == 0.0 and b == b and abs(b) <= 100 and b == int(b)
        try:
            if small_int:
                try:
                    r = _complex_powi(self._re, self._im, int(b))
                except ZeroDivisionError:
                    raise ZeroDivisionError("0.0 to a negative or complex power") from None
            else:
                r = _complex_pow(self._re, self._im, o[0], o[1])
        except OverflowError:
            raise OverflowError("complex exponentiation") from None
        inf = float("inf")
        if abs(r[0]) == inf or abs(r[1]) == inf:
            raise OverflowError("complex exponentiation")
        return complex(r[0], r[1])

    def __rpow__(self, other):
        o = _as_complex_parts(other)
        if o is None:
            return NotImplemented
        return complex(o[0], o[1]).__pow__(self)

    def __floordiv__(self, other):
        return NotImplemented

    __rfloordiv__ = __mod__ = __rmod__ = __divmod__ = __rdivmod__ = __floordiv__

    def __int__(self):
        raise TypeError("int() argument must be a string, a bytes-like object or a real number, not 'complex'")

    def __float__(self):
        raise TypeError("float() argument must be a string or a real number, not 'complex'")

    def __complex__(self):
        return self

    def __getnewargs__(self):
        return (self._re, self._im)

    def __reduce__(self):
        return (complex, (self._re, self._im))


def math_copysign(a, b):
    import math
    return math.copysign(a, b)


import _memoryview

_mv_released = "operation forbidden on released memoryview object"
_mv_missing = object()
# The formats CPython's cast() knows (one native character, '@' allowed).
_mv_native_formats = "cbBhHiIlLqQnNfd?P"


def _mv_view(obj, start, step, length, readonly, format):
    """A view of `length` bytes of obj: obj[start], obj[start + step], ..."""
    view = object.__new__(memoryview)
    view._obj = obj
    view._start = start
    view._step = step
    view._len = length
    view._readonly = readonly
    view._format = format
    view._released = False
    view._hash = None
    return view


def _mv_span(start, step, length):
    """The slice of the underlying object that a view covers (without a
    step when it is 1: that slice copies fastest)."""
    if step == 1:
        return slice(start, start + length)
    if length == 0:
        return slice(0, 0)
    stop = start + length * step
    return slice(start, stop if stop >= 0 else None, step)


def _mv_index(key):
    """key as an index (an int or an object with __index__), or None."""
    if type(key) is int:
        i = key
    elif isinstance(key, int):
        i = int(key)
    elif hasattr(type(key), "__index__"):
        i = key.__index__()
    else:
        return None
    if not -9223372036854775808 <= i <= 9223372036854775807:
        raise IndexError("cannot fit 'int' into an index-sized integer")
    return i


def _mv_tuple_index(key):
    """The index of a one-dimensional view that the tuple key names, with
    CPython's errors for the tuples it does not take."""
    if all(_mv_index(k) is not None for k in key):
        if not key:
            raise NotImplementedError("sub-views are not implemented")
        if len(key) > 1:
            raise TypeError("cannot index 1-dimension view with %d-element tuple" % len(key))
        return _mv_index(key[0])
    return None


def _mv_byte(value):
    """value stored as format 'B' (an int from 0 to 255)."""
    if type(value) is int:
        v = value
    elif isinstance(value, int):
        v = int(value)
    elif hasattr(type(value), "__index__"):
        v = value.__index__()
    else:
        raise TypeError("memoryview: invalid type for format 'B'")
    if not 0 <= v <= 255:
        raise ValueError("memoryview: invalid value for format 'B'")
    return v


def _mv_source(value):
    """The bytes of the right-hand side of a slice assignment (a copy, so
    that a view of the same memory may be assigned)."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, bytearray):
        return bytes(value)
    if isinstance(value, memoryview):
        return value.tobytes()
    raise TypeError("a bytes-like object is required, not '%s'" % type(value).__name__)


def _mv_equal(v, w):
    if v._released:
        return v is w
    if isinstance(w, memoryview):
        if w._released:
            return v is w
        return v._len == w._len and v.tobytes() == w.tobytes()
    if isinstance(w, (bytes, bytearray)):
        return v._len == len(w) and v.tobytes() == w
    return NotImplemented


def _mv_iterator_next(self):
    view = self._view
    if view is None:
        raise StopIteration
    if self._left <= 0:
        self._view = None
        raise StopIteration
    if view._released:
        raise ValueError(_mv_released)
    k = self._next
    self._next = k + view._step
    self._left -= 1
    return view._obj[k]


def _mv_iterator_init(self, view):
    self._view = view
    self._next = view._start
    self._left = view._len


# What iter(memoryview) returns: the view's items, while it is not
# released. Made by type() so that its name is CPython's.
_mv_iterator = type("memory_iterator", (), {
    "__module__": "builtins",
    "__slots__": ("_view", "_next", "_left"),
    "__init__": _mv_iterator_init,
    "__iter__": lambda self: self,
    "__next__": _mv_iterator_next,
})


class memoryview:
    """memoryview(object): the bytes of a bytes, bytearray or memoryview
    object without a copy (format 'B', one dimension). A slice is a view of
    the same object: a view of a bytearray sees its later changes and writes
    into it; a view of bytes is read-only. Casts to other formats than 'B',
    several dimensions and array.array objects are not supported."""
    __module__ = "builtins"
    __slots__ = ("_obj", "_start", "_step", "_len", "_readonly", "_format", "_released", "_hash")

    # Item access, len() and tobytes() are native (`_memoryview`) for views
    # of format 'B'; those call the `_slow_` methods for everything else.
    __getitem__ = _memoryview.__getitem__
    __len__ = _memoryview.__len__
    tobytes = _memoryview.tobytes

    def __init_subclass__(cls, **kwargs):
        raise TypeError("type 'memoryview' is not an acceptable base type")

    def __new__(cls, *args, **kwargs):
        given = len(args) + len(kwargs)
        if given > 1:
            if args:
                raise TypeError("memoryview() takes at most 1 argument (%d given)" % given)
            raise TypeError("memoryview() takes at most 1 keyword argument (%d given)" % given)
        obj = args[0] if args else kwargs.get("object", _mv_missing)
        if obj is _mv_missing:
            raise TypeError("memoryview() missing required argument 'object' (pos 1)")
        if isinstance(obj, bytes):
            return _mv_view(obj, 0, 1, len(obj), True, "B")
        if isinstance(obj, bytearray):
            return _mv_view(obj, 0, 1, len(obj), False, "B")
        if isinstance(obj, memoryview):
            obj._check()
            return _mv_view(obj._obj, obj._start, obj._step, obj._len, obj._readonly, obj._format)
        if type(obj).__name__ == "array" and type(obj).__module__ == "array":
            raise NotImplementedError("memoryview: array.array objects are not supported by pith")
        raise TypeError("memoryview: a bytes-like object is required, not '%s'" % type(obj).__name__)

    def _check(self):
        if self._released:
            raise ValueError(_mv_released)

    def _position(self, i):
        """The index in the underlying object of the view's item i."""
        n = self._len
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("index out of bounds on dimension 1")
        return self._start + i * self._step

    # items

    def _slow___len__(self):
        if self._released:
            raise ValueError(_mv_released)
        return self._len

    def _slow___getitem__(self, key):
        if self._released:
            raise ValueError(_mv_released)
        if type(key) is int:
            n = self._len
            i = key + n if key < 0 else key
            if i < 0 or i >= n:
                _mv_index(key)
                raise IndexError("index out of bounds on dimension 1")
            return self._obj[self._start + i * self._step]
        if type(key) is slice:
            start, stop, step = key.indices(self._len)
            if step > 0:
                n = (stop - start + step - 1) // step if stop > start else 0
            else:
                n = (start - stop - step - 1) // -step if start > stop else 0
            view = object.__new__(memoryview)
            view._obj = self._obj
            view._start = self._start + start * self._step
            view._step = self._step * step
            view._len = n
            view._readonly = self._readonly
            view._format = self._format
            view._released = False
            view._hash = None
            return view
        i = _mv_index(key)
        if i is None and type(key) is tuple:
            i = _mv_tuple_index(key)
            if i is None and all(type(k) is slice for k in key):
                raise NotImplementedError("multi-dimensional slicing is not implemented")
        if i is None:
            raise TypeError("memoryview: invalid slice key")
        return self._obj[self._position(i)]

    def __setitem__(self, key, value):
        if self._released:
            raise ValueError(_mv_released)
        if self._readonly:
            raise TypeError("cannot modify read-only memory")
        i = _mv_index(key)
        if i is None and type(key) is slice:
            data = _mv_source(value)
            r = range(self._len)[key]
            if len(data) != len(r):
                raise ValueError("memoryview assignment: lvalue and rvalue have different structures")
            if data:
                self._obj[_mv_span(self._start + r.start * self._step, self._step * r.step, len(r))] = data
            return
        if i is None and type(key) is tuple:
            i = _mv_tuple_index(key)
            if i is None and all(type(k) is slice for k in key):
                raise NotImplementedError("memoryview slice assignments are currently restricted to ndim = 1")
        if i is None:
            raise TypeError("memoryview: invalid slice key")
        self._obj[self._position(i)] = _mv_byte(value)

    def __delitem__(self, key):
        if self._released:
            raise ValueError(_mv_released)
        if self._readonly:
            raise TypeError("cannot modify read-only memory")
        raise TypeError("cannot delete memory")

    def __iter__(self):
        if self._released:
            raise ValueError(_mv_released)
        return _mv_iterator(self)

    # copies

    def _slow_tobytes(self, order=None):
        if self._released:
            raise ValueError(_mv_released)
        if order is not None:
            if not isinstance(order, str):
                raise TypeError("tobytes() argument 'order' must be str or None, not %s" % type(order).__name__)
            if order not in ("C", "F", "A"):
                raise ValueError("order must be 'C', 'F' or 'A'")
        data = self._obj[_mv_span(self._start, self._step, self._len)]
        return data if type(data) is bytes else bytes(data)

    def __bytes__(self):
        return self.tobytes()

    def tolist(self):
        if self._released:
            raise ValueError(_mv_released)
        return list(self._obj[_mv_span(self._start, self._step, self._len)])

    def hex(self, *args, **kwargs):
        return self.tobytes().hex(*args, **kwargs)

    # new views

    def toreadonly(self):
        if self._released:
            raise ValueError(_mv_released)
        return _mv_view(self._obj, self._start, self._step, self._len, True, self._format)

    def cast(self, format=_mv_missing, shape=None):
        if self._released:
            raise ValueError(_mv_released)
        if format is _mv_missing:
            raise TypeError("cast() missing required argument 'format' (pos 1)")
        if not isinstance(format, str):
            raise TypeError("cast() argument 'format' must be str, not %s" % type(format).__name__)
        if not self.c_contiguous:
            raise TypeError("memoryview: casts are restricted to C-contiguous views")
        if shape is not None:
            if self._len == 0:
                raise TypeError("memoryview: cannot cast view with zeros in shape or strides")
            if not isinstance(shape, (list, tuple)):
                raise TypeError("shape must be a list or a tuple")
            if len(shape) > 64:
                raise ValueError("memoryview: number of dimensions must not exceed 64")
        char = format[1:] if format[:1] == "@" else format
        if len(char) != 1 or char not in _mv_native_formats:
            raise ValueError("memoryview: destination format must be a native single character format "
                             "prefixed with an optional '@'")
        if char != "B":
            raise NotImplementedError("memoryview: cast to format %r is not supported by pith" % format)
        if shape is not None:
            total = 1
            for n in shape:
                if not isinstance(n, int):
                    raise TypeError("memoryview.cast(): elements of shape must be integers")
                if n <= 0:
                    raise ValueError("memoryview.cast(): elements of shape must be integers > 0")
                total *= n
            if total != self._len:
                raise TypeError("memoryview: product(shape) * itemsize != buffer size")
            if len(shape) != 1:
                raise NotImplementedError("memoryview: casts to %d dimensions are not supported by pith"
                                          % len(shape))
        return _mv_view(self._obj, self._start, self._step, self._len, self._readonly, format)

    def release(self):
        self._released = True

    def __enter__(self):
        if self._released:
            raise ValueError(_mv_released)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.release()

    # comparison

    def __eq__(self, other):
        return _mv_equal(self, other)

    def __ne__(self, other):
        equal = _mv_equal(self, other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self):
        h = self._hash
        if h is None:
            if self._released:
                raise ValueError(_mv_released)
            if not self._readonly:
                raise ValueError("cannot hash writable memoryview object")
            # The underlying object must be hashable too (a bytearray is not).
            hash(self._obj)
            h = self._hash = hash(self.tobytes())
        return h

    def __reduce__(self):
        raise TypeError("cannot pickle 'memoryview' object")

    def __reduce_ex__(self, protocol):
        raise TypeError("cannot pickle memoryview objects")

    def __repr__(self):
        if self._released:
            return "<released memory at %#x>" % id(self)
        return "<memory at %#x>" % id(self)

    # attributes

    @property
    def obj(self):
        self._check()
        return self._obj

    @property
    def nbytes(self):
        self._check()
        return self._len

    @property
    def readonly(self):
        self._check()
        return self._readonly

    @property
    def itemsize(self):
        self._check()
        return 1

    @property
    def format(self):
        self._check()
        return self._format

    @property
    def ndim(self):
        self._check()
        return 1

    @property
    def shape(self):
        self._check()
        return (self._len,)

    @property
    def strides(self):
        self._check()
        return (self._step,)

    @property
    def suboffsets(self):
        self._check()
        return ()

    @property
    def c_contiguous(self):
        self._check()
        return self._step == 1 or self._len <= 1

    @property
    def f_contiguous(self):
        return self.c_contiguous

    @property
    def contiguous(self):
        return self.c_contiguous


_memoryview.install(memoryview)


class GenericAlias:
    """`list[int]` and the like: a builtin class with type arguments
    (types.GenericAlias). Calling it calls the class; attributes not its
    own are the class's."""
    __module__ = "types"

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        object.__setattr__(self, "__origin__", origin)
        object.__setattr__(self, "__args__", args)
        object.__setattr__(self, "__parameters__", ())

    def __repr__(self):
        def text(a):
            if a is Ellipsis:
                return "..."
            if isinstance(a, type):
                if a.__module__ == "builtins":
                    return a.__qualname__
                return "%s.%s" % (a.__module__, a.__qualname__)
            return repr(a)
        args = ", ".join(text(a) for a in self.__args__) if self.__args__ else "()"
        return "%s[%s]" % (text(self.__origin__), args)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __getitem__(self, item):
        raise TypeError("%r is not a generic class" % self)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")

    def __or__(self, other):
        return self.__origin__ | (other.__origin__ if isinstance(other, GenericAlias) else other)

    def __ror__(self, other):
        return (other.__origin__ if isinstance(other, GenericAlias) else other) | self.__origin__
