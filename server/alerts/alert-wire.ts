import type { PairRow } from '../market/pairs-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import type { AlertWire } from '../../core/wire/alerts.js';
import type { AlertRow } from './alerts-repository.js';

/** A price alert on the wire (core/wire/alerts.ts), with its pair's codes and precision. */
export function alertWire(a: AlertRow, pair: PairRow | undefined): AlertWire {
  return {
    Id: a.id,
    ForexId: a.pair_id,
    Code: pair?.code ?? '',
    ShowCode: pair?.show_code ?? '',
    PricePrecision: pair?.price_precision ?? 5,
    Price: a.price,
    Direction: a.direction,
    Mode: a.mode,
    Active: a.active,
    Armed: a.armed,
    FiredCount: a.fired_count,
    LastFiredHandler: a.last_fired_ms ? formatUtc(a.last_fired_ms) : '',
    CreateTimeHandler: formatUtc(a.created_ms),
  };
}
