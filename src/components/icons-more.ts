/** Icons of the other screens, as SVG path data (24x24, stroked): a module apart, so the first chunk does not carry them. */
export const iconEye = 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zm10 3a3 3 0 100-6 3 3 0 000 6z';
export const iconEyeOff =
  'M3 3l18 18M10.6 6.1c.5-.1.9-.1 1.4-.1 6.4 0 10 6 10 6a17 17 0 01-3 3.7M6.6 6.6A16 16 0 002 12s3.6 6.5 10 6.5c1.7 0 3.2-.4 4.5-1.1M9.9 9.9a3 3 0 004.2 4.2';
export const iconBack = 'M15 5l-7 7 7 7';
export const iconChevron = 'M9 5l7 7-7 7';
export const iconCheck = 'M5 12.5l4.5 4.5L19 7';
export const iconPlus = 'M12 5v14M5 12h14';
export const iconCopy = 'M9 9h11v11H9zM5 15H4V4h11v1';
/** A bin: a row's delete, for a mouse or a keyboard (a finger can also swipe). */
export const iconTrash = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6';
