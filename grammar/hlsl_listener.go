package grammar // HLSL
import "github.com/antlr4-go/antlr/v4"

// HLSLListener is a complete listener for a parse tree produced by HLSLParser.
type HLSLListener interface {
	antlr.ParseTreeListener

	// EnterTranslationUnit is called when entering the translationUnit production.
	EnterTranslationUnit(c *TranslationUnitContext)

	// EnterTopTemplate is called when entering the topTemplate production.
	EnterTopTemplate(c *TopTemplateContext)

	// EnterTopInstantiation is called when entering the topInstantiation production.
	EnterTopInstantiation(c *TopInstantiationContext)

	// EnterTopAttributed is called when entering the topAttributed production.
	EnterTopAttributed(c *TopAttributedContext)

	// EnterTopPlain is called when entering the topPlain production.
	EnterTopPlain(c *TopPlainContext)

	// EnterTopNamespace is called when entering the topNamespace production.
	EnterTopNamespace(c *TopNamespaceContext)

	// EnterTopUsing is called when entering the topUsing production.
	EnterTopUsing(c *TopUsingContext)

	// EnterTopUsingDecl is called when entering the topUsingDecl production.
	EnterTopUsingDecl(c *TopUsingDeclContext)

	// EnterTopEmpty is called when entering the topEmpty production.
	EnterTopEmpty(c *TopEmptyContext)

	// EnterTopStruct is called when entering the topStruct production.
	EnterTopStruct(c *TopStructContext)

	// EnterTopStructForward is called when entering the topStructForward production.
	EnterTopStructForward(c *TopStructForwardContext)

	// EnterTopEnum is called when entering the topEnum production.
	EnterTopEnum(c *TopEnumContext)

	// EnterTopTypedef is called when entering the topTypedef production.
	EnterTopTypedef(c *TopTypedefContext)

	// EnterTopAlias is called when entering the topAlias production.
	EnterTopAlias(c *TopAliasContext)

	// EnterTopBuffer is called when entering the topBuffer production.
	EnterTopBuffer(c *TopBufferContext)

	// EnterTopStaticAssert is called when entering the topStaticAssert production.
	EnterTopStaticAssert(c *TopStaticAssertContext)

	// EnterTopFunction is called when entering the topFunction production.
	EnterTopFunction(c *TopFunctionContext)

	// EnterTopSpecialization is called when entering the topSpecialization production.
	EnterTopSpecialization(c *TopSpecializationContext)

	// EnterTopMemberDefinition is called when entering the topMemberDefinition production.
	EnterTopMemberDefinition(c *TopMemberDefinitionContext)

	// EnterTopStructSpecialization is called when entering the topStructSpecialization production.
	EnterTopStructSpecialization(c *TopStructSpecializationContext)

	// EnterTopVariable is called when entering the topVariable production.
	EnterTopVariable(c *TopVariableContext)

	// EnterStaticAssert is called when entering the staticAssert production.
	EnterStaticAssert(c *StaticAssertContext)

	// EnterTemplateHead is called when entering the templateHead production.
	EnterTemplateHead(c *TemplateHeadContext)

	// EnterTypeTemplateParam is called when entering the typeTemplateParam production.
	EnterTypeTemplateParam(c *TypeTemplateParamContext)

	// EnterValueTemplateParam is called when entering the valueTemplateParam production.
	EnterValueTemplateParam(c *ValueTemplateParamContext)

	// EnterStructDef is called when entering the structDef production.
	EnterStructDef(c *StructDefContext)

	// EnterStructMethod is called when entering the structMethod production.
	EnterStructMethod(c *StructMethodContext)

	// EnterStructField is called when entering the structField production.
	EnterStructField(c *StructFieldContext)

	// EnterStructPadding is called when entering the structPadding production.
	EnterStructPadding(c *StructPaddingContext)

	// EnterStructMethodTemplate is called when entering the structMethodTemplate production.
	EnterStructMethodTemplate(c *StructMethodTemplateContext)

	// EnterStructAccess is called when entering the structAccess production.
	EnterStructAccess(c *StructAccessContext)

	// EnterStructStaticAssert is called when entering the structStaticAssert production.
	EnterStructStaticAssert(c *StructStaticAssertContext)

	// EnterStructNested is called when entering the structNested production.
	EnterStructNested(c *StructNestedContext)

	// EnterStructEnum is called when entering the structEnum production.
	EnterStructEnum(c *StructEnumContext)

	// EnterStructAlias is called when entering the structAlias production.
	EnterStructAlias(c *StructAliasContext)

	// EnterStructForward is called when entering the structForward production.
	EnterStructForward(c *StructForwardContext)

	// EnterStructTypedef is called when entering the structTypedef production.
	EnterStructTypedef(c *StructTypedefContext)

	// EnterOverloadedOp is called when entering the overloadedOp production.
	EnterOverloadedOp(c *OverloadedOpContext)

	// EnterEnumDef is called when entering the enumDef production.
	EnterEnumDef(c *EnumDefContext)

	// EnterEnumerator is called when entering the enumerator production.
	EnterEnumerator(c *EnumeratorContext)

	// EnterTypedefDecl is called when entering the typedefDecl production.
	EnterTypedefDecl(c *TypedefDeclContext)

	// EnterTypedefName is called when entering the typedefName production.
	EnterTypedefName(c *TypedefNameContext)

	// EnterAliasDecl is called when entering the aliasDecl production.
	EnterAliasDecl(c *AliasDeclContext)

	// EnterUsingDirective is called when entering the usingDirective production.
	EnterUsingDirective(c *UsingDirectiveContext)

	// EnterUsingDecl is called when entering the usingDecl production.
	EnterUsingDecl(c *UsingDeclContext)

	// EnterBufferBlock is called when entering the bufferBlock production.
	EnterBufferBlock(c *BufferBlockContext)

	// EnterBufferMember is called when entering the bufferMember production.
	EnterBufferMember(c *BufferMemberContext)

	// EnterDeclSpec is called when entering the declSpec production.
	EnterDeclSpec(c *DeclSpecContext)

	// EnterModifier is called when entering the modifier production.
	EnterModifier(c *ModifierContext)

	// EnterInstantiateStruct is called when entering the instantiateStruct production.
	EnterInstantiateStruct(c *InstantiateStructContext)

	// EnterInstantiateFunction is called when entering the instantiateFunction production.
	EnterInstantiateFunction(c *InstantiateFunctionContext)

	// EnterTypeQualifier is called when entering the typeQualifier production.
	EnterTypeQualifier(c *TypeQualifierContext)

	// EnterType is called when entering the type production.
	EnterType(c *TypeContext)

	// EnterTemplateArg is called when entering the templateArg production.
	EnterTemplateArg(c *TemplateArgContext)

	// EnterTemplateOperand is called when entering the templateOperand production.
	EnterTemplateOperand(c *TemplateOperandContext)

	// EnterTemplateOp is called when entering the templateOp production.
	EnterTemplateOp(c *TemplateOpContext)

	// EnterDeclarator is called when entering the declarator production.
	EnterDeclarator(c *DeclaratorContext)

	// EnterArrayDim is called when entering the arrayDim production.
	EnterArrayDim(c *ArrayDimContext)

	// EnterBitWidth is called when entering the bitWidth production.
	EnterBitWidth(c *BitWidthContext)

	// EnterBitFieldPost is called when entering the bitFieldPost production.
	EnterBitFieldPost(c *BitFieldPostContext)

	// EnterRegisterPost is called when entering the registerPost production.
	EnterRegisterPost(c *RegisterPostContext)

	// EnterPackoffsetPost is called when entering the packoffsetPost production.
	EnterPackoffsetPost(c *PackoffsetPostContext)

	// EnterSemanticPost is called when entering the semanticPost production.
	EnterSemanticPost(c *SemanticPostContext)

	// EnterRegisterSpec is called when entering the registerSpec production.
	EnterRegisterSpec(c *RegisterSpecContext)

	// EnterSemantic is called when entering the semantic production.
	EnterSemantic(c *SemanticContext)

	// EnterInitializer is called when entering the initializer production.
	EnterInitializer(c *InitializerContext)

	// EnterParamList is called when entering the paramList production.
	EnterParamList(c *ParamListContext)

	// EnterParam is called when entering the param production.
	EnterParam(c *ParamContext)

	// EnterParamModifier is called when entering the paramModifier production.
	EnterParamModifier(c *ParamModifierContext)

	// EnterAttribute is called when entering the attribute production.
	EnterAttribute(c *AttributeContext)

	// EnterAttrSpec is called when entering the attrSpec production.
	EnterAttrSpec(c *AttrSpecContext)

	// EnterAttrName is called when entering the attrName production.
	EnterAttrName(c *AttrNameContext)

	// EnterAttrArg is called when entering the attrArg production.
	EnterAttrArg(c *AttrArgContext)

	// EnterBlock is called when entering the block production.
	EnterBlock(c *BlockContext)

	// EnterBlockStmt is called when entering the blockStmt production.
	EnterBlockStmt(c *BlockStmtContext)

	// EnterIfStmt is called when entering the ifStmt production.
	EnterIfStmt(c *IfStmtContext)

	// EnterForStmt is called when entering the forStmt production.
	EnterForStmt(c *ForStmtContext)

	// EnterWhileStmt is called when entering the whileStmt production.
	EnterWhileStmt(c *WhileStmtContext)

	// EnterDoStmt is called when entering the doStmt production.
	EnterDoStmt(c *DoStmtContext)

	// EnterSwitchStmt is called when entering the switchStmt production.
	EnterSwitchStmt(c *SwitchStmtContext)

	// EnterBreakStmt is called when entering the breakStmt production.
	EnterBreakStmt(c *BreakStmtContext)

	// EnterContinueStmt is called when entering the continueStmt production.
	EnterContinueStmt(c *ContinueStmtContext)

	// EnterReturnStmt is called when entering the returnStmt production.
	EnterReturnStmt(c *ReturnStmtContext)

	// EnterDiscardStmt is called when entering the discardStmt production.
	EnterDiscardStmt(c *DiscardStmtContext)

	// EnterDeclStmt is called when entering the declStmt production.
	EnterDeclStmt(c *DeclStmtContext)

	// EnterStructStmt is called when entering the structStmt production.
	EnterStructStmt(c *StructStmtContext)

	// EnterEnumStmt is called when entering the enumStmt production.
	EnterEnumStmt(c *EnumStmtContext)

	// EnterTypedefStmt is called when entering the typedefStmt production.
	EnterTypedefStmt(c *TypedefStmtContext)

	// EnterAliasStmt is called when entering the aliasStmt production.
	EnterAliasStmt(c *AliasStmtContext)

	// EnterUsingStmt is called when entering the usingStmt production.
	EnterUsingStmt(c *UsingStmtContext)

	// EnterUsingDeclStmt is called when entering the usingDeclStmt production.
	EnterUsingDeclStmt(c *UsingDeclStmtContext)

	// EnterStaticAssertStmt is called when entering the staticAssertStmt production.
	EnterStaticAssertStmt(c *StaticAssertStmtContext)

	// EnterExprStmt is called when entering the exprStmt production.
	EnterExprStmt(c *ExprStmtContext)

	// EnterEmptyStmt is called when entering the emptyStmt production.
	EnterEmptyStmt(c *EmptyStmtContext)

	// EnterForInit is called when entering the forInit production.
	EnterForInit(c *ForInitContext)

	// EnterSwitchSection is called when entering the switchSection production.
	EnterSwitchSection(c *SwitchSectionContext)

	// EnterSwitchLabel is called when entering the switchLabel production.
	EnterSwitchLabel(c *SwitchLabelContext)

	// EnterExpression is called when entering the expression production.
	EnterExpression(c *ExpressionContext)

	// EnterArgList is called when entering the argList production.
	EnterArgList(c *ArgListContext)

	// EnterIntLit is called when entering the intLit production.
	EnterIntLit(c *IntLitContext)

	// EnterFloatLit is called when entering the floatLit production.
	EnterFloatLit(c *FloatLitContext)

	// EnterBoolLit is called when entering the boolLit production.
	EnterBoolLit(c *BoolLitContext)

	// EnterStringLit is called when entering the stringLit production.
	EnterStringLit(c *StringLitContext)

	// EnterCallExpr is called when entering the callExpr production.
	EnterCallExpr(c *CallExprContext)

	// EnterTemplateCallExpr is called when entering the templateCallExpr production.
	EnterTemplateCallExpr(c *TemplateCallExprContext)

	// EnterCtorExpr is called when entering the ctorExpr production.
	EnterCtorExpr(c *CtorExprContext)

	// EnterStaticCallExpr is called when entering the staticCallExpr production.
	EnterStaticCallExpr(c *StaticCallExprContext)

	// EnterStaticMemberExpr is called when entering the staticMemberExpr production.
	EnterStaticMemberExpr(c *StaticMemberExprContext)

	// EnterNameExpr is called when entering the nameExpr production.
	EnterNameExpr(c *NameExprContext)

	// EnterSizeofExpr is called when entering the sizeofExpr production.
	EnterSizeofExpr(c *SizeofExprContext)

	// EnterParenExpr is called when entering the parenExpr production.
	EnterParenExpr(c *ParenExprContext)

	// EnterPrefixExpr is called when entering the prefixExpr production.
	EnterPrefixExpr(c *PrefixExprContext)

	// EnterCastExpr is called when entering the castExpr production.
	EnterCastExpr(c *CastExprContext)

	// EnterBinaryExpr is called when entering the binaryExpr production.
	EnterBinaryExpr(c *BinaryExprContext)

	// EnterConditionalExpr is called when entering the conditionalExpr production.
	EnterConditionalExpr(c *ConditionalExprContext)

	// EnterAssignExpr is called when entering the assignExpr production.
	EnterAssignExpr(c *AssignExprContext)

	// EnterMethodCallExpr is called when entering the methodCallExpr production.
	EnterMethodCallExpr(c *MethodCallExprContext)

	// EnterMemberExpr is called when entering the memberExpr production.
	EnterMemberExpr(c *MemberExprContext)

	// EnterIndexExpr is called when entering the indexExpr production.
	EnterIndexExpr(c *IndexExprContext)

	// EnterPostfixExpr is called when entering the postfixExpr production.
	EnterPostfixExpr(c *PostfixExprContext)

	// ExitTranslationUnit is called when exiting the translationUnit production.
	ExitTranslationUnit(c *TranslationUnitContext)

	// ExitTopTemplate is called when exiting the topTemplate production.
	ExitTopTemplate(c *TopTemplateContext)

	// ExitTopInstantiation is called when exiting the topInstantiation production.
	ExitTopInstantiation(c *TopInstantiationContext)

	// ExitTopAttributed is called when exiting the topAttributed production.
	ExitTopAttributed(c *TopAttributedContext)

	// ExitTopPlain is called when exiting the topPlain production.
	ExitTopPlain(c *TopPlainContext)

	// ExitTopNamespace is called when exiting the topNamespace production.
	ExitTopNamespace(c *TopNamespaceContext)

	// ExitTopUsing is called when exiting the topUsing production.
	ExitTopUsing(c *TopUsingContext)

	// ExitTopUsingDecl is called when exiting the topUsingDecl production.
	ExitTopUsingDecl(c *TopUsingDeclContext)

	// ExitTopEmpty is called when exiting the topEmpty production.
	ExitTopEmpty(c *TopEmptyContext)

	// ExitTopStruct is called when exiting the topStruct production.
	ExitTopStruct(c *TopStructContext)

	// ExitTopStructForward is called when exiting the topStructForward production.
	ExitTopStructForward(c *TopStructForwardContext)

	// ExitTopEnum is called when exiting the topEnum production.
	ExitTopEnum(c *TopEnumContext)

	// ExitTopTypedef is called when exiting the topTypedef production.
	ExitTopTypedef(c *TopTypedefContext)

	// ExitTopAlias is called when exiting the topAlias production.
	ExitTopAlias(c *TopAliasContext)

	// ExitTopBuffer is called when exiting the topBuffer production.
	ExitTopBuffer(c *TopBufferContext)

	// ExitTopStaticAssert is called when exiting the topStaticAssert production.
	ExitTopStaticAssert(c *TopStaticAssertContext)

	// ExitTopFunction is called when exiting the topFunction production.
	ExitTopFunction(c *TopFunctionContext)

	// ExitTopSpecialization is called when exiting the topSpecialization production.
	ExitTopSpecialization(c *TopSpecializationContext)

	// ExitTopMemberDefinition is called when exiting the topMemberDefinition production.
	ExitTopMemberDefinition(c *TopMemberDefinitionContext)

	// ExitTopStructSpecialization is called when exiting the topStructSpecialization production.
	ExitTopStructSpecialization(c *TopStructSpecializationContext)

	// ExitTopVariable is called when exiting the topVariable production.
	ExitTopVariable(c *TopVariableContext)

	// ExitStaticAssert is called when exiting the staticAssert production.
	ExitStaticAssert(c *StaticAssertContext)

	// ExitTemplateHead is called when exiting the templateHead production.
	ExitTemplateHead(c *TemplateHeadContext)

	// ExitTypeTemplateParam is called when exiting the typeTemplateParam production.
	ExitTypeTemplateParam(c *TypeTemplateParamContext)

	// ExitValueTemplateParam is called when exiting the valueTemplateParam production.
	ExitValueTemplateParam(c *ValueTemplateParamContext)

	// ExitStructDef is called when exiting the structDef production.
	ExitStructDef(c *StructDefContext)

	// ExitStructMethod is called when exiting the structMethod production.
	ExitStructMethod(c *StructMethodContext)

	// ExitStructField is called when exiting the structField production.
	ExitStructField(c *StructFieldContext)

	// ExitStructPadding is called when exiting the structPadding production.
	ExitStructPadding(c *StructPaddingContext)

	// ExitStructMethodTemplate is called when exiting the structMethodTemplate production.
	ExitStructMethodTemplate(c *StructMethodTemplateContext)

	// ExitStructAccess is called when exiting the structAccess production.
	ExitStructAccess(c *StructAccessContext)

	// ExitStructStaticAssert is called when exiting the structStaticAssert production.
	ExitStructStaticAssert(c *StructStaticAssertContext)

	// ExitStructNested is called when exiting the structNested production.
	ExitStructNested(c *StructNestedContext)

	// ExitStructEnum is called when exiting the structEnum production.
	ExitStructEnum(c *StructEnumContext)

	// ExitStructAlias is called when exiting the structAlias production.
	ExitStructAlias(c *StructAliasContext)

	// ExitStructForward is called when exiting the structForward production.
	ExitStructForward(c *StructForwardContext)

	// ExitStructTypedef is called when exiting the structTypedef production.
	ExitStructTypedef(c *StructTypedefContext)

	// ExitOverloadedOp is called when exiting the overloadedOp production.
	ExitOverloadedOp(c *OverloadedOpContext)

	// ExitEnumDef is called when exiting the enumDef production.
	ExitEnumDef(c *EnumDefContext)

	// ExitEnumerator is called when exiting the enumerator production.
	ExitEnumerator(c *EnumeratorContext)

	// ExitTypedefDecl is called when exiting the typedefDecl production.
	ExitTypedefDecl(c *TypedefDeclContext)

	// ExitTypedefName is called when exiting the typedefName production.
	ExitTypedefName(c *TypedefNameContext)

	// ExitAliasDecl is called when exiting the aliasDecl production.
	ExitAliasDecl(c *AliasDeclContext)

	// ExitUsingDirective is called when exiting the usingDirective production.
	ExitUsingDirective(c *UsingDirectiveContext)

	// ExitUsingDecl is called when exiting the usingDecl production.
	ExitUsingDecl(c *UsingDeclContext)

	// ExitBufferBlock is called when exiting the bufferBlock production.
	ExitBufferBlock(c *BufferBlockContext)

	// ExitBufferMember is called when exiting the bufferMember production.
	ExitBufferMember(c *BufferMemberContext)

	// ExitDeclSpec is called when exiting the declSpec production.
	ExitDeclSpec(c *DeclSpecContext)

	// ExitModifier is called when exiting the modifier production.
	ExitModifier(c *ModifierContext)

	// ExitInstantiateStruct is called when exiting the instantiateStruct production.
	ExitInstantiateStruct(c *InstantiateStructContext)

	// ExitInstantiateFunction is called when exiting the instantiateFunction production.
	ExitInstantiateFunction(c *InstantiateFunctionContext)

	// ExitTypeQualifier is called when exiting the typeQualifier production.
	ExitTypeQualifier(c *TypeQualifierContext)

	// ExitType is called when exiting the type production.
	ExitType(c *TypeContext)

	// ExitTemplateArg is called when exiting the templateArg production.
	ExitTemplateArg(c *TemplateArgContext)

	// ExitTemplateOperand is called when exiting the templateOperand production.
	ExitTemplateOperand(c *TemplateOperandContext)

	// ExitTemplateOp is called when exiting the templateOp production.
	ExitTemplateOp(c *TemplateOpContext)

	// ExitDeclarator is called when exiting the declarator production.
	ExitDeclarator(c *DeclaratorContext)

	// ExitArrayDim is called when exiting the arrayDim production.
	ExitArrayDim(c *ArrayDimContext)

	// ExitBitWidth is called when exiting the bitWidth production.
	ExitBitWidth(c *BitWidthContext)

	// ExitBitFieldPost is called when exiting the bitFieldPost production.
	ExitBitFieldPost(c *BitFieldPostContext)

	// ExitRegisterPost is called when exiting the registerPost production.
	ExitRegisterPost(c *RegisterPostContext)

	// ExitPackoffsetPost is called when exiting the packoffsetPost production.
	ExitPackoffsetPost(c *PackoffsetPostContext)

	// ExitSemanticPost is called when exiting the semanticPost production.
	ExitSemanticPost(c *SemanticPostContext)

	// ExitRegisterSpec is called when exiting the registerSpec production.
	ExitRegisterSpec(c *RegisterSpecContext)

	// ExitSemantic is called when exiting the semantic production.
	ExitSemantic(c *SemanticContext)

	// ExitInitializer is called when exiting the initializer production.
	ExitInitializer(c *InitializerContext)

	// ExitParamList is called when exiting the paramList production.
	ExitParamList(c *ParamListContext)

	// ExitParam is called when exiting the param production.
	ExitParam(c *ParamContext)

	// ExitParamModifier is called when exiting the paramModifier production.
	ExitParamModifier(c *ParamModifierContext)

	// ExitAttribute is called when exiting the attribute production.
	ExitAttribute(c *AttributeContext)

	// ExitAttrSpec is called when exiting the attrSpec production.
	ExitAttrSpec(c *AttrSpecContext)

	// ExitAttrName is called when exiting the attrName production.
	ExitAttrName(c *AttrNameContext)

	// ExitAttrArg is called when exiting the attrArg production.
	ExitAttrArg(c *AttrArgContext)

	// ExitBlock is called when exiting the block production.
	ExitBlock(c *BlockContext)

	// ExitBlockStmt is called when exiting the blockStmt production.
	ExitBlockStmt(c *BlockStmtContext)

	// ExitIfStmt is called when exiting the ifStmt production.
	ExitIfStmt(c *IfStmtContext)

	// ExitForStmt is called when exiting the forStmt production.
	ExitForStmt(c *ForStmtContext)

	// ExitWhileStmt is called when exiting the whileStmt production.
	ExitWhileStmt(c *WhileStmtContext)

	// ExitDoStmt is called when exiting the doStmt production.
	ExitDoStmt(c *DoStmtContext)

	// ExitSwitchStmt is called when exiting the switchStmt production.
	ExitSwitchStmt(c *SwitchStmtContext)

	// ExitBreakStmt is called when exiting the breakStmt production.
	ExitBreakStmt(c *BreakStmtContext)

	// ExitContinueStmt is called when exiting the continueStmt production.
	ExitContinueStmt(c *ContinueStmtContext)

	// ExitReturnStmt is called when exiting the returnStmt production.
	ExitReturnStmt(c *ReturnStmtContext)

	// ExitDiscardStmt is called when exiting the discardStmt production.
	ExitDiscardStmt(c *DiscardStmtContext)

	// ExitDeclStmt is called when exiting the declStmt production.
	ExitDeclStmt(c *DeclStmtContext)

	// ExitStructStmt is called when exiting the structStmt production.
	ExitStructStmt(c *StructStmtContext)

	// ExitEnumStmt is called when exiting the enumStmt production.
	ExitEnumStmt(c *EnumStmtContext)

	// ExitTypedefStmt is called when exiting the typedefStmt production.
	ExitTypedefStmt(c *TypedefStmtContext)

	// ExitAliasStmt is called when exiting the aliasStmt production.
	ExitAliasStmt(c *AliasStmtContext)

	// ExitUsingStmt is called when exiting the usingStmt production.
	ExitUsingStmt(c *UsingStmtContext)

	// ExitUsingDeclStmt is called when exiting the usingDeclStmt production.
	ExitUsingDeclStmt(c *UsingDeclStmtContext)

	// ExitStaticAssertStmt is called when exiting the staticAssertStmt production.
	ExitStaticAssertStmt(c *StaticAssertStmtContext)

	// ExitExprStmt is called when exiting the exprStmt production.
	ExitExprStmt(c *ExprStmtContext)

	// ExitEmptyStmt is called when exiting the emptyStmt production.
	ExitEmptyStmt(c *EmptyStmtContext)

	// ExitForInit is called when exiting the forInit production.
	ExitForInit(c *ForInitContext)

	// ExitSwitchSection is called when exiting the switchSection production.
	ExitSwitchSection(c *SwitchSectionContext)

	// ExitSwitchLabel is called when exiting the switchLabel production.
	ExitSwitchLabel(c *SwitchLabelContext)

	// ExitExpression is called when exiting the expression production.
	ExitExpression(c *ExpressionContext)

	// ExitArgList is called when exiting the argList production.
	ExitArgList(c *ArgListContext)

	// ExitIntLit is called when exiting the intLit production.
	ExitIntLit(c *IntLitContext)

	// ExitFloatLit is called when exiting the floatLit production.
	ExitFloatLit(c *FloatLitContext)

	// ExitBoolLit is called when exiting the boolLit production.
	ExitBoolLit(c *BoolLitContext)

	// ExitStringLit is called when exiting the stringLit production.
	ExitStringLit(c *StringLitContext)

	// ExitCallExpr is called when exiting the callExpr production.
	ExitCallExpr(c *CallExprContext)

	// ExitTemplateCallExpr is called when exiting the templateCallExpr production.
	ExitTemplateCallExpr(c *TemplateCallExprContext)

	// ExitCtorExpr is called when exiting the ctorExpr production.
	ExitCtorExpr(c *CtorExprContext)

	// ExitStaticCallExpr is called when exiting the staticCallExpr production.
	ExitStaticCallExpr(c *StaticCallExprContext)

	// ExitStaticMemberExpr is called when exiting the staticMemberExpr production.
	ExitStaticMemberExpr(c *StaticMemberExprContext)

	// ExitNameExpr is called when exiting the nameExpr production.
	ExitNameExpr(c *NameExprContext)

	// ExitSizeofExpr is called when exiting the sizeofExpr production.
	ExitSizeofExpr(c *SizeofExprContext)

	// ExitParenExpr is called when exiting the parenExpr production.
	ExitParenExpr(c *ParenExprContext)

	// ExitPrefixExpr is called when exiting the prefixExpr production.
	ExitPrefixExpr(c *PrefixExprContext)

	// ExitCastExpr is called when exiting the castExpr production.
	ExitCastExpr(c *CastExprContext)

	// ExitBinaryExpr is called when exiting the binaryExpr production.
	ExitBinaryExpr(c *BinaryExprContext)

	// ExitConditionalExpr is called when exiting the conditionalExpr production.
	ExitConditionalExpr(c *ConditionalExprContext)

	// ExitAssignExpr is called when exiting the assignExpr production.
	ExitAssignExpr(c *AssignExprContext)

	// ExitMethodCallExpr is called when exiting the methodCallExpr production.
	ExitMethodCallExpr(c *MethodCallExprContext)

	// ExitMemberExpr is called when exiting the memberExpr production.
	ExitMemberExpr(c *MemberExprContext)

	// ExitIndexExpr is called when exiting the indexExpr production.
	ExitIndexExpr(c *IndexExprContext)

	// ExitPostfixExpr is called when exiting the postfixExpr production.
	ExitPostfixExpr(c *PostfixExprContext)
}
