/** NOTIFY channel on which a transaction that changes a user's unread count says whose (payload: the user id). */
export const NOTIFICATIONS_CHANNEL = "notifications_unread";
