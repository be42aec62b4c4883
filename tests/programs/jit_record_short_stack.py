# A recording that met a frame whose registers were not all on the stack
# (a keyword call, a one-pass loop and a write to a StringIO held in
# sys.stderr, under the JIT at a low threshold) panicked; it must end the
# recording instead. The output is what was written.
import io
import sys
class Formatter:
    def __init__(self, prog):
        self.prog = prog
class Parser:
    def __init__(self, prog):
        self._actions = [1]
    def parse_args(self, args):
        for action in [1]:
            pass
        self.error("x")
    def format_usage(self):
        return Formatter(prog="p").prog
    def print_usage(self, file=None):
        self._print_message(self.format_usage(), file)
    def _print_message(self, message, file=None):
            file.write(message)
    def exit(self, status, message):
        if message:
            self._print_message(message, sys.stderr)
        raise SystemExit(status)
    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, message)
p = Parser("p")
out = []
for case in range(5):
    sys.stderr = io.StringIO()
    try:
        p.parse_args(case)
    except SystemExit:
        pass
    out.append(sys.stderr.getvalue())
sys.stderr = sys.__stderr__
print(out)
