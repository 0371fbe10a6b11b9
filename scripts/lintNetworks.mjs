// `npm run lint:networks`: a network's differences live in its own folders (its engine adapter in
// src/execution/<network>/, its wallet stack in src/wallets/<network>/), not in comparisons spread
// over the house: adding a network touched about 30 files. This counts the comparisons with a
// network type (`x === 'evm'`, `case 'tron':`, each operand of `a === 'evm' || a === 'sol'`)
// outside those folders, and fails when the count grows past BUDGET (71 in 31 files when it was
// written; 6 once each network's steps, payload readers, wallet modules and facts were its own).
// Issue 26 allows at most GOAL. What is left compares a protocol's own field (the iframe bridge's
// 'evm' wallet), a chain id's form ('sol'), or one network's development chain.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const BUDGET = 6;
const GOAL = 10;
const NETWORK_TYPES = new Set(['evm', 'sol', 'tron', 'cosmos']);
const SOURCE = /\.tsx?$/;
const TEST = /\.(?:test|bench)\.tsx?$|[\\/]__fixtures__[\\/]|^src[\\/]test[\\/]/;
/** The adapters and the wallet stacks: where a network's own code belongs. */
const NETWORK_FOLDERS = /^src[\\/](?:execution|wallets)[\\/](?:evm|sol|solana|tron|cosmos)[\\/]/;

const isNetworkLiteral = (node) =>
  node !== undefined &&
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
  NETWORK_TYPES.has(node.text);

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The lines of `file` that compare something with a network type. */
function comparisons(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    const compares =
      (ts.isBinaryExpression(node) &&
        EQUALITY.has(node.operatorToken.kind) &&
        (isNetworkLiteral(node.left) || isNetworkLiteral(node.right))) ||
      (ts.isCaseClause(node) && isNetworkLiteral(node.expression));
    if (compares) found.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = readdirSync('src', { recursive: true })
  .map((name) => join('src', name))
  .filter((file) => SOURCE.test(file) && !TEST.test(file) && !NETWORK_FOLDERS.test(file));
const hits = files.flatMap((file) => comparisons(file).map((line) => `${file}:${line}`));
const fileCount = new Set(hits.map((hit) => hit.split(':')[0])).size;
if (hits.length > BUDGET) {
  console.error(hits.join('\n'));
  console.error(
    `\n${hits.length} network-type comparisons in ${fileCount} files outside the adapters and wallet stacks (budget ${BUDGET}, goal ${GOAL}): put the difference in the network's own folder.`,
  );
  process.exit(1);
}
console.log(
  `lint:networks: ${hits.length} network-type comparisons in ${fileCount} files outside the adapters and wallet stacks (budget ${BUDGET}, goal ${GOAL}).`,
);
