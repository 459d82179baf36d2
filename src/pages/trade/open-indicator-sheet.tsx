import { createRoot } from 'react-dom/client';
import IndicatorSheet, { load } from './IndicatorSheet';

/**
 * Opens the indicators' sheet in a root of its own beside the app's (its texts first), as the perf overlay opens:
 * /trade's chunk carries only the button that calls this. `choice` and `store`: the device's choice as stored, and
 * how to keep a new one (src/state/indicator-choice.ts).
 */
export async function openIndicatorSheet(choice: string | null, store: (json: string) => void): Promise<void> {
  await load();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  // Rendering nothing rather than unmount(): the Preact build's createRoot has only render.
  const close = () => {
    root.render(null);
    host.remove();
  };
  root.render(<IndicatorSheet choice={choice} store={store} onClose={close} />);
}
