import type { LiveState } from "@core/live/schema/contracts";
import { dayButton, dayNames } from "@core/live/field/end-day";
import { chipCountRefusal, formatChipInput, hasChipDigits } from "@core/live/field/players";
import { useState } from "react";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useLiveAction } from "../api/live";
import { PlayerCountFields, useCheckedCounts } from "./player-counts";
import { ChipCheck } from "./chip-audit/chip-check";

/** What a bag's field says once the form was submitted: blank, or the clock's own refusal (core players.ts). */
function bagError(raw: string, name: string): string | null {
  if (!hasChipDigits(raw)) return `Enter ${name}'s bag.`;
  return chipCountRefusal(raw, name, "bag");
}

/**
 * End of a day in a multi-day event (decision 170): the bag of every player still in, counted and entered by the
 * controller. The clock stops, each stack becomes its bag, and players with a bag above the starting stack may sell
 * Day-2 action priced from it until the clock starts the next day. Until then the same form corrects a bag
 * miscounted (decision 170): the stack and the price of a Day-2 campaign priced from it follow, unless someone bought.
 * Loaded when first opened.
 */
function EndDayForm({ id, state, onDone }: { id: string; state: LiveState; onDone: () => void }) {
  const correcting = dayButton(state)?.mode === "correct";
  const entered = state.bags;
  // correcting: the bags entered when the day ended (a late entry since has a stack, not a bag)
  const players = state.players.filter((p) => !p.isEliminated && (!correcting || entered?.[p.id] !== undefined));
  // ending a day: each field starts at the stack the console knows (decision 214: they started empty), to be checked
  // against the bag counted at the table; a player never counted (0 chips) starts empty
  const [bags, setBags] = useState<Record<string, string>>(() =>
    correcting && entered
      ? Object.fromEntries(players.map((p) => [p.id, formatChipInput(String(entered[p.id] ?? ""))]))
      : Object.fromEntries(players.filter((p) => p.chips > 0).map((p) => [p.id, formatChipInput(String(p.chips))])),
  );
  const { error, check } = useCheckedCounts(players, bags, bagError, "bag");
  const action = useLiveAction(id);
  const { current, next } = dayNames(state);
  const ended = correcting ? (state.days?.[state.dayIndex - 1] ?? "Day") : (current ?? "Day");

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    if (correcting) {
      // only the bags that changed are sent: a correction is refused for a player whose Day-2 campaign has a backer
      const changed = Object.fromEntries(players.flatMap((p) => (formatChipInput(String(entered?.[p.id] ?? "")) === bags[p.id] ? [] : [[p.id, bags[p.id]]])));
      if (Object.keys(changed).length === 0) {
        onDone();
        return;
      }
      action.mutate(
        { type: "correct-bags", bags: changed },
        {
          onSuccess: () => {
            toast({
              title: "Bags Corrected",
              description: `The stacks and any Day-2 price follow the corrected bags until ${current ?? "the next day"} starts.`,
            });
            onDone();
          },
          onError: (err) => toast({ title: "Bags Not Corrected", description: errorMessage(err), variant: "destructive" }),
        },
      );
      return;
    }
    action.mutate(
      { type: "end-day", bags },
      {
        onSuccess: () => {
          toast({
            title: `${current ?? "Day"} Ended`,
            // a flight's bags go on to its event's Day 2, played on the event's own clock (decision 242)
            description: state.flight
              ? `Bags recorded. They go on to ${next ?? "Day 2"} of ${state.flight.eventName}.`
              : `Bags recorded. Start the clock to begin ${next ?? "the next day"}.`,
          });
          onDone();
        },
        onError: (err) => toast({ title: "Day Not Ended", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <PlayerCountFields players={players} idPrefix="bag" counts={bags} setCounts={setBags} error={error} placeholder="Bag" />
      {/* the bags are the day's count, checked against the chips in play as they are typed (decision 239) */}
      <ChipCheck state={state} typed={bags} />
      <DialogSubmitFooter onCancel={onDone} pending={action.isPending} label={correcting ? `Correct ${ended} Bags` : `End ${ended}`} />
    </form>
  );
}

export function EndDayDialog({ id, state, open, onOpenChange }: { id: string; state: LiveState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { current, next } = dayNames(state);
  const correcting = dayButton(state)?.mode === "correct";
  const ended = state.days?.[state.dayIndex - 1] ?? "Day";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{correcting ? `Correct ${ended} Bags` : `End ${current ?? "Day"}`}</DialogTitle>
          <DialogDescription>
            {correcting
              ? `Correct a bag miscounted at the end of ${ended}, until ${current ?? "the next day"} starts. The stack follows, and so does the price of a Day-2 campaign priced from it, unless someone has bought into it.`
              : `Enter the bag of every player still in, as counted: each field starts at the last chip count, so change those that differ. The clock stops; each stack becomes its bag${next ? `, and ${next} begins when you start the clock` : ""}.`}
          </DialogDescription>
        </DialogHeader>
        {open && <EndDayForm id={id} state={state} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
