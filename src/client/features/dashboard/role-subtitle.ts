import type { Role } from "@core/roles";

export const ROLE_SUBTITLES: Record<Role, string> = {
  investor: "Track your stakes and discover new opportunities",
  player: "Manage your campaigns and keep your backers paid",
  sponsor: "Host tournaments and manage registrations",
};

export const NO_ROLE_SUBTITLE = "Get started by selecting your role";

export function roleSubtitle(role: Role | null | undefined): string {
  return role ? ROLE_SUBTITLES[role] : NO_ROLE_SUBTITLE;
}
