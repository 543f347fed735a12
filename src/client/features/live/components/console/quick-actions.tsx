import { dayButton } from "@core/live/field/end-day";
import { Coffee, Download, UserMinus, UserPlus, Coins, Handshake, Repeat, QrCode, MoonStar, Printer, Receipt, UserX } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { paths } from "@client/lib/routes";
import { downloadResults } from "../download-csv";

import type { LiveData } from "../../api/live";
import type { ConsoleActions } from "@core/live/actions/console-actions";
import { clockMode } from "@core/live/schema/clock-mode";

/** The console's dialogs: one is open at a time. */
export type ConsoleDialog = "eliminate" | "chips" | "late" | "rebuy" | "end-day" | "break" | "deal" | "start" | "release-seat";

/** The Quick Actions card: each button grey, with the reducer's reason, when its action would be refused (consoleActions). */
export function QuickActions({ id, data, can, open }: { id: string; data: LiveData; can: ConsoleActions; open: (dialog: ConsoleDialog) => void }) {
  const off = (why: string | null) => ({ disabled: !data.canControl || why !== null, title: why ?? undefined });
  const day = dayButton(data.state);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="destructive" onClick={() => open("eliminate")} {...off(can.eliminate)}>
          <UserMinus /> Eliminate Player
        </Button>
        <Button variant="outline" onClick={() => open("chips")} {...off(can.chips)}>
          <Coins /> Update Chip Counts
        </Button>
        <Button variant="outline" onClick={() => open("late")} {...off(can.lateRegistration)}>
          <UserPlus /> Add Late Registration
        </Button>
        {/* a no-show's seat to the next alternate (decision 236): a sponsor's event, during late registration */}
        {clockMode(data.state).registersLateEntrants && (
          <Button variant="outline" onClick={() => open("release-seat")} {...off(can.releaseSeat)}>
            <UserX /> Release Seat
          </Button>
        )}
        {data.state.rebuys && (
          <Button variant="outline" onClick={() => open("rebuy")} {...off(can.rebuys)}>
            <Repeat /> {data.state.rebuys.kind === "reentry" ? "Re-entry" : "Rebuy"}
            {data.state.addOn ? " / Add-on" : ""}
          </Button>
        )}
        {/* a multi-day event (decision 170): every day but the last ends with the survivors' bags, correctable until the next start */}
        {day && (
          <Button variant="outline" onClick={() => open("end-day")} disabled={!data.canControl || day.disabled}>
            <MoonStar /> {day.label}
          </Button>
        )}
        <Button variant="outline" onClick={() => open("break")} {...off(can.scheduleBreak)}>
          <Coffee /> Schedule Break
        </Button>
        {/* a made deal shows on the page (DealPanel), its acceptances are done */}
        <Button variant="outline" onClick={() => open("deal")} {...off(can.deal)}>
          <Handshake /> {data.state.deal ? "Deal Acceptances" : "Propose Deal"}
        </Button>
        <Button variant="outline" onClick={() => downloadResults(data.state, data.backers)}>
          <Download /> Export Results
        </Button>
        {/* every entrant's phone link with its QR code, per table, to print (decision 164) */}
        {data.canControl && clockMode(data.state).registeredField && (
          <Button asChild variant="outline">
            <Link href={paths.seatCards(id)}>
              <QrCode /> Seat Cards
            </Link>
          </Button>
        )}
        {/* what the event took in and paid out, to print, download and close the event from (decision 237) */}
        {data.canControl && clockMode(data.state).registeredField && (
          <Button asChild variant="outline">
            <Link href={paths.cashier(id)}>
              <Receipt /> Cashier's Report
            </Link>
          </Button>
        )}
        {/* one printable slip per paid player, marked handed out as the cashier pays (decision 238) */}
        {data.canControl && clockMode(data.state).registeredField && data.state.startedAt !== null && (
          <Button asChild variant="outline">
            <Link href={paths.payoutSlips(id)}>
              <Printer /> Payout Slips
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
