import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';

/** The rewards feature's block loads with its own chunk, as its pages do. */
const DailyBonusBlock = lazy(() =>
  import('../rewards/DailyBonusBlock.tsx').then((m) => ({ default: m.DailyBonusBlock })),
);

/** The start page timeline blocks of seed 000 §2, in order; `block-<name>` ids are `scrollTo` targets. */
const BLOCKS = [
  'favorite',
  'top',
  'camshows',
  'dailybonus',
  'vip30',
  'feed',
  'trends',
  'videostation',
  'new',
  'contests',
  'welcomeClips',
  'categories',
  'blog',
  'tv',
] as const;

export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.home'));
  return (
    <div className="container page home">
      <header className="hero">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
      </header>
      <div className="timeline">
        {BLOCKS.map((block) => (
          <section
            key={block}
            id={`block-${block}`}
            className="block-card"
            aria-labelledby={`${block}-title`}
          >
            <h2 id={`${block}-title`}>{t(`home.blocks.${block}`)}</h2>
            {block === 'dailybonus' ? (
              <Suspense fallback={<p className="block-text">{t('rewards.home.text')}</p>}>
                <DailyBonusBlock />
              </Suspense>
            ) : (
              <>
                <p className="badge">{t('unavailable.label')}</p>
                <p className="block-text">{t('unavailable.block')}</p>
              </>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
