// Test corpus for the executor. Each kernel's expected results are computed
// in Go by corpus_test.go.
#define gid() (__builtin_amdgcn_workgroup_id_x() * 64u + __builtin_amdgcn_workitem_id_x())

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void int_alu(global const uint *a, global const uint *b, global uint *out) {
	uint i = gid();
	uint x = a[i], y = b[i];
	uint r = x * y + (x >> 3) - (y << 2);
	r ^= (x | y) & 0x5a5a5a5a;
	r += (uint)((int)x / ((int)(y & 0xff) + 1));
	r += x % ((y >> 4 & 0xff) + 1);
	r += (x > y ? x - y : y - x);
	r += (uint)(((long)(int)x * (long)(int)y) >> 32);
	r += __builtin_popcount(x) + __builtin_clz(y | 1u) + __builtin_ctz(x | 0x80000000u);
	out[i] = r;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void float_alu(global const float *a, global const float *b, global float *out) {
	uint i = gid();
	float x = a[i], y = b[i];
	float r = x * y + x / (y + 3.0f);
	r = __builtin_fmaf(r, 0.5f, -x);
	r += __builtin_fminf(x, y) * __builtin_fmaxf(x, y);
	r += __builtin_sqrtf(__builtin_fabsf(y)) + __builtin_floorf(x) + (float)(int)(x * 10.0f);
	r += (float)i * 0.25f;
	out[i] = r;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void divergent(global const int *a, global int *out) {
	uint i = gid();
	int x = a[i];
	int r = 0;
	if (x & 1) {
		for (int k = 0; k < (x & 15); k++)
			r += k * x;
	} else {
		r = (x < 0 ? -x : x) + 1;
		while (r < 1000) r = r * 3 + 7;
	}
	out[i] = r;
}

__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void lds_reduce(global const uint *in, global uint *out) {
	local uint tmp[256];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint g = __builtin_amdgcn_workgroup_id_x();
	tmp[l] = in[g * 256 + l];
	__builtin_amdgcn_s_barrier();
	for (uint s = 128; s > 0; s >>= 1) {
		if (l < s) tmp[l] += tmp[l + s];
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
		__builtin_amdgcn_s_barrier();
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	}
	if (l == 0) out[g] = tmp[0];
}

__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void atomics(global const uint *in, global uint *counters, global uint *old) {
	local uint hist[16];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint i = __builtin_amdgcn_workgroup_id_x() * 128 + l;
	if (l < 16) hist[l] = 0;
	__builtin_amdgcn_s_barrier();
	uint v = in[i];
	__atomic_fetch_add(&hist[v & 15], 1u, __ATOMIC_RELAXED);
	__atomic_fetch_max(&counters[17], v, __ATOMIC_RELAXED);
	old[i] = __atomic_fetch_add(&counters[16], 1u, __ATOMIC_RELAXED) < 100000u;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	if (l < 16) __atomic_fetch_add(&counters[l], hist[l], __ATOMIC_RELAXED);
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void half2_math(global const half2 *a, global const half2 *b, global half2 *out) {
	uint i = gid();
	half2 x = a[i], y = b[i];
	half2 r = x * y + x;
	r = __builtin_elementwise_fma(r, y, (half2)(0.5h, -0.25h));
	r = r - y * (half2)(2.0h, 2.0h);
	out[i] = r;
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void cross_lane(global const uint *in, global const uint *idx, global uint *out) {
	uint i = gid();
	uint l = __builtin_amdgcn_workitem_id_x();
	uint v = in[i];
	uint p = __builtin_amdgcn_ds_bpermute(idx[i] * 4, v);
	uint d = __builtin_amdgcn_update_dpp(0u, v, 0x111, 0xf, 0xf, false); // row_shr:1
	uint m = __builtin_amdgcn_mov_dpp(v, 0x101, 0xf, 0xf, true);        // row_shl:1
	uint f = __builtin_amdgcn_readfirstlane(v + l);
	ulong b = __builtin_amdgcn_ballot_w64((v & 3) == 1);
	out[i * 5 + 0] = p;
	out[i * 5 + 1] = d;
	out[i * 5 + 2] = m;
	out[i * 5 + 3] = f;
	out[i * 5 + 4] = (uint)(b >> (l & 32)) ^ (uint)__builtin_popcountl(b);
}

__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void addr64(global const ulong *a, global ulong *out, ulong stride) {
	uint i = gid();
	global const ulong *p = a + (ulong)i * stride;
	ulong x = *p;
	out[i] = x * 3 + (x >> 7) + ((ulong)i << 40);
}

__attribute__((reqd_work_group_size(8, 4, 2)))
kernel void grid3d(global uint *out, uint w, uint h) {
	uint x = __builtin_amdgcn_workgroup_id_x() * 8 + __builtin_amdgcn_workitem_id_x();
	uint y = __builtin_amdgcn_workgroup_id_y() * 4 + __builtin_amdgcn_workitem_id_y();
	uint z = __builtin_amdgcn_workgroup_id_z() * 2 + __builtin_amdgcn_workitem_id_z();
	out[(z * h + y) * w + x] = x * 1000000 + y * 1000 + z;
}

// Benchmark kernel: ALU-bound loop.
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void alu_loop(global uint *out, uint n) {
	uint x = gid(), y = x * 2654435761u;
	float f = (float)x;
	for (uint k = 0; k < n; k++) {
		x = x * 1664525u + 1013904223u;
		y ^= x >> 7;
		f = f * 0.999f + (float)(y & 255);
	}
	out[gid()] = x ^ y ^ as_uint(f);
}

// Private arrays indexed by data: clang places them in scratch (the
// private segment buffer V#, the wavefront offset, FLAT_SCRATCH).
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void private_array(global const uint *idx, global uint *out) {
	uint i = gid();
	uint a[32];
	uchar c[40];
	for (int k = 0; k < 32; k++)
		a[k] = i * k + idx[k];
	for (int k = 0; k < 40; k++)
		c[k] = (uchar)(i + 3 * k);
	uint j = idx[i] & 31;
	out[i] = a[j] + a[(i * 7) & 31] + c[(idx[i] >> 8) % 40];
}

#define LBARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

// Stream compaction within a workgroup: a Hillis-Steele scan in LDS (a
// loop of barriers, which clang unrolls), then the kept values written in
// order and their count.
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void lds_compact(global const uint *in, global uint *out, global uint *counts) {
	local uint scan[256];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint g = __builtin_amdgcn_workgroup_id_x();
	uint v = in[g * 256 + l];
	uint keep = (v & 3) != 0;
	scan[l] = keep;
	LBARRIER();
	for (uint off = 1; off < 256; off <<= 1) {
		uint x = l >= off ? scan[l - off] : 0;
		LBARRIER();
		scan[l] += x;
		LBARRIER();
	}
	uint pos = scan[l] - keep;
	if (keep) out[g * 256 + pos] = v;
	if (l == 255) counts[g] = scan[255];
}

// A tiled 1-D stencil: each iteration of a loop loads a tile with its halo
// into LDS and reads the neighbours from there.
__attribute__((reqd_work_group_size(256, 1, 1)))
kernel void lds_stencil(global const uint *in, global uint *out, uint tiles) {
	local uint tile[258];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint g = __builtin_amdgcn_workgroup_id_x();
	uint acc = 0;
	for (uint t = 0; t < tiles; t++) {
		uint base = (g * tiles + t) * 256;
		tile[l + 1] = in[base + l + 1];
		if (l == 0) {
			tile[0] = in[base];
			tile[257] = in[base + 257];
		}
		LBARRIER();
		acc += tile[l] + 2 * tile[l + 1] + tile[l + 2];
		LBARRIER();
	}
	out[g * 256 + l] = acc;
}

// The last workgroup to finish adds up the others' partial sums: a
// device-scope release before the counter's atomic, an acquire
// (buffer_wbinvl1_vol) after it.
__attribute__((reqd_work_group_size(128, 1, 1)))
kernel void last_block(global const uint *in, global uint *partial, global uint *counter, global uint *result) {
	local uint red[128];
	uint l = __builtin_amdgcn_workitem_id_x();
	uint g = __builtin_amdgcn_workgroup_id_x();
	uint n = __builtin_amdgcn_grid_size_x() / 128;
	red[l] = in[g * 128 + l];
	LBARRIER();
	for (uint s = 64; s > 0; s >>= 1) {
		if (l < s) red[l] += red[l + s];
		LBARRIER();
	}
	if (l == 0) {
		partial[g] = red[0];
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
		uint ticket = __atomic_fetch_add(counter, 1u, __ATOMIC_RELAXED);
		if (ticket == n - 1) {
			__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
			uint total = 0;
			for (uint i = 0; i < n; i++) total += partial[i];
			*result = total;
		}
	}
}
