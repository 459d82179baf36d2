import { lazy } from 'react';
import type { ComponentType } from 'preact';
import { loadRestTexts } from '../i18n/i18n';

/** A screen's chunk together with the texts beyond the core: `/` loads neither. */
export const screen = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => Promise.all([load(), loadRestTexts()]).then(([m]) => m));
