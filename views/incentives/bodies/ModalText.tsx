import { useTranslation } from '../../../src/i18n/react.ts';
import type { ModalId } from '../../../machines/modals/modals.catalog.ts';

/** The title and text of a modal box, from `incentives.modal.<id>`. */
export function ModalText({ id, titleId }: { id: ModalId; titleId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId}>{t(`incentives.modal.${id}.title`)}</h2>
      <p>{t(`incentives.modal.${id}.text`)}</p>
    </>
  );
}
