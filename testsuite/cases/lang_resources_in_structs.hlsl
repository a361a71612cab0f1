// Structs holding resources, as DXC takes them outside buffers: locals,
// parameters, return values, static globals, brace initializers, struct
// copies, assignments to a resource field, a field bound to a resource
// local or passed as a resource argument, and fields whose resource is
// only known at run time (chosen per lane, an array of such structs indexed
// dynamically). A resource field holds which resource it names; the access
// is resolved to that resource (a constant folds to it, a run-time choice
// tests each resource the field may hold).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "TexA": {"dims": [4, 1], "texels": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]},
// RUN-SPEC:   "TexB": {"dims": [4, 1], "texels": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500, 1600]},
// RUN-SPEC:   "BufA": {"u32": [7, 8, 9, 10]},
// RUN-SPEC:   "BufB": {"u32": [70, 80, 90, 100]},
// RUN-SPEC:   "Out": {"zero": 512},
// RUN-SPEC:   "Counts": {"zero": 16}}}
// EXPECT: {"Counts": {"u32": [4, 4, 8, 0]},
// EXPECT: "Out": {"u32": [1133215744, 1139834880, 1143652352, 1146961920, 1136197632, 1143439360, 1148354560, 1151254528, 1126957056, 1133051904, 1136394240, 1139736576, 1150164992, 1152212992, 1154260992, 1156308992, 1149845504, 1151500288, 1153155072, 1154809856, 1102577664, 1104150528, 1105723392, 1107296256, 1132560384, 1134231552, 1135902720, 1137573888, 1158037504, 1159061504, 1160085504, 1161109504, 1156554752, 1157918720, 1158746112, 1159573504, 1160667136, 1161895936, 1163124736, 1164353536, 1129316352, 1134231552, 1137573888, 1140883456, 1162178560, 1163202560, 1164226560, 1165250560, 1160445952, 1161273344, 1162100736, 1162928128, 1111752704, 1112539136, 1113325568, 1114112000, 1143291904, 1144127488, 1144963072, 1145798656, 1147699200, 1150517248, 1152565248, 1154613248, 1133215744, 1139834880, 1143652352, 1146961920, 1136197632, 1143439360, 1148354560, 1151254528, 1126957056, 1133051904, 1136394240, 1139736576, 1150164992, 1152212992, 1154260992, 1156308992, 1149845504, 1151500288, 1153155072, 1154809856, 1102577664, 1104150528, 1105723392, 1107296256, 1132560384, 1134231552, 1135902720, 1137573888, 1158037504, 1159061504, 1160085504, 1161109504, 1156554752, 1157918720, 1158746112, 1159573504, 1160667136, 1161895936, 1163124736, 1164353536, 1129316352, 1134231552, 1137573888, 1140883456, 1162178560, 1163202560, 1164226560, 1165250560, 1160445952, 1161273344, 1162100736, 1162928128, 1111752704, 1112539136, 1113325568, 1114112000, 1143291904, 1144127488, 1144963072, 1145798656, 1147699200, 1150517248, 1152565248, 1154613248]}}
// FLOAT: Out f32
Texture2D<float4> TexA : register(t0);
Texture2D<float4> TexB : register(t1);
StructuredBuffer<uint> BufA : register(t2);
StructuredBuffer<uint> BufB : register(t3);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint> Counts : register(u1);

struct Source
{
    Texture2D<float4> tex;
    StructuredBuffer<uint> buf;
    float scale;
};

struct Job
{
    Source src;
    RWStructuredBuffer<uint> counter;
    uint slot;
};

static const Source Fixed = { TexB, BufA, 0.5 };

float4 Read(Source s, uint i)
{
    return s.tex.Load(int3(i % 4, 0, 0)) * s.scale + s.buf[i % 4];
}

Source Choose(bool first, float scale)
{
    Source s;
    s.tex = first ? TexA : TexB;
    s.buf = first ? BufA : BufB;
    s.scale = scale;
    return s;
}

uint Count(RWStructuredBuffer<uint> c, uint slot)
{
    uint old;
    InterlockedAdd(c[slot], 1, old);
    return old;
}

void Retarget(inout Source s, out Job j)
{
    s.tex = TexB;
    j.src = s;
    j.counter = Counts;
    j.slot = 2;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint i = id.x;
    Source a = { TexA, BufB, 2.0 };
    Source b = a;
    b.buf = BufA;
    Source c = Choose((i & 1) != 0, 3.0);
    Source arr[2] = { a, Fixed };
    Source d = arr[i % 2];
    Job job;
    Retarget(a, job);
    Texture2D<float4> t = c.tex;
    Count(job.counter, job.slot);
    Count(Counts, i % 2);
    Out[i * 4 + 0] = Read(a, i) + Read(b, i);
    Out[i * 4 + 1] = Read(c, i);
    Out[i * 4 + 2] = Read(d, i) + t.Load(int3(0, 0, 0));
    Out[i * 4 + 3] = Read(job.src, i + 1) + Read(Fixed, i);
}
