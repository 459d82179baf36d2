import { CatalogueEditor, type FieldSpec } from './CatalogueEditor';
import { t } from '../i18n/i18n';

const ON_OFF: [string, string][] = [
  ['1', 'admin.yes'],
  ['0', 'admin.no'],
];

const PAIR_FIELDS: FieldSpec[] = [
  { name: 'code', label: 'admin.f_code' },
  { name: 'show_code', label: 'admin.f_show_code' },
  { name: 'category_id', label: 'admin.f_category', kind: 'number' },
  { name: 'tradable', label: 'admin.f_tradable', kind: 'select', options: ON_OFF },
  // The weekly session table and the holiday closures, as text the server reads (core/rules/market-sessions.ts).
  { name: 'hours', label: 'admin.f_hours', hint: 'admin.f_hours_hint', inTable: false },
  { name: 'holidays', label: 'admin.f_holidays', hint: 'admin.f_holidays_hint', inTable: false },
  { name: 'multiples', label: 'admin.f_multiples', kind: 'list' },
  {
    name: 'margin_mode',
    label: 'admin.f_margin_mode',
    kind: 'select',
    options: [
      ['2', 'admin.f_margin_leverage'],
      ['1', 'admin.f_margin_fixed'],
    ],
  },
  { name: 'fee_rate', label: 'admin.f_fee_rate', kind: 'number' },
  { name: 'pip', label: 'admin.f_pip', kind: 'number' },
  { name: 'min_cont', label: 'admin.f_min_cont', kind: 'number' },
  { name: 'cont_num', label: 'admin.f_cont_num', kind: 'number' },
  { name: 'price_precision', label: 'admin.f_precision', kind: 'number' },
  { name: 'quote_currency', label: 'admin.f_quote_currency' },
  { name: 'start_price', label: 'admin.f_start_price', kind: 'number', inTable: false },
  { name: 'logo', label: 'admin.f_logo', inTable: false },
  { name: 'sort', label: 'admin.f_sort', kind: 'number', inTable: false },
];

/** Trade pairs: the fields of docs/api/market.md, market open or closed, leverage options, fees; live at once. */
export const PairsPage = () => <CatalogueEditor title={t('admin.pairs')} path="/pairs" fields={PAIR_FIELDS} />;

/** Categories: a key from the translated catalogue and the order. */
export const CategoriesPage = () => (
  <CatalogueEditor
    title={t('admin.categories')}
    path="/categories"
    fields={[
      { name: 'key', label: 'admin.f_key' },
      { name: 'sort', label: 'admin.f_sort', kind: 'number' },
    ]}
  />
);

export const DepositNetworksPage = () => (
  <CatalogueEditor
    title={t('admin.deposit_networks')}
    path="/deposit-networks"
    removeAction="disable"
    fields={[
      { name: 'currency_code', label: 'admin.f_code' },
      { name: 'protocol_code', label: 'admin.f_protocol' },
      { name: 'address', label: 'admin.f_address' },
      { name: 'usd_value_per_unit', label: 'admin.f_usd_per_unit', kind: 'number' },
      { name: 'enabled', label: 'admin.f_enabled', kind: 'select', options: ON_OFF },
      { name: 'sort', label: 'admin.f_sort', kind: 'number', inTable: false },
    ]}
  />
);

export const BankCurrenciesPage = () => (
  <CatalogueEditor
    title={t('admin.bank_currencies')}
    path="/bank-currencies"
    removeAction="disable"
    fields={[
      { name: 'name', label: 'admin.f_code' },
      { name: 'usd_value_per_unit', label: 'admin.f_usd_per_unit', kind: 'number' },
      { name: 'enabled', label: 'admin.f_enabled', kind: 'select', options: ON_OFF },
      { name: 'sort', label: 'admin.f_sort', kind: 'number', inTable: false },
    ]}
  />
);

export const BankAccountsPage = () => (
  <CatalogueEditor
    title={t('admin.bank_accounts')}
    path="/bank-accounts"
    removeAction="disable"
    fields={[
      { name: 'currency_id', label: 'admin.f_currency_id', kind: 'number' },
      { name: 'bank_name', label: 'bank.bank_name' },
      { name: 'bank_address', label: 'bank.bank_address', inTable: false },
      { name: 'bank_swift', label: 'bank.swift' },
      { name: 'payee_name', label: 'bank.payee_name' },
      { name: 'payee_account', label: 'bank.payee_account' },
      { name: 'bank_remark', label: 'bank.remark', inTable: false },
      { name: 'enabled', label: 'admin.f_enabled', kind: 'select', options: ON_OFF },
    ]}
  />
);

export const WithdrawSymbolsPage = () => (
  <CatalogueEditor
    title={t('admin.withdraw_symbols')}
    path="/withdraw-symbols"
    removeAction="disable"
    fields={[
      {
        name: 'type',
        label: 'admin.type',
        kind: 'select',
        options: [
          ['1', 'charge.coin'],
          ['2', 'charge.bank'],
        ],
      },
      { name: 'code', label: 'admin.f_code' },
      { name: 'protocol', label: 'admin.f_protocol' },
      {
        name: 'fee_type',
        label: 'admin.f_fee_type',
        kind: 'select',
        options: [
          ['1', 'admin.f_fee_fixed'],
          ['2', 'admin.f_fee_rate'],
        ],
      },
      { name: 'draw_rate', label: 'admin.f_draw_rate', kind: 'number' },
      { name: 'usd_price', label: 'admin.f_usd_price', kind: 'number' },
      { name: 'enabled', label: 'admin.f_enabled', kind: 'select', options: ON_OFF },
      { name: 'sort', label: 'admin.f_sort', kind: 'number', inTable: false },
    ]}
  />
);

export const CompaniesPage = () => (
  <CatalogueEditor
    title={t('admin.companies')}
    path="/companies"
    removeAction="delete"
    fields={[
      { name: 'name', label: 'admin.f_name' },
      { name: 'subject', label: 'company.subject' },
      { name: 'location', label: 'company.location' },
      { name: 'registered_address', label: 'company.address', inTable: false },
      { name: 'email', label: 'company.email' },
      { name: 'url', label: 'company.url', inTable: false },
      { name: 'logo', label: 'admin.f_logo', inTable: false },
    ]}
  />
);
