// Explicit casts from a struct or an array to a type of fewer components
// take the leading flattened components, as DXC's flat conversion does:
// (uint)s is s's first field (DXC's test of a struct of uint16_t cast to
// uint), (S2)s3 the first two fields, (int2)arr and (float)arr the leading
// elements, with each component converted.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 32}}}
// EXPECT: {"O": {"u32": [11204, 1011215, 2011226, 3011237, 4011248, 5011259, 6011270, 7011281]}}
RWStructuredBuffer<int> O : register(u0);

struct Color
{
    uint r;
    uint g;
    uint b;
};

struct S3
{
    int a;
    float b;
    int c;
};

struct S2
{
    int a;
    int b;
};

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Color col = { i + 4, 5, 6 };
    S3 s3 = { (int)i, 2.75, 3 };
    int arr[4] = { 10 * (int)i, 11, 12, 13 };
    S2 s2 = (S2)s3;
    int2 v = (int2)arr;
    float f = (float)arr;
    uint first = (uint)col;
    O[i] = (int)first + s2.a * 10 + s2.b * 100 + v.y * 1000 + (int)f * 100000;
}
