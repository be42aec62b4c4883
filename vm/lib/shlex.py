"""shlex for pith: split, quote and join, and the shlex lexer class (POSIX
and compatibility modes, whitespace_split, commenters, quotes, escapes,
punctuation_chars, push_token, push_source/pop_source, source inclusion
through sourcehook, error_leader, iteration) with CPython 3.11's tokens
and errors. Not supported: the lexer's debug output (a nonzero `debug`),
and split(None), which reads standard input.
"""
import os
import sys
from collections import deque

__all__ = ["shlex", "split", "quote", "join"]

_ASCII_WORD = 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
_LATIN1_WORD = ('\u00df\u00e0\u00e1\u00e2\u00e3\u00e4\u00e5\u00e6\u00e7\u00e8\u00e9\u00ea\u00eb'
                '\u00ec\u00ed\u00ee\u00ef\u00f0\u00f1\u00f2\u00f3\u00f4\u00f5\u00f6\u00f8\u00f9'
                '\u00fa\u00fb\u00fc\u00fd\u00fe\u00ff'
                '\u00c0\u00c1\u00c2\u00c3\u00c4\u00c5\u00c6\u00c7\u00c8\u00c9\u00ca\u00cb\u00cc'
                '\u00cd\u00ce\u00cf\u00d0\u00d1\u00d2\u00d3\u00d4\u00d5\u00d6\u00d8\u00d9\u00da'
                '\u00db\u00dc\u00dd\u00de')


class _StringStream:
    """The stream a shlex reads a string from (read, readline, close)."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def read(self, size=-1):
        start = self.pos
        end = len(self.text) if size is None or size < 0 else min(start + size, len(self.text))
        self.pos = end
        return self.text[start:end]

    def readline(self):
        start = self.pos
        nl = self.text.find('\n', start)
        self.pos = len(self.text) if nl < 0 else nl + 1
        return self.text[start:self.pos]

    def getvalue(self):
        return self.text

    def close(self):
        pass


class shlex:
    """A lexical analyzer for shell-like syntaxes."""

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = _StringStream(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            self.instream = sys.stdin
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = _ASCII_WORD + _LATIN1_WORD if posix else _ASCII_WORD
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            # Characters read ahead past a run of punctuation, given back.
            self._pushback_chars = deque()
            self.wordchars = ''.join(c for c in self.wordchars + '~-./*?=' if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        """Makes tok the next token get_token returns."""
        self._no_debug()
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        """Reads from newstream (a stream or a string) until its end, then
        goes back to the current input."""
        self._no_debug()
        if isinstance(newstream, str):
            newstream = _StringStream(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        """Closes the current input and goes back to the one before it."""
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = ' '

    def get_token(self):
        """The next token (a pushed-back one first), following source
        inclusions; self.eof at the end."""
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    newfile, newstream = spec
                    self.push_source(newstream, newfile)
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _no_debug(self):
        if self.debug:
            raise NotImplementedError("shlex: the debug output is not supported by pith")

    def read_token(self):
        """Reads one token from the input, character by character. The
        state is ' ' between tokens, 'a' in a word, 'c' in a run of
        punctuation, a quote character inside quotes, an escape character
        after it, None at the end of the input."""
        self._no_debug()
        stream = self.instream
        if type(stream) is _StringStream:
            # Read from the string itself; its position is stored back at the end.
            text = stream.text
            pos = stream.pos
        else:
            text = None
            pos = 0
        quoted = False
        escapedstate = ' '
        posix = self.posix
        punctuation = self._punctuation_chars
        whitespace = self.whitespace
        commenters = self.commenters
        wordchars = self.wordchars
        quotes = self.quotes
        escape = self.escape
        split = self.whitespace_split
        state = self.state
        token = self.token
        while True:
            if punctuation and self._pushback_chars:
                nextchar = self._pushback_chars.pop()
            elif text is None:
                nextchar = stream.read(1)
            elif pos < len(text):
                nextchar = text[pos]
                pos += 1
            else:
                nextchar = ''
            if nextchar == '\n':
                self.lineno += 1
            if state is None:
                token = ''
                break
            if state == ' ':
                if not nextchar:
                    state = None
                    break
                if nextchar in whitespace:
                    if token or (posix and quoted):
                        break
                    continue
                if nextchar in commenters:
                    pos = self._skip_line(stream, text, pos)
                    self.lineno += 1
                elif posix and nextchar in escape:
                    escapedstate = 'a'
                    state = nextchar
                elif nextchar in wordchars:
                    token = nextchar
                    state = 'a'
                elif nextchar in punctuation:
                    token = nextchar
                    state = 'c'
                elif nextchar in quotes:
                    if not posix:
                        token = nextchar
                    state = nextchar
                elif split:
                    token = nextchar
                    state = 'a'
                else:
                    # Any other character is a token of its own.
                    token = nextchar
                    break
            elif state in quotes:
                quoted = True
                if not nextchar:
                    self._stop(state, token, stream, text, pos)
                    raise ValueError("No closing quotation")
                if nextchar == state:
                    if not posix:
                        token += nextchar
                        state = ' '
                        break
                    state = 'a'
                elif posix and nextchar in escape and state in self.escapedquotes:
                    escapedstate = state
                    state = nextchar
                else:
                    token += nextchar
            elif state in escape:
                if not nextchar:
                    self._stop(state, token, stream, text, pos)
                    raise ValueError("No escaped character")
                # Inside quotes, only the quote and the escape character
                # itself are escaped; before anything else the escape stays.
                if escapedstate in quotes and nextchar != state and nextchar != escapedstate:
                    token += state
                token += nextchar
                state = escapedstate
            elif state == 'a' or state == 'c':
                if not nextchar:
                    state = None
                    break
                if nextchar in whitespace:
                    state = ' '
                    if token or (posix and quoted):
                        break
                    continue
                if nextchar in commenters:
                    pos = self._skip_line(stream, text, pos)
                    self.lineno += 1
                    if posix:
                        state = ' '
                        if token or (posix and quoted):
                            break
                        continue
                elif state == 'c':
                    if nextchar in punctuation:
                        token += nextchar
                    else:
                        if nextchar not in whitespace:
                            self._pushback_chars.append(nextchar)
                        state = ' '
                        break
                elif posix and nextchar in quotes:
                    state = nextchar
                elif posix and nextchar in escape:
                    escapedstate = 'a'
                    state = nextchar
                elif (nextchar in wordchars or nextchar in quotes
                      or (split and nextchar not in punctuation)):
                    token += nextchar
                else:
                    if punctuation:
                        self._pushback_chars.append(nextchar)
                    else:
                        self.pushback.appendleft(nextchar)
                    state = ' '
                    if token or (posix and quoted):
                        break
                    continue
        self._stop(state, '', stream, text, pos)
        result = token
        if posix and not quoted and result == '':
            result = None
        return result

    def _stop(self, state, token, stream, text, pos):
        self.state = state
        self.token = token
        if text is not None:
            stream.pos = pos

    def _skip_line(self, stream, text, pos):
        """Reads past the end of the line (a comment); the new position in text."""
        if text is None:
            stream.readline()
            return pos
        nl = text.find('\n', pos)
        return len(text) if nl < 0 else nl + 1

    def sourcehook(self, newfile):
        """(name, stream) of the file a `source` token names (relative to
        the current file's directory)."""
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return (newfile, open(newfile, "r"))

    def error_leader(self, infile=None, lineno=None):
        """The start of an error message in the style of C compilers."""
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return "\"%s\", line %d: " % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """s split into words as a POSIX shell would (quotes and backslashes
    removed); `#` comments are dropped when comments is true."""
    if s is None:
        raise NotImplementedError("shlex.split(None) (reading standard input) is not supported by pith")
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """The words of split_command quoted for a shell and joined by spaces."""
    return ' '.join([quote(arg) for arg in split_command])


_SAFE = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-')


def quote(s):
    """s in single quotes when a shell would read it otherwise."""
    if not s:
        return "''"
    if not isinstance(s, str):
        if isinstance(s, (bytes, bytearray)):
            raise TypeError("cannot use a string pattern on a bytes-like object")
        raise TypeError("expected string or bytes-like object, got '%s'" % type(s).__name__)
    for c in s:
        if c not in _SAFE:
            return "'" + s.replace("'", "'\"'\"'") + "'"
    return s
