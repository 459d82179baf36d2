/** A setting that is on or off (invite_required, desktop_redirect); any other value is Off. */
export const Off = 0;
export const On = 1;
