import { signal } from '@preact/signals-react';
import type { SiteSettings } from '../api/site-api';

/** Site settings from getBasicInfo; null until the boot call answers. */
export const site = signal<SiteSettings | null>(null);
/** Main-site mode: product search shows the company directory (getCompanyStatus type 0). */
export const isMain = signal(false);
