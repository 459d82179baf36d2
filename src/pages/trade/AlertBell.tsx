import { Suspense, useState } from 'react';
import { t } from '../../i18n/i18n';
import { lazyScreen } from '../../app/screen';
import { Icon } from '../../components/Icon';
import type { PairView } from '../../state/market';

/**
 * The dialog and its texts, on the bell's first tap. Its loader lives here, in the bell's own lazy chunk: in the
 * shell's, its entry in the table of chunks would be bytes on every first load, for a dialog only a trader opens.
 */
const AlertDialog = lazyScreen(
  () => import('./AlertDialog'),
  () => import('./AlertDialog').then((m) => m.load()),
);

const iconBell = 'M6 16V11a6 6 0 0112 0v5l2 2H4zm4 4h4';

/**
 * The bell on /trade (logged in: an alert is the account's): sets a price alert on the pair. A chunk of its own
 * (app/screen.ts loads it), not /trade's, whose budget is nearly full; the dialog and its texts load on the first
 * tap (AlertDialog.tsx, loaded from here), in a Suspense of its own so the screen stays while it loads.
 */
export default function AlertBell({ v }: { v: PairView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="icon-btn bell" aria-label={t('trade.alert')} onClick={() => setOpen(true)}>
        <Icon d={iconBell} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog v={v} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
