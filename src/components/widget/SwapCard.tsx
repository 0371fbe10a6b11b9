import { lazy, type Ref } from 'react';
import { useIsHidden } from '../../config/useHiddenUI';
import { widgetMessages } from '../../i18n/en/widget';
import { useT } from '../../i18n/I18nProvider';
import { afterPaint } from '../../lib/afterPaint';
import { MainActionButton } from '../action/MainActionButton';
import { AmountField } from '../amount/AmountField';
import { ReceiveAmount } from '../amount/ReceiveAmount';
import { loadExecutionPanel, useShownExecution } from '../execution/executionContext';
import { SandboxBadge } from '../feedback/SandboxBadge';
import { TokenPicker } from '../pickers/TokenPicker';
import { RoutesPanel } from '../routes/RoutesPanel';
import { SettingsButton } from '../settings/SettingsButton';
import { FlipButton } from './FlipButton';
import { OnDemand } from './OnDemand';
import { useAfterStartup } from './useAfterStartup';

// The account and history buttons load once the first answers are painted: a wallet is never
// connected before the widget's first paint, and the quote screen does not wait for their code.
const HeaderAfterStartup = lazy(() =>
  import('./HeaderAfterStartup').then((m) => ({ default: m.HeaderAfterStartup })),
);

// Where the tokens go: a row only when a recipient is set or needed, so its code (the address
// line, its checks' words) loads after the first paint, not in the first load.
const RecipientRow = lazy(() =>
  afterPaint()
    .then(() => import('../amount/RecipientRow'))
    .then((m) => ({ default: m.RecipientRow })),
);

// Only a widget whose integrator hid the recipient field (`hiddenUI: ['toAddress']`) loads it.
const RecipientHiddenNotice = lazy(() =>
  import('../amount/RecipientHiddenNotice').then((m) => ({ default: m.RecipientHiddenNotice })),
);

const ExecutionPanel = lazy(() =>
  loadExecutionPanel().then((m) => ({ default: m.ExecutionPanel })),
);

/** Where the form's parts go: classes for the form, its left column and its routes. */
export interface FormLayout {
  form: string;
  left: string;
  routes: string;
}

const STACKED: FormLayout = { form: 'flex flex-col gap-3', left: '', routes: '' };

export interface SwapCardProps {
  /** The form's layout; one column, the routes under the amounts, without it. */
  layout?: FormLayout | undefined;
  /** The card's widest (`max-w-*`); 440 px without it. */
  maxWidth?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The widget's layout: the header, then the form (You pay, You receive, routes, main action), or,
 * once a swap is confirmed, its progress until the user leaves it. The wide variant
 * (`WideSwapCard`) gives it its own width and, from 900 px, two columns.
 */
export function SwapCard({ layout = STACKED, maxWidth = 'max-w-[440px]', ref }: SwapCardProps) {
  const execution = useShownExecution();
  const t = useT(widgetMessages);
  return (
    <section
      ref={ref}
      aria-label={t('swap')}
      className={`flex w-full ${maxWidth} flex-col gap-3 rounded-widget border border-border bg-surface p-3 font-sans sm:p-4 text-text shadow-xl shadow-black/5`}
    >
      {/* On a phone, in a language with longer words, the controls wrap under the title rather
          than push the settings button out of the card. */}
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('swap')}</h2>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          {/* Only a development build can talk to the sandbox: production ships no badge. */}
          {__DEVELOPMENT_BUILD__ && <SandboxBadge />}
          <HeaderLater />
          <SettingsButton />
        </div>
      </header>
      {execution ? (
        <OnDemand failed={t('panelLoadFailed')}>
          <ExecutionPanel />
        </OnDemand>
      ) : (
        <SwapForm layout={layout} />
      )}
    </section>
  );
}

/**
 * The account and history buttons, after startup (`useAfterStartup`; its own component, so the
 * card does not re-render with every fetch).
 */
function HeaderLater() {
  const started = useAfterStartup();
  const t = useT(widgetMessages);
  const account = !useIsHidden('walletMenu');
  const history = !useIsHidden('history');
  // Both hidden: their chunk is not even loaded.
  if (!started || !(account || history)) return null;
  return (
    <OnDemand failed={t('accountFailed')} failedClassName="text-xs text-danger">
      <HeaderAfterStartup account={account} history={history} />
    </OnDemand>
  );
}

/** You pay, flip, You receive, recipient, routes and the main action. */
function SwapForm({ layout }: { layout: FormLayout }) {
  const t = useT(widgetMessages);
  const recipientHidden = useIsHidden('toAddress');
  return (
    <div className={layout.form}>
      <div className={layout.left}>
        <div className="rounded-2xl border border-border bg-surface-raised p-3 sm:p-4">
          <AmountField tokenButton={<TokenPicker side="from" />} />
        </div>
        <FlipButton />
        <div className="rounded-2xl border border-border bg-surface-raised p-3 sm:p-4">
          <ReceiveAmount tokenButton={<TokenPicker side="to" />} />
        </div>
      </div>
      {/* Nothing when there is no row to show: no empty grid row. */}
      <div className={`${layout.left} empty:hidden`}>
        <OnDemand failed={t('recipientFailed')}>
          {recipientHidden ? <RecipientHiddenNotice /> : <RecipientRow />}
        </OnDemand>
      </div>
      <div className={layout.routes}>
        <RoutesPanel />
      </div>
      <div className={layout.left}>
        <MainActionButton />
      </div>
    </div>
  );
}
