import type { Chain } from '../../api/types';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { useT } from '../../i18n/I18nProvider';
import { TokenIcon } from './TokenIcon';

export interface ChainListProps {
  chains: Chain[];
  selectedChainId?: string;
  onSelect(chainId: string): void;
}

/**
 * The chains to browse, as toggle buttons (the pressed one is shown in the token list). They wrap
 * in rows of one fixed height, at most four rows high, and scroll by whole rows (scroll snap): a
 * chip is never shown cut in half. Only a name wider than the whole row is cut (the API's words),
 * in full in its title and the button's name.
 */
export function ChainList({ chains, selectedChainId, onSelect }: ChainListProps) {
  const t = useT(tokenPickerMessages);
  return (
    <fieldset className="border-b border-border px-4 py-3">
      <legend className="sr-only">{t('chain')}</legend>
      <div className="flex max-h-[10.5rem] snap-y snap-mandatory flex-wrap gap-2 overflow-y-auto">
        {chains.map((chain) => {
          const selected = chain.chainId === selectedChainId;
          return (
            <button
              key={chain.chainId}
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(chain.chainId)}
              className={`inline-flex h-9 max-w-full min-w-0 snap-start items-center gap-1.5 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${
                selected
                  ? 'border-accent bg-accent/10 font-semibold text-text'
                  : 'border-border text-text-muted hover:bg-surface-raised hover:text-text'
              }`}
            >
              <TokenIcon src={chain.image} label={chain.name} size="sm" decorative />
              <span className="min-w-0 truncate" title={chain.name}>
                {chain.name}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
