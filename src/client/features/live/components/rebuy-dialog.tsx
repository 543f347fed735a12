import type { LiveState } from "@core/live/schema/contracts";
import { hasAddOn, rebuysUsed } from "@core/live/field/rebuys";
import { centsToDecimal, formatMoney } from "@core/money";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { formatChips } from "./format";
import { PlayerChoice, PlayerChoices, seatText } from "./player-choice";

type Kind = "rebuy" | "addon";

type Rules = NonNullable<LiveState["rebuys"]>;

/** What the chosen kind of entry allows and costs. */
function RebuySummary({ kind, rules, what }: { kind: Kind; rules: Rules; what: { priceCents: number; chips: number } }) {
  return (
    <DialogDescription data-testid="rebuy-summary">
      {kind === "addon" ? "The add-on: once per player, during level " : `${rules.kind === "reentry" ? "Re-entries" : "Rebuys"} through level `}
      {rules.untilLevel}
      {kind === "addon" ? " or the break after it" : `, at most ${rules.maxPerPlayer} per player`}. {formatChips(what.chips)} chips for{" "}
      {formatMoney(centsToDecimal(what.priceCents))}.
    </DialogDescription>
  );
}

/** Rebuy (or re-entry) or add-on, where the event has an add-on. */
function EntryKinds({ kind, rebuyWord, onChoose }: { kind: Kind; rebuyWord: string; onChoose: (kind: Kind) => void }) {
  return (
    <div role="radiogroup" aria-label="Entry" className="grid grid-cols-2 gap-2">
      {(["rebuy", "addon"] as const).map((k) => (
        <Button key={k} type="button" role="radio" aria-checked={kind === k} variant={kind === k ? "default" : "outline"} onClick={() => onChoose(k)}>
          {k === "addon" ? "Add-on" : rebuyWord}
        </Button>
      ))}
    </div>
  );
}

/**
 * Records a rebuy (or re-entry) or an add-on for one player, by name. The clock decides what is allowed (level,
 * limits, who is in); the list only offers the players it could apply to.
 */
export function RebuyDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [kind, setKind] = useState<Kind>("rebuy");
  const [selected, setSelected] = useState<string | null>(null);
  const action = useLiveAction(id);
  const rules = state.rebuys;
  if (!rules) return null;
  const reentry = rules.kind === "reentry";
  const rebuyWord = reentry ? "Re-entry" : "Rebuy";
  const what = kind === "addon" && state.addOn ? state.addOn : { priceCents: rules.priceCents, chips: rules.chips };
  // a re-entry is for the eliminated, a rebuy and the add-on for those still in
  const wantsOut = kind === "rebuy" && reentry;
  const candidates = state.players.filter((p) => p.isEliminated === wantsOut).sort((a, b) => a.name.localeCompare(b.name));
  const chosen = candidates.find((p) => p.id === selected);

  const close = (next: boolean) => {
    if (!next) setSelected(null);
    onOpenChange(next);
  };
  const choose = (k: Kind) => {
    setKind(k);
    setSelected(null);
  };

  const record = () => {
    if (!chosen) {
      toast({ title: "No Player Selected", description: "Please select a player.", variant: "destructive" });
      return;
    }
    action.mutate(
      { type: kind, playerId: chosen.id },
      {
        onSuccess: () => {
          toast({
            title: kind === "addon" ? "Add-on Recorded" : `${rebuyWord} Recorded`,
            description: `${chosen.name}: ${formatChips(what.chips)} chips for ${formatMoney(centsToDecimal(what.priceCents))}.`,
          });
          close(false);
        },
        onError: (err) => toast({ title: "Not Recorded", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{state.addOn ? `${rebuyWord} / Add-on` : rebuyWord}</DialogTitle>
          <RebuySummary kind={kind} rules={rules} what={what} />
        </DialogHeader>
        {state.addOn && <EntryKinds kind={kind} rebuyWord={rebuyWord} onChoose={choose} />}
        <PlayerChoices>
          {candidates.length === 0 && <p className="text-sm text-muted-foreground">{wantsOut ? "No player has been eliminated." : "No player is still in."}</p>}
          {candidates.map((p) => (
            <PlayerChoice
              key={p.id}
              player={p}
              selected={selected === p.id}
              onSelect={() => setSelected(p.id)}
              where={p.isEliminated ? "Eliminated" : seatText(p)}
            >
              {!p.isEliminated && <span className="block font-semibold tabular-nums">{formatChips(p.chips)}</span>}
              <span className="block text-xs text-muted-foreground">
                {kind === "addon" ? (hasAddOn(state, p.id) ? "Add-on taken" : "") : `${rebuysUsed(state, p.id)} of ${rules.maxPerPlayer} used`}
              </span>
            </PlayerChoice>
          ))}
        </PlayerChoices>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={record} disabled={action.isPending}>
            {kind === "addon" ? "Record Add-on" : `Record ${rebuyWord}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
