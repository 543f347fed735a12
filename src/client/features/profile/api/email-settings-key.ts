/** The Profile's E-mail card reads this; a profile save that may change the address refreshes it. */
export const emailSettingsKey = ["/api/profile/email-settings"] as const;
