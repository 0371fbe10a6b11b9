/**
 * The order a Solana intent swap carries on chain, as a Memo: what the user wants for the input
 * they transfer to the solver vault. One line, `|`-separated, so it stays small in a 1232-byte
 * transaction:
 *   sbx2|<orderId>|<dstChain>|<outputToken>|<recipient>|<minAmountOut>|<quotedAmountOut>|<deadline>
 * dstChain is 'sol', an EVM or Tron chain id, or the Cosmos chain id; outputToken is a mint,
 * 'SOL', an EVM address, or a Cosmos denom (`uatom`, `ibc/…`); Tron tokens and recipients go as
 * their 20-byte body, as the Tron ledger's contracts know them;
 * quotedAmountOut is the route's output, the most the solver pays (it keeps the route's fees);
 * deadline is Unix seconds (the transaction must land by then).
 */
export interface SwapOrder {
  orderId: string;
  dstChain: string;
  outputToken: string;
  recipient: string;
  minAmountOut: bigint;
  quotedAmountOut: bigint;
  deadline: number;
}

const PREFIX = 'sbx2';
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Chain ids, addresses and denoms: letters, digits, `-` (`sandbox-cosmos-1`), `/` (`ibc/…`). */
const FIELD = /^[A-Za-z0-9/-]{1,80}$/;

export function encodeOrderMemo(order: SwapOrder): string {
  if (!ORDER_ID.test(order.orderId)) throw new Error(`orderId must match ${ORDER_ID}`);
  for (const [name, value] of Object.entries({
    dstChain: order.dstChain,
    outputToken: order.outputToken,
    recipient: order.recipient,
  })) {
    if (!FIELD.test(value)) throw new Error(`${name} is not a valid chain id or address: ${value}`);
  }
  if (order.minAmountOut < 0n) throw new Error('minAmountOut must not be negative');
  if (order.quotedAmountOut < order.minAmountOut) {
    throw new Error('quotedAmountOut must not be below minAmountOut');
  }
  return [
    PREFIX,
    order.orderId,
    order.dstChain,
    order.outputToken,
    order.recipient,
    order.minAmountOut,
    order.quotedAmountOut,
    order.deadline,
  ].join('|');
}

export function decodeOrderMemo(text: string): SwapOrder | undefined {
  const parts = text.split('|');
  if (parts.length !== 8 || parts[0] !== PREFIX) return undefined;
  const [, orderId, dstChain, outputToken, recipient, minOut, quotedOut, deadline] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (!ORDER_ID.test(orderId) || ![dstChain, outputToken, recipient].every((f) => FIELD.test(f))) {
    return undefined;
  }
  const amount = /^\d{1,78}$/;
  if (!amount.test(minOut) || !amount.test(quotedOut) || !/^\d{1,12}$/.test(deadline)) {
    return undefined;
  }
  return {
    orderId,
    dstChain,
    outputToken,
    recipient,
    minAmountOut: BigInt(minOut),
    quotedAmountOut: BigInt(quotedOut),
    deadline: Number(deadline),
  };
}
