/**
 * Payments the relayer makes on the Cosmos ledger: an incoming transfer paid from the bridge's
 * reserve (as an IBC packet received), or a transfer out refunded from the channel's escrow (as
 * an acknowledgement with an error refunds it). Each is a transaction of its own on the ledger.
 */

import { toBech32 } from '@cosmjs/encoding';
import { type Hex, hexToBytes, keccak256, stringToBytes } from 'viem';
import { DeliveryError } from '../errors';
import { escrowAddress } from './accounts';
import type { CosmosChain } from './startCosmosLedger';

function transfer(
  chain: CosmosChain,
  from: string,
  to: string,
  denom: string,
  amount: bigint,
  memo: string,
) {
  const record = chain.ledger.ledgerTransfer(
    from,
    to,
    [{ denom, amount: amount.toString() }],
    memo,
  );
  if (record.code !== 0) {
    throw new DeliveryError('The Cosmos ledger refused the payment', { details: record.rawLog });
  }
  return record.hash;
}

/** Pays `amount` of `denom` from the bridge's reserve; returns the ledger's transaction hash. */
export function payFromBridge(
  chain: CosmosChain,
  denom: string,
  recipient: string,
  amount: bigint,
  reference: string,
): string {
  return transfer(chain, chain.bridge, recipient, denom, amount, `sbx-${reference}`);
}

/** Gives an IBC transfer's escrowed coins back to its sender. */
export function refundFromEscrow(
  chain: CosmosChain,
  channel: string,
  sender: string,
  denom: string,
  amount: bigint,
  reference: string,
): string {
  return transfer(
    chain,
    escrowAddress('transfer', channel, chain.prefix),
    sender,
    denom,
    amount,
    `sbx-${reference}`,
  );
}

/**
 * A bridge deposit's bytes32 destination token or recipient on the Cosmos ledger (the inverse of
 * the API's `toBytes32`): an account's 20 bytes left-padded, a denom its keccak256.
 */
export function fromCosmosBytes32(chain: CosmosChain, value: Hex, isToken: boolean): string {
  if (isToken) {
    const denom = chain.denoms.find(
      (d) => keccak256(stringToBytes(d.denom)) === value.toLowerCase(),
    );
    return denom?.denom ?? value;
  }
  return toBech32(chain.prefix, hexToBytes(value).subarray(12));
}
