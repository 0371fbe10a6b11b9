import type { ExecutionStore } from '../execution/executionStore';
import { executionEvents } from './executionEvents';
import type { WidgetEvents } from './widgetEvents';

/**
 * Emits the events of every change the execution store records from now on (what it holds
 * already is not replayed: a reload does not announce old swaps again). Changes for which
 * `ignore` answers true are not told (another tab's, read from storage: that tab tells them).
 * Answers the function that stops watching.
 */
export function watchExecutionEvents(
  store: ExecutionStore,
  events: WidgetEvents,
  ignore: () => boolean = () => false,
): () => void {
  return store.subscribe((state, previousState) => {
    if (ignore()) return;
    for (const execution of Object.values(state.executions)) {
      const previous = previousState.executions[execution.id];
      if (previous === execution) continue;
      // Never into the store's caller: an event that cannot be told is not worth a swap.
      let told: ReturnType<typeof executionEvents>;
      try {
        told = executionEvents(previous, execution);
      } catch (error) {
        console.warn('swap widget: events of an execution change could not be told', error);
        continue;
      }
      for (const event of told) events.emit(event);
    }
  });
}
