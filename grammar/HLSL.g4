// HLSL grammar for hlslc (compute-shader subset of Shader Model 5-6 HLSL).
//
// The parser is fed by hlslc's preprocessor (frontend/tokens.go), which
// classifies identifiers that name types (built-in scalar/vector/matrix and
// resource names, struct and typedef names) as TYPE_NAME. That one bit of
// context is what keeps casts "(T)x" and declarations "T x;" decidable with
// SLL prediction and a few tokens of lookahead. The lexer rules below still
// describe every token, so the generated lexer can tokenize preprocessed text
// on its own (everything is then an IDENTIFIER that is not a keyword). One
// difference: the preprocessor reads an integer scalar swizzle "5.xxx" as
// 5 . xxx, the standalone lexer as the float "5." followed by xxx.
grammar HLSL;

tokens { TYPE_NAME, INTERP_MODIFIER, TEMPLATE_NAME }

translationUnit
    : topLevel* EOF
    ;

topLevel
    : templateHead attribute* topDecl                           # topTemplate
    | explicitInstantiation                                     # topInstantiation
    | attribute+ topDecl                                        # topAttributed
    | topDecl                                                   # topPlain
    | 'namespace' IDENTIFIER? '{' topLevel* '}' ';'?            # topNamespace
    | usingDirective                                            # topUsing
    | usingDecl                                                 # topUsingDecl
    | ';'                                                       # topEmpty
    ;

// A declaration at namespace scope; its attributes belong to topLevel.
topDecl
    : modifier* structDef (declarator (',' declarator)*)? ';'   # topStruct
    | ('struct' | 'class') (IDENTIFIER | TYPE_NAME) ';'         # topStructForward
    | enumDef (declarator (',' declarator)*)? ';'               # topEnum
    | typedefDecl                                               # topTypedef
    | aliasDecl                                                 # topAlias
    | bufferBlock                                               # topBuffer
    | staticAssert                                              # topStaticAssert
    | declSpec IDENTIFIER '(' paramList? ')' semantic?
      ( block | ';' )                                           # topFunction
    | declSpec TEMPLATE_NAME '<' (templateArg (',' templateArg)*)? '>'
      '(' paramList? ')' semantic? block                        # topSpecialization
    | declSpec owner=type '::' IDENTIFIER '(' paramList? ')' semantic?
      ( block | ';' )                                           # topMemberDefinition
    | ('struct' | 'class') name=(TYPE_NAME | TEMPLATE_NAME) '<' (templateArg (',' templateArg)*)? '>'
      (':' type)? '{' structMember* '}' ';'                     # topStructSpecialization
    | declSpec declarator (',' declarator)* ';'                 # topVariable
    ;

// static_assert(cond, "message") (C++11; _Static_assert is C11's spelling),
// at namespace scope and as a statement, as DXC takes it.
staticAssert
    : ('static_assert' | '_Static_assert') '(' expr (',' STRING_LITERAL+)? ')' ';'
    ;

// template <typename T, uint N = 4> before a function or struct (HLSL 2021);
// "template <>" before a function (topFunction, arguments deduced, or
// topSpecialization, arguments written) is an explicit specialization.
templateHead
    : 'template' '<' (templateParam (',' templateParam)*)? '>'
    ;

templateParam
    : ('typename' | 'class') (IDENTIFIER | TYPE_NAME)? ('=' type)?  # typeTemplateParam
    | type (IDENTIFIER | TYPE_NAME)? ('=' expr)?                    # valueTemplateParam
    ;

// 'interface' declares member functions that a struct or class deriving
// from it must define (frontend/interfaces.go).
structDef
    : ('struct' | 'class' | 'interface') (IDENTIFIER | TYPE_NAME)? (':' type)? '{' structMember* '}'
    ;

structMember
    : attribute* modifier* type (IDENTIFIER | 'operator' overloadedOp) '(' paramList? ')' semantic?
      ( block | ';' )                                           # structMethod
    | attribute* modifier* type declarator (',' declarator)* ';' # structField
    | attribute* modifier* type ':' bitWidth ';'                # structPadding
    | templateHead attribute* modifier* type IDENTIFIER '(' paramList? ')' semantic?
      ( block | ';' )                                           # structMethodTemplate
    | accessLabel=('public' | 'private' | 'protected') ':'      # structAccess
    | staticAssert                                              # structStaticAssert
    | modifier* structDef (declarator (',' declarator)*)? ';'   # structNested
    | enumDef (declarator (',' declarator)*)? ';'               # structEnum
    | aliasDecl                                                 # structAlias
    | ('struct' | 'class') (IDENTIFIER | TYPE_NAME) ';'         # structForward
    | typedefDecl                                               # structTypedef
    ;

// enum E [: type] { A, B = expr, ... }; 'enum class' and 'enum struct' are
// scoped (their enumerators are named E::A only).
// The operators a struct may overload (HLSL 2021 allows member operators
// only; the checker rejects those HLSL does not let a user overload).
overloadedOp
    : '+' | '-' | '*' | '/' | '%' | '<<' | '>' '>' | '>>' | '<' | '>' | '<=' | '>='
    | '==' | '!=' | '&' | '^' | '|' | '!' | '~' | '&&' | '||' | '[' ']' | '(' ')'
    | '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '<<=' | '>>=' | '&=' | '^=' | '|='
    | '++' | '--' | ','
    ;

enumDef
    : 'enum' scoped=('class' | 'struct')? (IDENTIFIER | TYPE_NAME)? (':' type)?
      '{' (enumerator (',' enumerator)* ','?)? '}'
    ;

enumerator
    : IDENTIFIER ('=' expr)?
    ;

typedefDecl
    : 'typedef' modifier* (type | structDef) typedefName (',' typedefName)* ';'
    ;

typedefName
    : (IDENTIFIER | TYPE_NAME) arrayDim*
    ;

// An alias declaration (HLSL 2021, C++11): "using T = type;", a typedef in
// other words; after a template head it declares an alias template
// ("template <typename T> using V = vector<T, 3>;").
aliasDecl
    : 'using' (IDENTIFIER | TYPE_NAME) '=' modifier* type arrayDim* ';'
    ;

// A using-directive (C++): the names of the namespace become visible to
// unqualified lookup in the enclosing scope (frontend/names.go).
usingDirective
    : 'using' 'namespace' (IDENTIFIER | TYPE_NAME) ';'
    ;

// A using-declaration (C++): "using N::f;" makes the function, variable or
// type N::f visible as f in the enclosing namespace or block.
usingDecl
    : 'using' (IDENTIFIER | TYPE_NAME) ';'
    ;

// 'shared' is the effect framework's storage class (a buffer shared between
// effects in a pool); DXC accepts it before a buffer and ignores it.
bufferBlock
    : 'shared'? kind=('cbuffer' | 'tbuffer') IDENTIFIER registerSpec? '{' bufferMember* '}' ';'?
    ;

bufferMember
    : declSpec declarator (',' declarator)* ';'
    | structDef (declarator (',' declarator)*)? ';'
    ;

declSpec
    : modifier* ('struct' | 'class' | 'enum')? type
    ;

modifier
    : 'static' | 'const' | 'groupshared' | 'uniform' | 'extern' | 'volatile'
    | 'precise' | 'shared' | 'row_major' | 'column_major' | 'inline'
    | 'snorm' | 'unorm' | 'nointerpolation' | 'globallycoherent' | 'export'
    | INTERP_MODIFIER
    ;

// C++'s explicit instantiation of a template, a definition ("template struct
// S<int>;", "template float f<float>(float);", the arguments also deduced
// from the parameters) or, after 'extern', a declaration.
explicitInstantiation
    : ext='extern'? 'template' ('struct' | 'class') name=(TYPE_NAME | TEMPLATE_NAME)
      '<' (templateArg (',' templateArg)*)? '>' ';'             # instantiateStruct
    | ext='extern'? 'template' declSpec name=(IDENTIFIER | TEMPLATE_NAME)
      ('<' (templateArg (',' templateArg)*)? '>')?
      '(' paramList? ')' ';'                                    # instantiateFunction
    ;

// The qualifiers a type name in a cast or sizeof may carry ((unorm float4)x,
// (const uint)y, sizeof(row_major float3x4)), as DXC takes them: none
// changes a value (snorm/unorm matter to typed resources, row_major and
// column_major to storage).
typeQualifier
    : 'const' | 'volatile' | 'snorm' | 'unorm' | 'row_major' | 'column_major'
    ;

// A type name; a qualified name (N::S, E::T, ::S) reaches the parser as
// one token (frontend.mergeQualified). 'unsigned int' (and the other C
// spellings) name the unsigned type. A type a template's instance declares
// follows its argument list: Traits<T>::type.
type
    : unsignedKw='unsigned'? TYPE_NAME ('<' (templateArg (',' templateArg)*)? '>')? ('::' nested=TYPE_NAME)?
    ;

// A type argument may be an array type, as C++ template arguments may:
// StructuredBuffer<float[3][4]>.
templateArg
    : modifier* type arrayDim*
    | INT_LITERAL
    | IDENTIFIER
    | '(' expression ')'
    | templateOperand (templateOp templateOperand)*
    ;

// A constant template argument written without parentheses beyond a name
// or a literal (S<N * 2>, S<-1>, RayQuery<FLAG_A | FLAG_B>, a static member
// of a template's instance, enable_if<is_int<T>::value, T>): the binary
// operators but the comparisons '<', '>', '<=', '>=' and the shift '>>',
// since the first '>' ends the argument list, as in C++.
templateOperand
    : op=('-' | '+' | '~' | '!')? (INT_LITERAL | IDENTIFIER | boolv=('true' | 'false') | '(' expression ')'
        | owner=type '::' member=IDENTIFIER)
    ;

templateOp
    : '*' | '/' | '%' | '+' | '-' | '<<' | '==' | '!=' | '&' | '^' | '|' | '&&' | '||'
    ;

declarator
    : IDENTIFIER arrayDim* postDecl* ('=' initializer)?
    ;

arrayDim
    : '[' expr? ']'
    ;

// The width of a bit field: "uint a : 4;".
bitWidth
    : INT_LITERAL | '(' expression ')'
    ;

postDecl
    : ':' bitWidth                                                    # bitFieldPost
    | ':' 'register' '(' IDENTIFIER (',' IDENTIFIER)* ')'             # registerPost
    | ':' 'packoffset' '(' IDENTIFIER ('.' IDENTIFIER)? ')'           # packoffsetPost
    | ':' IDENTIFIER                                                  # semanticPost
    ;

registerSpec
    : ':' 'register' '(' IDENTIFIER (',' IDENTIFIER)* ')'
    ;

semantic
    : ':' IDENTIFIER
    ;

initializer
    : expr
    | '{' initializer (',' initializer)* ','? '}'
    | '{' '}'
    ;

paramList
    : param (',' param)*
    ;

param
    : attribute* paramModifier* type IDENTIFIER? arrayDim* semantic? ('=' expr)?
    ;

paramModifier
    : 'in' | 'out' | 'inout' | 'uniform' | 'const' | 'precise' | 'groupshared'
    | 'row_major' | 'column_major' | 'nointerpolation' | 'globallycoherent'
    | 'snorm' | 'unorm' | INTERP_MODIFIER
    ;

// [name(args)] (HLSL) and [[ns::name(args), ...]] (C++11 style, as DXC
// accepts them, e.g. [[vk::binding(0, 1)]]).
attribute
    : '[' attrSpec ']'
    | '[' '[' attrSpec (',' attrSpec)* ']' ']'
    ;

attrSpec
    : attrName ('(' (attrArg (',' attrArg)*)? ')')?
    ;

attrName
    : IDENTIFIER | TYPE_NAME
    ;

attrArg
    : expr
    ;

block
    : '{' statement* '}'
    ;

statement
    : block                                                         # blockStmt
    | attribute* 'if' '(' expression ')' statement ('else' statement)? # ifStmt
    | attribute* 'for' '(' forInit? ';' cond=expression? ';' post=expression? ')' statement # forStmt
    | attribute* 'while' '(' expression ')' statement               # whileStmt
    | attribute* 'do' statement 'while' '(' expression ')' ';'      # doStmt
    | attribute* 'switch' '(' expression ')' '{' switchSection* '}' # switchStmt
    | 'break' ';'                                                   # breakStmt
    | 'continue' ';'                                                # continueStmt
    | 'return' expression? ';'                                      # returnStmt
    | 'discard' ';'                                                 # discardStmt
    | attribute* declSpec declarator (',' declarator)* ';'          # declStmt
    | structDef (declarator (',' declarator)*)? ';'                 # structStmt
    | enumDef (declarator (',' declarator)*)? ';'                   # enumStmt
    | typedefDecl                                                   # typedefStmt
    | aliasDecl                                                     # aliasStmt
    | usingDirective                                                # usingStmt
    | usingDecl                                                     # usingDeclStmt
    | staticAssert                                                  # staticAssertStmt
    | expression ';'                                                # exprStmt
    | ';'                                                           # emptyStmt
    ;

forInit
    : declSpec declarator (',' declarator)*
    | expression
    ;

switchSection
    : switchLabel+ statement*
    ;

switchLabel
    : 'case' expr ':'
    | 'default' ':'
    ;

expression
    : expr (',' expr)*
    ;

argList
    : expr (',' expr)*
    ;

// Primary expressions are alternatives of expr itself (not a separate
// rule): one parse-tree node per leaf instead of three.
expr
    : INT_LITERAL                                                   # intLit
    | FLOAT_LITERAL                                                 # floatLit
    | ('true' | 'false')                                            # boolLit
    | STRING_LITERAL+                                               # stringLit
    | IDENTIFIER '(' argList? ')'                                   # callExpr
    | TEMPLATE_NAME '<' (templateArg (',' templateArg)*)? '>' '(' argList? ')' # templateCallExpr
    | type '(' argList? ')'                                         # ctorExpr
    | type '::' IDENTIFIER '(' argList? ')'                         # staticCallExpr
    | type '::' IDENTIFIER                                          # staticMemberExpr
    | IDENTIFIER                                                    # nameExpr
    | 'sizeof' '(' (typeQualifier* type arrayDim* | expression) ')'  # sizeofExpr
    | '(' expression ')'                                            # parenExpr
    | expr '.' IDENTIFIER ('<' type '>')? '(' argList? ')'          # methodCallExpr
    | expr '.' IDENTIFIER                                           # memberExpr
    | expr '[' expression ']'                                       # indexExpr
    | expr op=('++' | '--')                                         # postfixExpr
    | <assoc=right> op=('++' | '--' | '+' | '-' | '!' | '~') expr   # prefixExpr
    | <assoc=right> '(' typeQualifier* type arrayDim* ')' expr      # castExpr
    | expr op=('*' | '/' | '%') expr                                # binaryExpr
    | expr op=('+' | '-') expr                                      # binaryExpr
    | expr op=('<<' | '>>') expr                                    # binaryExpr
    | expr op=('<' | '>' | '<=' | '>=') expr                        # binaryExpr
    | expr op=('==' | '!=') expr                                    # binaryExpr
    | expr op='&' expr                                              # binaryExpr
    | expr op='^' expr                                              # binaryExpr
    | expr op='|' expr                                              # binaryExpr
    | expr op='&&' expr                                             # binaryExpr
    | expr op='||' expr                                             # binaryExpr
    | <assoc=right> expr '?' expr ':' expr                          # conditionalExpr
    | <assoc=right> expr op=('=' | '+=' | '-=' | '*=' | '/=' | '%=' | '<<=' | '>>=' | '&=' | '^=' | '|=') expr # assignExpr
    ;

// ---- lexer ----

FLOAT_LITERAL
    : DIGIT+ '.' DIGIT* EXPONENT? FLOAT_SUFFIX?
    | '.' DIGIT+ EXPONENT? FLOAT_SUFFIX?
    | DIGIT+ EXPONENT FLOAT_SUFFIX?
    ;

INT_LITERAL
    : ('0' [xX] HEX_DIGIT+ | DIGIT+) INT_SUFFIX*
    ;

STRING_LITERAL
    : '"' (~["\\\r\n] | '\\' .)* '"'
    ;

IDENTIFIER
    : [a-zA-Z_] [a-zA-Z_0-9]*
    ;

WS
    : [ \t\r\n\f\u000B]+ -> skip
    ;

LINE_COMMENT
    : '//' ~[\r\n]* -> skip
    ;

BLOCK_COMMENT
    : '/*' .*? '*/' -> skip
    ;

fragment DIGIT : [0-9] ;
fragment HEX_DIGIT : [0-9a-fA-F] ;
fragment EXPONENT : [eE] [+-]? DIGIT+ ;
fragment FLOAT_SUFFIX : [fFhHlL] ;
fragment INT_SUFFIX : [uUlL] ;
