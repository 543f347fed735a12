import type { SeatLink } from "@core/live/views/seat-view-contracts";
import { ArrowLeft, Printer } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "@client/components/ui/button";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useRevokeSeatLink, useSeatLinks } from "../api/seat-view";

/** Links grouped by table (those not yet seated last), in seat order. */
function byTable(links: readonly SeatLink[]): Array<[number | null, SeatLink[]]> {
  const groups = new Map<number | null, SeatLink[]>();
  for (const l of links) groups.set(l.table, [...(groups.get(l.table) ?? []), l]);
  return [...groups.entries()];
}

/**
 * The console's printable seat cards (decision 164): per table, each seat's player with the QR code of their own live
 * page. "New link" revokes a card given to the wrong hands: the old link stops working, the card shows the new one.
 */
export default function SeatCardsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const links = useSeatLinks(id);
  const revoke = useRevokeSeatLink(id);
  if (links.isLoading) return <FullPageSpinner />;
  if (links.error || !links.data) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center felt-bg">
        <h1 className="text-2xl font-bold">Seat cards are not available</h1>
        <p className="text-muted-foreground">{errorMessage(links.error)}</p>
        <Button asChild variant="outline">
          <Link href={paths.tournamentControl(id)}>Back to the Console</Link>
        </Button>
      </main>
    );
  }
  const origin = window.location.origin;
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 print:max-w-none print:bg-white print:p-0 print:text-black">
      <header className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
            <Link href={paths.tournamentControl(id)}>
              <ArrowLeft /> Console
            </Link>
          </Button>
          <h1 className="text-2xl font-bold">Seat Cards · {links.data.tournamentName}</h1>
          <p className="text-sm text-muted-foreground">
            {links.data.started
              ? "Each player's own live page: seat, stack, clock and moves."
              : "Seats are drawn when the clock starts; these links already work and keep working after the draw."}
          </p>
        </div>
        <Button onClick={() => window.print()}>
          <Printer /> Print
        </Button>
      </header>
      {links.data.links.length === 0 && <p className="text-muted-foreground">Nobody is in the field yet.</p>}
      {byTable(links.data.links).map(([table, cards]) => (
        <section key={table ?? "none"} className="space-y-3 break-after-page" data-testid="seat-cards-table">
          <h2 className="text-xl font-bold">{table === null ? "Not seated yet" : `Table ${table}`}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3">
            {cards.map((c) => (
              <li
                key={c.playerId}
                className="flex flex-col items-center gap-2 rounded-lg border p-3 text-center break-inside-avoid print:border-black"
                data-testid="seat-card"
              >
                <p className="text-sm font-semibold">{c.seat === null ? "Seat to be drawn" : `Table ${c.table} · Seat ${c.seat}`}</p>
                <img src={c.qrPath} alt={`QR code of ${c.name}'s seat link`} width={128} height={128} className="h-32 w-32 bg-white" loading="lazy" />
                <p className="max-w-full truncate font-bold">{c.name}</p>
                <p className="max-w-full break-all text-[10px] text-muted-foreground print:text-black">{`${origin}${c.path}`}</p>
                <Button size="sm" variant="ghost" className="print:hidden" disabled={revoke.isPending} onClick={() => revoke.mutate(c.playerId)}>
                  New link
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
