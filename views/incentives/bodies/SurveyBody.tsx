import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceStep } from './ChoiceStep.tsx';
import type { ModalBodyProps } from './types.ts';

const ANSWERS = ['surveyGood', 'surveyOk', 'surveyBad'] as const;

/** `survey`: one question; the answer is confirmed in the box before it closes. */
export default function SurveyBody({ id, titleId, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <>
        <h2 id={titleId}>{t('incentives.surveyThanks')}</h2>
        <div className="dialog-actions">
          <button type="button" className="button button-primary" onClick={close}>
            {t('incentives.close')}
          </button>
        </div>
      </>
    );
  return (
    <ChoiceStep
      id={id}
      titleId={titleId}
      choices={ANSWERS}
      initial={null}
      onDone={() => setSent(true)}
    />
  );
}
