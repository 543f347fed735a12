import type { FlightsToolInput, FlightsToolResponse } from "@core/contracts/flights-tool";
import { MAX_FLIGHTS, type FlightRule } from "@core/live/prizes/flights";
import { formatMoney2, groupThousands } from "@core/money";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { Textarea } from "@client/components/ui/textarea";
import { useFlightsTool } from "../api/flights";
import { CalculatorForm, CalculatorPage } from "../components/calculator-page";
import { asWhole, Figure, TextField } from "../components/text-field";

/** Day 2's list is cut here on screen; the counts above it are of the whole field. */
const ROWS_SHOWN = 200;

interface FlightRow {
  key: number;
  name: string;
  entries: string;
  buyIn: string;
  bags: string;
}

let nextKey = 0;
const newFlight = (name: string, buyIn = ""): FlightRow => ({ key: nextKey++, name, entries: "", buyIn, bags: "" });

/**
 * "Ann Lee, 30,500" or "Ann Lee 30500": the name, then the chips at the end of the line (digits, thousands commas).
 * A line without chips at its end is sent with none, so the server's 400 names it.
 */
function parseBags(text: string): { player: string; chips: number }[] {
  return text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.*?)[\s,;:\t]+(\d[\d,]*)$/.exec(line);
      return m ? { player: m[1].trim(), chips: Number(m[2].replace(/,/g, "")) } : { player: line, chips: NaN };
    });
}

/** Who advances and with what: the counts, then the bags largest first, then any removed. */
function Day2({ result }: { result: FlightsToolResponse }) {
  const shown = result.advancing.slice(0, ROWS_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Day 2</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure label="Prize pool" value={formatMoney2(result.pool)} testId="flights-pool" />
          <Figure label="Players" value={groupThousands(result.players)} testId="flights-players" />
          <Figure label="Chips in play" value={groupThousands(result.chips)} testId="flights-chips" />
        </div>
        {result.removed.length > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="flights-removed">
            Removed, not added (best-stack): {result.removed.map((b) => `${b.player}'s ${groupThousands(b.chips)} from ${b.flight}`).join("; ")}.
          </p>
        )}
        {shown.length > 0 && (
          <table className="w-full text-sm" aria-label="Day 2 players">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1.5 font-medium">Player</th>
                <th className="py-1.5 font-medium">Flight</th>
                <th className="py-1.5 text-right font-medium">Chips</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/60">
              {shown.map((b, i) => (
                <tr key={i} data-testid="flights-row">
                  <td className="break-all py-1.5">{b.player}</td>
                  <td className="py-1.5">{b.flight}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums text-primary">{groupThousands(b.chips)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {result.advancing.length > shown.length && (
          <p className="text-sm text-muted-foreground">and {groupThousands(result.advancing.length - shown.length)} more players.</p>
        )}
      </CardContent>
    </Card>
  );
}

/** /tools/flights (decision 232): one pool over a multi-flight event's flights, and Day 2 by the re-entry rule. */
export default function FlightsToolPage() {
  const [rule, setRule] = useState<FlightRule>("best-stack");
  const [guarantee, setGuarantee] = useState("");
  const [flights, setFlights] = useState<FlightRow[]>(() => [newFlight("1A"), newFlight("1B")]);
  const calc = useFlightsTool();
  const result = calc.data;
  const setRow = (key: number, change: Partial<FlightRow>) => setFlights((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const body = (): FlightsToolInput => ({
    rule,
    ...(guarantee.trim() !== "" ? { guarantee: guarantee.trim() } : {}),
    flights: flights.map((f) => ({ name: f.name.trim(), entries: asWhole(f.entries), buyIn: f.buyIn.trim(), bags: parseBags(f.bags) })),
  });

  return (
    <CalculatorPage
      title="Flights Calculator"
      intro={
        <>
          A multi-flight event's Day 1s all feed one prize pool and one Day 2. With best-stack a player may play several flights and only their largest bag
          advances; with first-stack a player who bagged is refused in later flights.
        </>
      }
    >
      <CalculatorForm contentClassName="p-4 sm:p-6" onSubmit={() => calc.mutate(body())} pending={calc.isPending} error={calc.error}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor="flights-rule">Re-entry across flights</Label>
            <NativeSelect id="flights-rule" value={rule} onChange={(e) => setRule(e.target.value as FlightRule)}>
              <option value="best-stack">Best stack advances</option>
              <option value="first-stack">First stack only</option>
            </NativeSelect>
          </div>
          <TextField id="flights-guarantee" label="Guarantee ($, optional)" inputMode="decimal" placeholder="None" value={guarantee} onChange={setGuarantee} />
        </div>
        {flights.map((f, i) => (
          <fieldset key={f.key} className="space-y-3 rounded-md border border-border/60 p-3" data-testid="flights-flight">
            <legend className="px-1 text-sm font-medium">Flight {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField id={`flight-${f.key}-name`} label="Name" value={f.name} onChange={(v) => setRow(f.key, { name: v })} />
              <TextField id={`flight-${f.key}-entries`} label="Entries" inputMode="numeric" value={f.entries} onChange={(v) => setRow(f.key, { entries: v })} />
              <TextField id={`flight-${f.key}-buyin`} label="Buy-in ($)" inputMode="decimal" value={f.buyIn} onChange={(v) => setRow(f.key, { buyIn: v })} />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`flight-${f.key}-bags`}>Bags (player and chips, one per line)</Label>
              <Textarea
                id={`flight-${f.key}-bags`}
                rows={4}
                placeholder={"Ann Lee, 42,000\nBo Chen, 30,500"}
                value={f.bags}
                onChange={(e) => setRow(f.key, { bags: e.target.value })}
              />
            </div>
            {flights.length > 1 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setFlights((rows) => rows.filter((r) => r.key !== f.key))}>
                Remove flight {f.name.trim() || i + 1}
              </Button>
            )}
          </fieldset>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={flights.length >= MAX_FLIGHTS}
            onClick={() => setFlights((rows) => [...rows, newFlight(`1${String.fromCharCode(65 + rows.length)}`, rows[rows.length - 1]?.buyIn ?? "")])}
          >
            Add flight
          </Button>
        </div>
      </CalculatorForm>
      {result && <Day2 result={result} />}
    </CalculatorPage>
  );
}
