import { useEffect, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ModalId } from '../../machines/modals/modals.catalog.ts';
import { selectOpenModal } from '../../machines/modals/modals.selectors.ts';
import type { ModalsEvent } from '../../machines/modals/modals.machine.ts';
import type { PayFlow } from '../../machines/shared/domainEvents.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { selectFlowCoversPage } from '../../machines/payTour/payTour.selectors.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';
import { MODAL_BODIES } from './modalBodies.ts';
import './incentives.css';

/**
 * The one modal container (seed 000 §2). It shows the box the modal manager holds: as a modal
 * dialog (inert page, scroll blocked) or as a non-blocking one, raised above the cookie banner
 * when its options say so. The body loads lazily; Escape and the close button close it.
 */
export function ModalHost() {
  const { t } = useTranslation();
  const engine = useEngine();
  const shown = useSystemSelector('modals', selectOpenModal);
  // While a pay-tour flow is on screen (it covers the page), the box waits behind it, hidden.
  const payOpen = useOptionalSystemSelector('payTour', selectFlowCoversPage, false);
  const modal = payOpen ? null : shown;
  const dialog = useRef<HTMLDialogElement>(null);
  const blocking = modal?.options.blockScroll === true;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (element.open) element.close();
    if (!modal) return;
    if (blocking) element.showModal();
    else element.show();
  }, [modal, blocking]);
  const send = (event: ModalsEvent) => engine.send('modals', event);
  const close = () => send({ type: 'ui.modalClosed' });
  // A box with a logout option (the forced age check) is not put off: no close button, no Escape.
  const closable = modal?.props.withLogout !== true;
  const Body = modal ? MODAL_BODIES[modal.id] : null;
  const titleId = modal ? `modal-${modal.id}-title` : undefined;
  return (
    <div data-modal-container="">
      <dialog
        ref={dialog}
        {...(modal ? { id: modal.id } : {})}
        className="dialog modal-box"
        data-blocking={blocking ? 'true' : 'false'}
        data-above-cookie-banner={modal?.options.aboveCookieBanner ? 'true' : 'false'}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          if (closable) close();
        }}
      >
        {modal && Body && titleId && (
          <>
            {closable && (
              <button
                type="button"
                className="icon-button modal-close"
                aria-label={t('incentives.close')}
                onClick={close}
              >
                ×
              </button>
            )}
            <PartBoundary
              key={modal.id}
              loading={<p role="status">{t('incentives.loadingModal')}</p>}
            >
              <Body
                id={modal.id}
                props={modal.props}
                titleId={titleId}
                close={close}
                confirm={() => send({ type: 'ui.modalConfirmed' })}
                logout={() => engine.send('payTour', { type: 'ui.logoutRequested' })}
                chooseFlow={(flow: PayFlow) => send({ type: 'ui.modalFlowChosen', flow })}
                switchTo={(id: ModalId) => send({ type: 'ui.modalSwitched', id })}
              />
            </PartBoundary>
          </>
        )}
      </dialog>
    </div>
  );
}
