// A function-like macro call left open at the end of an #if line takes no
// arguments from the lines after it (found by FuzzPreprocess).
#define F(x) x
#if F(1
#endif
int after;
