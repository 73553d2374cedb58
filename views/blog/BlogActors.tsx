import { Link } from 'react-router';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  actorsOfPost,
  BLOG_ACTORS_LIST,
  type BlogActor,
  type BlogActorsQuery,
} from '../../machines/blog/blog.actors.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { FailedView } from '../layout/FailedView.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';

/** The performers the landing's posts name (blog `actors/{payload}`), as the blog loaded them. */
export function useBlogActors(): readonly BlogActor[] {
  const { actor } = useList<BlogActor, BlogActorsQuery>(BLOG_ACTORS_LIST);
  return useListSelector(actor, selectItems<BlogActor, BlogActorsQuery>);
}

/** "With Lana": the performers one post names, each a link to her profile. */
export function PostActors({ actors, postId }: { actors: readonly BlogActor[]; postId: number }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const named = actorsOfPost(actors, postId);
  // The line is there before the performers arrive (they are asked after the posts), so the
  // cards and what follows them do not move when they do.
  return (
    <p className="blog-card-actors">
      {named.map((actor) => (
        <Link key={actor.id} to={buildPath('actorProfile', language, { actorName: actor.slug })}>
          {t('blog.withActor', { name: actor.name })}
        </Link>
      ))}
    </p>
  );
}

/**
 * The performers in the landing's posts (decision 0027), each with her avatar and a link to her
 * profile: nothing while they load or when none is named, the failure with its retry.
 */
export function BlogActorsSection() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { actor, send } = useList<BlogActor, BlogActorsQuery>(BLOG_ACTORS_LIST);
  const status = useListSelector(actor, selectListStatus<BlogActor, BlogActorsQuery>);
  const actors = useListSelector(actor, selectItems<BlogActor, BlogActorsQuery>);
  if (status !== 'failed' && actors.length === 0) return null;
  return (
    <section aria-labelledby="blog-actors" className="blog-section">
      <h2 id="blog-actors">{t('blog.actors')}</h2>
      {status === 'failed' ? (
        <FailedView text={t('blog.actorsFailed')} onRetry={() => send({ type: 'ui.retry' })} />
      ) : (
        <ul className="blog-actors" aria-labelledby="blog-actors">
          {actors.map((named) => (
            <li key={named.id}>
              <Link to={buildPath('actorProfile', language, { actorName: named.slug })}>
                <img
                  src={named.avatar.url}
                  srcSet={named.avatar.srcSet || undefined}
                  sizes="4rem"
                  width={named.avatar.width}
                  height={named.avatar.height}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
                <span>{named.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
