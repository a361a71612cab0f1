#foo bar
#define OK 1
