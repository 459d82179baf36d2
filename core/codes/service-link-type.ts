/** What the support entry does with service_link (the service_link_type setting); any other value is Chat. */
/** /mine/chat, with the link embedded. */
export const Chat = 1;
/** The link in a dialog with a copy button. */
export const Dialog = 2;
/** Leaves the app for the link (an http(s) one; any other opens Chat). */
export const Open = 3;
