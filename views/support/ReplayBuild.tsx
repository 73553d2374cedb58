import { useId } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { BuildChoice } from './replayBuild.ts';

/**
 * Says which build replays the opened log (issue 53): the one that recorded it, or the current
 * one and why; when the server keeps the log's build, support may switch between the two.
 */
export function ReplayBuild({
  choice,
  current,
  onPreferCurrent,
}: {
  choice: BuildChoice;
  /** The build this console is (the current one). */
  current: string;
  onPreferCurrent: (preferCurrent: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The log's build is kept and is not the current one: either may replay it.
  const kept =
    choice.kind === 'current' || (choice.kind === 'recorded' && choice.build !== null)
      ? choice.version
      : null;
  const text =
    choice.kind === 'recorded'
      ? t('support.build.recorded', { version: choice.version })
      : choice.kind === 'current' || choice.kind === 'unknown'
        ? t(`support.build.${choice.kind}`, { version: choice.version, current })
        : choice.kind === 'noVersion'
          ? t('support.build.noVersion', { current })
          : t('support.build.unlisted', { status: choice.why, current });
  return (
    <div className="support-build">
      <p
        className="support-status"
        data-status={choice.kind === 'recorded' ? 'ok' : 'error'}
        role="status"
      >
        {text}
      </p>
      {kept !== null && (
        <p className="support-build-choice">
          <label htmlFor={id}>{t('support.build.choose')}</label>{' '}
          <select
            id={id}
            value={choice.kind === 'current' ? 'current' : 'recorded'}
            onChange={(event) => onPreferCurrent(event.target.value === 'current')}
          >
            <option value="recorded">{t('support.build.recordedOption', { version: kept })}</option>
            <option value="current">{t('support.build.currentOption', { current })}</option>
          </select>
        </p>
      )}
    </div>
  );
}
