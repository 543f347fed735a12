/** How many closed events a player's campaign rating rests on, by how their results were recorded. */
export interface RecordBasis {
  /** settled by a StakeLine tournament clock */
  verifiedEvents: number;
  /** closed by the player with a result they typed */
  selfReportedEvents: number;
}

const events = (n: number, kind: string) => `${n} ${kind} event${n === 1 ? "" : "s"}`;

/**
 * What a rating or ROI figure rests on, said beside it: a backer must not read "5.0 / 5" without
 * knowing it comes from two results the player typed. Verified and self-reported are named apart, never summed.
 */
export function recordBasisText(b: RecordBasis): string {
  const parts = [
    ...(b.verifiedEvents > 0 ? [events(b.verifiedEvents, "verified")] : []),
    ...(b.selfReportedEvents > 0 ? [events(b.selfReportedEvents, "self-reported")] : []),
  ];
  return parts.length === 0 ? "no record yet" : `from ${parts.join(" and ")}`;
}

/** A rating with nothing behind it shows no marks at all, never top marks by default. */
export function hasRecord(b: RecordBasis | undefined | null): boolean {
  return !!b && b.verifiedEvents + b.selfReportedEvents > 0;
}
