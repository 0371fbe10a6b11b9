import * as v from 'valibot';
import { cssColourSchema, cssFontSchema, cssLengthSchema, type ThemeTokens } from './widgetOptions';

/** Each token's schema and the custom property it sets on the widget's root (`src/styles.css`). */
const TOKENS = {
  accent: { schema: cssColourSchema, property: '--cw-accent' },
  accentText: { schema: cssColourSchema, property: '--cw-accent-text' },
  radius: { schema: cssLengthSchema, property: '--cw-radius' },
  font: { schema: cssFontSchema, property: '--cw-font' },
} as const satisfies Record<keyof ThemeTokens, { schema: v.GenericSchema; property: string }>;

const TOKEN_NAMES = Object.keys(TOKENS) as (keyof ThemeTokens)[];

/**
 * The theme tokens of a config no type checker has seen (plain JS, an element's property), each
 * checked on its own: a token that fails its pattern is left out (`rejected` names it, as
 * `themeTokens.<name>`), the others stay. Unknown names are rejected too, so a typo is told.
 */
export function checkThemeTokens(input: unknown): { tokens: ThemeTokens; rejected: string[] } {
  if (input === undefined) return { tokens: {}, rejected: [] };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { tokens: {}, rejected: ['themeTokens'] };
  }
  const record = input as Record<string, unknown>;
  const tokens: ThemeTokens = {};
  const rejected: string[] = [];
  for (const name of Object.keys(record)) {
    if (record[name] === undefined) continue;
    if (!TOKEN_NAMES.includes(name as keyof ThemeTokens)) {
      rejected.push(`themeTokens.${name}`);
      continue;
    }
    const token = name as keyof ThemeTokens;
    const result = v.safeParse(TOKENS[token].schema, record[token]);
    if (result.success) tokens[token] = result.output;
    else rejected.push(`themeTokens.${token}`);
  }
  return { tokens, rejected };
}

/**
 * The tokens as the root's inline custom properties. Inline, they win over both themes' values
 * in the stylesheet, so one accent serves light and dark. Only checked tokens may come here.
 */
export function themeTokenStyle(tokens: ThemeTokens): Record<string, string> {
  const style: Record<string, string> = {};
  for (const name of TOKEN_NAMES) {
    const value = tokens[name];
    if (value !== undefined) style[TOKENS[name].property] = value;
  }
  return style;
}
