import { useTranslation } from '../../../src/i18n/react.ts';
import {
  CONVERSION_CHAT,
  type ConversionChatAction,
} from '../../../machines/conversionChat/conversionChat.types.ts';
import { useSend } from '../../../src/engine/react.tsx';
import { BoxFacts } from './BoxFacts.tsx';
import { offerFlow } from '../../../machines/modals/modals.catalog.ts';
import { ModalText } from './ModalText.tsx';
import type { ModalBodyProps } from './types.ts';

/**
 * `conversion-chat` (seed 000 §2, §7): the free chat with its countdown. Starting it tells the
 * server the guest takes it (`conversionChat` enable) and hands over to the trial top-up; "No,
 * thanks" declines it (disable: the server stops offering it); closing only puts it off.
 */
export default function ConversionChatBody({
  id,
  props,
  titleId,
  close,
  chooseFlow,
}: ModalBodyProps) {
  const { t } = useTranslation();
  const send = useSend(CONVERSION_CHAT);
  const answer = (action: ConversionChatAction) =>
    send({ type: 'ui.conversionChatChosen', action });
  return (
    <>
      <ModalText id={id} titleId={titleId} />
      <BoxFacts id={id} props={props} />
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            answer('enable');
            chooseFlow(offerFlow(id) ?? 'trialmoneycharge');
          }}
        >
          {t(`modalBoxes.${id}.cta`)}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            answer('disable');
            close();
          }}
        >
          {t('incentives.noThanks')}
        </button>
      </div>
    </>
  );
}
