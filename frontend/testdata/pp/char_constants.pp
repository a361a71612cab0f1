int plain;
int simple_escapes;
int numeric_escapes;
int signed_char;
int from_macro;
int multichar;
