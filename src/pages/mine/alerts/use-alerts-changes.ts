import { useEffect, useRef } from 'react';
import { holdTopic } from '../../../socket/socket-client';
import { alertsChanged, holdAccount } from '../../../state/account-sync';

/**
 * Calls `reload` whenever the trader's price alerts may have changed while a list of them is open: a fire
 * (PRICE_ALERT), or any change from another phone, the engine or a reconnect (ACCOUNT's `alerts`, counted by
 * alertsChanged). Not on the first render: the list loads itself.
 */
export function useAlertsChanges(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => holdTopic('PRICE_ALERT', () => latest.current()), []);
  useEffect(() => holdAccount(), []);
  const changed = alertsChanged.value;
  const seen = useRef(changed);
  useEffect(() => {
    if (changed === seen.current) return;
    seen.current = changed;
    latest.current();
  }, [changed]);
}
