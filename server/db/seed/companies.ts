/** Demo companies for the main-site directory (fictional firms, marked as such in `subject`). */
export const COMPANIES = [
  {
    name: 'Harbour Line Securities', logo: '/logos/company-harbour.svg', url: 'https://harbourline.example',
    subject: 'Example brokerage (demo data)', registered_address: '1 Connaught Road Central, Hong Kong',
    location: 'Hong Kong', email: 'desk@harbourline.example',
  },
  {
    name: 'Northgate Markets Ltd', logo: '/logos/company-northgate.svg', url: 'https://northgate.example',
    subject: 'Example liquidity provider (demo data)', registered_address: '20 Gresham Street, London EC2V 7JE',
    location: 'United Kingdom', email: 'support@northgate.example',
  },
  {
    name: 'Meridian Capital Partners', logo: '/logos/company-meridian.svg', url: 'https://meridian.example',
    subject: 'Example asset manager (demo data)', registered_address: '8 Marina View, Singapore 018960',
    location: 'Singapore', email: 'info@meridian.example',
  },
] as const;
