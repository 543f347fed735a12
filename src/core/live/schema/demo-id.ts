/**
 * A visitor's own demo clock: "demo-" and 16 lowercase letters or digits. Bounded, so a
 * live id stays a short key; random, so one visitor cannot guess another's console.
 */
export const VISITOR_DEMO_ID = /^demo-[a-z0-9]{16}$/;

export const isVisitorDemoId = (id: string): boolean => VISITOR_DEMO_ID.test(id);

/** How long a visitor's demo clock is kept after its last action. */
export const VISITOR_DEMO_TTL_MS = 24 * 60 * 60 * 1000;
