import type { ModalId } from '../../../machines/modals/modals.catalog.ts';
import type { PayFlow } from '../../../machines/shared/domainEvents.ts';

/** What every modal body gets from the container. */
export interface ModalBodyProps {
  id: ModalId;
  props: Record<string, unknown>;
  titleId: string;
  close: () => void;
  /** The main button of a box without a pay flow: the box ends confirmed (`modals.result`). */
  confirm: () => void;
  /** Hands the guest to the pay tour; the box returns if the flow ends without success. */
  chooseFlow: (flow: PayFlow) => void;
  /** Logs the guest out through the pay tour (the forced age check's second button). */
  logout: () => void;
  /** Shows another box in the container in its place. */
  switchTo: (id: ModalId) => void;
}
