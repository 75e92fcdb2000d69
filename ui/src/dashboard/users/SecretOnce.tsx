// A secret the server shows this once (an API key, a webhook's signing secret): the title, the
// "shown once" warning, the value with a copy button, and "Done" to put it away for good.
import { useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { useDT } from '../i18n';
import { Banner } from '../ui';

type Props = {
  title: string;
  warning: string;
  secret: string;
  onDone: () => void;
  /** `{testId}` on the box, `{testId}-value` on the value. */
  testId: string;
};

export default function SecretOnce({ title, warning, secret, onDone, testId }: Props) {
  const t = useDT();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="dash-api-key-secret" role="status" data-testid={testId}>
      <p className="dash-strong">{title}</p>
      <Banner kind="info">{warning}</Banner>
      <div className="dash-api-key-copy">
        <code dir="ltr" data-testid={`${testId}-value`}>
          {secret}
        </code>
        <button type="button" className="dash-btn dash-btn-sm" onClick={async () => setCopied((await copyText(secret)) ? 'yes' : 'no')}>
          {t.copyKey}
        </button>
        <span className="dash-saved" aria-live="polite">
          {copied === 'yes' ? t.keyCopied : copied === 'no' ? t.copyFailed : ''}
        </span>
        <button type="button" className="dash-btn dash-btn-sm dash-push" onClick={onDone}>
          {t.apiKeyDone}
        </button>
      </div>
    </div>
  );
}
