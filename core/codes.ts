/**
 * The numeric codes both sides compare, by name. Each family is a module of plain constants re-exported
 * as a namespace (`OrderStatus.Holding`): the bundler inlines them into the app as bare numbers, so a
 * name costs the client nothing, where an object of codes would ship and be looked up at run time.
 */
export * as OrderStatus from './codes/order-status';
export * as OrderKind from './codes/order-kind';
export * as Side from './codes/side';
export * as MarginMode from './codes/margin-mode';
export * as MarketStatus from './codes/market-status';
export * as TradeFeeType from './codes/trade-fee-type';
export * as LedgerType from './codes/ledger-type';
export * as DepositStatus from './codes/deposit-status';
export * as DepositType from './codes/deposit-type';
export * as WithdrawStatus from './codes/withdraw-status';
export * as WithdrawFeeType from './codes/withdraw-fee-type';
export * as PayoutType from './codes/payout-type';
export * as ReviewStatus from './codes/review-status';
export * as UserStatus from './codes/user-status';
export * as CodeType from './codes/code-type';
export * as PayoutGuard from './codes/payout-guard';
export * as AlertDirection from './codes/alert-direction';
export * as AlertMode from './codes/alert-mode';
export * as LoginReply from './codes/login-reply';
export * as ServiceLinkType from './codes/service-link-type';
export * as VerifyRegType from './codes/verify-reg-type';
export * as ShowMobile from './codes/show-mobile';
export * as OnOff from './codes/on-off';
export * as AccountKind from './codes/account-kind';
export * as SiteStatus from './codes/site-status';
export * as SiteType from './codes/site-type';

/** One code of a family: `CodeOf<typeof OrderStatus>` is 0 | 1 | 3 | 4. */
export type CodeOf<Family> = Family[keyof Family];
