import { useTranslation } from '../../../src/i18n/react.ts';
import type { ModalId } from '../../../machines/modals/modals.catalog.ts';

/** The title and text of a modal box, from `modalBoxes.<id>`. */
export function ModalText({ id, titleId }: { id: ModalId; titleId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId}>{t(`modalBoxes.${id}.title`)}</h2>
      <p>{t(`modalBoxes.${id}.text`)}</p>
    </>
  );
}
