#define A 1
#define B A + A
#define F(x, y) ((x) * (y))
#define G(x) F(x, B)
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define VA(fmt, ...) fmt(__VA_ARGS__)
#define SELF SELF + 1
#define EMPTY
#define LPAREN (
int a = G(2);
string s = STR(hello   world "q");
string t = XSTR(B);
int CAT(var, 1) = CAT3(1, 2, 3);
int v = VA(max, 1, 2);
int w = SELF;
int e = EMPTY 5 EMPTY;
int f = F (1, 2);
int g = F;
int h = __LINE__;
string i = __FILE__;
