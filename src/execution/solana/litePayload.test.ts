import { readFileSync } from 'node:fs';
import { base58, base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { WidgetError } from '../../lib/widgetError';
import {
  isLitePayloadText,
  type LiteInstruction,
  LitePayloadError,
  orderedLiteInstructions,
  parseLitePayload,
} from './litePayload';

const fixture = (name: string) =>
  readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
const stripJsonc = (text: string) => text.replace(/^[ \t]*\/\/.*$/gm, '');

/** A deterministic valid key per placeholder name. */
const keyFor = (name: string) =>
  base58.encode(new Uint8Array(32).map((_, i) => (name.charCodeAt(i % name.length) + i) & 0xff));

/** Replaces placeholder keys and data in a shape-only fixture with valid values. */
function fillPlaceholders(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, k)]));
  }
  if (typeof value !== 'string') return value;
  if (key === 'data') return base64.encode(new TextEncoder().encode(value));
  if (key === 'programId' && value === 'ComputeBudget111111111111111111111111111111') return value;
  if (
    ['pubkey', 'programId', 'addressLookupTableAddresses', 'addressLookupTableAccount'].includes(
      key,
    )
  ) {
    return keyFor(value);
  }
  return value;
}

const dataText = (ix: LiteInstruction) => new TextDecoder().decode(ix.data);

function error(fn: () => unknown): LitePayloadError {
  try {
    fn();
  } catch (err) {
    if (err instanceof LitePayloadError) return err;
    throw err;
  }
  throw new Error('expected a LitePayloadError');
}

describe('parseLitePayload: first format (swapInstruction)', () => {
  it('rejects the documented example as-is, naming its abbreviated swap data', () => {
    const err = error(() =>
      parseLitePayload(fixture('jupiter-docs__swap-instructions__openapi-v1-example.json')),
    );
    expect(err).toBeInstanceOf(WidgetError);
    expect(err.code).toBe('INVALID_RESPONSE');
    expect(err.path).toBe('swapInstruction.data');
    expect(err.details).toMatchInlineSnapshot(
      `"lite payload swapInstruction.data: Expected base64 instruction data"`,
    );
    expect(err.shortMessage).toMatchInlineSnapshot(
      `"The swap instructions from the routing service cannot be used. Get a new quote."`,
    );
  });

  it('parses the documented example once its data is complete (null cleanup, empty extras)', () => {
    const text = fixture('jupiter-docs__swap-instructions__openapi-v1-example.json').replace(
      '3Dc2AAAAAAA...',
      '3Dc2AAAAAAA=',
    );
    const payload = parseLitePayload(text);
    expect(payload.format).toBe('swapInstructions');
    if (payload.format !== 'swapInstructions') return;
    expect(payload.cleanupInstruction).toBeNull();
    expect(payload.tokenLedgerInstruction).toBeNull();
    expect(payload.otherInstructions).toEqual([]);
    expect(payload.lookupTableAddresses).toEqual(['GxS6FiQ9RbErBB48mE34U4Jv13MdEJov4R1e5KgFzRFY']);
    expect(payload.computeBudgetInstructions[0]!.data).toEqual(base64.decode('AsBcAA=='));
    expect(payload.setupInstructions[0]!.data).toEqual(new Uint8Array());
    expect(payload.swapInstruction.programId).toBe('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4');
    expect(payload.swapInstruction.accounts[0]).toEqual({
      pubkey: 'BQ72nSv9f3PRyRKCBnHLVrerrv37CYTHm5h3s9VSGQDV',
      isSigner: true,
      isWritable: true,
    });
    expect(orderedLiteInstructions(payload).map((ix) => ix.programId)).toEqual([
      'ComputeBudget111111111111111111111111111111',
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4',
    ]);
  });

  it('orders compute budget, setup, token ledger, swap, cleanup, other (placeholder shape)', () => {
    const shape = JSON.parse(
      fixture('service-docs__lite-mode__jupiter-instruction-structure-placeholders.json'),
    );
    const filled = fillPlaceholders(shape) as Record<string, unknown>;
    const tip = { programId: keyFor('Tip'), accounts: [], data: base64.encode(Uint8Array.of(7)) };
    filled.otherInstructions = [tip];
    // Put the keys in an order unlike the execution order: order comes from meaning, not text.
    const reordered = Object.fromEntries(Object.entries(filled).reverse());
    const payload = parseLitePayload(JSON.stringify(reordered));
    const ordered = orderedLiteInstructions(payload);
    expect(ordered.map((ix) => ix.programId)).toEqual([
      'ComputeBudget111111111111111111111111111111',
      keyFor('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'), // setup
      keyFor('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), // token ledger
      keyFor('JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB'), // swap
      keyFor('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), // cleanup
      keyFor('Tip'),
    ]);
    expect(ordered.slice(0, 5).map(dataText)).toEqual(
      Array(5).fill('base64-encoded-instruction-data'),
    );
    expect(payload.lookupTableAddresses).toEqual([
      keyFor('AddressLookupTableAccount1'),
      keyFor('AddressLookupTableAccount2'),
    ]);
  });

  it('treats missing optional lists as empty', () => {
    const swap = { programId: keyFor('Swap'), accounts: [], data: '' };
    const payload = parseLitePayload(JSON.stringify({ swapInstruction: swap }));
    expect(orderedLiteInstructions(payload)).toHaveLength(1);
    expect(payload.lookupTableAddresses).toEqual([]);
  });
});

describe('parseLitePayload: second format (instructionLists)', () => {
  it('parses the placeholder shape once filled, keeping the given order', () => {
    const shape = JSON.parse(
      fixture('service-docs__lite-mode__okx-instruction-structure-placeholders.json'),
    );
    const filled = fillPlaceholders(shape) as { instructionLists: unknown[] };
    const second = { programId: keyFor('Second'), accounts: [], data: 'AQ==' };
    filled.instructionLists.push(second);
    const payload = parseLitePayload(JSON.stringify(filled));
    expect(payload.format).toBe('instructionLists');
    expect(payload.lookupTableAddresses).toEqual([keyFor('AddressLookupTableAccount1')]);
    const ordered = orderedLiteInstructions(payload);
    expect(ordered.map((ix) => ix.programId)).toEqual([keyFor('OKXProgramId'), keyFor('Second')]);
    expect(ordered[0]!.accounts.map((a) => a.isSigner)).toEqual([true, false]);
    expect(ordered[1]!.data).toEqual(Uint8Array.of(1));
  });

  it('parses the SDK-typed shape (extra fields ignored) and a one-element array around it', () => {
    const sdk = JSON.parse(
      stripJsonc(fixture('okx-SHAPE-ONLY__swap-instruction__from-okx-dex-sdk-types.jsonc')),
    );
    const filled = fillPlaceholders(sdk.data);
    for (const text of [JSON.stringify(filled), JSON.stringify([filled])]) {
      const payload = parseLitePayload(text);
      expect(payload.format).toBe('instructionLists');
      expect(orderedLiteInstructions(payload)).toHaveLength(1);
    }
  });

  it('rejects the abbreviated envelope example as invalid JSON', () => {
    const envelope = JSON.parse(fixture('service-docs__lite-mode__nextTx-txnSol-envelope.json'));
    const text = envelope.txnData.txnSol.data as string;
    expect(isLitePayloadText(text)).toBe(true);
    expect(error(() => parseLitePayload(text)).details).toBe('lite payload: not valid JSON');
  });
});

describe('parseLitePayload: errors', () => {
  const ix = { programId: keyFor('P'), accounts: [], data: '' };

  it.each([
    ['not json', '', 'not valid JSON'],
    ['null', '', 'expected a JSON object'],
    ['[1, 2]', '', 'expected a JSON object'],
    [JSON.stringify({ foo: 1 }), '', 'has neither `swapInstruction` nor `instructionLists`'],
    [
      JSON.stringify({ swapInstruction: ix, instructionLists: [ix] }),
      '',
      'has both `swapInstruction` and `instructionLists`; the format is ambiguous',
    ],
    [
      JSON.stringify({ instructionLists: [{ ...ix, programId: 'not-a-key' }] }),
      'instructionLists[0].programId',
      'Expected a base58 public key of 32 bytes',
    ],
    [
      JSON.stringify({
        instructionLists: [
          { ...ix, accounts: [{ pubkey: keyFor('x').slice(0, 20), isSigner: 1, isWritable: 1 }] },
        ],
      }),
      'instructionLists[0].accounts[0].pubkey',
      'Expected a base58 public key of 32 bytes',
    ],
    [
      JSON.stringify({ swapInstruction: { ...ix, data: 'not base64!' } }),
      'swapInstruction.data',
      'Expected base64 instruction data',
    ],
    [
      JSON.stringify({ swapInstruction: ix, addressLookupTableAddresses: ['0xabc'] }),
      'addressLookupTableAddresses[0]',
      'Expected a base58 public key of 32 bytes',
    ],
    [
      JSON.stringify({ swapInstruction: ix, setupInstructions: [{ programId: ix.programId }] }),
      'setupInstructions[0].accounts',
      'Invalid key: Expected "accounts" but received undefined',
    ],
  ])('rejects %s', (text, path, problem) => {
    const err = error(() => parseLitePayload(text));
    expect(err.path).toBe(path);
    expect(err.details).toBe(`lite payload${path ? ` ${path}` : ''}: ${problem}`);
  });
});

describe('isLitePayloadText', () => {
  it('tells lite JSON from a base64 transaction', () => {
    expect(isLitePayloadText('{"instructionLists":[]}')).toBe(true);
    expect(isLitePayloadText('  \n{"a":1}')).toBe(true);
    expect(isLitePayloadText('[{"a":1}]')).toBe(true);
    expect(isLitePayloadText('AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(false);
    expect(isLitePayloadText('')).toBe(false);
  });
});
