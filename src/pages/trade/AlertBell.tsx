import { useState, type ComponentType } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../../i18n/i18n';
import { isLoggedIn } from '../../state/session';
import { loginUrl } from '../../app/access';
import { Icon } from '../../components/Icon';
import type { PairView } from '../../state/market';

const iconBell = 'M6 16V11a6 6 0 0112 0v5l2 2H4zm4 4h4';
type Dialog = ComponentType<{ v: PairView; onClose: () => void }>;

/**
 * The bell on /trade: sets a price alert on the pair. Only the button lives in /trade's chunk (its budget is
 * nearly full); the dialog and its texts load on the first tap (AlertDialog.tsx).
 */
export function AlertBell({ v }: { v: PairView }) {
  const [D, setD] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const tap = () => {
    if (!isLoggedIn.value) { navigate(loginUrl('/trade')); return; }
    void import('./AlertDialog').then((m) => m.load().then(() => { setD(() => m.default); setOpen(true); })).catch(() => undefined);
  };
  return (
    <>
      <button type="button" className="icon-btn bell" aria-label={t('trade.alert')} aria-haspopup="dialog" onClick={tap}><Icon d={iconBell} /></button>
      {D && open && <D v={v} onClose={() => setOpen(false)} />}
    </>
  );
}
