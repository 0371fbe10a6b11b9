import { type Address, encodeFunctionData, type Hex } from 'viem';
import { sandboxBridgeAbi } from '../../../contracts/build/abis';
import type { EvmDeployment } from './deploy';
import { OperatorSigner } from './operatorSigner';

/** The relayer's hand on one chain's bridge: `release` from its liquidity, signed with the relayer key. */
export class EvmBridgeOperator {
  readonly signer: OperatorSigner;

  constructor(readonly deployment: EvmDeployment) {
    this.signer = new OperatorSigner(
      deployment.rpcUrl,
      deployment.chainId,
      deployment.relayer.privateKey,
    );
  }

  /** Pays out and resolves with the transaction hash once it has executed successfully. */
  async release(args: {
    transferId: Hex;
    token: Address;
    recipient: Address;
    amount: bigint;
    srcChainId: bigint;
    srcTxHash: Hex;
  }): Promise<Hex> {
    const data = encodeFunctionData({
      abi: sandboxBridgeAbi,
      functionName: 'release',
      args: [
        args.transferId,
        args.token,
        args.recipient,
        args.amount,
        args.srcChainId,
        args.srcTxHash,
      ],
    });
    const [receipt] = await this.signer.execute([
      { to: this.deployment.bridge, data, gas: 200_000n },
    ]);
    return receipt!.transactionHash;
  }
}
