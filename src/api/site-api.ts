import { call } from './client';

/** Site settings and status; their shapes live in core/wire/general.ts. */
export type { CompanyStatus, SiteSettings } from '../../core/wire/general';

export const fetchCompanyStatus = () => call('/api/company/getCompanyStatus', { silent: true });
export const fetchBasicInfo = () => call('/api/basicSet/getBasicInfo', { silent: true });
