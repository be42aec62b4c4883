"""textwrap for pith: TextWrapper (every option of CPython 3.11's, max_lines
and placeholder included), wrap, fill, shorten, dedent and indent.

Lines break where CPython's break: text is cut into chunks (runs of
whitespace, words, the parts of hyphenated words such as "long-" and
"term", and "--" dashes between words) and the chunks are packed into
lines greedily. The chunks are cut by code here, not by a regular
expression: TextWrapper.wordsep_re is None, and a subclass may set its
own `wordsep_re` or `wordsep_simple_re` (a compiled pattern whose split
gives the chunks).
"""
import re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

# The whitespace TextWrapper knows: ASCII only, as CPython's.
_whitespace = '\t\n\x0b\x0c\r '
_SPACES = {ord(c): ' ' for c in _whitespace}
_WHITESPACE_RUN = re.compile('([\t\n\x0b\x0c\r ]+)')
_WORD_PUNCT = '_!"\'&.,?'


def _only_spaces(text):
    """True when the only whitespace in text is the space."""
    return not ('\t' in text or '\n' in text or '\r' in text or '\x0b' in text or '\x0c' in text)


def _is_letter(c):
    """A word character that is not a decimal digit (underscore included)."""
    return (c.isalnum() or c == '_') and not c.isdecimal()


def _is_word_punct(c):
    return c.isalnum() or c in _WORD_PUNCT


def _dash_run_before_word(word, k):
    """True when word[k:] starts with two or more hyphens followed by a
    word character."""
    n = len(word)
    end = k
    while end < n and word[end] == '-':
        end += 1
    return end - k >= 2 and end < n and (word[end].isalnum() or word[end] == '_')


def _breaks_after_hyphen(word, k):
    """May a line break after the hyphen at word[k]? Yes when it follows two
    letters (or a letter-hyphen-letter run) and two letters follow it
    (possibly with a hyphen between them)."""
    if k >= 2 and _is_letter(word[k - 2]) and _is_letter(word[k - 1]):
        pass
    elif k >= 3 and _is_letter(word[k - 3]) and word[k - 2] == '-' and _is_letter(word[k - 1]):
        pass
    else:
        return False
    n = len(word)
    if k + 2 >= n or not _is_letter(word[k + 1]):
        return False
    if _is_letter(word[k + 2]):
        return True
    return word[k + 2] == '-' and k + 3 < n and _is_letter(word[k + 3])


def _split_word(word, out):
    """Appends the chunks of a run of non-whitespace that contains a hyphen."""
    n = len(word)
    start = 0
    while start < n:
        if (start > 0 and word[start] == '-' and _is_word_punct(word[start - 1])
                and _dash_run_before_word(word, start)):
            end = start
            while word[end] == '-':
                end += 1
            out.append(word[start:end])
            start = end
            continue
        cut = n
        k = word.find('-', start + 1)
        while k >= 0:
            if _breaks_after_hyphen(word, k):
                cut = k + 1
                break
            if _is_word_punct(word[k - 1]) and _dash_run_before_word(word, k):
                cut = k
                break
            k = word.find('-', k + 1)
        out.append(word[start:cut])
        start = cut


def _ends_sentence(chunk):
    """A lowercase ASCII letter, then '.', '!' or '?', then maybe a quote."""
    if chunk[-1:] == '"' or chunk[-1:] == "'":
        chunk = chunk[:-1]
    return len(chunk) >= 2 and chunk[-1] in '.!?' and 'a' <= chunk[-2] <= 'z'


class TextWrapper:
    """Wraps paragraphs of text into lines of at most `width` characters."""

    unicode_whitespace_trans = _SPACES
    wordsep_re = None
    wordsep_simple_re = _WHITESPACE_RUN

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    # -- cutting text into chunks

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            if self.unicode_whitespace_trans is not _SPACES or not _only_spaces(text):
                text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        if self.break_on_hyphens and self.wordsep_re is not None:
            return [c for c in self.wordsep_re.split(text) if c]
        if self.wordsep_simple_re is not _WHITESPACE_RUN:
            return [c for c in self.wordsep_simple_re.split(text) if c]
        hyphens = self.break_on_hyphens
        chunks = []
        if _only_spaces(text):
            spaces = -1
            for piece in text.split(' '):
                spaces += 1
                if piece:
                    if spaces:
                        chunks.append(' ' * spaces)
                        spaces = 0
                    if hyphens and '-' in piece:
                        _split_word(piece, chunks)
                    else:
                        chunks.append(piece)
            if spaces:
                chunks.append(' ' * spaces)
            return chunks
        for piece in _WHITESPACE_RUN.split(text):
            if not piece:
                continue
            if hyphens and '-' in piece and piece[0] not in _whitespace:
                _split_word(piece, chunks)
            else:
                chunks.append(piece)
        return chunks

    def _fix_sentence_endings(self, chunks):
        """Makes the space after a sentence's end two spaces."""
        i = 0
        last = len(chunks) - 1
        while i < last:
            if chunks[i + 1] == " " and _ends_sentence(chunks[i]):
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    # -- packing chunks into lines

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        """Puts as much of the too-long chunk on top of reversed_chunks on
        the current line as fits (cut after its last hyphen that fits when
        break_on_hyphens), or the whole chunk on an empty line when long
        words must not be broken."""
        space_left = width - cur_len if width >= 1 else 1
        if self.break_long_words:
            chunk = reversed_chunks[-1]
            end = space_left
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and chunk[:hyphen].strip('-'):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        max_lines = self.max_lines
        placeholder = self.placeholder
        if max_lines is not None:
            indent = self.subsequent_indent if max_lines > 1 else self.initial_indent
            if len(indent) + len(placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        drop = self.drop_whitespace
        lines = []
        chunks.reverse()
        while chunks:
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if drop and lines and chunks[-1].strip() == '':
                del chunks[-1]
            line = []
            length = 0
            while chunks and length + len(chunks[-1]) <= width:
                chunk = chunks.pop()
                line.append(chunk)
                length += len(chunk)
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, line, length, width)
                length = 0
                for chunk in line:
                    length += len(chunk)
            if drop and line and line[-1].strip() == '':
                length -= len(line[-1])
                del line[-1]
            if not line:
                continue
            if (max_lines is None or len(lines) + 1 < max_lines
                    or ((not chunks or (drop and len(chunks) == 1 and not chunks[0].strip()))
                        and length <= width)):
                lines.append(indent + ''.join(line))
                continue
            self._end_with_placeholder(lines, line, length, width, indent)
            break
        return lines

    def _end_with_placeholder(self, lines, line, length, width, indent):
        """The last line allowed by max_lines: drops chunks from its end
        until the placeholder fits after a non-blank chunk (or puts the
        placeholder on the previous line, or alone)."""
        placeholder = self.placeholder
        while line:
            if line[-1].strip() and length + len(placeholder) <= width:
                line.append(placeholder)
                lines.append(indent + ''.join(line))
                return
            length -= len(line[-1])
            del line[-1]
        if lines:
            previous = lines[-1].rstrip()
            if len(previous) + len(placeholder) <= self.width:
                lines[-1] = previous + placeholder
                return
        lines.append(indent + placeholder.lstrip())

    # -- the public interface

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    if 'max_lines' in kwargs:
        raise TypeError("textwrap.TextWrapper() got multiple values for keyword argument 'max_lines'")
    wrapper = TextWrapper(width=width, max_lines=1, **kwargs)
    return wrapper.fill(' '.join(text.strip().split()))


def _check_text(text):
    if isinstance(text, str):
        return
    if isinstance(text, (bytes, bytearray)):
        raise TypeError("cannot use a string pattern on a bytes-like object")
    raise TypeError("expected string or bytes-like object, got '%s'" % type(text).__name__)


def _leading_blanks(line):
    """The run of spaces and tabs that starts line."""
    return line[:len(line) - len(line.lstrip(' \t'))]


def dedent(text):
    """Removes the whitespace (spaces and tabs) common to the start of every
    line that is not blank; lines of only spaces and tabs become empty."""
    _check_text(text)
    lines = text.split('\n')
    margin = None
    for i, line in enumerate(lines):
        if not line:
            continue
        blanks = _leading_blanks(line)
        if len(blanks) == len(line):
            lines[i] = ''
            continue
        if margin is None or blanks.startswith(margin):
            if margin is None:
                margin = blanks
        elif margin.startswith(blanks):
            margin = blanks
        else:
            k = 0
            while margin[k] == blanks[k]:
                k += 1
            margin = margin[:k]
    if margin:
        cut = len(margin)
        lines = [line[cut:] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds prefix to the lines for which predicate is true (by default, the
    lines that are not only whitespace)."""
    out = []
    for line in text.splitlines(True):
        if (line.strip() if predicate is None else predicate(line)):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
