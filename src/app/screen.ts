import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadAccountTexts, loadRestTexts, loadTradeTexts } from '../i18n/i18n';
import { ChunkFailed } from './ChunkFailed';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazy screen: its chunk and its texts together; if either cannot be fetched, a screen that says so.
 * (lazy() keeps that answer, and ChunkFailed's button reloads the page, which starts over.)
 */
export const lazyScreen = <P extends object>(load: Load<P>, texts: () => Promise<void> = () => Promise.resolve()) =>
  lazy(() => Promise.all([load(), texts()]).then(([m]) => m, () => ({ default: ChunkFailed as ComponentType<P> })));

/** A screen's chunk together with the texts beyond the core: `/` loads neither. */
export const screen = <P extends object>(load: Load<P>) => lazyScreen(load, loadRestTexts);

/** /trade and /order: only the trading texts (the budget of /trade counts every byte). */
export const tradeScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadTradeTexts);

/** A screen of the account centre or the content pages: also the texts only those screens use. */
export const accountScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadAccountTexts);
