import { Play } from "lucide-react";
import { lazy, Suspense } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { BreakDialog } from "../break-dialog";
import { ChipDialog } from "../chip-dialog";
import { EliminateDialog } from "../eliminate-dialog";
import { LateRegistrationDialog } from "../late-registration-dialog";

import type { LiveData } from "../../api/live";
import type { ConsoleDialog } from "./quick-actions";
import type { StartConfirmation } from "@core/live/views/start-confirm";
import { clockMode } from "@core/live/schema/clock-mode";
import { onBreakAt } from "@core/live/field/chip-audit";

// the deal, rebuy and end-of-day dialogs (and the ICM arithmetic) load when first opened: most consoles never open them
const DealDialog = lazy(() => import("../deal-dialog").then((m) => ({ default: m.DealDialog })));
const RebuyDialog = lazy(() => import("../rebuy-dialog").then((m) => ({ default: m.RebuyDialog })));
const EndDayDialog = lazy(() => import("../end-day-dialog").then((m) => ({ default: m.EndDayDialog })));
const ReleaseSeatDialog = lazy(() => import("../release-seat-dialog").then((m) => ({ default: m.ReleaseSeatDialog })));

/** The console's dialogs, the one `dialog` names open, and the first start's confirmation. */
export function ConsoleDialogs({
  id,
  data,
  dialog,
  setDialog,
  confirmStart,
  pending,
  onStartNow,
}: {
  id: string;
  data: LiveData;
  dialog: ConsoleDialog | null;
  setDialog: (dialog: ConsoleDialog | null) => void;
  confirmStart: StartConfirmation | null;
  pending: boolean;
  onStartNow: () => void;
}) {
  const state = data.state;
  const openAs = (name: ConsoleDialog) => ({ open: dialog === name, onOpenChange: (open: boolean) => setDialog(open ? name : null) });
  return (
    <>
      <EliminateDialog id={id} state={state} {...openAs("eliminate")} />
      {dialog === "rebuy" && (
        <Suspense fallback={null}>
          <RebuyDialog id={id} state={state} {...openAs("rebuy")} />
        </Suspense>
      )}
      {dialog === "end-day" && (
        <Suspense fallback={null}>
          <EndDayDialog id={id} state={state} {...openAs("end-day")} />
        </Suspense>
      )}
      {dialog === "release-seat" && (
        <Suspense fallback={null}>
          <ReleaseSeatDialog id={id} state={state} {...openAs("release-seat")} />
        </Suspense>
      )}
      {/* a full count at a break is checked as it is typed (decision 239), at the server's time */}
      <ChipDialog id={id} state={state} checked={onBreakAt(state, Date.now() + data.serverTime - data.clientTime)} {...openAs("chips")} />
      <ConfirmDialog
        open={dialog === "start" && confirmStart !== null}
        onOpenChange={(open) => setDialog(open ? "start" : null)}
        title={confirmStart?.title}
        description={confirmStart?.description}
        descriptionTestId="start-confirm-text"
        cancelLabel="Not Yet"
        action={
          <Button
            variant="success"
            disabled={pending}
            onClick={() => {
              setDialog(null);
              onStartNow();
            }}
          >
            <Play /> Start Now
          </Button>
        }
      />
      <BreakDialog id={id} {...openAs("break")} />
      {dialog === "deal" && (
        <Suspense fallback={null}>
          <DealDialog id={id} state={state} {...openAs("deal")} />
        </Suspense>
      )}
      <LateRegistrationDialog id={id} state={state} registered={clockMode(state).registersLateEntrants} {...openAs("late")} />
    </>
  );
}
