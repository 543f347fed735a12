import type { PackageToolInput, PackageToolResponse } from "@core/contracts/package-tool";
import { parseMarkup } from "@core/markup";
import { formatMoney2, toCents } from "@core/money";
import { MAX_PACKAGE_EVENTS, MIN_PACKAGE_EVENTS, sharePriceCents } from "@core/package-stakes";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { Input } from "@client/components/ui/input";
import { usePackageTool } from "../api/package";
import { CalculatorForm, CalculatorPage } from "../components/calculator-page";
import { Figure, TextField } from "../components/text-field";

interface EventRow {
  key: number;
  buyIn: string;
  cash: string;
  played: boolean;
}

let nextKey = 0;
const newRow = (buyIn = ""): EventRow => ({ key: nextKey++, buyIn, cash: "", played: true });

/** "1% costs $60.00" for the terms as sent, when they read; the server's price is the figure that counts. */
function perPercentText(body: PackageToolInput | undefined): string | null {
  if (!body) return null;
  const markup = parseMarkup(body.markup);
  const buyIns = body.events.map((e) => (typeof e.buyIn === "string" || typeof e.buyIn === "number" ? toCents(e.buyIn) : null));
  if (markup === null || buyIns.some((c) => c === null)) return null;
  const total = buyIns.reduce<number>((s, c) => s + (c ?? 0), 0);
  return `Package buy-in ${formatMoney2(total / 100)}: 1% costs ${formatMoney2(sharePriceCents(total, 100, markup) / 100)}.`;
}

/** The share's three figures. */
function PackageFigures({ result, body }: { result: PackageToolResponse; body: PackageToolInput | undefined }) {
  const perPercent = perPercentText(body);
  return (
    <Card>
      <CardHeader>
        <CardTitle>The share</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure label="Price" value={formatMoney2(result.price)} testId="package-price" />
          <Figure label="Payout" value={formatMoney2(result.payout)} testId="package-payout" />
          <Figure label="Refund (events not played)" value={formatMoney2(result.refund)} testId="package-refund" />
        </div>
        {perPercent && <p className="text-sm text-muted-foreground">{perPercent}</p>}
      </CardContent>
    </Card>
  );
}

/** /tools/package (decision 232): a share of one campaign over several events, priced and paid as a whole. */
export default function PackageToolPage() {
  const [percent, setPercent] = useState("");
  const [markup, setMarkup] = useState("1.00");
  const [events, setEvents] = useState<EventRow[]>(() => [newRow(), newRow()]);
  const calc = usePackageTool();
  const result = calc.data;
  const setRow = (key: number, change: Partial<EventRow>) => setEvents((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <CalculatorPage
      title="Package Calculator"
      intro={
        <>
          A package sells one campaign over {MIN_PACKAGE_EVENTS} to {MAX_PACKAGE_EVENTS} events: its buy-in is their sum, the markup applies to the whole, and a
          backer's share is of the package's total winnings. An event the player skips is refunded at the price it was sold for.
        </>
      }
    >
      <CalculatorForm
        contentClassName="p-4 sm:p-6"
        onSubmit={() =>
          calc.mutate({
            percent: percent.trim(),
            markup: markup.trim(),
            events: events.map((e) => ({ buyIn: e.buyIn.trim(), cash: e.cash.trim() === "" ? "0" : e.cash.trim(), played: e.played })),
          })
        }
        pending={calc.isPending}
        error={calc.error}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="package-percent" label="Share bought (%)" inputMode="decimal" placeholder="10" value={percent} onChange={setPercent} />
          <TextField id="package-markup" label="Markup (1.00-1.50)" inputMode="decimal" value={markup} onChange={setMarkup} />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Events</legend>
          <div className="grid grid-cols-[2rem_1fr_1fr] gap-2 px-2 text-sm text-muted-foreground sm:grid-cols-[2rem_1fr_1fr_4.5rem_4.5rem] sm:px-0" aria-hidden>
            <span>#</span>
            <span>Buy-in ($)</span>
            <span>Cashed ($)</span>
            <span className="hidden sm:inline">Played</span>
          </div>
          {events.map((e, i) => (
            <div
              key={e.key}
              className="grid grid-cols-[2rem_1fr_1fr] items-center gap-2 rounded-md border border-border/60 p-2 sm:grid-cols-[2rem_1fr_1fr_4.5rem_4.5rem] sm:border-0 sm:p-0"
              data-testid="package-event"
            >
              <span className="text-sm text-muted-foreground">{i + 1}</span>
              <Input
                aria-label={`Event ${i + 1} buy-in ($)`}
                inputMode="decimal"
                placeholder="Buy-in"
                value={e.buyIn}
                onChange={(ev) => setRow(e.key, { buyIn: ev.target.value })}
              />
              <Input
                aria-label={`Event ${i + 1} cashed ($)`}
                inputMode="decimal"
                placeholder="0"
                value={e.cash}
                onChange={(ev) => setRow(e.key, { cash: ev.target.value })}
              />
              <label className="col-start-2 flex items-center gap-2 text-sm sm:col-start-auto">
                <Checkbox aria-label={`Event ${i + 1} played`} checked={e.played} onCheckedChange={(v) => setRow(e.key, { played: v === true })} />
                <span className="sm:sr-only">Played</span>
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-end"
                disabled={events.length <= MIN_PACKAGE_EVENTS}
                onClick={() => setEvents((rows) => rows.filter((r) => r.key !== e.key))}
                aria-label={`Remove event ${i + 1}`}
              >
                Remove
              </Button>
            </div>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={events.length >= MAX_PACKAGE_EVENTS}
            onClick={() => setEvents((rows) => [...rows, newRow(rows[rows.length - 1]?.buyIn ?? "")])}
          >
            Add event
          </Button>
        </fieldset>
      </CalculatorForm>
      {result && <PackageFigures result={result} body={calc.variables} />}
    </CalculatorPage>
  );
}
