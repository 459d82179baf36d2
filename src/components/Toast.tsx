import { toast } from '../state/toast';

/** The one toast: announced politely to screen readers. */
export function Toast() {
  const current = toast.value;
  return (
    <div className="toast-layer" role="status" aria-live="polite">
      {current && (
        <div className="toast" key={current.id}>
          {current.text}
        </div>
      )}
    </div>
  );
}
