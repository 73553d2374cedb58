import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectCookieBanner } from '../../machines/consent/consent.selectors.ts';
import { COOKIE_CATEGORIES, type ConsentChoice } from '../../machines/consent/consent.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import './cookieBanner.css';

/**
 * The `elementtiming` name of the banner's paragraph: a prerendered page's take-over waits for its
 * paint before the app's banner replaces the frame's (src/app/prerenderedFrame.ts).
 */
export const COOKIE_TEXT_TIMING = 'cookie-text';

/**
 * The cookie banner (seed 000 §5): shown until the guest decides, at the bottom of every page. The
 * quick answers, or the three categories: necessary (always on), functional (the search history)
 * and analytics (the tracker).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const banner = useSystemSelector('consent', selectCookieBanner);
  const section = useReservedSpace(banner !== null);
  if (!banner) return null;
  return (
    <section ref={section} className="cookie-banner" aria-labelledby="cookie-title">
      <div className="cookie-banner-inner container">
        <h2 id="cookie-title">{t('cookieBanner.title')}</h2>
        {banner.step === 'summary' ? <Summary /> : <Details choice={banner.choice} />}
      </div>
    </section>
  );
}

/**
 * The banner sits over the page's bottom edge; the page gets that much room below its footer
 * (`--cookie-banner-space`), so nothing is out of reach while the guest has not decided.
 */
function useReservedSpace(shown: boolean) {
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = section.current;
    if (!shown || !element) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-banner-space', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [shown]);
  return section;
}

function Summary() {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <>
      {/* React passes the attribute through; the DOM types do not know it yet. */}
      <p {...{ elementtiming: COOKIE_TEXT_TIMING }}>{t('cookieBanner.text')}</p>
      <div className="cookie-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('consent', { type: 'ui.consentAcceptAll' })}
        >
          {t('cookieBanner.acceptAll')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send('consent', { type: 'ui.consentRejectOptional' })}
        >
          {t('cookieBanner.necessaryOnly')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send('consent', { type: 'ui.consentCustomize' })}
        >
          {t('cookieBanner.customize')}
        </button>
      </div>
    </>
  );
}

function Details({ choice }: { choice: ConsentChoice }) {
  const { t } = useTranslation();
  const engine = useEngine();
  // The ticks are the guest's until saved (ephemeral; the decision is the recorded event).
  const [ticks, setTicks] = useState(choice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    engine.send('consent', { type: 'ui.consentSave', ...ticks });
  };
  return (
    <form onSubmit={submit}>
      <ul className="cookie-categories">
        {COOKIE_CATEGORIES.map((category) => (
          <li key={category}>
            <label>
              {category === 'necessary' ? (
                <input type="checkbox" checked disabled />
              ) : (
                <input
                  type="checkbox"
                  checked={ticks[category]}
                  onChange={(event) => setTicks({ ...ticks, [category]: event.target.checked })}
                />
              )}
              <span>
                <strong>{t(`cookieBanner.${category}`)}</strong>
                <small>{t(`cookieBanner.${category}Text`)}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="cookie-actions">
        <button type="submit" className="button button-primary">
          {t('cookieBanner.save')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send('consent', { type: 'ui.consentAcceptAll' })}
        >
          {t('cookieBanner.acceptAll')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => engine.send('consent', { type: 'ui.consentBack' })}
        >
          {t('cookieBanner.back')}
        </button>
      </div>
    </form>
  );
}
