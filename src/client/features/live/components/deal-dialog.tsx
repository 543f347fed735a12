import type { LiveAction, LiveDeal, LiveStoredState } from "@core/live/schema/contracts";
import { dealUnavailable, planDeal, type DealInput, type DealPlan } from "@core/live/prizes/deals";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { DEAL_METHODS, DealAmounts, dealRows, money } from "./deal-panel";

type Method = LiveDeal["method"];

/** The preview the console shows, from the same rule the clock applies (planDeal), or why there is none. */
function preview(state: LiveStoredState, input: DealInput): { plan: DealPlan | null; problem: string | null } {
  try {
    return { plan: planDeal(state, input), problem: null };
  } catch (err) {
    return { plan: null, problem: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * The console's deal (decision 160): propose one (ICM, chip chop or custom amounts, with an optional amount to
 * play for) with the amounts previewed, then record each player's acceptance, or cancel it while it waits.
 */
export function DealDialog({ id, state, open, onOpenChange }: { id: string; state: LiveStoredState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const action = useLiveAction(id);
  const send = (a: LiveAction, done?: () => void) =>
    action.mutate(a, { onSuccess: () => done?.(), onError: (err) => toast({ title: "Deal Failed", description: errorMessage(err), variant: "destructive" }) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Deal</DialogTitle>
          <DialogDescription>Nothing changes until every player in the deal has accepted; then its amounts are their prizes.</DialogDescription>
        </DialogHeader>
        {state.deal ? (
          <Acceptances state={state} deal={state.deal} pending={action.isPending} send={send} close={() => onOpenChange(false)} />
        ) : (
          <Proposal state={state} pending={action.isPending} send={send} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Proposal({ state, pending, send }: { state: LiveStoredState; pending: boolean; send: (a: LiveAction, done?: () => void) => void }) {
  const [method, setMethod] = useState<Method>("icm");
  const [playFor, setPlayFor] = useState("");
  const [custom, setCustom] = useState<Record<string, string>>({});
  const left = state.players.filter((p) => !p.isEliminated).sort((a, b) => a.position - b.position);
  const input: DealInput = { method, playFor: playFor.trim() || undefined, ...(method === "custom" ? { amounts: custom } : {}) };
  const unavailable = dealUnavailable(state);
  const { plan, problem } = preview(state, input);
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (plan) send({ type: "deal-propose", ...input });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="deal-method">Method</Label>
          <NativeSelect id="deal-method" value={method} onChange={(e) => setMethod(e.target.value as Method)}>
            {(Object.keys(DEAL_METHODS) as Method[]).map((m) => (
              <option key={m} value={m}>
                {DEAL_METHODS[m]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-2">
          <Label htmlFor="deal-play-for">Left to play for ($, optional)</Label>
          <Input id="deal-play-for" inputMode="decimal" placeholder="0" value={playFor} onChange={(e) => setPlayFor(e.target.value)} />
        </div>
      </div>
      {!unavailable && (
        <ol className="divide-y divide-border/60" aria-label="Deal preview">
          {left.map((p) => (
            <li key={p.id} className="flex items-center gap-3 py-1.5" data-testid="deal-preview-row">
              <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
              <span className="text-xs tabular-nums text-muted-foreground">{p.chips.toLocaleString("en-US")} chips</span>
              {method === "custom" ? (
                <Input
                  aria-label={`${p.name}'s amount ($)`}
                  inputMode="decimal"
                  className="h-8 w-28"
                  value={custom[p.id] ?? ""}
                  onChange={(e) => setCustom((c) => ({ ...c, [p.id]: e.target.value }))}
                />
              ) : (
                <span className="w-28 text-right font-semibold tabular-nums text-primary">{plan ? money(plan.amounts[p.id]) : "—"}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {plan?.warnings.map((w) => (
        <p key={w} className="text-sm text-amber-300" role="note">
          {w}
        </p>
      ))}
      {(unavailable ?? problem) && (
        <p className="text-sm text-destructive" role="alert">
          {unavailable ?? problem}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" disabled={pending || !plan}>
          Propose Deal
        </Button>
      </DialogFooter>
    </form>
  );
}

function Acceptances({
  state,
  deal,
  pending,
  send,
  close,
}: {
  state: LiveStoredState;
  deal: LiveDeal;
  pending: boolean;
  send: (a: LiveAction, done?: () => void) => void;
  close: () => void;
}) {
  const rows = dealRows(state);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" role="status">
        {DEAL_METHODS[deal.method]} · {deal.status === "made" ? "Deal made" : `${rows.filter((r) => r.accepted).length} of ${rows.length} accepted`}
        {deal.playForCents > 0 && ` · ${money(deal.playForCents)} left to play for`}
      </p>
      <DealAmounts
        rows={rows}
        action={(r) =>
          deal.status === "proposed" && !r.accepted ? (
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() => send({ type: "deal-accept", playerId: r.id, proposalId: deal.id })}
              aria-label={`Record ${r.name}'s acceptance`}
            >
              Accepts
            </Button>
          ) : null
        }
      />
      {deal.status === "proposed" &&
        deal.warnings.map((w) => (
          <p key={w} className="text-sm text-amber-300" role="note">
            {w}
          </p>
        ))}
      <DialogFooter>
        {deal.status === "proposed" && (
          <Button variant="destructive" disabled={pending} onClick={() => send({ type: "deal-cancel" }, close)}>
            Cancel Deal
          </Button>
        )}
        <Button variant="outline" onClick={close}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
