import type { PairRow } from '../market/pairs-repository.js';
import { formatUtc } from '../../core/rules/datetime.js';
import type { AlertFireWire, AlertWire } from '../../core/wire/alerts.js';
import type { AlertFireRow } from './alert-fires-repository.js';
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

/** A firing on the wire (core/wire/alerts.ts AlertFireWire), with its pair's codes and precision. */
export function alertFireWire(f: AlertFireRow, pair: PairRow | undefined): AlertFireWire {
  return {
    Id: f.id,
    AlertId: f.alert_id,
    ForexId: f.pair_id,
    Code: pair?.code ?? '',
    ShowCode: pair?.show_code ?? '',
    PricePrecision: pair?.price_precision ?? 5,
    Price: f.price,
    Direction: f.direction,
    Mode: f.mode,
    FiredPrice: f.fired_price,
    FiredHandler: formatUtc(f.fired_ms),
  };
}
