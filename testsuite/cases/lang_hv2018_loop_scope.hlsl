// HLSL before 2021 (-HV 2018, as FXC): a variable declared in a for
// statement stays visible after the loop, and a later loop may declare the
// same name again (it then names the newer one); a variable of the enclosing
// scope keeps its name. Under 2021 (the default) the first use after the
// loop is an error (frontend diag test for_scope_2021).
// RUN-FLAGS: -HV 2018
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [3, 12, 24, 103, 4, 12, 27, 103, 5, 12, 31, 103, 6, 12, 36, 103]}}
RWStructuredBuffer<int> Out : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int sum = 0;
    for (int i = 0; i < 3 + (int)id.x; i++)
        sum += i;
    int first = i;                    // 3 + id.x
    for (int i = 10; i < 12; i++)
        sum += i;
    Out[id.x * 4 + 0] = first;
    Out[id.x * 4 + 1] = i;            // 12: the second loop's i
    Out[id.x * 4 + 2] = sum;
    int k = 100;
    for (int k2 = 0; k2 < 2; k2++)
        k += k2;
    Out[id.x * 4 + 3] = k + k2;       // 101 + 2
}
