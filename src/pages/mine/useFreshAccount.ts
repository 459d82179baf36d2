import { useEffect } from 'react';
import { refreshUser } from '../../state/session-actions';
import { holdAccount } from '../../state/account-sync';

/** The user centre's account kept fresh: read on entering, pushed live while there, read again when shown. */
export function useFreshAccount() {
  useEffect(() => {
    void refreshUser();
  }, []);
  // Any change of the balance lands here live: an operator's approval, payout or adjustment, a trade on another
  // phone (the server's ACCOUNT push to this user).
  useEffect(() => holdAccount(), []);
  // Back from a deposit approval or another device: the balance is read again when the page shows.
  useEffect(() => {
    const on = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
}
