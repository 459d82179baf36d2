/** How often a price alert fires (price_alerts.mode): once (then it is switched off), or every time it is crossed. */
export const Once = 1;
export const Every = 2;
