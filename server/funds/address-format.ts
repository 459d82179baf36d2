/**
 * Address shapes a payout can go to, by coin and protocol, so a typo is caught before an operator sends
 * money to it. Checked for shape only (no checksum): the operator still confirms before paying.
 */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const FORMATS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  BTC: new RegExp(`^(?:bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`),
  ETH: /^0x[0-9a-fA-F]{40}$/,
};
/** Any other coin: printable, no spaces, a length real addresses have. */
const GENERIC = /^[A-Za-z0-9:_-]{20,128}$/;

/** Whether `address` has the shape of an address of `code` on `protocol` ('' when the coin has none). */
export function isPlausibleAddress(code: string, protocol: string, address: string): boolean {
  const re = FORMATS[protocol.toUpperCase()] ?? FORMATS[code.toUpperCase()] ?? GENERIC;
  return re.test(address);
}
