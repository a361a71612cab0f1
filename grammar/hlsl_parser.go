package grammar // HLSL
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type HLSLParser struct {
	*antlr.BaseParser
}

var HLSLParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func hlslParserInit() {
	staticData := &HLSLParserStaticData
	staticData.LiteralNames = []string{
		"", "','", "';'", "'('", "')'", "'struct'", "'{'", "'}'", "'typedef'",
		"'const'", "'cbuffer'", "'tbuffer'", "'static'", "'groupshared'", "'uniform'",
		"'extern'", "'volatile'", "'precise'", "'shared'", "'row_major'", "'column_major'",
		"'inline'", "'snorm'", "'unorm'", "'nointerpolation'", "'<'", "'>'",
		"'='", "'['", "']'", "':'", "'register'", "'packoffset'", "'.'", "'in'",
		"'out'", "'inout'", "'if'", "'else'", "'for'", "'while'", "'do'", "'switch'",
		"'break'", "'continue'", "'return'", "'discard'", "'case'", "'default'",
		"'true'", "'false'", "'++'", "'--'", "'+'", "'-'", "'!'", "'~'", "'*'",
		"'/'", "'%'", "'<<'", "'>>'", "'<='", "'>='", "'=='", "'!='", "'&'",
		"'^'", "'|'", "'&&'", "'||'", "'?'", "'+='", "'-='", "'*='", "'/='",
		"'%='", "'<<='", "'>>='", "'&='", "'^='", "'|='",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "FLOAT_LITERAL",
		"INT_LITERAL", "STRING_LITERAL", "IDENTIFIER", "WS", "LINE_COMMENT",
		"BLOCK_COMMENT", "TYPE_NAME", "INTERP_MODIFIER",
	}
	staticData.RuleNames = []string{
		"translationUnit", "topLevel", "structDef", "structMember", "typedefDecl",
		"typedefName", "bufferBlock", "bufferMember", "declSpec", "modifier",
		"type", "templateArg", "declarator", "arrayDim", "postDecl", "registerSpec",
		"semantic", "initializer", "paramList", "param", "paramModifier", "attribute",
		"attrArg", "block", "statement", "forInit", "switchSection", "switchLabel",
		"expression", "argList", "expr",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 90, 705, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 1, 0, 5,
		0, 64, 8, 0, 10, 0, 12, 0, 67, 9, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1,
		5, 1, 75, 8, 1, 10, 1, 12, 1, 78, 9, 1, 3, 1, 80, 8, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 5, 1, 87, 8, 1, 10, 1, 12, 1, 90, 9, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 3, 1, 96, 8, 1, 1, 1, 1, 1, 3, 1, 100, 8, 1, 1, 1, 1, 1, 3, 1, 104,
		8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 110, 8, 1, 10, 1, 12, 1, 113, 9, 1,
		1, 1, 1, 1, 1, 1, 3, 1, 118, 8, 1, 1, 2, 1, 2, 3, 2, 122, 8, 2, 1, 2, 1,
		2, 5, 2, 126, 8, 2, 10, 2, 12, 2, 129, 9, 2, 1, 2, 1, 2, 1, 3, 5, 3, 134,
		8, 3, 10, 3, 12, 3, 137, 9, 3, 1, 3, 5, 3, 140, 8, 3, 10, 3, 12, 3, 143,
		9, 3, 1, 3, 1, 3, 1, 3, 1, 3, 3, 3, 149, 8, 3, 1, 3, 1, 3, 3, 3, 153, 8,
		3, 1, 3, 1, 3, 3, 3, 157, 8, 3, 1, 3, 5, 3, 160, 8, 3, 10, 3, 12, 3, 163,
		9, 3, 1, 3, 1, 3, 1, 3, 1, 3, 5, 3, 169, 8, 3, 10, 3, 12, 3, 172, 9, 3,
		1, 3, 1, 3, 3, 3, 176, 8, 3, 1, 4, 1, 4, 3, 4, 180, 8, 4, 1, 4, 1, 4, 3,
		4, 184, 8, 4, 1, 4, 1, 4, 1, 4, 5, 4, 189, 8, 4, 10, 4, 12, 4, 192, 9,
		4, 1, 4, 1, 4, 1, 5, 1, 5, 5, 5, 198, 8, 5, 10, 5, 12, 5, 201, 9, 5, 1,
		6, 1, 6, 1, 6, 3, 6, 206, 8, 6, 1, 6, 1, 6, 5, 6, 210, 8, 6, 10, 6, 12,
		6, 213, 9, 6, 1, 6, 1, 6, 3, 6, 217, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 5, 7,
		223, 8, 7, 10, 7, 12, 7, 226, 9, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7, 1, 7,
		5, 7, 234, 8, 7, 10, 7, 12, 7, 237, 9, 7, 3, 7, 239, 8, 7, 1, 7, 1, 7,
		3, 7, 243, 8, 7, 1, 8, 5, 8, 246, 8, 8, 10, 8, 12, 8, 249, 9, 8, 1, 8,
		1, 8, 1, 9, 1, 9, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 260, 8, 10,
		10, 10, 12, 10, 263, 9, 10, 1, 10, 1, 10, 3, 10, 267, 8, 10, 1, 11, 5,
		11, 270, 8, 11, 10, 11, 12, 11, 273, 9, 11, 1, 11, 1, 11, 1, 11, 1, 11,
		1, 11, 1, 11, 1, 11, 3, 11, 282, 8, 11, 1, 12, 1, 12, 5, 12, 286, 8, 12,
		10, 12, 12, 12, 289, 9, 12, 1, 12, 5, 12, 292, 8, 12, 10, 12, 12, 12, 295,
		9, 12, 1, 12, 1, 12, 3, 12, 299, 8, 12, 1, 13, 1, 13, 3, 13, 303, 8, 13,
		1, 13, 1, 13, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 313, 8,
		14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 322, 8, 14,
		1, 14, 1, 14, 1, 14, 3, 14, 327, 8, 14, 1, 15, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 3, 15, 335, 8, 15, 1, 15, 1, 15, 1, 16, 1, 16, 1, 16, 1, 17,
		1, 17, 1, 17, 1, 17, 1, 17, 5, 17, 347, 8, 17, 10, 17, 12, 17, 350, 9,
		17, 1, 17, 3, 17, 353, 8, 17, 1, 17, 1, 17, 1, 17, 1, 17, 3, 17, 359, 8,
		17, 1, 18, 1, 18, 1, 18, 5, 18, 364, 8, 18, 10, 18, 12, 18, 367, 9, 18,
		1, 19, 5, 19, 370, 8, 19, 10, 19, 12, 19, 373, 9, 19, 1, 19, 1, 19, 3,
		19, 377, 8, 19, 1, 19, 5, 19, 380, 8, 19, 10, 19, 12, 19, 383, 9, 19, 1,
		19, 3, 19, 386, 8, 19, 1, 19, 1, 19, 3, 19, 390, 8, 19, 1, 20, 1, 20, 1,
		21, 1, 21, 1, 21, 1, 21, 1, 21, 1, 21, 5, 21, 400, 8, 21, 10, 21, 12, 21,
		403, 9, 21, 1, 21, 1, 21, 3, 21, 407, 8, 21, 1, 21, 1, 21, 1, 22, 1, 22,
		3, 22, 413, 8, 22, 1, 23, 1, 23, 5, 23, 417, 8, 23, 10, 23, 12, 23, 420,
		9, 23, 1, 23, 1, 23, 1, 24, 1, 24, 5, 24, 426, 8, 24, 10, 24, 12, 24, 429,
		9, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 3, 24, 438, 8,
		24, 1, 24, 5, 24, 441, 8, 24, 10, 24, 12, 24, 444, 9, 24, 1, 24, 1, 24,
		1, 24, 3, 24, 449, 8, 24, 1, 24, 1, 24, 3, 24, 453, 8, 24, 1, 24, 1, 24,
		3, 24, 457, 8, 24, 1, 24, 1, 24, 1, 24, 5, 24, 462, 8, 24, 10, 24, 12,
		24, 465, 9, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 5, 24,
		474, 8, 24, 10, 24, 12, 24, 477, 9, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1,
		24, 1, 24, 1, 24, 1, 24, 1, 24, 5, 24, 488, 8, 24, 10, 24, 12, 24, 491,
		9, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 5, 24, 499, 8, 24, 10,
		24, 12, 24, 502, 9, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24,
		1, 24, 3, 24, 512, 8, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1,
		24, 5, 24, 521, 8, 24, 10, 24, 12, 24, 524, 9, 24, 1, 24, 1, 24, 1, 24,
		1, 24, 1, 24, 1, 24, 5, 24, 532, 8, 24, 10, 24, 12, 24, 535, 9, 24, 3,
		24, 537, 8, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 1, 24, 3, 24,
		546, 8, 24, 1, 25, 1, 25, 1, 25, 1, 25, 5, 25, 552, 8, 25, 10, 25, 12,
		25, 555, 9, 25, 1, 25, 3, 25, 558, 8, 25, 1, 26, 4, 26, 561, 8, 26, 11,
		26, 12, 26, 562, 1, 26, 5, 26, 566, 8, 26, 10, 26, 12, 26, 569, 9, 26,
		1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 1, 27, 3, 27, 577, 8, 27, 1, 28, 1,
		28, 1, 28, 5, 28, 582, 8, 28, 10, 28, 12, 28, 585, 9, 28, 1, 29, 1, 29,
		1, 29, 5, 29, 590, 8, 29, 10, 29, 12, 29, 593, 9, 29, 1, 30, 1, 30, 1,
		30, 1, 30, 1, 30, 4, 30, 600, 8, 30, 11, 30, 12, 30, 601, 1, 30, 1, 30,
		1, 30, 3, 30, 607, 8, 30, 1, 30, 1, 30, 1, 30, 1, 30, 3, 30, 613, 8, 30,
		1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1,
		30, 1, 30, 5, 30, 627, 8, 30, 10, 30, 12, 30, 630, 9, 30, 1, 30, 1, 30,
		1, 30, 3, 30, 635, 8, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1,
		30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30,
		1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1,
		30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30,
		1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 3, 30, 683, 8,
		30, 1, 30, 1, 30, 3, 30, 687, 8, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30,
		1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 1, 30, 5, 30, 700, 8, 30, 10, 30, 12,
		30, 703, 9, 30, 1, 30, 0, 1, 60, 31, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18,
		20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54,
		56, 58, 60, 0, 13, 2, 0, 85, 85, 89, 89, 1, 0, 10, 11, 3, 0, 9, 9, 12,
		24, 90, 90, 7, 0, 9, 9, 14, 14, 17, 17, 19, 20, 22, 24, 34, 36, 90, 90,
		1, 0, 49, 50, 1, 0, 51, 56, 1, 0, 57, 59, 1, 0, 53, 54, 1, 0, 60, 61, 2,
		0, 25, 26, 62, 63, 1, 0, 64, 65, 2, 0, 27, 27, 72, 81, 1, 0, 51, 52, 803,
		0, 65, 1, 0, 0, 0, 2, 117, 1, 0, 0, 0, 4, 119, 1, 0, 0, 0, 6, 175, 1, 0,
		0, 0, 8, 177, 1, 0, 0, 0, 10, 195, 1, 0, 0, 0, 12, 202, 1, 0, 0, 0, 14,
		242, 1, 0, 0, 0, 16, 247, 1, 0, 0, 0, 18, 252, 1, 0, 0, 0, 20, 254, 1,
		0, 0, 0, 22, 281, 1, 0, 0, 0, 24, 283, 1, 0, 0, 0, 26, 300, 1, 0, 0, 0,
		28, 326, 1, 0, 0, 0, 30, 328, 1, 0, 0, 0, 32, 338, 1, 0, 0, 0, 34, 358,
		1, 0, 0, 0, 36, 360, 1, 0, 0, 0, 38, 371, 1, 0, 0, 0, 40, 391, 1, 0, 0,
		0, 42, 393, 1, 0, 0, 0, 44, 412, 1, 0, 0, 0, 46, 414, 1, 0, 0, 0, 48, 545,
		1, 0, 0, 0, 50, 557, 1, 0, 0, 0, 52, 560, 1, 0, 0, 0, 54, 576, 1, 0, 0,
		0, 56, 578, 1, 0, 0, 0, 58, 586, 1, 0, 0, 0, 60, 634, 1, 0, 0, 0, 62, 64,
		3, 2, 1, 0, 63, 62, 1, 0, 0, 0, 64, 67, 1, 0, 0, 0, 65, 63, 1, 0, 0, 0,
		65, 66, 1, 0, 0, 0, 66, 68, 1, 0, 0, 0, 67, 65, 1, 0, 0, 0, 68, 69, 5,
		0, 0, 1, 69, 1, 1, 0, 0, 0, 70, 79, 3, 4, 2, 0, 71, 76, 3, 24, 12, 0, 72,
		73, 5, 1, 0, 0, 73, 75, 3, 24, 12, 0, 74, 72, 1, 0, 0, 0, 75, 78, 1, 0,
		0, 0, 76, 74, 1, 0, 0, 0, 76, 77, 1, 0, 0, 0, 77, 80, 1, 0, 0, 0, 78, 76,
		1, 0, 0, 0, 79, 71, 1, 0, 0, 0, 79, 80, 1, 0, 0, 0, 80, 81, 1, 0, 0, 0,
		81, 82, 5, 2, 0, 0, 82, 118, 1, 0, 0, 0, 83, 118, 3, 8, 4, 0, 84, 118,
		3, 12, 6, 0, 85, 87, 3, 42, 21, 0, 86, 85, 1, 0, 0, 0, 87, 90, 1, 0, 0,
		0, 88, 86, 1, 0, 0, 0, 88, 89, 1, 0, 0, 0, 89, 91, 1, 0, 0, 0, 90, 88,
		1, 0, 0, 0, 91, 92, 3, 16, 8, 0, 92, 93, 5, 85, 0, 0, 93, 95, 5, 3, 0,
		0, 94, 96, 3, 36, 18, 0, 95, 94, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0, 96, 97,
		1, 0, 0, 0, 97, 99, 5, 4, 0, 0, 98, 100, 3, 32, 16, 0, 99, 98, 1, 0, 0,
		0, 99, 100, 1, 0, 0, 0, 100, 103, 1, 0, 0, 0, 101, 104, 3, 46, 23, 0, 102,
		104, 5, 2, 0, 0, 103, 101, 1, 0, 0, 0, 103, 102, 1, 0, 0, 0, 104, 118,
		1, 0, 0, 0, 105, 106, 3, 16, 8, 0, 106, 111, 3, 24, 12, 0, 107, 108, 5,
		1, 0, 0, 108, 110, 3, 24, 12, 0, 109, 107, 1, 0, 0, 0, 110, 113, 1, 0,
		0, 0, 111, 109, 1, 0, 0, 0, 111, 112, 1, 0, 0, 0, 112, 114, 1, 0, 0, 0,
		113, 111, 1, 0, 0, 0, 114, 115, 5, 2, 0, 0, 115, 118, 1, 0, 0, 0, 116,
		118, 5, 2, 0, 0, 117, 70, 1, 0, 0, 0, 117, 83, 1, 0, 0, 0, 117, 84, 1,
		0, 0, 0, 117, 88, 1, 0, 0, 0, 117, 105, 1, 0, 0, 0, 117, 116, 1, 0, 0,
		0, 118, 3, 1, 0, 0, 0, 119, 121, 5, 5, 0, 0, 120, 122, 7, 0, 0, 0, 121,
		120, 1, 0, 0, 0, 121, 122, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123, 127,
		5, 6, 0, 0, 124, 126, 3, 6, 3, 0, 125, 124, 1, 0, 0, 0, 126, 129, 1, 0,
		0, 0, 127, 125, 1, 0, 0, 0, 127, 128, 1, 0, 0, 0, 128, 130, 1, 0, 0, 0,
		129, 127, 1, 0, 0, 0, 130, 131, 5, 7, 0, 0, 131, 5, 1, 0, 0, 0, 132, 134,
		3, 42, 21, 0, 133, 132, 1, 0, 0, 0, 134, 137, 1, 0, 0, 0, 135, 133, 1,
		0, 0, 0, 135, 136, 1, 0, 0, 0, 136, 141, 1, 0, 0, 0, 137, 135, 1, 0, 0,
		0, 138, 140, 3, 18, 9, 0, 139, 138, 1, 0, 0, 0, 140, 143, 1, 0, 0, 0, 141,
		139, 1, 0, 0, 0, 141, 142, 1, 0, 0, 0, 142, 144, 1, 0, 0, 0, 143, 141,
		1, 0, 0, 0, 144, 145, 3, 20, 10, 0, 145, 146, 5, 85, 0, 0, 146, 148, 5,
		3, 0, 0, 147, 149, 3, 36, 18, 0, 148, 147, 1, 0, 0, 0, 148, 149, 1, 0,
		0, 0, 149, 150, 1, 0, 0, 0, 150, 152, 5, 4, 0, 0, 151, 153, 3, 32, 16,
		0, 152, 151, 1, 0, 0, 0, 152, 153, 1, 0, 0, 0, 153, 156, 1, 0, 0, 0, 154,
		157, 3, 46, 23, 0, 155, 157, 5, 2, 0, 0, 156, 154, 1, 0, 0, 0, 156, 155,
		1, 0, 0, 0, 157, 176, 1, 0, 0, 0, 158, 160, 3, 18, 9, 0, 159, 158, 1, 0,
		0, 0, 160, 163, 1, 0, 0, 0, 161, 159, 1, 0, 0, 0, 161, 162, 1, 0, 0, 0,
		162, 164, 1, 0, 0, 0, 163, 161, 1, 0, 0, 0, 164, 165, 3, 20, 10, 0, 165,
		170, 3, 24, 12, 0, 166, 167, 5, 1, 0, 0, 167, 169, 3, 24, 12, 0, 168, 166,
		1, 0, 0, 0, 169, 172, 1, 0, 0, 0, 170, 168, 1, 0, 0, 0, 170, 171, 1, 0,
		0, 0, 171, 173, 1, 0, 0, 0, 172, 170, 1, 0, 0, 0, 173, 174, 5, 2, 0, 0,
		174, 176, 1, 0, 0, 0, 175, 135, 1, 0, 0, 0, 175, 161, 1, 0, 0, 0, 176,
		7, 1, 0, 0, 0, 177, 179, 5, 8, 0, 0, 178, 180, 5, 9, 0, 0, 179, 178, 1,
		0, 0, 0, 179, 180, 1, 0, 0, 0, 180, 183, 1, 0, 0, 0, 181, 184, 3, 20, 10,
		0, 182, 184, 3, 4, 2, 0, 183, 181, 1, 0, 0, 0, 183, 182, 1, 0, 0, 0, 184,
		185, 1, 0, 0, 0, 185, 190, 3, 10, 5, 0, 186, 187, 5, 1, 0, 0, 187, 189,
		3, 10, 5, 0, 188, 186, 1, 0, 0, 0, 189, 192, 1, 0, 0, 0, 190, 188, 1, 0,
		0, 0, 190, 191, 1, 0, 0, 0, 191, 193, 1, 0, 0, 0, 192, 190, 1, 0, 0, 0,
		193, 194, 5, 2, 0, 0, 194, 9, 1, 0, 0, 0, 195, 199, 7, 0, 0, 0, 196, 198,
		3, 26, 13, 0, 197, 196, 1, 0, 0, 0, 198, 201, 1, 0, 0, 0, 199, 197, 1,
		0, 0, 0, 199, 200, 1, 0, 0, 0, 200, 11, 1, 0, 0, 0, 201, 199, 1, 0, 0,
		0, 202, 203, 7, 1, 0, 0, 203, 205, 5, 85, 0, 0, 204, 206, 3, 30, 15, 0,
		205, 204, 1, 0, 0, 0, 205, 206, 1, 0, 0, 0, 206, 207, 1, 0, 0, 0, 207,
		211, 5, 6, 0, 0, 208, 210, 3, 14, 7, 0, 209, 208, 1, 0, 0, 0, 210, 213,
		1, 0, 0, 0, 211, 209, 1, 0, 0, 0, 211, 212, 1, 0, 0, 0, 212, 214, 1, 0,
		0, 0, 213, 211, 1, 0, 0, 0, 214, 216, 5, 7, 0, 0, 215, 217, 5, 2, 0, 0,
		216, 215, 1, 0, 0, 0, 216, 217, 1, 0, 0, 0, 217, 13, 1, 0, 0, 0, 218, 219,
		3, 16, 8, 0, 219, 224, 3, 24, 12, 0, 220, 221, 5, 1, 0, 0, 221, 223, 3,
		24, 12, 0, 222, 220, 1, 0, 0, 0, 223, 226, 1, 0, 0, 0, 224, 222, 1, 0,
		0, 0, 224, 225, 1, 0, 0, 0, 225, 227, 1, 0, 0, 0, 226, 224, 1, 0, 0, 0,
		227, 228, 5, 2, 0, 0, 228, 243, 1, 0, 0, 0, 229, 238, 3, 4, 2, 0, 230,
		235, 3, 24, 12, 0, 231, 232, 5, 1, 0, 0, 232, 234, 3, 24, 12, 0, 233, 231,
		1, 0, 0, 0, 234, 237, 1, 0, 0, 0, 235, 233, 1, 0, 0, 0, 235, 236, 1, 0,
		0, 0, 236, 239, 1, 0, 0, 0, 237, 235, 1, 0, 0, 0, 238, 230, 1, 0, 0, 0,
		238, 239, 1, 0, 0, 0, 239, 240, 1, 0, 0, 0, 240, 241, 5, 2, 0, 0, 241,
		243, 1, 0, 0, 0, 242, 218, 1, 0, 0, 0, 242, 229, 1, 0, 0, 0, 243, 15, 1,
		0, 0, 0, 244, 246, 3, 18, 9, 0, 245, 244, 1, 0, 0, 0, 246, 249, 1, 0, 0,
		0, 247, 245, 1, 0, 0, 0, 247, 248, 1, 0, 0, 0, 248, 250, 1, 0, 0, 0, 249,
		247, 1, 0, 0, 0, 250, 251, 3, 20, 10, 0, 251, 17, 1, 0, 0, 0, 252, 253,
		7, 2, 0, 0, 253, 19, 1, 0, 0, 0, 254, 266, 5, 89, 0, 0, 255, 256, 5, 25,
		0, 0, 256, 261, 3, 22, 11, 0, 257, 258, 5, 1, 0, 0, 258, 260, 3, 22, 11,
		0, 259, 257, 1, 0, 0, 0, 260, 263, 1, 0, 0, 0, 261, 259, 1, 0, 0, 0, 261,
		262, 1, 0, 0, 0, 262, 264, 1, 0, 0, 0, 263, 261, 1, 0, 0, 0, 264, 265,
		5, 26, 0, 0, 265, 267, 1, 0, 0, 0, 266, 255, 1, 0, 0, 0, 266, 267, 1, 0,
		0, 0, 267, 21, 1, 0, 0, 0, 268, 270, 3, 18, 9, 0, 269, 268, 1, 0, 0, 0,
		270, 273, 1, 0, 0, 0, 271, 269, 1, 0, 0, 0, 271, 272, 1, 0, 0, 0, 272,
		274, 1, 0, 0, 0, 273, 271, 1, 0, 0, 0, 274, 282, 3, 20, 10, 0, 275, 282,
		5, 83, 0, 0, 276, 282, 5, 85, 0, 0, 277, 278, 5, 3, 0, 0, 278, 279, 3,
		56, 28, 0, 279, 280, 5, 4, 0, 0, 280, 282, 1, 0, 0, 0, 281, 271, 1, 0,
		0, 0, 281, 275, 1, 0, 0, 0, 281, 276, 1, 0, 0, 0, 281, 277, 1, 0, 0, 0,
		282, 23, 1, 0, 0, 0, 283, 287, 5, 85, 0, 0, 284, 286, 3, 26, 13, 0, 285,
		284, 1, 0, 0, 0, 286, 289, 1, 0, 0, 0, 287, 285, 1, 0, 0, 0, 287, 288,
		1, 0, 0, 0, 288, 293, 1, 0, 0, 0, 289, 287, 1, 0, 0, 0, 290, 292, 3, 28,
		14, 0, 291, 290, 1, 0, 0, 0, 292, 295, 1, 0, 0, 0, 293, 291, 1, 0, 0, 0,
		293, 294, 1, 0, 0, 0, 294, 298, 1, 0, 0, 0, 295, 293, 1, 0, 0, 0, 296,
		297, 5, 27, 0, 0, 297, 299, 3, 34, 17, 0, 298, 296, 1, 0, 0, 0, 298, 299,
		1, 0, 0, 0, 299, 25, 1, 0, 0, 0, 300, 302, 5, 28, 0, 0, 301, 303, 3, 60,
		30, 0, 302, 301, 1, 0, 0, 0, 302, 303, 1, 0, 0, 0, 303, 304, 1, 0, 0, 0,
		304, 305, 5, 29, 0, 0, 305, 27, 1, 0, 0, 0, 306, 307, 5, 30, 0, 0, 307,
		308, 5, 31, 0, 0, 308, 309, 5, 3, 0, 0, 309, 312, 5, 85, 0, 0, 310, 311,
		5, 1, 0, 0, 311, 313, 5, 85, 0, 0, 312, 310, 1, 0, 0, 0, 312, 313, 1, 0,
		0, 0, 313, 314, 1, 0, 0, 0, 314, 327, 5, 4, 0, 0, 315, 316, 5, 30, 0, 0,
		316, 317, 5, 32, 0, 0, 317, 318, 5, 3, 0, 0, 318, 321, 5, 85, 0, 0, 319,
		320, 5, 33, 0, 0, 320, 322, 5, 85, 0, 0, 321, 319, 1, 0, 0, 0, 321, 322,
		1, 0, 0, 0, 322, 323, 1, 0, 0, 0, 323, 327, 5, 4, 0, 0, 324, 325, 5, 30,
		0, 0, 325, 327, 5, 85, 0, 0, 326, 306, 1, 0, 0, 0, 326, 315, 1, 0, 0, 0,
		326, 324, 1, 0, 0, 0, 327, 29, 1, 0, 0, 0, 328, 329, 5, 30, 0, 0, 329,
		330, 5, 31, 0, 0, 330, 331, 5, 3, 0, 0, 331, 334, 5, 85, 0, 0, 332, 333,
		5, 1, 0, 0, 333, 335, 5, 85, 0, 0, 334, 332, 1, 0, 0, 0, 334, 335, 1, 0,
		0, 0, 335, 336, 1, 0, 0, 0, 336, 337, 5, 4, 0, 0, 337, 31, 1, 0, 0, 0,
		338, 339, 5, 30, 0, 0, 339, 340, 5, 85, 0, 0, 340, 33, 1, 0, 0, 0, 341,
		359, 3, 60, 30, 0, 342, 343, 5, 6, 0, 0, 343, 348, 3, 34, 17, 0, 344, 345,
		5, 1, 0, 0, 345, 347, 3, 34, 17, 0, 346, 344, 1, 0, 0, 0, 347, 350, 1,
		0, 0, 0, 348, 346, 1, 0, 0, 0, 348, 349, 1, 0, 0, 0, 349, 352, 1, 0, 0,
		0, 350, 348, 1, 0, 0, 0, 351, 353, 5, 1, 0, 0, 352, 351, 1, 0, 0, 0, 352,
		353, 1, 0, 0, 0, 353, 354, 1, 0, 0, 0, 354, 355, 5, 7, 0, 0, 355, 359,
		1, 0, 0, 0, 356, 357, 5, 6, 0, 0, 357, 359, 5, 7, 0, 0, 358, 341, 1, 0,
		0, 0, 358, 342, 1, 0, 0, 0, 358, 356, 1, 0, 0, 0, 359, 35, 1, 0, 0, 0,
		360, 365, 3, 38, 19, 0, 361, 362, 5, 1, 0, 0, 362, 364, 3, 38, 19, 0, 363,
		361, 1, 0, 0, 0, 364, 367, 1, 0, 0, 0, 365, 363, 1, 0, 0, 0, 365, 366,
		1, 0, 0, 0, 366, 37, 1, 0, 0, 0, 367, 365, 1, 0, 0, 0, 368, 370, 3, 40,
		20, 0, 369, 368, 1, 0, 0, 0, 370, 373, 1, 0, 0, 0, 371, 369, 1, 0, 0, 0,
		371, 372, 1, 0, 0, 0, 372, 374, 1, 0, 0, 0, 373, 371, 1, 0, 0, 0, 374,
		376, 3, 20, 10, 0, 375, 377, 5, 85, 0, 0, 376, 375, 1, 0, 0, 0, 376, 377,
		1, 0, 0, 0, 377, 381, 1, 0, 0, 0, 378, 380, 3, 26, 13, 0, 379, 378, 1,
		0, 0, 0, 380, 383, 1, 0, 0, 0, 381, 379, 1, 0, 0, 0, 381, 382, 1, 0, 0,
		0, 382, 385, 1, 0, 0, 0, 383, 381, 1, 0, 0, 0, 384, 386, 3, 32, 16, 0,
		385, 384, 1, 0, 0, 0, 385, 386, 1, 0, 0, 0, 386, 389, 1, 0, 0, 0, 387,
		388, 5, 27, 0, 0, 388, 390, 3, 60, 30, 0, 389, 387, 1, 0, 0, 0, 389, 390,
		1, 0, 0, 0, 390, 39, 1, 0, 0, 0, 391, 392, 7, 3, 0, 0, 392, 41, 1, 0, 0,
		0, 393, 394, 5, 28, 0, 0, 394, 406, 5, 85, 0, 0, 395, 396, 5, 3, 0, 0,
		396, 401, 3, 44, 22, 0, 397, 398, 5, 1, 0, 0, 398, 400, 3, 44, 22, 0, 399,
		397, 1, 0, 0, 0, 400, 403, 1, 0, 0, 0, 401, 399, 1, 0, 0, 0, 401, 402,
		1, 0, 0, 0, 402, 404, 1, 0, 0, 0, 403, 401, 1, 0, 0, 0, 404, 405, 5, 4,
		0, 0, 405, 407, 1, 0, 0, 0, 406, 395, 1, 0, 0, 0, 406, 407, 1, 0, 0, 0,
		407, 408, 1, 0, 0, 0, 408, 409, 5, 29, 0, 0, 409, 43, 1, 0, 0, 0, 410,
		413, 3, 60, 30, 0, 411, 413, 5, 84, 0, 0, 412, 410, 1, 0, 0, 0, 412, 411,
		1, 0, 0, 0, 413, 45, 1, 0, 0, 0, 414, 418, 5, 6, 0, 0, 415, 417, 3, 48,
		24, 0, 416, 415, 1, 0, 0, 0, 417, 420, 1, 0, 0, 0, 418, 416, 1, 0, 0, 0,
		418, 419, 1, 0, 0, 0, 419, 421, 1, 0, 0, 0, 420, 418, 1, 0, 0, 0, 421,
		422, 5, 7, 0, 0, 422, 47, 1, 0, 0, 0, 423, 546, 3, 46, 23, 0, 424, 426,
		3, 42, 21, 0, 425, 424, 1, 0, 0, 0, 426, 429, 1, 0, 0, 0, 427, 425, 1,
		0, 0, 0, 427, 428, 1, 0, 0, 0, 428, 430, 1, 0, 0, 0, 429, 427, 1, 0, 0,
		0, 430, 431, 5, 37, 0, 0, 431, 432, 5, 3, 0, 0, 432, 433, 3, 56, 28, 0,
		433, 434, 5, 4, 0, 0, 434, 437, 3, 48, 24, 0, 435, 436, 5, 38, 0, 0, 436,
		438, 3, 48, 24, 0, 437, 435, 1, 0, 0, 0, 437, 438, 1, 0, 0, 0, 438, 546,
		1, 0, 0, 0, 439, 441, 3, 42, 21, 0, 440, 439, 1, 0, 0, 0, 441, 444, 1,
		0, 0, 0, 442, 440, 1, 0, 0, 0, 442, 443, 1, 0, 0, 0, 443, 445, 1, 0, 0,
		0, 444, 442, 1, 0, 0, 0, 445, 446, 5, 39, 0, 0, 446, 448, 5, 3, 0, 0, 447,
		449, 3, 50, 25, 0, 448, 447, 1, 0, 0, 0, 448, 449, 1, 0, 0, 0, 449, 450,
		1, 0, 0, 0, 450, 452, 5, 2, 0, 0, 451, 453, 3, 56, 28, 0, 452, 451, 1,
		0, 0, 0, 452, 453, 1, 0, 0, 0, 453, 454, 1, 0, 0, 0, 454, 456, 5, 2, 0,
		0, 455, 457, 3, 56, 28, 0, 456, 455, 1, 0, 0, 0, 456, 457, 1, 0, 0, 0,
		457, 458, 1, 0, 0, 0, 458, 459, 5, 4, 0, 0, 459, 546, 3, 48, 24, 0, 460,
		462, 3, 42, 21, 0, 461, 460, 1, 0, 0, 0, 462, 465, 1, 0, 0, 0, 463, 461,
		1, 0, 0, 0, 463, 464, 1, 0, 0, 0, 464, 466, 1, 0, 0, 0, 465, 463, 1, 0,
		0, 0, 466, 467, 5, 40, 0, 0, 467, 468, 5, 3, 0, 0, 468, 469, 3, 56, 28,
		0, 469, 470, 5, 4, 0, 0, 470, 471, 3, 48, 24, 0, 471, 546, 1, 0, 0, 0,
		472, 474, 3, 42, 21, 0, 473, 472, 1, 0, 0, 0, 474, 477, 1, 0, 0, 0, 475,
		473, 1, 0, 0, 0, 475, 476, 1, 0, 0, 0, 476, 478, 1, 0, 0, 0, 477, 475,
		1, 0, 0, 0, 478, 479, 5, 41, 0, 0, 479, 480, 3, 48, 24, 0, 480, 481, 5,
		40, 0, 0, 481, 482, 5, 3, 0, 0, 482, 483, 3, 56, 28, 0, 483, 484, 5, 4,
		0, 0, 484, 485, 5, 2, 0, 0, 485, 546, 1, 0, 0, 0, 486, 488, 3, 42, 21,
		0, 487, 486, 1, 0, 0, 0, 488, 491, 1, 0, 0, 0, 489, 487, 1, 0, 0, 0, 489,
		490, 1, 0, 0, 0, 490, 492, 1, 0, 0, 0, 491, 489, 1, 0, 0, 0, 492, 493,
		5, 42, 0, 0, 493, 494, 5, 3, 0, 0, 494, 495, 3, 56, 28, 0, 495, 496, 5,
		4, 0, 0, 496, 500, 5, 6, 0, 0, 497, 499, 3, 52, 26, 0, 498, 497, 1, 0,
		0, 0, 499, 502, 1, 0, 0, 0, 500, 498, 1, 0, 0, 0, 500, 501, 1, 0, 0, 0,
		501, 503, 1, 0, 0, 0, 502, 500, 1, 0, 0, 0, 503, 504, 5, 7, 0, 0, 504,
		546, 1, 0, 0, 0, 505, 506, 5, 43, 0, 0, 506, 546, 5, 2, 0, 0, 507, 508,
		5, 44, 0, 0, 508, 546, 5, 2, 0, 0, 509, 511, 5, 45, 0, 0, 510, 512, 3,
		56, 28, 0, 511, 510, 1, 0, 0, 0, 511, 512, 1, 0, 0, 0, 512, 513, 1, 0,
		0, 0, 513, 546, 5, 2, 0, 0, 514, 515, 5, 46, 0, 0, 515, 546, 5, 2, 0, 0,
		516, 517, 3, 16, 8, 0, 517, 522, 3, 24, 12, 0, 518, 519, 5, 1, 0, 0, 519,
		521, 3, 24, 12, 0, 520, 518, 1, 0, 0, 0, 521, 524, 1, 0, 0, 0, 522, 520,
		1, 0, 0, 0, 522, 523, 1, 0, 0, 0, 523, 525, 1, 0, 0, 0, 524, 522, 1, 0,
		0, 0, 525, 526, 5, 2, 0, 0, 526, 546, 1, 0, 0, 0, 527, 536, 3, 4, 2, 0,
		528, 533, 3, 24, 12, 0, 529, 530, 5, 1, 0, 0, 530, 532, 3, 24, 12, 0, 531,
		529, 1, 0, 0, 0, 532, 535, 1, 0, 0, 0, 533, 531, 1, 0, 0, 0, 533, 534,
		1, 0, 0, 0, 534, 537, 1, 0, 0, 0, 535, 533, 1, 0, 0, 0, 536, 528, 1, 0,
		0, 0, 536, 537, 1, 0, 0, 0, 537, 538, 1, 0, 0, 0, 538, 539, 5, 2, 0, 0,
		539, 546, 1, 0, 0, 0, 540, 546, 3, 8, 4, 0, 541, 542, 3, 56, 28, 0, 542,
		543, 5, 2, 0, 0, 543, 546, 1, 0, 0, 0, 544, 546, 5, 2, 0, 0, 545, 423,
		1, 0, 0, 0, 545, 427, 1, 0, 0, 0, 545, 442, 1, 0, 0, 0, 545, 463, 1, 0,
		0, 0, 545, 475, 1, 0, 0, 0, 545, 489, 1, 0, 0, 0, 545, 505, 1, 0, 0, 0,
		545, 507, 1, 0, 0, 0, 545, 509, 1, 0, 0, 0, 545, 514, 1, 0, 0, 0, 545,
		516, 1, 0, 0, 0, 545, 527, 1, 0, 0, 0, 545, 540, 1, 0, 0, 0, 545, 541,
		1, 0, 0, 0, 545, 544, 1, 0, 0, 0, 546, 49, 1, 0, 0, 0, 547, 548, 3, 16,
		8, 0, 548, 553, 3, 24, 12, 0, 549, 550, 5, 1, 0, 0, 550, 552, 3, 24, 12,
		0, 551, 549, 1, 0, 0, 0, 552, 555, 1, 0, 0, 0, 553, 551, 1, 0, 0, 0, 553,
		554, 1, 0, 0, 0, 554, 558, 1, 0, 0, 0, 555, 553, 1, 0, 0, 0, 556, 558,
		3, 56, 28, 0, 557, 547, 1, 0, 0, 0, 557, 556, 1, 0, 0, 0, 558, 51, 1, 0,
		0, 0, 559, 561, 3, 54, 27, 0, 560, 559, 1, 0, 0, 0, 561, 562, 1, 0, 0,
		0, 562, 560, 1, 0, 0, 0, 562, 563, 1, 0, 0, 0, 563, 567, 1, 0, 0, 0, 564,
		566, 3, 48, 24, 0, 565, 564, 1, 0, 0, 0, 566, 569, 1, 0, 0, 0, 567, 565,
		1, 0, 0, 0, 567, 568, 1, 0, 0, 0, 568, 53, 1, 0, 0, 0, 569, 567, 1, 0,
		0, 0, 570, 571, 5, 47, 0, 0, 571, 572, 3, 60, 30, 0, 572, 573, 5, 30, 0,
		0, 573, 577, 1, 0, 0, 0, 574, 575, 5, 48, 0, 0, 575, 577, 5, 30, 0, 0,
		576, 570, 1, 0, 0, 0, 576, 574, 1, 0, 0, 0, 577, 55, 1, 0, 0, 0, 578, 583,
		3, 60, 30, 0, 579, 580, 5, 1, 0, 0, 580, 582, 3, 60, 30, 0, 581, 579, 1,
		0, 0, 0, 582, 585, 1, 0, 0, 0, 583, 581, 1, 0, 0, 0, 583, 584, 1, 0, 0,
		0, 584, 57, 1, 0, 0, 0, 585, 583, 1, 0, 0, 0, 586, 591, 3, 60, 30, 0, 587,
		588, 5, 1, 0, 0, 588, 590, 3, 60, 30, 0, 589, 587, 1, 0, 0, 0, 590, 593,
		1, 0, 0, 0, 591, 589, 1, 0, 0, 0, 591, 592, 1, 0, 0, 0, 592, 59, 1, 0,
		0, 0, 593, 591, 1, 0, 0, 0, 594, 595, 6, 30, -1, 0, 595, 635, 5, 83, 0,
		0, 596, 635, 5, 82, 0, 0, 597, 635, 7, 4, 0, 0, 598, 600, 5, 84, 0, 0,
		599, 598, 1, 0, 0, 0, 600, 601, 1, 0, 0, 0, 601, 599, 1, 0, 0, 0, 601,
		602, 1, 0, 0, 0, 602, 635, 1, 0, 0, 0, 603, 604, 5, 85, 0, 0, 604, 606,
		5, 3, 0, 0, 605, 607, 3, 58, 29, 0, 606, 605, 1, 0, 0, 0, 606, 607, 1,
		0, 0, 0, 607, 608, 1, 0, 0, 0, 608, 635, 5, 4, 0, 0, 609, 610, 3, 20, 10,
		0, 610, 612, 5, 3, 0, 0, 611, 613, 3, 58, 29, 0, 612, 611, 1, 0, 0, 0,
		612, 613, 1, 0, 0, 0, 613, 614, 1, 0, 0, 0, 614, 615, 5, 4, 0, 0, 615,
		635, 1, 0, 0, 0, 616, 635, 5, 85, 0, 0, 617, 618, 5, 3, 0, 0, 618, 619,
		3, 56, 28, 0, 619, 620, 5, 4, 0, 0, 620, 635, 1, 0, 0, 0, 621, 622, 7,
		5, 0, 0, 622, 635, 3, 60, 30, 14, 623, 624, 5, 3, 0, 0, 624, 628, 3, 20,
		10, 0, 625, 627, 3, 26, 13, 0, 626, 625, 1, 0, 0, 0, 627, 630, 1, 0, 0,
		0, 628, 626, 1, 0, 0, 0, 628, 629, 1, 0, 0, 0, 629, 631, 1, 0, 0, 0, 630,
		628, 1, 0, 0, 0, 631, 632, 5, 4, 0, 0, 632, 633, 3, 60, 30, 13, 633, 635,
		1, 0, 0, 0, 634, 594, 1, 0, 0, 0, 634, 596, 1, 0, 0, 0, 634, 597, 1, 0,
		0, 0, 634, 599, 1, 0, 0, 0, 634, 603, 1, 0, 0, 0, 634, 609, 1, 0, 0, 0,
		634, 616, 1, 0, 0, 0, 634, 617, 1, 0, 0, 0, 634, 621, 1, 0, 0, 0, 634,
		623, 1, 0, 0, 0, 635, 701, 1, 0, 0, 0, 636, 637, 10, 12, 0, 0, 637, 638,
		7, 6, 0, 0, 638, 700, 3, 60, 30, 13, 639, 640, 10, 11, 0, 0, 640, 641,
		7, 7, 0, 0, 641, 700, 3, 60, 30, 12, 642, 643, 10, 10, 0, 0, 643, 644,
		7, 8, 0, 0, 644, 700, 3, 60, 30, 11, 645, 646, 10, 9, 0, 0, 646, 647, 7,
		9, 0, 0, 647, 700, 3, 60, 30, 10, 648, 649, 10, 8, 0, 0, 649, 650, 7, 10,
		0, 0, 650, 700, 3, 60, 30, 9, 651, 652, 10, 7, 0, 0, 652, 653, 5, 66, 0,
		0, 653, 700, 3, 60, 30, 8, 654, 655, 10, 6, 0, 0, 655, 656, 5, 67, 0, 0,
		656, 700, 3, 60, 30, 7, 657, 658, 10, 5, 0, 0, 658, 659, 5, 68, 0, 0, 659,
		700, 3, 60, 30, 6, 660, 661, 10, 4, 0, 0, 661, 662, 5, 69, 0, 0, 662, 700,
		3, 60, 30, 5, 663, 664, 10, 3, 0, 0, 664, 665, 5, 70, 0, 0, 665, 700, 3,
		60, 30, 4, 666, 667, 10, 2, 0, 0, 667, 668, 5, 71, 0, 0, 668, 669, 3, 60,
		30, 0, 669, 670, 5, 30, 0, 0, 670, 671, 3, 60, 30, 2, 671, 700, 1, 0, 0,
		0, 672, 673, 10, 1, 0, 0, 673, 674, 7, 11, 0, 0, 674, 700, 3, 60, 30, 1,
		675, 676, 10, 18, 0, 0, 676, 677, 5, 33, 0, 0, 677, 682, 5, 85, 0, 0, 678,
		679, 5, 25, 0, 0, 679, 680, 3, 20, 10, 0, 680, 681, 5, 26, 0, 0, 681, 683,
		1, 0, 0, 0, 682, 678, 1, 0, 0, 0, 682, 683, 1, 0, 0, 0, 683, 684, 1, 0,
		0, 0, 684, 686, 5, 3, 0, 0, 685, 687, 3, 58, 29, 0, 686, 685, 1, 0, 0,
		0, 686, 687, 1, 0, 0, 0, 687, 688, 1, 0, 0, 0, 688, 700, 5, 4, 0, 0, 689,
		690, 10, 17, 0, 0, 690, 691, 5, 33, 0, 0, 691, 700, 5, 85, 0, 0, 692, 693,
		10, 16, 0, 0, 693, 694, 5, 28, 0, 0, 694, 695, 3, 56, 28, 0, 695, 696,
		5, 29, 0, 0, 696, 700, 1, 0, 0, 0, 697, 698, 10, 15, 0, 0, 698, 700, 7,
		12, 0, 0, 699, 636, 1, 0, 0, 0, 699, 639, 1, 0, 0, 0, 699, 642, 1, 0, 0,
		0, 699, 645, 1, 0, 0, 0, 699, 648, 1, 0, 0, 0, 699, 651, 1, 0, 0, 0, 699,
		654, 1, 0, 0, 0, 699, 657, 1, 0, 0, 0, 699, 660, 1, 0, 0, 0, 699, 663,
		1, 0, 0, 0, 699, 666, 1, 0, 0, 0, 699, 672, 1, 0, 0, 0, 699, 675, 1, 0,
		0, 0, 699, 689, 1, 0, 0, 0, 699, 692, 1, 0, 0, 0, 699, 697, 1, 0, 0, 0,
		700, 703, 1, 0, 0, 0, 701, 699, 1, 0, 0, 0, 701, 702, 1, 0, 0, 0, 702,
		61, 1, 0, 0, 0, 703, 701, 1, 0, 0, 0, 87, 65, 76, 79, 88, 95, 99, 103,
		111, 117, 121, 127, 135, 141, 148, 152, 156, 161, 170, 175, 179, 183, 190,
		199, 205, 211, 216, 224, 235, 238, 242, 247, 261, 266, 271, 281, 287, 293,
		298, 302, 312, 321, 326, 334, 348, 352, 358, 365, 371, 376, 381, 385, 389,
		401, 406, 412, 418, 427, 437, 442, 448, 452, 456, 463, 475, 489, 500, 511,
		522, 533, 536, 545, 553, 557, 562, 567, 576, 583, 591, 601, 606, 612, 628,
		634, 682, 686, 699, 701,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// HLSLParserInit initializes any static state used to implement HLSLParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewHLSLParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func HLSLParserInit() {
	staticData := &HLSLParserStaticData
	staticData.once.Do(hlslParserInit)
}

// NewHLSLParser produces a new parser instance for the optional input antlr.TokenStream.
func NewHLSLParser(input antlr.TokenStream) *HLSLParser {
	HLSLParserInit()
	this := new(HLSLParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &HLSLParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "HLSL.g4"

	return this
}

// HLSLParser tokens.
const (
	HLSLParserEOF             = antlr.TokenEOF
	HLSLParserT__0            = 1
	HLSLParserT__1            = 2
	HLSLParserT__2            = 3
	HLSLParserT__3            = 4
	HLSLParserT__4            = 5
	HLSLParserT__5            = 6
	HLSLParserT__6            = 7
	HLSLParserT__7            = 8
	HLSLParserT__8            = 9
	HLSLParserT__9            = 10
	HLSLParserT__10           = 11
	HLSLParserT__11           = 12
	HLSLParserT__12           = 13
	HLSLParserT__13           = 14
	HLSLParserT__14           = 15
	HLSLParserT__15           = 16
	HLSLParserT__16           = 17
	HLSLParserT__17           = 18
	HLSLParserT__18           = 19
	HLSLParserT__19           = 20
	HLSLParserT__20           = 21
	HLSLParserT__21           = 22
	HLSLParserT__22           = 23
	HLSLParserT__23           = 24
	HLSLParserT__24           = 25
	HLSLParserT__25           = 26
	HLSLParserT__26           = 27
	HLSLParserT__27           = 28
	HLSLParserT__28           = 29
	HLSLParserT__29           = 30
	HLSLParserT__30           = 31
	HLSLParserT__31           = 32
	HLSLParserT__32           = 33
	HLSLParserT__33           = 34
	HLSLParserT__34           = 35
	HLSLParserT__35           = 36
	HLSLParserT__36           = 37
	HLSLParserT__37           = 38
	HLSLParserT__38           = 39
	HLSLParserT__39           = 40
	HLSLParserT__40           = 41
	HLSLParserT__41           = 42
	HLSLParserT__42           = 43
	HLSLParserT__43           = 44
	HLSLParserT__44           = 45
	HLSLParserT__45           = 46
	HLSLParserT__46           = 47
	HLSLParserT__47           = 48
	HLSLParserT__48           = 49
	HLSLParserT__49           = 50
	HLSLParserT__50           = 51
	HLSLParserT__51           = 52
	HLSLParserT__52           = 53
	HLSLParserT__53           = 54
	HLSLParserT__54           = 55
	HLSLParserT__55           = 56
	HLSLParserT__56           = 57
	HLSLParserT__57           = 58
	HLSLParserT__58           = 59
	HLSLParserT__59           = 60
	HLSLParserT__60           = 61
	HLSLParserT__61           = 62
	HLSLParserT__62           = 63
	HLSLParserT__63           = 64
	HLSLParserT__64           = 65
	HLSLParserT__65           = 66
	HLSLParserT__66           = 67
	HLSLParserT__67           = 68
	HLSLParserT__68           = 69
	HLSLParserT__69           = 70
	HLSLParserT__70           = 71
	HLSLParserT__71           = 72
	HLSLParserT__72           = 73
	HLSLParserT__73           = 74
	HLSLParserT__74           = 75
	HLSLParserT__75           = 76
	HLSLParserT__76           = 77
	HLSLParserT__77           = 78
	HLSLParserT__78           = 79
	HLSLParserT__79           = 80
	HLSLParserT__80           = 81
	HLSLParserFLOAT_LITERAL   = 82
	HLSLParserINT_LITERAL     = 83
	HLSLParserSTRING_LITERAL  = 84
	HLSLParserIDENTIFIER      = 85
	HLSLParserWS              = 86
	HLSLParserLINE_COMMENT    = 87
	HLSLParserBLOCK_COMMENT   = 88
	HLSLParserTYPE_NAME       = 89
	HLSLParserINTERP_MODIFIER = 90
)

// HLSLParser rules.
const (
	HLSLParserRULE_translationUnit = 0
	HLSLParserRULE_topLevel        = 1
	HLSLParserRULE_structDef       = 2
	HLSLParserRULE_structMember    = 3
	HLSLParserRULE_typedefDecl     = 4
	HLSLParserRULE_typedefName     = 5
	HLSLParserRULE_bufferBlock     = 6
	HLSLParserRULE_bufferMember    = 7
	HLSLParserRULE_declSpec        = 8
	HLSLParserRULE_modifier        = 9
	HLSLParserRULE_type            = 10
	HLSLParserRULE_templateArg     = 11
	HLSLParserRULE_declarator      = 12
	HLSLParserRULE_arrayDim        = 13
	HLSLParserRULE_postDecl        = 14
	HLSLParserRULE_registerSpec    = 15
	HLSLParserRULE_semantic        = 16
	HLSLParserRULE_initializer     = 17
	HLSLParserRULE_paramList       = 18
	HLSLParserRULE_param           = 19
	HLSLParserRULE_paramModifier   = 20
	HLSLParserRULE_attribute       = 21
	HLSLParserRULE_attrArg         = 22
	HLSLParserRULE_block           = 23
	HLSLParserRULE_statement       = 24
	HLSLParserRULE_forInit         = 25
	HLSLParserRULE_switchSection   = 26
	HLSLParserRULE_switchLabel     = 27
	HLSLParserRULE_expression      = 28
	HLSLParserRULE_argList         = 29
	HLSLParserRULE_expr            = 30
)

// ITranslationUnitContext is an interface to support dynamic dispatch.
type ITranslationUnitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllTopLevel() []ITopLevelContext
	TopLevel(i int) ITopLevelContext

	// IsTranslationUnitContext differentiates from other interfaces.
	IsTranslationUnitContext()
}

type TranslationUnitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTranslationUnitContext() *TranslationUnitContext {
	var p = new(TranslationUnitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_translationUnit
	return p
}

func InitEmptyTranslationUnitContext(p *TranslationUnitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_translationUnit
}

func (*TranslationUnitContext) IsTranslationUnitContext() {}

func NewTranslationUnitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TranslationUnitContext {
	var p = new(TranslationUnitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_translationUnit

	return p
}

func (s *TranslationUnitContext) GetParser() antlr.Parser { return s.parser }

func (s *TranslationUnitContext) EOF() antlr.TerminalNode {
	return s.GetToken(HLSLParserEOF, 0)
}

func (s *TranslationUnitContext) AllTopLevel() []ITopLevelContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITopLevelContext); ok {
			len++
		}
	}

	tst := make([]ITopLevelContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITopLevelContext); ok {
			tst[i] = t.(ITopLevelContext)
			i++
		}
	}

	return tst
}

func (s *TranslationUnitContext) TopLevel(i int) ITopLevelContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITopLevelContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITopLevelContext)
}

func (s *TranslationUnitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TranslationUnitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TranslationUnitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTranslationUnit(s)
	}
}

func (s *TranslationUnitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTranslationUnit(s)
	}
}

func (p *HLSLParser) TranslationUnit() (localctx ITranslationUnitContext) {
	localctx = NewTranslationUnitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, HLSLParserRULE_translationUnit)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(65)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&301989668) != 0) || _la == HLSLParserTYPE_NAME || _la == HLSLParserINTERP_MODIFIER {
		{
			p.SetState(62)
			p.TopLevel()
		}

		p.SetState(67)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(68)
		p.Match(HLSLParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITopLevelContext is an interface to support dynamic dispatch.
type ITopLevelContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsTopLevelContext differentiates from other interfaces.
	IsTopLevelContext()
}

type TopLevelContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTopLevelContext() *TopLevelContext {
	var p = new(TopLevelContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_topLevel
	return p
}

func InitEmptyTopLevelContext(p *TopLevelContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_topLevel
}

func (*TopLevelContext) IsTopLevelContext() {}

func NewTopLevelContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TopLevelContext {
	var p = new(TopLevelContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_topLevel

	return p
}

func (s *TopLevelContext) GetParser() antlr.Parser { return s.parser }

func (s *TopLevelContext) CopyAll(ctx *TopLevelContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *TopLevelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopLevelContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type TopStructContext struct {
	TopLevelContext
}

func NewTopStructContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopStructContext {
	var p = new(TopStructContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopStructContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopStructContext) StructDef() IStructDefContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
}

func (s *TopStructContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *TopStructContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *TopStructContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopStruct(s)
	}
}

func (s *TopStructContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopStruct(s)
	}
}

type TopTypedefContext struct {
	TopLevelContext
}

func NewTopTypedefContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopTypedefContext {
	var p = new(TopTypedefContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopTypedefContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopTypedefContext) TypedefDecl() ITypedefDeclContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefDeclContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedefDeclContext)
}

func (s *TopTypedefContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopTypedef(s)
	}
}

func (s *TopTypedefContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopTypedef(s)
	}
}

type TopBufferContext struct {
	TopLevelContext
}

func NewTopBufferContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopBufferContext {
	var p = new(TopBufferContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopBufferContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopBufferContext) BufferBlock() IBufferBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBufferBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBufferBlockContext)
}

func (s *TopBufferContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopBuffer(s)
	}
}

func (s *TopBufferContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopBuffer(s)
	}
}

type TopFunctionContext struct {
	TopLevelContext
}

func NewTopFunctionContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopFunctionContext {
	var p = new(TopFunctionContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopFunctionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopFunctionContext) DeclSpec() IDeclSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *TopFunctionContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *TopFunctionContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *TopFunctionContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *TopFunctionContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *TopFunctionContext) ParamList() IParamListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamListContext)
}

func (s *TopFunctionContext) Semantic() ISemanticContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISemanticContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISemanticContext)
}

func (s *TopFunctionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopFunction(s)
	}
}

func (s *TopFunctionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopFunction(s)
	}
}

type TopVariableContext struct {
	TopLevelContext
}

func NewTopVariableContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopVariableContext {
	var p = new(TopVariableContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopVariableContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopVariableContext) DeclSpec() IDeclSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *TopVariableContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *TopVariableContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *TopVariableContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopVariable(s)
	}
}

func (s *TopVariableContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopVariable(s)
	}
}

type TopEmptyContext struct {
	TopLevelContext
}

func NewTopEmptyContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TopEmptyContext {
	var p = new(TopEmptyContext)

	InitEmptyTopLevelContext(&p.TopLevelContext)
	p.parser = parser
	p.CopyAll(ctx.(*TopLevelContext))

	return p
}

func (s *TopEmptyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TopEmptyContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTopEmpty(s)
	}
}

func (s *TopEmptyContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTopEmpty(s)
	}
}

func (p *HLSLParser) TopLevel() (localctx ITopLevelContext) {
	localctx = NewTopLevelContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, HLSLParserRULE_topLevel)
	var _la int

	p.SetState(117)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 8, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTopStructContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(70)
			p.StructDef()
		}
		p.SetState(79)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserIDENTIFIER {
			{
				p.SetState(71)
				p.Declarator()
			}
			p.SetState(76)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == HLSLParserT__0 {
				{
					p.SetState(72)
					p.Match(HLSLParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(73)
					p.Declarator()
				}

				p.SetState(78)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(81)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewTopTypedefContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(83)
			p.TypedefDecl()
		}

	case 3:
		localctx = NewTopBufferContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(84)
			p.BufferBlock()
		}

	case 4:
		localctx = NewTopFunctionContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(88)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(85)
				p.Attribute()
			}

			p.SetState(90)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(91)
			p.DeclSpec()
		}
		{
			p.SetState(92)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(93)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(95)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&120290165248) != 0) || _la == HLSLParserTYPE_NAME || _la == HLSLParserINTERP_MODIFIER {
			{
				p.SetState(94)
				p.ParamList()
			}

		}
		{
			p.SetState(97)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(99)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserT__29 {
			{
				p.SetState(98)
				p.Semantic()
			}

		}
		p.SetState(103)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case HLSLParserT__5:
			{
				p.SetState(101)
				p.Block()
			}

		case HLSLParserT__1:
			{
				p.SetState(102)
				p.Match(HLSLParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 5:
		localctx = NewTopVariableContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(105)
			p.DeclSpec()
		}
		{
			p.SetState(106)
			p.Declarator()
		}
		p.SetState(111)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(107)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(108)
				p.Declarator()
			}

			p.SetState(113)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(114)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewTopEmptyContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(116)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStructDefContext is an interface to support dynamic dispatch.
type IStructDefContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllStructMember() []IStructMemberContext
	StructMember(i int) IStructMemberContext
	IDENTIFIER() antlr.TerminalNode
	TYPE_NAME() antlr.TerminalNode

	// IsStructDefContext differentiates from other interfaces.
	IsStructDefContext()
}

type StructDefContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStructDefContext() *StructDefContext {
	var p = new(StructDefContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_structDef
	return p
}

func InitEmptyStructDefContext(p *StructDefContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_structDef
}

func (*StructDefContext) IsStructDefContext() {}

func NewStructDefContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StructDefContext {
	var p = new(StructDefContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_structDef

	return p
}

func (s *StructDefContext) GetParser() antlr.Parser { return s.parser }

func (s *StructDefContext) AllStructMember() []IStructMemberContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStructMemberContext); ok {
			len++
		}
	}

	tst := make([]IStructMemberContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStructMemberContext); ok {
			tst[i] = t.(IStructMemberContext)
			i++
		}
	}

	return tst
}

func (s *StructDefContext) StructMember(i int) IStructMemberContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructMemberContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructMemberContext)
}

func (s *StructDefContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *StructDefContext) TYPE_NAME() antlr.TerminalNode {
	return s.GetToken(HLSLParserTYPE_NAME, 0)
}

func (s *StructDefContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructDefContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *StructDefContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStructDef(s)
	}
}

func (s *StructDefContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStructDef(s)
	}
}

func (p *HLSLParser) StructDef() (localctx IStructDefContext) {
	localctx = NewStructDefContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, HLSLParserRULE_structDef)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(119)
		p.Match(HLSLParserT__4)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(121)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserIDENTIFIER || _la == HLSLParserTYPE_NAME {
		{
			p.SetState(120)
			_la = p.GetTokenStream().LA(1)

			if !(_la == HLSLParserIDENTIFIER || _la == HLSLParserTYPE_NAME) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	}
	{
		p.SetState(123)
		p.Match(HLSLParserT__5)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(127)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&301986304) != 0) || _la == HLSLParserTYPE_NAME || _la == HLSLParserINTERP_MODIFIER {
		{
			p.SetState(124)
			p.StructMember()
		}

		p.SetState(129)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(130)
		p.Match(HLSLParserT__6)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStructMemberContext is an interface to support dynamic dispatch.
type IStructMemberContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsStructMemberContext differentiates from other interfaces.
	IsStructMemberContext()
}

type StructMemberContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStructMemberContext() *StructMemberContext {
	var p = new(StructMemberContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_structMember
	return p
}

func InitEmptyStructMemberContext(p *StructMemberContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_structMember
}

func (*StructMemberContext) IsStructMemberContext() {}

func NewStructMemberContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StructMemberContext {
	var p = new(StructMemberContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_structMember

	return p
}

func (s *StructMemberContext) GetParser() antlr.Parser { return s.parser }

func (s *StructMemberContext) CopyAll(ctx *StructMemberContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *StructMemberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructMemberContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type StructMethodContext struct {
	StructMemberContext
}

func NewStructMethodContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StructMethodContext {
	var p = new(StructMethodContext)

	InitEmptyStructMemberContext(&p.StructMemberContext)
	p.parser = parser
	p.CopyAll(ctx.(*StructMemberContext))

	return p
}

func (s *StructMethodContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructMethodContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *StructMethodContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *StructMethodContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *StructMethodContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *StructMethodContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *StructMethodContext) AllModifier() []IModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModifierContext); ok {
			len++
		}
	}

	tst := make([]IModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModifierContext); ok {
			tst[i] = t.(IModifierContext)
			i++
		}
	}

	return tst
}

func (s *StructMethodContext) Modifier(i int) IModifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModifierContext)
}

func (s *StructMethodContext) ParamList() IParamListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamListContext)
}

func (s *StructMethodContext) Semantic() ISemanticContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISemanticContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISemanticContext)
}

func (s *StructMethodContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStructMethod(s)
	}
}

func (s *StructMethodContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStructMethod(s)
	}
}

type StructFieldContext struct {
	StructMemberContext
}

func NewStructFieldContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StructFieldContext {
	var p = new(StructFieldContext)

	InitEmptyStructMemberContext(&p.StructMemberContext)
	p.parser = parser
	p.CopyAll(ctx.(*StructMemberContext))

	return p
}

func (s *StructFieldContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructFieldContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *StructFieldContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *StructFieldContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *StructFieldContext) AllModifier() []IModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModifierContext); ok {
			len++
		}
	}

	tst := make([]IModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModifierContext); ok {
			tst[i] = t.(IModifierContext)
			i++
		}
	}

	return tst
}

func (s *StructFieldContext) Modifier(i int) IModifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModifierContext)
}

func (s *StructFieldContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStructField(s)
	}
}

func (s *StructFieldContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStructField(s)
	}
}

func (p *HLSLParser) StructMember() (localctx IStructMemberContext) {
	localctx = NewStructMemberContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, HLSLParserRULE_structMember)
	var _la int

	p.SetState(175)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 18, p.GetParserRuleContext()) {
	case 1:
		localctx = NewStructMethodContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		p.SetState(135)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(132)
				p.Attribute()
			}

			p.SetState(137)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		p.SetState(141)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550848) != 0) || _la == HLSLParserINTERP_MODIFIER {
			{
				p.SetState(138)
				p.Modifier()
			}

			p.SetState(143)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(144)
			p.Type_()
		}
		{
			p.SetState(145)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(146)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(148)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&120290165248) != 0) || _la == HLSLParserTYPE_NAME || _la == HLSLParserINTERP_MODIFIER {
			{
				p.SetState(147)
				p.ParamList()
			}

		}
		{
			p.SetState(150)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(152)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserT__29 {
			{
				p.SetState(151)
				p.Semantic()
			}

		}
		p.SetState(156)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case HLSLParserT__5:
			{
				p.SetState(154)
				p.Block()
			}

		case HLSLParserT__1:
			{
				p.SetState(155)
				p.Match(HLSLParserT__1)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case 2:
		localctx = NewStructFieldContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(161)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550848) != 0) || _la == HLSLParserINTERP_MODIFIER {
			{
				p.SetState(158)
				p.Modifier()
			}

			p.SetState(163)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(164)
			p.Type_()
		}
		{
			p.SetState(165)
			p.Declarator()
		}
		p.SetState(170)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(166)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(167)
				p.Declarator()
			}

			p.SetState(172)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(173)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypedefDeclContext is an interface to support dynamic dispatch.
type ITypedefDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllTypedefName() []ITypedefNameContext
	TypedefName(i int) ITypedefNameContext
	Type_() ITypeContext
	StructDef() IStructDefContext

	// IsTypedefDeclContext differentiates from other interfaces.
	IsTypedefDeclContext()
}

type TypedefDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypedefDeclContext() *TypedefDeclContext {
	var p = new(TypedefDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_typedefDecl
	return p
}

func InitEmptyTypedefDeclContext(p *TypedefDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_typedefDecl
}

func (*TypedefDeclContext) IsTypedefDeclContext() {}

func NewTypedefDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypedefDeclContext {
	var p = new(TypedefDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_typedefDecl

	return p
}

func (s *TypedefDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *TypedefDeclContext) AllTypedefName() []ITypedefNameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITypedefNameContext); ok {
			len++
		}
	}

	tst := make([]ITypedefNameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITypedefNameContext); ok {
			tst[i] = t.(ITypedefNameContext)
			i++
		}
	}

	return tst
}

func (s *TypedefDeclContext) TypedefName(i int) ITypedefNameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefNameContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedefNameContext)
}

func (s *TypedefDeclContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *TypedefDeclContext) StructDef() IStructDefContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
}

func (s *TypedefDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypedefDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypedefDeclContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTypedefDecl(s)
	}
}

func (s *TypedefDeclContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTypedefDecl(s)
	}
}

func (p *HLSLParser) TypedefDecl() (localctx ITypedefDeclContext) {
	localctx = NewTypedefDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, HLSLParserRULE_typedefDecl)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(177)
		p.Match(HLSLParserT__7)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(179)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__8 {
		{
			p.SetState(178)
			p.Match(HLSLParserT__8)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(183)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserTYPE_NAME:
		{
			p.SetState(181)
			p.Type_()
		}

	case HLSLParserT__4:
		{
			p.SetState(182)
			p.StructDef()
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}
	{
		p.SetState(185)
		p.TypedefName()
	}
	p.SetState(190)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__0 {
		{
			p.SetState(186)
			p.Match(HLSLParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)
			p.TypedefName()
		}

		p.SetState(192)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(193)
		p.Match(HLSLParserT__1)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypedefNameContext is an interface to support dynamic dispatch.
type ITypedefNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	TYPE_NAME() antlr.TerminalNode
	AllArrayDim() []IArrayDimContext
	ArrayDim(i int) IArrayDimContext

	// IsTypedefNameContext differentiates from other interfaces.
	IsTypedefNameContext()
}

type TypedefNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypedefNameContext() *TypedefNameContext {
	var p = new(TypedefNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_typedefName
	return p
}

func InitEmptyTypedefNameContext(p *TypedefNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_typedefName
}

func (*TypedefNameContext) IsTypedefNameContext() {}

func NewTypedefNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypedefNameContext {
	var p = new(TypedefNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_typedefName

	return p
}

func (s *TypedefNameContext) GetParser() antlr.Parser { return s.parser }

func (s *TypedefNameContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *TypedefNameContext) TYPE_NAME() antlr.TerminalNode {
	return s.GetToken(HLSLParserTYPE_NAME, 0)
}

func (s *TypedefNameContext) AllArrayDim() []IArrayDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArrayDimContext); ok {
			len++
		}
	}

	tst := make([]IArrayDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArrayDimContext); ok {
			tst[i] = t.(IArrayDimContext)
			i++
		}
	}

	return tst
}

func (s *TypedefNameContext) ArrayDim(i int) IArrayDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArrayDimContext)
}

func (s *TypedefNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypedefNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypedefNameContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTypedefName(s)
	}
}

func (s *TypedefNameContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTypedefName(s)
	}
}

func (p *HLSLParser) TypedefName() (localctx ITypedefNameContext) {
	localctx = NewTypedefNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, HLSLParserRULE_typedefName)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(195)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HLSLParserIDENTIFIER || _la == HLSLParserTYPE_NAME) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(199)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__27 {
		{
			p.SetState(196)
			p.ArrayDim()
		}

		p.SetState(201)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBufferBlockContext is an interface to support dynamic dispatch.
type IBufferBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// GetKind returns the kind token.
	GetKind() antlr.Token

	// SetKind sets the kind token.
	SetKind(antlr.Token)

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	RegisterSpec() IRegisterSpecContext
	AllBufferMember() []IBufferMemberContext
	BufferMember(i int) IBufferMemberContext

	// IsBufferBlockContext differentiates from other interfaces.
	IsBufferBlockContext()
}

type BufferBlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
	kind   antlr.Token
}

func NewEmptyBufferBlockContext() *BufferBlockContext {
	var p = new(BufferBlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_bufferBlock
	return p
}

func InitEmptyBufferBlockContext(p *BufferBlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_bufferBlock
}

func (*BufferBlockContext) IsBufferBlockContext() {}

func NewBufferBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BufferBlockContext {
	var p = new(BufferBlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_bufferBlock

	return p
}

func (s *BufferBlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BufferBlockContext) GetKind() antlr.Token { return s.kind }

func (s *BufferBlockContext) SetKind(v antlr.Token) { s.kind = v }

func (s *BufferBlockContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *BufferBlockContext) RegisterSpec() IRegisterSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRegisterSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRegisterSpecContext)
}

func (s *BufferBlockContext) AllBufferMember() []IBufferMemberContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBufferMemberContext); ok {
			len++
		}
	}

	tst := make([]IBufferMemberContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBufferMemberContext); ok {
			tst[i] = t.(IBufferMemberContext)
			i++
		}
	}

	return tst
}

func (s *BufferBlockContext) BufferMember(i int) IBufferMemberContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBufferMemberContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBufferMemberContext)
}

func (s *BufferBlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BufferBlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BufferBlockContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBufferBlock(s)
	}
}

func (s *BufferBlockContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBufferBlock(s)
	}
}

func (p *HLSLParser) BufferBlock() (localctx IBufferBlockContext) {
	localctx = NewBufferBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, HLSLParserRULE_bufferBlock)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(202)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*BufferBlockContext).kind = _lt

		_la = p.GetTokenStream().LA(1)

		if !(_la == HLSLParserT__9 || _la == HLSLParserT__10) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*BufferBlockContext).kind = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	{
		p.SetState(203)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(205)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__29 {
		{
			p.SetState(204)
			p.RegisterSpec()
		}

	}
	{
		p.SetState(207)
		p.Match(HLSLParserT__5)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(211)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550880) != 0) || _la == HLSLParserTYPE_NAME || _la == HLSLParserINTERP_MODIFIER {
		{
			p.SetState(208)
			p.BufferMember()
		}

		p.SetState(213)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(214)
		p.Match(HLSLParserT__6)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(216)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 25, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(215)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBufferMemberContext is an interface to support dynamic dispatch.
type IBufferMemberContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DeclSpec() IDeclSpecContext
	AllDeclarator() []IDeclaratorContext
	Declarator(i int) IDeclaratorContext
	StructDef() IStructDefContext

	// IsBufferMemberContext differentiates from other interfaces.
	IsBufferMemberContext()
}

type BufferMemberContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBufferMemberContext() *BufferMemberContext {
	var p = new(BufferMemberContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_bufferMember
	return p
}

func InitEmptyBufferMemberContext(p *BufferMemberContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_bufferMember
}

func (*BufferMemberContext) IsBufferMemberContext() {}

func NewBufferMemberContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BufferMemberContext {
	var p = new(BufferMemberContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_bufferMember

	return p
}

func (s *BufferMemberContext) GetParser() antlr.Parser { return s.parser }

func (s *BufferMemberContext) DeclSpec() IDeclSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *BufferMemberContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *BufferMemberContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *BufferMemberContext) StructDef() IStructDefContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
}

func (s *BufferMemberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BufferMemberContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BufferMemberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBufferMember(s)
	}
}

func (s *BufferMemberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBufferMember(s)
	}
}

func (p *HLSLParser) BufferMember() (localctx IBufferMemberContext) {
	localctx = NewBufferMemberContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, HLSLParserRULE_bufferMember)
	var _la int

	p.SetState(242)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__8, HLSLParserT__11, HLSLParserT__12, HLSLParserT__13, HLSLParserT__14, HLSLParserT__15, HLSLParserT__16, HLSLParserT__17, HLSLParserT__18, HLSLParserT__19, HLSLParserT__20, HLSLParserT__21, HLSLParserT__22, HLSLParserT__23, HLSLParserTYPE_NAME, HLSLParserINTERP_MODIFIER:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(218)
			p.DeclSpec()
		}
		{
			p.SetState(219)
			p.Declarator()
		}
		p.SetState(224)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(220)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(221)
				p.Declarator()
			}

			p.SetState(226)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(227)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HLSLParserT__4:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(229)
			p.StructDef()
		}
		p.SetState(238)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserIDENTIFIER {
			{
				p.SetState(230)
				p.Declarator()
			}
			p.SetState(235)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == HLSLParserT__0 {
				{
					p.SetState(231)
					p.Match(HLSLParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(232)
					p.Declarator()
				}

				p.SetState(237)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(240)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDeclSpecContext is an interface to support dynamic dispatch.
type IDeclSpecContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Type_() ITypeContext
	AllModifier() []IModifierContext
	Modifier(i int) IModifierContext

	// IsDeclSpecContext differentiates from other interfaces.
	IsDeclSpecContext()
}

type DeclSpecContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclSpecContext() *DeclSpecContext {
	var p = new(DeclSpecContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_declSpec
	return p
}

func InitEmptyDeclSpecContext(p *DeclSpecContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_declSpec
}

func (*DeclSpecContext) IsDeclSpecContext() {}

func NewDeclSpecContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclSpecContext {
	var p = new(DeclSpecContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_declSpec

	return p
}

func (s *DeclSpecContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclSpecContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *DeclSpecContext) AllModifier() []IModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModifierContext); ok {
			len++
		}
	}

	tst := make([]IModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModifierContext); ok {
			tst[i] = t.(IModifierContext)
			i++
		}
	}

	return tst
}

func (s *DeclSpecContext) Modifier(i int) IModifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModifierContext)
}

func (s *DeclSpecContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclSpecContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DeclSpecContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterDeclSpec(s)
	}
}

func (s *DeclSpecContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitDeclSpec(s)
	}
}

func (p *HLSLParser) DeclSpec() (localctx IDeclSpecContext) {
	localctx = NewDeclSpecContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, HLSLParserRULE_declSpec)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(247)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550848) != 0) || _la == HLSLParserINTERP_MODIFIER {
		{
			p.SetState(244)
			p.Modifier()
		}

		p.SetState(249)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(250)
		p.Type_()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IModifierContext is an interface to support dynamic dispatch.
type IModifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	INTERP_MODIFIER() antlr.TerminalNode

	// IsModifierContext differentiates from other interfaces.
	IsModifierContext()
}

type ModifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyModifierContext() *ModifierContext {
	var p = new(ModifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_modifier
	return p
}

func InitEmptyModifierContext(p *ModifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_modifier
}

func (*ModifierContext) IsModifierContext() {}

func NewModifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ModifierContext {
	var p = new(ModifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_modifier

	return p
}

func (s *ModifierContext) GetParser() antlr.Parser { return s.parser }

func (s *ModifierContext) INTERP_MODIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserINTERP_MODIFIER, 0)
}

func (s *ModifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ModifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ModifierContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterModifier(s)
	}
}

func (s *ModifierContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitModifier(s)
	}
}

func (p *HLSLParser) Modifier() (localctx IModifierContext) {
	localctx = NewModifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, HLSLParserRULE_modifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(252)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550848) != 0) || _la == HLSLParserINTERP_MODIFIER) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITypeContext is an interface to support dynamic dispatch.
type ITypeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TYPE_NAME() antlr.TerminalNode
	AllTemplateArg() []ITemplateArgContext
	TemplateArg(i int) ITemplateArgContext

	// IsTypeContext differentiates from other interfaces.
	IsTypeContext()
}

type TypeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTypeContext() *TypeContext {
	var p = new(TypeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_type
	return p
}

func InitEmptyTypeContext(p *TypeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_type
}

func (*TypeContext) IsTypeContext() {}

func NewTypeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TypeContext {
	var p = new(TypeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_type

	return p
}

func (s *TypeContext) GetParser() antlr.Parser { return s.parser }

func (s *TypeContext) TYPE_NAME() antlr.TerminalNode {
	return s.GetToken(HLSLParserTYPE_NAME, 0)
}

func (s *TypeContext) AllTemplateArg() []ITemplateArgContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ITemplateArgContext); ok {
			len++
		}
	}

	tst := make([]ITemplateArgContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ITemplateArgContext); ok {
			tst[i] = t.(ITemplateArgContext)
			i++
		}
	}

	return tst
}

func (s *TypeContext) TemplateArg(i int) ITemplateArgContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITemplateArgContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITemplateArgContext)
}

func (s *TypeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TypeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterType(s)
	}
}

func (s *TypeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitType(s)
	}
}

func (p *HLSLParser) Type_() (localctx ITypeContext) {
	localctx = NewTypeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, HLSLParserRULE_type)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(254)
		p.Match(HLSLParserTYPE_NAME)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(266)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__24 {
		{
			p.SetState(255)
			p.Match(HLSLParserT__24)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(256)
			p.TemplateArg()
		}
		p.SetState(261)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(257)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(258)
				p.TemplateArg()
			}

			p.SetState(263)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(264)
			p.Match(HLSLParserT__25)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITemplateArgContext is an interface to support dynamic dispatch.
type ITemplateArgContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Type_() ITypeContext
	AllModifier() []IModifierContext
	Modifier(i int) IModifierContext
	INT_LITERAL() antlr.TerminalNode
	IDENTIFIER() antlr.TerminalNode
	Expression() IExpressionContext

	// IsTemplateArgContext differentiates from other interfaces.
	IsTemplateArgContext()
}

type TemplateArgContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTemplateArgContext() *TemplateArgContext {
	var p = new(TemplateArgContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_templateArg
	return p
}

func InitEmptyTemplateArgContext(p *TemplateArgContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_templateArg
}

func (*TemplateArgContext) IsTemplateArgContext() {}

func NewTemplateArgContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TemplateArgContext {
	var p = new(TemplateArgContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_templateArg

	return p
}

func (s *TemplateArgContext) GetParser() antlr.Parser { return s.parser }

func (s *TemplateArgContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *TemplateArgContext) AllModifier() []IModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModifierContext); ok {
			len++
		}
	}

	tst := make([]IModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModifierContext); ok {
			tst[i] = t.(IModifierContext)
			i++
		}
	}

	return tst
}

func (s *TemplateArgContext) Modifier(i int) IModifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModifierContext)
}

func (s *TemplateArgContext) INT_LITERAL() antlr.TerminalNode {
	return s.GetToken(HLSLParserINT_LITERAL, 0)
}

func (s *TemplateArgContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *TemplateArgContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *TemplateArgContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TemplateArgContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *TemplateArgContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTemplateArg(s)
	}
}

func (s *TemplateArgContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTemplateArg(s)
	}
}

func (p *HLSLParser) TemplateArg() (localctx ITemplateArgContext) {
	localctx = NewTemplateArgContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, HLSLParserRULE_templateArg)
	var _la int

	p.SetState(281)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__8, HLSLParserT__11, HLSLParserT__12, HLSLParserT__13, HLSLParserT__14, HLSLParserT__15, HLSLParserT__16, HLSLParserT__17, HLSLParserT__18, HLSLParserT__19, HLSLParserT__20, HLSLParserT__21, HLSLParserT__22, HLSLParserT__23, HLSLParserTYPE_NAME, HLSLParserINTERP_MODIFIER:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(271)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&33550848) != 0) || _la == HLSLParserINTERP_MODIFIER {
			{
				p.SetState(268)
				p.Modifier()
			}

			p.SetState(273)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(274)
			p.Type_()
		}

	case HLSLParserINT_LITERAL:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(275)
			p.Match(HLSLParserINT_LITERAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HLSLParserIDENTIFIER:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(276)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HLSLParserT__2:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(277)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(278)
			p.Expression()
		}
		{
			p.SetState(279)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IDeclaratorContext is an interface to support dynamic dispatch.
type IDeclaratorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	AllArrayDim() []IArrayDimContext
	ArrayDim(i int) IArrayDimContext
	AllPostDecl() []IPostDeclContext
	PostDecl(i int) IPostDeclContext
	Initializer() IInitializerContext

	// IsDeclaratorContext differentiates from other interfaces.
	IsDeclaratorContext()
}

type DeclaratorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclaratorContext() *DeclaratorContext {
	var p = new(DeclaratorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_declarator
	return p
}

func InitEmptyDeclaratorContext(p *DeclaratorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_declarator
}

func (*DeclaratorContext) IsDeclaratorContext() {}

func NewDeclaratorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclaratorContext {
	var p = new(DeclaratorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_declarator

	return p
}

func (s *DeclaratorContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclaratorContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *DeclaratorContext) AllArrayDim() []IArrayDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArrayDimContext); ok {
			len++
		}
	}

	tst := make([]IArrayDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArrayDimContext); ok {
			tst[i] = t.(IArrayDimContext)
			i++
		}
	}

	return tst
}

func (s *DeclaratorContext) ArrayDim(i int) IArrayDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArrayDimContext)
}

func (s *DeclaratorContext) AllPostDecl() []IPostDeclContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPostDeclContext); ok {
			len++
		}
	}

	tst := make([]IPostDeclContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPostDeclContext); ok {
			tst[i] = t.(IPostDeclContext)
			i++
		}
	}

	return tst
}

func (s *DeclaratorContext) PostDecl(i int) IPostDeclContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPostDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPostDeclContext)
}

func (s *DeclaratorContext) Initializer() IInitializerContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitializerContext)
}

func (s *DeclaratorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclaratorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *DeclaratorContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterDeclarator(s)
	}
}

func (s *DeclaratorContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitDeclarator(s)
	}
}

func (p *HLSLParser) Declarator() (localctx IDeclaratorContext) {
	localctx = NewDeclaratorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, HLSLParserRULE_declarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(283)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(287)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__27 {
		{
			p.SetState(284)
			p.ArrayDim()
		}

		p.SetState(289)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(293)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__29 {
		{
			p.SetState(290)
			p.PostDecl()
		}

		p.SetState(295)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(298)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__26 {
		{
			p.SetState(296)
			p.Match(HLSLParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(297)
			p.Initializer()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IArrayDimContext is an interface to support dynamic dispatch.
type IArrayDimContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext

	// IsArrayDimContext differentiates from other interfaces.
	IsArrayDimContext()
}

type ArrayDimContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArrayDimContext() *ArrayDimContext {
	var p = new(ArrayDimContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_arrayDim
	return p
}

func InitEmptyArrayDimContext(p *ArrayDimContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_arrayDim
}

func (*ArrayDimContext) IsArrayDimContext() {}

func NewArrayDimContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArrayDimContext {
	var p = new(ArrayDimContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_arrayDim

	return p
}

func (s *ArrayDimContext) GetParser() antlr.Parser { return s.parser }

func (s *ArrayDimContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ArrayDimContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArrayDimContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArrayDimContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterArrayDim(s)
	}
}

func (s *ArrayDimContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitArrayDim(s)
	}
}

func (p *HLSLParser) ArrayDim() (localctx IArrayDimContext) {
	localctx = NewArrayDimContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, HLSLParserRULE_arrayDim)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(300)
		p.Match(HLSLParserT__27)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(302)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
		{
			p.SetState(301)
			p.expr(0)
		}

	}
	{
		p.SetState(304)
		p.Match(HLSLParserT__28)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPostDeclContext is an interface to support dynamic dispatch.
type IPostDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsPostDeclContext differentiates from other interfaces.
	IsPostDeclContext()
}

type PostDeclContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPostDeclContext() *PostDeclContext {
	var p = new(PostDeclContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_postDecl
	return p
}

func InitEmptyPostDeclContext(p *PostDeclContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_postDecl
}

func (*PostDeclContext) IsPostDeclContext() {}

func NewPostDeclContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PostDeclContext {
	var p = new(PostDeclContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_postDecl

	return p
}

func (s *PostDeclContext) GetParser() antlr.Parser { return s.parser }

func (s *PostDeclContext) CopyAll(ctx *PostDeclContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *PostDeclContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PostDeclContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type RegisterPostContext struct {
	PostDeclContext
}

func NewRegisterPostContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *RegisterPostContext {
	var p = new(RegisterPostContext)

	InitEmptyPostDeclContext(&p.PostDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostDeclContext))

	return p
}

func (s *RegisterPostContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RegisterPostContext) AllIDENTIFIER() []antlr.TerminalNode {
	return s.GetTokens(HLSLParserIDENTIFIER)
}

func (s *RegisterPostContext) IDENTIFIER(i int) antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, i)
}

func (s *RegisterPostContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterRegisterPost(s)
	}
}

func (s *RegisterPostContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitRegisterPost(s)
	}
}

type PackoffsetPostContext struct {
	PostDeclContext
}

func NewPackoffsetPostContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PackoffsetPostContext {
	var p = new(PackoffsetPostContext)

	InitEmptyPostDeclContext(&p.PostDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostDeclContext))

	return p
}

func (s *PackoffsetPostContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PackoffsetPostContext) AllIDENTIFIER() []antlr.TerminalNode {
	return s.GetTokens(HLSLParserIDENTIFIER)
}

func (s *PackoffsetPostContext) IDENTIFIER(i int) antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, i)
}

func (s *PackoffsetPostContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterPackoffsetPost(s)
	}
}

func (s *PackoffsetPostContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitPackoffsetPost(s)
	}
}

type SemanticPostContext struct {
	PostDeclContext
}

func NewSemanticPostContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SemanticPostContext {
	var p = new(SemanticPostContext)

	InitEmptyPostDeclContext(&p.PostDeclContext)
	p.parser = parser
	p.CopyAll(ctx.(*PostDeclContext))

	return p
}

func (s *SemanticPostContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SemanticPostContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *SemanticPostContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterSemanticPost(s)
	}
}

func (s *SemanticPostContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitSemanticPost(s)
	}
}

func (p *HLSLParser) PostDecl() (localctx IPostDeclContext) {
	localctx = NewPostDeclContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, HLSLParserRULE_postDecl)
	var _la int

	p.SetState(326)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 41, p.GetParserRuleContext()) {
	case 1:
		localctx = NewRegisterPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(306)
			p.Match(HLSLParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(307)
			p.Match(HLSLParserT__30)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(308)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(309)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(312)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserT__0 {
			{
				p.SetState(310)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(311)
				p.Match(HLSLParserIDENTIFIER)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(314)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewPackoffsetPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(315)
			p.Match(HLSLParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(316)
			p.Match(HLSLParserT__31)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(317)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(318)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(321)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserT__32 {
			{
				p.SetState(319)
				p.Match(HLSLParserT__32)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(320)
				p.Match(HLSLParserIDENTIFIER)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(323)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewSemanticPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(324)
			p.Match(HLSLParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(325)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IRegisterSpecContext is an interface to support dynamic dispatch.
type IRegisterSpecContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllIDENTIFIER() []antlr.TerminalNode
	IDENTIFIER(i int) antlr.TerminalNode

	// IsRegisterSpecContext differentiates from other interfaces.
	IsRegisterSpecContext()
}

type RegisterSpecContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRegisterSpecContext() *RegisterSpecContext {
	var p = new(RegisterSpecContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_registerSpec
	return p
}

func InitEmptyRegisterSpecContext(p *RegisterSpecContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_registerSpec
}

func (*RegisterSpecContext) IsRegisterSpecContext() {}

func NewRegisterSpecContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RegisterSpecContext {
	var p = new(RegisterSpecContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_registerSpec

	return p
}

func (s *RegisterSpecContext) GetParser() antlr.Parser { return s.parser }

func (s *RegisterSpecContext) AllIDENTIFIER() []antlr.TerminalNode {
	return s.GetTokens(HLSLParserIDENTIFIER)
}

func (s *RegisterSpecContext) IDENTIFIER(i int) antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, i)
}

func (s *RegisterSpecContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RegisterSpecContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *RegisterSpecContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterRegisterSpec(s)
	}
}

func (s *RegisterSpecContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitRegisterSpec(s)
	}
}

func (p *HLSLParser) RegisterSpec() (localctx IRegisterSpecContext) {
	localctx = NewRegisterSpecContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, HLSLParserRULE_registerSpec)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(328)
		p.Match(HLSLParserT__29)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(329)
		p.Match(HLSLParserT__30)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(330)
		p.Match(HLSLParserT__2)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(331)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(334)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__0 {
		{
			p.SetState(332)
			p.Match(HLSLParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(333)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(336)
		p.Match(HLSLParserT__3)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISemanticContext is an interface to support dynamic dispatch.
type ISemanticContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode

	// IsSemanticContext differentiates from other interfaces.
	IsSemanticContext()
}

type SemanticContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySemanticContext() *SemanticContext {
	var p = new(SemanticContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_semantic
	return p
}

func InitEmptySemanticContext(p *SemanticContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_semantic
}

func (*SemanticContext) IsSemanticContext() {}

func NewSemanticContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SemanticContext {
	var p = new(SemanticContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_semantic

	return p
}

func (s *SemanticContext) GetParser() antlr.Parser { return s.parser }

func (s *SemanticContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *SemanticContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SemanticContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SemanticContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterSemantic(s)
	}
}

func (s *SemanticContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitSemantic(s)
	}
}

func (p *HLSLParser) Semantic() (localctx ISemanticContext) {
	localctx = NewSemanticContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, HLSLParserRULE_semantic)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(338)
		p.Match(HLSLParserT__29)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(339)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IInitializerContext is an interface to support dynamic dispatch.
type IInitializerContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext
	AllInitializer() []IInitializerContext
	Initializer(i int) IInitializerContext

	// IsInitializerContext differentiates from other interfaces.
	IsInitializerContext()
}

type InitializerContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyInitializerContext() *InitializerContext {
	var p = new(InitializerContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_initializer
	return p
}

func InitEmptyInitializerContext(p *InitializerContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_initializer
}

func (*InitializerContext) IsInitializerContext() {}

func NewInitializerContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InitializerContext {
	var p = new(InitializerContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_initializer

	return p
}

func (s *InitializerContext) GetParser() antlr.Parser { return s.parser }

func (s *InitializerContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *InitializerContext) AllInitializer() []IInitializerContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInitializerContext); ok {
			len++
		}
	}

	tst := make([]IInitializerContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInitializerContext); ok {
			tst[i] = t.(IInitializerContext)
			i++
		}
	}

	return tst
}

func (s *InitializerContext) Initializer(i int) IInitializerContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInitializerContext)
}

func (s *InitializerContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InitializerContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *InitializerContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterInitializer(s)
	}
}

func (s *InitializerContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitInitializer(s)
	}
}

func (p *HLSLParser) Initializer() (localctx IInitializerContext) {
	localctx = NewInitializerContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, HLSLParserRULE_initializer)
	var _la int

	var _alt int

	p.SetState(358)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(341)
			p.expr(0)
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(342)
			p.Match(HLSLParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(343)
			p.Initializer()
		}
		p.SetState(348)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(344)
					p.Match(HLSLParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(345)
					p.Initializer()
				}

			}
			p.SetState(350)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(352)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserT__0 {
			{
				p.SetState(351)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(354)
			p.Match(HLSLParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(356)
			p.Match(HLSLParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(357)
			p.Match(HLSLParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParamListContext is an interface to support dynamic dispatch.
type IParamListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllParam() []IParamContext
	Param(i int) IParamContext

	// IsParamListContext differentiates from other interfaces.
	IsParamListContext()
}

type ParamListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParamListContext() *ParamListContext {
	var p = new(ParamListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_paramList
	return p
}

func InitEmptyParamListContext(p *ParamListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_paramList
}

func (*ParamListContext) IsParamListContext() {}

func NewParamListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParamListContext {
	var p = new(ParamListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_paramList

	return p
}

func (s *ParamListContext) GetParser() antlr.Parser { return s.parser }

func (s *ParamListContext) AllParam() []IParamContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParamContext); ok {
			len++
		}
	}

	tst := make([]IParamContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParamContext); ok {
			tst[i] = t.(IParamContext)
			i++
		}
	}

	return tst
}

func (s *ParamListContext) Param(i int) IParamContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamContext)
}

func (s *ParamListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParamListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ParamListContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterParamList(s)
	}
}

func (s *ParamListContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitParamList(s)
	}
}

func (p *HLSLParser) ParamList() (localctx IParamListContext) {
	localctx = NewParamListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, HLSLParserRULE_paramList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(360)
		p.Param()
	}
	p.SetState(365)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__0 {
		{
			p.SetState(361)
			p.Match(HLSLParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(362)
			p.Param()
		}

		p.SetState(367)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParamContext is an interface to support dynamic dispatch.
type IParamContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Type_() ITypeContext
	AllParamModifier() []IParamModifierContext
	ParamModifier(i int) IParamModifierContext
	IDENTIFIER() antlr.TerminalNode
	AllArrayDim() []IArrayDimContext
	ArrayDim(i int) IArrayDimContext
	Semantic() ISemanticContext
	Expr() IExprContext

	// IsParamContext differentiates from other interfaces.
	IsParamContext()
}

type ParamContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParamContext() *ParamContext {
	var p = new(ParamContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_param
	return p
}

func InitEmptyParamContext(p *ParamContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_param
}

func (*ParamContext) IsParamContext() {}

func NewParamContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParamContext {
	var p = new(ParamContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_param

	return p
}

func (s *ParamContext) GetParser() antlr.Parser { return s.parser }

func (s *ParamContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *ParamContext) AllParamModifier() []IParamModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParamModifierContext); ok {
			len++
		}
	}

	tst := make([]IParamModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParamModifierContext); ok {
			tst[i] = t.(IParamModifierContext)
			i++
		}
	}

	return tst
}

func (s *ParamContext) ParamModifier(i int) IParamModifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamModifierContext)
}

func (s *ParamContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *ParamContext) AllArrayDim() []IArrayDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArrayDimContext); ok {
			len++
		}
	}

	tst := make([]IArrayDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArrayDimContext); ok {
			tst[i] = t.(IArrayDimContext)
			i++
		}
	}

	return tst
}

func (s *ParamContext) ArrayDim(i int) IArrayDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArrayDimContext)
}

func (s *ParamContext) Semantic() ISemanticContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISemanticContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISemanticContext)
}

func (s *ParamContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ParamContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParamContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ParamContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterParam(s)
	}
}

func (s *ParamContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitParam(s)
	}
}

func (p *HLSLParser) Param() (localctx IParamContext) {
	localctx = NewParamContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, HLSLParserRULE_param)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(371)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&120290165248) != 0) || _la == HLSLParserINTERP_MODIFIER {
		{
			p.SetState(368)
			p.ParamModifier()
		}

		p.SetState(373)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(374)
		p.Type_()
	}
	p.SetState(376)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserIDENTIFIER {
		{
			p.SetState(375)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(381)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__27 {
		{
			p.SetState(378)
			p.ArrayDim()
		}

		p.SetState(383)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(385)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__29 {
		{
			p.SetState(384)
			p.Semantic()
		}

	}
	p.SetState(389)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__26 {
		{
			p.SetState(387)
			p.Match(HLSLParserT__26)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(388)
			p.expr(0)
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParamModifierContext is an interface to support dynamic dispatch.
type IParamModifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	INTERP_MODIFIER() antlr.TerminalNode

	// IsParamModifierContext differentiates from other interfaces.
	IsParamModifierContext()
}

type ParamModifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParamModifierContext() *ParamModifierContext {
	var p = new(ParamModifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_paramModifier
	return p
}

func InitEmptyParamModifierContext(p *ParamModifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_paramModifier
}

func (*ParamModifierContext) IsParamModifierContext() {}

func NewParamModifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParamModifierContext {
	var p = new(ParamModifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_paramModifier

	return p
}

func (s *ParamModifierContext) GetParser() antlr.Parser { return s.parser }

func (s *ParamModifierContext) INTERP_MODIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserINTERP_MODIFIER, 0)
}

func (s *ParamModifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParamModifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ParamModifierContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterParamModifier(s)
	}
}

func (s *ParamModifierContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitParamModifier(s)
	}
}

func (p *HLSLParser) ParamModifier() (localctx IParamModifierContext) {
	localctx = NewParamModifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, HLSLParserRULE_paramModifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(391)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&120290165248) != 0) || _la == HLSLParserINTERP_MODIFIER) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAttributeContext is an interface to support dynamic dispatch.
type IAttributeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENTIFIER() antlr.TerminalNode
	AllAttrArg() []IAttrArgContext
	AttrArg(i int) IAttrArgContext

	// IsAttributeContext differentiates from other interfaces.
	IsAttributeContext()
}

type AttributeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeContext() *AttributeContext {
	var p = new(AttributeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_attribute
	return p
}

func InitEmptyAttributeContext(p *AttributeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_attribute
}

func (*AttributeContext) IsAttributeContext() {}

func NewAttributeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeContext {
	var p = new(AttributeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_attribute

	return p
}

func (s *AttributeContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *AttributeContext) AllAttrArg() []IAttrArgContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttrArgContext); ok {
			len++
		}
	}

	tst := make([]IAttrArgContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttrArgContext); ok {
			tst[i] = t.(IAttrArgContext)
			i++
		}
	}

	return tst
}

func (s *AttributeContext) AttrArg(i int) IAttrArgContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrArgContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttrArgContext)
}

func (s *AttributeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AttributeContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterAttribute(s)
	}
}

func (s *AttributeContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitAttribute(s)
	}
}

func (p *HLSLParser) Attribute() (localctx IAttributeContext) {
	localctx = NewAttributeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, HLSLParserRULE_attribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(393)
		p.Match(HLSLParserT__27)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(394)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(406)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HLSLParserT__2 {
		{
			p.SetState(395)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(396)
			p.AttrArg()
		}
		p.SetState(401)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(397)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(398)
				p.AttrArg()
			}

			p.SetState(403)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(404)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(408)
		p.Match(HLSLParserT__28)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IAttrArgContext is an interface to support dynamic dispatch.
type IAttrArgContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext
	STRING_LITERAL() antlr.TerminalNode

	// IsAttrArgContext differentiates from other interfaces.
	IsAttrArgContext()
}

type AttrArgContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttrArgContext() *AttrArgContext {
	var p = new(AttrArgContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_attrArg
	return p
}

func InitEmptyAttrArgContext(p *AttrArgContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_attrArg
}

func (*AttrArgContext) IsAttrArgContext() {}

func NewAttrArgContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttrArgContext {
	var p = new(AttrArgContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_attrArg

	return p
}

func (s *AttrArgContext) GetParser() antlr.Parser { return s.parser }

func (s *AttrArgContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AttrArgContext) STRING_LITERAL() antlr.TerminalNode {
	return s.GetToken(HLSLParserSTRING_LITERAL, 0)
}

func (s *AttrArgContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttrArgContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *AttrArgContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterAttrArg(s)
	}
}

func (s *AttrArgContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitAttrArg(s)
	}
}

func (p *HLSLParser) AttrArg() (localctx IAttrArgContext) {
	localctx = NewAttrArgContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, HLSLParserRULE_attrArg)
	p.SetState(412)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 54, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(410)
			p.expr(0)
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(411)
			p.Match(HLSLParserSTRING_LITERAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsBlockContext differentiates from other interfaces.
	IsBlockContext()
}

type BlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBlockContext() *BlockContext {
	var p = new(BlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *BlockContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *BlockContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBlock(s)
	}
}

func (s *BlockContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBlock(s)
	}
}

func (p *HLSLParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 46, HLSLParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(414)
		p.Match(HLSLParserT__5)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(418)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143692563595916140) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&399) != 0) {
		{
			p.SetState(415)
			p.Statement()
		}

		p.SetState(420)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(421)
		p.Match(HLSLParserT__6)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStatementContext is an interface to support dynamic dispatch.
type IStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsStatementContext differentiates from other interfaces.
	IsStatementContext()
}

type StatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStatementContext() *StatementContext {
	var p = new(StatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_statement
	return p
}

func InitEmptyStatementContext(p *StatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_statement
}

func (*StatementContext) IsStatementContext() {}

func NewStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StatementContext {
	var p = new(StatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_statement

	return p
}

func (s *StatementContext) GetParser() antlr.Parser { return s.parser }

func (s *StatementContext) CopyAll(ctx *StatementContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *StatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type BlockStmtContext struct {
	StatementContext
}

func NewBlockStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BlockStmtContext {
	var p = new(BlockStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *BlockStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockStmtContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *BlockStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBlockStmt(s)
	}
}

func (s *BlockStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBlockStmt(s)
	}
}

type IfStmtContext struct {
	StatementContext
}

func NewIfStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IfStmtContext {
	var p = new(IfStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *IfStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IfStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *IfStmtContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *IfStmtContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *IfStmtContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *IfStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterIfStmt(s)
	}
}

func (s *IfStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitIfStmt(s)
	}
}

type ForStmtContext struct {
	StatementContext
	cond IExpressionContext
	post IExpressionContext
}

func NewForStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ForStmtContext {
	var p = new(ForStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *ForStmtContext) GetCond() IExpressionContext { return s.cond }

func (s *ForStmtContext) GetPost() IExpressionContext { return s.post }

func (s *ForStmtContext) SetCond(v IExpressionContext) { s.cond = v }

func (s *ForStmtContext) SetPost(v IExpressionContext) { s.post = v }

func (s *ForStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForStmtContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *ForStmtContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *ForStmtContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *ForStmtContext) ForInit() IForInitContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForInitContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IForInitContext)
}

func (s *ForStmtContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *ForStmtContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ForStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterForStmt(s)
	}
}

func (s *ForStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitForStmt(s)
	}
}

type WhileStmtContext struct {
	StatementContext
}

func NewWhileStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *WhileStmtContext {
	var p = new(WhileStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *WhileStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *WhileStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *WhileStmtContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *WhileStmtContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *WhileStmtContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *WhileStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterWhileStmt(s)
	}
}

func (s *WhileStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitWhileStmt(s)
	}
}

type DoStmtContext struct {
	StatementContext
}

func NewDoStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DoStmtContext {
	var p = new(DoStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *DoStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DoStmtContext) Statement() IStatementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *DoStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *DoStmtContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *DoStmtContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *DoStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterDoStmt(s)
	}
}

func (s *DoStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitDoStmt(s)
	}
}

type SwitchStmtContext struct {
	StatementContext
}

func NewSwitchStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *SwitchStmtContext {
	var p = new(SwitchStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *SwitchStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SwitchStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *SwitchStmtContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *SwitchStmtContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeContext)
}

func (s *SwitchStmtContext) AllSwitchSection() []ISwitchSectionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISwitchSectionContext); ok {
			len++
		}
	}

	tst := make([]ISwitchSectionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISwitchSectionContext); ok {
			tst[i] = t.(ISwitchSectionContext)
			i++
		}
	}

	return tst
}

func (s *SwitchStmtContext) SwitchSection(i int) ISwitchSectionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISwitchSectionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISwitchSectionContext)
}

func (s *SwitchStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterSwitchStmt(s)
	}
}

func (s *SwitchStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitSwitchStmt(s)
	}
}

type BreakStmtContext struct {
	StatementContext
}

func NewBreakStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BreakStmtContext {
	var p = new(BreakStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *BreakStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BreakStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBreakStmt(s)
	}
}

func (s *BreakStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBreakStmt(s)
	}
}

type ContinueStmtContext struct {
	StatementContext
}

func NewContinueStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ContinueStmtContext {
	var p = new(ContinueStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *ContinueStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ContinueStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterContinueStmt(s)
	}
}

func (s *ContinueStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitContinueStmt(s)
	}
}

type ReturnStmtContext struct {
	StatementContext
}

func NewReturnStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ReturnStmtContext {
	var p = new(ReturnStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *ReturnStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ReturnStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ReturnStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterReturnStmt(s)
	}
}

func (s *ReturnStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitReturnStmt(s)
	}
}

type DiscardStmtContext struct {
	StatementContext
}

func NewDiscardStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DiscardStmtContext {
	var p = new(DiscardStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *DiscardStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DiscardStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterDiscardStmt(s)
	}
}

func (s *DiscardStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitDiscardStmt(s)
	}
}

type DeclStmtContext struct {
	StatementContext
}

func NewDeclStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *DeclStmtContext {
	var p = new(DeclStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *DeclStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclStmtContext) DeclSpec() IDeclSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *DeclStmtContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *DeclStmtContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *DeclStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterDeclStmt(s)
	}
}

func (s *DeclStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitDeclStmt(s)
	}
}

type StructStmtContext struct {
	StatementContext
}

func NewStructStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StructStmtContext {
	var p = new(StructStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *StructStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructStmtContext) StructDef() IStructDefContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
}

func (s *StructStmtContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *StructStmtContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *StructStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStructStmt(s)
	}
}

func (s *StructStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStructStmt(s)
	}
}

type TypedefStmtContext struct {
	StatementContext
}

func NewTypedefStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *TypedefStmtContext {
	var p = new(TypedefStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *TypedefStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TypedefStmtContext) TypedefDecl() ITypedefDeclContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefDeclContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypedefDeclContext)
}

func (s *TypedefStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterTypedefStmt(s)
	}
}

func (s *TypedefStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitTypedefStmt(s)
	}
}

type ExprStmtContext struct {
	StatementContext
}

func NewExprStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ExprStmtContext {
	var p = new(ExprStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *ExprStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ExprStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterExprStmt(s)
	}
}

func (s *ExprStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitExprStmt(s)
	}
}

type EmptyStmtContext struct {
	StatementContext
}

func NewEmptyStmtContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *EmptyStmtContext {
	var p = new(EmptyStmtContext)

	InitEmptyStatementContext(&p.StatementContext)
	p.parser = parser
	p.CopyAll(ctx.(*StatementContext))

	return p
}

func (s *EmptyStmtContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EmptyStmtContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterEmptyStmt(s)
	}
}

func (s *EmptyStmtContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitEmptyStmt(s)
	}
}

func (p *HLSLParser) Statement() (localctx IStatementContext) {
	localctx = NewStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, HLSLParserRULE_statement)
	var _la int

	p.SetState(545)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 70, p.GetParserRuleContext()) {
	case 1:
		localctx = NewBlockStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(423)
			p.Block()
		}

	case 2:
		localctx = NewIfStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(427)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(424)
				p.Attribute()
			}

			p.SetState(429)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(430)
			p.Match(HLSLParserT__36)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(431)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(432)
			p.Expression()
		}
		{
			p.SetState(433)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(434)
			p.Statement()
		}
		p.SetState(437)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 57, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(435)
				p.Match(HLSLParserT__37)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(436)
				p.Statement()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 3:
		localctx = NewForStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		p.SetState(442)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(439)
				p.Attribute()
			}

			p.SetState(444)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(445)
			p.Match(HLSLParserT__38)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(446)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(448)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238155985416) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&399) != 0) {
			{
				p.SetState(447)
				p.ForInit()
			}

		}
		{
			p.SetState(450)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(452)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
			{
				p.SetState(451)

				var _x = p.Expression()

				localctx.(*ForStmtContext).cond = _x
			}

		}
		{
			p.SetState(454)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(456)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
			{
				p.SetState(455)

				var _x = p.Expression()

				localctx.(*ForStmtContext).post = _x
			}

		}
		{
			p.SetState(458)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(459)
			p.Statement()
		}

	case 4:
		localctx = NewWhileStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(463)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(460)
				p.Attribute()
			}

			p.SetState(465)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(466)
			p.Match(HLSLParserT__39)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(467)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(468)
			p.Expression()
		}
		{
			p.SetState(469)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(470)
			p.Statement()
		}

	case 5:
		localctx = NewDoStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		p.SetState(475)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(472)
				p.Attribute()
			}

			p.SetState(477)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(478)
			p.Match(HLSLParserT__40)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(479)
			p.Statement()
		}
		{
			p.SetState(480)
			p.Match(HLSLParserT__39)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(481)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(482)
			p.Expression()
		}
		{
			p.SetState(483)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(484)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewSwitchStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		p.SetState(489)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(486)
				p.Attribute()
			}

			p.SetState(491)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(492)
			p.Match(HLSLParserT__41)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(493)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(494)
			p.Expression()
		}
		{
			p.SetState(495)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(496)
			p.Match(HLSLParserT__5)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(500)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__46 || _la == HLSLParserT__47 {
			{
				p.SetState(497)
				p.SwitchSection()
			}

			p.SetState(502)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(503)
			p.Match(HLSLParserT__6)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewBreakStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(505)
			p.Match(HLSLParserT__42)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(506)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewContinueStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(507)
			p.Match(HLSLParserT__43)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(508)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewReturnStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(509)
			p.Match(HLSLParserT__44)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(511)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
			{
				p.SetState(510)
				p.Expression()
			}

		}
		{
			p.SetState(513)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		localctx = NewDiscardStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(514)
			p.Match(HLSLParserT__45)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(515)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 11:
		localctx = NewDeclStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(516)
			p.DeclSpec()
		}
		{
			p.SetState(517)
			p.Declarator()
		}
		p.SetState(522)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(518)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(519)
				p.Declarator()
			}

			p.SetState(524)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(525)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 12:
		localctx = NewStructStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(527)
			p.StructDef()
		}
		p.SetState(536)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HLSLParserIDENTIFIER {
			{
				p.SetState(528)
				p.Declarator()
			}
			p.SetState(533)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == HLSLParserT__0 {
				{
					p.SetState(529)
					p.Match(HLSLParserT__0)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(530)
					p.Declarator()
				}

				p.SetState(535)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(538)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 13:
		localctx = NewTypedefStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(540)
			p.TypedefDecl()
		}

	case 14:
		localctx = NewExprStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(541)
			p.Expression()
		}
		{
			p.SetState(542)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 15:
		localctx = NewEmptyStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(544)
			p.Match(HLSLParserT__1)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IForInitContext is an interface to support dynamic dispatch.
type IForInitContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	DeclSpec() IDeclSpecContext
	AllDeclarator() []IDeclaratorContext
	Declarator(i int) IDeclaratorContext
	Expression() IExpressionContext

	// IsForInitContext differentiates from other interfaces.
	IsForInitContext()
}

type ForInitContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyForInitContext() *ForInitContext {
	var p = new(ForInitContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_forInit
	return p
}

func InitEmptyForInitContext(p *ForInitContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_forInit
}

func (*ForInitContext) IsForInitContext() {}

func NewForInitContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ForInitContext {
	var p = new(ForInitContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_forInit

	return p
}

func (s *ForInitContext) GetParser() antlr.Parser { return s.parser }

func (s *ForInitContext) DeclSpec() IDeclSpecContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclSpecContext)
}

func (s *ForInitContext) AllDeclarator() []IDeclaratorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclaratorContext); ok {
			len++
		}
	}

	tst := make([]IDeclaratorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclaratorContext); ok {
			tst[i] = t.(IDeclaratorContext)
			i++
		}
	}

	return tst
}

func (s *ForInitContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclaratorContext)
}

func (s *ForInitContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ForInitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ForInitContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ForInitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterForInit(s)
	}
}

func (s *ForInitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitForInit(s)
	}
}

func (p *HLSLParser) ForInit() (localctx IForInitContext) {
	localctx = NewForInitContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 50, HLSLParserRULE_forInit)
	var _la int

	p.SetState(557)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 72, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(547)
			p.DeclSpec()
		}
		{
			p.SetState(548)
			p.Declarator()
		}
		p.SetState(553)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__0 {
			{
				p.SetState(549)
				p.Match(HLSLParserT__0)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(550)
				p.Declarator()
			}

			p.SetState(555)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(556)
			p.Expression()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISwitchSectionContext is an interface to support dynamic dispatch.
type ISwitchSectionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSwitchLabel() []ISwitchLabelContext
	SwitchLabel(i int) ISwitchLabelContext
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsSwitchSectionContext differentiates from other interfaces.
	IsSwitchSectionContext()
}

type SwitchSectionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySwitchSectionContext() *SwitchSectionContext {
	var p = new(SwitchSectionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_switchSection
	return p
}

func InitEmptySwitchSectionContext(p *SwitchSectionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_switchSection
}

func (*SwitchSectionContext) IsSwitchSectionContext() {}

func NewSwitchSectionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SwitchSectionContext {
	var p = new(SwitchSectionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_switchSection

	return p
}

func (s *SwitchSectionContext) GetParser() antlr.Parser { return s.parser }

func (s *SwitchSectionContext) AllSwitchLabel() []ISwitchLabelContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISwitchLabelContext); ok {
			len++
		}
	}

	tst := make([]ISwitchLabelContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISwitchLabelContext); ok {
			tst[i] = t.(ISwitchLabelContext)
			i++
		}
	}

	return tst
}

func (s *SwitchSectionContext) SwitchLabel(i int) ISwitchLabelContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISwitchLabelContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISwitchLabelContext)
}

func (s *SwitchSectionContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *SwitchSectionContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *SwitchSectionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SwitchSectionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SwitchSectionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterSwitchSection(s)
	}
}

func (s *SwitchSectionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitSwitchSection(s)
	}
}

func (p *HLSLParser) SwitchSection() (localctx ISwitchSectionContext) {
	localctx = NewSwitchSectionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 52, HLSLParserRULE_switchSection)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(560)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
			{
				p.SetState(559)
				p.SwitchLabel()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(562)
		p.GetErrorHandler().Sync(p)
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 73, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(567)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143692563595916140) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&399) != 0) {
		{
			p.SetState(564)
			p.Statement()
		}

		p.SetState(569)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISwitchLabelContext is an interface to support dynamic dispatch.
type ISwitchLabelContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Expr() IExprContext

	// IsSwitchLabelContext differentiates from other interfaces.
	IsSwitchLabelContext()
}

type SwitchLabelContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySwitchLabelContext() *SwitchLabelContext {
	var p = new(SwitchLabelContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_switchLabel
	return p
}

func InitEmptySwitchLabelContext(p *SwitchLabelContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_switchLabel
}

func (*SwitchLabelContext) IsSwitchLabelContext() {}

func NewSwitchLabelContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SwitchLabelContext {
	var p = new(SwitchLabelContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_switchLabel

	return p
}

func (s *SwitchLabelContext) GetParser() antlr.Parser { return s.parser }

func (s *SwitchLabelContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *SwitchLabelContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SwitchLabelContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *SwitchLabelContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterSwitchLabel(s)
	}
}

func (s *SwitchLabelContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitSwitchLabel(s)
	}
}

func (p *HLSLParser) SwitchLabel() (localctx ISwitchLabelContext) {
	localctx = NewSwitchLabelContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 54, HLSLParserRULE_switchLabel)
	p.SetState(576)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__46:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(570)
			p.Match(HLSLParserT__46)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(571)
			p.expr(0)
		}
		{
			p.SetState(572)
			p.Match(HLSLParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HLSLParserT__47:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(574)
			p.Match(HLSLParserT__47)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(575)
			p.Match(HLSLParserT__29)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExpressionContext is an interface to support dynamic dispatch.
type IExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllExpr() []IExprContext
	Expr(i int) IExprContext

	// IsExpressionContext differentiates from other interfaces.
	IsExpressionContext()
}

type ExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExpressionContext() *ExpressionContext {
	var p = new(ExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_expression
	return p
}

func InitEmptyExpressionContext(p *ExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_expression
}

func (*ExpressionContext) IsExpressionContext() {}

func NewExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExpressionContext {
	var p = new(ExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_expression

	return p
}

func (s *ExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *ExpressionContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ExpressionContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterExpression(s)
	}
}

func (s *ExpressionContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitExpression(s)
	}
}

func (p *HLSLParser) Expression() (localctx IExpressionContext) {
	localctx = NewExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 56, HLSLParserRULE_expression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(578)
		p.expr(0)
	}
	p.SetState(583)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__0 {
		{
			p.SetState(579)
			p.Match(HLSLParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(580)
			p.expr(0)
		}

		p.SetState(585)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IArgListContext is an interface to support dynamic dispatch.
type IArgListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllExpr() []IExprContext
	Expr(i int) IExprContext

	// IsArgListContext differentiates from other interfaces.
	IsArgListContext()
}

type ArgListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyArgListContext() *ArgListContext {
	var p = new(ArgListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_argList
	return p
}

func InitEmptyArgListContext(p *ArgListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_argList
}

func (*ArgListContext) IsArgListContext() {}

func NewArgListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ArgListContext {
	var p = new(ArgListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_argList

	return p
}

func (s *ArgListContext) GetParser() antlr.Parser { return s.parser }

func (s *ArgListContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *ArgListContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ArgListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ArgListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (s *ArgListContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterArgList(s)
	}
}

func (s *ArgListContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitArgList(s)
	}
}

func (p *HLSLParser) ArgList() (localctx IArgListContext) {
	localctx = NewArgListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 58, HLSLParserRULE_argList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(586)
		p.expr(0)
	}
	p.SetState(591)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HLSLParserT__0 {
		{
			p.SetState(587)
			p.Match(HLSLParserT__0)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(588)
			p.expr(0)
		}

		p.SetState(593)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExprContext is an interface to support dynamic dispatch.
type IExprContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsExprContext differentiates from other interfaces.
	IsExprContext()
}

type ExprContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExprContext() *ExprContext {
	var p = new(ExprContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_expr
	return p
}

func InitEmptyExprContext(p *ExprContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_expr
}

func (*ExprContext) IsExprContext() {}

func NewExprContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExprContext {
	var p = new(ExprContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_expr

	return p
}

func (s *ExprContext) GetParser() antlr.Parser { return s.parser }

func (s *ExprContext) CopyAll(ctx *ExprContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *ExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExprContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

type IntLitContext struct {
	ExprContext
}

func NewIntLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntLitContext {
	var p = new(IntLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IntLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IntLitContext) INT_LITERAL() antlr.TerminalNode {
	return s.GetToken(HLSLParserINT_LITERAL, 0)
}

func (s *IntLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterIntLit(s)
	}
}

func (s *IntLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitIntLit(s)
	}
}

type FloatLitContext struct {
	ExprContext
}

func NewFloatLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FloatLitContext {
	var p = new(FloatLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *FloatLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FloatLitContext) FLOAT_LITERAL() antlr.TerminalNode {
	return s.GetToken(HLSLParserFLOAT_LITERAL, 0)
}

func (s *FloatLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterFloatLit(s)
	}
}

func (s *FloatLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitFloatLit(s)
	}
}

type BoolLitContext struct {
	ExprContext
}

func NewBoolLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BoolLitContext {
	var p = new(BoolLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *BoolLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BoolLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBoolLit(s)
	}
}

func (s *BoolLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBoolLit(s)
	}
}

type StringLitContext struct {
	ExprContext
}

func NewStringLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *StringLitContext {
	var p = new(StringLitContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *StringLitContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StringLitContext) AllSTRING_LITERAL() []antlr.TerminalNode {
	return s.GetTokens(HLSLParserSTRING_LITERAL)
}

func (s *StringLitContext) STRING_LITERAL(i int) antlr.TerminalNode {
	return s.GetToken(HLSLParserSTRING_LITERAL, i)
}

func (s *StringLitContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStringLit(s)
	}
}

func (s *StringLitContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStringLit(s)
	}
}

type CallExprContext struct {
	ExprContext
}

func NewCallExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CallExprContext {
	var p = new(CallExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CallExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CallExprContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *CallExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgListContext)
}

func (s *CallExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterCallExpr(s)
	}
}

func (s *CallExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitCallExpr(s)
	}
}

type CtorExprContext struct {
	ExprContext
}

func NewCtorExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CtorExprContext {
	var p = new(CtorExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CtorExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CtorExprContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *CtorExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgListContext)
}

func (s *CtorExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterCtorExpr(s)
	}
}

func (s *CtorExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitCtorExpr(s)
	}
}

type NameExprContext struct {
	ExprContext
}

func NewNameExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NameExprContext {
	var p = new(NameExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *NameExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NameExprContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *NameExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterNameExpr(s)
	}
}

func (s *NameExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitNameExpr(s)
	}
}

type ParenExprContext struct {
	ExprContext
}

func NewParenExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ParenExprContext {
	var p = new(ParenExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ParenExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParenExprContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *ParenExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterParenExpr(s)
	}
}

func (s *ParenExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitParenExpr(s)
	}
}

type PrefixExprContext struct {
	ExprContext
	op antlr.Token
}

func NewPrefixExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PrefixExprContext {
	var p = new(PrefixExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *PrefixExprContext) GetOp() antlr.Token { return s.op }

func (s *PrefixExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *PrefixExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrefixExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *PrefixExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterPrefixExpr(s)
	}
}

func (s *PrefixExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitPrefixExpr(s)
	}
}

type CastExprContext struct {
	ExprContext
}

func NewCastExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CastExprContext {
	var p = new(CastExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *CastExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CastExprContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *CastExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *CastExprContext) AllArrayDim() []IArrayDimContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IArrayDimContext); ok {
			len++
		}
	}

	tst := make([]IArrayDimContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IArrayDimContext); ok {
			tst[i] = t.(IArrayDimContext)
			i++
		}
	}

	return tst
}

func (s *CastExprContext) ArrayDim(i int) IArrayDimContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArrayDimContext)
}

func (s *CastExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterCastExpr(s)
	}
}

func (s *CastExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitCastExpr(s)
	}
}

type BinaryExprContext struct {
	ExprContext
	op antlr.Token
}

func NewBinaryExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BinaryExprContext {
	var p = new(BinaryExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *BinaryExprContext) GetOp() antlr.Token { return s.op }

func (s *BinaryExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *BinaryExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BinaryExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *BinaryExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *BinaryExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterBinaryExpr(s)
	}
}

func (s *BinaryExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitBinaryExpr(s)
	}
}

type ConditionalExprContext struct {
	ExprContext
}

func NewConditionalExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ConditionalExprContext {
	var p = new(ConditionalExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *ConditionalExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ConditionalExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *ConditionalExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *ConditionalExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterConditionalExpr(s)
	}
}

func (s *ConditionalExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitConditionalExpr(s)
	}
}

type AssignExprContext struct {
	ExprContext
	op antlr.Token
}

func NewAssignExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *AssignExprContext {
	var p = new(AssignExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *AssignExprContext) GetOp() antlr.Token { return s.op }

func (s *AssignExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *AssignExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AssignExprContext) AllExpr() []IExprContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExprContext); ok {
			len++
		}
	}

	tst := make([]IExprContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExprContext); ok {
			tst[i] = t.(IExprContext)
			i++
		}
	}

	return tst
}

func (s *AssignExprContext) Expr(i int) IExprContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *AssignExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterAssignExpr(s)
	}
}

func (s *AssignExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitAssignExpr(s)
	}
}

type MethodCallExprContext struct {
	ExprContext
}

func NewMethodCallExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MethodCallExprContext {
	var p = new(MethodCallExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *MethodCallExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MethodCallExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MethodCallExprContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *MethodCallExprContext) Type_() ITypeContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *MethodCallExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IArgListContext)
}

func (s *MethodCallExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterMethodCallExpr(s)
	}
}

func (s *MethodCallExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitMethodCallExpr(s)
	}
}

type MemberExprContext struct {
	ExprContext
}

func NewMemberExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *MemberExprContext {
	var p = new(MemberExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *MemberExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MemberExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *MemberExprContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *MemberExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterMemberExpr(s)
	}
}

func (s *MemberExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitMemberExpr(s)
	}
}

type IndexExprContext struct {
	ExprContext
}

func NewIndexExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IndexExprContext {
	var p = new(IndexExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *IndexExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IndexExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IndexExprContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *IndexExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterIndexExpr(s)
	}
}

func (s *IndexExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitIndexExpr(s)
	}
}

type PostfixExprContext struct {
	ExprContext
	op antlr.Token
}

func NewPostfixExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PostfixExprContext {
	var p = new(PostfixExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *PostfixExprContext) GetOp() antlr.Token { return s.op }

func (s *PostfixExprContext) SetOp(v antlr.Token) { s.op = v }

func (s *PostfixExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PostfixExprContext) Expr() IExprContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *PostfixExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterPostfixExpr(s)
	}
}

func (s *PostfixExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitPostfixExpr(s)
	}
}

func (p *HLSLParser) Expr() (localctx IExprContext) {
	return p.expr(0)
}

func (p *HLSLParser) expr(_p int) (localctx IExprContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewExprContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx IExprContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 60
	p.EnterRecursionRule(localctx, 60, HLSLParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(634)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 82, p.GetParserRuleContext()) {
	case 1:
		localctx = NewIntLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(595)
			p.Match(HLSLParserINT_LITERAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		localctx = NewFloatLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(596)
			p.Match(HLSLParserFLOAT_LITERAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 3:
		localctx = NewBoolLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(597)
			_la = p.GetTokenStream().LA(1)

			if !(_la == HLSLParserT__48 || _la == HLSLParserT__49) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 4:
		localctx = NewStringLitContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		p.SetState(599)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = 1
		for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			switch _alt {
			case 1:
				{
					p.SetState(598)
					p.Match(HLSLParserSTRING_LITERAL)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

			p.SetState(601)
			p.GetErrorHandler().Sync(p)
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 78, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}

	case 5:
		localctx = NewCallExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(603)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(604)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(606)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
			{
				p.SetState(605)
				p.ArgList()
			}

		}
		{
			p.SetState(608)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 6:
		localctx = NewCtorExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(609)
			p.Type_()
		}
		{
			p.SetState(610)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(612)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
			{
				p.SetState(611)
				p.ArgList()
			}

		}
		{
			p.SetState(614)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 7:
		localctx = NewNameExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(616)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		localctx = NewParenExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(617)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(618)
			p.Expression()
		}
		{
			p.SetState(619)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		localctx = NewPrefixExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(621)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*PrefixExprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&141863388262170624) != 0) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*PrefixExprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(622)
			p.expr(14)
		}

	case 10:
		localctx = NewCastExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(623)
			p.Match(HLSLParserT__2)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(624)
			p.Type_()
		}
		p.SetState(628)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == HLSLParserT__27 {
			{
				p.SetState(625)
				p.ArrayDim()
			}

			p.SetState(630)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(631)
			p.Match(HLSLParserT__3)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(632)
			p.expr(13)
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(701)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 86, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(699)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 85, p.GetParserRuleContext()) {
			case 1:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(636)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(637)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1008806316530991104) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(638)
					p.expr(13)
				}

			case 2:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(639)

				if !(p.Precpred(p.GetParserRuleContext(), 11)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 11)", ""))
					goto errorExit
				}
				{
					p.SetState(640)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__52 || _la == HLSLParserT__53) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(641)
					p.expr(12)
				}

			case 3:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(642)

				if !(p.Precpred(p.GetParserRuleContext(), 10)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 10)", ""))
					goto errorExit
				}
				{
					p.SetState(643)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__59 || _la == HLSLParserT__60) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(644)
					p.expr(11)
				}

			case 4:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(645)

				if !(p.Precpred(p.GetParserRuleContext(), 9)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 9)", ""))
					goto errorExit
				}
				{
					p.SetState(646)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&-4611686018326724608) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(647)
					p.expr(10)
				}

			case 5:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(648)

				if !(p.Precpred(p.GetParserRuleContext(), 8)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 8)", ""))
					goto errorExit
				}
				{
					p.SetState(649)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__63 || _la == HLSLParserT__64) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(650)
					p.expr(9)
				}

			case 6:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(651)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(652)

					var _m = p.Match(HLSLParserT__65)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(653)
					p.expr(8)
				}

			case 7:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(654)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(655)

					var _m = p.Match(HLSLParserT__66)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(656)
					p.expr(7)
				}

			case 8:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(657)

				if !(p.Precpred(p.GetParserRuleContext(), 5)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 5)", ""))
					goto errorExit
				}
				{
					p.SetState(658)

					var _m = p.Match(HLSLParserT__67)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(659)
					p.expr(6)
				}

			case 9:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(660)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(661)

					var _m = p.Match(HLSLParserT__68)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(662)
					p.expr(5)
				}

			case 10:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(663)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(664)

					var _m = p.Match(HLSLParserT__69)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(665)
					p.expr(4)
				}

			case 11:
				localctx = NewConditionalExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(666)

				if !(p.Precpred(p.GetParserRuleContext(), 2)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 2)", ""))
					goto errorExit
				}
				{
					p.SetState(667)
					p.Match(HLSLParserT__70)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(668)
					p.expr(0)
				}
				{
					p.SetState(669)
					p.Match(HLSLParserT__29)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(670)
					p.expr(2)
				}

			case 12:
				localctx = NewAssignExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(672)

				if !(p.Precpred(p.GetParserRuleContext(), 1)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 1)", ""))
					goto errorExit
				}
				{
					p.SetState(673)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AssignExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !((int64((_la-27)) & ^0x3f) == 0 && ((int64(1)<<(_la-27))&35993612646875137) != 0) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AssignExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(674)
					p.expr(1)
				}

			case 13:
				localctx = NewMethodCallExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(675)

				if !(p.Precpred(p.GetParserRuleContext(), 18)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 18)", ""))
					goto errorExit
				}
				{
					p.SetState(676)
					p.Match(HLSLParserT__32)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(677)
					p.Match(HLSLParserIDENTIFIER)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(682)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == HLSLParserT__24 {
					{
						p.SetState(678)
						p.Match(HLSLParserT__24)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(679)
						p.Type_()
					}
					{
						p.SetState(680)
						p.Match(HLSLParserT__25)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(684)
					p.Match(HLSLParserT__2)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(686)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&143552238122434568) != 0) || ((int64((_la-82)) & ^0x3f) == 0 && ((int64(1)<<(_la-82))&143) != 0) {
					{
						p.SetState(685)
						p.ArgList()
					}

				}
				{
					p.SetState(688)
					p.Match(HLSLParserT__3)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 14:
				localctx = NewMemberExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(689)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(690)
					p.Match(HLSLParserT__32)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(691)
					p.Match(HLSLParserIDENTIFIER)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 15:
				localctx = NewIndexExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(692)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(693)
					p.Match(HLSLParserT__27)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(694)
					p.Expression()
				}
				{
					p.SetState(695)
					p.Match(HLSLParserT__28)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 16:
				localctx = NewPostfixExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(697)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(698)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*PostfixExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__50 || _la == HLSLParserT__51) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*PostfixExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(703)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 86, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.UnrollRecursionContexts(_parentctx)
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

func (p *HLSLParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 30:
		var t *ExprContext = nil
		if localctx != nil {
			t = localctx.(*ExprContext)
		}
		return p.Expr_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *HLSLParser) Expr_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 12)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 11)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 10)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 9)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 8)

	case 5:
		return p.Precpred(p.GetParserRuleContext(), 7)

	case 6:
		return p.Precpred(p.GetParserRuleContext(), 6)

	case 7:
		return p.Precpred(p.GetParserRuleContext(), 5)

	case 8:
		return p.Precpred(p.GetParserRuleContext(), 4)

	case 9:
		return p.Precpred(p.GetParserRuleContext(), 3)

	case 10:
		return p.Precpred(p.GetParserRuleContext(), 2)

	case 11:
		return p.Precpred(p.GetParserRuleContext(), 1)

	case 12:
		return p.Precpred(p.GetParserRuleContext(), 18)

	case 13:
		return p.Precpred(p.GetParserRuleContext(), 17)

	case 14:
		return p.Precpred(p.GetParserRuleContext(), 16)

	case 15:
		return p.Precpred(p.GetParserRuleContext(), 15)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
