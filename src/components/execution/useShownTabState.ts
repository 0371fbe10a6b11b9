import { useStore } from 'zustand';
import { useExecutionController } from './executionContext';

// What the progress panel reads of the tabs (loaded with it, not with the card).

/** True while another tab of the widget runs the execution on screen (read-only here). */
export function useShownRunsElsewhere(): boolean {
  const { tabs, shownId } = useExecutionController();
  return useStore(tabs, (s) => shownId !== undefined && s.elsewhere.has(shownId));
}

/** True once the person approved the execution on screen in this tab (`tabs/approvals.ts`). */
export function useShownApproved(): boolean {
  const { tabs, shownId } = useExecutionController();
  return useStore(tabs, (s) => shownId !== undefined && s.approved.has(shownId));
}
