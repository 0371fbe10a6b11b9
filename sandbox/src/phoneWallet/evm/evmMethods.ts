/**
 * The phone wallet's `eip155` methods, as WalletConnect's Ethereum RPC reference and the wallets
 * (MetaMask) have them:
 * - `eth_sendTransaction` `[{ from, to?, data?, value?, gas?, nonce? }]` (hex quantities) → the
 *   transaction hash. Signed with the dev key and sent to the chain's anvil; fees and nonce are
 *   the node's. `from` must be the session's account.
 * - `personal_sign` `[message, address]` (message hex, else UTF-8 text) → the 65-byte signature
 *   (EIP-191), hex.
 * - `eth_signTypedData_v4` `[address, typedData]` (typed data as JSON text or object) → the
 *   EIP-712 signature, hex.
 * In the "wrong chain" mode a transaction goes to another EVM chain of the sandbox and typed data
 * is signed for that chain's id.
 */
import * as v from 'valibot';
import {
  createWalletClient,
  type Hex,
  http,
  isAddress,
  isHex,
  type TypedDataDefinition,
} from 'viem';
import { invalidParams, type MethodHandler } from '../walletRequest';
import { answeringChain, assertAccount, parse } from './evmRequest';
import { smartAccountMethods } from './smartAccount';

const hexQuantity = v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/)));
const TransactionSchema = v.object({
  from: v.pipe(v.string(), v.check(isAddress, 'not an address')),
  to: v.optional(v.pipe(v.string(), v.check(isAddress, 'not an address'))),
  data: v.optional(v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))),
  value: hexQuantity,
  gas: hexQuantity,
  nonce: hexQuantity,
});

const quantity = (hex: string | undefined) => (hex === undefined ? undefined : BigInt(hex));

const sendTransaction: MethodHandler = async (request) => {
  const [tx] = parse(v.tuple([TransactionSchema]), request.params, 'params');
  assertAccount(request, tx.from);
  const chain = answeringChain(request);
  if (!chain.rpcUrl) throw invalidParams(`${chain.caip2}: no local chain runs it`);
  const client = createWalletClient({ account: request.signer.evm, transport: http(chain.rpcUrl) });
  const gas = quantity(tx.gas);
  const nonce = quantity(tx.nonce);
  return client.sendTransaction({
    chain: null,
    ...(tx.to ? { to: tx.to as Hex } : {}),
    ...(tx.data ? { data: tx.data as Hex } : {}),
    value: quantity(tx.value) ?? 0n,
    ...(gas === undefined ? {} : { gas }),
    ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
  });
};

const personalSign: MethodHandler = async (request) => {
  const [message, address] = parse(v.tuple([v.string(), v.string()]), request.params, 'params');
  assertAccount(request, address);
  return request.signer.evm.signMessage({
    message: isHex(message) ? { raw: message } : message,
  });
};

const TypedDataSchema = v.object({
  domain: v.optional(v.record(v.string(), v.unknown())),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  message: v.record(v.string(), v.unknown()),
});

const signTypedData: MethodHandler = async (request) => {
  const [address, text] = parse(v.tuple([v.string(), v.unknown()]), request.params, 'params');
  assertAccount(request, address);
  let json: unknown = text;
  if (typeof text === 'string') {
    try {
      json = JSON.parse(text);
    } catch {
      throw invalidParams('params[1]: not JSON typed data');
    }
  }
  const typed = parse(TypedDataSchema, json, 'typed data');
  const domain = request.wrongChain
    ? { ...typed.domain, chainId: answeringChain(request).chainId }
    : typed.domain;
  // The shape is checked above; viem checks the types against the message as it hashes.
  return request.signer.evm.signTypedData({ ...typed, domain } as unknown as TypedDataDefinition);
};

export const evmMethods: Record<string, MethodHandler> = {
  eth_sendTransaction: sendTransaction,
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  ...smartAccountMethods,
};
