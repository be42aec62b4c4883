"""getopt for pith: Unix-style command-line option parsing (`getopt`, which
stops at the first non-option, and `gnu_getopt`, which lets options and
operands mix) and GetoptError. Messages are CPython's."""
import os

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    """A bad option: `msg` says what is wrong, `opt` names the option."""
    opt = ""
    msg = ""

    def __init__(self, msg, opt=""):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


def _long_list(longopts):
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def getopt(args, shortopts, longopts=[]):
    """Parses options from the front of `args`; returns (options, rest)
    where options is a list of (option, value) pairs."""
    longopts = _long_list(longopts)
    opts = []
    while args and args[0].startswith("-") and args[0] != "-":
        if args[0] == "--":
            args = args[1:]
            break
        if args[0].startswith("--"):
            opts, args = _take_long(opts, args[0][2:], longopts, args[1:])
        else:
            opts, args = _take_shorts(opts, args[0][1:], shortopts, args[1:])
    return opts, args


def gnu_getopt(args, shortopts, longopts=[]):
    """Like getopt, but operands and options may come in any order (unless
    `shortopts` starts with '+' or POSIXLY_CORRECT is set)."""
    longopts = _long_list(longopts)
    opts = []
    operands = []
    options_first = False
    if shortopts.startswith("+"):
        shortopts = shortopts[1:]
        options_first = True
    elif os.environ.get("POSIXLY_CORRECT"):
        options_first = True
    while args:
        arg = args[0]
        if arg == "--":
            operands += args[1:]
            break
        if arg[:2] == "--":
            opts, args = _take_long(opts, arg[2:], longopts, args[1:])
        elif arg[:1] == "-" and arg != "-":
            opts, args = _take_shorts(opts, arg[1:], shortopts, args[1:])
        elif options_first:
            operands += args
            break
        else:
            operands.append(arg)
            args = args[1:]
    return opts, operands


def _take_long(opts, text, longopts, args):
    """One `--name[=value]` option (its name may be a unique prefix)."""
    value = None
    eq = text.find("=")
    if eq >= 0:
        text, value = text[:eq], text[eq + 1:]
    wants_value, name = _match_long(text, longopts)
    if wants_value:
        if value is None:
            if not args:
                raise GetoptError("option --%s requires argument" % name, name)
            value, args = args[0], args[1:]
    elif value is not None:
        raise GetoptError("option --%s must not have an argument" % name, name)
    opts.append(("--" + name, value or ""))
    return opts, args


def _match_long(name, longopts):
    """(takes a value, full name) of the long option `name` abbreviates."""
    candidates = [o for o in longopts if o.startswith(name)]
    if not candidates:
        raise GetoptError("option --%s not recognized" % name, name)
    if name in candidates:
        return False, name
    if name + "=" in candidates:
        return True, name
    if len(candidates) > 1:
        raise GetoptError("option --%s not a unique prefix" % name, name)
    full = candidates[0]
    if full.endswith("="):
        return True, full[:-1]
    return False, full


def _take_shorts(opts, letters, shortopts, args):
    """A cluster of short options (`-abc`, `-ofile`, `-o file`)."""
    while letters != "":
        letter, letters = letters[0], letters[1:]
        if _short_wants_value(letter, shortopts):
            if letters == "":
                if not args:
                    raise GetoptError("option -%s requires argument" % letter, letter)
                letters, args = args[0], args[1:]
            value, letters = letters, ""
        else:
            value = ""
        opts.append(("-" + letter, value))
    return opts, args


def _short_wants_value(letter, shortopts):
    for i in range(len(shortopts)):
        if letter == shortopts[i] != ":":
            return shortopts.startswith(":", i + 1)
    raise GetoptError("option -%s not recognized" % letter, letter)
