import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadTradeTexts } from '../i18n/i18n';
import { ChunkFailed } from './ChunkFailed';

export type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazy screen: its chunk and its texts together; if either cannot be fetched, a screen that says so.
 * (lazy() keeps that answer, and ChunkFailed's button reloads the page, which starts over.)
 */
export const lazyScreen = <P extends object>(load: Load<P>, texts: () => Promise<void> = () => Promise.resolve()) =>
  lazy(() => Promise.all([load(), texts()]).then(([m]) => m, () => ({ default: ChunkFailed as ComponentType<P> })));

/** /trade: only its own texts (the budget of /trade counts every byte). The other kinds are in screen-kinds.ts. */
export const tradeScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadTradeTexts);
