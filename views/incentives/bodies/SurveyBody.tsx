import { useTranslation } from '../../../src/i18n/react.ts';
import type { SurveyRating } from '../../../machines/incentives/incentives.types.ts';
import { selectSurveyBox } from '../../../machines/survey/survey.selectors.ts';
import { SURVEY } from '../../../machines/survey/survey.types.ts';
import { useSend, useSystemSelector } from '../../../src/engine/react.tsx';
import { ChoiceStep } from './ChoiceStep.tsx';
import type { ModalBodyProps } from './types.ts';

const ANSWERS = ['surveyGood', 'surveyOk', 'surveyBad'] as const;
type AnswerText = (typeof ANSWERS)[number];
const RATING: Record<AnswerText, SurveyRating> = {
  surveyGood: 'good',
  surveyOk: 'ok',
  surveyBad: 'bad',
};
const TEXT_OF = Object.fromEntries(
  Object.entries(RATING).map(([text, rating]) => [rating, text]),
) as Record<SurveyRating, AnswerText>;

/**
 * `survey`: one question (about the platform, or the chat that just ended); the answer is posted
 * (`survey/feedback`), thanked for in the box, or the failure shown with the answer kept.
 */
export default function SurveyBody({ id, props, titleId, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const send = useSend(SURVEY);
  const box = useSystemSelector(SURVEY, selectSurveyBox);
  if (box.answered)
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
    <>
      {props.topic === 'chat' && <p className="modal-note">{t('incentives.surveyAboutChat')}</p>}
      <ChoiceStep
        id={id}
        titleId={titleId}
        choices={ANSWERS}
        initial={box.rating ? TEXT_OF[box.rating] : null}
        busy={box.sending}
        error={box.error}
        onDone={(choice) =>
          send({
            type: 'ui.surveyAnswered',
            surveyId: String(props.surveyId),
            rating: RATING[choice],
          })
        }
      />
    </>
  );
}
