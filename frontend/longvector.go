package frontend

// Long vectors (shader model 6.9, hlsl-specs proposal 0026): vector<T, N>
// with N from 5 to 1024, written with the template form only. They may be
// locals, static globals, groupshared, parameters and results of functions
// other than the entry point, array elements, struct members, and the
// elements of structured and raw buffers (Load<T>/Store<T>). They may not
// be in a cbuffer or tbuffer, be a typed buffer's or texture's element, or
// be part of the entry point's signature; they have no swizzles; of the
// intrinsics only the elementwise ones take them (longVectorIntrinsics).
// The lowering works on components, so a long vector is N of them.

// maxLongVector is the most elements a vector may have.
const maxLongVector = 1024

// longVectorIntrinsics are the intrinsics that take long vectors: the
// proposal's elementwise list (with isnormal, SM 6.9's addition to the
// float tests).
var longVectorIntrinsics = map[string]bool{}

func init() {
	for _, n := range []string{
		// trigonometry
		"acos", "asin", "atan", "atan2", "cos", "cosh", "degrees", "radians", "sin", "sinh", "tan", "tanh",
		// math
		"abs", "ceil", "clamp", "exp", "exp2", "floor", "fma", "fmod", "frac", "frexp", "ldexp", "lerp", "log",
		"log10", "log2", "mad", "max", "min", "pow", "rcp", "round", "rsqrt", "sign", "smoothstep", "sqrt", "step", "trunc",
		// float operations
		"f16tof32", "f32tof16", "isfinite", "isinf", "isnan", "isnormal", "modf", "saturate",
		// bits
		"reversebits", "countbits", "firstbithigh", "firstbitlow",
		// logic
		"and", "or", "select",
		// reductions
		"all", "any", "dot",
		// quad operations
		"ddx", "ddx_coarse", "ddx_fine", "ddy", "ddy_coarse", "ddy_fine", "fwidth",
		"QuadReadLaneAt", "QuadReadAcrossX", "QuadReadAcrossY", "QuadReadAcrossDiagonal",
		// wave operations
		"WaveActiveBitAnd", "WaveActiveBitOr", "WaveActiveBitXor", "WaveActiveProduct", "WaveActiveSum",
		"WaveActiveMin", "WaveActiveMax", "WaveMultiPrefixBitAnd", "WaveMultiPrefixBitOr", "WaveMultiPrefixBitXor",
		"WaveMultiPrefixProduct", "WaveMultiPrefixSum", "WavePrefixSum", "WavePrefixProduct", "WaveReadLaneAt",
		"WaveReadLaneFirst", "WaveActiveAllEqual", "WaveMatch",
		// bit casts
		"asdouble", "asfloat", "asfloat16", "asint", "asint16", "asuint", "asuint16",
	} {
		longVectorIntrinsics[n] = true
	}
}

// longVectorIn returns the first long vector type in t (through arrays and
// struct members), nil if none.
func longVectorIn(t Type) *VectorType {
	switch t := t.(type) {
	case *VectorType:
		if t.N > 4 {
			return t
		}
	case *ArrayType:
		return longVectorIn(t.Elem)
	case *StructType:
		for _, f := range t.Fields {
			if lv := longVectorIn(f.Type); lv != nil {
				return lv
			}
		}
	}
	return nil
}

// checkLongVectorIntrinsic refuses a long vector argument or result of an
// intrinsic that is not elementwise (cross, length, normalize, mul, ...).
func (c *checker) checkLongVectorIntrinsic(name *Token, intrinsic string, types []Type) {
	if longVectorIntrinsics[intrinsic] {
		return
	}
	for _, t := range types {
		if lv := longVectorIn(t); lv != nil {
			c.errorf(name, nil, "'%s' does not take long vectors (have '%s'); only elementwise intrinsics do", intrinsic, lv)
			return
		}
	}
}
