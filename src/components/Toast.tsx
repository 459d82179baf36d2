import { toast } from '../state/toast';

/** The one toast: announced politely to screen readers. */
export function Toast() {
  const current = toast.value;
  return (
    <div class="toast-layer" role="status" aria-live="polite">
      {current && <div class="toast" key={current.id}>{current.text}</div>}
    </div>
  );
}
