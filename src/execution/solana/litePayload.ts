/**
 * Lite-mode payloads (docs/routing-api.md §2.9): in lite mode `txnSol.data` holds JSON text of raw
 * instructions instead of a serialized transaction, and the client builds the transaction itself
 * (`liteAssembly.ts`). Two formats exist; they are told apart by their keys (`swapInstruction`
 * versus `instructionLists`), never by provider name, because public docs mislabel one example.
 *
 * No web3.js here: keys stay base58 strings (checked to be 32 bytes), instruction data is decoded
 * to bytes once, so this module is cheap to load before the Solana chunk is needed.
 */
import { base64, base64nopad } from '@scure/base';
import * as v from 'valibot';
import { isValidSolanaAddress } from '../../lib/addressFormats';
import { WidgetError, type WidgetErrorOptions } from '../../lib/widgetError';

interface LiteAccountMeta {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}

export interface LiteInstruction {
  programId: string;
  accounts: LiteAccountMeta[];
  data: Uint8Array;
}

/** First provider (a DEX aggregator's swap-instructions format). */
interface SwapInstructionsPayload {
  format: 'swapInstructions';
  computeBudgetInstructions: LiteInstruction[];
  setupInstructions: LiteInstruction[];
  tokenLedgerInstruction: LiteInstruction | null;
  swapInstruction: LiteInstruction;
  cleanupInstruction: LiteInstruction | null;
  /** E.g. a tip; runs last. */
  otherInstructions: LiteInstruction[];
  lookupTableAddresses: string[];
}

/** Second provider (a multi-chain DEX aggregator): a complete list, compute budget included. */
interface InstructionListsPayload {
  format: 'instructionLists';
  instructionLists: LiteInstruction[];
  lookupTableAddresses: string[];
}

export type LitePayload = SwapInstructionsPayload | InstructionListsPayload;

/** A lite payload that is not valid JSON, has neither or both formats' keys, or a bad field. */
export class LitePayloadError extends WidgetError {
  override name = 'LitePayloadError';
  /** The offending field, e.g. `swapInstruction.accounts[0].pubkey`; empty for the whole text. */
  readonly path: string;

  constructor(path: string, problem: string, options: WidgetErrorOptions = {}) {
    super(
      'INVALID_RESPONSE',
      'The swap instructions from the routing service cannot be used. Get a new quote.',
      { details: `lite payload${path ? ` ${path}` : ''}: ${problem}`, ...options },
    );
    this.path = path;
  }
}

const solanaKey = v.pipe(
  v.string(),
  v.check(isValidSolanaAddress, 'Expected a base58 public key of 32 bytes'),
);

/** Standard base64, padding optional (an empty string is empty data). */
const base64Bytes = v.pipe(
  v.string(),
  // Valibot functions the first load has already (see `txnDataHeadSchema`), not `rawTransform`.
  v.transform(decodeBase64),
  v.check((bytes) => bytes !== null, 'Expected base64 instruction data'),
  v.transform((bytes) => bytes ?? new Uint8Array()),
);

const instructionSchema = v.object({
  programId: solanaKey,
  accounts: v.array(
    v.object({ pubkey: solanaKey, isSigner: v.boolean(), isWritable: v.boolean() }),
  ),
  data: base64Bytes,
});

const instructionList = v.optional(v.array(instructionSchema), () => []);
const optionalInstruction = v.optional(v.nullable(instructionSchema), null);
const keyList = v.optional(v.array(solanaKey), () => []);

const swapInstructionsSchema = v.object({
  computeBudgetInstructions: instructionList,
  setupInstructions: instructionList,
  tokenLedgerInstruction: optionalInstruction,
  swapInstruction: instructionSchema,
  cleanupInstruction: optionalInstruction,
  otherInstructions: instructionList,
  addressLookupTableAddresses: keyList,
});

const instructionListsSchema = v.object({
  instructionLists: v.array(instructionSchema),
  addressLookupTableAccount: keyList,
});

/** Lite JSON starts with `{` (or `[`); a base64 transaction never contains either character. */
export function isLitePayloadText(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

/**
 * Parses the JSON text of `txnSol.data` in lite mode. A one-element array around the payload is
 * unwrapped (one provider's SDK accepts that form). Throws `LitePayloadError`.
 */
export function parseLitePayload(text: string): LitePayload {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new LitePayloadError('', 'not valid JSON', { cause });
  }
  if (Array.isArray(json) && json.length === 1) json = json[0];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new LitePayloadError('', 'expected a JSON object');
  }
  const hasSwap = 'swapInstruction' in json;
  const hasLists = 'instructionLists' in json;
  if (hasSwap === hasLists) {
    throw new LitePayloadError(
      '',
      hasSwap
        ? 'has both `swapInstruction` and `instructionLists`; the format is ambiguous'
        : 'has neither `swapInstruction` nor `instructionLists`',
    );
  }
  if (hasSwap) {
    const wire = check(swapInstructionsSchema, json);
    return {
      format: 'swapInstructions',
      computeBudgetInstructions: wire.computeBudgetInstructions,
      setupInstructions: wire.setupInstructions,
      tokenLedgerInstruction: wire.tokenLedgerInstruction,
      swapInstruction: wire.swapInstruction,
      cleanupInstruction: wire.cleanupInstruction,
      otherInstructions: wire.otherInstructions,
      lookupTableAddresses: wire.addressLookupTableAddresses,
    };
  }
  const wire = check(instructionListsSchema, json);
  return {
    format: 'instructionLists',
    instructionLists: wire.instructionLists,
    lookupTableAddresses: wire.addressLookupTableAccount,
  };
}

/**
 * The instructions in execution order. First format: compute budget, setup, token ledger (if
 * present), swap, cleanup (if present), then `otherInstructions`. Second format: as given.
 */
export function orderedLiteInstructions(payload: LitePayload): LiteInstruction[] {
  if (payload.format === 'instructionLists') return payload.instructionLists;
  return [
    ...payload.computeBudgetInstructions,
    ...payload.setupInstructions,
    ...(payload.tokenLedgerInstruction ? [payload.tokenLedgerInstruction] : []),
    payload.swapInstruction,
    ...(payload.cleanupInstruction ? [payload.cleanupInstruction] : []),
    ...payload.otherInstructions,
  ];
}

function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new LitePayloadError(formatPath(issue), issue.message);
}

function formatPath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    return text.length % 4 === 0 ? base64.decode(text) : base64nopad.decode(text);
  } catch {
    return null;
  }
}
