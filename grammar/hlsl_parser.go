
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
    "", "';'", "'('", "')'", "','", "'struct'", "'{'", "'}'", "'nointerpolation'", 
    "'precise'", "'row_major'", "'column_major'", "'const'", "'snorm'", 
    "'unorm'", "'typedef'", "'cbuffer'", "'tbuffer'", "'static'", "'groupshared'", 
    "'uniform'", "'extern'", "'volatile'", "'shared'", "'inline'", "'<'", 
    "'>'", "'='", "'['", "']'", "':'", "'register'", "'packoffset'", "'.'", 
    "'in'", "'out'", "'inout'", "'if'", "'else'", "'for'", "'while'", "'do'", 
    "'switch'", "'break'", "'continue'", "'return'", "'discard'", "'case'", 
    "'default'", "'++'", "'--'", "'+'", "'-'", "'!'", "'~'", "'*'", "'/'", 
    "'%'", "'<<'", "'>>'", "'<='", "'>='", "'=='", "'!='", "'&'", "'^'", 
    "'|'", "'&&'", "'||'", "'?'", "'+='", "'-='", "'*='", "'/='", "'%='", 
    "'<<='", "'>>='", "'&='", "'^='", "'|='", "'true'", "'false'",
  }
  staticData.SymbolicNames = []string{
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 
    "", "", "", "", "", "", "", "", "", "", "", "", "", "", "FLOAT_LITERAL", 
    "INT_LITERAL", "STRING_LITERAL", "IDENTIFIER", "WS", "LINE_COMMENT", 
    "BLOCK_COMMENT", "TYPE_NAME",
  }
  staticData.RuleNames = []string{
    "translationUnit", "topLevel", "structDef", "structMember", "interpModifier", 
    "typedefDecl", "typedefName", "bufferBlock", "bufferMember", "declSpec", 
    "modifier", "type", "templateArg", "declarator", "arrayDim", "postDecl", 
    "registerSpec", "semantic", "initializer", "paramList", "param", "paramModifier", 
    "attribute", "attrArg", "block", "statement", "forInit", "switchSection", 
    "switchLabel", "expression", "argList", "expr", "primary",
  }
  staticData.PredictionContextCache = antlr.NewPredictionContextCache()
  staticData.serializedATN = []int32{
	4, 1, 89, 640, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7, 
	4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7, 
	10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15, 
	2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2, 
	21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26, 
	7, 26, 2, 27, 7, 27, 2, 28, 7, 28, 2, 29, 7, 29, 2, 30, 7, 30, 2, 31, 7, 
	31, 2, 32, 7, 32, 1, 0, 5, 0, 68, 8, 0, 10, 0, 12, 0, 71, 9, 0, 1, 0, 1, 
	0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 81, 8, 1, 10, 1, 12, 1, 84, 
	9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 90, 8, 1, 1, 1, 1, 1, 3, 1, 94, 8, 
	1, 1, 1, 1, 1, 3, 1, 98, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 104, 8, 1, 
	10, 1, 12, 1, 107, 9, 1, 1, 1, 1, 1, 1, 1, 3, 1, 112, 8, 1, 1, 2, 1, 2, 
	1, 2, 1, 2, 5, 2, 118, 8, 2, 10, 2, 12, 2, 121, 9, 2, 1, 2, 1, 2, 1, 3, 
	5, 3, 126, 8, 3, 10, 3, 12, 3, 129, 9, 3, 1, 3, 1, 3, 1, 3, 1, 3, 5, 3, 
	135, 8, 3, 10, 3, 12, 3, 138, 9, 3, 1, 3, 1, 3, 1, 4, 1, 4, 1, 5, 1, 5, 
	3, 5, 146, 8, 5, 1, 5, 1, 5, 1, 5, 1, 5, 5, 5, 152, 8, 5, 10, 5, 12, 5, 
	155, 9, 5, 1, 5, 1, 5, 1, 6, 1, 6, 5, 6, 161, 8, 6, 10, 6, 12, 6, 164, 
	9, 6, 1, 7, 1, 7, 1, 7, 3, 7, 169, 8, 7, 1, 7, 1, 7, 5, 7, 173, 8, 7, 10, 
	7, 12, 7, 176, 9, 7, 1, 7, 1, 7, 3, 7, 180, 8, 7, 1, 8, 1, 8, 1, 8, 1, 
	8, 5, 8, 186, 8, 8, 10, 8, 12, 8, 189, 9, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 
	8, 3, 8, 196, 8, 8, 1, 9, 5, 9, 199, 8, 9, 10, 9, 12, 9, 202, 9, 9, 1, 
	9, 1, 9, 1, 10, 1, 10, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 5, 11, 213, 8, 
	11, 10, 11, 12, 11, 216, 9, 11, 1, 11, 1, 11, 3, 11, 220, 8, 11, 1, 12, 
	5, 12, 223, 8, 12, 10, 12, 12, 12, 226, 9, 12, 1, 12, 1, 12, 1, 12, 1, 
	12, 1, 12, 1, 12, 1, 12, 3, 12, 235, 8, 12, 1, 13, 1, 13, 5, 13, 239, 8, 
	13, 10, 13, 12, 13, 242, 9, 13, 1, 13, 5, 13, 245, 8, 13, 10, 13, 12, 13, 
	248, 9, 13, 1, 13, 1, 13, 3, 13, 252, 8, 13, 1, 14, 1, 14, 3, 14, 256, 
	8, 14, 1, 14, 1, 14, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 266, 
	8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 3, 15, 275, 8, 
	15, 1, 15, 1, 15, 1, 15, 3, 15, 280, 8, 15, 1, 16, 1, 16, 1, 16, 1, 16, 
	1, 16, 1, 16, 3, 16, 288, 8, 16, 1, 16, 1, 16, 1, 17, 1, 17, 1, 17, 1, 
	18, 1, 18, 1, 18, 1, 18, 1, 18, 5, 18, 300, 8, 18, 10, 18, 12, 18, 303, 
	9, 18, 1, 18, 3, 18, 306, 8, 18, 1, 18, 1, 18, 1, 18, 1, 18, 3, 18, 312, 
	8, 18, 1, 19, 1, 19, 1, 19, 5, 19, 317, 8, 19, 10, 19, 12, 19, 320, 9, 
	19, 1, 20, 5, 20, 323, 8, 20, 10, 20, 12, 20, 326, 9, 20, 1, 20, 1, 20, 
	3, 20, 330, 8, 20, 1, 20, 5, 20, 333, 8, 20, 10, 20, 12, 20, 336, 9, 20, 
	1, 20, 3, 20, 339, 8, 20, 1, 20, 1, 20, 3, 20, 343, 8, 20, 1, 21, 1, 21, 
	1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22, 5, 22, 353, 8, 22, 10, 22, 12, 
	22, 356, 9, 22, 1, 22, 1, 22, 3, 22, 360, 8, 22, 1, 22, 1, 22, 1, 23, 1, 
	23, 3, 23, 366, 8, 23, 1, 24, 1, 24, 5, 24, 370, 8, 24, 10, 24, 12, 24, 
	373, 9, 24, 1, 24, 1, 24, 1, 25, 1, 25, 5, 25, 379, 8, 25, 10, 25, 12, 
	25, 382, 9, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 3, 25, 
	391, 8, 25, 1, 25, 5, 25, 394, 8, 25, 10, 25, 12, 25, 397, 9, 25, 1, 25, 
	1, 25, 1, 25, 3, 25, 402, 8, 25, 1, 25, 1, 25, 3, 25, 406, 8, 25, 1, 25, 
	1, 25, 3, 25, 410, 8, 25, 1, 25, 1, 25, 1, 25, 5, 25, 415, 8, 25, 10, 25, 
	12, 25, 418, 9, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 5, 
	25, 427, 8, 25, 10, 25, 12, 25, 430, 9, 25, 1, 25, 1, 25, 1, 25, 1, 25, 
	1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 5, 25, 441, 8, 25, 10, 25, 12, 25, 444, 
	9, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 5, 25, 452, 8, 25, 10, 
	25, 12, 25, 455, 9, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 
	1, 25, 3, 25, 465, 8, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 
	25, 5, 25, 474, 8, 25, 10, 25, 12, 25, 477, 9, 25, 1, 25, 1, 25, 1, 25, 
	1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 3, 25, 489, 8, 25, 1, 
	26, 1, 26, 1, 26, 1, 26, 5, 26, 495, 8, 26, 10, 26, 12, 26, 498, 9, 26, 
	1, 26, 3, 26, 501, 8, 26, 1, 27, 4, 27, 504, 8, 27, 11, 27, 12, 27, 505, 
	1, 27, 5, 27, 509, 8, 27, 10, 27, 12, 27, 512, 9, 27, 1, 28, 1, 28, 1, 
	28, 1, 28, 1, 28, 1, 28, 3, 28, 520, 8, 28, 1, 29, 1, 29, 1, 29, 5, 29, 
	525, 8, 29, 10, 29, 12, 29, 528, 9, 29, 1, 30, 1, 30, 1, 30, 5, 30, 533, 
	8, 30, 10, 30, 12, 30, 536, 9, 30, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 
	31, 1, 31, 5, 31, 545, 8, 31, 10, 31, 12, 31, 548, 9, 31, 1, 31, 1, 31, 
	1, 31, 3, 31, 553, 8, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 
	31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 
	1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 
	31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 
	1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 3, 31, 599, 8, 31, 1, 31, 1, 
	31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 1, 31, 5, 31, 
	612, 8, 31, 10, 31, 12, 31, 615, 9, 31, 1, 32, 1, 32, 1, 32, 1, 32, 1, 
	32, 1, 32, 3, 32, 623, 8, 32, 1, 32, 1, 32, 1, 32, 1, 32, 3, 32, 629, 8, 
	32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 1, 32, 3, 32, 638, 8, 32, 
	1, 32, 0, 1, 62, 33, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 
	28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 
	64, 0, 14, 2, 0, 85, 85, 89, 89, 1, 0, 8, 14, 1, 0, 16, 17, 2, 0, 8, 14, 
	18, 24, 3, 0, 8, 14, 20, 20, 34, 36, 1, 0, 49, 54, 1, 0, 55, 57, 1, 0, 
	51, 52, 1, 0, 58, 59, 2, 0, 25, 26, 60, 61, 1, 0, 62, 63, 2, 0, 27, 27, 
	70, 79, 1, 0, 49, 50, 1, 0, 80, 81, 719, 0, 69, 1, 0, 0, 0, 2, 111, 1, 
	0, 0, 0, 4, 113, 1, 0, 0, 0, 6, 127, 1, 0, 0, 0, 8, 141, 1, 0, 0, 0, 10, 
	143, 1, 0, 0, 0, 12, 158, 1, 0, 0, 0, 14, 165, 1, 0, 0, 0, 16, 195, 1, 
	0, 0, 0, 18, 200, 1, 0, 0, 0, 20, 205, 1, 0, 0, 0, 22, 207, 1, 0, 0, 0, 
	24, 234, 1, 0, 0, 0, 26, 236, 1, 0, 0, 0, 28, 253, 1, 0, 0, 0, 30, 279, 
	1, 0, 0, 0, 32, 281, 1, 0, 0, 0, 34, 291, 1, 0, 0, 0, 36, 311, 1, 0, 0, 
	0, 38, 313, 1, 0, 0, 0, 40, 324, 1, 0, 0, 0, 42, 344, 1, 0, 0, 0, 44, 346, 
	1, 0, 0, 0, 46, 365, 1, 0, 0, 0, 48, 367, 1, 0, 0, 0, 50, 488, 1, 0, 0, 
	0, 52, 500, 1, 0, 0, 0, 54, 503, 1, 0, 0, 0, 56, 519, 1, 0, 0, 0, 58, 521, 
	1, 0, 0, 0, 60, 529, 1, 0, 0, 0, 62, 552, 1, 0, 0, 0, 64, 637, 1, 0, 0, 
	0, 66, 68, 3, 2, 1, 0, 67, 66, 1, 0, 0, 0, 68, 71, 1, 0, 0, 0, 69, 67, 
	1, 0, 0, 0, 69, 70, 1, 0, 0, 0, 70, 72, 1, 0, 0, 0, 71, 69, 1, 0, 0, 0, 
	72, 73, 5, 0, 0, 1, 73, 1, 1, 0, 0, 0, 74, 75, 3, 4, 2, 0, 75, 76, 5, 1, 
	0, 0, 76, 112, 1, 0, 0, 0, 77, 112, 3, 10, 5, 0, 78, 112, 3, 14, 7, 0, 
	79, 81, 3, 44, 22, 0, 80, 79, 1, 0, 0, 0, 81, 84, 1, 0, 0, 0, 82, 80, 1, 
	0, 0, 0, 82, 83, 1, 0, 0, 0, 83, 85, 1, 0, 0, 0, 84, 82, 1, 0, 0, 0, 85, 
	86, 3, 18, 9, 0, 86, 87, 5, 85, 0, 0, 87, 89, 5, 2, 0, 0, 88, 90, 3, 38, 
	19, 0, 89, 88, 1, 0, 0, 0, 89, 90, 1, 0, 0, 0, 90, 91, 1, 0, 0, 0, 91, 
	93, 5, 3, 0, 0, 92, 94, 3, 34, 17, 0, 93, 92, 1, 0, 0, 0, 93, 94, 1, 0, 
	0, 0, 94, 97, 1, 0, 0, 0, 95, 98, 3, 48, 24, 0, 96, 98, 5, 1, 0, 0, 97, 
	95, 1, 0, 0, 0, 97, 96, 1, 0, 0, 0, 98, 112, 1, 0, 0, 0, 99, 100, 3, 18, 
	9, 0, 100, 105, 3, 26, 13, 0, 101, 102, 5, 4, 0, 0, 102, 104, 3, 26, 13, 
	0, 103, 101, 1, 0, 0, 0, 104, 107, 1, 0, 0, 0, 105, 103, 1, 0, 0, 0, 105, 
	106, 1, 0, 0, 0, 106, 108, 1, 0, 0, 0, 107, 105, 1, 0, 0, 0, 108, 109, 
	5, 1, 0, 0, 109, 112, 1, 0, 0, 0, 110, 112, 5, 1, 0, 0, 111, 74, 1, 0, 
	0, 0, 111, 77, 1, 0, 0, 0, 111, 78, 1, 0, 0, 0, 111, 82, 1, 0, 0, 0, 111, 
	99, 1, 0, 0, 0, 111, 110, 1, 0, 0, 0, 112, 3, 1, 0, 0, 0, 113, 114, 5, 
	5, 0, 0, 114, 115, 7, 0, 0, 0, 115, 119, 5, 6, 0, 0, 116, 118, 3, 6, 3, 
	0, 117, 116, 1, 0, 0, 0, 118, 121, 1, 0, 0, 0, 119, 117, 1, 0, 0, 0, 119, 
	120, 1, 0, 0, 0, 120, 122, 1, 0, 0, 0, 121, 119, 1, 0, 0, 0, 122, 123, 
	5, 7, 0, 0, 123, 5, 1, 0, 0, 0, 124, 126, 3, 8, 4, 0, 125, 124, 1, 0, 0, 
	0, 126, 129, 1, 0, 0, 0, 127, 125, 1, 0, 0, 0, 127, 128, 1, 0, 0, 0, 128, 
	130, 1, 0, 0, 0, 129, 127, 1, 0, 0, 0, 130, 131, 3, 22, 11, 0, 131, 136, 
	3, 26, 13, 0, 132, 133, 5, 4, 0, 0, 133, 135, 3, 26, 13, 0, 134, 132, 1, 
	0, 0, 0, 135, 138, 1, 0, 0, 0, 136, 134, 1, 0, 0, 0, 136, 137, 1, 0, 0, 
	0, 137, 139, 1, 0, 0, 0, 138, 136, 1, 0, 0, 0, 139, 140, 5, 1, 0, 0, 140, 
	7, 1, 0, 0, 0, 141, 142, 7, 1, 0, 0, 142, 9, 1, 0, 0, 0, 143, 145, 5, 15, 
	0, 0, 144, 146, 5, 12, 0, 0, 145, 144, 1, 0, 0, 0, 145, 146, 1, 0, 0, 0, 
	146, 147, 1, 0, 0, 0, 147, 148, 3, 22, 11, 0, 148, 153, 3, 12, 6, 0, 149, 
	150, 5, 4, 0, 0, 150, 152, 3, 12, 6, 0, 151, 149, 1, 0, 0, 0, 152, 155, 
	1, 0, 0, 0, 153, 151, 1, 0, 0, 0, 153, 154, 1, 0, 0, 0, 154, 156, 1, 0, 
	0, 0, 155, 153, 1, 0, 0, 0, 156, 157, 5, 1, 0, 0, 157, 11, 1, 0, 0, 0, 
	158, 162, 7, 0, 0, 0, 159, 161, 3, 28, 14, 0, 160, 159, 1, 0, 0, 0, 161, 
	164, 1, 0, 0, 0, 162, 160, 1, 0, 0, 0, 162, 163, 1, 0, 0, 0, 163, 13, 1, 
	0, 0, 0, 164, 162, 1, 0, 0, 0, 165, 166, 7, 2, 0, 0, 166, 168, 5, 85, 0, 
	0, 167, 169, 3, 32, 16, 0, 168, 167, 1, 0, 0, 0, 168, 169, 1, 0, 0, 0, 
	169, 170, 1, 0, 0, 0, 170, 174, 5, 6, 0, 0, 171, 173, 3, 16, 8, 0, 172, 
	171, 1, 0, 0, 0, 173, 176, 1, 0, 0, 0, 174, 172, 1, 0, 0, 0, 174, 175, 
	1, 0, 0, 0, 175, 177, 1, 0, 0, 0, 176, 174, 1, 0, 0, 0, 177, 179, 5, 7, 
	0, 0, 178, 180, 5, 1, 0, 0, 179, 178, 1, 0, 0, 0, 179, 180, 1, 0, 0, 0, 
	180, 15, 1, 0, 0, 0, 181, 182, 3, 18, 9, 0, 182, 187, 3, 26, 13, 0, 183, 
	184, 5, 4, 0, 0, 184, 186, 3, 26, 13, 0, 185, 183, 1, 0, 0, 0, 186, 189, 
	1, 0, 0, 0, 187, 185, 1, 0, 0, 0, 187, 188, 1, 0, 0, 0, 188, 190, 1, 0, 
	0, 0, 189, 187, 1, 0, 0, 0, 190, 191, 5, 1, 0, 0, 191, 196, 1, 0, 0, 0, 
	192, 193, 3, 4, 2, 0, 193, 194, 5, 1, 0, 0, 194, 196, 1, 0, 0, 0, 195, 
	181, 1, 0, 0, 0, 195, 192, 1, 0, 0, 0, 196, 17, 1, 0, 0, 0, 197, 199, 3, 
	20, 10, 0, 198, 197, 1, 0, 0, 0, 199, 202, 1, 0, 0, 0, 200, 198, 1, 0, 
	0, 0, 200, 201, 1, 0, 0, 0, 201, 203, 1, 0, 0, 0, 202, 200, 1, 0, 0, 0, 
	203, 204, 3, 22, 11, 0, 204, 19, 1, 0, 0, 0, 205, 206, 7, 3, 0, 0, 206, 
	21, 1, 0, 0, 0, 207, 219, 5, 89, 0, 0, 208, 209, 5, 25, 0, 0, 209, 214, 
	3, 24, 12, 0, 210, 211, 5, 4, 0, 0, 211, 213, 3, 24, 12, 0, 212, 210, 1, 
	0, 0, 0, 213, 216, 1, 0, 0, 0, 214, 212, 1, 0, 0, 0, 214, 215, 1, 0, 0, 
	0, 215, 217, 1, 0, 0, 0, 216, 214, 1, 0, 0, 0, 217, 218, 5, 26, 0, 0, 218, 
	220, 1, 0, 0, 0, 219, 208, 1, 0, 0, 0, 219, 220, 1, 0, 0, 0, 220, 23, 1, 
	0, 0, 0, 221, 223, 3, 20, 10, 0, 222, 221, 1, 0, 0, 0, 223, 226, 1, 0, 
	0, 0, 224, 222, 1, 0, 0, 0, 224, 225, 1, 0, 0, 0, 225, 227, 1, 0, 0, 0, 
	226, 224, 1, 0, 0, 0, 227, 235, 3, 22, 11, 0, 228, 235, 5, 83, 0, 0, 229, 
	235, 5, 85, 0, 0, 230, 231, 5, 2, 0, 0, 231, 232, 3, 58, 29, 0, 232, 233, 
	5, 3, 0, 0, 233, 235, 1, 0, 0, 0, 234, 224, 1, 0, 0, 0, 234, 228, 1, 0, 
	0, 0, 234, 229, 1, 0, 0, 0, 234, 230, 1, 0, 0, 0, 235, 25, 1, 0, 0, 0, 
	236, 240, 5, 85, 0, 0, 237, 239, 3, 28, 14, 0, 238, 237, 1, 0, 0, 0, 239, 
	242, 1, 0, 0, 0, 240, 238, 1, 0, 0, 0, 240, 241, 1, 0, 0, 0, 241, 246, 
	1, 0, 0, 0, 242, 240, 1, 0, 0, 0, 243, 245, 3, 30, 15, 0, 244, 243, 1, 
	0, 0, 0, 245, 248, 1, 0, 0, 0, 246, 244, 1, 0, 0, 0, 246, 247, 1, 0, 0, 
	0, 247, 251, 1, 0, 0, 0, 248, 246, 1, 0, 0, 0, 249, 250, 5, 27, 0, 0, 250, 
	252, 3, 36, 18, 0, 251, 249, 1, 0, 0, 0, 251, 252, 1, 0, 0, 0, 252, 27, 
	1, 0, 0, 0, 253, 255, 5, 28, 0, 0, 254, 256, 3, 62, 31, 0, 255, 254, 1, 
	0, 0, 0, 255, 256, 1, 0, 0, 0, 256, 257, 1, 0, 0, 0, 257, 258, 5, 29, 0, 
	0, 258, 29, 1, 0, 0, 0, 259, 260, 5, 30, 0, 0, 260, 261, 5, 31, 0, 0, 261, 
	262, 5, 2, 0, 0, 262, 265, 5, 85, 0, 0, 263, 264, 5, 4, 0, 0, 264, 266, 
	5, 85, 0, 0, 265, 263, 1, 0, 0, 0, 265, 266, 1, 0, 0, 0, 266, 267, 1, 0, 
	0, 0, 267, 280, 5, 3, 0, 0, 268, 269, 5, 30, 0, 0, 269, 270, 5, 32, 0, 
	0, 270, 271, 5, 2, 0, 0, 271, 274, 5, 85, 0, 0, 272, 273, 5, 33, 0, 0, 
	273, 275, 5, 85, 0, 0, 274, 272, 1, 0, 0, 0, 274, 275, 1, 0, 0, 0, 275, 
	276, 1, 0, 0, 0, 276, 280, 5, 3, 0, 0, 277, 278, 5, 30, 0, 0, 278, 280, 
	5, 85, 0, 0, 279, 259, 1, 0, 0, 0, 279, 268, 1, 0, 0, 0, 279, 277, 1, 0, 
	0, 0, 280, 31, 1, 0, 0, 0, 281, 282, 5, 30, 0, 0, 282, 283, 5, 31, 0, 0, 
	283, 284, 5, 2, 0, 0, 284, 287, 5, 85, 0, 0, 285, 286, 5, 4, 0, 0, 286, 
	288, 5, 85, 0, 0, 287, 285, 1, 0, 0, 0, 287, 288, 1, 0, 0, 0, 288, 289, 
	1, 0, 0, 0, 289, 290, 5, 3, 0, 0, 290, 33, 1, 0, 0, 0, 291, 292, 5, 30, 
	0, 0, 292, 293, 5, 85, 0, 0, 293, 35, 1, 0, 0, 0, 294, 312, 3, 62, 31, 
	0, 295, 296, 5, 6, 0, 0, 296, 301, 3, 36, 18, 0, 297, 298, 5, 4, 0, 0, 
	298, 300, 3, 36, 18, 0, 299, 297, 1, 0, 0, 0, 300, 303, 1, 0, 0, 0, 301, 
	299, 1, 0, 0, 0, 301, 302, 1, 0, 0, 0, 302, 305, 1, 0, 0, 0, 303, 301, 
	1, 0, 0, 0, 304, 306, 5, 4, 0, 0, 305, 304, 1, 0, 0, 0, 305, 306, 1, 0, 
	0, 0, 306, 307, 1, 0, 0, 0, 307, 308, 5, 7, 0, 0, 308, 312, 1, 0, 0, 0, 
	309, 310, 5, 6, 0, 0, 310, 312, 5, 7, 0, 0, 311, 294, 1, 0, 0, 0, 311, 
	295, 1, 0, 0, 0, 311, 309, 1, 0, 0, 0, 312, 37, 1, 0, 0, 0, 313, 318, 3, 
	40, 20, 0, 314, 315, 5, 4, 0, 0, 315, 317, 3, 40, 20, 0, 316, 314, 1, 0, 
	0, 0, 317, 320, 1, 0, 0, 0, 318, 316, 1, 0, 0, 0, 318, 319, 1, 0, 0, 0, 
	319, 39, 1, 0, 0, 0, 320, 318, 1, 0, 0, 0, 321, 323, 3, 42, 21, 0, 322, 
	321, 1, 0, 0, 0, 323, 326, 1, 0, 0, 0, 324, 322, 1, 0, 0, 0, 324, 325, 
	1, 0, 0, 0, 325, 327, 1, 0, 0, 0, 326, 324, 1, 0, 0, 0, 327, 329, 3, 22, 
	11, 0, 328, 330, 5, 85, 0, 0, 329, 328, 1, 0, 0, 0, 329, 330, 1, 0, 0, 
	0, 330, 334, 1, 0, 0, 0, 331, 333, 3, 28, 14, 0, 332, 331, 1, 0, 0, 0, 
	333, 336, 1, 0, 0, 0, 334, 332, 1, 0, 0, 0, 334, 335, 1, 0, 0, 0, 335, 
	338, 1, 0, 0, 0, 336, 334, 1, 0, 0, 0, 337, 339, 3, 34, 17, 0, 338, 337, 
	1, 0, 0, 0, 338, 339, 1, 0, 0, 0, 339, 342, 1, 0, 0, 0, 340, 341, 5, 27, 
	0, 0, 341, 343, 3, 62, 31, 0, 342, 340, 1, 0, 0, 0, 342, 343, 1, 0, 0, 
	0, 343, 41, 1, 0, 0, 0, 344, 345, 7, 4, 0, 0, 345, 43, 1, 0, 0, 0, 346, 
	347, 5, 28, 0, 0, 347, 359, 5, 85, 0, 0, 348, 349, 5, 2, 0, 0, 349, 354, 
	3, 46, 23, 0, 350, 351, 5, 4, 0, 0, 351, 353, 3, 46, 23, 0, 352, 350, 1, 
	0, 0, 0, 353, 356, 1, 0, 0, 0, 354, 352, 1, 0, 0, 0, 354, 355, 1, 0, 0, 
	0, 355, 357, 1, 0, 0, 0, 356, 354, 1, 0, 0, 0, 357, 358, 5, 3, 0, 0, 358, 
	360, 1, 0, 0, 0, 359, 348, 1, 0, 0, 0, 359, 360, 1, 0, 0, 0, 360, 361, 
	1, 0, 0, 0, 361, 362, 5, 29, 0, 0, 362, 45, 1, 0, 0, 0, 363, 366, 3, 62, 
	31, 0, 364, 366, 5, 84, 0, 0, 365, 363, 1, 0, 0, 0, 365, 364, 1, 0, 0, 
	0, 366, 47, 1, 0, 0, 0, 367, 371, 5, 6, 0, 0, 368, 370, 3, 50, 25, 0, 369, 
	368, 1, 0, 0, 0, 370, 373, 1, 0, 0, 0, 371, 369, 1, 0, 0, 0, 371, 372, 
	1, 0, 0, 0, 372, 374, 1, 0, 0, 0, 373, 371, 1, 0, 0, 0, 374, 375, 5, 7, 
	0, 0, 375, 49, 1, 0, 0, 0, 376, 489, 3, 48, 24, 0, 377, 379, 3, 44, 22, 
	0, 378, 377, 1, 0, 0, 0, 379, 382, 1, 0, 0, 0, 380, 378, 1, 0, 0, 0, 380, 
	381, 1, 0, 0, 0, 381, 383, 1, 0, 0, 0, 382, 380, 1, 0, 0, 0, 383, 384, 
	5, 37, 0, 0, 384, 385, 5, 2, 0, 0, 385, 386, 3, 58, 29, 0, 386, 387, 5, 
	3, 0, 0, 387, 390, 3, 50, 25, 0, 388, 389, 5, 38, 0, 0, 389, 391, 3, 50, 
	25, 0, 390, 388, 1, 0, 0, 0, 390, 391, 1, 0, 0, 0, 391, 489, 1, 0, 0, 0, 
	392, 394, 3, 44, 22, 0, 393, 392, 1, 0, 0, 0, 394, 397, 1, 0, 0, 0, 395, 
	393, 1, 0, 0, 0, 395, 396, 1, 0, 0, 0, 396, 398, 1, 0, 0, 0, 397, 395, 
	1, 0, 0, 0, 398, 399, 5, 39, 0, 0, 399, 401, 5, 2, 0, 0, 400, 402, 3, 52, 
	26, 0, 401, 400, 1, 0, 0, 0, 401, 402, 1, 0, 0, 0, 402, 403, 1, 0, 0, 0, 
	403, 405, 5, 1, 0, 0, 404, 406, 3, 58, 29, 0, 405, 404, 1, 0, 0, 0, 405, 
	406, 1, 0, 0, 0, 406, 407, 1, 0, 0, 0, 407, 409, 5, 1, 0, 0, 408, 410, 
	3, 58, 29, 0, 409, 408, 1, 0, 0, 0, 409, 410, 1, 0, 0, 0, 410, 411, 1, 
	0, 0, 0, 411, 412, 5, 3, 0, 0, 412, 489, 3, 50, 25, 0, 413, 415, 3, 44, 
	22, 0, 414, 413, 1, 0, 0, 0, 415, 418, 1, 0, 0, 0, 416, 414, 1, 0, 0, 0, 
	416, 417, 1, 0, 0, 0, 417, 419, 1, 0, 0, 0, 418, 416, 1, 0, 0, 0, 419, 
	420, 5, 40, 0, 0, 420, 421, 5, 2, 0, 0, 421, 422, 3, 58, 29, 0, 422, 423, 
	5, 3, 0, 0, 423, 424, 3, 50, 25, 0, 424, 489, 1, 0, 0, 0, 425, 427, 3, 
	44, 22, 0, 426, 425, 1, 0, 0, 0, 427, 430, 1, 0, 0, 0, 428, 426, 1, 0, 
	0, 0, 428, 429, 1, 0, 0, 0, 429, 431, 1, 0, 0, 0, 430, 428, 1, 0, 0, 0, 
	431, 432, 5, 41, 0, 0, 432, 433, 3, 50, 25, 0, 433, 434, 5, 40, 0, 0, 434, 
	435, 5, 2, 0, 0, 435, 436, 3, 58, 29, 0, 436, 437, 5, 3, 0, 0, 437, 438, 
	5, 1, 0, 0, 438, 489, 1, 0, 0, 0, 439, 441, 3, 44, 22, 0, 440, 439, 1, 
	0, 0, 0, 441, 444, 1, 0, 0, 0, 442, 440, 1, 0, 0, 0, 442, 443, 1, 0, 0, 
	0, 443, 445, 1, 0, 0, 0, 444, 442, 1, 0, 0, 0, 445, 446, 5, 42, 0, 0, 446, 
	447, 5, 2, 0, 0, 447, 448, 3, 58, 29, 0, 448, 449, 5, 3, 0, 0, 449, 453, 
	5, 6, 0, 0, 450, 452, 3, 54, 27, 0, 451, 450, 1, 0, 0, 0, 452, 455, 1, 
	0, 0, 0, 453, 451, 1, 0, 0, 0, 453, 454, 1, 0, 0, 0, 454, 456, 1, 0, 0, 
	0, 455, 453, 1, 0, 0, 0, 456, 457, 5, 7, 0, 0, 457, 489, 1, 0, 0, 0, 458, 
	459, 5, 43, 0, 0, 459, 489, 5, 1, 0, 0, 460, 461, 5, 44, 0, 0, 461, 489, 
	5, 1, 0, 0, 462, 464, 5, 45, 0, 0, 463, 465, 3, 58, 29, 0, 464, 463, 1, 
	0, 0, 0, 464, 465, 1, 0, 0, 0, 465, 466, 1, 0, 0, 0, 466, 489, 5, 1, 0, 
	0, 467, 468, 5, 46, 0, 0, 468, 489, 5, 1, 0, 0, 469, 470, 3, 18, 9, 0, 
	470, 475, 3, 26, 13, 0, 471, 472, 5, 4, 0, 0, 472, 474, 3, 26, 13, 0, 473, 
	471, 1, 0, 0, 0, 474, 477, 1, 0, 0, 0, 475, 473, 1, 0, 0, 0, 475, 476, 
	1, 0, 0, 0, 476, 478, 1, 0, 0, 0, 477, 475, 1, 0, 0, 0, 478, 479, 5, 1, 
	0, 0, 479, 489, 1, 0, 0, 0, 480, 481, 3, 4, 2, 0, 481, 482, 5, 1, 0, 0, 
	482, 489, 1, 0, 0, 0, 483, 489, 3, 10, 5, 0, 484, 485, 3, 58, 29, 0, 485, 
	486, 5, 1, 0, 0, 486, 489, 1, 0, 0, 0, 487, 489, 5, 1, 0, 0, 488, 376, 
	1, 0, 0, 0, 488, 380, 1, 0, 0, 0, 488, 395, 1, 0, 0, 0, 488, 416, 1, 0, 
	0, 0, 488, 428, 1, 0, 0, 0, 488, 442, 1, 0, 0, 0, 488, 458, 1, 0, 0, 0, 
	488, 460, 1, 0, 0, 0, 488, 462, 1, 0, 0, 0, 488, 467, 1, 0, 0, 0, 488, 
	469, 1, 0, 0, 0, 488, 480, 1, 0, 0, 0, 488, 483, 1, 0, 0, 0, 488, 484, 
	1, 0, 0, 0, 488, 487, 1, 0, 0, 0, 489, 51, 1, 0, 0, 0, 490, 491, 3, 18, 
	9, 0, 491, 496, 3, 26, 13, 0, 492, 493, 5, 4, 0, 0, 493, 495, 3, 26, 13, 
	0, 494, 492, 1, 0, 0, 0, 495, 498, 1, 0, 0, 0, 496, 494, 1, 0, 0, 0, 496, 
	497, 1, 0, 0, 0, 497, 501, 1, 0, 0, 0, 498, 496, 1, 0, 0, 0, 499, 501, 
	3, 58, 29, 0, 500, 490, 1, 0, 0, 0, 500, 499, 1, 0, 0, 0, 501, 53, 1, 0, 
	0, 0, 502, 504, 3, 56, 28, 0, 503, 502, 1, 0, 0, 0, 504, 505, 1, 0, 0, 
	0, 505, 503, 1, 0, 0, 0, 505, 506, 1, 0, 0, 0, 506, 510, 1, 0, 0, 0, 507, 
	509, 3, 50, 25, 0, 508, 507, 1, 0, 0, 0, 509, 512, 1, 0, 0, 0, 510, 508, 
	1, 0, 0, 0, 510, 511, 1, 0, 0, 0, 511, 55, 1, 0, 0, 0, 512, 510, 1, 0, 
	0, 0, 513, 514, 5, 47, 0, 0, 514, 515, 3, 62, 31, 0, 515, 516, 5, 30, 0, 
	0, 516, 520, 1, 0, 0, 0, 517, 518, 5, 48, 0, 0, 518, 520, 5, 30, 0, 0, 
	519, 513, 1, 0, 0, 0, 519, 517, 1, 0, 0, 0, 520, 57, 1, 0, 0, 0, 521, 526, 
	3, 62, 31, 0, 522, 523, 5, 4, 0, 0, 523, 525, 3, 62, 31, 0, 524, 522, 1, 
	0, 0, 0, 525, 528, 1, 0, 0, 0, 526, 524, 1, 0, 0, 0, 526, 527, 1, 0, 0, 
	0, 527, 59, 1, 0, 0, 0, 528, 526, 1, 0, 0, 0, 529, 534, 3, 62, 31, 0, 530, 
	531, 5, 4, 0, 0, 531, 533, 3, 62, 31, 0, 532, 530, 1, 0, 0, 0, 533, 536, 
	1, 0, 0, 0, 534, 532, 1, 0, 0, 0, 534, 535, 1, 0, 0, 0, 535, 61, 1, 0, 
	0, 0, 536, 534, 1, 0, 0, 0, 537, 538, 6, 31, -1, 0, 538, 553, 3, 64, 32, 
	0, 539, 540, 7, 5, 0, 0, 540, 553, 3, 62, 31, 14, 541, 542, 5, 2, 0, 0, 
	542, 546, 3, 22, 11, 0, 543, 545, 3, 28, 14, 0, 544, 543, 1, 0, 0, 0, 545, 
	548, 1, 0, 0, 0, 546, 544, 1, 0, 0, 0, 546, 547, 1, 0, 0, 0, 547, 549, 
	1, 0, 0, 0, 548, 546, 1, 0, 0, 0, 549, 550, 5, 3, 0, 0, 550, 551, 3, 62, 
	31, 13, 551, 553, 1, 0, 0, 0, 552, 537, 1, 0, 0, 0, 552, 539, 1, 0, 0, 
	0, 552, 541, 1, 0, 0, 0, 553, 613, 1, 0, 0, 0, 554, 555, 10, 12, 0, 0, 
	555, 556, 7, 6, 0, 0, 556, 612, 3, 62, 31, 13, 557, 558, 10, 11, 0, 0, 
	558, 559, 7, 7, 0, 0, 559, 612, 3, 62, 31, 12, 560, 561, 10, 10, 0, 0, 
	561, 562, 7, 8, 0, 0, 562, 612, 3, 62, 31, 11, 563, 564, 10, 9, 0, 0, 564, 
	565, 7, 9, 0, 0, 565, 612, 3, 62, 31, 10, 566, 567, 10, 8, 0, 0, 567, 568, 
	7, 10, 0, 0, 568, 612, 3, 62, 31, 9, 569, 570, 10, 7, 0, 0, 570, 571, 5, 
	64, 0, 0, 571, 612, 3, 62, 31, 8, 572, 573, 10, 6, 0, 0, 573, 574, 5, 65, 
	0, 0, 574, 612, 3, 62, 31, 7, 575, 576, 10, 5, 0, 0, 576, 577, 5, 66, 0, 
	0, 577, 612, 3, 62, 31, 6, 578, 579, 10, 4, 0, 0, 579, 580, 5, 67, 0, 0, 
	580, 612, 3, 62, 31, 5, 581, 582, 10, 3, 0, 0, 582, 583, 5, 68, 0, 0, 583, 
	612, 3, 62, 31, 4, 584, 585, 10, 2, 0, 0, 585, 586, 5, 69, 0, 0, 586, 587, 
	3, 62, 31, 0, 587, 588, 5, 30, 0, 0, 588, 589, 3, 62, 31, 2, 589, 612, 
	1, 0, 0, 0, 590, 591, 10, 1, 0, 0, 591, 592, 7, 11, 0, 0, 592, 612, 3, 
	62, 31, 1, 593, 594, 10, 18, 0, 0, 594, 595, 5, 33, 0, 0, 595, 596, 5, 
	85, 0, 0, 596, 598, 5, 2, 0, 0, 597, 599, 3, 60, 30, 0, 598, 597, 1, 0, 
	0, 0, 598, 599, 1, 0, 0, 0, 599, 600, 1, 0, 0, 0, 600, 612, 5, 3, 0, 0, 
	601, 602, 10, 17, 0, 0, 602, 603, 5, 33, 0, 0, 603, 612, 5, 85, 0, 0, 604, 
	605, 10, 16, 0, 0, 605, 606, 5, 28, 0, 0, 606, 607, 3, 58, 29, 0, 607, 
	608, 5, 29, 0, 0, 608, 612, 1, 0, 0, 0, 609, 610, 10, 15, 0, 0, 610, 612, 
	7, 12, 0, 0, 611, 554, 1, 0, 0, 0, 611, 557, 1, 0, 0, 0, 611, 560, 1, 0, 
	0, 0, 611, 563, 1, 0, 0, 0, 611, 566, 1, 0, 0, 0, 611, 569, 1, 0, 0, 0, 
	611, 572, 1, 0, 0, 0, 611, 575, 1, 0, 0, 0, 611, 578, 1, 0, 0, 0, 611, 
	581, 1, 0, 0, 0, 611, 584, 1, 0, 0, 0, 611, 590, 1, 0, 0, 0, 611, 593, 
	1, 0, 0, 0, 611, 601, 1, 0, 0, 0, 611, 604, 1, 0, 0, 0, 611, 609, 1, 0, 
	0, 0, 612, 615, 1, 0, 0, 0, 613, 611, 1, 0, 0, 0, 613, 614, 1, 0, 0, 0, 
	614, 63, 1, 0, 0, 0, 615, 613, 1, 0, 0, 0, 616, 638, 5, 83, 0, 0, 617, 
	638, 5, 82, 0, 0, 618, 638, 7, 13, 0, 0, 619, 620, 5, 85, 0, 0, 620, 622, 
	5, 2, 0, 0, 621, 623, 3, 60, 30, 0, 622, 621, 1, 0, 0, 0, 622, 623, 1, 
	0, 0, 0, 623, 624, 1, 0, 0, 0, 624, 638, 5, 3, 0, 0, 625, 626, 3, 22, 11, 
	0, 626, 628, 5, 2, 0, 0, 627, 629, 3, 60, 30, 0, 628, 627, 1, 0, 0, 0, 
	628, 629, 1, 0, 0, 0, 629, 630, 1, 0, 0, 0, 630, 631, 5, 3, 0, 0, 631, 
	638, 1, 0, 0, 0, 632, 638, 5, 85, 0, 0, 633, 634, 5, 2, 0, 0, 634, 635, 
	3, 58, 29, 0, 635, 636, 5, 3, 0, 0, 636, 638, 1, 0, 0, 0, 637, 616, 1, 
	0, 0, 0, 637, 617, 1, 0, 0, 0, 637, 618, 1, 0, 0, 0, 637, 619, 1, 0, 0, 
	0, 637, 625, 1, 0, 0, 0, 637, 632, 1, 0, 0, 0, 637, 633, 1, 0, 0, 0, 638, 
	65, 1, 0, 0, 0, 72, 69, 82, 89, 93, 97, 105, 111, 119, 127, 136, 145, 153, 
	162, 168, 174, 179, 187, 195, 200, 214, 219, 224, 234, 240, 246, 251, 255, 
	265, 274, 279, 287, 301, 305, 311, 318, 324, 329, 334, 338, 342, 354, 359, 
	365, 371, 380, 390, 395, 401, 405, 409, 416, 428, 442, 453, 464, 475, 488, 
	496, 500, 505, 510, 519, 526, 534, 546, 552, 598, 611, 613, 622, 628, 637,
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
	HLSLParserEOF = antlr.TokenEOF
	HLSLParserT__0 = 1
	HLSLParserT__1 = 2
	HLSLParserT__2 = 3
	HLSLParserT__3 = 4
	HLSLParserT__4 = 5
	HLSLParserT__5 = 6
	HLSLParserT__6 = 7
	HLSLParserT__7 = 8
	HLSLParserT__8 = 9
	HLSLParserT__9 = 10
	HLSLParserT__10 = 11
	HLSLParserT__11 = 12
	HLSLParserT__12 = 13
	HLSLParserT__13 = 14
	HLSLParserT__14 = 15
	HLSLParserT__15 = 16
	HLSLParserT__16 = 17
	HLSLParserT__17 = 18
	HLSLParserT__18 = 19
	HLSLParserT__19 = 20
	HLSLParserT__20 = 21
	HLSLParserT__21 = 22
	HLSLParserT__22 = 23
	HLSLParserT__23 = 24
	HLSLParserT__24 = 25
	HLSLParserT__25 = 26
	HLSLParserT__26 = 27
	HLSLParserT__27 = 28
	HLSLParserT__28 = 29
	HLSLParserT__29 = 30
	HLSLParserT__30 = 31
	HLSLParserT__31 = 32
	HLSLParserT__32 = 33
	HLSLParserT__33 = 34
	HLSLParserT__34 = 35
	HLSLParserT__35 = 36
	HLSLParserT__36 = 37
	HLSLParserT__37 = 38
	HLSLParserT__38 = 39
	HLSLParserT__39 = 40
	HLSLParserT__40 = 41
	HLSLParserT__41 = 42
	HLSLParserT__42 = 43
	HLSLParserT__43 = 44
	HLSLParserT__44 = 45
	HLSLParserT__45 = 46
	HLSLParserT__46 = 47
	HLSLParserT__47 = 48
	HLSLParserT__48 = 49
	HLSLParserT__49 = 50
	HLSLParserT__50 = 51
	HLSLParserT__51 = 52
	HLSLParserT__52 = 53
	HLSLParserT__53 = 54
	HLSLParserT__54 = 55
	HLSLParserT__55 = 56
	HLSLParserT__56 = 57
	HLSLParserT__57 = 58
	HLSLParserT__58 = 59
	HLSLParserT__59 = 60
	HLSLParserT__60 = 61
	HLSLParserT__61 = 62
	HLSLParserT__62 = 63
	HLSLParserT__63 = 64
	HLSLParserT__64 = 65
	HLSLParserT__65 = 66
	HLSLParserT__66 = 67
	HLSLParserT__67 = 68
	HLSLParserT__68 = 69
	HLSLParserT__69 = 70
	HLSLParserT__70 = 71
	HLSLParserT__71 = 72
	HLSLParserT__72 = 73
	HLSLParserT__73 = 74
	HLSLParserT__74 = 75
	HLSLParserT__75 = 76
	HLSLParserT__76 = 77
	HLSLParserT__77 = 78
	HLSLParserT__78 = 79
	HLSLParserT__79 = 80
	HLSLParserT__80 = 81
	HLSLParserFLOAT_LITERAL = 82
	HLSLParserINT_LITERAL = 83
	HLSLParserSTRING_LITERAL = 84
	HLSLParserIDENTIFIER = 85
	HLSLParserWS = 86
	HLSLParserLINE_COMMENT = 87
	HLSLParserBLOCK_COMMENT = 88
	HLSLParserTYPE_NAME = 89
)

// HLSLParser rules.
const (
	HLSLParserRULE_translationUnit = 0
	HLSLParserRULE_topLevel = 1
	HLSLParserRULE_structDef = 2
	HLSLParserRULE_structMember = 3
	HLSLParserRULE_interpModifier = 4
	HLSLParserRULE_typedefDecl = 5
	HLSLParserRULE_typedefName = 6
	HLSLParserRULE_bufferBlock = 7
	HLSLParserRULE_bufferMember = 8
	HLSLParserRULE_declSpec = 9
	HLSLParserRULE_modifier = 10
	HLSLParserRULE_type = 11
	HLSLParserRULE_templateArg = 12
	HLSLParserRULE_declarator = 13
	HLSLParserRULE_arrayDim = 14
	HLSLParserRULE_postDecl = 15
	HLSLParserRULE_registerSpec = 16
	HLSLParserRULE_semantic = 17
	HLSLParserRULE_initializer = 18
	HLSLParserRULE_paramList = 19
	HLSLParserRULE_param = 20
	HLSLParserRULE_paramModifier = 21
	HLSLParserRULE_attribute = 22
	HLSLParserRULE_attrArg = 23
	HLSLParserRULE_block = 24
	HLSLParserRULE_statement = 25
	HLSLParserRULE_forInit = 26
	HLSLParserRULE_switchSection = 27
	HLSLParserRULE_switchLabel = 28
	HLSLParserRULE_expression = 29
	HLSLParserRULE_argList = 30
	HLSLParserRULE_expr = 31
	HLSLParserRULE_primary = 32
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

func InitEmptyTranslationUnitContext(p *TranslationUnitContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITopLevelContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.SetState(69)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 301989666) != 0) || _la == HLSLParserTYPE_NAME {
		{
			p.SetState(66)
			p.TopLevel()
		}


		p.SetState(71)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(72)
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

func InitEmptyTopLevelContext(p *TopLevelContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefDeclContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBufferBlockContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamListContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParamListContext)
}

func (s *TopFunctionContext) Semantic() ISemanticContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISemanticContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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

	p.SetState(111)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 6, p.GetParserRuleContext()) {
	case 1:
		localctx = NewTopStructContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(74)
			p.StructDef()
		}
		{
			p.SetState(75)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 2:
		localctx = NewTopTypedefContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(77)
			p.TypedefDecl()
		}


	case 3:
		localctx = NewTopBufferContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(78)
			p.BufferBlock()
		}


	case 4:
		localctx = NewTopFunctionContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(82)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(79)
				p.Attribute()
			}


			p.SetState(84)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(85)
			p.DeclSpec()
		}
		{
			p.SetState(86)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(87)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(89)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 120260165376) != 0) || _la == HLSLParserTYPE_NAME {
			{
				p.SetState(88)
				p.ParamList()
			}

		}
		{
			p.SetState(91)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(93)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if _la == HLSLParserT__29 {
			{
				p.SetState(92)
				p.Semantic()
			}

		}
		p.SetState(97)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case HLSLParserT__5:
			{
				p.SetState(95)
				p.Block()
			}


		case HLSLParserT__0:
			{
				p.SetState(96)
				p.Match(HLSLParserT__0)
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
			p.SetState(99)
			p.DeclSpec()
		}
		{
			p.SetState(100)
			p.Declarator()
		}
		p.SetState(105)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(101)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(102)
				p.Declarator()
			}


			p.SetState(107)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(108)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 6:
		localctx = NewTopEmptyContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(110)
			p.Match(HLSLParserT__0)
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
	IDENTIFIER() antlr.TerminalNode
	TYPE_NAME() antlr.TerminalNode
	AllStructMember() []IStructMemberContext
	StructMember(i int) IStructMemberContext

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

func InitEmptyStructDefContext(p *StructDefContext)  {
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

func (s *StructDefContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *StructDefContext) TYPE_NAME() antlr.TerminalNode {
	return s.GetToken(HLSLParserTYPE_NAME, 0)
}

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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructMemberContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
		p.SetState(113)
		p.Match(HLSLParserT__4)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(114)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HLSLParserIDENTIFIER || _la == HLSLParserTYPE_NAME) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	{
		p.SetState(115)
		p.Match(HLSLParserT__5)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(119)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 32512) != 0) || _la == HLSLParserTYPE_NAME {
		{
			p.SetState(116)
			p.StructMember()
		}


		p.SetState(121)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(122)
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

	// Getter signatures
	Type_() ITypeContext
	AllDeclarator() []IDeclaratorContext
	Declarator(i int) IDeclaratorContext
	AllInterpModifier() []IInterpModifierContext
	InterpModifier(i int) IInterpModifierContext

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

func InitEmptyStructMemberContext(p *StructMemberContext)  {
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

func (s *StructMemberContext) Type_() ITypeContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *StructMemberContext) AllDeclarator() []IDeclaratorContext {
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

func (s *StructMemberContext) Declarator(i int) IDeclaratorContext {
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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

func (s *StructMemberContext) AllInterpModifier() []IInterpModifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInterpModifierContext); ok {
			len++
		}
	}

	tst := make([]IInterpModifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInterpModifierContext); ok {
			tst[i] = t.(IInterpModifierContext)
			i++
		}
	}

	return tst
}

func (s *StructMemberContext) InterpModifier(i int) IInterpModifierContext {
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInterpModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IInterpModifierContext)
}

func (s *StructMemberContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StructMemberContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}


func (s *StructMemberContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterStructMember(s)
	}
}

func (s *StructMemberContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitStructMember(s)
	}
}




func (p *HLSLParser) StructMember() (localctx IStructMemberContext) {
	localctx = NewStructMemberContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, HLSLParserRULE_structMember)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(127)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 32512) != 0) {
		{
			p.SetState(124)
			p.InterpModifier()
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
		p.Type_()
	}
	{
		p.SetState(131)
		p.Declarator()
	}
	p.SetState(136)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__3 {
		{
			p.SetState(132)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(133)
			p.Declarator()
		}


		p.SetState(138)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(139)
		p.Match(HLSLParserT__0)
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


// IInterpModifierContext is an interface to support dynamic dispatch.
type IInterpModifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsInterpModifierContext differentiates from other interfaces.
	IsInterpModifierContext()
}

type InterpModifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyInterpModifierContext() *InterpModifierContext {
	var p = new(InterpModifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_interpModifier
	return p
}

func InitEmptyInterpModifierContext(p *InterpModifierContext)  {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_interpModifier
}

func (*InterpModifierContext) IsInterpModifierContext() {}

func NewInterpModifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InterpModifierContext {
	var p = new(InterpModifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_interpModifier

	return p
}

func (s *InterpModifierContext) GetParser() antlr.Parser { return s.parser }
func (s *InterpModifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InterpModifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}


func (s *InterpModifierContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterInterpModifier(s)
	}
}

func (s *InterpModifierContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitInterpModifier(s)
	}
}




func (p *HLSLParser) InterpModifier() (localctx IInterpModifierContext) {
	localctx = NewInterpModifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, HLSLParserRULE_interpModifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(141)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 32512) != 0)) {
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


// ITypedefDeclContext is an interface to support dynamic dispatch.
type ITypedefDeclContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Type_() ITypeContext
	AllTypedefName() []ITypedefNameContext
	TypedefName(i int) ITypedefNameContext

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

func InitEmptyTypedefDeclContext(p *TypedefDeclContext)  {
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

func (s *TypedefDeclContext) Type_() ITypeContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefNameContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 10, HLSLParserRULE_typedefDecl)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(143)
		p.Match(HLSLParserT__14)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(145)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__11 {
		{
			p.SetState(144)
			p.Match(HLSLParserT__11)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}

	}
	{
		p.SetState(147)
		p.Type_()
	}
	{
		p.SetState(148)
		p.TypedefName()
	}
	p.SetState(153)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__3 {
		{
			p.SetState(149)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(150)
			p.TypedefName()
		}


		p.SetState(155)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(156)
		p.Match(HLSLParserT__0)
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

func InitEmptyTypedefNameContext(p *TypedefNameContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 12, HLSLParserRULE_typedefName)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(158)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HLSLParserIDENTIFIER || _la == HLSLParserTYPE_NAME) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(162)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__27 {
		{
			p.SetState(159)
			p.ArrayDim()
		}


		p.SetState(164)
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
	kind antlr.Token
}

func NewEmptyBufferBlockContext() *BufferBlockContext {
	var p = new(BufferBlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_bufferBlock
	return p
}

func InitEmptyBufferBlockContext(p *BufferBlockContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRegisterSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBufferMemberContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 14, HLSLParserRULE_bufferBlock)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(165)

		var _lt = p.GetTokenStream().LT(1)

		localctx.(*BufferBlockContext).kind = _lt

		_la = p.GetTokenStream().LA(1)

		if !(_la == HLSLParserT__15 || _la == HLSLParserT__16) {
			var _ri = p.GetErrorHandler().RecoverInline(p)

			localctx.(*BufferBlockContext).kind = _ri
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	{
		p.SetState(166)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(168)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__29 {
		{
			p.SetState(167)
			p.RegisterSpec()
		}

	}
	{
		p.SetState(170)
		p.Match(HLSLParserT__5)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(174)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 33324832) != 0) || _la == HLSLParserTYPE_NAME {
		{
			p.SetState(171)
			p.BufferMember()
		}


		p.SetState(176)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(177)
		p.Match(HLSLParserT__6)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(179)
	p.GetErrorHandler().Sync(p)


	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(178)
			p.Match(HLSLParserT__0)
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

func InitEmptyBufferMemberContext(p *BufferMemberContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 16, HLSLParserRULE_bufferMember)
	var _la int

	p.SetState(195)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__7, HLSLParserT__8, HLSLParserT__9, HLSLParserT__10, HLSLParserT__11, HLSLParserT__12, HLSLParserT__13, HLSLParserT__17, HLSLParserT__18, HLSLParserT__19, HLSLParserT__20, HLSLParserT__21, HLSLParserT__22, HLSLParserT__23, HLSLParserTYPE_NAME:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(181)
			p.DeclSpec()
		}
		{
			p.SetState(182)
			p.Declarator()
		}
		p.SetState(187)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(183)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(184)
				p.Declarator()
			}


			p.SetState(189)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(190)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case HLSLParserT__4:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(192)
			p.StructDef()
		}
		{
			p.SetState(193)
			p.Match(HLSLParserT__0)
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

func InitEmptyDeclSpecContext(p *DeclSpecContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 18, HLSLParserRULE_declSpec)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(200)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 33324800) != 0) {
		{
			p.SetState(197)
			p.Modifier()
		}


		p.SetState(202)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(203)
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

func InitEmptyModifierContext(p *ModifierContext)  {
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
	p.EnterRule(localctx, 20, HLSLParserRULE_modifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(205)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 33324800) != 0)) {
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

func InitEmptyTypeContext(p *TypeContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITemplateArgContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 22, HLSLParserRULE_type)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(207)
		p.Match(HLSLParserTYPE_NAME)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(219)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__24 {
		{
			p.SetState(208)
			p.Match(HLSLParserT__24)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(209)
			p.TemplateArg()
		}
		p.SetState(214)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(210)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(211)
				p.TemplateArg()
			}


			p.SetState(216)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(217)
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

func InitEmptyTemplateArgContext(p *TemplateArgContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 24, HLSLParserRULE_templateArg)
	var _la int

	p.SetState(234)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__7, HLSLParserT__8, HLSLParserT__9, HLSLParserT__10, HLSLParserT__11, HLSLParserT__12, HLSLParserT__13, HLSLParserT__17, HLSLParserT__18, HLSLParserT__19, HLSLParserT__20, HLSLParserT__21, HLSLParserT__22, HLSLParserT__23, HLSLParserTYPE_NAME:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(224)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 33324800) != 0) {
			{
				p.SetState(221)
				p.Modifier()
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
			p.Type_()
		}


	case HLSLParserINT_LITERAL:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(228)
			p.Match(HLSLParserINT_LITERAL)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case HLSLParserIDENTIFIER:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(229)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case HLSLParserT__1:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(230)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(231)
			p.Expression()
		}
		{
			p.SetState(232)
			p.Match(HLSLParserT__2)
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

func InitEmptyDeclaratorContext(p *DeclaratorContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPostDeclContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 26, HLSLParserRULE_declarator)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(236)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(240)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__27 {
		{
			p.SetState(237)
			p.ArrayDim()
		}


		p.SetState(242)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(246)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__29 {
		{
			p.SetState(243)
			p.PostDecl()
		}


		p.SetState(248)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(251)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__26 {
		{
			p.SetState(249)
			p.Match(HLSLParserT__26)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(250)
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

func InitEmptyArrayDimContext(p *ArrayDimContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 28, HLSLParserRULE_arrayDim)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(253)
		p.Match(HLSLParserT__27)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(255)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
		{
			p.SetState(254)
			p.expr(0)
		}

	}
	{
		p.SetState(257)
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

func InitEmptyPostDeclContext(p *PostDeclContext)  {
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
	p.EnterRule(localctx, 30, HLSLParserRULE_postDecl)
	var _la int

	p.SetState(279)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 29, p.GetParserRuleContext()) {
	case 1:
		localctx = NewRegisterPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(259)
			p.Match(HLSLParserT__29)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(260)
			p.Match(HLSLParserT__30)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(261)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(262)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(265)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if _la == HLSLParserT__3 {
			{
				p.SetState(263)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(264)
				p.Match(HLSLParserIDENTIFIER)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}

		}
		{
			p.SetState(267)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 2:
		localctx = NewPackoffsetPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(268)
			p.Match(HLSLParserT__29)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(269)
			p.Match(HLSLParserT__31)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(270)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(271)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(274)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if _la == HLSLParserT__32 {
			{
				p.SetState(272)
				p.Match(HLSLParserT__32)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(273)
				p.Match(HLSLParserIDENTIFIER)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}

		}
		{
			p.SetState(276)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 3:
		localctx = NewSemanticPostContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(277)
			p.Match(HLSLParserT__29)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(278)
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

func InitEmptyRegisterSpecContext(p *RegisterSpecContext)  {
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
	p.EnterRule(localctx, 32, HLSLParserRULE_registerSpec)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(281)
		p.Match(HLSLParserT__29)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(282)
		p.Match(HLSLParserT__30)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(283)
		p.Match(HLSLParserT__1)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(284)
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


	if _la == HLSLParserT__3 {
		{
			p.SetState(285)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(286)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}

	}
	{
		p.SetState(289)
		p.Match(HLSLParserT__2)
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

func InitEmptySemanticContext(p *SemanticContext)  {
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
	p.EnterRule(localctx, 34, HLSLParserRULE_semantic)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(291)
		p.Match(HLSLParserT__29)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(292)
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

func InitEmptyInitializerContext(p *InitializerContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInitializerContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 36, HLSLParserRULE_initializer)
	var _la int

	var _alt int

	p.SetState(311)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 33, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(294)
			p.expr(0)
		}


	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(295)
			p.Match(HLSLParserT__5)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(296)
			p.Initializer()
		}
		p.SetState(301)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 31, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(297)
					p.Match(HLSLParserT__3)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(298)
					p.Initializer()
				}


			}
			p.SetState(303)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 31, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(305)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if _la == HLSLParserT__3 {
			{
				p.SetState(304)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}

		}
		{
			p.SetState(307)
			p.Match(HLSLParserT__6)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(309)
			p.Match(HLSLParserT__5)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(310)
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

func InitEmptyParamListContext(p *ParamListContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 38, HLSLParserRULE_paramList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(313)
		p.Param()
	}
	p.SetState(318)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__3 {
		{
			p.SetState(314)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(315)
			p.Param()
		}


		p.SetState(320)
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

func InitEmptyParamContext(p *ParamContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParamModifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISemanticContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISemanticContext)
}

func (s *ParamContext) Expr() IExprContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 40, HLSLParserRULE_param)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(324)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 120260165376) != 0) {
		{
			p.SetState(321)
			p.ParamModifier()
		}


		p.SetState(326)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(327)
		p.Type_()
	}
	p.SetState(329)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserIDENTIFIER {
		{
			p.SetState(328)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}

	}
	p.SetState(334)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__27 {
		{
			p.SetState(331)
			p.ArrayDim()
		}


		p.SetState(336)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(338)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__29 {
		{
			p.SetState(337)
			p.Semantic()
		}

	}
	p.SetState(342)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__26 {
		{
			p.SetState(340)
			p.Match(HLSLParserT__26)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(341)
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

func InitEmptyParamModifierContext(p *ParamModifierContext)  {
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
	p.EnterRule(localctx, 42, HLSLParserRULE_paramModifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(344)
		_la = p.GetTokenStream().LA(1)

		if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 120260165376) != 0)) {
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

func InitEmptyAttributeContext(p *AttributeContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttrArgContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 44, HLSLParserRULE_attribute)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(346)
		p.Match(HLSLParserT__27)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	{
		p.SetState(347)
		p.Match(HLSLParserIDENTIFIER)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(359)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	if _la == HLSLParserT__1 {
		{
			p.SetState(348)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(349)
			p.AttrArg()
		}
		p.SetState(354)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(350)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(351)
				p.AttrArg()
			}


			p.SetState(356)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(357)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}

	}
	{
		p.SetState(361)
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

func InitEmptyAttrArgContext(p *AttrArgContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 46, HLSLParserRULE_attrArg)
	p.SetState(365)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__1, HLSLParserT__48, HLSLParserT__49, HLSLParserT__50, HLSLParserT__51, HLSLParserT__52, HLSLParserT__53, HLSLParserT__79, HLSLParserT__80, HLSLParserFLOAT_LITERAL, HLSLParserINT_LITERAL, HLSLParserIDENTIFIER, HLSLParserTYPE_NAME:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(363)
			p.expr(0)
		}


	case HLSLParserSTRING_LITERAL:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(364)
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

func InitEmptyBlockContext(p *BlockContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 48, HLSLParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(367)
		p.Match(HLSLParserT__5)
		if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
		}
	}
	p.SetState(371)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35606172538830694) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
		{
			p.SetState(368)
			p.Statement()
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

func InitEmptyStatementContext(p *StatementContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IForInitContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *WhileStmtContext) Statement() IStatementContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *DoStmtContext) Expression() IExpressionContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISwitchSectionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStructDefContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStructDefContext)
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypedefDeclContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 50, HLSLParserRULE_statement)
	var _la int

	p.SetState(488)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext()) {
	case 1:
		localctx = NewBlockStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(376)
			p.Block()
		}


	case 2:
		localctx = NewIfStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		p.SetState(380)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(377)
				p.Attribute()
			}


			p.SetState(382)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(383)
			p.Match(HLSLParserT__36)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(384)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(385)
			p.Expression()
		}
		{
			p.SetState(386)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(387)
			p.Statement()
		}
		p.SetState(390)
		p.GetErrorHandler().Sync(p)


		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(388)
				p.Match(HLSLParserT__37)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(389)
				p.Statement()
			}

			} else if p.HasError() { // JIM
				goto errorExit
		}


	case 3:
		localctx = NewForStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		p.SetState(395)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(392)
				p.Attribute()
			}


			p.SetState(397)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(398)
			p.Match(HLSLParserT__38)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(399)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(401)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847098867460) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(400)
				p.ForInit()
			}

		}
		{
			p.SetState(403)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(405)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(404)

				var _x = p.Expression()


				localctx.(*ForStmtContext).cond = _x
			}

		}
		{
			p.SetState(407)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(409)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(408)

				var _x = p.Expression()


				localctx.(*ForStmtContext).post = _x
			}

		}
		{
			p.SetState(411)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(412)
			p.Statement()
		}


	case 4:
		localctx = NewWhileStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		p.SetState(416)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(413)
				p.Attribute()
			}


			p.SetState(418)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(419)
			p.Match(HLSLParserT__39)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(420)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(421)
			p.Expression()
		}
		{
			p.SetState(422)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(423)
			p.Statement()
		}


	case 5:
		localctx = NewDoStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		p.SetState(428)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(425)
				p.Attribute()
			}


			p.SetState(430)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(431)
			p.Match(HLSLParserT__40)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(432)
			p.Statement()
		}
		{
			p.SetState(433)
			p.Match(HLSLParserT__39)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(434)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(435)
			p.Expression()
		}
		{
			p.SetState(436)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(437)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 6:
		localctx = NewSwitchStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
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
			p.Match(HLSLParserT__41)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(446)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(447)
			p.Expression()
		}
		{
			p.SetState(448)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(449)
			p.Match(HLSLParserT__5)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(453)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__46 || _la == HLSLParserT__47 {
			{
				p.SetState(450)
				p.SwitchSection()
			}


			p.SetState(455)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(456)
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
			p.SetState(458)
			p.Match(HLSLParserT__42)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(459)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 8:
		localctx = NewContinueStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(460)
			p.Match(HLSLParserT__43)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(461)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 9:
		localctx = NewReturnStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(462)
			p.Match(HLSLParserT__44)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(464)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(463)
				p.Expression()
			}

		}
		{
			p.SetState(466)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 10:
		localctx = NewDiscardStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(467)
			p.Match(HLSLParserT__45)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(468)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 11:
		localctx = NewDeclStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(469)
			p.DeclSpec()
		}
		{
			p.SetState(470)
			p.Declarator()
		}
		p.SetState(475)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(471)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(472)
				p.Declarator()
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
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 12:
		localctx = NewStructStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(480)
			p.StructDef()
		}
		{
			p.SetState(481)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 13:
		localctx = NewTypedefStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(483)
			p.TypedefDecl()
		}


	case 14:
		localctx = NewExprStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(484)
			p.Expression()
		}
		{
			p.SetState(485)
			p.Match(HLSLParserT__0)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 15:
		localctx = NewEmptyStmtContext(p, localctx)
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(487)
			p.Match(HLSLParserT__0)
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

func InitEmptyForInitContext(p *ForInitContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclSpecContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclaratorContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 52, HLSLParserRULE_forInit)
	var _la int

	p.SetState(500)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 58, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(490)
			p.DeclSpec()
		}
		{
			p.SetState(491)
			p.Declarator()
		}
		p.SetState(496)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__3 {
			{
				p.SetState(492)
				p.Match(HLSLParserT__3)
				if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
				}
			}
			{
				p.SetState(493)
				p.Declarator()
			}


			p.SetState(498)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}


	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(499)
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

func InitEmptySwitchSectionContext(p *SwitchSectionContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISwitchLabelContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 54, HLSLParserRULE_switchSection)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(503)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = 1
	for ok := true; ok; ok = _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		switch _alt {
		case 1:
				{
					p.SetState(502)
					p.SwitchLabel()
				}




		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

		p.SetState(505)
		p.GetErrorHandler().Sync(p)
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 59, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(510)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35606172538830694) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
		{
			p.SetState(507)
			p.Statement()
		}


		p.SetState(512)
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

func InitEmptySwitchLabelContext(p *SwitchLabelContext)  {
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 56, HLSLParserRULE_switchLabel)
	p.SetState(519)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HLSLParserT__46:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(513)
			p.Match(HLSLParserT__46)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(514)
			p.expr(0)
		}
		{
			p.SetState(515)
			p.Match(HLSLParserT__29)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case HLSLParserT__47:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(517)
			p.Match(HLSLParserT__47)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(518)
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

func InitEmptyExpressionContext(p *ExpressionContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 58, HLSLParserRULE_expression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(521)
		p.expr(0)
	}
	p.SetState(526)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__3 {
		{
			p.SetState(522)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(523)
			p.expr(0)
		}


		p.SetState(528)
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

func InitEmptyArgListContext(p *ArgListContext)  {
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	p.EnterRule(localctx, 60, HLSLParserRULE_argList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(529)
		p.expr(0)
	}
	p.SetState(534)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)


	for _la == HLSLParserT__3 {
		{
			p.SetState(530)
			p.Match(HLSLParserT__3)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(531)
			p.expr(0)
		}


		p.SetState(536)
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

func InitEmptyExprContext(p *ExprContext)  {
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





type PrimaryExprContext struct {
	ExprContext
}

func NewPrimaryExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *PrimaryExprContext {
	var p = new(PrimaryExprContext)

	InitEmptyExprContext(&p.ExprContext)
	p.parser = parser
	p.CopyAll(ctx.(*ExprContext))

	return p
}

func (s *PrimaryExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrimaryExprContext) Primary() IPrimaryContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPrimaryContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPrimaryContext)
}


func (s *PrimaryExprContext) EnterRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.EnterPrimaryExpr(s)
	}
}

func (s *PrimaryExprContext) ExitRule(listener antlr.ParseTreeListener) {
	if listenerT, ok := listener.(HLSLListener); ok {
		listenerT.ExitPrimaryExpr(s)
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *CastExprContext) Expr() IExprContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArrayDimContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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

func (s *MethodCallExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExprContext)
}

func (s *IndexExprContext) Expression() IExpressionContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExprContext); ok {
			t = ctx.(antlr.RuleContext);
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
	_startState := 62
	p.EnterRecursionRule(localctx, 62, HLSLParserRULE_expr, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(552)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 65, p.GetParserRuleContext()) {
	case 1:
		localctx = NewPrimaryExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx

		{
			p.SetState(538)
			p.Primary()
		}


	case 2:
		localctx = NewPrefixExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(539)

			var _lt = p.GetTokenStream().LT(1)

			localctx.(*PrefixExprContext).op = _lt

			_la = p.GetTokenStream().LA(1)

			if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542656) != 0)) {
				var _ri = p.GetErrorHandler().RecoverInline(p)

				localctx.(*PrefixExprContext).op = _ri
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(540)
			p.expr(14)
		}


	case 3:
		localctx = NewCastExprContext(p, localctx)
		p.SetParserRuleContext(localctx)
		_prevctx = localctx
		{
			p.SetState(541)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(542)
			p.Type_()
		}
		p.SetState(546)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		for _la == HLSLParserT__27 {
			{
				p.SetState(543)
				p.ArrayDim()
			}


			p.SetState(548)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
		    	goto errorExit
		    }
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(549)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(550)
			p.expr(13)
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(613)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 68, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(611)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 67, p.GetParserRuleContext()) {
			case 1:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(554)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(555)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 252201579132747776) != 0)) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(556)
					p.expr(13)
				}


			case 2:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(557)

				if !(p.Precpred(p.GetParserRuleContext(), 11)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 11)", ""))
					goto errorExit
				}
				{
					p.SetState(558)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__50 || _la == HLSLParserT__51) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(559)
					p.expr(12)
				}


			case 3:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(560)

				if !(p.Precpred(p.GetParserRuleContext(), 10)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 10)", ""))
					goto errorExit
				}
				{
					p.SetState(561)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__57 || _la == HLSLParserT__58) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(562)
					p.expr(11)
				}


			case 4:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(563)

				if !(p.Precpred(p.GetParserRuleContext(), 9)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 9)", ""))
					goto errorExit
				}
				{
					p.SetState(564)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 3458764513921204224) != 0)) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(565)
					p.expr(10)
				}


			case 5:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(566)

				if !(p.Precpred(p.GetParserRuleContext(), 8)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 8)", ""))
					goto errorExit
				}
				{
					p.SetState(567)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*BinaryExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__61 || _la == HLSLParserT__62) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*BinaryExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(568)
					p.expr(9)
				}


			case 6:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(569)

				if !(p.Precpred(p.GetParserRuleContext(), 7)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 7)", ""))
					goto errorExit
				}
				{
					p.SetState(570)

					var _m = p.Match(HLSLParserT__63)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(571)
					p.expr(8)
				}


			case 7:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(572)

				if !(p.Precpred(p.GetParserRuleContext(), 6)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 6)", ""))
					goto errorExit
				}
				{
					p.SetState(573)

					var _m = p.Match(HLSLParserT__64)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(574)
					p.expr(7)
				}


			case 8:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(575)

				if !(p.Precpred(p.GetParserRuleContext(), 5)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 5)", ""))
					goto errorExit
				}
				{
					p.SetState(576)

					var _m = p.Match(HLSLParserT__65)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(577)
					p.expr(6)
				}


			case 9:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(578)

				if !(p.Precpred(p.GetParserRuleContext(), 4)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 4)", ""))
					goto errorExit
				}
				{
					p.SetState(579)

					var _m = p.Match(HLSLParserT__66)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(580)
					p.expr(5)
				}


			case 10:
				localctx = NewBinaryExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(581)

				if !(p.Precpred(p.GetParserRuleContext(), 3)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 3)", ""))
					goto errorExit
				}
				{
					p.SetState(582)

					var _m = p.Match(HLSLParserT__67)

					localctx.(*BinaryExprContext).op = _m
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(583)
					p.expr(4)
				}


			case 11:
				localctx = NewConditionalExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(584)

				if !(p.Precpred(p.GetParserRuleContext(), 2)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 2)", ""))
					goto errorExit
				}
				{
					p.SetState(585)
					p.Match(HLSLParserT__68)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(586)
					p.expr(0)
				}
				{
					p.SetState(587)
					p.Match(HLSLParserT__29)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(588)
					p.expr(2)
				}


			case 12:
				localctx = NewAssignExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(590)

				if !(p.Precpred(p.GetParserRuleContext(), 1)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 1)", ""))
					goto errorExit
				}
				{
					p.SetState(591)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*AssignExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(((int64((_la - 27)) & ^0x3f) == 0 && ((int64(1) << (_la - 27)) & 8998403161718785) != 0)) {
						var _ri = p.GetErrorHandler().RecoverInline(p)

						localctx.(*AssignExprContext).op = _ri
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(592)
					p.expr(1)
				}


			case 13:
				localctx = NewMethodCallExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(593)

				if !(p.Precpred(p.GetParserRuleContext(), 18)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 18)", ""))
					goto errorExit
				}
				{
					p.SetState(594)
					p.Match(HLSLParserT__32)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(595)
					p.Match(HLSLParserIDENTIFIER)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(596)
					p.Match(HLSLParserT__1)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				p.SetState(598)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)


				if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
					{
						p.SetState(597)
						p.ArgList()
					}

				}
				{
					p.SetState(600)
					p.Match(HLSLParserT__2)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}


			case 14:
				localctx = NewMemberExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(601)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(602)
					p.Match(HLSLParserT__32)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(603)
					p.Match(HLSLParserIDENTIFIER)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}


			case 15:
				localctx = NewIndexExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(604)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(605)
					p.Match(HLSLParserT__27)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}
				{
					p.SetState(606)
					p.Expression()
				}
				{
					p.SetState(607)
					p.Match(HLSLParserT__28)
					if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
					}
				}


			case 16:
				localctx = NewPostfixExprContext(p, NewExprContext(p, _parentctx, _parentState))
				p.PushNewRecursionContext(localctx, _startState, HLSLParserRULE_expr)
				p.SetState(609)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(610)

					var _lt = p.GetTokenStream().LT(1)

					localctx.(*PostfixExprContext).op = _lt

					_la = p.GetTokenStream().LA(1)

					if !(_la == HLSLParserT__48 || _la == HLSLParserT__49) {
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
		p.SetState(615)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
	    	goto errorExit
	    }
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 68, p.GetParserRuleContext())
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


// IPrimaryContext is an interface to support dynamic dispatch.
type IPrimaryContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser
	// IsPrimaryContext differentiates from other interfaces.
	IsPrimaryContext()
}

type PrimaryContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPrimaryContext() *PrimaryContext {
	var p = new(PrimaryContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_primary
	return p
}

func InitEmptyPrimaryContext(p *PrimaryContext)  {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HLSLParserRULE_primary
}

func (*PrimaryContext) IsPrimaryContext() {}

func NewPrimaryContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PrimaryContext {
	var p = new(PrimaryContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HLSLParserRULE_primary

	return p
}

func (s *PrimaryContext) GetParser() antlr.Parser { return s.parser }

func (s *PrimaryContext) CopyAll(ctx *PrimaryContext) {
	s.CopyFrom(&ctx.BaseParserRuleContext)
}

func (s *PrimaryContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PrimaryContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}




type IntLitContext struct {
	PrimaryContext
}

func NewIntLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *IntLitContext {
	var p = new(IntLitContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

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
	PrimaryContext
}

func NewFloatLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *FloatLitContext {
	var p = new(FloatLitContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

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
	PrimaryContext
}

func NewBoolLitContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *BoolLitContext {
	var p = new(BoolLitContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

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


type CallExprContext struct {
	PrimaryContext
}

func NewCallExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CallExprContext {
	var p = new(CallExprContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

	return p
}

func (s *CallExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CallExprContext) IDENTIFIER() antlr.TerminalNode {
	return s.GetToken(HLSLParserIDENTIFIER, 0)
}

func (s *CallExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext);
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
	PrimaryContext
}

func NewCtorExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *CtorExprContext {
	var p = new(CtorExprContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

	return p
}

func (s *CtorExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CtorExprContext) Type_() ITypeContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITypeContext); ok {
			t = ctx.(antlr.RuleContext);
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITypeContext)
}

func (s *CtorExprContext) ArgList() IArgListContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IArgListContext); ok {
			t = ctx.(antlr.RuleContext);
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
	PrimaryContext
}

func NewNameExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *NameExprContext {
	var p = new(NameExprContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

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
	PrimaryContext
}

func NewParenExprContext(parser antlr.Parser, ctx antlr.ParserRuleContext) *ParenExprContext {
	var p = new(ParenExprContext)

	InitEmptyPrimaryContext(&p.PrimaryContext)
	p.parser = parser
	p.CopyAll(ctx.(*PrimaryContext))

	return p
}

func (s *ParenExprContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParenExprContext) Expression() IExpressionContext {
	var t antlr.RuleContext;
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext);
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



func (p *HLSLParser) Primary() (localctx IPrimaryContext) {
	localctx = NewPrimaryContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 64, HLSLParserRULE_primary)
	var _la int

	p.SetState(637)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 71, p.GetParserRuleContext()) {
	case 1:
		localctx = NewIntLitContext(p, localctx)
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(616)
			p.Match(HLSLParserINT_LITERAL)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 2:
		localctx = NewFloatLitContext(p, localctx)
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(617)
			p.Match(HLSLParserFLOAT_LITERAL)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 3:
		localctx = NewBoolLitContext(p, localctx)
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(618)
			_la = p.GetTokenStream().LA(1)

			if !(_la == HLSLParserT__79 || _la == HLSLParserT__80) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}


	case 4:
		localctx = NewCallExprContext(p, localctx)
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(619)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(620)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(622)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(621)
				p.ArgList()
			}

		}
		{
			p.SetState(624)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 5:
		localctx = NewCtorExprContext(p, localctx)
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(625)
			p.Type_()
		}
		{
			p.SetState(626)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		p.SetState(628)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)


		if ((int64(_la) & ^0x3f) == 0 && ((int64(1) << _la) & 35465847065542660) != 0) || ((int64((_la - 80)) & ^0x3f) == 0 && ((int64(1) << (_la - 80)) & 559) != 0) {
			{
				p.SetState(627)
				p.ArgList()
			}

		}
		{
			p.SetState(630)
			p.Match(HLSLParserT__2)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 6:
		localctx = NewNameExprContext(p, localctx)
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(632)
			p.Match(HLSLParserIDENTIFIER)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}


	case 7:
		localctx = NewParenExprContext(p, localctx)
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(633)
			p.Match(HLSLParserT__1)
			if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
			}
		}
		{
			p.SetState(634)
			p.Expression()
		}
		{
			p.SetState(635)
			p.Match(HLSLParserT__2)
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


func (p *HLSLParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 31:
			var t *ExprContext = nil
			if localctx != nil { t = localctx.(*ExprContext) }
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

