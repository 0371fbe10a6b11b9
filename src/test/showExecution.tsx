import type { RoutingClient } from '../api/client';
import type { Route } from '../api/types';
import {
  type ExecutionController,
  useExecutionController,
} from '../components/execution/executionContext';
import { SwapCard } from '../components/widget/SwapCard';
import {
  createExecutionStore,
  executionsStorageKey,
  putExecution,
} from '../execution/executionStore';
import type { Execution } from '../execution/model';
import { I18nProvider } from '../i18n/I18nProvider';
import { storageScope } from '../state/persistedStorage';
import { FAKE_API_URL, renderInWidget, TEST_INSTANCE_ID } from './renderWidget';

let shown: ExecutionController | undefined;
function Controller() {
  shown = useExecutionController();
  return null;
}

/**
 * Test data only: the widget showing `execution`'s progress panel, as after Confirm swap: the
 * record stored where the widget keeps its executions, the card rendered in `language`, and
 * `route` started through the controller (the test mocks the runtime to answer its id).
 */
export async function showExecution(
  execution: Execution,
  route: Route,
  { client, language = 'en' }: { client: RoutingClient; language?: string },
) {
  const key = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
  putExecution(createExecutionStore({ storageKey: key }), execution);
  const rendered = renderInWidget(
    <I18nProvider language={language}>
      <SwapCard />
      <Controller />
    </I18nProvider>,
    { client },
  );
  await shown!.start(route, undefined);
  return rendered;
}
