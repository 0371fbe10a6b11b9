import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExecutionContext } from '../components/execution/executionContext';
import { HistoryDialog } from '../components/history/HistoryDialog';
import { renderInWidget } from '../test/renderWidget';
import { pendingExecution } from './pendingExecution';

describe('before the executions are read', () => {
  it('the history says it is loading, never "No swaps yet"', () => {
    renderInWidget(
      <ExecutionContext.Provider value={pendingExecution(new Promise(() => {}))}>
        <HistoryDialog onClose={() => {}} />
      </ExecutionContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your swaps…');
    expect(screen.queryByText('No swaps yet.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear history' })).toBeDisabled();
  });
});
