// Member functions declared in their struct and defined outside it
// ("float4 S::f() { ... }", C++'s out-of-line definitions, which DXC
// takes), static ones too, with the definition's parameter names; a member
// defined in the struct calling one defined later that writes the object
// (so both take "this" inout); struct forward declarations ("struct S;",
// "class C;") and static data members defined out of line
// ("static const uint S::N = 3;"). Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [5, 8, 10, 3, 6, 11, 13, 4, 40, 9, 3, 18, 12, 7, 2, 1]}}
struct Later;
class Acc;

class Acc
{
    uint sum;
    uint n;
    void add(uint v);
    uint mean();
    static uint twice(uint x);
    static const uint Bias;
    uint addAndMean(uint v) { add(v); return mean(); }
};

void Acc::add(uint value)
{
    sum += value;
    n++;
}

uint Acc::mean() { return n > 0 ? sum / n : 0; }
uint Acc::twice(uint y) { return y * 2 + Bias - 1; }
static const uint Acc::Bias = 1;

struct Later
{
    uint k;
    uint scaled(uint by);
};
uint Later::scaled(uint f) { return k * f; }

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Acc a = (Acc)0;
    a.add(5);
    Out[0] = a.mean();               // 5
    Out[1] = a.addAndMean(11);       // (5 + 11) / 2 = 8
    Out[2] = Acc::twice(5);          // 10
    a.add(8);
    Out[3] = a.n;                    // 3
    Out[4] = a.twice(3);             // 6
    Out[5] = a.sum / 2 - 1;          // (5 + 11 + 8) / 2 - 1 = 11
    Later l;
    l.k = 13;
    Out[6] = l.scaled(1);            // 13
    Out[7] = Acc::Bias + 3;          // 4
    Out[8] = l.scaled(3) + 1;        // 40
    Acc b = (Acc)0;
    Out[9] = b.addAndMean(9);        // 9
    Out[10] = b.n + a.n - 1;         // 1 + 3 - 1 = 3
    Out[11] = Acc::twice(b.sum);     // 18
    Out[12] = a.mean() + 4;          // 24 / 3 + 4 = 12
    Out[13] = l.scaled(0) + 7;       // 7
    Out[14] = 2;
    Out[15] = 1;
}
