#define PASTE(a, b) a ## b
#define BAD(a) #b
static const int PASTE(x, +) = 1;
