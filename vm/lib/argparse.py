"""argparse for pith: ArgumentParser with positional and optional arguments
(every action, nargs, const, default, type, choices, required, metavar,
dest), argument groups, mutually exclusive groups, subparsers, parent
parsers, conflict handlers, prefix_chars, fromfile_prefix_chars,
abbreviations, parse_args/parse_known_args/parse_intermixed_args, and help
and usage text wrapped as CPython's HelpFormatter wraps it (with the Raw*,
ArgumentDefaults and MetavarType formatters). Messages are CPython 3.11's.

The width of the help comes from the COLUMNS environment variable; pith
cannot ask the terminal for its size, so without COLUMNS it is 80 columns
(CPython's fallback when output is not a terminal).
"""
import os as _os
import re as _re
import sys as _sys

__all__ = ["ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction", "FileType",
           "HelpFormatter", "ArgumentDefaultsHelpFormatter", "RawDescriptionHelpFormatter",
           "RawTextHelpFormatter", "MetavarTypeHelpFormatter", "Namespace", "Action", "ONE_OR_MORE", "OPTIONAL",
           "PARSER", "REMAINDER", "SUPPRESS", "ZERO_OR_MORE"]

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."
_UNRECOGNIZED_ARGS_ATTR = "_unrecognized_args"


def _terminal_columns():
    try:
        columns = int(_os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    return columns if columns > 0 else 80


# --- namespaces and errors -------------------------------------------------

class _AttributeHolder:
    """repr as `Name(arg, name=value, ...)` from _get_args and _get_kwargs."""

    def __repr__(self):
        parts = [repr(arg) for arg in self._get_args()]
        star_args = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                parts.append("%s=%r" % (name, value))
            else:
                star_args[name] = value
        if star_args:
            parts.append("**%s" % repr(star_args))
        return "%s(%s)" % (type(self).__name__, ", ".join(parts))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_AttributeHolder):
    """The object parse_args returns: one attribute per destination."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return "/".join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return "{" + ",".join(argument.choices) + "}"
    return None


class ArgumentError(Exception):
    """An error in an argument's definition or in the command line for it."""

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type function to report a bad value with its own message."""


# --- help formatting -----------------------------------------------------------

class _Section:
    """A block of help (the root, or a titled group) holding items to format."""

    def __init__(self, formatter, parent, heading=None):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        formatter = self.formatter
        if self.parent is not None:
            formatter._indent()
        item_help = formatter._join_parts([func(*args) for func, args in self.items])
        if self.parent is not None:
            formatter._dedent()
        if not item_help:
            return ""
        if self.heading is not SUPPRESS and self.heading is not None:
            heading = "%*s%s:\n" % (formatter._current_indent, "", self.heading)
        else:
            heading = ""
        return formatter._join_parts(["\n", heading, item_help, "\n"])


class HelpFormatter:
    """Lays out usage, text and argument help in the terminal's width."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_columns() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = _Section(self, None)
        self._current_section = self._root_section
        self._whitespace_matcher = _re.compile(r"\s+", _re.ASCII)
        self._long_break_matcher = _re.compile(r"\n\n\n+")

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        assert self._current_indent >= 0, "Indent decreased below 0."
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = _Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, [usage, actions, groups, prefix])

    def add_argument(self, action):
        if action.help is not SUPPRESS:
            invocations = [self._format_action_invocation(action)]
            for subaction in self._iter_indented_subactions(action):
                invocations.append(self._format_action_invocation(subaction))
            invocation_length = max(len(s) for s in invocations) + self._current_indent
            self._action_max_length = max(self._action_max_length, invocation_length)
            self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._root_section.format_help()
        if text:
            text = self._long_break_matcher.sub("\n\n", text)
            text = text.strip("\n") + "\n"
        return text

    def _join_parts(self, part_strings):
        return "".join([part for part in part_strings if part and part is not SUPPRESS])

    # usage

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        prog = "%(prog)s" % dict(prog=self._prog)
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = prog
        else:
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            action_usage = self._format_actions_usage(optionals + positionals, groups)
            usage = " ".join([s for s in [prog, action_usage] if s])
            text_width = self._width - self._current_indent
            if len(prefix) + len(usage) > text_width:
                usage = self._wrapped_usage(prog, prefix, optionals, positionals, groups, text_width)
        return "%s%s\n\n" % (prefix, usage)

    def _wrapped_usage(self, prog, prefix, optionals, positionals, groups, text_width):
        """Usage over several lines: options first, then positionals, each
        part kept whole (a bracketed or parenthesized group is one part)."""
        opt_parts = _usage_parts(self._format_actions_usage(optionals, groups))
        pos_parts = _usage_parts(self._format_actions_usage(positionals, groups))

        def lines_of(parts, indent, prefix=None):
            lines = []
            line = []
            line_len = len(prefix) - 1 if prefix is not None else len(indent) - 1
            for part in parts:
                if line_len + 1 + len(part) > text_width and line:
                    lines.append(indent + " ".join(line))
                    line = []
                    line_len = len(indent) - 1
                line.append(part)
                line_len += len(part) + 1
            if line:
                lines.append(indent + " ".join(line))
            if prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            indent = " " * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = lines_of([prog] + opt_parts, indent, prefix)
                lines.extend(lines_of(pos_parts, indent))
            elif pos_parts:
                lines = lines_of([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            indent = " " * len(prefix)
            lines = lines_of(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = lines_of(opt_parts, indent) + lines_of(pos_parts, indent)
            lines = [prog] + lines
        return "\n".join(lines)

    def _format_actions_usage(self, actions, groups):
        group_actions = set()
        inserts = {}
        for group in groups:
            if not group._group_actions:
                raise ValueError(f"empty group {group}")
            try:
                start = actions.index(group._group_actions[0])
            except ValueError:
                continue
            count = len(group._group_actions)
            end = start + count
            if actions[start:end] != group._group_actions:
                continue
            suppressed = 0
            for action in group._group_actions:
                group_actions.add(action)
                if action.help is SUPPRESS:
                    suppressed += 1
            if not group.required:
                _add_insert(inserts, start, "[", " [")
                _add_insert(inserts, end, "]", "]")
            elif count - suppressed > 1:
                _add_insert(inserts, start, "(", " (")
                _add_insert(inserts, end, ")", ")")
            for i in range(start + 1, end):
                inserts[i] = "|"

        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if inserts.get(i) == "|":
                    inserts.pop(i)
                elif inserts.get(i + 1) == "|":
                    inserts.pop(i + 1)
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if action in group_actions and part[0] == "[" and part[-1] == "]":
                    part = part[1:-1]
                parts.append(part)
            else:
                option_string = action.option_strings[0]
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    args_string = self._format_args(action, self._get_default_metavar_for_optional(action))
                    part = "%s %s" % (option_string, args_string)
                if not action.required and action not in group_actions:
                    part = "[%s]" % part
                parts.append(part)

        for i in sorted(inserts, reverse=True):
            parts[i:i] = [inserts[i]]
        text = " ".join([item for item in parts if item is not None])
        text = _re.sub(r"([\[(]) ", r"\1", text)
        text = _re.sub(r" ([\])])", r"\1", text)
        text = _re.sub(r"[\[(] *[\])]", r"", text)
        return text.strip()

    # text and actions

    def _format_text(self, text):
        if "%(prog)" in text:
            text = text % dict(prog=self._prog)
        text_width = max(self._width - self._current_indent, 11)
        indent = " " * self._current_indent
        return self._fill_text(text, text_width, indent) + "\n\n"

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        action_width = help_position - self._current_indent - 2
        action_header = self._format_action_invocation(action)
        indent_first = 0
        if not action.help:
            action_header = "%*s%s\n" % (self._current_indent, "", action_header)
        elif len(action_header) <= action_width:
            action_header = "%*s%-*s  " % (self._current_indent, "", action_width, action_header)
        else:
            action_header = "%*s%s\n" % (self._current_indent, "", action_header)
            indent_first = help_position
        parts = [action_header]
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                help_lines = self._split_lines(help_text, help_width)
                parts.append("%*s%s\n" % (indent_first, "", help_lines[0]))
                for line in help_lines[1:]:
                    parts.append("%*s%s\n" % (help_position, "", line))
        elif not action_header.endswith("\n"):
            parts.append("\n")
        for subaction in self._iter_indented_subactions(action):
            parts.append(self._format_action(subaction))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            metavar, = self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)
            return metavar
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args_string = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ", ".join("%s %s" % (option_string, args_string) for option_string in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = "{%s}" % ",".join([str(choice) for choice in action.choices])
        else:
            result = default_metavar

        def format(tuple_size):
            if isinstance(result, tuple):
                return result
            return (result,) * tuple_size
        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return "%s" % get_metavar(1)
        if nargs == OPTIONAL:
            return "[%s]" % get_metavar(1)
        if nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return "[%s [%s ...]]" % metavar
            return "[%s ...]" % metavar
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % get_metavar(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % get_metavar(1)
        if nargs == SUPPRESS:
            return ""
        try:
            formats = ["%s" for _ in range(nargs)]
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return " ".join(formats) % get_metavar(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], "__name__"):
                params[name] = params[name].__name__
        if params.get("choices") is not None:
            params["choices"] = ", ".join([str(c) for c in params["choices"]])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        get_subactions = getattr(action, "_get_subactions", None)
        if get_subactions is not None:
            self._indent()
            yield from get_subactions()
            self._dedent()

    def _split_lines(self, text, width):
        text = self._whitespace_matcher.sub(" ", text).strip()
        import textwrap
        return textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        text = self._whitespace_matcher.sub(" ", text).strip()
        import textwrap
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


def _add_insert(inserts, index, mark, joined_mark):
    if index in inserts:
        inserts[index] += joined_mark
    else:
        inserts[index] = mark


_USAGE_PART = _re.compile(r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+")


def _usage_parts(text):
    return _USAGE_PART.findall(text)


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written (lines and spaces)."""

    def _fill_text(self, text, width, indent):
        return "".join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps every help text as written too."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds "(default: ...)" to the help of arguments that have a default."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ""
        if "%(default)" not in help:
            if action.default is not SUPPRESS:
                if action.option_strings or action.nargs in [OPTIONAL, ZERO_OR_MORE]:
                    help += " (default: %(default)s)"
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names each argument's value after its type (`int`, `float`, ...)."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# --- actions ---------------------------------------------------------------

class Action(_AttributeHolder):
    """What to do with an argument: its option strings, where its value
    goes (dest), how many strings it takes (nargs) and how they convert."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type", "choices", "required", "help",
                 "metavar"]
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(".__call__() not defined")


class BooleanOptionalAction(Action):
    """--flag sets True, --no-flag sets False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None, required=False, help=None,
                 metavar=None):
        strings = []
        for option_string in option_strings:
            strings.append(option_string)
            if option_string.startswith("--"):
                strings.append("--no-" + option_string[2:])
        super().__init__(option_strings=strings, dest=dest, nargs=0, default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith("--no-"))

    def format_usage(self):
        return " | ".join(self.option_strings)


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError("nargs for store actions must be != 0; if you have nothing to store, actions such "
                             "as store true or store const may be more appropriate")
        if const is not None and nargs != OPTIONAL:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const, default=default,
                         type=type, choices=choices, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=True, default=default,
                         required=required, help=help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=False, default=default,
                         required=required, help=help)


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError("nargs for append actions must be != 0; if arg strings are not supplying the value "
                             "to append, the append const action may be more appropriate")
        if const is not None and nargs != OPTIONAL:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const, default=default,
                         type=type, choices=choices, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const, default=default,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _SubParsersAction(Action):
    """The positional that picks a subcommand; the rest of the command line
    goes to that subcommand's parser."""

    class _ChoicesPseudoAction(Action):
        def __init__(self, name, aliases, help):
            metavar = dest = name
            if aliases:
                metavar += " (%s)" % ", ".join(aliases)
            super().__init__(option_strings=[], dest=dest, help=help, metavar=metavar)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False, help=None,
                 metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER, choices=self._name_parser_map,
                         required=required, help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get("prog") is None:
            kwargs["prog"] = "%s %s" % (self._prog_prefix, name)
        aliases = kwargs.pop("aliases", ())
        if name in self._name_parser_map:
            raise ArgumentError(self, "conflicting subparser: %s" % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, "conflicting subparser alias: %s" % alias)
        if "help" in kwargs:
            self._choices_actions.append(self._ChoicesPseudoAction(name, aliases, kwargs.pop("help")))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        parser_name = values[0]
        arg_strings = values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, parser_name)
        try:
            subparser = self._name_parser_map[parser_name]
        except KeyError:
            msg = "unknown parser %r (choices: %s)" % (parser_name, ", ".join(self._name_parser_map))
            raise ArgumentError(self, msg)
        subnamespace, arg_strings = subparser.parse_known_args(arg_strings, None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if arg_strings:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(arg_strings)


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class FileType:
    """A type that opens the argument as a file ('-' is stdin or stdout)."""

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == "-":
            if "r" in self._mode:
                return _sys.stdin.buffer if "b" in self._mode else _sys.stdin
            if any(c in self._mode for c in "wax"):
                return _sys.stdout.buffer if "b" in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError("can't open '%s': %s" % (string, e))

    def __repr__(self):
        args = [repr(arg) for arg in (self._mode, self._bufsize) if arg != -1]
        args += ["%s=%r" % (kw, arg) for kw, arg in (("encoding", self._encoding), ("errors", self._errors))
                 if arg is not None]
        return "%s(%s)" % (type(self).__name__, ", ".join(args))


# --- containers of arguments -------------------------------------------------------

class _ActionsContainer:
    """What parsers and groups share: adding arguments, defaults, the
    registry of action names and types, and option-string conflicts."""

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {}
        for name, cls in (("store", _StoreAction), ("store_const", _StoreConstAction),
                          ("store_true", _StoreTrueAction), ("store_false", _StoreFalseAction),
                          ("append", _AppendAction), ("append_const", _AppendConstAction),
                          ("count", _CountAction), ("help", _HelpAction), ("version", _VersionAction),
                          ("parsers", _SubParsersAction), ("extend", _ExtendAction)):
            self.register("action", name, cls)
        self.register("action", None, _StoreAction)
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _re.compile(r"^-\d+$|^-\d*\.\d+$")
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        registry = self._registries.setdefault(registry_name, {})
        registry[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ..., name=value, ...) for a positional, or
        add_argument(option_string, option_string, ..., name=value, ...)."""
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][0] not in chars:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if "default" not in kwargs:
            dest = kwargs["dest"]
            if dest in self._defaults:
                kwargs["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get("type", action.type, action.type)
        if not callable(type_func):
            raise ValueError("%r is not callable" % (type_func,))
        if type_func is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed" % (type_func,))
        if hasattr(self, "_get_formatter"):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
        for option_string in action.option_strings:
            if self._negative_number_matcher.match(option_string):
                if not self._has_negative_number_optionals:
                    self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        """Copies a parent parser's arguments, groups included."""
        title_group_map = {}
        for group in self._action_groups:
            if group.title in title_group_map:
                raise ValueError("cannot merge actions - two groups are named %r" % (group.title,))
            title_group_map[group.title] = group
        group_map = {}
        for group in container._action_groups:
            if group.title not in title_group_map:
                title_group_map[group.title] = self.add_argument_group(
                    title=group.title, description=group.description, conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                group_map[action] = title_group_map[group.title]
        for group in container._mutually_exclusive_groups:
            mutex_group = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                group_map[action] = mutex_group
        for action in container._actions:
            group_map.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get("nargs") not in [OPTIONAL, ZERO_OR_MORE]:
            kwargs["required"] = True
        if kwargs.get("nargs") == ZERO_OR_MORE and "default" not in kwargs:
            kwargs["required"] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_option_strings = []
        for option_string in args:
            if not option_string[0] in self.prefix_chars:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (option_string, self.prefix_chars))
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in self.prefix_chars:
                long_option_strings.append(option_string)
        dest = kwargs.pop("dest", None)
        if dest is None:
            dest_option_string = long_option_strings[0] if long_option_strings else option_strings[0]
            dest = dest_option_string.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError("dest= is required for options like %r" % option_string)
            dest = dest.replace("-", "_")
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop("action", default)
        return self._registry_get("action", action, action)

    def _get_handler(self):
        handler = getattr(self, "_handle_conflict_%s" % self.conflict_handler, None)
        if handler is None:
            raise ValueError("invalid conflict_resolution value: %r" % self.conflict_handler)
        return handler

    def _check_conflict(self, action):
        conflicts = []
        for option_string in action.option_strings:
            if option_string in self._option_string_actions:
                conflicts.append((option_string, self._option_string_actions[option_string]))
        if conflicts:
            self._get_handler()(action, conflicts)

    def _handle_conflict_error(self, action, conflicting_actions):
        if len(conflicting_actions) == 1:
            message = "conflicting option string: %s"
        else:
            message = "conflicting option strings: %s"
        conflict_string = ", ".join([option_string for option_string, _ in conflicting_actions])
        raise ArgumentError(action, message % conflict_string)

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for option_string, other in conflicting_actions:
            other.option_strings.remove(option_string)
            self._option_string_actions.pop(option_string, None)
            if not other.option_strings:
                other.container._remove_action(other)


class _ArgumentGroup(_ActionsContainer):
    """A titled group of arguments in the help; it shares its parser's
    option strings and defaults."""

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault("conflict_handler", container.conflict_handler)
        kwargs.setdefault("prefix_chars", container.prefix_chars)
        kwargs.setdefault("argument_default", container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Arguments of which at most one (exactly one if required) may be given."""

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


# --- the parser ----------------------------------------------------------------

class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Turns a command line into a Namespace, with help, usage and errors."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        _ActionsContainer.__init__(self, description=description, prefix_chars=prefix_chars,
                                   argument_default=argument_default, conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0])
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        self._subparsers = None
        self.register("type", None, _identity)
        default_prefix = "-" if "-" in prefix_chars else prefix_chars[0]
        if self.add_help:
            self.add_argument(default_prefix + "h", default_prefix * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_container_actions(parent)
            defaults = getattr(parent, "_defaults", None)
            if defaults is not None:
                self._defaults.update(defaults)

    def _get_kwargs(self):
        names = ["prog", "usage", "description", "formatter_class", "conflict_handler", "add_help"]
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        kwargs.setdefault("parser_class", type(self))
        if "title" in kwargs or "description" in kwargs:
            title = kwargs.pop("title", "subcommands")
            description = kwargs.pop("description", None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get("prog") is None:
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(), self._mutually_exclusive_groups, "")
            kwargs["prog"] = formatter.format_help().strip()
        parsers_class = self._pop_action_class(kwargs, "parsers")
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [action for action in self._actions if action.option_strings]

    def _get_positional_actions(self):
        return [action for action in self._actions if not action.option_strings]

    # parsing

    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        return _Parse(self, arg_strings, namespace).run()

    def _read_args_from_files(self, arg_strings):
        expanded = []
        for arg_string in arg_strings:
            if not arg_string or arg_string[0] not in self.fromfile_prefix_chars:
                expanded.append(arg_string)
                continue
            try:
                with open(arg_string[1:]) as args_file:
                    strings = []
                    for arg_line in args_file.read().splitlines():
                        for arg in self.convert_arg_line_to_args(arg_line):
                            strings.append(arg)
                    expanded.extend(self._read_args_from_files(strings))
            except OSError as err:
                self.error(str(err))
        return expanded

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        match = _re.match(self._get_nargs_pattern(action), arg_strings_pattern)
        if match is None:
            messages = {None: "expected one argument", OPTIONAL: "expected at most one argument",
                        ONE_OR_MORE: "expected at least one argument"}
            msg = messages.get(action.nargs)
            if msg is None:
                if action.nargs == 1:
                    msg = "expected %s argument" % action.nargs
                else:
                    msg = "expected %s arguments" % action.nargs
            raise ArgumentError(action, msg)
        return len(match.group(1))

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        for i in range(len(actions), 0, -1):
            pattern = "".join([self._get_nargs_pattern(action) for action in actions[:i]])
            match = _re.match(pattern, arg_strings_pattern)
            if match is not None:
                return [len(string) for string in match.groups()]
        return []

    def _parse_optional(self, arg_string):
        """(action, option string, explicit argument) when arg_string is an
        option (action None for an unknown one), None for a positional."""
        if not arg_string:
            return None
        if not arg_string[0] in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if "=" in arg_string:
            option_string, explicit_arg = arg_string.split("=", 1)
            if option_string in self._option_string_actions:
                return self._option_string_actions[option_string], option_string, explicit_arg
        option_tuples = self._get_option_tuples(arg_string)
        if len(option_tuples) > 1:
            options = ", ".join([option_string for action, option_string, explicit_arg in option_tuples])
            self.error("ambiguous option: %s could match %s" % (arg_string, options))
        elif len(option_tuples) == 1:
            return option_tuples[0]
        if self._negative_number_matcher.match(arg_string):
            if not self._has_negative_number_optionals:
                return None
        if " " in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        """The options an abbreviation (or a short option with its value
        attached) can stand for."""
        result = []
        chars = self.prefix_chars
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                if "=" in option_string:
                    option_prefix, explicit_arg = option_string.split("=", 1)
                else:
                    option_prefix, explicit_arg = option_string, None
                for known in self._option_string_actions:
                    if known.startswith(option_prefix):
                        result.append((self._option_string_actions[known], known, explicit_arg))
        elif option_string[0] in chars and option_string[1] not in chars:
            short_prefix = option_string[:2]
            short_explicit_arg = option_string[2:]
            for known in self._option_string_actions:
                if known == short_prefix:
                    result.append((self._option_string_actions[known], known, short_explicit_arg))
                elif known.startswith(option_string):
                    result.append((self._option_string_actions[known], known, None))
        else:
            self.error("unexpected option string: %s" % option_string)
        return result

    def _get_nargs_pattern(self, action):
        """The regular expression over the command line's shape ('O' for an
        option, 'A' for an argument, '-' for '--') that the action takes."""
        nargs = action.nargs
        if nargs is None:
            pattern = "(-*A-*)"
        elif nargs == OPTIONAL:
            pattern = "(-*A?-*)"
        elif nargs == ZERO_OR_MORE:
            pattern = "(-*[A-]*)"
        elif nargs == ONE_OR_MORE:
            pattern = "(-*A[A-]*)"
        elif nargs == REMAINDER:
            pattern = "([-AO]*)"
        elif nargs == PARSER:
            pattern = "(-*A[-AO]*)"
        elif nargs == SUPPRESS:
            pattern = "(-*-*)"
        else:
            pattern = "(-*%s-*)" % "-*".join("A" * nargs)
        if action.option_strings:
            pattern = pattern.replace("-*", "").replace("-", "")
        return pattern

    def parse_intermixed_args(self, args=None, namespace=None):
        args, argv = self.parse_known_intermixed_args(args, namespace)
        if argv:
            self.error("unrecognized arguments: %s" % " ".join(argv))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        """Options first (positionals set aside), then the positionals from
        what remains, so options and positionals may mix freely."""
        positionals = self._get_positional_actions()
        bad = [action for action in positionals if action.nargs in [PARSER, REMAINDER]]
        if bad:
            raise TypeError("parse_intermixed_args: positional arg with nargs=%s" % bad[0].nargs)
        for group in self._mutually_exclusive_groups:
            for action in group._group_actions:
                if action in positionals:
                    raise TypeError("parse_intermixed_args: positional in mutuallyExclusiveGroup")
        saved_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[7:]
            saved = [(action, action.nargs, action.default) for action in positionals]
            for action in positionals:
                action.nargs = SUPPRESS
                action.default = SUPPRESS
            try:
                namespace, remaining_args = self.parse_known_args(args, namespace)
                for action in positionals:
                    if hasattr(namespace, action.dest) and getattr(namespace, action.dest) == []:
                        from warnings import warn
                        warn("Do not expect %s in %s" % (action.dest, namespace))
                        delattr(namespace, action.dest)
            finally:
                for action, nargs, default in saved:
                    action.nargs = nargs
                    action.default = default
            optionals = self._get_optional_actions()
            saved_required = [(action, action.required) for action in optionals]
            saved_group_required = [(group, group.required) for group in self._mutually_exclusive_groups]
            try:
                for action in optionals:
                    action.required = False
                for group in self._mutually_exclusive_groups:
                    group.required = False
                namespace, extras = self.parse_known_args(remaining_args, namespace)
            finally:
                for action, required in saved_required:
                    action.required = required
                for group, required in saved_group_required:
                    group.required = required
        finally:
            self.usage = saved_usage
        return namespace, extras

    # values

    def _get_values(self, action, arg_strings):
        if action.nargs not in [PARSER, REMAINDER]:
            try:
                arg_strings.remove("--")
            except ValueError:
                pass
        if not arg_strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and action.nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and action.nargs in [None, OPTIONAL]:
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = self._registry_get("type", action.type, action.type)
        if not callable(type_func):
            raise ArgumentError(action, "%r is not callable" % type_func)
        try:
            return type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, "__name__", repr(action.type))
            raise ArgumentError(action, "invalid %s value: %r" % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))

    # help and errors

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for action_group in self._action_groups:
            formatter.start_section(action_group.title)
            formatter.add_text(action_group.description)
            formatter.add_arguments(action_group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            file = file or _sys.stderr
            try:
                file.write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Prints the usage and `prog: error: message` to stderr and exits
        with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))


def _identity(string):
    return string


class _Parse:
    """One run of the parser over a command line: the options and
    positionals found, the actions taken, what was left over."""

    def __init__(self, parser, arg_strings, namespace):
        self.parser = parser
        self.arg_strings = arg_strings
        self.namespace = namespace
        self.conflicts = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for i, action in enumerate(members):
                others = self.conflicts.setdefault(action, [])
                others.extend(members[:i])
                others.extend(members[i + 1:])
        self.option_indices = {}
        shape = []
        strings = iter(arg_strings)
        for i, arg_string in enumerate(strings):
            if arg_string == "--":
                shape.append("-")
                for _ in strings:
                    shape.append("A")
            else:
                option_tuple = parser._parse_optional(arg_string)
                if option_tuple is None:
                    shape.append("A")
                else:
                    self.option_indices[i] = option_tuple
                    shape.append("O")
        self.pattern = "".join(shape)
        self.seen = set()
        self.seen_non_default = set()
        self.extras = []
        self.positionals = parser._get_positional_actions()

    def take_action(self, action, argument_strings, option_string=None):
        parser = self.parser
        self.seen.add(action)
        values = parser._get_values(action, argument_strings)
        if values is not action.default:
            self.seen_non_default.add(action)
            for other in self.conflicts.get(action, []):
                if other in self.seen_non_default:
                    raise ArgumentError(action, "not allowed with argument %s" % _get_action_name(other))
        if values is not SUPPRESS:
            action(parser, self.namespace, values, option_string)

    def consume_optional(self, start_index):
        parser = self.parser
        action, option_string, explicit_arg = self.option_indices[start_index]
        taken = []
        while True:
            if action is None:
                self.extras.append(self.arg_strings[start_index])
                return start_index + 1
            if explicit_arg is not None:
                arg_count = parser._match_argument(action, "A")
                chars = parser.prefix_chars
                if arg_count == 0 and option_string[1] not in chars and explicit_arg != "":
                    # -xyz: -x takes nothing, so y is the next short option.
                    taken.append((action, [], option_string))
                    option_string = option_string[0] + explicit_arg[0]
                    rest = explicit_arg[1:] or None
                    if option_string in parser._option_string_actions:
                        action = parser._option_string_actions[option_string]
                        explicit_arg = rest
                    else:
                        raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
                elif arg_count == 1:
                    stop = start_index + 1
                    taken.append((action, [explicit_arg], option_string))
                    break
                else:
                    raise ArgumentError(action, "ignored explicit argument %r" % explicit_arg)
            else:
                start = start_index + 1
                arg_count = parser._match_argument(action, self.pattern[start:])
                stop = start + arg_count
                taken.append((action, self.arg_strings[start:stop], option_string))
                break
        for action, args, option_string in taken:
            self.take_action(action, args, option_string)
        return stop

    def consume_positionals(self, start_index):
        positionals = self.positionals
        arg_counts = self.parser._match_arguments_partial(positionals, self.pattern[start_index:])
        for action, arg_count in zip(positionals, arg_counts):
            args = self.arg_strings[start_index:start_index + arg_count]
            start_index += arg_count
            self.take_action(action, args)
        positionals[:] = positionals[len(arg_counts):]
        return start_index

    def run(self):
        parser = self.parser
        arg_strings = self.arg_strings
        start_index = 0
        last_option = max(self.option_indices) if self.option_indices else -1
        while start_index <= last_option:
            next_option = min([index for index in self.option_indices if index >= start_index])
            if start_index != next_option:
                positionals_end = self.consume_positionals(start_index)
                if positionals_end > start_index:
                    start_index = positionals_end
                    continue
                start_index = positionals_end
            if start_index not in self.option_indices:
                self.extras.extend(arg_strings[start_index:next_option])
                start_index = next_option
            start_index = self.consume_optional(start_index)
        stop_index = self.consume_positionals(start_index)
        self.extras.extend(arg_strings[stop_index:])
        self.check_required()
        return self.namespace, self.extras

    def check_required(self):
        parser = self.parser
        namespace = self.namespace
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_get_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(namespace, action.dest) and action.default is getattr(namespace, action.dest)):
                setattr(namespace, action.dest, parser._get_value(action, action.default))
        if missing:
            parser.error("the following arguments are required: %s" % ", ".join(missing))
        for group in parser._mutually_exclusive_groups:
            if group.required:
                if not any(action in self.seen_non_default for action in group._group_actions):
                    names = [_get_action_name(action) for action in group._group_actions
                             if action.help is not SUPPRESS]
                    parser.error("one of the arguments %s is required" % " ".join(names))
