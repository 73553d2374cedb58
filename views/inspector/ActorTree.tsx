import { useTranslation } from '../../src/i18n/react.ts';
import { flattenTree, type ActorInfo } from '../../src/engine/inspector/actors.ts';

/** Every actor of the system, indented under its parent; one is selected for the other panes. */
export function ActorTree({
  tree,
  selected,
  onSelect,
}: {
  tree: ActorInfo;
  selected: string;
  onSelect: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="ins-actors" aria-labelledby="ins-actors-heading">
      <h3 id="ins-actors-heading" className="ins-heading">
        {t('inspector.actors.heading')}
      </h3>
      <ul className="ins-tree">
        {flattenTree(tree).map(({ actor, depth }) => (
          <li key={actor.path || '@root'} style={{ paddingInlineStart: depth * 14 }}>
            <button
              type="button"
              className="ins-actor"
              aria-current={actor.path === selected ? 'true' : undefined}
              data-status={actor.status}
              onClick={() => onSelect(actor.path)}
            >
              <span className="ins-actor-id">{actor.systemId ?? actor.id}</span>
              {actor.path !== '' && actor.systemId !== undefined && actor.systemId !== actor.id && (
                <span className="ins-actor-sub">{actor.id}</span>
              )}
              <span className="ins-actor-kind" data-kind={actor.kind}>
                {t(`inspector.actors.kind.${actor.kind}`)}
              </span>
              <span className="ins-actor-status">{actor.status}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
