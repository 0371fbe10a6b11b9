import { InvalidResponseError } from '../errors';

/**
 * Smallest units from a wire amount that is either an integer (`"1459098923"`) or a display
 * decimal (`"1459.098923"`). Extra fraction digits beyond `decimals` are cut, never rounded up,
 * so a minimum is never overstated.
 */
export function unitsFromWire(value: string, decimals: number, path: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match)
    throw new InvalidResponseError(path, `Not a decimal amount: ${JSON.stringify(value)}`);
  const whole = match[1] ?? '0';
  if (match[2] === undefined) return BigInt(whole); // no decimal point: already smallest units
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(whole + fraction);
}

/** A USD figure sent as number or string. */
export function usdFromWire(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}
