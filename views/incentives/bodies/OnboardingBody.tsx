import { useTranslation } from '../../../src/i18n/react.ts';
import type { StartPageChoice } from '../../../machines/incentives/incentives.types.ts';
import { selectStartChoiceSave } from '../../../machines/onboarding/onboarding.selectors.ts';
import { ONBOARDING } from '../../../machines/onboarding/onboarding.types.ts';
import { useSend, useSystemSelector } from '../../../src/engine/react.tsx';
import { ChoiceStep } from './ChoiceStep.tsx';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

const CHOICES = ['chooseLive', 'chooseVideos', 'chooseFeed'] as const;
type ChoiceText = (typeof CHOICES)[number];
const START_PAGE: Record<ChoiceText, StartPageChoice> = {
  chooseLive: 'live',
  chooseVideos: 'videos',
  chooseFeed: 'feed',
};
const TEXT_OF = Object.fromEntries(
  Object.entries(START_PAGE).map(([text, choice]) => [choice, text]),
) as Record<StartPageChoice, ChoiceText>;

/**
 * `onboarding` leads to `onboarding-choose`, where the guest picks what the start page shows
 * first; the choice is saved on the server (the box closes once it is), a failure is shown with
 * the choice kept for another try.
 */
export default function OnboardingBody({ id, titleId, close, switchTo }: ModalBodyProps) {
  const { t } = useTranslation();
  const send = useSend(ONBOARDING);
  const save = useSystemSelector(ONBOARDING, selectStartChoiceSave);
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
            {t('modalBoxes.onboarding.cta')}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('incentives.later')}
          </button>
        </div>
      </>
    );
  return (
    <ChoiceStep
      id={id}
      titleId={titleId}
      choices={CHOICES}
      initial={save.choice ? TEXT_OF[save.choice] : 'chooseLive'}
      busy={save.saving}
      error={save.error}
      onDone={(choice) => send({ type: 'ui.startPageChosen', choice: START_PAGE[choice] })}
    />
  );
}
