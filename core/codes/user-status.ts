/** An account's state (users.status). */
/** Disabled by an operator: no login, no socket. */
export const Disabled = 0;
export const Active = 1;
