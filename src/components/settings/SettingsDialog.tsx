import { useShallow } from 'zustand/react/shallow';
import { useIsHidden } from '../../config/useHiddenUI';
import { useOfferRules } from '../../config/useOfferRules';
import { PRIORITY_LEVELS } from '../../config/widgetSettings';
import { settingsMessages } from '../../i18n/en/settings';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { Modal } from '../widget/Modal';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { CheckboxSetting } from './CheckboxSetting';
import { LanguageSetting } from './LanguageSetting';
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
  const defaultSlippageBps = useWidgetStore((s) => s.defaultSlippageBps);
  const { updateSettings } = useWidgetActions();
  const seen = useSeenProviders();
  const rules = useOfferRules();
  const fromChain = useSelectedAsset('from').chain;
  const toChain = useSelectedAsset('to').chain;
  const { destinationWalletAddress, fixed: recipientFixed } = useRecipientCheck();
  // Hidden by the integrator, or fixed to their `toAddress`: nothing for the person to type.
  const recipientHidden = useIsHidden('toAddress') || recipientFixed;
  const languageHidden = useIsHidden('language');
  // Lite mode is quoted for swaps within a network that has it (Solana).
  const liteOffered =
    fromChain !== undefined &&
    fromChain.networkType === toChain?.networkType &&
    NETWORK_FACTS[fromChain.networkType].liteMode;
  const t = useT(settingsMessages);
  const tWidget = useT(widgetMessages);

  return (
    <Modal title={tWidget('settings')} onClose={onClose}>
      <div className="flex flex-col gap-5 overflow-y-auto p-4">
        <SlippageSetting
          bps={settings.slippageBps}
          defaultBps={defaultSlippageBps}
          onChange={(slippageBps) => updateSettings({ slippageBps })}
        />
        <PriorityFeeSetting
          label={t('evmPriorityFee')}
          unitLabel="gwei"
          unitDecimals={9}
          levels={['low', 'medium', 'high']}
          value={settings.evmPriorityFee}
          onChange={(evmPriorityFee) => updateSettings({ evmPriorityFee })}
        />
        <PriorityFeeSetting
          label={t('solanaPriorityFee')}
          unitLabel="micro-lamports"
          unitDecimals={0}
          levels={PRIORITY_LEVELS}
          value={settings.solanaPriorityFee}
          onChange={(solanaPriorityFee) => updateSettings({ solanaPriorityFee })}
        />
        <PriorityFeeSetting
          label={t('solanaTip')}
          unitLabel="lamports"
          unitDecimals={0}
          levels={PRIORITY_LEVELS}
          value={settings.solanaBundleTip}
          onChange={(solanaBundleTip) => updateSettings({ solanaBundleTip })}
        />
        {liteOffered && (
          <CheckboxSetting
            label={t('liteMode')}
            description={t('liteModeDescription')}
            checked={settings.lite}
            onChange={(lite) => updateSettings({ lite })}
          />
        )}
        <CheckboxSetting
          label={t('unlimitedApprovals')}
          description={t('unlimitedApprovalsDescription')}
          checked={settings.unlimitedApprovals}
          onChange={(unlimitedApprovals) => updateSettings({ unlimitedApprovals })}
        />
        <ProvidersSetting
          providers={providers ?? seen}
          rules={rules}
          include={settings.includeProviders}
          exclude={settings.excludeProviders}
          onChange={updateSettings}
        />
        {!recipientHidden && (
          <RecipientSetting
            recipient={settings.recipient}
            fromNetworkType={fromChain?.networkType}
            toNetworkType={toChain?.networkType}
            destinationWalletAddress={destinationWalletAddress}
            onChange={(recipient) => updateSettings({ recipient })}
          />
        )}
        {!languageHidden && <LanguageSetting />}
      </div>
    </Modal>
  );
}
