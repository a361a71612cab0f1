#define F(a) a
static const int x = F(1, 
