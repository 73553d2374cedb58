import { useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { CamTile } from '../../machines/cams/cams.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ProfilePreviewOnDemand } from '../actorPreview/ProfilePreviewOnDemand.tsx';
import { useProfilePreview } from '../actorPreview/useProfilePreview.ts';
import { FavouriteHeart } from '../favourites/FavouriteHeart.tsx';
import { useActorPresence } from '../hooks/useActorPresence.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import type { TileContext } from '../tileGrid/TileGrid.tsx';
import { CAM_TILE_SIZES } from '../tileGrid/breakpoints.ts';
import { TILE_ASPECT } from '../tileGrid/tileAspect.ts';

/** The profile address of an actor: her name lower-cased (seed 001 §2). */
export const camPath = (cam: Pick<CamTile, 'name'>, language: string) =>
  buildPath('actorProfile', language, { actorName: cam.name.toLowerCase() });

/**
 * One performer tile: a real link to her profile (new tab, middle-click, copy link) with her
 * avatar, name, age, online state and free-chat badge (the presence domain's, her answer's until a
 * push names her or her channel), badges and the price per minute of her chat, and the heart
 * that pins her (beside the link, over her picture: a button may not sit inside a link). On a
 * desktop layout, resting the pointer on it (or the keyboard's focus) opens her profile preview.
 */
export function CamTileView({
  cam,
  language,
  tile,
}: {
  cam: CamTile;
  language: string;
  tile?: Pick<TileContext, 'index' | 'linkState' | 'onOpen'>;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const mobile = useSystemSelector('shell', selectIsMobile);
  const preview = useProfilePreview(cam.id);
  // Her tile's answer stands until a push says otherwise (presence is one owner's fact).
  const { online, freeChat } = useActorPresence(cam.id, cam);
  const state = online ? t('cams.tile.online') : t('cams.tile.offline');
  return (
    <div ref={frame} className="cam-tile-frame" {...(mobile ? {} : preview.handlers)}>
      <Link
        className={`cam-tile${online ? ' cam-online' : ''}`}
        to={camPath(cam, language)}
        state={tile?.linkState}
        onClick={tile?.onOpen}
        data-actor-id={cam.id}
        aria-label={`${cam.name}, ${t('cams.tile.age', { age: cam.age })}, ${state}`}
      >
        <ResponsiveImage
          sources={cam.avatar}
          alt=""
          aspectRatio={TILE_ASPECT.cam}
          sizes={CAM_TILE_SIZES}
          eager={(tile?.index ?? 0) < 10}
        />
        <span className="cam-tile-body">
          <span className="cam-tile-name">{cam.name}</span>
          <span className="cam-tile-age">{t('cams.tile.age', { age: cam.age })}</span>
          <span className="cam-tile-state" data-online={online}>
            <span className="cam-dot" aria-hidden="true" />
            {state}
          </span>
          <span className="cam-badges">
            {freeChat ? <span className="cam-badge">{t('cams.tile.freeChat')}</span> : null}
            {cam.hd ? <span className="cam-badge">{t('cams.tile.hd')}</span> : null}
            {cam.audio ? <span className="cam-badge">{t('cams.tile.audio')}</span> : null}
            {cam.toy ? <span className="cam-badge">{t('cams.tile.toy')}</span> : null}
          </span>
          <span className="cam-tile-price">
            {t('cams.tile.perMinute', { price: formatMoney(cam.price) })}
          </span>
        </span>
      </Link>
      <span className="cam-tile-heart">
        <FavouriteHeart target={{ targetType: 'actor', targetId: cam.id }} name={cam.name} />
      </span>
      {preview.open && !mobile ? <ProfilePreviewOnDemand actorId={cam.id} anchor={frame} /> : null}
    </div>
  );
}
