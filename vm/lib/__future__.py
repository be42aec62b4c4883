"""Future statements: pith implements the Python 3.11 semantics they select."""
all_feature_names = ["nested_scopes", "generators", "division", "absolute_import",
                     "with_statement", "print_function", "unicode_literals",
                     "barry_as_FLUFL", "generator_stop", "annotations"]
nested_scopes = generators = division = absolute_import = True
with_statement = print_function = unicode_literals = generator_stop = True
annotations = True
