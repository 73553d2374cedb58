import { useTranslation } from '../../src/i18n/react.ts';
import type { AccountFlow } from '../../machines/payTour/payTour.flows.ts';
import { useEngine } from '../../src/engine/react.tsx';
import './payTour.css';

/** The section's groups: where a guest looks for each flow (issue 54 §10). */
const GROUPS = [
  { key: 'codes', flows: ['promocode', 'scratchcard', 'carrier'] },
  {
    key: 'settings',
    flows: ['autorecharge', 'limit', 'changecc', 'changels', 'settings', 'vxsettings'],
  },
  { key: 'subscription', flows: ['vxabo'] },
] as const satisfies readonly { key: string; flows: readonly AccountFlow[] }[];

/**
 * The account's payment section (on her profile): every pay-tour flow a guest needs besides top
 * up and VIP, each a button that sends `ui.payFlowRequested` inside the click (a phone opens the
 * flow in a tab, which browsers allow only in the guest's gesture).
 */
export function PaymentSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <section className="account-card pay-account" aria-labelledby="pay-account-title">
      <h2 id="pay-account-title">{t('payTour.account.title')}</h2>
      <p>{t('payTour.account.intro')}</p>
      {GROUPS.map((group) => (
        <div key={group.key} className="pay-account-group">
          <h3 id={`pay-account-${group.key}`}>{t(`payTour.account.${group.key}`)}</h3>
          <ul className="pay-account-flows" aria-labelledby={`pay-account-${group.key}`}>
            {group.flows.map((flow) => (
              <li key={flow}>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-haspopup="dialog"
                  data-flow={flow}
                  onClick={() => engine.send('payTour', { type: 'ui.payFlowRequested', flow })}
                >
                  {t(`payTour.account.flows.${flow}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
