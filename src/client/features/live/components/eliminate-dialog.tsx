import { bountySplit, isBountyEvent } from "@core/live/field/bounties";
import type { LivePlayer, LiveState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney } from "@core/money";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { formatChips } from "./format";
import { PlayerChoice, PlayerChoices, seatText } from "./player-choice";
import { SameHandStackFields, sameHandSummary, stackError, startingStack, type SameHandStacks } from "./same-hand-busts";

/** What the knockout pays, shown before it is recorded (PKO): half the head in cash, half onto the eliminator's. */
function bountyHint(out: LivePlayer | undefined, by: LivePlayer | undefined): string {
  if (!out) return "Their bounty is paid to the player who knocked them out.";
  const { cashCents, headCents } = bountySplit(out.bountyCents);
  const money = (c: number) => formatMoney(centsToDecimal(c));
  if (!by) return `${out.name}'s bounty is ${money(out.bountyCents)}: with nobody named it is not paid.`;
  return `${by.name} collects ${money(cashCents)} in cash and their bounty becomes ${money(by.bountyCents + headCents)}.`;
}

/** Who knocked the player out: required in a bounty event (the bounty is paid to them), else for the results only. */
function KnockedOutBy({
  bounties,
  knockers,
  by,
  hint,
  onChange,
}: {
  bounties: boolean;
  knockers: LivePlayer[];
  by: LivePlayer | undefined;
  hint: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="eliminate-by">
        Knocked out by
        {bounties ? <span aria-hidden="true"> *</span> : <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      <select
        id="eliminate-by"
        value={by ? by.id : ""}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="eliminate-by-hint"
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
      >
        <option value="">{bounties ? "Select who knocked them out" : "Not recorded"}</option>
        {knockers.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <p id="eliminate-by-hint" className="text-xs text-muted-foreground" data-testid="eliminate-bounty-hint">
        {hint}
      </p>
    </div>
  );
}

/** Records the elimination of `selected` (knocked out by `by`), and says what it paid; then `done`. */
function useEliminate(
  id: string,
  state: LiveState,
  selected: string | null,
  by: LivePlayer | undefined,
  done: () => void,
  /** hand-for-hand (decision 235): the stack at the start of the hand as typed, and what shows its refusal */
  handStack?: { raw: string; showError: () => void },
) {
  const action = useLiveAction(id);
  const bounties = isBountyEvent(state);
  const run = () => {
    if (!selected) {
      toast({ title: "No Player Selected", description: "Please select a player to eliminate.", variant: "destructive" });
      return;
    }
    const name = state.players.find((p) => p.id === selected)?.name ?? "Player";
    if (handStack && stackError(handStack.raw, name) !== null) {
      handStack.showError();
      return;
    }
    action.mutate(
      {
        type: "eliminate",
        playerId: selected,
        ...(handStack ? { stacks: [Number(handStack.raw.replace(/\D/g, ""))] } : {}),
        ...(by ? { eliminatorId: by.id } : {}),
      },
      {
        onSuccess: ({ state: next }) => {
          const out = next.players.find((p) => p.id === selected);
          // named as the console shows them (the answer carries the public name, "Player N" for a nameless player)
          const name = state.players.find((p) => p.id === selected)?.name ?? out?.name ?? "Player";
          const paid = by && bounties ? next.players.find((p) => p.id === by.id) : undefined;
          const cash = paid ? ` ${by!.name} collects ${formatMoney(centsToDecimal(bountySplit(out?.bountyCents ?? 0).cashCents))} of their bounty.` : "";
          toast({ title: "Player Eliminated", description: `${name} has been eliminated in position ${out?.position}.${cash}` });
          done();
        },
        onError: (err) => toast({ title: "Elimination Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };
  return { run, isPending: action.isPending };
}

/**
 * Records players busted in the same hand (decision 234) with their stacks at its start; says where each finished.
 * Refuses, before sending, fewer than two players or a stack that is not a whole number above 0 (`showErrors`).
 */
function useEliminateSameHand(
  id: string,
  state: LiveState,
  picked: readonly string[],
  stacks: SameHandStacks,
  by: LivePlayer | undefined,
  showErrors: () => void,
  done: () => void,
) {
  const action = useLiveAction(id);
  const nameOf = (playerId: string) => state.players.find((p) => p.id === playerId)?.name ?? "Player";
  const run = () => {
    if (picked.length < 2) {
      toast({ title: "Select the Players", description: "Select every player busted in the hand: at least two.", variant: "destructive" });
      return;
    }
    if (picked.some((p) => stackError(stacks[p] ?? "", nameOf(p)) !== null)) {
      showErrors();
      return;
    }
    action.mutate(
      {
        type: "eliminate",
        playerIds: [...picked],
        stacks: picked.map((p) => Number((stacks[p] ?? "").replace(/\D/g, ""))),
        ...(by ? { eliminatorId: by.id } : {}),
      },
      {
        onSuccess: ({ state: next }) => {
          const where = picked
            .map((p) => ({ name: nameOf(p), position: next.players.find((q) => q.id === p)?.position ?? 0 }))
            .sort((a, b) => a.position - b.position)
            .map((f) => `${f.name} in position ${f.position}`);
          toast({ title: "Players Eliminated", description: `Busted in the same hand: ${where.join(", ")}.` });
          done();
        },
        onError: (err) => toast({ title: "Elimination Failed", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };
  return { run, isPending: action.isPending };
}

/** Pick one player still in the tournament and eliminate them (§2, §4, §8), or several busted in the same hand. */
export function EliminateDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [eliminator, setEliminator] = useState("");
  // busted in the same hand (decision 234): several picked, each with their stack at the start of the hand
  const [sameHand, setSameHand] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [stacks, setStacks] = useState<SameHandStacks>({});
  const [showStackErrors, setShowStackErrors] = useState(false);
  const candidates = state.players.filter((p) => !p.isEliminated);
  // §4: the finish position the next elimination gets
  const finish = state.totalPlayers - state.eliminatedPlayers;
  const chosen = candidates.find((p) => p.id === selected);
  const bounties = isBountyEvent(state);
  const knockers = candidates.filter((p) => (sameHand ? !picked.includes(p.id) : p.id !== selected));
  const by = knockers.find((p) => p.id === eliminator);

  const close = (next: boolean) => {
    if (!next) {
      setSelected(null);
      setEliminator("");
      setSameHand(false);
      setPicked([]);
      setStacks({});
      setShowStackErrors(false);
    }
    onOpenChange(next);
  };
  const toggle = (p: LivePlayer) => {
    if (picked.includes(p.id)) {
      setPicked(picked.filter((q) => q !== p.id));
      return;
    }
    setPicked([...picked, p.id]);
    if (stacks[p.id] === undefined) setStacks({ ...stacks, [p.id]: startingStack(p) });
    if (eliminator === p.id) setEliminator("");
  };

  // hand-for-hand (decision 235): each bust of the hand is ranked with the others by their stack at its start
  const inHand = state.handForHand !== null;
  const eliminate = useEliminate(
    id,
    state,
    selected,
    by,
    () => close(false),
    inHand && selected ? { raw: stacks[selected] ?? "", showError: () => setShowStackErrors(true) } : undefined,
  );
  const eliminateHand = useEliminateSameHand(
    id,
    state,
    picked,
    stacks,
    by,
    () => setShowStackErrors(true),
    () => close(false),
  );
  const pickedPlayers = picked.flatMap((p) => candidates.filter((c) => c.id === p));
  const summary = sameHand
    ? sameHandSummary(picked.length, finish)
    : chosen
      ? `${chosen.name} will finish in position ${finish}.`
      : `Select the player who was knocked out. They finish in position ${finish}.`;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Eliminate Player</DialogTitle>
          <DialogDescription data-testid="eliminate-summary">{summary}</DialogDescription>
          {inHand && (
            <p className="text-sm font-medium text-amber-200" data-testid="eliminate-hand-for-hand">
              Hand-for-hand, hand {state.handForHand!.hand}: everyone busted in this hand, at any table, is ranked by their stack at its start.
            </p>
          )}
        </DialogHeader>
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox checked={sameHand} onCheckedChange={(v) => setSameHand(v === true)} />
          Busted in the same hand
        </label>
        <PlayerChoices multiple={sameHand}>
          {candidates.map((p) => (
            <PlayerChoice
              key={p.id}
              player={p}
              multiple={sameHand}
              selected={sameHand ? picked.includes(p.id) : selected === p.id}
              onSelect={() => {
                if (sameHand) return toggle(p);
                setSelected(p.id);
                if (inHand && stacks[p.id] === undefined) setStacks({ ...stacks, [p.id]: startingStack(p) });
                if (eliminator === p.id) setEliminator("");
              }}
              where={seatText(p)}
            >
              {/* chips only: a player still in has no finish yet, and "Position 7" read like a rank (decision 214) */}
              <span className="block font-semibold tabular-nums">{formatChips(p.chips)}</span>
              <span className="block text-xs text-muted-foreground">chips</span>
            </PlayerChoice>
          ))}
        </PlayerChoices>
        {inHand && !sameHand && chosen && (
          <SameHandStackFields
            players={[chosen]}
            stacks={stacks}
            onChange={(playerId, value) => setStacks({ ...stacks, [playerId]: value })}
            showErrors={showStackErrors}
          />
        )}
        {sameHand && (
          <SameHandStackFields
            players={pickedPlayers}
            stacks={stacks}
            onChange={(playerId, value) => setStacks({ ...stacks, [playerId]: value })}
            showErrors={showStackErrors}
          />
        )}
        <KnockedOutBy
          bounties={bounties}
          knockers={knockers}
          by={by}
          hint={
            sameHand
              ? "Who won the hand, for the results; in a bounty event each busted player's bounty is paid to them."
              : bounties
                ? bountyHint(chosen, by)
                : "Who won the hand that knocked them out, for the results."
          }
          onChange={setEliminator}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          {sameHand ? (
            <Button variant="destructive" onClick={eliminateHand.run} disabled={eliminateHand.isPending}>
              Eliminate Players
            </Button>
          ) : (
            <Button variant="destructive" onClick={eliminate.run} disabled={eliminate.isPending}>
              Eliminate Player
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
