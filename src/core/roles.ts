export const ROLES = ["investor", "player", "sponsor"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  investor: "Fund tournament campaigns",
  player: "Create funding campaigns",
  sponsor: "Sponsor players directly",
};

/**
 * The roles as described once signed in (the dashboard's role picker). Sign-up keeps the spec's words
 * (ROLE_DESCRIPTIONS); here the sponsor is described by what the role does on the site: hosting tournaments.
 */
export const ROLE_PICKER_DESCRIPTIONS: Record<Role, string> = {
  ...ROLE_DESCRIPTIONS,
  sponsor: "Host tournaments and take registrations",
};

export const ROLE_LABELS: Record<Role, string> = {
  investor: "Investor",
  player: "Player",
  sponsor: "Sponsor",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The spec's permission table (marketplace §6, tournaments §6), one place for client and server. */
export const CAPABILITIES = {
  browseCampaigns: ["investor", "player"],
  portfolio: ["investor", "player"],
  invest: ["investor"],
  manageCampaigns: ["player"],
  payouts: ["player"],
  specialTournaments: ["investor", "player"],
  hostTournaments: ["sponsor"],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return !!role && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}
