import { useRef, type ComponentType } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useNearViewport } from '../hooks/useNearViewport.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';
import { HOME_BLOCKS, HOME_BLOCK_VIEWS, type HomeBlock } from './homeBlocks.ts';

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
        {HOME_BLOCKS.map((block) => (
          <Block key={block} block={block} Body={HOME_BLOCK_VIEWS[block]} />
        ))}
      </div>
    </div>
  );
}

/**
 * One timeline block: its heading at once, its body (chunk and domain) once it is near view; a
 * body whose chunk did not come shows that, with a retry, in its block alone.
 */
function Block({ block, Body }: { block: HomeBlock; Body: ComponentType }) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const loading = <div className="block-loading" aria-busy="true" />;
  return (
    <section
      ref={section}
      id={`block-${block}`}
      className="block-card"
      aria-labelledby={`${block}-title`}
    >
      <h2 id={`${block}-title`}>{t(`home.blocks.${block}`)}</h2>
      {/* Keeps the placeholder's room while the body shows its own, smaller loading state. */}
      <div className="block-body">
        {near ? (
          <PartBoundary loading={loading}>
            <Body />
          </PartBoundary>
        ) : (
          loading
        )}
      </div>
    </section>
  );
}
