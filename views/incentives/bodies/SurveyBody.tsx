import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

const ANSWERS = ['surveyGood', 'surveyOk', 'surveyBad'] as const;

/** `survey`: one question; the answer is confirmed in the box before it closes. */
export default function SurveyBody({ id, titleId, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<(typeof ANSWERS)[number] | null>(null);
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (answer) setSent(true);
      }}
    >
      <ModalText id={id} titleId={titleId} />
      <fieldset className="modal-choices">
        <legend className="sr-only">{t(`incentives.modal.${id}.text`)}</legend>
        {ANSWERS.map((each) => (
          <label key={each} className="modal-choice">
            <input
              type="radio"
              name="survey-answer"
              value={each}
              checked={answer === each}
              onChange={() => setAnswer(each)}
            />
            {t(`incentives.${each}`)}
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={answer === null}>
          {t(`incentives.modal.${id}.cta`)}
        </button>
      </div>
    </form>
  );
}
