/**
 * The name a leaderboard shows for a user: enough to recognise yourself, never enough to reach or identify
 * anyone. E-mail 'johnsmith@gmail.com' -> 'jo***h@***' (the domain is never shown); a local part of 3
 * characters or fewer keeps only its first; a mobile keeps its first and last 2 digits. Never the uid.
 */
export function maskAccount(email: string | null, mobile: string | null): string {
  if (email) {
    const local = email.slice(0, Math.max(0, email.lastIndexOf('@'))) || email;
    // Code points, not UTF-16 units: a name that starts with an emoji or a CJK extension character stays whole.
    const chars = [...local];
    if (chars.length <= 1) return '***@***';
    if (chars.length <= 3) return `${chars[0]}***@***`;
    return `${chars.slice(0, 2).join('')}***${chars.at(-1)}@***`;
  }
  if (mobile) {
    const digits = mobile.replace(/\D/g, '');
    return digits.length >= 8 ? `${digits.slice(0, 2)}****${digits.slice(-2)}` : '****';
  }
  return '***';
}
