import type { TxnPayloadReader } from '../api/parse/txnPayloadReader';
import type { NetworkType } from '../api/types';
import type { EffectSimulation } from './effects/accountEffects';
import type { Signers } from './signers';
import type { StepRun } from './stepRun';

/**
 * What the engine asks of one network: the port each network's folder answers
 * (`<network>/<network>Engine.ts`), so the run loop and Review's preview look a network up
 * instead of comparing types.
 */
export interface NetworkEngine {
  /** Runs one step through the network's checks, simulated effect, wallet, send and follow. */
  runStep(run: StepRun, signers: Signers): Promise<void>;
  /**
   * The step's transaction as the run would choose, check and simulate it, nothing signed:
   * `skipped` when it signs nothing, `order` when it signs an order instead.
   */
  previewStep(run: StepRun): Promise<EffectSimulation | 'skipped' | 'order'>;
}

/** What the engine needs of a network's registration, each part loaded when first needed. */
export interface EngineRegistration {
  /** Its engine, loaded with its first step. */
  engine(): Promise<NetworkEngine>;
  /**
   * Its `/nextTx` payload's reader, loaded with the first answer to parse (the routing client is
   * handed it too): a step is held to the field it names.
   */
  payload(): Promise<TxnPayloadReader>;
}

/**
 * Every network type's registration, handed in by the composition root (`src/networks/`): the
 * engine never imports a network's code by its name.
 */
export type NetworkRegistrations = Readonly<Record<NetworkType, EngineRegistration>>;

/** The engine of `type`; undefined for one no network registered (storage's word, say). */
export function networkEngine(
  networks: NetworkRegistrations,
  type: string,
): Promise<NetworkEngine> | undefined {
  return Object.hasOwn(networks, type) ? networks[type as NetworkType].engine() : undefined;
}
