import { isAddress } from 'viem';
import type { Step, TypedDataPayload } from '../../api/types';
import { UnsafeTransactionError } from '../errors';
import type { EvmTypedData } from '../signers';

/**
 * The checks of a `sign-typed` step's EIP-712 payload before any wallet is asked. A signed order
 * moves the user's tokens as surely as a transaction, and the wallet shows little of it, so the
 * widget reads it first and signs only an order it can account for, in every field, against the
 * route the user confirmed. The first broken rule throws `UnsafeTransactionError`; nothing is
 * signed.
 *
 * Only orders of a shape in `ORDER_SHAPES` are read (today one: the flat intent order the sandbox's
 * `tide` provider hands out, docs/routing-api.md §4.7); any other typed data, Permit2 permits
 * included, is refused (`order-type`) until its shape and the meaning of its fields are added.
 */

/** One order shape: its fields in order (the EIP-712 struct), and which field plays which role. */
interface OrderShape {
  fields: ReadonlyArray<{ name: string; type: 'address' | 'uint256' }>;
  roles: Record<OrderRole, string>;
}

type OrderRole =
  | 'maker'
  | 'inputToken'
  | 'inputAmount'
  | 'outputToken'
  | 'minOutputAmount'
  | 'recipient'
  | 'deadline'
  | 'nonce';

/** The flat intent order: who gives what, what must arrive where at least, until when, once. */
const FLAT_INTENT_ORDER: OrderShape = {
  fields: [
    { name: 'maker', type: 'address' },
    { name: 'inputToken', type: 'address' },
    { name: 'inputAmount', type: 'uint256' },
    { name: 'outputToken', type: 'address' },
    { name: 'minOutputAmount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'deadline', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
  ],
  roles: {
    maker: 'maker',
    inputToken: 'inputToken',
    inputAmount: 'inputAmount',
    outputToken: 'outputToken',
    minOutputAmount: 'minOutputAmount',
    recipient: 'recipient',
    deadline: 'deadline',
    nonce: 'nonce',
  },
};

const ORDER_SHAPES: readonly OrderShape[] = [FLAT_INTENT_ORDER];

/** The EIP-712 domain fields an order may use, in the order EIP-712 hashes them. */
const DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const;

/** An order valid for longer than this could be filled long after the user forgot it. */
export const MAX_ORDER_LIFETIME_SECONDS = 24 * 60 * 60;

export interface TypedOrderContext {
  /** The step as `/createTx` gave it (already checked against the route). */
  step: Step;
  typedData: TypedDataPayload;
  /** The connected wallet: the only maker the widget signs for. */
  account: string;
  /** Who must receive the output: the route's recipient on its last step, else the wallet. */
  recipient: string;
  /** The least the order may ask for: the route's minimum on its last step. */
  minOutput: bigint;
  /**
   * On the route's last step, the least the user agreed to receive (`Execution.confirmedMinOutput`,
   * what they reviewed or accepted): the order's floor must reach it too, whatever the route says.
   */
  agreedMinOutput?: bigint | undefined;
  /**
   * The contract given before for this step (a retry) or approved for it (the approval step's
   * spender): the order's verifying contract must be it. Undefined: none was given yet.
   */
  knownContract?: string | undefined;
  /** Unix ms. */
  now: number;
}

/** What the wallet will be asked to sign, once every rule passed. */
export interface CheckedTypedOrder {
  chainId: number;
  verifyingContract: `0x${string}`;
  /** The typed data as checked: only the order's own type, numbers as bigints. */
  typedData: EvmTypedData;
  inputAmount: bigint;
  minOutputAmount: bigint;
  /** Unix seconds. */
  deadline: bigint;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const MAX_UINT256 = 2n ** 256n - 1n;

/**
 * The rules, in order:
 * - `order-type`: a shape this widget reads (the primary type's fields exactly those of a known
 *   order, no other struct; a stated `EIP712Domain` matching the domain; domain fields of the
 *   right types, no others; every message field present and well formed);
 * - `order-chain`: the domain names the step's chain (a signature without one is valid anywhere);
 * - `order-contract`: the verifying contract is the one given for this route before;
 * - `order-maker`: the maker is the connected wallet;
 * - `order-input`: it gives exactly the step's input token and amount;
 * - `order-output`: it asks for the step's output token, at least `minOutput`;
 * - `order-minimum`: it asks for at least `agreedMinOutput`, the minimum the user agreed to (a
 *   fresh route's own minimum may be lower than what was reviewed);
 * - `order-recipient`: the output goes to `recipient`;
 * - `order-deadline`: it has not expired and expires within a day.
 * The nonce is not checked: the settlement contract makes it single-use.
 */
export function checkTypedOrder(ctx: TypedOrderContext): CheckedTypedOrder {
  const { step, typedData } = ctx;
  const shape = orderShapeOf(typedData);
  const domain = checkedDomain(typedData);
  const message = checkedMessage(shape, typedData.message);
  const role = (r: OrderRole) => message[shape.roles[r]];
  const address = (r: OrderRole) => role(r) as string;
  const amount = (r: OrderRole) => role(r) as bigint;

  const stepChain = Number(step.from.chainId);
  if (domain.chainId === undefined || domain.chainId !== stepChain) {
    throw new UnsafeTransactionError(
      'order-chain',
      `order chain ${domain.chainId ?? 'not stated'}, step chain ${step.from.chainId}`,
    );
  }
  if (ctx.knownContract !== undefined && !same(ctx.knownContract, domain.verifyingContract)) {
    throw new UnsafeTransactionError(
      'order-contract',
      `order contract ${domain.verifyingContract}, given before ${ctx.knownContract}`,
    );
  }
  if (!same(address('maker'), ctx.account)) {
    throw new UnsafeTransactionError(
      'order-maker',
      `order maker ${address('maker')}, wallet ${ctx.account}`,
    );
  }
  if (
    !same(address('inputToken'), step.from.address) ||
    amount('inputAmount') !== step.inputAmount
  ) {
    throw new UnsafeTransactionError(
      'order-input',
      `order gives ${amount('inputAmount')} of ${address('inputToken')}, step spends ${step.inputAmount} of ${step.from.address}`,
    );
  }
  if (!same(address('outputToken'), step.to.address) || amount('minOutputAmount') < ctx.minOutput) {
    throw new UnsafeTransactionError(
      'order-output',
      `order asks at least ${amount('minOutputAmount')} of ${address('outputToken')}, route at least ${ctx.minOutput} of ${step.to.address}`,
    );
  }
  if (ctx.agreedMinOutput !== undefined && amount('minOutputAmount') < ctx.agreedMinOutput) {
    throw new UnsafeTransactionError(
      'order-minimum',
      `order asks at least ${amount('minOutputAmount')}, the user agreed to at least ${ctx.agreedMinOutput}`,
    );
  }
  if (!same(address('recipient'), ctx.recipient)) {
    throw new UnsafeTransactionError(
      'order-recipient',
      `order pays ${address('recipient')}, recipient ${ctx.recipient}`,
    );
  }
  const nowSeconds = BigInt(Math.floor(ctx.now / 1000));
  const deadline = amount('deadline');
  if (deadline <= nowSeconds || deadline > nowSeconds + BigInt(MAX_ORDER_LIFETIME_SECONDS)) {
    throw new UnsafeTransactionError(
      'order-deadline',
      `order deadline ${deadline}, now ${nowSeconds} (at most ${MAX_ORDER_LIFETIME_SECONDS} s ahead)`,
    );
  }
  return {
    chainId: domain.chainId,
    verifyingContract: domain.verifyingContract,
    typedData: {
      domain: domain.fields,
      types: { [typedData.primaryType]: shape.fields.map((f) => ({ ...f })) },
      primaryType: typedData.primaryType,
      message,
    },
    inputAmount: amount('inputAmount'),
    minOutputAmount: amount('minOutputAmount'),
    deadline,
  };
}

function notAnOrder(details: string): UnsafeTransactionError {
  return new UnsafeTransactionError('order-type', details);
}

/** The known shape the primary type has, field for field; nothing else may be in `types`. */
function orderShapeOf({ types, primaryType }: TypedDataPayload): OrderShape {
  const fields = Object.hasOwn(types, primaryType) ? types[primaryType] : undefined;
  const others = Object.keys(types).filter((t) => t !== primaryType && t !== 'EIP712Domain');
  const shape = ORDER_SHAPES.find(
    (s) =>
      fields?.length === s.fields.length &&
      s.fields.every((f, i) => fields[i]?.name === f.name && fields[i]?.type === f.type),
  );
  if (!shape || others.length > 0) {
    const listed = fields?.map((f) => `${f.type} ${f.name}`).join(', ') ?? 'undefined';
    throw notAnOrder(
      `${primaryType}(${listed})${others.length > 0 ? ` with ${others.join(', ')}` : ''} is no order shape this widget reads`,
    );
  }
  return shape;
}

interface CheckedDomain {
  chainId: number | undefined;
  verifyingContract: `0x${string}`;
  /** The domain with `chainId` as a number. */
  fields: Record<string, unknown>;
}

function checkedDomain({ domain, types }: TypedDataPayload): CheckedDomain {
  const keys = Object.keys(domain);
  const unknown = keys.find((k) => !DOMAIN_FIELDS.some((f) => f.name === k));
  if (unknown !== undefined) throw notAnOrder(`domain field ${unknown.slice(0, 40)}`);
  const declared = Object.hasOwn(types, 'EIP712Domain') ? types.EIP712Domain : undefined;
  if (declared) {
    const expected = DOMAIN_FIELDS.filter((f) => keys.includes(f.name));
    const matches =
      declared.length === expected.length &&
      expected.every((f, i) => declared[i]?.name === f.name && declared[i]?.type === f.type);
    if (!matches) throw notAnOrder('EIP712Domain does not describe the domain');
  }
  for (const name of ['name', 'version'] as const) {
    if (domain[name] !== undefined && typeof domain[name] !== 'string') {
      throw notAnOrder(`domain ${name} is not text`);
    }
  }
  const contract = domain.verifyingContract;
  if (typeof contract !== 'string' || !isAddress(contract, { strict: false })) {
    throw notAnOrder('domain verifyingContract is not an address');
  }
  let chainId: number | undefined;
  if (domain.chainId !== undefined) {
    const id = uint(domain.chainId);
    if (id === undefined || id === 0n || id > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw notAnOrder('domain chainId is not a chain id');
    }
    chainId = Number(id);
  }
  const fields: Record<string, unknown> = { ...domain };
  if (chainId !== undefined) fields.chainId = chainId;
  return { chainId, verifyingContract: contract as `0x${string}`, fields };
}

/** Every field of the shape, well formed: addresses as text, numbers as bigints. */
function checkedMessage(
  shape: OrderShape,
  message: Record<string, unknown>,
): Record<string, string | bigint> {
  const extra = Object.keys(message).find((k) => !shape.fields.some((f) => f.name === k));
  if (extra !== undefined)
    throw notAnOrder(`message field ${extra.slice(0, 40)} is not in the type`);
  const checked: Record<string, string | bigint> = {};
  for (const { name, type } of shape.fields) {
    const value = Object.hasOwn(message, name) ? message[name] : undefined;
    if (type === 'address') {
      if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
        throw notAnOrder(`message ${name} is not an address`);
      }
      checked[name] = value;
    } else {
      const n = uint(value);
      if (n === undefined) throw notAnOrder(`message ${name} is not a uint256`);
      checked[name] = n;
    }
  }
  return checked;
}

/** A uint256 from JSON: decimal or 0x text, a safe integer, or a bigint; undefined otherwise. */
function uint(value: unknown): bigint | undefined {
  let n: bigint | undefined;
  if (typeof value === 'bigint') n = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) n = BigInt(value);
  else if (typeof value === 'string' && /^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) {
    n = BigInt(value);
  }
  return n !== undefined && n >= 0n && n <= MAX_UINT256 ? n : undefined;
}
