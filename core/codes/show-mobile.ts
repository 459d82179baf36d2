/** Whether sign-up asks for a mobile number (the is_show_mobile setting); any other value is Off. */
export const Off = 0;
/** The area (country code) and the number. */
export const AreaAndPhone = 1;
/** The number alone. */
export const PhoneOnly = 3;
