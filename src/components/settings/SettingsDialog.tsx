import { useShallow } from 'zustand/react/shallow';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { PRIORITY_LEVELS } from '../../state/widgetSettings';
import { Modal } from '../widget/Modal';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { CheckboxSetting } from './CheckboxSetting';
import { PriorityFeeSetting } from './PriorityFeeSetting';
import { ProvidersSetting } from './ProvidersSetting';
import { RecipientSetting } from './RecipientSetting';
import { SlippageSetting } from './SlippageSetting';
import { type SeenProvider, useSeenProviders } from './useSeenProviders';

export interface SettingsDialogProps {
  onClose(): void;
  /** Providers to offer; defaults to those seen in this widget's quotes (React Query cache). */
  providers?: SeenProvider[];
}

/** Every setting of the widget; each change is stored (and remembered) at once. */
export function SettingsDialog({ onClose, providers }: SettingsDialogProps) {
  const settings = useWidgetStore(useShallow((s) => s.settings));
  const { updateSettings } = useWidgetActions();
  const seen = useSeenProviders();
  const fromChain = useSelectedAsset('from').chain;
  const toChain = useSelectedAsset('to').chain;
  const { destinationWalletAddress } = useRecipientCheck();
  const liteOffered = fromChain?.networkType === 'sol' && toChain?.networkType === 'sol';

  return (
    <Modal title="Settings" onClose={onClose}>
      <div className="flex flex-col gap-5 overflow-y-auto p-4">
        <SlippageSetting
          bps={settings.slippageBps}
          onChange={(slippageBps) => updateSettings({ slippageBps })}
        />
        <PriorityFeeSetting
          label="EVM priority fee"
          unitLabel="gwei"
          unitDecimals={9}
          levels={['low', 'medium', 'high']}
          value={settings.evmPriorityFee}
          onChange={(evmPriorityFee) => updateSettings({ evmPriorityFee })}
        />
        <PriorityFeeSetting
          label="Solana priority fee"
          unitLabel="micro-lamports"
          unitDecimals={0}
          levels={PRIORITY_LEVELS}
          value={settings.solanaPriorityFee}
          onChange={(solanaPriorityFee) => updateSettings({ solanaPriorityFee })}
        />
        <PriorityFeeSetting
          label="Solana tip"
          unitLabel="lamports"
          unitDecimals={0}
          levels={PRIORITY_LEVELS}
          value={settings.solanaBundleTip}
          onChange={(solanaBundleTip) => updateSettings({ solanaBundleTip })}
        />
        {liteOffered && (
          <CheckboxSetting
            label="Lite mode"
            description="Direct single-hop Solana routes, assembled in your browser. Smaller transactions."
            checked={settings.lite}
            onChange={(lite) => updateSettings({ lite })}
          />
        )}
        <CheckboxSetting
          label="Unlimited token approvals"
          description="Off: each swap approves exactly what it spends. On: one approval per token and contract, but that contract may then spend all of that token."
          checked={settings.unlimitedApprovals}
          onChange={(unlimitedApprovals) => updateSettings({ unlimitedApprovals })}
        />
        <ProvidersSetting
          providers={providers ?? seen}
          include={settings.includeProviders}
          exclude={settings.excludeProviders}
          onChange={updateSettings}
        />
        <RecipientSetting
          recipient={settings.recipient}
          fromNetworkType={fromChain?.networkType}
          toNetworkType={toChain?.networkType}
          destinationWalletAddress={destinationWalletAddress}
          onChange={(recipient) => updateSettings({ recipient })}
        />
      </div>
    </Modal>
  );
}
