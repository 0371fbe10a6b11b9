import * as v from 'valibot';
import type { PriorityLevel } from '../api/types';

/** What the user chose in the settings dialog; persisted per widget instance. */
export interface WidgetSettings {
  /** Basis points; 50 = 0.5 %. */
  slippageBps: number;
  /** Wei when a number. Undefined = let the API decide. */
  evmPriorityFee?: number | PriorityLevel;
  /** Micro-lamports when a number. */
  solanaPriorityFee?: number | PriorityLevel;
  /** Lamports when a number. */
  solanaBundleTip?: number | PriorityLevel;
  lite: boolean;
  includeProviders: string[];
  excludeProviders: string[];
  /**
   * Empty string = send to the connected wallet. Remembered like every setting (someone paying a
   * cold wallet each time need not paste it again); since a remembered third-party address is easy
   * to forget, the card (`RecipientRow`) and the review always show it, with a Clear button.
   */
  recipient: string;
  /**
   * Approve the maximum instead of the exact amount a swap spends. Off by default: an unlimited
   * approval to a router is what the largest widget exploits drained.
   */
  unlimitedApprovals: boolean;
}

export const DEFAULT_SLIPPAGE_BPS = 50;
/** Above 50 % the user is almost certainly making a mistake; refused everywhere. */
export const MAX_SLIPPAGE_BPS = 5000;

export const PRIORITY_LEVELS: readonly PriorityLevel[] = [
  'low',
  'medium',
  'high',
  'ultra',
  'degen',
];

export function defaultSettings(): WidgetSettings {
  return {
    slippageBps: DEFAULT_SLIPPAGE_BPS,
    lite: false,
    includeProviders: [],
    excludeProviders: [],
    recipient: '',
    unlimitedApprovals: false,
  };
}

// Schemas for what comes back from storage: anyone with devtools (or another script on the host
// page) can write there, so every field is checked on its own and a bad one falls back to default.
const priorityFeeSchema = v.union([
  v.picklist(PRIORITY_LEVELS),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
]);
const providerListSchema = v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(100));
const slippageSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(0),
  v.maxValue(MAX_SLIPPAGE_BPS),
);
/** A recipient's text, typed or the integrator's `toAddress`: whether it is an address is `checkRecipient`'s. */
export const recipientTextSchema = v.pipe(v.string(), v.maxLength(128));
const fieldSchemas = {
  slippageBps: slippageSchema,
  evmPriorityFee: v.optional(priorityFeeSchema),
  solanaPriorityFee: v.optional(priorityFeeSchema),
  solanaBundleTip: v.optional(priorityFeeSchema),
  lite: v.boolean(),
  includeProviders: providerListSchema,
  excludeProviders: providerListSchema,
  recipient: recipientTextSchema,
  unlimitedApprovals: v.boolean(),
} as const;

type FieldName = keyof typeof fieldSchemas;

/** A slippage the widget accepts: whole basis points from 0 to `MAX_SLIPPAGE_BPS`. */
export function isSlippageBps(value: unknown): value is number {
  return v.is(slippageSchema, value);
}

/**
 * Returns `fallback` with every valid field of `raw` applied. Unknown fields are dropped,
 * invalid ones keep the fallback value; never throws.
 */
export function sanitizeSettings(raw: unknown, fallback: WidgetSettings): WidgetSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fallback;
  const record = raw as Record<string, unknown>;
  const out: WidgetSettings = { ...fallback };
  for (const name of Object.keys(fieldSchemas) as FieldName[]) {
    if (!(name in record)) continue;
    const result = v.safeParse(fieldSchemas[name], record[name]);
    if (result.success) (out as unknown as Record<string, unknown>)[name] = result.output;
  }
  return out;
}
