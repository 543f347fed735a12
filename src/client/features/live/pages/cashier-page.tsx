import type { CashierReportResponse } from "@core/contracts/cashier-report";
import { formatDate, formatLongDate } from "@core/format";
import { formatMoney2, toCents } from "@core/money";
import { ArrowLeft, CheckCircle2, Download, Lock, Printer, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@client/components/ui/button";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { errorMessage, isUnauthorizedError } from "@client/lib/api";
import { authLink, paths } from "@client/lib/routes";
import { cashierCsvPath, useCashierReport, useCloseCashier } from "../api/cashier";

type Line = CashierReportResponse["entries"];

function Row({ label, count, amount, strong = false, testId }: { label: ReactNode; count?: ReactNode; amount: string; strong?: boolean; testId?: string }) {
  return (
    <tr className={strong ? "border-t font-semibold print:border-black" : undefined} data-testid={testId}>
      <td className="py-1.5 pr-3">{label}</td>
      <td className="py-1.5 pr-3 text-right tabular-nums text-muted-foreground print:text-black">{count}</td>
      <td className="py-1.5 text-right tabular-nums">{formatMoney2(amount)}</td>
    </tr>
  );
}

const lineRow = (label: string, line: Line | null, testId: string) =>
  line && <Row label={label} count={`${line.count} × ${formatMoney2(line.each)}`} amount={line.amount} testId={testId} />;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 break-inside-avoid rounded-lg border p-4 print:border-black print:p-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The difference, large: green at $0.00, red with the amount and the reason otherwise. */
function Difference({ report }: { report: CashierReportResponse }) {
  const balanced = toCents(report.difference) === 0;
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border-2 p-4 print:border-black ${balanced ? "border-emerald-500 bg-emerald-500/10" : "border-red-500 bg-red-500/10"}`}
      data-testid="cashier-difference"
      role="status"
    >
      {balanced ? <CheckCircle2 className="mt-1 h-6 w-6 shrink-0 text-emerald-400" /> : <TriangleAlert className="mt-1 h-6 w-6 shrink-0 text-red-400" />}
      <div>
        <p className="text-sm text-muted-foreground print:text-black">Difference (prize pool {report.bounties ? "+ bounties " : ""}− paid)</p>
        <p className={`text-3xl font-bold tabular-nums ${balanced ? "text-emerald-400" : "text-red-400"} print:text-black`}>
          {formatMoney2(report.difference)}
        </p>
        <p className="text-sm">
          {balanced
            ? "The report balances: every dollar taken in is accounted for."
            : report.finished
              ? report.closeRefusal
              : "The event is still running: this is what is still to be paid out."}
        </p>
      </div>
    </div>
  );
}

function CloseEvent({ id, report }: { id: string; report: CashierReportResponse }) {
  const close = useCloseCashier(id);
  if (report.closedAt) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-400 print:text-black" data-testid="cashier-closed">
        <Lock className="h-4 w-4" /> Event closed on {formatDate(report.closedAt)}
      </p>
    );
  }
  const why = report.closeRefusal;
  return (
    <div className="space-y-1">
      <Button onClick={() => close.mutate()} disabled={why !== null || close.isPending} aria-describedby={why ? "close-why" : undefined}>
        <Lock /> {close.isPending ? "Closing..." : "Mark event closed"}
      </Button>
      {why && (
        <p id="close-why" className="text-xs text-muted-foreground">
          {why}
        </p>
      )}
      {close.error && (
        <p role="alert" className="text-sm text-red-400">
          {errorMessage(close.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The cashier's report (decision 237): what the event took in (entries, rebuys, add-ons, fees), its prize pool with
 * any guarantee's overlay, the bounties, what each place was paid, and the difference that must be $0.00 before the
 * sponsor marks the event closed. Printable (the buttons and the app's banner hide on paper) and downloadable as CSV.
 */
export default function CashierPage() {
  const { id = "" } = useParams<{ id: string }>();
  const query = useCashierReport(id);
  if (query.isLoading) return <FullPageSpinner />;
  const r = query.data;
  if (query.error || !r) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center felt-bg">
        <h1 className="text-2xl font-bold">The cashier's report is not available</h1>
        <p className="text-muted-foreground">{errorMessage(query.error)}</p>
        {isUnauthorizedError(query.error) ? (
          <Button asChild>
            <Link href={authLink(undefined, "login", window.location.pathname)}>Sign In</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href={paths.tournamentControl(id)}>Back to the Console</Link>
          </Button>
        )}
      </main>
    );
  }
  const rebuyName = r.rebuyKind === "reentry" ? "Re-entries" : "Rebuys";
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6 print:max-w-none print:bg-white print:p-0 print:text-black">
      <header className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground print:hidden">
          <Link href={paths.tournamentControl(id)}>
            <ArrowLeft /> Console
          </Link>
        </Button>
        <div>
          <h1 className="text-2xl font-bold">Cashier's Report</h1>
          <p className="break-words font-medium">{r.name}</p>
          <p className="text-sm text-muted-foreground print:text-black">
            {formatLongDate(r.date)} · Buy-in {formatMoney2(r.buyIn)}
            {r.fee ? ` + ${formatMoney2(r.fee)} fee` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer /> Print
          </Button>
          <Button asChild variant="outline">
            <a href={cashierCsvPath(id)} download>
              <Download /> Download CSV
            </a>
          </Button>
          <CloseEvent id={id} report={r} />
        </div>
        {r.closedAt && (
          <p className="hidden print:block" data-testid="cashier-closed-print">
            Event closed on {formatDate(r.closedAt)}
          </p>
        )}
      </header>

      <Difference report={r} />

      <Section title="Collected">
        <table className="w-full text-sm">
          <tbody>
            {lineRow("Entries", r.entries, "cashier-entries")}
            {lineRow(rebuyName, r.rebuys, "cashier-rebuys")}
            {lineRow("Add-ons", r.addOns, "cashier-addons")}
            {lineRow("Fees", r.fees, "cashier-fees")}
            <Row label="Total collected" amount={r.collected} strong testId="cashier-collected" />
          </tbody>
        </table>
      </Section>

      <Section title="Prize Pool">
        <table className="w-full text-sm">
          <tbody>
            <Row label="Fees (kept apart from the prize pool)" amount={r.fees?.amount ?? "0.00"} />
            <Row label="From the entries" amount={r.entriesPool} />
            {toCents(r.guaranteeOverlay) !== 0 && <Row label="Guarantee overlay (added by the sponsor)" amount={r.guaranteeOverlay} />}
            <Row label="Prize pool" amount={r.prizePool} strong testId="cashier-pool" />
          </tbody>
        </table>
      </Section>

      {r.bounties && (
        <Section title="Bounties">
          <table className="w-full text-sm">
            <tbody>
              <Row label="Put up by the entries" amount={r.bounties.putUp} />
              <Row label="Paid to players" amount={r.bounties.paid} />
              {toCents(r.bounties.unclaimed) !== 0 && <Row label="Unclaimed (knocked out with nobody named)" amount={r.bounties.unclaimed} />}
            </tbody>
          </table>
        </Section>
      )}

      <Section title="Paid">
        {r.deal && (
          <p className="text-sm text-muted-foreground print:text-black">
            A deal of {r.deal.players} players
            {toCents(r.deal.playFor) !== 0 ? `, ${formatMoney2(r.deal.playFor)} left to play for (in 1st's amount)` : ""}.
          </p>
        )}
        {r.places.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody has been paid yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted-foreground print:text-black">
                  <th className="py-1 pr-3 font-medium">Place</th>
                  <th className="py-1 pr-3 font-medium">Player</th>
                  <th className="py-1 pr-3 text-right font-medium">Prize</th>
                  {r.bounties && <th className="py-1 pr-3 text-right font-medium">Bounty</th>}
                  <th className="py-1 text-right font-medium">Paid</th>
                </tr>
              </thead>
              <tbody>
                {r.places.map((p) => (
                  <tr key={`${p.label}-${p.name}`} className="border-t border-border/50" data-testid="cashier-place">
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {p.label}
                      {p.byDeal ? " (deal)" : ""}
                    </td>
                    <td className="max-w-[10rem] truncate py-1.5 pr-3">{p.name}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney2(p.prize)}</td>
                    {r.bounties && <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney2(p.bounty)}</td>}
                    <td className="py-1.5 text-right tabular-nums">{formatMoney2(p.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <table className="w-full text-sm">
          <tbody>
            <Row label="Total paid" amount={r.paid} strong testId="cashier-paid" />
          </tbody>
        </table>
      </Section>
    </main>
  );
}
