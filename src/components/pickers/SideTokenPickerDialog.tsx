import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { TokenPickerDialog } from './TokenPickerDialog';

export interface SideTokenPickerDialogProps {
  side: 'from' | 'to';
  title: string;
  initialChainId: string | undefined;
  onlyChainId: string | undefined;
  onClose(): void;
}

/**
 * The picker dialog of one side, and what a pick does there (a custom token remembered, the side
 * set, the dialog closed): loaded with the dialog, not with the token button (`TokenPicker.tsx`).
 */
export function SideTokenPickerDialog({ side, onClose, ...props }: SideTokenPickerDialogProps) {
  const actions = useWidgetActions();
  return (
    <TokenPickerDialog
      {...props}
      onClose={onClose}
      onPick={(picked, { custom }) => {
        if (custom) actions.addCustomToken(picked);
        const selection = { chainId: picked.chainId, tokenAddress: picked.address };
        if (side === 'from') actions.setFrom(selection);
        else actions.setTo(selection);
        onClose();
      }}
    />
  );
}
