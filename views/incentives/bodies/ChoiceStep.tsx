import { useState } from 'react';
import { useTranslation } from '../../../src/i18n/react.ts';
import type { ModalId } from '../../../machines/modals/modals.catalog.ts';
import { ModalText } from './ModalText.tsx';

/**
 * One step of a modal stepper: the box's title and text, one question as labelled radio choices
 * (texts `incentives.<choice>`), and the box's button (`modalBoxes.<id>.cta`), enabled once
 * a choice is made; submitting hands the choice to `onDone`.
 */
/** The answers a choice step can offer (each has its text under `incentives.`). */
export type Choice =
  'chooseLive' | 'chooseVideos' | 'chooseFeed' | 'surveyGood' | 'surveyOk' | 'surveyBad';

export function ChoiceStep<TChoice extends Choice>({
  id,
  titleId,
  choices,
  initial,
  onDone,
  busy = false,
  error = null,
}: {
  id: ModalId;
  titleId: string;
  choices: readonly TChoice[];
  /** The choice preselected, or none (the button waits for one). */
  initial: TChoice | null;
  onDone: (choice: TChoice) => void;
  /** The answer is being saved: the button waits. */
  busy?: boolean;
  /** Why saving failed (the choice stays; pressing the button again retries). */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TChoice | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onDone(choice);
      }}
    >
      <ModalText id={id} titleId={titleId} />
      <fieldset className="modal-choices">
        <legend className="sr-only">{t(`modalBoxes.${id}.title`)}</legend>
        {choices.map((each) => (
          <label key={each} className="modal-choice">
            <input
              type="radio"
              name={`${id}-choice`}
              value={each}
              checked={choice === each}
              onChange={() => setChoice(each)}
            />
            {t(`incentives.${each}`)}
          </label>
        ))}
      </fieldset>
      {error !== null && (
        <p className="incentive-error" role="alert">
          {t('incentives.saveFailed', { reason: error })}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={choice === null || busy}
          aria-busy={busy}
        >
          {t(`modalBoxes.${id}.cta`)}
        </button>
      </div>
    </form>
  );
}
