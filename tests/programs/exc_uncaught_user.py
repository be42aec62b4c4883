# An uncaught user exception terminates the program (exit 1).
class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(field, value)
        self.field = field
        self.value = value
    def __str__(self):
        return "invalid " + self.field + "=" + repr(self.value)

def validate(rec):
    for k in rec:
        if rec[k] is None:
            raise ValidationError(k, rec[k])
        if isinstance(rec[k], int) and rec[k] < 0:
            raise ValidationError(k, rec[k])
    return True

records = [{"a": 1, "b": 2}, {"a": None}, {"x": -5}]
for r in records:
    try:
        print(validate(r))
    except ValidationError as e:
        print("caught:", e)

print("now validating without a handler")
validate({"name": "ok", "age": -1})
print("not reached")
