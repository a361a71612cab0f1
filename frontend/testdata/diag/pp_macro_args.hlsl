#define ADD(a, b) ((a) + (b))
static const int x = ADD(1);
static const int y = ADD(1, 2, 3);
