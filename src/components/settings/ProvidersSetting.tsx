import { useId } from 'react';
import { OFFER_EVERYTHING, type OfferRules } from '../../config/offerRules';
import { settingsMessages } from '../../i18n/en/settings';
import { useT } from '../../i18n/I18nProvider';
import { Select } from '../widget/Select';
import type { SeenProvider } from './useSeenProviders';

export type ProviderMode = 'any' | 'only' | 'never';

export interface ProvidersSettingProps {
  providers: SeenProvider[];
  include: string[];
  exclude: string[];
  /**
   * The integrator's rules: only providers it offers are listed (its allow list even before a
   * quote showed them). A hidden one the user chose earlier stays in their lists, unused.
   */
  rules?: OfferRules;
  onChange(next: { includeProviders: string[]; excludeProviders: string[] }): void;
}

/**
 * Per provider: use normally, use only these ("include"), or never ("exclude"). Providers already
 * in a list stay listed even when the latest quotes no longer show them, so they can be undone.
 */
export function ProvidersSetting({
  providers,
  include,
  exclude,
  rules = OFFER_EVERYTHING,
  onChange,
}: ProvidersSettingProps) {
  const hintId = useId();
  const t = useT(settingsMessages);
  const known = new Map(providers.map((p) => [p.id, p.name]));
  const listed = [...include, ...exclude, ...(rules.allowedProviders ?? [])];
  for (const id of listed) if (!known.has(id)) known.set(id, id);
  const rows = [...known]
    .filter(([id]) => rules.isProviderOffered(id))
    .sort((a, b) => a[1].localeCompare(b[1]));

  const modeOf = (id: string): ProviderMode =>
    include.includes(id) ? 'only' : exclude.includes(id) ? 'never' : 'any';
  const setMode = (id: string, mode: ProviderMode) => {
    const without = (list: string[]) => list.filter((x) => x !== id);
    onChange({
      includeProviders: mode === 'only' ? [...without(include), id] : without(include),
      excludeProviders: mode === 'never' ? [...without(exclude), id] : without(exclude),
    });
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold">{t('providers')}</legend>
      <p id={hintId} className="text-xs text-text-muted">
        {rows.length === 0 ? t('providersNone') : t('providersHint')}
      </p>
      {rows.map(([id, name]) => (
        <div key={id} className="flex items-center justify-between gap-2 text-sm">
          <span className="truncate">{name}</span>
          <Select
            aria-label={name}
            value={modeOf(id)}
            onChange={(e) => setMode(id, e.target.value as ProviderMode)}
            className="shrink-0"
          >
            <option value="any">{t('providerAny')}</option>
            <option value="only">{t('providerOnly')}</option>
            <option value="never">{t('providerNever')}</option>
          </Select>
        </div>
      ))}
    </fieldset>
  );
}
