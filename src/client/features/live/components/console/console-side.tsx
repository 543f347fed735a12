import type { LiveAction } from "@core/live/schema/contracts";
import { isVisitorDemoId } from "@core/live/schema/demo-id";
import { Eye } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { paths } from "@client/lib/routes";
import { DealPanel } from "../deal-panel";
import { Leaders } from "../leaders";
import { PrizeList } from "../prize-list";
import { PlayerRoster } from "../player-roster";
import { ShareClock } from "../share-clock";
import { QuickActions, type ConsoleDialog } from "./quick-actions";

import type { LiveData } from "../../api/live";
import type { ClockView } from "@core/live/clock/clock";
import type { ConsoleActions } from "@core/live/actions/console-actions";

const CHIP_LEADERS = 5;

/** The console's side column: sharing a demo, the chip leaders, the players, the quick actions, a deal, the prizes. */
export function ConsoleSide({
  id,
  data,
  view,
  can,
  pending,
  send,
  open,
}: {
  id: string;
  data: LiveData;
  view: ClockView;
  can: ConsoleActions | null;
  pending: boolean;
  send: (action: LiveAction) => void;
  open: (dialog: ConsoleDialog) => void;
}) {
  return (
    <div className="space-y-5">
      {isVisitorDemoId(id) && data.canControl && <ShareClock id={id} />}

      <Card>
        <CardHeader>
          <CardTitle>Chip Leaders</CardTitle>
        </CardHeader>
        <CardContent>
          <Leaders players={data.state.players} count={CHIP_LEADERS} bigBlind={view.level.bigBlind} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Players</CardTitle>
        </CardHeader>
        <CardContent>
          <PlayerRoster state={data.state} backers={data.backers} canControl={data.canControl} pending={pending} send={send} />
        </CardContent>
      </Card>

      {can && <QuickActions id={id} data={data} can={can} open={open} />}

      <DealPanel id={id} state={data.state} />

      <Card>
        <CardHeader>
          <CardTitle>Prize Structure</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {/* a flight pays no prizes: the event's pool is paid on its Day 2 (decision 242) */}
          {data.state.flight ? (
            <p className="text-sm text-muted-foreground" data-testid="flight-prizes">
              Prizes are paid on Day 2 of {data.state.flight.eventName}: this flight's survivors bag their chips.
            </p>
          ) : (
            <PrizeList state={data.state} />
          )}
          <Button asChild variant="outline" className="w-full">
            <Link href={paths.tournamentView(id)}>
              <Eye /> Tournament View Only
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
