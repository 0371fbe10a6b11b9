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
import {
  FAKE_API_URL,
  type RenderWidgetOptions,
  renderInWidget,
  TEST_INSTANCE_ID,
} from './renderWidget';

interface Seen {
  controller?: ExecutionController;
}

/** Keeps the controller the widget provides, for the test to use. */
function Controller({ seen }: { seen: Seen }) {
  seen.controller = useExecutionController();
  return null;
}

/**
 * Test only: the card showing `execution`'s progress, as after Confirm swap. The record is stored
 * first, then started through the controller, whose runtime the test mocks with
 * `idleExecutionRuntime.ts`. Answers what was rendered and the controller now provided (its tabs:
 * to mark the execution run in this tab).
 */
export async function showExecution(
  execution: Execution,
  { language = 'en', client }: { language?: string; client: RenderWidgetOptions['client'] },
) {
  const key = executionsStorageKey(storageScope(TEST_INSTANCE_ID, FAKE_API_URL));
  putExecution(createExecutionStore({ storageKey: key }), execution);
  const seen: Seen = {};
  const rendered = renderInWidget(
    <I18nProvider language={language}>
      <SwapCard />
      <Controller seen={seen} />
    </I18nProvider>,
    { client },
  );
  if (!seen.controller) throw new Error('the controller did not render');
  await seen.controller.start(execution.route, undefined);
  // The one provided now: the widget's own, once its execution code loaded.
  return { ...rendered, controller: seen.controller };
}
