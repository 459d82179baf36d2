import { call } from './client';

import type { CompanyStatus, SiteSettings } from '../../core/wire/general';

/** Site settings and status; their shapes live in core/wire/general.ts. */
export type { CompanyStatus, SiteSettings } from '../../core/wire/general';

export const fetchCompanyStatus = () => call<CompanyStatus>('/api/company/getCompanyStatus', { silent: true });
export const fetchBasicInfo = () => call<SiteSettings>('/api/basicSet/getBasicInfo', { silent: true });
