/**
 * The chart indicators' lazy chunk, fetched at the first tap of their button or with the first chart that has some
 * on (src/app/screen.ts loadIndicators): the sheet that chooses them and the chart's code that draws them. One chunk,
 * one entry in the shell's table of lazy chunks: /trade's first load carries none of it.
 */
export { openIndicatorSheet } from '../../pages/trade/open-indicator-sheet';
export { openIndicators } from './indicator-open';
