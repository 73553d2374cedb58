import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { BLOG_LISTS } from '../../machines/blog/blog.machine.ts';
import {
  blogCategoryId,
  isBlogCategory,
  LANDING_CATEGORIES,
  type BlogCategorySlug,
} from '../../machines/blog/blog.rules.ts';
import { selectLanding, selectLandingStatus } from '../../machines/blog/blog.selectors.ts';
import type { BlogArchive, BlogPost } from '../../machines/blog/blog.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import type { PageProps } from '../pages/pageTypes.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { BlogActorsSection, useBlogActors } from './BlogActors.tsx';
import { BlogCard } from './BlogCard.tsx';
import './blog.css';

const ROW = { grid: 360, list: 420 } as const;

/** The landing (featured, sections, archives), which the route asked for (blog.route.ts). */
function useLanding() {
  const engine = useEngine();
  const status = useSystemSelector('blog', selectLandingStatus);
  const landing = useSystemSelector('blog', selectLanding);
  return { status, landing, retry: () => engine.send('blog', { type: 'ui.retry' }) };
}

function LandingStatus({ status, retry }: { status: string; retry: () => void }) {
  const { t } = useTranslation();
  if (status === 'failed')
    return (
      <div role="alert" className="blog-error rest-error" data-marker="rest-error">
        <p>{t('blog.failed')}</p>
        <button type="button" className="button button-primary" onClick={retry}>
          {t('blog.retry')}
        </button>
      </div>
    );
  if (status === 'loading') return <LandingSkeleton />;
  return null;
}

/** The featured cards' rooms while the landing loads (as many as the landing shows). */
const FEATURED_ROOMS = 3;

/**
 * The landing while it loads: the featured section's heading and its cards' picture rooms at
 * their real size (16:9 at the card's width, as BlogCard's picture), where the loaded cards'
 * pictures come. The prerendered frame is this skeleton; the server shows the first featured
 * card's picture in the first room (src/prerender/firstScreen.ts), so the page's largest paint
 * comes from the HTML (issue 50 §5).
 */
function LandingSkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="blog-featured" className="blog-section" aria-busy="true">
      <p role="status" className="sr-only">
        {t('blog.loading')}
      </p>
      <h2 id="blog-featured">{t('blog.featured')}</h2>
      <div className="blog-cards" aria-hidden="true">
        {Array.from({ length: FEATURED_ROOMS }, (_, index) => (
          <div key={index} className="blog-card">
            <div className="blog-card-room" />
          </div>
        ))}
      </div>
    </section>
  );
}

function Cards({
  posts,
  eager = false,
  strip = false,
}: {
  posts: BlogPost[];
  eager?: boolean;
  /** The start page's strip: the latest posts only, without the performers they name. */
  strip?: boolean;
}) {
  const named = useBlogActors();
  const actors = strip ? undefined : named;
  return (
    // A strip scrolls sideways: it takes the keyboard's focus, so arrow keys scroll it too.
    <div className={strip ? 'blog-cards strip' : 'blog-cards'} tabIndex={strip ? 0 : undefined}>
      {posts.map((post) => (
        <BlogCard key={post.id} post={post} eager={eager} actors={actors} />
      ))}
    </div>
  );
}

/** The years of a category's archive (every category's for `latest`), newest first. */
export function archiveYears(archives: BlogArchive[], slug: BlogCategorySlug) {
  const id = blogCategoryId(slug);
  const years = new Map<number, number>();
  for (const archive of archives)
    if (id === 0 || archive.categoryId === id)
      years.set(archive.year, (years.get(archive.year) ?? 0) + archive.posts);
  return [...years].sort(([a], [b]) => b - a).map(([year, posts]) => ({ year, posts }));
}

function ArchiveLinks({ slug, archives }: { slug: BlogCategorySlug; archives: BlogArchive[] }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const years = archiveYears(archives, slug);
  if (years.length === 0) return null;
  return (
    <nav
      className="blog-archives"
      aria-label={t('blog.archivesOf', { category: t(`blog.category.${slug}`) })}
    >
      <h2>{t('blog.archivesOf', { category: t(`blog.category.${slug}`) })}</h2>
      <ul>
        {years.map(({ year, posts }) => (
          <li key={year}>
            <Link
              to={buildPath('blogArchive', language, { blogCategory: slug, year: String(year) })}
            >
              {t('blog.archiveYear', { year, count: posts })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blog landing (seed 001 §2): featured posts, latest, news, actions, interviews, event. */
export function BlogLandingPage() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { status, landing, retry } = useLanding();
  useDocumentTitle(t('blog.title'));
  return (
    <div className="container page blog-page">
      <h1>{t('blog.title')}</h1>
      <LandingStatus status={status} retry={retry} />
      {landing && (
        <>
          {landing.featured.length > 0 && (
            <section aria-labelledby="blog-featured" className="blog-section">
              <h2 id="blog-featured">{t('blog.featured')}</h2>
              <Cards posts={landing.featured} eager />
            </section>
          )}
          {LANDING_CATEGORIES.map((slug) => (
            <section key={slug} aria-labelledby={`blog-${slug}`} className="blog-section">
              <div className="blog-section-head">
                <h2 id={`blog-${slug}`}>{t(`blog.category.${slug}`)}</h2>
                {(landing.totals[slug] ?? 0) > 0 && (
                  <Link to={buildPath('blogCategory', language, { blogCategory: slug })}>
                    {t('blog.more', { category: t(`blog.category.${slug}`) })}
                  </Link>
                )}
              </div>
              <Cards posts={landing.posts[slug] ?? []} />
            </section>
          ))}
          <BlogActorsSection />
          <ArchiveLinks slug="latest" archives={landing.archives} />
        </>
      )}
    </div>
  );
}

/** A category (seed 001 §4): 3 posts a page, later pages exclude the posts already shown. */
export function BlogCategoryPage({ params }: PageProps) {
  const { t } = useTranslation();
  const slug = String(params.blogCategory ?? '');
  const { landing } = useLanding();
  const title = isBlogCategory(slug) ? t(`blog.category.${slug}`) : slug;
  useDocumentTitle(t('blog.categoryTitle', { category: title }));
  return (
    <div className="container page blog-page">
      <h1>{t('blog.categoryTitle', { category: title })}</h1>
      <TileGrid<BlogPost>
        list={BLOG_LISTS.category}
        label={title}
        rowHeight={ROW}
        emptyText={t('blog.empty')}
        renderTile={(post, tile) => (
          <BlogCard post={post} display={tile.display} eager={tile.index < 3} />
        )}
      />
      {landing && isBlogCategory(slug) && <ArchiveLinks slug={slug} archives={landing.archives} />}
    </div>
  );
}

/** An archive year of a category (seed 001 §2, §9: 9 posts a page). */
export function BlogArchivePage({ params }: PageProps) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const slug = String(params.blogCategory ?? '');
  const year = Number(params.year);
  const { landing } = useLanding();
  const category = isBlogCategory(slug) ? t(`blog.category.${slug}`) : slug;
  const title = t('blog.archiveTitle', { category, year });
  useDocumentTitle(title);
  return (
    <div className="container page blog-page">
      <p className="blog-back">
        {isBlogCategory(slug) && (
          <Link to={buildPath('blogCategory', language, { blogCategory: slug })}>
            {t('blog.backTo', { category })}
          </Link>
        )}
      </p>
      <h1>{title}</h1>
      <TileGrid<BlogPost>
        list={BLOG_LISTS.archive}
        label={title}
        rowHeight={ROW}
        emptyText={t('blog.empty')}
        renderTile={(post, tile) => (
          <BlogCard post={post} display={tile.display} eager={tile.index < 3} />
        )}
      />
      {landing && isBlogCategory(slug) && <ArchiveLinks slug={slug} archives={landing.archives} />}
    </div>
  );
}

/**
 * The start page's Blog block (seed 000 §2): the latest posts and a link to the blog. The root
 * tells the blog of the start page (machines/blog/blog.route.ts): the block asks nothing.
 */
export function BlogBlockBody() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { status, landing, retry } = useLanding();
  return (
    <div className="blog-block">
      <LandingStatus status={status} retry={retry} />
      {landing && <Cards posts={landing.posts.latest ?? []} strip />}
      <p>
        <Link to={buildPath('blog', language)}>{t('blog.toBlog')}</Link>
      </p>
    </div>
  );
}
