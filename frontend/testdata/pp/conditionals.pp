level_two
nested_ok
ifdef_ok
exprs_ok
undef_ok
