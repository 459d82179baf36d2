/** Demo companies for the main-site directory (fictional firms, marked as such in `subject`; .example domains). */
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
  {
    name: 'Kestrel Financial Services AG', logo: '/logos/company-kestrel.svg', url: 'https://kestrel-fs.example',
    subject: 'Example forex dealer (demo data)', registered_address: 'Bahnhofstrasse 42, 8001 Zürich',
    location: 'Switzerland', email: 'contact@kestrel-fs.example',
  },
  {
    name: 'Palm Ridge Markets Ltd', logo: '/logos/company-palmridge.svg', url: 'https://palmridge.example',
    subject: 'Example CFD broker (demo data)', registered_address: 'Gate Village 3, DIFC, Dubai',
    location: 'United Arab Emirates', email: 'clients@palmridge.example',
  },
  {
    name: 'Sakura Line Securities K.K.', logo: '/logos/company-sakura.svg', url: 'https://sakuraline.example',
    subject: 'Example securities house (demo data)', registered_address: '2-1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005',
    location: 'Japan', email: 'info@sakuraline.example',
  },
  {
    name: 'Baltic Crown Trading OÜ', logo: '/logos/company-balticcrown.svg', url: 'https://balticcrown.example',
    subject: 'Example crypto exchange (demo data)', registered_address: 'Narva mnt 5, 10117 Tallinn',
    location: 'Estonia', email: 'support@balticcrown.example',
  },
  {
    name: 'Aurora Bay Brokers Pty Ltd', logo: '/logos/company-aurora.svg', url: 'https://aurorabay.example',
    subject: 'Example introducing broker (demo data)', registered_address: 'Level 12, 1 Macquarie Place, Sydney NSW 2000',
    location: 'Australia', email: 'hello@aurorabay.example',
  },
] as const;
