import { useTranslation } from '../../../src/i18n/react.ts';
import { useLocation, useNavigate } from 'react-router';
import { selectIsLoggedIn } from '../../../machines/bootstrap/bootstrap.selectors.ts';
import { selectLanguage } from '../../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../../src/engine/react.tsx';
import { selectQmdate } from '../../rewards/RewardsCommon.tsx';
import { BoxFacts } from './BoxFacts.tsx';
import { boxAction, isOffer, type BoxAction } from './boxActions.ts';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

const selectCanPlayPreview = (snapshot: { can(event: { type: 'content.previewPlay' }): boolean }) =>
  snapshot.can({ type: 'content.previewPlay' });

/**
 * An offer or a note: its text, what it says about this moment (BoxFacts), and one main button
 * (boxActions.ts): a pay-tour flow, the page the box is about, the preview behind it, or a
 * confirmation (its asker hears `confirmed: true`).
 */
export default function OfferBody({
  id,
  props,
  titleId,
  close,
  confirm,
  chooseFlow,
  logout,
}: ModalBodyProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useSystemSelector('shell', selectLanguage);
  const qmdate = useSystemSelector('shell', selectQmdate);
  const loggedIn = useSystemSelector('bootstrap', selectIsLoggedIn);
  // The content domain starts on first use: no content page opened yet, no preview to play.
  const canPlayPreview = useOptionalSystemSelector('content', selectCanPlayPreview, false);
  const action = boxAction(id, props, { language, loggedIn, qmdate, canPlayPreview });
  // The forced age check: verify, or log out (the box cannot be put off).
  const withLogout = props.withLogout === true;
  const price = typeof props.price === 'string' ? props.price : null;
  const balance = typeof props.balance === 'string' ? props.balance : null;
  const run = (chosen: BoxAction) => {
    switch (chosen.kind) {
      case 'flow':
        return chooseFlow(chosen.flow);
      case 'go':
        confirm();
        // Already there (the calendar a door was opened on): the box closing is the way in.
        if (chosen.path !== location.pathname + location.search) void navigate(chosen.path);
        return;
      case 'playPreview':
        confirm();
        return engine.send('content', { type: 'content.previewPlay' });
      case 'confirm':
        return confirm();
    }
  };
  return (
    <>
      <ModalText id={id} titleId={titleId} />
      <BoxFacts id={id} props={props} />
      {price && balance && (
        <p className="modal-note">{t('incentives.priceLine', { price, balance })}</p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={() => run(action)}>
          {t(`modalBoxes.${id}.cta`)}
        </button>
        {isOffer(action) && !withLogout && (
          <button type="button" className="button button-ghost" onClick={close}>
            {t('incentives.later')}
          </button>
        )}
        {withLogout && (
          <button type="button" className="button button-ghost" onClick={logout}>
            {t('incentives.logout')}
          </button>
        )}
      </div>
    </>
  );
}
