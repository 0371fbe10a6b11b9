// Runs one bench module (default export: async () => rows) and prints its rows as JSON.
import { pathToFileURL } from 'node:url';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/bench-one.ts <file.bench.ts>');
const mod = await import(pathToFileURL(file).href);
const rows = await mod.default();
process.stdout.write(`\nBENCH_ROWS ${JSON.stringify(rows)}\n`);
process.exit(0);
