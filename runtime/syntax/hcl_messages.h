/* hcl_messages.h - the text of every syntax error, one row each.
 *
 * HCL_MESSAGES(M) lists M(ID, summary, detail).  The lexer, the driver, the
 * error descriptions and the tree builders name a message by its id
 * (HCL_MSG_ID) and record it with hcl_diag_msg; none of them spells a text.
 * The texts are hcl's where hcl reports the same problem, so diagnostics
 * read as OpenTofu's do.  A row whose id ends in _F has slots "%s" in its
 * summary or detail: record it with hcl_diag_msgf and the texts named in
 * the comment above the row, in that order.  Private to the syntax layer. */
#ifndef RESERVE_HCL_MESSAGES_H
#define RESERVE_HCL_MESSAGES_H

#include "hcl.h"

#define HCL_TEXT_STR_(x) #x
#define HCL_TEXT_STR(x) HCL_TEXT_STR_(x)

/* The second sentence of every "no closing X before the end of the file". */
#define HCL_TEXT_ELSEWHERE(what) \
	" This may be caused by incorrect " what " nesting elsewhere in this file."

#define HCL_TEXT_BITWISE "Bitwise operators are not supported."
#define HCL_TEXT_UNBALANCED "The control directives within this template are unbalanced."

#define HCL_MESSAGES(M)                                                                             \
	/* ---- the lexer ---- */                                                                   \
	M(INVALID_CHAR, "Invalid character", "This character is not used within the language.")     \
	M(BITWISE, "Unsupported operator", HCL_TEXT_BITWISE)                                        \
	M(BITWISE_AND, "Unsupported operator",                                                      \
	  HCL_TEXT_BITWISE " Did you mean boolean AND (\"&&\")?")                                   \
	M(BITWISE_OR, "Unsupported operator",                                                       \
	  HCL_TEXT_BITWISE " Did you mean boolean OR (\"||\")?")                                    \
	M(BITWISE_NOT, "Unsupported operator",                                                      \
	  HCL_TEXT_BITWISE " Did you mean boolean NOT (\"!\")?")                                    \
	M(SINGLE_QUOTE, "Invalid character",                                                        \
	  "Single quotes are not valid. Use double quotes (\") to enclose strings.")                \
	M(BACKTICK, "Invalid character",                                                            \
	  "The \"`\" character is not valid. To create a multi-line string, use the \"heredoc\" "   \
	  "syntax, like \"<<EOT\".")                                                                \
	M(SEMICOLON, "Invalid character",                                                           \
	  "The \";\" character is not valid. Use newlines to separate arguments and blocks, and "   \
	  "commas to separate items in collection values.")                                         \
	M(CURLY_QUOTE, "Invalid character",                                                         \
	  "\"Curly quotes\" are not valid here. These can sometimes be inadvertently introduced "   \
	  "when sharing code via documents or discussion forums. It might help to replace the "     \
	  "character with a \"straight quote\".")                                                   \
	M(BAD_UTF8, "Invalid character encoding",                                                   \
	  "All input files must be UTF-8 encoded. Ensure that UTF-8 encoding is selected in your "  \
	  "editor.")                                                                                \
	M(UNTERMINATED_COMMENT, "Unterminated comment",                                             \
	  "This comment starts with \"/*\" but has no closing \"*/\" before the end of the file.")  \
	M(MULTILINE_STRING, "Invalid multi-line string",                                            \
	  "Quoted strings may not be split over multiple lines. To produce a multi-line string, "   \
	  "either use the \\n escape to represent a newline character or use the \"heredoc\" "      \
	  "multi-line template syntax.")                                                            \
	M(LONE_BACKSLASH, "Invalid escape sequence",                                                \
	  "Backslash must be followed by an escape sequence selector character.")                   \
	M(BAD_ESCAPE_F, "Invalid escape sequence",                                                  \
	  "The symbol %s is not a valid escape sequence selector.")                                 \
	M(SHORT_ESCAPE_U, "Invalid escape sequence",                                                \
	  "The \\u escape sequence must be followed by four hexadecimal digits.")                    \
	M(SHORT_ESCAPE_UU, "Invalid escape sequence",                                               \
	  "The \\U escape sequence must be followed by eight hexadecimal digits.")                   \
	/* the code point in hexadecimal, at least four digits */                                   \
	M(ESCAPE_NOT_UTF8_F, "Invalid escape sequence", "Cannot encode character U+%s in UTF-8.")   \
	M(TOO_DEEP_TEMPLATE, "Nesting too deep",                                                    \
	  "Templates, strings and heredocs are nested deeper than this parser accepts; the rest "   \
	  "of the file was not read.")                                                              \
	/* ---- the driver ---- */                                                                  \
	M(LEXER_NO_MEMORY, "Out of memory", "The lexer could not allocate memory.")                 \
	M(PARSER_NO_MEMORY, "Out of memory", "The parser could not allocate memory.")               \
	M(TOO_DEEP_BRACKETS, "Nesting too deep",                                                    \
	  "Brackets, blocks and templates are nested deeper than this parser accepts "              \
	  "(" HCL_TEXT_STR(HCL_MAX_NESTING) " levels); the rest of the file was not read.")         \
	M(TOO_DEEP_EXPR, "Nesting too deep",                                                        \
	  "The expression is nested deeper than this parser accepts; the rest of the file was not " \
	  "read.")                                                                                  \
	/* ---- syntax errors in a body (hcl_describe.c) ---- */                                    \
	M(QUOTED_ARG_NAME, "Invalid argument name", "Argument names must not be quoted.")           \
	M(UNCLOSED_BLOCK, "Unclosed configuration block",                                           \
	  "There is no closing brace for this block before the end of the file."                    \
	  HCL_TEXT_ELSEWHERE("brace"))                                                              \
	M(ITEM_REQUIRED, "Argument or block definition required",                                   \
	  "An argument or block definition is required here.")                                      \
	M(ITEM_EQUALS, "Argument or block definition required",                                     \
	  "An argument or block definition is required here. To set an argument, use the equals "   \
	  "sign \"=\" to introduce the argument value.")                                            \
	/* the argument's name */                                                                   \
	M(ONELINE_ONE_ARG_F, "Argument definition required",                                        \
	  "A single-line block definition can contain only a single argument. If you meant to "     \
	  "define argument \"%s\", use an equals sign to assign it a value. To define a nested "    \
	  "block, place it on a line of its own within its parent block.")                          \
	M(BLOCK_EQUALS, "Invalid block definition",                                                 \
	  "The equals sign \"=\" indicates an argument definition, and must not be used when "      \
	  "defining a block.")                                                                      \
	M(BLOCK_NEWLINE, "Invalid block definition",                                                \
	  "A block definition must have block content delimited by \"{\" and \"}\", starting on "   \
	  "the same line as the block header.")                                                     \
	M(BLOCK_HEADER, "Invalid block definition",                                                 \
	  "Either a quoted string block label or an opening brace (\"{\") is expected here.")       \
	M(BLOCK_END, "Missing newline after block definition",                                      \
	  "A block definition must end with a newline.")                                            \
	M(ONELINE_COMMA, "Invalid single-argument block definition",                                \
	  "Single-line block syntax can include only one argument definition. To define multiple "  \
	  "arguments, use the multi-line block syntax with one argument definition per line.")      \
	M(ONELINE_NEWLINE, "Invalid single-argument block definition",                              \
	  "An argument definition on the same line as its containing block creates a single-line "  \
	  "block definition, which must also be closed on the same line. Place the block's "        \
	  "closing brace immediately after the argument definition.")                               \
	M(ONELINE_END, "Invalid single-argument block definition",                                  \
	  "A single-line block definition must end with a closing brace immediately after its "     \
	  "single argument definition.")                                                            \
	M(ARG_COMMA, "Unexpected comma after argument",                                             \
	  "Argument definitions must be separated by newlines, not commas. An argument definition " \
	  "must end with a newline.")                                                               \
	M(ARG_END, "Missing newline after argument",                                                \
	  "An argument definition must end with a newline.")                                        \
	M(COND_FALSE, "Missing false expression in conditional",                                    \
	  "The conditional operator (...?...:...) requires a false expression, delimited by a "    \
	  "colon.")                                                                                 \
	/* ---- in brackets ---- */                                                                 \
	M(INVALID_EXPR, "Invalid expression",                                                       \
	  "Expected the start of an expression, but found an invalid expression token.")            \
	M(MISSING_EXPR, "Missing expression",                                                       \
	  "Expected the start of an expression, but found the end of the file.")                    \
	M(PAREN_UNBALANCED, "Unbalanced parentheses",                                               \
	  "Expected a closing parenthesis to terminate the expression.")                            \
	M(CALL_UNCLOSED, "Unterminated function call",                                              \
	  "There is no closing parenthesis for this function call before the end of the file."      \
	  HCL_TEXT_ELSEWHERE("parenthesis"))                                                        \
	M(CALL_EXPAND, "Missing closing parenthesis",                                               \
	  "An expanded function argument (with ...) must be immediately followed by closing "       \
	  "parentheses.")                                                                           \
	M(CALL_COMMA, "Missing argument separator",                                                 \
	  "A comma is required to separate each function argument from the next.")                  \
	M(TUPLE_UNCLOSED, "Unterminated tuple constructor expression",                              \
	  "There is no corresponding closing bracket before the end of the file."                   \
	  HCL_TEXT_ELSEWHERE("bracket"))                                                            \
	M(TUPLE_COMMA, "Missing item separator",                                                    \
	  "Expected a comma to mark the beginning of the next item.")                               \
	M(SPLAT_BRACKET, "Missing close bracket on splat index",                                    \
	  "The star for a full splat operator must be immediately followed by a closing bracket "   \
	  "(\"]\").")                                                                               \
	M(INDEX_BRACKET, "Missing close bracket on index",                                          \
	  "The index operator must end with a closing bracket (\"]\").")                            \
	M(OBJECT_UNCLOSED, "Unterminated object constructor expression",                            \
	  "There is no corresponding closing brace before the end of the file."                     \
	  HCL_TEXT_ELSEWHERE("brace"))                                                              \
	M(OBJECT_VALUE, "Missing attribute value",                                                  \
	  "Expected an attribute value, introduced by an equals sign (\"=\").")                     \
	M(OBJECT_EQUALS, "Missing key/value separator",                                             \
	  "Expected an equals sign (\"=\") to mark the beginning of the attribute value.")          \
	M(OBJECT_EQUALS_NAME, "Missing key/value separator",                                        \
	  "Expected an equals sign (\"=\") to mark the beginning of the attribute value. If you "   \
	  "intended to given an attribute name containing periods or spaces, write the name in "    \
	  "quotes to create a string literal.")                                                     \
	M(OBJECT_SEPARATOR, "Missing attribute separator",                                          \
	  "Expected a newline or comma to mark the beginning of the next attribute.")               \
	M(FOR_TUPLE_KEY, "Invalid 'for' expression",                                                \
	  "Key expression is not valid when building a tuple.")                                     \
	M(FOR_TUPLE_GROUP, "Invalid 'for' expression",                                              \
	  "Grouping ellipsis (...) cannot be used when building a tuple.")                          \
	M(FOR_OBJECT_KEY, "Invalid 'for' expression",                                               \
	  "Key expression is required when building an object.")                                    \
	M(FOR_NAME, "Invalid 'for' expression", "For expression requires variable name after 'for'.") \
	M(FOR_VALUE_NAME, "Invalid 'for' expression",                                               \
	  "For expression requires value variable name after comma.")                               \
	M(FOR_IN, "Invalid 'for' expression",                                                       \
	  "For expression requires the 'in' keyword after its name declarations.")                  \
	M(FOR_COLON, "Invalid 'for' expression",                                                    \
	  "For expression requires a colon after the collection expression.")                       \
	M(FOR_EXTRA, "Invalid 'for' expression",                                                    \
	  "Extra characters after the end of the 'for' expression.")                                \
	/* ---- in templates ---- */                                                                \
	M(INTERP_EXTRA, "Extra characters after interpolation expression",                          \
	  "Expected a closing brace to end the interpolation expression, but found extra "          \
	  "characters.\n\nThis can happen when you include interpolation syntax for another "      \
	  "language, such as shell scripting, but forget to escape the interpolation start token. " \
	  "If this is an embedded sequence for another language, escape it by starting with "       \
	  "\"$${\" instead of just \"${\".")                                                          \
	/* where the directive is (file:line,column-column) */                                      \
	M(IF_END_F, "Unexpected end of template",                                                   \
	  "The if directive at %s is missing its corresponding endif directive.")                   \
	M(FOR_END_F, "Unexpected end of template",                                                  \
	  "The for directive at %s is missing its corresponding endfor directive.")                 \
	/* where the if directive is */                                                             \
	M(ELSE_AGAIN_F, "Unexpected else directive",                                                \
	  "Already in the else clause for the if started at %s.")                                   \
	M(ELSE_IN_FOR, "Unexpected else directive",                                                 \
	  "An else clause is not expected for a for directive.")                                    \
	/* where the if directive is */                                                             \
	M(ENDFOR_IN_IF_F, "Unexpected endfor directive",                                            \
	  "Expecting an endif directive for the if started at %s.")                                 \
	/* where the for directive is */                                                            \
	M(ENDIF_IN_FOR_F, "Unexpected endif directive",                                             \
	  "Expecting an endfor directive corresponding to the for directive at %s.")                \
	M(INTERP_UNCLOSED_EOF, "Unclosed template interpolation sequence",                          \
	  "There is no closing brace for this interpolation sequence before the end of the file. "  \
	  "This might be caused by incorrect nesting inside the given expression.")                 \
	M(INTERP_UNCLOSED_QUOTE, "Unclosed template interpolation sequence",                        \
	  "There is no closing brace for this interpolation sequence before the end of the quoted " \
	  "template. This might be caused by incorrect nesting inside the given expression.")       \
	M(INTERP_COLON, "Extra characters after interpolation expression",                          \
	  "Template interpolation doesn't expect a colon at this location. Did you intend this to " \
	  "be a literal sequence to be processed as part of another language? If so, you can "      \
	  "escape it by starting with \"$${\" instead of just \"${\".")                              \
	M(UNEXPECTED_ELSE, "Unexpected else directive", HCL_TEXT_UNBALANCED)                        \
	M(UNEXPECTED_ENDIF, "Unexpected endif directive", HCL_TEXT_UNBALANCED)                      \
	M(UNEXPECTED_ENDFOR, "Unexpected endfor directive", HCL_TEXT_UNBALANCED)                    \
	M(DIRECTIVE_KEYWORD, "Invalid template directive",                                          \
	  "A template directive keyword (\"if\", \"for\", etc) is expected at the beginning of a "  \
	  "%{ sequence.")                                                                           \
	/* the directive's keyword */                                                               \
	M(DIRECTIVE_EXTRA_F, "Extra characters in %s marker",                                       \
	  "Expected a closing brace to end the sequence, but found extra characters.")              \
	/* the word given, quoted, and a suggestion (or nothing) */                                 \
	M(CONTROL_KEYWORD_F, "Invalid template control keyword",                                    \
	  "%s is not a valid template control keyword.%s")                                          \
	M(DIR_FOR_NAME, "Invalid 'for' directive", "For directive requires variable name after 'for'.") \
	M(DIR_FOR_VALUE, "Invalid 'for' directive",                                                 \
	  "For directive requires value variable name after comma.")                                \
	M(DIR_FOR_IN, "Invalid 'for' directive", "For directive requires 'in' keyword after names.") \
	M(STRING_UNCLOSED, "Unterminated template string",                                          \
	  "No closing marker was found for the string.")                                            \
	M(TEMPLATE_END, "Unexpected end of template", HCL_TEXT_UNBALANCED)                          \
	M(EXPR_EXTRA, "Extra characters after expression",                                          \
	  "An expression was successfully parsed, but extra characters were found after it.")       \
	/* ---- the tree builders (hcl_ast.c) ---- */                                               \
	/* the argument's name, where it was set first */                                           \
	M(ATTR_REDEFINED_F, "Attribute redefined",                                                  \
	  "The argument \"%s\" was already set at %s. Each argument may be set only once.")         \
	/* the sequence's first character ($ or %), and it twice */                                 \
	M(LABEL_TEMPLATE_F, "Invalid string literal",                                               \
	  "Template sequences are not allowed in this string. To include a literal \"%s\", double " \
	  "it (as \"%s\") to escape it.")                                                           \
	/* the two numbers */                                                                       \
	M(LEGACY_INDEX_F, "Invalid legacy index syntax",                                            \
	  "When using the legacy index syntax, chaining two indexes together is not permitted. "    \
	  "Use the proper index syntax instead, like [%s][%s].")                                    \
	M(TOO_DEEP_SPLAT, "Nesting too deep",                                                       \
	  "Splat expressions are nested deeper than this parser accepts "                           \
	  "(" HCL_TEXT_STR(HCL_MAX_NESTING) " levels).")                                            \
	M(NESTED_SPLAT, "Nested splat expression not allowed",                                      \
	  "A splat expression (*) cannot be used inside another attribute-only splat expression.")   \
	M(ATTR_NAME, "Invalid attribute name", "An attribute name is required after a dot.")        \
	M(BAD_NUMBER, "Invalid number literal", "Failed to recognize the value of this number literal.") \
	M(LABEL_ITEM, "Invalid string literal", "This item is not valid in a string literal.")      \
	M(LABEL_UNCLOSED, "Unterminated string literal",                                            \
	  "Unable to find the closing quote mark before the end of the file.")                      \
	M(FUNC_NAME, "Missing function name",                                                       \
	  "Function scope resolution symbol :: must be followed by a function name in this scope.")  \
	M(FUNC_PAREN, "Missing open parenthesis",                                                   \
	  "Function selector must be followed by an open parenthesis to begin the function call.")

typedef enum {
#define HCL_MSG_ENUM(id, summary, detail) HCL_MSG_##id,
	HCL_MESSAGES(HCL_MSG_ENUM)
#undef HCL_MSG_ENUM
	HCL_MSG_COUNT
} hcl_msg;

/* A text to fill into a message's slot: len bytes at text. */
typedef struct hcl_text {
	const char *text;
	size_t len;
} hcl_text;

/* Records error message id over the bytes [start, end) of f. */
hcl_diag *hcl_diag_msg(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end);
/* The same for a row with slots (id ending in _F): the texts are built in
 * f's arena, with args[k] in the k-th "%s", the summary's first; nargs is
 * the number of slots. */
hcl_diag *hcl_diag_msgf(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end,
			const hcl_text *args, int nargs);
/* The same for a row whose one slot is the place of a template directive,
 * at [dstart, dend) ("FILE:L,C-C" or "FILE:L,C-L,C", as hcl writes a range). */
void hcl_diag_at_directive(hcl_file *f, hcl_msg id, uint32_t start, uint32_t end, uint32_t dstart,
			   uint32_t dend);

#endif
