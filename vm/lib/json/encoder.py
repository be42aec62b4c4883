"""The JSON encoder: `JSONEncoder`."""
import _json

__all__ = ["JSONEncoder"]


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError("Object of type %s is not JSON serializable" % o.__class__.__name__)

    def encode(self, o):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        return _json.encode(o, indent, self.item_separator, self.key_separator, bool(self.sort_keys),
                            bool(self.skipkeys), bool(self.ensure_ascii), bool(self.allow_nan), self.default)

    def iterencode(self, o, _one_shot=False):
        yield self.encode(o)
