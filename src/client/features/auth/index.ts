// What other features use of auth; the router and main.tsx load its pages and hooks directly.
export { setCurrentUser } from "./api/get-current-user";
export { useLogout } from "./api/logout";
export { useUpdateRole } from "./api/update-role";
export { useAuth } from "./use-auth";
