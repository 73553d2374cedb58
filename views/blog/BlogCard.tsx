import { useTranslation } from '../../src/i18n/react.ts';
import { blogCategorySlug } from '../../machines/blog/blog.rules.ts';
import type { BlogActor } from '../../machines/blog/blog.actors.ts';
import type { BlogPost } from '../../machines/blog/blog.types.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { dateFormat } from '../format/dateFormat.ts';
import { PostActors } from './BlogActors.tsx';

/** One blog post: picture, category, date, title and teaser (seed 001 §3, Blog response). */
export function BlogCard({
  post,
  display = 'grid',
  eager = false,
  headingLevel = 3,
  actors,
}: {
  post: BlogPost;
  display?: DisplayMode;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /**
   * The performers the blog names (blog `actors`), where a page shows them (the landing): those
   * of this post are linked under it, in a line kept for them while they load.
   */
  actors?: readonly BlogActor[] | undefined;
}) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const slug = blogCategorySlug(post.categoryId);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = dateFormat(language, { dateStyle: 'medium' }).format(new Date(post.published));
  return (
    <article className="blog-card" data-post-id={post.id} aria-labelledby={`blog-post-${post.id}`}>
      <ResponsiveImage
        sources={post.picture}
        alt=""
        aspectRatio={16 / 9}
        sizes={tileImageSizes(display)}
        eager={eager}
      />
      <p className="blog-card-meta">
        {slug && <span>{t(`blog.category.${slug}`)}</span>}
        <time dateTime={post.published}>{date}</time>
      </p>
      <Heading id={`blog-post-${post.id}`} className="blog-card-title">
        {post.title}
      </Heading>
      <p className="blog-card-teaser">{post.teaser}</p>
      {actors && <PostActors actors={actors} postId={post.id} />}
    </article>
  );
}
