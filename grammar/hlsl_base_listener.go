package grammar // HLSL
import "github.com/antlr4-go/antlr/v4"

// BaseHLSLListener is a complete listener for a parse tree produced by HLSLParser.
type BaseHLSLListener struct{}

var _ HLSLListener = &BaseHLSLListener{}

// VisitTerminal is called when a terminal node is visited.
func (s *BaseHLSLListener) VisitTerminal(node antlr.TerminalNode) {}

// VisitErrorNode is called when an error node is visited.
func (s *BaseHLSLListener) VisitErrorNode(node antlr.ErrorNode) {}

// EnterEveryRule is called when any rule is entered.
func (s *BaseHLSLListener) EnterEveryRule(ctx antlr.ParserRuleContext) {}

// ExitEveryRule is called when any rule is exited.
func (s *BaseHLSLListener) ExitEveryRule(ctx antlr.ParserRuleContext) {}

// EnterTranslationUnit is called when production translationUnit is entered.
func (s *BaseHLSLListener) EnterTranslationUnit(ctx *TranslationUnitContext) {}

// ExitTranslationUnit is called when production translationUnit is exited.
func (s *BaseHLSLListener) ExitTranslationUnit(ctx *TranslationUnitContext) {}

// EnterTopTemplate is called when production topTemplate is entered.
func (s *BaseHLSLListener) EnterTopTemplate(ctx *TopTemplateContext) {}

// ExitTopTemplate is called when production topTemplate is exited.
func (s *BaseHLSLListener) ExitTopTemplate(ctx *TopTemplateContext) {}

// EnterTopInstantiation is called when production topInstantiation is entered.
func (s *BaseHLSLListener) EnterTopInstantiation(ctx *TopInstantiationContext) {}

// ExitTopInstantiation is called when production topInstantiation is exited.
func (s *BaseHLSLListener) ExitTopInstantiation(ctx *TopInstantiationContext) {}

// EnterTopAttributed is called when production topAttributed is entered.
func (s *BaseHLSLListener) EnterTopAttributed(ctx *TopAttributedContext) {}

// ExitTopAttributed is called when production topAttributed is exited.
func (s *BaseHLSLListener) ExitTopAttributed(ctx *TopAttributedContext) {}

// EnterTopPlain is called when production topPlain is entered.
func (s *BaseHLSLListener) EnterTopPlain(ctx *TopPlainContext) {}

// ExitTopPlain is called when production topPlain is exited.
func (s *BaseHLSLListener) ExitTopPlain(ctx *TopPlainContext) {}

// EnterTopNamespace is called when production topNamespace is entered.
func (s *BaseHLSLListener) EnterTopNamespace(ctx *TopNamespaceContext) {}

// ExitTopNamespace is called when production topNamespace is exited.
func (s *BaseHLSLListener) ExitTopNamespace(ctx *TopNamespaceContext) {}

// EnterTopUsing is called when production topUsing is entered.
func (s *BaseHLSLListener) EnterTopUsing(ctx *TopUsingContext) {}

// ExitTopUsing is called when production topUsing is exited.
func (s *BaseHLSLListener) ExitTopUsing(ctx *TopUsingContext) {}

// EnterTopUsingDecl is called when production topUsingDecl is entered.
func (s *BaseHLSLListener) EnterTopUsingDecl(ctx *TopUsingDeclContext) {}

// ExitTopUsingDecl is called when production topUsingDecl is exited.
func (s *BaseHLSLListener) ExitTopUsingDecl(ctx *TopUsingDeclContext) {}

// EnterTopEmpty is called when production topEmpty is entered.
func (s *BaseHLSLListener) EnterTopEmpty(ctx *TopEmptyContext) {}

// ExitTopEmpty is called when production topEmpty is exited.
func (s *BaseHLSLListener) ExitTopEmpty(ctx *TopEmptyContext) {}

// EnterTopStruct is called when production topStruct is entered.
func (s *BaseHLSLListener) EnterTopStruct(ctx *TopStructContext) {}

// ExitTopStruct is called when production topStruct is exited.
func (s *BaseHLSLListener) ExitTopStruct(ctx *TopStructContext) {}

// EnterTopStructForward is called when production topStructForward is entered.
func (s *BaseHLSLListener) EnterTopStructForward(ctx *TopStructForwardContext) {}

// ExitTopStructForward is called when production topStructForward is exited.
func (s *BaseHLSLListener) ExitTopStructForward(ctx *TopStructForwardContext) {}

// EnterTopEnum is called when production topEnum is entered.
func (s *BaseHLSLListener) EnterTopEnum(ctx *TopEnumContext) {}

// ExitTopEnum is called when production topEnum is exited.
func (s *BaseHLSLListener) ExitTopEnum(ctx *TopEnumContext) {}

// EnterTopTypedef is called when production topTypedef is entered.
func (s *BaseHLSLListener) EnterTopTypedef(ctx *TopTypedefContext) {}

// ExitTopTypedef is called when production topTypedef is exited.
func (s *BaseHLSLListener) ExitTopTypedef(ctx *TopTypedefContext) {}

// EnterTopAlias is called when production topAlias is entered.
func (s *BaseHLSLListener) EnterTopAlias(ctx *TopAliasContext) {}

// ExitTopAlias is called when production topAlias is exited.
func (s *BaseHLSLListener) ExitTopAlias(ctx *TopAliasContext) {}

// EnterTopBuffer is called when production topBuffer is entered.
func (s *BaseHLSLListener) EnterTopBuffer(ctx *TopBufferContext) {}

// ExitTopBuffer is called when production topBuffer is exited.
func (s *BaseHLSLListener) ExitTopBuffer(ctx *TopBufferContext) {}

// EnterTopStaticAssert is called when production topStaticAssert is entered.
func (s *BaseHLSLListener) EnterTopStaticAssert(ctx *TopStaticAssertContext) {}

// ExitTopStaticAssert is called when production topStaticAssert is exited.
func (s *BaseHLSLListener) ExitTopStaticAssert(ctx *TopStaticAssertContext) {}

// EnterTopFunction is called when production topFunction is entered.
func (s *BaseHLSLListener) EnterTopFunction(ctx *TopFunctionContext) {}

// ExitTopFunction is called when production topFunction is exited.
func (s *BaseHLSLListener) ExitTopFunction(ctx *TopFunctionContext) {}

// EnterTopSpecialization is called when production topSpecialization is entered.
func (s *BaseHLSLListener) EnterTopSpecialization(ctx *TopSpecializationContext) {}

// ExitTopSpecialization is called when production topSpecialization is exited.
func (s *BaseHLSLListener) ExitTopSpecialization(ctx *TopSpecializationContext) {}

// EnterTopMemberDefinition is called when production topMemberDefinition is entered.
func (s *BaseHLSLListener) EnterTopMemberDefinition(ctx *TopMemberDefinitionContext) {}

// ExitTopMemberDefinition is called when production topMemberDefinition is exited.
func (s *BaseHLSLListener) ExitTopMemberDefinition(ctx *TopMemberDefinitionContext) {}

// EnterTopStructSpecialization is called when production topStructSpecialization is entered.
func (s *BaseHLSLListener) EnterTopStructSpecialization(ctx *TopStructSpecializationContext) {}

// ExitTopStructSpecialization is called when production topStructSpecialization is exited.
func (s *BaseHLSLListener) ExitTopStructSpecialization(ctx *TopStructSpecializationContext) {}

// EnterTopVariable is called when production topVariable is entered.
func (s *BaseHLSLListener) EnterTopVariable(ctx *TopVariableContext) {}

// ExitTopVariable is called when production topVariable is exited.
func (s *BaseHLSLListener) ExitTopVariable(ctx *TopVariableContext) {}

// EnterStaticAssert is called when production staticAssert is entered.
func (s *BaseHLSLListener) EnterStaticAssert(ctx *StaticAssertContext) {}

// ExitStaticAssert is called when production staticAssert is exited.
func (s *BaseHLSLListener) ExitStaticAssert(ctx *StaticAssertContext) {}

// EnterTemplateHead is called when production templateHead is entered.
func (s *BaseHLSLListener) EnterTemplateHead(ctx *TemplateHeadContext) {}

// ExitTemplateHead is called when production templateHead is exited.
func (s *BaseHLSLListener) ExitTemplateHead(ctx *TemplateHeadContext) {}

// EnterTypeTemplateParam is called when production typeTemplateParam is entered.
func (s *BaseHLSLListener) EnterTypeTemplateParam(ctx *TypeTemplateParamContext) {}

// ExitTypeTemplateParam is called when production typeTemplateParam is exited.
func (s *BaseHLSLListener) ExitTypeTemplateParam(ctx *TypeTemplateParamContext) {}

// EnterValueTemplateParam is called when production valueTemplateParam is entered.
func (s *BaseHLSLListener) EnterValueTemplateParam(ctx *ValueTemplateParamContext) {}

// ExitValueTemplateParam is called when production valueTemplateParam is exited.
func (s *BaseHLSLListener) ExitValueTemplateParam(ctx *ValueTemplateParamContext) {}

// EnterStructDef is called when production structDef is entered.
func (s *BaseHLSLListener) EnterStructDef(ctx *StructDefContext) {}

// ExitStructDef is called when production structDef is exited.
func (s *BaseHLSLListener) ExitStructDef(ctx *StructDefContext) {}

// EnterStructMethod is called when production structMethod is entered.
func (s *BaseHLSLListener) EnterStructMethod(ctx *StructMethodContext) {}

// ExitStructMethod is called when production structMethod is exited.
func (s *BaseHLSLListener) ExitStructMethod(ctx *StructMethodContext) {}

// EnterStructField is called when production structField is entered.
func (s *BaseHLSLListener) EnterStructField(ctx *StructFieldContext) {}

// ExitStructField is called when production structField is exited.
func (s *BaseHLSLListener) ExitStructField(ctx *StructFieldContext) {}

// EnterStructPadding is called when production structPadding is entered.
func (s *BaseHLSLListener) EnterStructPadding(ctx *StructPaddingContext) {}

// ExitStructPadding is called when production structPadding is exited.
func (s *BaseHLSLListener) ExitStructPadding(ctx *StructPaddingContext) {}

// EnterStructMethodTemplate is called when production structMethodTemplate is entered.
func (s *BaseHLSLListener) EnterStructMethodTemplate(ctx *StructMethodTemplateContext) {}

// ExitStructMethodTemplate is called when production structMethodTemplate is exited.
func (s *BaseHLSLListener) ExitStructMethodTemplate(ctx *StructMethodTemplateContext) {}

// EnterStructAccess is called when production structAccess is entered.
func (s *BaseHLSLListener) EnterStructAccess(ctx *StructAccessContext) {}

// ExitStructAccess is called when production structAccess is exited.
func (s *BaseHLSLListener) ExitStructAccess(ctx *StructAccessContext) {}

// EnterStructStaticAssert is called when production structStaticAssert is entered.
func (s *BaseHLSLListener) EnterStructStaticAssert(ctx *StructStaticAssertContext) {}

// ExitStructStaticAssert is called when production structStaticAssert is exited.
func (s *BaseHLSLListener) ExitStructStaticAssert(ctx *StructStaticAssertContext) {}

// EnterStructNested is called when production structNested is entered.
func (s *BaseHLSLListener) EnterStructNested(ctx *StructNestedContext) {}

// ExitStructNested is called when production structNested is exited.
func (s *BaseHLSLListener) ExitStructNested(ctx *StructNestedContext) {}

// EnterStructEnum is called when production structEnum is entered.
func (s *BaseHLSLListener) EnterStructEnum(ctx *StructEnumContext) {}

// ExitStructEnum is called when production structEnum is exited.
func (s *BaseHLSLListener) ExitStructEnum(ctx *StructEnumContext) {}

// EnterStructAlias is called when production structAlias is entered.
func (s *BaseHLSLListener) EnterStructAlias(ctx *StructAliasContext) {}

// ExitStructAlias is called when production structAlias is exited.
func (s *BaseHLSLListener) ExitStructAlias(ctx *StructAliasContext) {}

// EnterStructForward is called when production structForward is entered.
func (s *BaseHLSLListener) EnterStructForward(ctx *StructForwardContext) {}

// ExitStructForward is called when production structForward is exited.
func (s *BaseHLSLListener) ExitStructForward(ctx *StructForwardContext) {}

// EnterStructTypedef is called when production structTypedef is entered.
func (s *BaseHLSLListener) EnterStructTypedef(ctx *StructTypedefContext) {}

// ExitStructTypedef is called when production structTypedef is exited.
func (s *BaseHLSLListener) ExitStructTypedef(ctx *StructTypedefContext) {}

// EnterOverloadedOp is called when production overloadedOp is entered.
func (s *BaseHLSLListener) EnterOverloadedOp(ctx *OverloadedOpContext) {}

// ExitOverloadedOp is called when production overloadedOp is exited.
func (s *BaseHLSLListener) ExitOverloadedOp(ctx *OverloadedOpContext) {}

// EnterEnumDef is called when production enumDef is entered.
func (s *BaseHLSLListener) EnterEnumDef(ctx *EnumDefContext) {}

// ExitEnumDef is called when production enumDef is exited.
func (s *BaseHLSLListener) ExitEnumDef(ctx *EnumDefContext) {}

// EnterEnumerator is called when production enumerator is entered.
func (s *BaseHLSLListener) EnterEnumerator(ctx *EnumeratorContext) {}

// ExitEnumerator is called when production enumerator is exited.
func (s *BaseHLSLListener) ExitEnumerator(ctx *EnumeratorContext) {}

// EnterTypedefDecl is called when production typedefDecl is entered.
func (s *BaseHLSLListener) EnterTypedefDecl(ctx *TypedefDeclContext) {}

// ExitTypedefDecl is called when production typedefDecl is exited.
func (s *BaseHLSLListener) ExitTypedefDecl(ctx *TypedefDeclContext) {}

// EnterTypedefName is called when production typedefName is entered.
func (s *BaseHLSLListener) EnterTypedefName(ctx *TypedefNameContext) {}

// ExitTypedefName is called when production typedefName is exited.
func (s *BaseHLSLListener) ExitTypedefName(ctx *TypedefNameContext) {}

// EnterAliasDecl is called when production aliasDecl is entered.
func (s *BaseHLSLListener) EnterAliasDecl(ctx *AliasDeclContext) {}

// ExitAliasDecl is called when production aliasDecl is exited.
func (s *BaseHLSLListener) ExitAliasDecl(ctx *AliasDeclContext) {}

// EnterUsingDirective is called when production usingDirective is entered.
func (s *BaseHLSLListener) EnterUsingDirective(ctx *UsingDirectiveContext) {}

// ExitUsingDirective is called when production usingDirective is exited.
func (s *BaseHLSLListener) ExitUsingDirective(ctx *UsingDirectiveContext) {}

// EnterUsingDecl is called when production usingDecl is entered.
func (s *BaseHLSLListener) EnterUsingDecl(ctx *UsingDeclContext) {}

// ExitUsingDecl is called when production usingDecl is exited.
func (s *BaseHLSLListener) ExitUsingDecl(ctx *UsingDeclContext) {}

// EnterBufferBlock is called when production bufferBlock is entered.
func (s *BaseHLSLListener) EnterBufferBlock(ctx *BufferBlockContext) {}

// ExitBufferBlock is called when production bufferBlock is exited.
func (s *BaseHLSLListener) ExitBufferBlock(ctx *BufferBlockContext) {}

// EnterBufferMember is called when production bufferMember is entered.
func (s *BaseHLSLListener) EnterBufferMember(ctx *BufferMemberContext) {}

// ExitBufferMember is called when production bufferMember is exited.
func (s *BaseHLSLListener) ExitBufferMember(ctx *BufferMemberContext) {}

// EnterDeclSpec is called when production declSpec is entered.
func (s *BaseHLSLListener) EnterDeclSpec(ctx *DeclSpecContext) {}

// ExitDeclSpec is called when production declSpec is exited.
func (s *BaseHLSLListener) ExitDeclSpec(ctx *DeclSpecContext) {}

// EnterModifier is called when production modifier is entered.
func (s *BaseHLSLListener) EnterModifier(ctx *ModifierContext) {}

// ExitModifier is called when production modifier is exited.
func (s *BaseHLSLListener) ExitModifier(ctx *ModifierContext) {}

// EnterInstantiateStruct is called when production instantiateStruct is entered.
func (s *BaseHLSLListener) EnterInstantiateStruct(ctx *InstantiateStructContext) {}

// ExitInstantiateStruct is called when production instantiateStruct is exited.
func (s *BaseHLSLListener) ExitInstantiateStruct(ctx *InstantiateStructContext) {}

// EnterInstantiateFunction is called when production instantiateFunction is entered.
func (s *BaseHLSLListener) EnterInstantiateFunction(ctx *InstantiateFunctionContext) {}

// ExitInstantiateFunction is called when production instantiateFunction is exited.
func (s *BaseHLSLListener) ExitInstantiateFunction(ctx *InstantiateFunctionContext) {}

// EnterTypeQualifier is called when production typeQualifier is entered.
func (s *BaseHLSLListener) EnterTypeQualifier(ctx *TypeQualifierContext) {}

// ExitTypeQualifier is called when production typeQualifier is exited.
func (s *BaseHLSLListener) ExitTypeQualifier(ctx *TypeQualifierContext) {}

// EnterType is called when production type is entered.
func (s *BaseHLSLListener) EnterType(ctx *TypeContext) {}

// ExitType is called when production type is exited.
func (s *BaseHLSLListener) ExitType(ctx *TypeContext) {}

// EnterTemplateArg is called when production templateArg is entered.
func (s *BaseHLSLListener) EnterTemplateArg(ctx *TemplateArgContext) {}

// ExitTemplateArg is called when production templateArg is exited.
func (s *BaseHLSLListener) ExitTemplateArg(ctx *TemplateArgContext) {}

// EnterTemplateOperand is called when production templateOperand is entered.
func (s *BaseHLSLListener) EnterTemplateOperand(ctx *TemplateOperandContext) {}

// ExitTemplateOperand is called when production templateOperand is exited.
func (s *BaseHLSLListener) ExitTemplateOperand(ctx *TemplateOperandContext) {}

// EnterTemplateOp is called when production templateOp is entered.
func (s *BaseHLSLListener) EnterTemplateOp(ctx *TemplateOpContext) {}

// ExitTemplateOp is called when production templateOp is exited.
func (s *BaseHLSLListener) ExitTemplateOp(ctx *TemplateOpContext) {}

// EnterDeclarator is called when production declarator is entered.
func (s *BaseHLSLListener) EnterDeclarator(ctx *DeclaratorContext) {}

// ExitDeclarator is called when production declarator is exited.
func (s *BaseHLSLListener) ExitDeclarator(ctx *DeclaratorContext) {}

// EnterArrayDim is called when production arrayDim is entered.
func (s *BaseHLSLListener) EnterArrayDim(ctx *ArrayDimContext) {}

// ExitArrayDim is called when production arrayDim is exited.
func (s *BaseHLSLListener) ExitArrayDim(ctx *ArrayDimContext) {}

// EnterBitWidth is called when production bitWidth is entered.
func (s *BaseHLSLListener) EnterBitWidth(ctx *BitWidthContext) {}

// ExitBitWidth is called when production bitWidth is exited.
func (s *BaseHLSLListener) ExitBitWidth(ctx *BitWidthContext) {}

// EnterBitFieldPost is called when production bitFieldPost is entered.
func (s *BaseHLSLListener) EnterBitFieldPost(ctx *BitFieldPostContext) {}

// ExitBitFieldPost is called when production bitFieldPost is exited.
func (s *BaseHLSLListener) ExitBitFieldPost(ctx *BitFieldPostContext) {}

// EnterRegisterPost is called when production registerPost is entered.
func (s *BaseHLSLListener) EnterRegisterPost(ctx *RegisterPostContext) {}

// ExitRegisterPost is called when production registerPost is exited.
func (s *BaseHLSLListener) ExitRegisterPost(ctx *RegisterPostContext) {}

// EnterPackoffsetPost is called when production packoffsetPost is entered.
func (s *BaseHLSLListener) EnterPackoffsetPost(ctx *PackoffsetPostContext) {}

// ExitPackoffsetPost is called when production packoffsetPost is exited.
func (s *BaseHLSLListener) ExitPackoffsetPost(ctx *PackoffsetPostContext) {}

// EnterSemanticPost is called when production semanticPost is entered.
func (s *BaseHLSLListener) EnterSemanticPost(ctx *SemanticPostContext) {}

// ExitSemanticPost is called when production semanticPost is exited.
func (s *BaseHLSLListener) ExitSemanticPost(ctx *SemanticPostContext) {}

// EnterRegisterSpec is called when production registerSpec is entered.
func (s *BaseHLSLListener) EnterRegisterSpec(ctx *RegisterSpecContext) {}

// ExitRegisterSpec is called when production registerSpec is exited.
func (s *BaseHLSLListener) ExitRegisterSpec(ctx *RegisterSpecContext) {}

// EnterSemantic is called when production semantic is entered.
func (s *BaseHLSLListener) EnterSemantic(ctx *SemanticContext) {}

// ExitSemantic is called when production semantic is exited.
func (s *BaseHLSLListener) ExitSemantic(ctx *SemanticContext) {}

// EnterInitializer is called when production initializer is entered.
func (s *BaseHLSLListener) EnterInitializer(ctx *InitializerContext) {}

// ExitInitializer is called when production initializer is exited.
func (s *BaseHLSLListener) ExitInitializer(ctx *InitializerContext) {}

// EnterParamList is called when production paramList is entered.
func (s *BaseHLSLListener) EnterParamList(ctx *ParamListContext) {}

// ExitParamList is called when production paramList is exited.
func (s *BaseHLSLListener) ExitParamList(ctx *ParamListContext) {}

// EnterParam is called when production param is entered.
func (s *BaseHLSLListener) EnterParam(ctx *ParamContext) {}

// ExitParam is called when production param is exited.
func (s *BaseHLSLListener) ExitParam(ctx *ParamContext) {}

// EnterParamModifier is called when production paramModifier is entered.
func (s *BaseHLSLListener) EnterParamModifier(ctx *ParamModifierContext) {}

// ExitParamModifier is called when production paramModifier is exited.
func (s *BaseHLSLListener) ExitParamModifier(ctx *ParamModifierContext) {}

// EnterAttribute is called when production attribute is entered.
func (s *BaseHLSLListener) EnterAttribute(ctx *AttributeContext) {}

// ExitAttribute is called when production attribute is exited.
func (s *BaseHLSLListener) ExitAttribute(ctx *AttributeContext) {}

// EnterAttrSpec is called when production attrSpec is entered.
func (s *BaseHLSLListener) EnterAttrSpec(ctx *AttrSpecContext) {}

// ExitAttrSpec is called when production attrSpec is exited.
func (s *BaseHLSLListener) ExitAttrSpec(ctx *AttrSpecContext) {}

// EnterAttrName is called when production attrName is entered.
func (s *BaseHLSLListener) EnterAttrName(ctx *AttrNameContext) {}

// ExitAttrName is called when production attrName is exited.
func (s *BaseHLSLListener) ExitAttrName(ctx *AttrNameContext) {}

// EnterAttrArg is called when production attrArg is entered.
func (s *BaseHLSLListener) EnterAttrArg(ctx *AttrArgContext) {}

// ExitAttrArg is called when production attrArg is exited.
func (s *BaseHLSLListener) ExitAttrArg(ctx *AttrArgContext) {}

// EnterBlock is called when production block is entered.
func (s *BaseHLSLListener) EnterBlock(ctx *BlockContext) {}

// ExitBlock is called when production block is exited.
func (s *BaseHLSLListener) ExitBlock(ctx *BlockContext) {}

// EnterBlockStmt is called when production blockStmt is entered.
func (s *BaseHLSLListener) EnterBlockStmt(ctx *BlockStmtContext) {}

// ExitBlockStmt is called when production blockStmt is exited.
func (s *BaseHLSLListener) ExitBlockStmt(ctx *BlockStmtContext) {}

// EnterIfStmt is called when production ifStmt is entered.
func (s *BaseHLSLListener) EnterIfStmt(ctx *IfStmtContext) {}

// ExitIfStmt is called when production ifStmt is exited.
func (s *BaseHLSLListener) ExitIfStmt(ctx *IfStmtContext) {}

// EnterForStmt is called when production forStmt is entered.
func (s *BaseHLSLListener) EnterForStmt(ctx *ForStmtContext) {}

// ExitForStmt is called when production forStmt is exited.
func (s *BaseHLSLListener) ExitForStmt(ctx *ForStmtContext) {}

// EnterWhileStmt is called when production whileStmt is entered.
func (s *BaseHLSLListener) EnterWhileStmt(ctx *WhileStmtContext) {}

// ExitWhileStmt is called when production whileStmt is exited.
func (s *BaseHLSLListener) ExitWhileStmt(ctx *WhileStmtContext) {}

// EnterDoStmt is called when production doStmt is entered.
func (s *BaseHLSLListener) EnterDoStmt(ctx *DoStmtContext) {}

// ExitDoStmt is called when production doStmt is exited.
func (s *BaseHLSLListener) ExitDoStmt(ctx *DoStmtContext) {}

// EnterSwitchStmt is called when production switchStmt is entered.
func (s *BaseHLSLListener) EnterSwitchStmt(ctx *SwitchStmtContext) {}

// ExitSwitchStmt is called when production switchStmt is exited.
func (s *BaseHLSLListener) ExitSwitchStmt(ctx *SwitchStmtContext) {}

// EnterBreakStmt is called when production breakStmt is entered.
func (s *BaseHLSLListener) EnterBreakStmt(ctx *BreakStmtContext) {}

// ExitBreakStmt is called when production breakStmt is exited.
func (s *BaseHLSLListener) ExitBreakStmt(ctx *BreakStmtContext) {}

// EnterContinueStmt is called when production continueStmt is entered.
func (s *BaseHLSLListener) EnterContinueStmt(ctx *ContinueStmtContext) {}

// ExitContinueStmt is called when production continueStmt is exited.
func (s *BaseHLSLListener) ExitContinueStmt(ctx *ContinueStmtContext) {}

// EnterReturnStmt is called when production returnStmt is entered.
func (s *BaseHLSLListener) EnterReturnStmt(ctx *ReturnStmtContext) {}

// ExitReturnStmt is called when production returnStmt is exited.
func (s *BaseHLSLListener) ExitReturnStmt(ctx *ReturnStmtContext) {}

// EnterDiscardStmt is called when production discardStmt is entered.
func (s *BaseHLSLListener) EnterDiscardStmt(ctx *DiscardStmtContext) {}

// ExitDiscardStmt is called when production discardStmt is exited.
func (s *BaseHLSLListener) ExitDiscardStmt(ctx *DiscardStmtContext) {}

// EnterDeclStmt is called when production declStmt is entered.
func (s *BaseHLSLListener) EnterDeclStmt(ctx *DeclStmtContext) {}

// ExitDeclStmt is called when production declStmt is exited.
func (s *BaseHLSLListener) ExitDeclStmt(ctx *DeclStmtContext) {}

// EnterStructStmt is called when production structStmt is entered.
func (s *BaseHLSLListener) EnterStructStmt(ctx *StructStmtContext) {}

// ExitStructStmt is called when production structStmt is exited.
func (s *BaseHLSLListener) ExitStructStmt(ctx *StructStmtContext) {}

// EnterEnumStmt is called when production enumStmt is entered.
func (s *BaseHLSLListener) EnterEnumStmt(ctx *EnumStmtContext) {}

// ExitEnumStmt is called when production enumStmt is exited.
func (s *BaseHLSLListener) ExitEnumStmt(ctx *EnumStmtContext) {}

// EnterTypedefStmt is called when production typedefStmt is entered.
func (s *BaseHLSLListener) EnterTypedefStmt(ctx *TypedefStmtContext) {}

// ExitTypedefStmt is called when production typedefStmt is exited.
func (s *BaseHLSLListener) ExitTypedefStmt(ctx *TypedefStmtContext) {}

// EnterAliasStmt is called when production aliasStmt is entered.
func (s *BaseHLSLListener) EnterAliasStmt(ctx *AliasStmtContext) {}

// ExitAliasStmt is called when production aliasStmt is exited.
func (s *BaseHLSLListener) ExitAliasStmt(ctx *AliasStmtContext) {}

// EnterUsingStmt is called when production usingStmt is entered.
func (s *BaseHLSLListener) EnterUsingStmt(ctx *UsingStmtContext) {}

// ExitUsingStmt is called when production usingStmt is exited.
func (s *BaseHLSLListener) ExitUsingStmt(ctx *UsingStmtContext) {}

// EnterUsingDeclStmt is called when production usingDeclStmt is entered.
func (s *BaseHLSLListener) EnterUsingDeclStmt(ctx *UsingDeclStmtContext) {}

// ExitUsingDeclStmt is called when production usingDeclStmt is exited.
func (s *BaseHLSLListener) ExitUsingDeclStmt(ctx *UsingDeclStmtContext) {}

// EnterStaticAssertStmt is called when production staticAssertStmt is entered.
func (s *BaseHLSLListener) EnterStaticAssertStmt(ctx *StaticAssertStmtContext) {}

// ExitStaticAssertStmt is called when production staticAssertStmt is exited.
func (s *BaseHLSLListener) ExitStaticAssertStmt(ctx *StaticAssertStmtContext) {}

// EnterExprStmt is called when production exprStmt is entered.
func (s *BaseHLSLListener) EnterExprStmt(ctx *ExprStmtContext) {}

// ExitExprStmt is called when production exprStmt is exited.
func (s *BaseHLSLListener) ExitExprStmt(ctx *ExprStmtContext) {}

// EnterEmptyStmt is called when production emptyStmt is entered.
func (s *BaseHLSLListener) EnterEmptyStmt(ctx *EmptyStmtContext) {}

// ExitEmptyStmt is called when production emptyStmt is exited.
func (s *BaseHLSLListener) ExitEmptyStmt(ctx *EmptyStmtContext) {}

// EnterForInit is called when production forInit is entered.
func (s *BaseHLSLListener) EnterForInit(ctx *ForInitContext) {}

// ExitForInit is called when production forInit is exited.
func (s *BaseHLSLListener) ExitForInit(ctx *ForInitContext) {}

// EnterSwitchSection is called when production switchSection is entered.
func (s *BaseHLSLListener) EnterSwitchSection(ctx *SwitchSectionContext) {}

// ExitSwitchSection is called when production switchSection is exited.
func (s *BaseHLSLListener) ExitSwitchSection(ctx *SwitchSectionContext) {}

// EnterSwitchLabel is called when production switchLabel is entered.
func (s *BaseHLSLListener) EnterSwitchLabel(ctx *SwitchLabelContext) {}

// ExitSwitchLabel is called when production switchLabel is exited.
func (s *BaseHLSLListener) ExitSwitchLabel(ctx *SwitchLabelContext) {}

// EnterExpression is called when production expression is entered.
func (s *BaseHLSLListener) EnterExpression(ctx *ExpressionContext) {}

// ExitExpression is called when production expression is exited.
func (s *BaseHLSLListener) ExitExpression(ctx *ExpressionContext) {}

// EnterArgList is called when production argList is entered.
func (s *BaseHLSLListener) EnterArgList(ctx *ArgListContext) {}

// ExitArgList is called when production argList is exited.
func (s *BaseHLSLListener) ExitArgList(ctx *ArgListContext) {}

// EnterIntLit is called when production intLit is entered.
func (s *BaseHLSLListener) EnterIntLit(ctx *IntLitContext) {}

// ExitIntLit is called when production intLit is exited.
func (s *BaseHLSLListener) ExitIntLit(ctx *IntLitContext) {}

// EnterFloatLit is called when production floatLit is entered.
func (s *BaseHLSLListener) EnterFloatLit(ctx *FloatLitContext) {}

// ExitFloatLit is called when production floatLit is exited.
func (s *BaseHLSLListener) ExitFloatLit(ctx *FloatLitContext) {}

// EnterBoolLit is called when production boolLit is entered.
func (s *BaseHLSLListener) EnterBoolLit(ctx *BoolLitContext) {}

// ExitBoolLit is called when production boolLit is exited.
func (s *BaseHLSLListener) ExitBoolLit(ctx *BoolLitContext) {}

// EnterStringLit is called when production stringLit is entered.
func (s *BaseHLSLListener) EnterStringLit(ctx *StringLitContext) {}

// ExitStringLit is called when production stringLit is exited.
func (s *BaseHLSLListener) ExitStringLit(ctx *StringLitContext) {}

// EnterCallExpr is called when production callExpr is entered.
func (s *BaseHLSLListener) EnterCallExpr(ctx *CallExprContext) {}

// ExitCallExpr is called when production callExpr is exited.
func (s *BaseHLSLListener) ExitCallExpr(ctx *CallExprContext) {}

// EnterTemplateCallExpr is called when production templateCallExpr is entered.
func (s *BaseHLSLListener) EnterTemplateCallExpr(ctx *TemplateCallExprContext) {}

// ExitTemplateCallExpr is called when production templateCallExpr is exited.
func (s *BaseHLSLListener) ExitTemplateCallExpr(ctx *TemplateCallExprContext) {}

// EnterCtorExpr is called when production ctorExpr is entered.
func (s *BaseHLSLListener) EnterCtorExpr(ctx *CtorExprContext) {}

// ExitCtorExpr is called when production ctorExpr is exited.
func (s *BaseHLSLListener) ExitCtorExpr(ctx *CtorExprContext) {}

// EnterStaticCallExpr is called when production staticCallExpr is entered.
func (s *BaseHLSLListener) EnterStaticCallExpr(ctx *StaticCallExprContext) {}

// ExitStaticCallExpr is called when production staticCallExpr is exited.
func (s *BaseHLSLListener) ExitStaticCallExpr(ctx *StaticCallExprContext) {}

// EnterStaticMemberExpr is called when production staticMemberExpr is entered.
func (s *BaseHLSLListener) EnterStaticMemberExpr(ctx *StaticMemberExprContext) {}

// ExitStaticMemberExpr is called when production staticMemberExpr is exited.
func (s *BaseHLSLListener) ExitStaticMemberExpr(ctx *StaticMemberExprContext) {}

// EnterNameExpr is called when production nameExpr is entered.
func (s *BaseHLSLListener) EnterNameExpr(ctx *NameExprContext) {}

// ExitNameExpr is called when production nameExpr is exited.
func (s *BaseHLSLListener) ExitNameExpr(ctx *NameExprContext) {}

// EnterSizeofExpr is called when production sizeofExpr is entered.
func (s *BaseHLSLListener) EnterSizeofExpr(ctx *SizeofExprContext) {}

// ExitSizeofExpr is called when production sizeofExpr is exited.
func (s *BaseHLSLListener) ExitSizeofExpr(ctx *SizeofExprContext) {}

// EnterParenExpr is called when production parenExpr is entered.
func (s *BaseHLSLListener) EnterParenExpr(ctx *ParenExprContext) {}

// ExitParenExpr is called when production parenExpr is exited.
func (s *BaseHLSLListener) ExitParenExpr(ctx *ParenExprContext) {}

// EnterPrefixExpr is called when production prefixExpr is entered.
func (s *BaseHLSLListener) EnterPrefixExpr(ctx *PrefixExprContext) {}

// ExitPrefixExpr is called when production prefixExpr is exited.
func (s *BaseHLSLListener) ExitPrefixExpr(ctx *PrefixExprContext) {}

// EnterCastExpr is called when production castExpr is entered.
func (s *BaseHLSLListener) EnterCastExpr(ctx *CastExprContext) {}

// ExitCastExpr is called when production castExpr is exited.
func (s *BaseHLSLListener) ExitCastExpr(ctx *CastExprContext) {}

// EnterBinaryExpr is called when production binaryExpr is entered.
func (s *BaseHLSLListener) EnterBinaryExpr(ctx *BinaryExprContext) {}

// ExitBinaryExpr is called when production binaryExpr is exited.
func (s *BaseHLSLListener) ExitBinaryExpr(ctx *BinaryExprContext) {}

// EnterConditionalExpr is called when production conditionalExpr is entered.
func (s *BaseHLSLListener) EnterConditionalExpr(ctx *ConditionalExprContext) {}

// ExitConditionalExpr is called when production conditionalExpr is exited.
func (s *BaseHLSLListener) ExitConditionalExpr(ctx *ConditionalExprContext) {}

// EnterAssignExpr is called when production assignExpr is entered.
func (s *BaseHLSLListener) EnterAssignExpr(ctx *AssignExprContext) {}

// ExitAssignExpr is called when production assignExpr is exited.
func (s *BaseHLSLListener) ExitAssignExpr(ctx *AssignExprContext) {}

// EnterMethodCallExpr is called when production methodCallExpr is entered.
func (s *BaseHLSLListener) EnterMethodCallExpr(ctx *MethodCallExprContext) {}

// ExitMethodCallExpr is called when production methodCallExpr is exited.
func (s *BaseHLSLListener) ExitMethodCallExpr(ctx *MethodCallExprContext) {}

// EnterMemberExpr is called when production memberExpr is entered.
func (s *BaseHLSLListener) EnterMemberExpr(ctx *MemberExprContext) {}

// ExitMemberExpr is called when production memberExpr is exited.
func (s *BaseHLSLListener) ExitMemberExpr(ctx *MemberExprContext) {}

// EnterIndexExpr is called when production indexExpr is entered.
func (s *BaseHLSLListener) EnterIndexExpr(ctx *IndexExprContext) {}

// ExitIndexExpr is called when production indexExpr is exited.
func (s *BaseHLSLListener) ExitIndexExpr(ctx *IndexExprContext) {}

// EnterPostfixExpr is called when production postfixExpr is entered.
func (s *BaseHLSLListener) EnterPostfixExpr(ctx *PostfixExprContext) {}

// ExitPostfixExpr is called when production postfixExpr is exited.
func (s *BaseHLSLListener) ExitPostfixExpr(ctx *PostfixExprContext) {}
