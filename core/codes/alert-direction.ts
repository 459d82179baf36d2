/** Which way a price alert waits (price_alerts.direction): the price rising to its level, or falling to it. */
export const Above = 1;
export const Below = 2;
