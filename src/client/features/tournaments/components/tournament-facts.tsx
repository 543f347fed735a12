import type { Tournament } from "@core/contracts/tournaments";
import { buyInWithFee } from "@core/buy-in-text";
import { formatDate, formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import { formatTerms, formatTime, seatsFilledPercent } from "@core/tournament-rules";
import { Calendar, Clock, Coins, Crosshair, DollarSign, Layers, MapPin, CirclePlus, Repeat, Spade, Trophy, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Progress } from "@client/components/ui/progress";

export function Fact({ icon, label, children, wide = false }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 items-start gap-2${wide ? " col-span-2" : ""}`}>
      <span className="mt-0.5 text-muted-foreground [&_svg]:h-4 [&_svg]:w-4">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="break-words text-sm font-medium">{children}</dd>
      </div>
    </div>
  );
}

/** When, where, how much and how it is played, in the spec's order: the facts every tournament card shows. */
export function CoreFacts({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <Fact icon={<Calendar />} label="Date">
        {formatDate(t.date)}
      </Fact>
      <Fact icon={<Clock />} label="Time">
        {formatTime(t.time)}
      </Fact>
      <Fact icon={<MapPin />} label="Location">
        {t.location}
      </Fact>
      <Fact icon={<DollarSign />} label="Buy-in">
        {buyInWithFee(t.buyIn, t.fee)}
      </Fact>
      <TermsFacts tournament={t} />
      {t.guaranteedPrizePool !== null && (
        <Fact icon={<Trophy />} label="Guaranteed">
          {formatMoney(t.guaranteedPrizePool)}
        </Fact>
      )}
      <Fact icon={<Spade />} label="Format">
        {t.format}
      </Fact>
      <Fact icon={<Layers />} label="Blinds">
        {t.blindStructure}
      </Fact>
      <Fact icon={<Coins />} label="Starting Chips">
        {formatInteger(t.startingChips)}
      </Fact>
    </>
  );
}

const TERM_ICONS: Record<string, ReactNode> = { Rebuys: <Repeat />, "Re-entries": <Repeat />, "Add-on": <CirclePlus />, Bounty: <Crosshair /> };

/** Rebuys or re-entries, the add-on and the bounty, each only where the event has them (decision 216). */
export function TermsFacts({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      {formatTerms(t).map((term) => (
        <Fact key={term.label} icon={TERM_ICONS[term.label]} label={term.label} wide>
          <span data-testid="event-term">{term.text}</span>
        </Fact>
      ))}
    </>
  );
}

/** Seats taken out of maxSeats, as a count and a bar. */
export function SeatsBar({ tournament: t, label, testId }: { tournament: Tournament; label: string; testId?: string }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-1.5 text-muted-foreground">
          <Users className="h-4 w-4" /> {label}
        </span>
        <span className="font-semibold" data-testid={testId}>
          {t.registeredPlayers}/{t.maxSeats}
        </span>
      </div>
      <Progress value={seatsFilledPercent(t)} aria-label={`${t.registeredPlayers} of ${t.maxSeats} seats taken`} />
    </div>
  );
}
