/* leading block
   comment */
RWStructuredBuffer<uint> /* inline */ Out : register(u0); // trailing
[numthreads(1,1,1)]void main(){Out[0]=1;/**/}
