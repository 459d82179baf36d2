/** Whether the site serves (the site_status setting, getCompanyStatus' status); any other value is Closed. */
export const Open = 0;
/** Every visitor is sent to loss_url. */
export const Closed = 1;
