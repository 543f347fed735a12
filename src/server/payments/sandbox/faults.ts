import { setTimeout as sleep } from "node:timers/promises";
import { ProviderUnavailableError } from "../../investing/gateway";

/**
 * How the sandbox misbehaves, as a real provider does on a bad day (SANDBOX_FAILURE_RATE, SANDBOX_SLOW_RATE,
 * SANDBOX_SLOW_MS; decision 222). All zero by default: the sandbox then answers every call at once.
 */
export interface SandboxFaults {
  failureRate: number;
  slowRate: number;
  slowMs: number;
  /** a number in [0, 1), Math.random unless a test fixes the rolls */
  random?: () => number;
}

export const NO_FAULTS: SandboxFaults = { failureRate: 0, slowRate: 0, slowMs: 0 };

/**
 * One call's fate. A failure is half the time before the provider acted (nothing happened) and half after it
 * (the card was charged or the refund made, and the answer lost on the way back), since a caller cannot tell the
 * two apart and must be right either way: retrying, or a sweep that finds what was done.
 */
export type FaultRoll = "ok" | "slow" | "fail-before" | "fail-after";

export function rollFault(faults: SandboxFaults): FaultRoll {
  if (faults.failureRate <= 0 && faults.slowRate <= 0) return "ok";
  const r = (faults.random ?? Math.random)();
  if (r < faults.failureRate / 2) return "fail-before";
  if (r < faults.failureRate) return "fail-after";
  if (r < faults.failureRate + faults.slowRate) return "slow";
  return "ok";
}

/** Runs one of the sandbox's calls under the fault plan; without one, the call itself, with no extra step. */
export function underFaults<T>(faults: SandboxFaults, call: () => Promise<T>): Promise<T> {
  const roll = rollFault(faults);
  return roll === "ok" ? call() : faulted(roll, faults, call);
}

async function faulted<T>(roll: Exclude<FaultRoll, "ok">, faults: SandboxFaults, call: () => Promise<T>): Promise<T> {
  if (roll === "fail-before") throw new ProviderUnavailableError();
  if (roll === "slow") await sleep(faults.slowMs);
  const answer = await call();
  if (roll === "fail-after") throw new ProviderUnavailableError();
  return answer;
}
