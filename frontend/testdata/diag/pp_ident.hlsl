// clang's (GNU's) #ident and #sccs take a string, which a shader has no
// place for: valid ones say nothing.
#ident "hlslc test"
#sccs "@(#) version 1"
#ident version
#ident "a" "b"
RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main() { o[0] = 1; }
