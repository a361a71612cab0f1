// switch with fall-through, shared labels, default in the middle, and a
// switch inside a loop whose break leaves only the switch.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 256}}}
RWStructuredBuffer<int> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    int i = (int)id.x - 4;
    int r = 0;
    switch (i) {
    case -4:
        r = 1;
    case -3:
        r += 10;
        break;
    case 0:
    case 1:
        r = 100;
        break;
    default:
        r = -1;
    case 5:
        r += 500;
        break;
    case 7:
        r = 7;
    }
    int s = 0;
    for (int k = 0; k < 6; k++) {
        switch ((i + k) & 3) {
        case 0:
            s += 1;
            break;
        case 1:
            s += 10;
        case 2:
            s += 100;
            break;
        default:
            continue;
        }
        s *= 2;
    }
    Out[id.x * 2] = r;
    Out[id.x * 2 + 1] = s;
}
