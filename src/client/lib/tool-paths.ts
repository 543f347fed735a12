/** The public calculators' pages (decision 160); apart from routes.ts so the landing's script does not carry them. */
export const toolPaths = { chop: "/tools/chop", payouts: "/tools/payouts", structure: "/tools/structure" } as const;
