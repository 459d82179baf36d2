/**
 * The kinds of Web Push notification a user can switch off, one switch each: a price alert firing, and the
 * server closing (stop-loss, take-profit, stop-out, trailing stop) or filling (pending fill) an order. The close
 * kinds are the orders' CloseReason values. Here, not in core/wire, so the app can list them without TypeBox.
 */
export const PUSH_KINDS = ['alert', 'sl', 'tp', 'stop_out', 'trailing', 'fill'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
