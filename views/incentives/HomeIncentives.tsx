import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectBanners, selectTeasers } from '../../machines/incentives/incentives.selectors.ts';
import { PROMO } from '../../machines/incentives/promo.machine.ts';
import { selectWelcomeBonusCode } from '../../machines/incentives/promo.selectors.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { specialBannerOf, withSpecialFirst } from '../../machines/incentives/specialBanners.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { NEW_TAB_LINK } from '../layout/externalLink.ts';
import { IncentiveRegion } from './IncentiveRegion.tsx';
import { WelcomeBonusTile } from './PromoOffers.tsx';
import { useViewElement } from './useViewElement.ts';

/**
 * The home page's incentive region, teasers and banners. The layout renders this slot outside the
 * page, so it is placed into the page's main element (`#view`) at its end, below the timeline.
 */
export function HomeIncentives() {
  const route = useSystemSelector('shell', selectRoute);
  const isHome = route.status === 'matched' && route.name === 'home';
  const [probe, target] = useViewElement([isHome]);
  return (
    <>
      <span ref={probe} hidden />
      {isHome && target && createPortal(<HomeSection />, target)}
    </>
  );
}

function HomeSection() {
  const { t } = useTranslation();
  const engine = useEngine();
  const teasers = useSystemSelector('incentives', selectTeasers);
  const sent = useSystemSelector('incentives', selectBanners);
  // A campaign's special banners (559, 560: Halloween) first, two columns wide.
  const banners = useMemo(() => withSpecialFirst(sent), [sent]);
  // Split test 50's variant: the welcome bonus code's tile, first among the offers.
  const welcome = useOptionalSystemSelector(PROMO, selectWelcomeBonusCode, null);
  return (
    <div className="container home-incentives">
      <IncentiveRegion region="home" />
      {(teasers.length > 0 || banners.length > 0 || welcome !== null) && (
        <section className="teasers" aria-labelledby="teasers-title">
          <h2 id="teasers-title">{t('incentives.moreForYou')}</h2>
          <div className="teaser-grid">
            {welcome !== null && <WelcomeBonusTile code={welcome} />}
            {banners.map((banner) => (
              <a
                key={`banner-${banner.id}`}
                className={`banner banner-${banner.containerClassSuffix}${specialBannerOf(banner) ? ' banner-special' : ''}`}
                href={banner.onClickType === 'modal' ? '#' : banner.onClickUrl}
                aria-label={t('incentives.bannerLabel', { target: banner.onClickUrl })}
                {...(banner.onClickType === 'external' ? NEW_TAB_LINK : {})}
                onClick={(event) => {
                  if (banner.onClickType !== 'modal') return;
                  event.preventDefault();
                  engine.send('modals', { type: 'modals.open', id: banner.onClickUrl });
                }}
              >
                <img src={banner.imagePath} alt="" loading="lazy" decoding="async" />
              </a>
            ))}
            {teasers.map((teaser) => (
              <a key={teaser.id} className="teaser" href={teaser.linkUrl}>
                {teaser.imagePath && (
                  <img src={teaser.imagePath} alt="" loading="lazy" decoding="async" />
                )}
                <strong>{teaser.title}</strong>
                <span>{teaser.text}</span>
              </a>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
