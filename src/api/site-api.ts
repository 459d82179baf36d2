import { call } from './client';

/** Public site settings (getBasicInfo). */
export interface SiteSettings {
  title: string; service_link: string; service_link_type: number; verify_reg_type: number;
  trade_fee_type: number; is_show_mobile: number; invite_required: number; support_email: string;
  stop_out_level: number; demo_balance: number;
  /** 1: a desktop user agent is sent to the pc. host (product.md section 2). */
  desktop_redirect: number;
}
export interface CompanyStatus { status: number; type: number; loss_url: string }

export const fetchCompanyStatus = () => call<CompanyStatus>('/api/company/getCompanyStatus', { silent: true });
export const fetchBasicInfo = () => call<SiteSettings>('/api/basicSet/getBasicInfo', { silent: true });
