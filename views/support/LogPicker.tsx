import { useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';

/** A log file from the disk: picked with a button, or dropped anywhere on the card. */
export function LogPicker({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <section
      className="support-card log-picker"
      aria-labelledby="log-picker-heading"
      data-over={over ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <h2 id="log-picker-heading" className="support-heading">
        {t('support.file.heading')}
      </h2>
      <div className="log-drop">
        <label className="button button-primary">
          {t('support.file.pick')}
          <input
            ref={input}
            type="file"
            className="sr-only"
            accept=".jsonl,.ndjson,.txt,application/x-ndjson"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
        <p className="support-note">
          {over ? t('support.file.dropActive') : t('support.file.drop')}
        </p>
      </div>
    </section>
  );
}
