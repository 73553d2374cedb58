import { useEffect, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectSearchOpen } from '../../machines/search/search.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { CloseIcon, SearchIcon } from '../layout/icons.tsx';
import { LazySearchPanel } from './LazySearchPanel.tsx';
import './searchOverlay.css';

/**
 * The navbar's search button and the desktop overlay it opens (`ui.searchOpen`: the first one
 * starts the lazy `search` domain). Escape or the close button closes it (`ui.searchClose`)
 * and focus returns to the button.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const engine = useEngine();
  const open = useOptionalSystemSelector('search', selectSearchOpen, false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => engine.send('search', { type: 'ui.searchOpen' })}
      >
        <SearchIcon />
        <span className="sr-only">{t('search.open')}</span>
      </button>
      {open && <SearchOverlay />}
    </>
  );
}

function SearchOverlay() {
  const { t } = useTranslation();
  const engine = useEngine();
  const close = () => engine.send('search', { type: 'ui.searchClose' });
  return (
    <div
      className="search-overlay-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        className="search-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-overlay-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <header className="search-overlay-header">
          <h2 id="search-overlay-title">{t('search.title')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <CloseIcon />
            <span className="sr-only">{t('search.close')}</span>
          </button>
        </header>
        <LazySearchPanel mobile={false} autoFocus />
      </div>
    </div>
  );
}
