import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A relative static import (`import x from "./y.js"`, `import "./y.js"`), minified or not. */
const RELATIVE_IMPORT = /\bimport\s*(?:[\w\s{},*$]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The JavaScript files that load with `entry`: it and what it imports statically, transitively
 * (never what it loads with `import()`). Paths as `join(dirname(entry), ...)` gives them.
 */
export function loadedWith(entry) {
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT))
      visit(join(dirname(file), spec));
  };
  visit(entry);
  return loaded;
}
