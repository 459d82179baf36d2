import { useEffect, useRef } from 'react';
import { confirmRequest } from '../state/dialog';

/** The confirm dialog asked for through state/dialog's confirm(); Escape cancels, focus starts on confirm. */
export function ConfirmDialog() {
  const req = confirmRequest.value;
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    okRef.current?.focus();
  }, [req]);
  if (!req) return null;
  return (
    <div className="overlay" onClick={() => req.resolve(false)}>
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="dialog-text"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') req.resolve(false);
        }}
      >
        <p id="dialog-text">{req.text}</p>
        <div className="dialog-actions">
          <button type="button" className="btn ghost" onClick={() => req.resolve(false)}>
            {req.cancel}
          </button>
          <button type="button" className="btn primary" ref={okRef} onClick={() => req.resolve(true)}>
            {req.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
