import { useTranslation } from '../../src/i18n/react.ts';
import { FAVOURITE_NOTIFICATIONS } from '../../machines/favourites/notifications.machine.ts';
import {
  NO_SWITCH,
  sameSwitch,
  sameUndone,
  selectNotificationSwitch,
  selectUndoneSwitches,
  type NotificationSwitchView,
  type UndoneSwitch,
} from '../../machines/favourites/notifications.selectors.ts';
import {
  NOTIFICATION_MEDIA,
  type FavouriteActor,
  type NotificationMedium,
} from '../../machines/favourites/favourites.types.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';

const NOTHING_UNDONE: UndoneSwitch[] = [];

function NotificationSwitch({
  actor,
  medium,
}: {
  actor: FavouriteActor;
  medium: NotificationMedium;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view: NotificationSwitchView = useOptionalSystemSelector(
    FAVOURITE_NOTIFICATIONS,
    (snapshot) => selectNotificationSwitch(snapshot, actor.id, medium),
    NO_SWITCH,
    sameSwitch,
  );
  if (view.enabled === null) return null;
  const enabled = view.enabled;
  return (
    <label className="favourite-switch">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        aria-busy={view.saving ? true : undefined}
        aria-label={t(`favourites.notify.${medium}Label`, { name: actor.name })}
        onChange={() =>
          engine.send(FAVOURITE_NOTIFICATIONS, {
            type: 'ui.setNotification',
            actorId: actor.id,
            medium,
            enabled: !enabled,
          })
        }
      />
      <span aria-hidden="true">{t(`favourites.notify.${medium}`)}</span>
    </label>
  );
}

/**
 * A favourite's e-mail and SMS switches (`setActorNotification`): on or off at once, taken back
 * with a note when the server refused the change or did not answer in time.
 */
export function NotificationSwitches({ actor }: { actor: FavouriteActor }) {
  const { t } = useTranslation();
  const undone = useOptionalSystemSelector(
    FAVOURITE_NOTIFICATIONS,
    (snapshot) => selectUndoneSwitches(snapshot, actor.id),
    NOTHING_UNDONE,
    sameUndone,
  );
  return (
    <div
      className="favourite-switches"
      role="group"
      aria-label={t('favourites.notify.group', { name: actor.name })}
    >
      {NOTIFICATION_MEDIA.map((medium) => (
        <NotificationSwitch key={medium} actor={actor} medium={medium} />
      ))}
      {/* Always there, so a note that comes is announced. */}
      <p className="favourite-switch-note" role="status">
        {undone
          .map((each) =>
            t(`favourites.notify.${each.reason}`, {
              medium: t(`favourites.notify.${each.medium}`),
            }),
          )
          .join(' ')}
      </p>
    </div>
  );
}
