int has_include_defined;
int found_quoted;
int missing_not_found;
int angled_and_self;
