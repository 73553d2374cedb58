import { useTranslation } from '../../src/i18n/react.ts';
import { selectBenefitsView } from '../../machines/benefits/benefits.selectors.ts';
import type { ShowTicket } from '../../machines/rewards/rewards.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { Vip30History } from './Vip30History.tsx';
import { LoadFailed, Loading, RewardsPage, VisitorPrompt, useDateText } from './RewardsCommon.tsx';

/** The guest's benefits (route `myBenefits`): vouchers by type, spins, gifts, messages, tickets. */
export function BenefitsPage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('benefits', selectBenefitsView);
  const dateText = useDateText();
  return (
    <RewardsPage title={t('rewards.benefits.title')}>
      {view.status === 'visitor' && <VisitorPrompt />}
      {(view.status === 'waiting' || (view.status === 'loading' && !view.data)) && <Loading />}
      {view.status === 'failed' && (
        <LoadFailed onRetry={() => engine.send('benefits', { type: 'ui.retry' })} />
      )}
      {'data' in view && view.data && (
        <div className="rewards-grid" aria-busy={view.status === 'loading'}>
          <section className="rewards-card" aria-labelledby="benefits-spins-title">
            <h2 id="benefits-spins-title">{t('rewards.benefits.spins')}</h2>
            <p className="rewards-stat" aria-label={t('rewards.benefits.spins')}>
              {view.data.spinwheelSpins}
            </p>
            <LocalizedLink route="mySpinwheel" className="button button-ghost">
              {t('rewards.benefits.toWheel')}
            </LocalizedLink>
          </section>
          <section className="rewards-card" aria-labelledby="benefits-gifts-title">
            <h2 id="benefits-gifts-title">{t('rewards.benefits.gifts')}</h2>
            <p className="rewards-stat" aria-label={t('rewards.benefits.gifts')}>
              {view.data.messengerGiftCount}
            </p>
          </section>
          <section className="rewards-card" aria-labelledby="benefits-messages-title">
            <h2 id="benefits-messages-title">{t('rewards.benefits.freeMessages')}</h2>
            <p className="rewards-stat" aria-label={t('rewards.benefits.freeMessages')}>
              {view.data.freeMessagesCount}
            </p>
          </section>
          <section className="rewards-card" aria-labelledby="benefits-vouchers-title">
            <h2 id="benefits-vouchers-title">{t('rewards.benefits.vouchers')}</h2>
            {view.data.voucherGroups.length === 0 && (
              <p className="rewards-muted">{t('rewards.benefits.noVouchers')}</p>
            )}
            {view.data.voucherGroups.map((group) => (
              <div key={group.type}>
                <h3>{t(`rewards.benefits.voucherTypes.${group.type}`)}</h3>
                <ul
                  className="rewards-list"
                  aria-label={t(`rewards.benefits.voucherTypes.${group.type}`)}
                >
                  {group.vouchers.map((voucher, index) => (
                    <li key={index}>
                      <span className="rewards-count">
                        {t('rewards.benefits.amount', { count: voucher.amount })}
                      </span>
                      <span className="rewards-muted">
                        {[
                          voucher.validFrom &&
                            t('rewards.common.from', { date: dateText(voucher.validFrom) }),
                          voucher.validTo &&
                            t('rewards.common.until', { date: dateText(voucher.validTo) }),
                          voucher.actors.length > 0 &&
                            t('rewards.benefits.forActors', {
                              names: voucher.actors.map((actor) => actor.name).join(', '),
                            }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <Tickets
            title={t('rewards.benefits.privateShows')}
            id="private"
            tickets={view.data.privateShowTickets}
          />
          <Tickets
            title={t('rewards.benefits.chatShows')}
            id="chat"
            tickets={view.data.chatShowTickets}
          />
          <Vip30History />
        </div>
      )}
    </RewardsPage>
  );
}

function Tickets({ title, id, tickets }: { title: string; id: string; tickets: ShowTicket[] }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  return (
    <section className="rewards-card" aria-labelledby={`benefits-${id}-title`}>
      <h2 id={`benefits-${id}-title`}>{title}</h2>
      {tickets.length === 0 ? (
        <p className="rewards-muted">{t('rewards.benefits.noTickets')}</p>
      ) : (
        <ul className="rewards-list">
          {tickets.map((ticket) => (
            <li key={ticket.showId}>
              {t('rewards.benefits.show', {
                actor: ticket.actorName,
                start: dateText(ticket.start, true),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
