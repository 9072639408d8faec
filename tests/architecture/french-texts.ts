import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * The French texts of a module, as readers get them: its string literals, template literal
 * parts and JSX text, with what breaks French typography in them. Code-like strings are left
 * out: module paths, SQL, and strings without a French word around the mark.
 */
export type TextProblem = { line: number; text: string; problem: string; start: number; end: number; fix: string };

/** A template literal's whole text with each `${…}` written `{}`, as an allow-list names it. */
function wholeTemplate(node: ts.Node, tree: ts.SourceFile): string | null {
  const template = ts.isTemplateHead(node)
    ? node.parent
    : ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
      ? node.parent.parent
      : null;
  if (!template || !ts.isTemplateExpression(template)) return null;
  return [template.head.text, ...template.templateSpans.map((span) => `{}${span.literal.text}`)].join('');
}

// An elided article or pronoun, then a straight apostrophe: « l'article », « qu'il », « aujourd'hui ».
const STRAIGHT_ELISION =
  /(?<![\p{L}\p{N}_-])((?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu|aujourd)(?:\\?'|&apos;|&#39;))(?=\p{L})/giu;
// A breakable space before « : ; ? ! » or inside « », where a line may break and leave the mark alone.
const BREAKABLE_BEFORE_MARK = /(?<=^|[\p{L}\p{N}»)\]’.…"])( )([:;?!»])(?=$|[\s)\].,’"'<`]|[:;?!»])/gu;
const BREAKABLE_AFTER_GUILLEMET = /(«)( )(?=$|[\p{L}\p{N}(‘’'"$])/gu;
// A Moroccan phone number written with ordinary spaces, which a line can split.
const BREAKABLE_PHONE = /\b0\d(?: \d{2}){4}\b/g;
const CODE_LIKE = /\b(?:SELECT|INSERT|UPDATE|DELETE|WHERE|PRAGMA|CREATE TABLE)\b|^[\w.-]*$/;

function problemsInText(
  text: string,
  offset: number,
  line: (position: number) => number,
  whole: string = text,
): TextProblem[] {
  if (CODE_LIKE.test(text)) return [];
  const problems: TextProblem[] = [];
  for (const match of text.matchAll(STRAIGHT_ELISION)) {
    const mark = match[1]!.replace(/(?:\\?'|&apos;|&#39;)$/, '');
    const at = match.index! + mark.length;
    const length = match[1]!.length - mark.length;
    problems.push({
      line: line(offset + at),
      text: whole,
      problem: `straight apostrophe in "${match[0]}"`,
      start: offset + at,
      end: offset + at + length,
      fix: '’',
    });
  }
  for (const pattern of [BREAKABLE_BEFORE_MARK]) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index!;
      problems.push({
        line: line(offset + at),
        text: whole,
        problem: `breakable space before ${match[2]}`,
        start: offset + at,
        end: offset + at + 1,
        fix: '\u00a0',
      });
    }
  }
  for (const match of text.matchAll(BREAKABLE_AFTER_GUILLEMET)) {
    const at = match.index! + 1;
    problems.push({
      line: line(offset + at),
      text: whole,
      problem: 'breakable space after «',
      start: offset + at,
      end: offset + at + 1,
      fix: '\u00a0',
    });
  }
  for (const match of text.matchAll(BREAKABLE_PHONE)) {
    for (let index = 0; index < match[0].length; index += 1) {
      if (match[0][index] !== ' ') continue;
      const at = match.index! + index;
      problems.push({
        line: line(offset + at),
        text: whole,
        problem: `breakable space in the phone number ${match[0]}`,
        start: offset + at,
        end: offset + at + 1,
        fix: '\u00a0',
      });
    }
  }
  return problems;
}

function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  if (
    ts.isCallExpression(parent) &&
    (parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'))
  )
    return true;
  return ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent);
}

function isSqlTemplate(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isTaggedTemplateExpression(current))
      return ts.isIdentifier(current.tag)
        ? current.tag.text === 'sql'
        : ts.isPropertyAccessExpression(current.tag) && current.tag.name.text === 'raw';
    if (
      ts.isTemplateExpression(current) ||
      ts.isTemplateSpan(current) ||
      ts.isNoSubstitutionTemplateLiteral(current) ||
      ts.isTemplateMiddle(current) ||
      ts.isTemplateTail(current) ||
      ts.isTemplateHead(current)
    )
      continue;
    return false;
  }
  return false;
}

/** Every typography problem in the texts of one module, with the position of the characters to replace. */
export function frenchTextProblems(file: string, source: string = readFileSync(file, 'utf8')): TextProblem[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const line = (position: number) => tree.getLineAndCharacterOfPosition(position).line + 1;
  const problems: TextProblem[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (!isModulePath(node) && !isSqlTemplate(node)) {
        // The raw source between the quotes or template delimiters: positions map one to one.
        const start = node.getStart(tree);
        const end = node.getEnd();
        const closing = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
        problems.push(
          ...problemsInText(
            source.slice(start + 1, end - closing),
            start + 1,
            line,
            wholeTemplate(node, tree) ?? undefined,
          ),
        );
      }
    } else if (ts.isJsxText(node)) {
      problems.push(...problemsInText(source.slice(node.getStart(tree), node.getEnd()), node.getStart(tree), line));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return problems;
}
