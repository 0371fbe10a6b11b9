// `npm run lint:regex`: no regular expression in src/ or sandbox/src may take super-linear time to
// reject a string. A backtracking pattern on a link's parameter froze the page (a theme font of 27
// letters and a `!`), so every pattern is read here before it ships: each regex literal, each
// `RegExp('...')` and each string given to `match`, `matchAll` or `search`. scslre, the analysis
// behind eslint-plugin-regexp's no-super-linear-backtracking and no-super-linear-move rules, finds
// exponential and polynomial backtracking and quadratic moves. A pattern built at run time cannot
// be read, so outside tests one is an error. Arguments (files or folders) replace the default roots.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyse } from 'scslre';
import ts from 'typescript';

const ROOTS = ['src', 'sandbox/src'];
const SOURCE = /\.[cm]?[jt]sx?$/;
const DECLARATION = /\.d\.[cm]?ts$/;
// Tests build patterns from their own fixtures; the widget never runs them on anyone's input.
const TEST = /\.(?:test|spec|bench)\.[cm]?[jt]sx?$|[\\/]__fixtures__[\\/]|^src[\\/]test[\\/]/;
const STRING_PATTERN_METHODS = new Set(['match', 'matchAll', 'search']);

function* sourceFiles(path) {
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path, { recursive: true })) {
    const file = join(path, name);
    if (SOURCE.test(file) && !DECLARATION.test(file) && !file.includes('node_modules')) yield file;
  }
}

const literalText = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

function regexLiteral(node) {
  const { text } = node;
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

/** The patterns of one file: `{ node, literal }`, or `{ node, dynamic: true }` when not readable. */
function patternsOf(sourceFile) {
  const found = [];
  const visit = (node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      found.push({ node, literal: regexLiteral(node) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flagsNode] = node.arguments ?? [];
      const flags = flagsNode === undefined ? '' : literalText(flagsNode);
      const source =
        pattern && ts.isRegularExpressionLiteral(pattern)
          ? regexLiteral(pattern).source
          : literalText(pattern);
      found.push(
        source === undefined || flags === undefined
          ? { node, dynamic: true }
          : { node, literal: { source, flags } },
      );
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      STRING_PATTERN_METHODS.has(node.expression.name.text)
    ) {
      // `text.match('a+b')` makes a RegExp of the string.
      const source = literalText(node.arguments[0]);
      if (source !== undefined) found.push({ node, literal: { source, flags: '' } });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function explain(report) {
  const kind = report.exponential ? 'exponential backtracking' : 'polynomial backtracking';
  const attack = `a long run of /${report.character.literal.source}/ and a character that fails`;
  switch (report.type) {
    case 'Self':
      return `${kind}: ${report.quant.raw} repeats inside ${report.parentQuant.raw} (${attack})`;
    case 'Trade':
      return `${kind}: ${report.startQuant.raw} and ${report.endQuant.raw} can take the same characters (${attack})`;
    default:
      return `quadratic move: ${report.quant.raw} is tried again from each position of ${attack}`;
  }
}

const shown = (literal) => {
  const text = `/${literal.source}/${literal.flags}`;
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
};

const paths = process.argv.length > 2 ? process.argv.slice(2) : ROOTS;
const problems = [];
let patterns = 0;
let files = 0;
for (const root of paths) {
  for (const file of sourceFiles(root)) {
    files++;
    const name = relative(process.cwd(), file);
    const sourceFile = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const { node, literal, dynamic } of patternsOf(sourceFile)) {
      patterns++;
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(
        node.getStart(sourceFile),
      );
      const at = `${name}:${line + 1}:${character + 1}`;
      if (dynamic) {
        if (!TEST.test(name)) {
          problems.push(`${at} a RegExp built at run time: write it as a literal so it is checked`);
        }
        continue;
      }
      let reports;
      try {
        reports = analyse(literal).reports;
      } catch (error) {
        problems.push(`${at} ${shown(literal)} cannot be read: ${error.message}`);
        continue;
      }
      for (const report of reports) problems.push(`${at} ${shown(literal)} ${explain(report)}`);
    }
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `lint:regex: ${patterns} patterns in ${files} files, ${problems.length} super-linear or unreadable`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
