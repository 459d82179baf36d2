/**
 * Deposit channels and withdraw currencies seeded on first start so a local install can run the whole
 * funds flow. Addresses, banks and account numbers are well-formed examples that belong to no one: an
 * operator replaces them before taking real money (docs/operations.md, "Before taking real money").
 *
 * Two price conventions, on purpose (schema.ts): deposit channels carry usd_value_per_unit (USD per one
 * unit deposited, credit = number x it); withdraw symbols carry usd_price (units paid out per 1 USD,
 * received = (amount - fee) x it), as docs/product.md (Rules) defines.
 */
export const DEPOSIT_NETWORKS = [
  {
    currency_code: 'USDT',
    protocol_code: 'TRC20',
    address: 'TXkG3pM9r2a8VqWc5bLhN7dJy4eFuZs1Rt',
    usd_value_per_unit: '1',
  },
  {
    currency_code: 'USDT',
    protocol_code: 'ERC20',
    address: '0x8f3Cb7a2E5d94A1b6C0e27F49dB58a3c71E2d6F0',
    usd_value_per_unit: '1',
  },
  {
    currency_code: 'BTC',
    protocol_code: '',
    address: 'bc1q9h7garjq3c5qz8rx4v2m6l0wdyt5kfn8xse3ua',
    usd_value_per_unit: '95000',
  },
  {
    currency_code: 'ETH',
    protocol_code: 'ERC20',
    address: '0x2aB7c91D4e0F36a8b5C2d7E9f14A06bC3d8E5f72',
    usd_value_per_unit: '3200',
  },
] as const;

export const DEPOSIT_BANKS = [
  {
    name: 'USD',
    usd_value_per_unit: '1',
    accounts: [
      {
        bank_name: 'Meridian Trust Bank N.A.',
        bank_address: '300 Park Avenue, New York, NY 10022, USA',
        bank_swift: 'MRDTUS33',
        payee_name: 'Lotline Markets Ltd',
        payee_account: '4021 7738 5190',
        bank_remark: 'Write your UID in the payment reference',
      },
      {
        bank_name: 'Pacific Crest Bank',
        bank_address: '555 California Street, San Francisco, CA 94104, USA',
        bank_swift: 'PCCRUS6L',
        payee_name: 'Lotline Markets Ltd',
        payee_account: '8830 1204 4716',
        bank_remark: 'ACH and Fedwire accepted',
      },
    ],
  },
  {
    name: 'EUR',
    usd_value_per_unit: '1.08',
    accounts: [
      {
        bank_name: 'Rheinland Handelsbank AG',
        bank_address: 'Neue Mainzer Strasse 52, 60311 Frankfurt am Main, Germany',
        bank_swift: 'RHHBDEFF',
        payee_name: 'Lotline Markets Ltd',
        payee_account: 'DE89 3704 0044 0532 0130 00',
        bank_remark: 'SEPA transfers only; write your UID in the reference',
      },
    ],
  },
  {
    name: 'HKD',
    usd_value_per_unit: '0.128',
    accounts: [
      {
        bank_name: 'Harbour City Bank Limited',
        bank_address: '88 Des Voeux Road Central, Hong Kong',
        bank_swift: 'HCBLHKHH',
        payee_name: 'Lotline Markets (HK) Limited',
        payee_account: '512-384920-838',
        bank_remark: 'FPS and CHATS accepted',
      },
    ],
  },
] as const;

export const WITHDRAW_SYMBOLS = [
  { type: 1, code: 'USDT', protocol: 'TRC20', fee_type: 1, draw_rate: '1', usd_price: '1' },
  { type: 1, code: 'USDT', protocol: 'ERC20', fee_type: 1, draw_rate: '5', usd_price: '1' },
  { type: 1, code: 'BTC', protocol: '', fee_type: 2, draw_rate: '0.005', usd_price: '0.00001053' },
  { type: 2, code: 'USD', protocol: '', fee_type: 2, draw_rate: '0.01', usd_price: '1' },
  { type: 2, code: 'EUR', protocol: '', fee_type: 1, draw_rate: '10', usd_price: '0.92' },
] as const;
