import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';

/** The code countdown (60 s, docs/product.md, Constants). */
export const CODE_COUNTDOWN_S = 60;

interface Props {
  /** Sends the code; the countdown starts only when it resolves. */
  onSend: () => Promise<unknown>;
  /** Checked before sending (e.g. an e-mail typed); false stops the send. */
  canSend?: () => boolean;
  seconds?: number;
}

/** "Send code", then disabled for 60 s with the seconds left. */
export function CountdownButton({ onSend, canSend, seconds = CODE_COUNTDOWN_S }: Props) {
  // Counted from an end time, not by decrements: a throttled background tab must not stretch the 60 s.
  const [endAt, setEndAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, Math.ceil((endAt - now) / 1000));
  useEffect(() => {
    if (endAt === 0) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endAt) {
        clearInterval(id);
        setEndAt(0);
      }
    }, 250);
    return () => clearInterval(id);
  }, [endAt]);
  const send = async () => {
    if (busy || left > 0 || (canSend && !canSend())) return;
    setBusy(true);
    try {
      await onSend();
      const n = Date.now();
      setNow(n);
      setEndAt(n + seconds * 1000);
    } catch {
      /* the api client already toasted why */
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn code-btn" disabled={busy || left > 0} onClick={() => void send()}>
      {left > 0 ? t('common.resend_in', { n: left }) : t('common.send_code')}
    </button>
  );
}
