import { lazy } from 'react';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { OnDemand } from './OnDemand';
import { SwapCard } from './SwapCard';

// The other variants' code loads only for them: the compact card's first load does not carry it.
const OtherVariant = lazy(() => import('./OtherVariant'));

/** The integrator's variant: the card (`compact`), the wide card, or a button opening a drawer. */
export function WidgetLayout() {
  const { variant } = useWidgetConfig();
  const t = useT(widgetMessages);
  if (variant !== 'wide' && variant !== 'drawer') return <SwapCard />;
  return (
    <OnDemand failed={t('layoutFailed')}>
      <OtherVariant variant={variant} />
    </OnDemand>
  );
}
