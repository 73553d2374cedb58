import { useTranslation } from 'react-i18next';
import { ChoiceStep } from './ChoiceStep.tsx';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

const CHOICES = ['chooseLive', 'chooseVideos', 'chooseFeed'] as const;

/** `onboarding` leads to `onboarding-choose`, where the guest picks what to see first. */
export default function OnboardingBody({ id, titleId, close, switchTo }: ModalBodyProps) {
  const { t } = useTranslation();
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
    <ChoiceStep id={id} titleId={titleId} choices={CHOICES} initial="chooseLive" onDone={close} />
  );
}
