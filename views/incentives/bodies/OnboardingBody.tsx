import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

const CHOICES = ['chooseLive', 'chooseVideos', 'chooseFeed'] as const;

/** `onboarding` leads to `onboarding-choose`, where the guest picks what to see first. */
export default function OnboardingBody({ id, titleId, close, switchTo }: ModalBodyProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<(typeof CHOICES)[number]>('chooseLive');
  if (id === 'onboarding')
    return (
      <>
        <ModalText id={id} titleId={titleId} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => switchTo('onboarding-choose')}
          >
            {t('incentives.modal.onboarding.cta')}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('incentives.later')}
          </button>
        </div>
      </>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <ModalText id={id} titleId={titleId} />
      <fieldset className="modal-choices">
        <legend className="sr-only">{t(`incentives.modal.${id}.title`)}</legend>
        {CHOICES.map((each) => (
          <label key={each} className="modal-choice">
            <input
              type="radio"
              name="onboarding-choice"
              value={each}
              checked={choice === each}
              onChange={() => setChoice(each)}
            />
            {t(`incentives.${each}`)}
          </label>
        ))}
      </fieldset>
      <div className="dialog-actions">
        <button type="submit" className="button button-primary">
          {t(`incentives.modal.${id}.cta`)}
        </button>
      </div>
    </form>
  );
}
