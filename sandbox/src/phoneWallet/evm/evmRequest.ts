import * as v from 'valibot';
import { invalidParams, notThisAccount, type WalletRequest } from '../walletRequest';

// What every `eip155` method of the phone wallet checks first: its parameters, its account and
// the chain it answers for.

export function parse<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
  what: string,
): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw invalidParams(`${what}: ${v.summarize(result.issues)}`);
  return result.output;
}

export function assertAccount(request: WalletRequest, address: string): void {
  if (address.toLowerCase() !== request.account.evm.address.toLowerCase()) {
    throw notThisAccount(`${address}: not this wallet's account`);
  }
}

/** The EVM chain that answers: the one asked, or in the "wrong chain" mode another one. */
export function answeringChain(request: WalletRequest) {
  const { evm } = request.chains;
  const asked = evm.findIndex((chain) => chain.caip2 === request.chainId);
  if (asked < 0) throw invalidParams(`${request.chainId}: not a chain of this wallet`);
  return evm[request.wrongChain ? (asked + 1) % evm.length : asked]!;
}
