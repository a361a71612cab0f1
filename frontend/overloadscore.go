package frontend

// DXC resolves a call to user functions by scoring each candidate: every
// argument's conversion gets a score, the scores are summed, and the
// candidate with the lowest sum wins. The classes of conversion are worth
// orders of magnitude apart, so any number of cheaper conversions beats one
// dearer one: a scalar-to-vector splat costs least, then an element
// promotion (a wider type of the same class), then an element conversion
// (narrowing, or across int/float/bool), and a vector or matrix truncation
// costs most (hlsl-specs, "Overload Resolution": DXC's approach; Clang's
// TruncationOverloadResolution tests rank truncation below any element
// conversion the same way). resolveUser keeps the candidate that wins
// argument by argument, as C++ does; these scores decide only between
// candidates that each win some argument, as in f(uint16_t2, uint16_t2)
// against f(uint16_t, uint16_t) called with (uint16_t2, uint16_t): one splat
// beats one truncation.

// The weight of each class of conversion; 128 of a class cost less than one
// of the class above, as in DXC.
const (
	scoreSplat      = 1
	scorePromotion  = scoreSplat << 7
	scoreConversion = scorePromotion << 7
	scoreTruncation = scoreConversion << 7
)

// conversionScore is DXC's score for converting a value of type from to a
// parameter of type to; ok is false for conversions outside the numeric
// scalars, vectors and matrices, which the scores do not order.
func conversionScore(from, to Type) (int, bool) {
	fk, fok := ElemKind(from)
	tk, tok := ElemKind(to)
	if !fok || !tok {
		return 0, false
	}
	kind, _, _, ok := implicitConvType(from, to)
	if !ok {
		return 0, false
	}
	score := 0
	switch kindRank(fk, tk) {
	case 0:
	case 1:
		score += scorePromotion
	default:
		score += scoreConversion
	}
	switch kind {
	case CastSplat:
		score += scoreSplat
	case CastTruncate:
		score += scoreTruncation
	case CastVecToScalar:
		if Components(from) > 1 {
			score += scoreTruncation
		}
	case CastReinterpret:
		// a vector as a matrix of as many elements, or back
		score += scoreConversion
	}
	return score, true
}

// lowestConversionScore returns the index of the one function in fs whose
// summed conversion score for args is the lowest, or -1 when two share the
// lowest sum or a conversion is one the scores do not order. An out or
// inout argument converts both ways and scores both.
func lowestConversionScore(fs []*FuncDecl, args []Expr) int {
	best, bestScore, tie := -1, 0, false
	for i, f := range fs {
		sum := 0
		for j, a := range args {
			p := f.Params[j]
			s, ok := conversionScore(a.Type(), p.Type)
			if !ok {
				return -1
			}
			sum += s
			if p.Dir != DirIn {
				back, ok := conversionScore(p.Type, a.Type())
				if !ok {
					return -1
				}
				sum += back
			}
		}
		switch {
		case best < 0 || sum < bestScore:
			best, bestScore, tie = i, sum, false
		case sum == bestScore:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return best
}
