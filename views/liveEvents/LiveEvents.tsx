import { Link } from 'react-router';
import { selectReactions, selectVoting } from '../../machines/liveEvents/liveEvents.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import './liveEvents.css';

/** A reaction's sign (the push names it; one this client does not know sparkles). */
const REACTION_SIGNS: Readonly<Record<string, string>> = {
  heart: '❤️',
  fire: '🔥',
  kiss: '💋',
  clap: '👏',
  wow: '😮',
  laugh: '😂',
};
const reactionSign = (reaction: string): string => REACTION_SIGNS[reaction] ?? '✨';

/**
 * The live events on the cams pages (decision 0028): the Clash of Cams scoreboard while a voting
 * runs (each performer's votes and share, the leader marked, a link to her profile to vote in her
 * chat, a close button) and performers' live reactions rising as bursts. Nothing while the
 * `liveEvents` domain has not started (no event pushed yet).
 */
export function LiveEvents() {
  const voting = useOptionalSystemSelector('liveEvents', selectVoting, null);
  const reactions = useOptionalSystemSelector('liveEvents', selectReactions, []);
  if (!voting && reactions.length === 0) return null;
  return (
    <div className="live-events">
      {voting ? <VotingBoard voting={voting} /> : null}
      {reactions.length > 0 ? <ReactionBursts reactions={reactions} /> : null}
    </div>
  );
}

function VotingBoard({ voting }: { voting: NonNullable<ReturnType<typeof selectVoting>> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <section
      className="clash-of-cams"
      aria-labelledby="clash-of-cams-title"
      data-voting={voting.votingId}
    >
      <header>
        <h2 id="clash-of-cams-title">{t('liveEvents.voting.title')}</h2>
        <button
          type="button"
          className="clash-of-cams-close"
          aria-label={t('liveEvents.voting.close')}
          onClick={() => engine.send('liveEvents', { type: 'ui.votingClosed' })}
        >
          ×
        </button>
      </header>
      <p>{t('liveEvents.voting.intro')}</p>
      <ol>
        {voting.rows.map((row) => {
          const name = row.actor?.name ?? t('liveEvents.voting.performer');
          return (
            <li key={row.actorId} className={row.leading ? 'leading' : undefined}>
              {row.actor ? <img src={row.actor.picture} alt="" width={48} height={36} /> : null}
              <span className="clash-of-cams-name">
                {row.actor ? (
                  <Link
                    to={row.actor.profileLink}
                    aria-label={t('liveEvents.voting.vote', { name })}
                  >
                    {name}
                  </Link>
                ) : (
                  name
                )}
                {row.leading ? (
                  <span className="clash-of-cams-leading"> {t('liveEvents.voting.leading')}</span>
                ) : null}
              </span>
              <span className="clash-of-cams-bar" aria-hidden="true">
                <span style={{ width: `${row.percent}%` }} />
              </span>
              <span className="clash-of-cams-votes">
                {t('liveEvents.voting.votes', { count: row.votes })} ·{' '}
                {t('liveEvents.voting.share', { percent: row.percent })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function ReactionBursts({ reactions }: { reactions: ReturnType<typeof selectReactions> }) {
  const { t } = useTranslation();
  return (
    <ul className="live-reactions" aria-label={t('liveEvents.reactions.label')}>
      {reactions.map((reaction) => (
        <li key={reaction.id} data-reaction={reaction.reaction}>
          <span className="live-reaction-sign" aria-hidden="true">
            {reactionSign(reaction.reaction)}
          </span>{' '}
          {t('liveEvents.reactions.reacted', {
            name: reaction.actor?.name ?? t('liveEvents.reactions.performer'),
          })}
        </li>
      ))}
    </ul>
  );
}
