import { readFileSync } from 'node:fs';

/** Test helpers: read a fixture from this folder as text or as JSON. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
}

export function fixtureJson(name: string): unknown {
  return JSON.parse(fixtureText(name));
}

/** Best effort for the `.jsonc` excerpts: drop comments and trailing commas. */
export function stripJsonc(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^[ \t]*\/\/.*$/gm, '')
    .replace(/,(\s*[\]}])/g, '$1');
}

/** A deep copy that tests can mutate. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

type Obj = Record<string, unknown>;

/** `body.data.quotes[0].steps[1]`-style access for tests, without non-null noise. */
export function dig(value: unknown, ...keys: Array<string | number>): Obj {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) throw new Error(`no ${String(key)}`);
    current = (current as Obj)[key];
  }
  if (typeof current !== 'object' || current === null) throw new Error('not an object');
  return current as Obj;
}
