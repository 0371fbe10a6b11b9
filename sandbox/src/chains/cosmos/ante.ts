/**
 * The ante handler, in the SDK's decorator order: signer count, timeout height, memo size, gas
 * for the transaction's bytes, the minimum fee (when a node checks a transaction for its mempool),
 * the fee taken from the first signer, public keys set, then per signer the sequence and the
 * signature, and every signer's sequence incremented. Runs on a state branch: a refusal changes
 * nothing.
 */
import { fromBase64 } from '@cosmjs/encoding';
import { decodePubkey } from '@cosmjs/proto-signing';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { moduleAddress } from './accounts';
import { sendCoins } from './bank';
import type { DecodedTx } from './decodeTx';
import { addressOfPubKey } from './keys';
import { type CosmosLedgerParams, GAS, requiredFee } from './params';
import { sdkError } from './sdkErrors';
import { signBytes, verifySecp256k1 } from './signature';
import type { Coin, LedgerState } from './state';

/** check: CheckTx (mempool admission); deliver: in a block; simulate: `/simulate`. */
export type RunMode = 'check' | 'deliver' | 'simulate';

export interface GasMeter {
  limit: bigint | undefined;
  used: bigint;
  consume(amount: bigint, where: string): void;
}

export function gasMeter(limit: bigint | undefined): GasMeter {
  return {
    limit,
    used: 0n,
    consume(amount, where) {
      this.used += amount;
      if (this.limit !== undefined && this.used > this.limit) {
        throw sdkError(
          'outOfGas',
          `out of gas in location: ${where}; gasWanted: ${this.limit}, gasUsed: ${this.used}`,
        );
      }
    },
  };
}

const coinText = (coins: readonly Coin[]) => coins.map((c) => `${c.amount}${c.denom}`).join(',');

function signerPubKey(tx: DecodedTx, index: number): Uint8Array | undefined {
  const any = tx.authInfo.signerInfos[index]?.publicKey;
  if (!any) return undefined;
  try {
    const pubkey = decodePubkey(any);
    if (pubkey.type !== 'tendermint/PubKeySecp256k1') return undefined;
    return fromBase64(pubkey.value as string);
  } catch {
    return undefined;
  }
}

export function runAnte(
  state: LedgerState,
  tx: DecodedTx,
  params: CosmosLedgerParams,
  ctx: { mode: RunMode; height: bigint; gas: GasMeter },
): void {
  const { signers, authInfo } = tx;
  const signatures = tx.raw.signatures;
  if (signatures.length === 0) throw sdkError('noSignatures', 'no signatures supplied');
  if (signatures.length !== signers.length || authInfo.signerInfos.length !== signers.length) {
    throw sdkError(
      'unauthorized',
      `wrong number of signers; expected ${signers.length}, got ${signatures.length}`,
    );
  }
  const timeout = tx.body.timeoutHeight;
  if (timeout > 0n && ctx.height > timeout) {
    throw sdkError(
      'txTimeoutHeight',
      `tx has timed out; timeout height: ${timeout}, current height: ${ctx.height}`,
    );
  }
  if (tx.body.memo.length > params.maxMemoChars) {
    throw sdkError(
      'memoTooLarge',
      `maximum number of characters is ${params.maxMemoChars} but received ${tx.body.memo.length} characters`,
    );
  }
  ctx.gas.consume(GAS.perTxByte * BigInt(tx.size) + GAS.ante, 'txSize');

  const fee = authInfo.fee;
  const feeCoins = fee?.amount ?? [];
  const gasLimit = fee?.gasLimit ?? 0n;
  if (fee?.granter) throw sdkError('invalidRequest', 'fee grants are not enabled');
  const payer = fee?.payer || signers[0]!;
  if (!signers.includes(payer))
    throw sdkError('unauthorized', `fee payer ${payer} is not a signer`);
  if (ctx.mode === 'check') {
    const required = requiredFee(params.minGasPrice, gasLimit);
    const paid = BigInt(feeCoins.find((c) => c.denom === params.nativeDenom)?.amount ?? '0');
    if (required > 0n && paid < required) {
      throw sdkError(
        'insufficientFee',
        `insufficient fees; got: ${coinText(feeCoins) || '0'} required: ${required}${params.nativeDenom}`,
      );
    }
  }
  if (!state.account(payer))
    throw sdkError('unknownAddress', `fee payer address: ${payer} does not exist`);
  if (feeCoins.length > 0) {
    sendCoins(state, payer, moduleAddress('fee_collector', params.prefix), feeCoins);
  }

  signers.forEach((address, i) => {
    const account = state.account(address);
    if (!account) throw sdkError('unknownAddress', `account ${address} does not exist`);
    const offered = signerPubKey(tx, i);
    if (!account.pubKey) {
      if (!offered) throw sdkError('invalidPubKey', 'pubkey on account is not set');
      if (addressOfPubKey(offered, params.prefix) !== address) {
        throw sdkError(
          'invalidPubKey',
          `pubKey does not match signer address ${address} with signer index: ${i}`,
        );
      }
      state.updateAccount(address, { pubKey: offered });
    }
    ctx.gas.consume(GAS.perSignature, 'sigGas');
  });

  signers.forEach((address, i) => {
    const account = state.account(address)!;
    const info = authInfo.signerInfos[i]!;
    if (info.sequence !== account.sequence) {
      throw sdkError(
        'wrongSequence',
        `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`,
      );
    }
    if (ctx.mode === 'simulate') return; // simulations carry no signature
    const mode = info.modeInfo?.single?.mode;
    const known =
      mode === SignMode.SIGN_MODE_DIRECT || mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON;
    const bytes = known
      ? signBytes(tx, mode, {
          chainId: params.chainId,
          accountNumber: account.accountNumber,
          sequence: account.sequence,
        })
      : undefined;
    if (!bytes || !account.pubKey || !verifySecp256k1(signatures[i]!, bytes, account.pubKey)) {
      const amino = mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON;
      throw sdkError(
        'unauthorized',
        amino
          ? `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${params.chainId})`
          : `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${params.chainId})`,
      );
    }
  });
  for (const address of signers) {
    const account = state.account(address)!;
    state.updateAccount(address, { sequence: account.sequence + 1n });
  }
}
