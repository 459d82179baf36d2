const pad = (n: number) => String(n).padStart(2, '0');

/** Formats Unix ms as 'YYYY-MM-DD HH:mm:ss' in UTC: the wire format of *Handler, *Tran and created_at. */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
