/**
 * The operator settings whose values are numbers (server/content/settings-repository.ts): the server checks them as
 * plain decimals and sends them as numbers, and the back office's settings form shows and reads them in the
 * operator's language (a German "100.000" is 100000, not 100).
 */
export const NUMERIC_SETTINGS = [
  'service_link_type',
  'verify_reg_type',
  'trade_fee_type',
  'is_show_mobile',
  'invite_required',
  'stop_out_level',
  'demo_balance',
  'site_status',
  'site_type',
  'desktop_redirect',
  'max_pending_orders',
  'code_sends_per_ip_hour',
  'code_sends_per_hour',
  'trailing_max_pips',
  'max_price_alerts',
  'alert_every_time_cooldown_seconds',
  'push_max_devices',
  'min_order_margin_usd',
  'payout_cooling_hours',
  'rum_sample_percent',
] as const;
