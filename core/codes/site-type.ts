/** Which kind of site this is (the site_type setting, getCompanyStatus' type); any other value is Single. */
/** The main site: the product search shows the company directory. */
export const Main = 0;
/** One company's site (the default). */
export const Single = 1;
