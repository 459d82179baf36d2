import { call } from './client';
import type { AlertAddQuery } from '../../core/wire/alerts';

/** The price alert calls (docs/api/trading.md#price-alerts). */
export type { AlertWire as Alert, AlertFireWire as AlertFire, AlertPush } from '../../core/wire/alerts';

export const addAlert = (
  forex_id: number,
  price: number,
  direction: AlertAddQuery['direction'],
  mode: AlertAddQuery['mode'],
) =>
  call('/v1/api/forex/alert/add', {
    query: { forex_id, price, direction, mode },
    loading: true,
    toastSuccess: true,
  });
export const fetchAlerts = () => call('/v1/api/forex/alert/list');
export const deleteAlert = (id: number) =>
  call('/v1/api/forex/alert/delete', { query: { id }, loading: true, toastSuccess: true });
/** A page (from 1) of the trader's fired alerts, newest first. */
export const fetchAlertFires = (page: number) => call('/v1/api/forex/alert/fired', { query: { page } });
