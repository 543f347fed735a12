// What other features use of notifications.
export { NotificationBell } from "./notification-bell";
