import { encodeFunctionData, type Hex } from 'viem';
import { sandboxSettlementAbi } from '../../../contracts/build/abis';
import { type EvmDeployment, NATIVE_ADDRESS } from './deploy';
import { OperatorSigner } from './operatorSigner';

/** A gasless order as SandboxSettlement takes it (`Order`), numbers as bigints. */
export interface SettlementOrderCall {
  maker: Hex;
  inputToken: Hex;
  inputAmount: bigint;
  outputToken: Hex;
  minOutputAmount: bigint;
  recipient: Hex;
  deadline: bigint;
  nonce: bigint;
}

const isNative = (token: string) => token.toLowerCase() === NATIVE_ADDRESS.toLowerCase();

/**
 * The solver's hand on one chain's settlement contract: `fill` signed with the solver key, paying
 * the output from the solver's funds (native coin as the call's value, tokens it approved to the
 * contract at deployment). Resolves with the fill's hash once it executed; throws if it reverted.
 */
export class EvmOrderSolver {
  readonly signer: OperatorSigner;

  constructor(readonly deployment: EvmDeployment) {
    this.signer = new OperatorSigner(
      deployment.rpcUrl,
      deployment.chainId,
      deployment.solver.privateKey,
    );
  }

  async fill(order: SettlementOrderCall, signature: Hex, outputAmount: bigint): Promise<Hex> {
    const data = encodeFunctionData({
      abi: sandboxSettlementAbi,
      functionName: 'fill',
      args: [order, signature, outputAmount],
    });
    const [receipt] = await this.signer.execute([
      {
        to: this.deployment.settlement,
        data,
        value: isNative(order.outputToken) ? outputAmount : 0n,
        gas: 250_000n,
      },
    ]);
    return receipt!.transactionHash;
  }
}
