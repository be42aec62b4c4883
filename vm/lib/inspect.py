"""inspect for pith: the type predicates (isclass, isfunction, ismethod,
isgenerator, isgeneratorfunction, iscoroutinefunction, isbuiltin,
isroutine, ismodule, ...), getmembers, getmro, getmodule, getfile, getdoc,
cleandoc, unwrap, getattr_static, signature() with Signature, Parameter
and BoundArguments, and getfullargspec.

signature() reads a Python function's parameters from its code object,
and handles bound methods, classes, callable instances, functools.partial
and __signature__. Refused with NotImplementedError: the signatures of
builtins and builtin types (pith's builtins carry no __text_signature__),
getsource/getsourcelines, getcallargs, getclosurevars (functions have no
__closure__), stack, trace and the generator and coroutine states (pith's
generators have no frames). A build whose functions have no __code__
refuses signature() and the function-kind predicates of functions.
"""
import sys
import types
from keyword import iskeyword

__all__ = ["isclass", "isfunction", "ismethod", "isgenerator", "isgeneratorfunction", "iscoroutine",
           "iscoroutinefunction", "isasyncgen", "isasyncgenfunction", "isawaitable", "isbuiltin",
           "isroutine", "ismodule", "isabstract", "isdatadescriptor", "ismethoddescriptor",
           "isgetsetdescriptor", "ismemberdescriptor", "isframe", "iscode", "istraceback",
           "getmembers", "getmro", "getmodule", "getdoc", "cleandoc", "getfile", "unwrap",
           "getattr_static", "signature", "Signature", "Parameter", "BoundArguments"]


def _refuse(what, why):
    return NotImplementedError("inspect." + what + " is not supported by pith: " + why)


_NO_CODE = "pith's functions have no __code__"
_NO_FRAMES = "pith does not expose the stack of frames"


# --- what kind of object -------------------------------------------------

def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, types.CoroutineType)


def isasyncgen(object):
    return False


def isawaitable(object):
    return iscoroutine(object) or hasattr(type(object), "__await__")


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def isframe(object):
    return False


def iscode(object):
    return False


def istraceback(object):
    return False


def _code_flags(object, what):
    """The code flags of a function (through bound methods and
    functools.partial), or 0 for what is not a Python function."""
    while True:
        if isinstance(object, types.MethodType):
            object = object.__func__
        elif _is_partial(object):
            object = object.func
        else:
            break
    if not isfunction(object):
        return 0
    code = getattr(object, "__code__", None)
    if code is None:
        raise _refuse(what + "() of a function", _NO_CODE + " in this build (its flags are not visible)")
    return code.co_flags


def isgeneratorfunction(object):
    # (pith's coroutine functions have the generator flag as well.)
    flags = _code_flags(object, "isgeneratorfunction")
    return bool(flags & CO_GENERATOR) and not flags & (CO_COROUTINE | CO_ASYNC_GENERATOR)


def iscoroutinefunction(object):
    return bool(_code_flags(object, "iscoroutinefunction") & CO_COROUTINE)


def isasyncgenfunction(object):
    return bool(_code_flags(object, "isasyncgenfunction") & CO_ASYNC_GENERATOR)


def ismethoddescriptor(object):
    if isinstance(object, (classmethod, staticmethod)):
        return True
    if isclass(object) or ismethod(object) or isfunction(object) or isinstance(object, property):
        return False
    tp = type(object)
    return hasattr(tp, "__get__") and not hasattr(tp, "__set__")


def isdatadescriptor(object):
    if isinstance(object, property):
        return True
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")


def isgetsetdescriptor(object):
    return False


def ismemberdescriptor(object):
    return False


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object) or ismethoddescriptor(object)


def isabstract(object):
    if not isinstance(object, type):
        return False
    return bool(getattr(object, "__abstractmethods__", False))


# --- members, classes, modules, documentation ----------------------------

def getmro(cls):
    return cls.__mro__


def getmembers(object, predicate=None):
    """(name, value) pairs of dir(object), sorted by name; a name getattr
    cannot read is looked up in the class dictionaries of a class."""
    mro = getmro(object) if isclass(object) else ()
    results = []
    for key in dir(object):
        try:
            value = getattr(object, key)
        except AttributeError:
            for base in mro:
                if key in base.__dict__:
                    value = base.__dict__[key]
                    break
            else:
                continue
        if predicate is None or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results


_sentinel = object()


def getattr_static(obj, attr, default=_sentinel):
    """The attribute as stored, without calling a descriptor or
    __getattr__: a data descriptor (property) of the class, then the
    instance's __dict__, then the dictionaries of the classes of the MRO."""
    if isclass(obj):
        classes = obj.__mro__ + type(obj).__mro__
        own = {}
    else:
        classes = type(obj).__mro__
        try:
            own = obj.__dict__
        except AttributeError:
            own = {}
    found = _sentinel
    for cls in classes:
        if attr in cls.__dict__:
            found = cls.__dict__[attr]
            break
    if attr in own and not isdatadescriptor(found):
        return own[attr]
    if found is not _sentinel:
        return found
    if default is not _sentinel:
        return default
    raise AttributeError(attr)


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    name = getattr(object, "__module__", None)
    if name is None:
        return None
    return sys.modules.get(name)


def getfile(object):
    if ismodule(object):
        if getattr(object, "__file__", None):
            return object.__file__
        raise TypeError("{!r} is a built-in module".format(object))
    if isclass(object):
        module = sys.modules.get(object.__module__)
        if module is not None and getattr(module, "__file__", None):
            return module.__file__
        raise TypeError("{!r} is a built-in class".format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        code = getattr(object, "__code__", None)
        if code is None:
            raise _refuse("getfile() of a function", _NO_CODE + " in this build")
        return code.co_filename
    raise TypeError("module, class, method, function, traceback, frame, or code object was expected, got "
                    + type(object).__name__)


def getsourcefile(object):
    return getfile(object)


def _expand_margin(lines):
    """The smallest indentation of the lines that are not blank."""
    margin = None
    for line in lines:
        stripped = line.lstrip()
        if stripped:
            indent = len(line) - len(stripped)
            if margin is None or indent < margin:
                margin = indent
    return margin or 0


def cleandoc(doc):
    """A docstring without its indentation: the first line's leading
    whitespace goes, the rest lose their common indentation, tabs become
    spaces, and blank lines at the start and the end go."""
    lines = doc.expandtabs().split("\n")
    margin = _expand_margin(lines[1:])
    lines[0] = lines[0].lstrip()
    for i in range(1, len(lines)):
        lines[i] = lines[i][margin:]
    start = 0
    while start < len(lines) and not lines[start]:
        start += 1
    end = len(lines)
    while end > start and not lines[end - 1]:
        end -= 1
    return "\n".join(lines[start:end])


def _owner_class(func):
    """The class whose body defined `func`, found through its module and
    __qualname__ (None for a function defined elsewhere)."""
    parts = getattr(func, "__qualname__", "").split(".")
    if len(parts) < 2 or "<locals>" in parts:
        return None
    owner = sys.modules.get(getattr(func, "__module__", None))
    for name in parts[:-1]:
        owner = getattr(owner, name, None)
    return owner if isclass(owner) else None


def _inherited_doc(obj):
    """The doc a class, method or property inherits when it has none."""
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                doc = base.__doc__
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        owner = obj.__self__
        cls = owner if isclass(owner) else type(owner)
    elif isfunction(obj):
        name = obj.__name__
        cls = _owner_class(obj)
    elif isinstance(obj, property):
        if obj.fget is None:
            return None
        name = obj.fget.__name__
        cls = _owner_class(obj.fget)
    else:
        return None
    if cls is None:
        return None
    for base in cls.__mro__:
        doc = getattr(base.__dict__.get(name), "__doc__", None)
        if doc is not None:
            return doc
    return None


def getdoc(object):
    """The object's docstring cleaned up (cleandoc), or the one it inherits
    from a base class; None when there is none."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _inherited_doc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def unwrap(func, *, stop=None):
    """Follows the chain of __wrapped__ attributes to its end (or to the
    first function for which stop(function) is true)."""
    f = func
    seen = {id(f)}
    while hasattr(f, "__wrapped__") and not (stop is not None and stop(f)):
        f = f.__wrapped__
        if id(f) in seen:
            raise ValueError("wrapper loop when unwrapping {!r}".format(func))
        seen.add(id(f))
    return f


# --- signatures ----------------------------------------------------------

class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A marker meaning 'not given' for replace()."""


class _KindType(type):
    def __repr__(cls):
        return "<enum '_ParameterKind'>"

    def __call__(cls, value):
        for member in cls._members:
            if member == value:
                return member
        raise ValueError("{!r} is not a valid _ParameterKind".format(value))

    def __iter__(cls):
        return iter(cls._members)

    def __len__(cls):
        return len(cls._members)


class _ParameterKind(int, metaclass=_KindType):
    """How an argument binds to a parameter (an int enumeration)."""
    _members = []

    @property
    def name(self):
        return self._name

    @property
    def value(self):
        return int(self)

    @property
    def description(self):
        return self._description

    def __repr__(self):
        return "<_ParameterKind." + self._name + ": " + str(int(self)) + ">"

    def __str__(self):
        return self._name

    def __format__(self, spec):
        return format(self._name, spec)


def _make_kinds():
    for number, name, description in [(0, "POSITIONAL_ONLY", "positional-only"),
                                      (1, "POSITIONAL_OR_KEYWORD", "positional or keyword"),
                                      (2, "VAR_POSITIONAL", "variadic positional"),
                                      (3, "KEYWORD_ONLY", "keyword-only"),
                                      (4, "VAR_KEYWORD", "variadic keyword")]:
        member = int.__new__(_ParameterKind, number)
        member._name = name
        member._description = description
        _ParameterKind._members.append(member)
        setattr(_ParameterKind, name, member)


_make_kinds()
_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type):
        # (pith's builtin types have no __module__.)
        module = getattr(annotation, "__module__", "builtins")
        if module in ("builtins", base_module):
            return annotation.__qualname__
        return module + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """One parameter of a Signature: name, kind, default, annotation
    (Parameter.empty when there is none)."""
    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError("value {!r} is not a valid Parameter.kind".format(kind)) from None
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError("{} parameters cannot have default values".format(self._kind.description))
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError("name must be a str, not a {}".format(type(name).__name__))
        if name[0] == "." and name[1:].isdigit():
            # The implicit argument of a comprehension's code.
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError("implicit arguments must be passed as positional or keyword arguments, "
                                 "not {}".format(self._kind.description))
            self._kind = _POSITIONAL_ONLY
            name = "implicit" + name[1:]
        if not name.isidentifier() or (iskeyword(name) and self._kind is not _POSITIONAL_ONLY):
            raise ValueError("{!r} is not a valid parameter name".format(name))
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text += ": " + formatannotation(self._annotation)
        if self._default is not _empty:
            text += (" = " if self._annotation is not _empty else "=") + repr(self._default)
        if self._kind == _VAR_POSITIONAL:
            return "*" + text
        if self._kind == _VAR_KEYWORD:
            return "**" + text
        return text

    def __repr__(self):
        return '<{} "{}">'.format(type(self).__name__, self)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind
                and self._default == other._default and self._annotation == other._annotation)


class BoundArguments:
    """What Signature.bind gives: `arguments` (a dict, parameter name to
    value), and `args` / `kwargs` to call the function again with."""
    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for param in self._signature.parameters.values():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY) or param.name not in self.arguments:
                break
            value = self.arguments[param.name]
            if param.kind == _VAR_POSITIONAL:
                args.extend(value)
            else:
                args.append(value)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for param in self._signature.parameters.values():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif param.name not in self.arguments:
                    started = True
                    continue
            if not started or param.name not in self.arguments:
                continue
            value = self.arguments[param.name]
            if param.kind == _VAR_KEYWORD:
                kwargs.update(value)
            else:
                kwargs[param.name] = value
        return kwargs

    def apply_defaults(self):
        """Fills in the defaults of the parameters not bound (an empty
        tuple for *args, an empty dict for **kwargs)."""
        filled = {}
        for param in self._signature.parameters.values():
            if param.name in self.arguments:
                filled[param.name] = self.arguments[param.name]
            elif param.default is not _empty:
                filled[param.name] = param.default
            elif param.kind == _VAR_POSITIONAL:
                filled[param.name] = ()
            elif param.kind == _VAR_KEYWORD:
                filled[param.name] = {}
        self.arguments = filled

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        return "<{} ({})>".format(type(self).__name__,
                                  ", ".join("{}={!r}".format(k, v) for k, v in self.arguments.items()))


def _check_order(parameters):
    """A dict of the parameters by name, checked as CPython checks them."""
    by_name = {}
    top_kind = _POSITIONAL_ONLY
    seen_default = False
    for param in parameters:
        kind = param.kind
        if kind < top_kind:
            raise ValueError("wrong parameter order: {} parameter before {} parameter".format(
                top_kind.description, kind.description))
        top_kind = kind
        if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
            if param.default is _empty:
                if seen_default:
                    raise ValueError("non-default argument follows default argument")
            else:
                seen_default = True
        if param.name in by_name:
            raise ValueError("duplicate parameter name: {!r}".format(param.name))
        by_name[param.name] = param
    return by_name


class Signature:
    """The parameters of a callable (an ordered mapping, name to Parameter)
    and its return annotation."""
    __slots__ = ("_parameters", "_return_annotation")

    empty = _empty
    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            params = {}
        elif __validate_parameters__:
            params = _check_order(parameters)
        else:
            params = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_from_callable(cls, obj, follow_wrapped)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self._parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _key(self):
        positional = tuple(p for p in self._parameters.values() if p.kind != _KEYWORD_ONLY)
        keyword = {p.name: p for p in self._parameters.values() if p.kind == _KEYWORD_ONLY}
        return positional, keyword, self._return_annotation

    def __hash__(self):
        positional, keyword, ret = self._key()
        return hash((positional, frozenset(keyword.values()), ret))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._key() == other._key()

    def _bind(self, args, kwargs, partial):
        kwargs = dict(kwargs)
        arguments = {}
        params = list(self._parameters.values())
        i = 0
        # Positional arguments, in order, to the parameters that take them.
        for n, value in enumerate(args):
            if i == len(params) or params[i].kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                raise TypeError("too many positional arguments")
            param = params[i]
            if param.kind == _VAR_POSITIONAL:
                arguments[param.name] = tuple(args[n:])
                i += 1
                break
            if param.kind != _POSITIONAL_ONLY and param.name in kwargs:
                raise TypeError("multiple values for argument {!r}".format(param.name))
            arguments[param.name] = value
            i += 1
        # The parameters left, from keyword arguments or their defaults.
        var_keyword = None
        for param in params[i:]:
            if param.kind == _VAR_KEYWORD:
                var_keyword = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            if param.name in kwargs:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError("{!r} parameter is positional only, but was passed as a keyword".format(
                        param.name))
                arguments[param.name] = kwargs.pop(param.name)
            elif not partial and param.default is _empty:
                raise TypeError("missing a required argument: {!r}".format(param.name))
        if kwargs:
            if var_keyword is None:
                raise TypeError("got an unexpected keyword argument {!r}".format(next(iter(kwargs))))
            arguments[var_keyword.name] = kwargs
        return self._bound_arguments_cls(self, arguments)

    def bind(self, *args, **kwargs):
        return self._bind(args, kwargs, False)

    def bind_partial(self, *args, **kwargs):
        return self._bind(args, kwargs, True)

    def __str__(self):
        parts = []
        slash_pending = False
        star_needed = True
        for param in self._parameters.values():
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                slash_pending = True
            elif slash_pending:
                parts.append("/")
                slash_pending = False
            if kind == _VAR_POSITIONAL:
                star_needed = False
            elif kind == _KEYWORD_ONLY and star_needed:
                parts.append("*")
                star_needed = False
            parts.append(str(param))
        if slash_pending:
            parts.append("/")
        text = "(" + ", ".join(parts) + ")"
        if self._return_annotation is not _empty:
            text += " -> " + formatannotation(self._return_annotation)
        return text

    def __repr__(self):
        return "<{} {}>".format(type(self).__name__, self)


CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_NESTED = 0x10
CO_GENERATOR = 0x20
CO_NOFREE = 0x40
CO_COROUTINE = 0x80
CO_ITERABLE_COROUTINE = 0x100
CO_ASYNC_GENERATOR = 0x200


def _code(func):
    """The function's code object, or a refusal when pith gives none."""
    code = getattr(func, "__code__", None)
    if code is None:
        raise _refuse("signature() of a function", _NO_CODE + " in this build")
    return code


def _signature_from_function(cls, func):
    """The parameters of a Python function, from its code object (names,
    counts, flags), __defaults__, __kwdefaults__ and __annotations__."""
    code = _code(func)
    names = code.co_varnames
    npos = code.co_argcount
    nposonly = code.co_posonlyargcount
    nkwonly = code.co_kwonlyargcount
    annotations = getattr(func, "__annotations__", None) or {}
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    first_default = npos - len(defaults)
    params = []
    for i in range(npos):
        name = names[i]
        kind = _POSITIONAL_ONLY if i < nposonly else _POSITIONAL_OR_KEYWORD
        default = defaults[i - first_default] if i >= first_default else _empty
        params.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    index = npos + nkwonly
    if code.co_flags & CO_VARARGS:
        name = names[index]
        index += 1
        params.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
    for name in names[npos:npos + nkwonly]:
        params.append(Parameter(name, _KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                annotation=annotations.get(name, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = names[index]
        params.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    return cls(params, return_annotation=annotations.get("return", _empty), __validate_parameters__=False)


def _without_first(sig):
    """The signature of a bound method: the first parameter (self) goes,
    unless it is *args."""
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind in (_POSITIONAL_OR_KEYWORD, _POSITIONAL_ONLY):
        params = params[1:]
    return sig.replace(parameters=params)


def _signature_of_partial(sig, partial):
    """What a functools.partial leaves of the signature of its function:
    positional arguments given are gone, keywords given become defaults
    (and the parameters after one given by keyword become keyword-only)."""
    args = partial.args or ()
    keywords = partial.keywords or {}
    try:
        bound = sig.bind_partial(*args, **keywords)
    except TypeError as ex:
        raise ValueError("partial object {!r} has incorrect arguments".format(partial)) from ex
    kept = []
    moved = []
    to_keyword = False
    for name, param in sig.parameters.items():
        if name in bound.arguments:
            value = bound.arguments[name]
            if param.kind == _POSITIONAL_ONLY:
                continue
            if param.kind == _POSITIONAL_OR_KEYWORD:
                if name not in keywords:
                    continue
                to_keyword = True
                param = param.replace(default=value)
            elif param.kind == _KEYWORD_ONLY:
                param = param.replace(default=value)
        if to_keyword:
            if param.kind == _POSITIONAL_OR_KEYWORD:
                moved.append(param.replace(kind=_KEYWORD_ONLY))
                continue
            if param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                moved.append(param)
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
        kept.append(param)
    return sig.replace(parameters=_move_to_end(kept, moved))


def _move_to_end(kept, moved):
    """The parameters in the order an OrderedDict gets them when each of
    `moved` is moved to its end in turn."""
    names = {p.name for p in moved}
    return [p for p in kept if p.name not in names] + moved


def _user_method(cls, name):
    """cls.<name> when it is a Python method (not one of pith's builtins)."""
    method = getattr(cls, name, None)
    if method is None or isinstance(method, types.BuiltinFunctionType):
        return None
    return method


def _is_builtin_class(cls):
    return getattr(cls, "__module__", "builtins") == "builtins" and cls is not object


def _signature_of_class(cls, obj, follow_wrapped, skip_bound_arg):
    call = _user_method(type(obj), "__call__")
    if call is not None:
        sig = _signature_from_callable(cls, call, follow_wrapped, skip_bound_arg)
    else:
        sig = None
        new = _user_method(obj, "__new__")
        init = _user_method(obj, "__init__")
        for base in obj.__mro__:
            if new is not None and "__new__" in base.__dict__:
                sig = _signature_from_callable(cls, new, follow_wrapped, skip_bound_arg)
                break
            if init is not None and "__init__" in base.__dict__:
                sig = _signature_from_callable(cls, init, follow_wrapped, skip_bound_arg)
                break
        if sig is None:
            if type in obj.__mro__ or any(_is_builtin_class(base) for base in obj.__mro__):
                raise _refuse("signature() of a builtin type or a class derived from one",
                              "pith's builtins carry no __text_signature__")
            return cls()
    return _without_first(sig) if skip_bound_arg else sig


def _signature_from_callable(cls, obj, follow_wrapped=True, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError("{!r} is not a callable object".format(obj))
    if isinstance(obj, types.MethodType):
        sig = _signature_from_callable(cls, obj.__func__, follow_wrapped, skip_bound_arg)
        return _without_first(sig) if skip_bound_arg else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__") or isinstance(f, types.MethodType))
        if isinstance(obj, types.MethodType):
            return _signature_from_callable(cls, obj, follow_wrapped, skip_bound_arg)
    try:
        sig = obj.__signature__
    except AttributeError:
        pass
    else:
        if sig is not None:
            if not isinstance(sig, Signature):
                raise TypeError("unexpected object {!r} in __signature__ attribute".format(sig))
            return sig
    if isfunction(obj):
        return _signature_from_function(cls, obj)
    if isinstance(obj, types.BuiltinFunctionType):
        raise _refuse("signature() of a builtin", "pith's builtins carry no __text_signature__")
    if _is_partial(obj):
        sig = _signature_from_callable(cls, obj.func, follow_wrapped, skip_bound_arg)
        return _signature_of_partial(sig, obj)
    if isinstance(obj, type):
        return _signature_of_class(cls, obj, follow_wrapped, skip_bound_arg)
    call = _user_method(type(obj), "__call__")
    if call is not None:
        sig = _signature_from_callable(cls, call, follow_wrapped, skip_bound_arg)
        return _without_first(sig) if skip_bound_arg else sig
    raise ValueError("callable {!r} is not supported by signature".format(obj))


def _is_partial(obj):
    functools = sys.modules.get("functools")
    return functools is not None and isinstance(obj, functools.partial)


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of a callable: a Python function (from its code
    object), a bound method (without self), a class (its __init__ or
    __new__, or its metaclass's __call__), an instance with __call__, a
    functools.partial, or anything carrying a __signature__."""
    return _signature_from_callable(Signature, obj, follow_wrapped)


def _fullargspec_type():
    from collections import namedtuple
    return namedtuple("FullArgSpec", "args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations")


FullArgSpec = _fullargspec_type()


def getfullargspec(func):
    """The names and default values of a callable's parameters, as the
    FullArgSpec named tuple (a bound method keeps its self)."""
    try:
        sig = _signature_from_callable(Signature, func, follow_wrapped=False, skip_bound_arg=False)
    except NotImplementedError:
        raise
    except Exception as ex:
        raise TypeError("unsupported callable") from ex
    args = []
    varargs = varkw = None
    posonly = []
    kwonly = []
    annotations = {}
    defaults = ()
    kwdefaults = {}
    if sig.return_annotation is not sig.empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind == _POSITIONAL_ONLY:
            posonly.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind == _POSITIONAL_OR_KEYWORD:
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind == _VAR_POSITIONAL:
            varargs = name
        elif kind == _KEYWORD_ONLY:
            kwonly.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        else:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    return FullArgSpec(posonly + args, varargs, varkw, defaults or None, kwonly, kwdefaults or None, annotations)


def getcallargs(func, *positional, **named):
    raise _refuse("getcallargs()", "not implemented; use signature(func).bind()")


def getclosurevars(func):
    raise _refuse("getclosurevars()", "pith's functions have no __closure__")


def getsource(object):
    raise _refuse("getsource()", "finding a definition's lines in its file is not implemented")


def getsourcelines(object):
    raise _refuse("getsourcelines()", "finding a definition's lines in its file is not implemented")


def currentframe():
    """The caller's frame, or None where the VM has no sys._getframe (as
    CPython documents for implementations without stack frames)."""
    if hasattr(sys, "_getframe"):
        return sys._getframe(1)
    return None


def stack(context=1):
    raise _refuse("stack()", _NO_FRAMES)


def trace(context=1):
    raise _refuse("trace()", _NO_FRAMES)


def getgeneratorstate(generator):
    raise _refuse("getgeneratorstate()", "pith's generators have no gi_frame or gi_running")


def getcoroutinestate(coroutine):
    raise _refuse("getcoroutinestate()", "pith's coroutines have no cr_frame or cr_running")
