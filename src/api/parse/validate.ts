import * as v from 'valibot';
import { InvalidResponseError } from '../errors';

type Key = string | number | symbol | unknown;

/** `quotes[0].steps[1].inputAmount`, `tokens["1"][0]`: readable, copy-pasteable paths. */
export function joinPath(base: string, key: Key): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  const text = String(key);
  if (/^[A-Za-z_$][\w$]*$/.test(text)) return base === '' ? text : `${base}.${text}`;
  return `${base}[${JSON.stringify(text)}]`;
}

function issuePath(issue: v.BaseIssue<unknown>, base = ''): string {
  let path = base;
  for (const item of issue.path ?? []) path = joinPath(path, item.key);
  return path;
}

/** Runs a schema; on failure throws `InvalidResponseError` naming the first bad field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  basePath = '',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new InvalidResponseError(issuePath(issue, basePath), issue.message);
}
