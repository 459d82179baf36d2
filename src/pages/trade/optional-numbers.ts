/** The order form's optional numbers, each with its box to tick: the input's name (and its label's key in `trade`), the box's name. */
export const OPTIONAL = [
  ['stop_loss', 'sl_on'],
  ['take_profit', 'tp_on'],
  ['trailing_stop', 'trailing_on'],
] as const;
