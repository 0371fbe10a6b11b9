import type { Deployment } from '../catalog/deployment';
import type { StepPlan, StoredRoute } from '../routesStore';
import type { WireStep } from '../wire';

/** What every payload builder gets for one step. */
export interface PayloadInput {
  stored: StoredRoute;
  step: WireStep;
  plan: StepPlan;
  deployment: Deployment;
  /** Who receives this step's output: the route's recipient on the last step, else the user. */
  recipient: string;
  /** Unix seconds after which contracts refuse the transaction. */
  deadlineSeconds: bigint;
  /** Unix ms (clock of the sandbox). */
  now: number;
}
