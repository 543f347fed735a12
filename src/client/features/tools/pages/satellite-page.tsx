import type { SatelliteToolInput, SatelliteToolResponse } from "@core/contracts/satellite-tool";
import { ordinal } from "@core/live/prizes/prize-table";
import type { SatelliteRest } from "@core/live/prizes/satellite";
import { formatMoney2, toCents } from "@core/money";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { useSatelliteTool } from "../api/satellite";
import { CalculatorForm, CalculatorPage } from "../components/calculator-page";
import { asWhole, TextField } from "../components/text-field";

type PoolFrom = "entries" | "pool";

/** What a place wins: the seat (and its share of the rest, if any), or the cash. */
const prizeText = (p: SatelliteToolResponse["places"][number]) =>
  p.seat ? ((toCents(p.cash) ?? 0) > 0 ? `Seat + ${formatMoney2(p.cash)}` : "Seat") : formatMoney2(p.cash);

/** The places the call answered: the seats, then the cash places. */
function SatellitePlaces({ result }: { result: SatelliteToolResponse }) {
  const cashPlaces = result.places.filter((p) => !p.seat).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Prize pool <span data-testid="satellite-pool">{formatMoney2(result.pool)}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          <span data-testid="satellite-seats">
            {result.seats} {result.seats === 1 ? "seat" : "seats"}
          </span>
          {cashPlaces > 0 && `, then ${cashPlaces} cash ${cashPlaces === 1 ? "place" : "places"}`}.
        </p>
        {result.places.length > 0 && (
          <table className="w-full text-sm" aria-label="Satellite places">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-1.5 font-medium">Place</th>
                <th className="py-1.5 text-right font-medium">Prize</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border/60">
              {result.places.map((p) => (
                <tr key={p.place} data-testid="satellite-row">
                  <td className="py-1.5">{ordinal(p.place)}</td>
                  <td className="py-1.5 text-right font-semibold tabular-nums text-primary">{prizeText(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

/** /tools/satellite (decision 232): seats into a bigger event from a satellite's pool, and the rest in cash. */
export default function SatelliteToolPage() {
  const [from, setFrom] = useState<PoolFrom>("entries");
  const [entries, setEntries] = useState("");
  const [buyIn, setBuyIn] = useState("");
  const [guarantee, setGuarantee] = useState("");
  const [pool, setPool] = useState("");
  const [seatValue, setSeatValue] = useState("");
  const [rest, setRest] = useState<SatelliteRest>("steps");
  const [step, setStep] = useState("");
  const calc = useSatelliteTool();
  const result = calc.data;

  const body = (): SatelliteToolInput => ({
    ...(from === "entries"
      ? { entries: asWhole(entries), buyIn: buyIn.trim(), ...(guarantee.trim() !== "" ? { guarantee: guarantee.trim() } : {}) }
      : { pool: pool.trim() }),
    seatValue: seatValue.trim(),
    rest,
    ...(rest === "steps" ? { step: step.trim() } : {}),
  });

  return (
    <CalculatorPage
      title="Satellite Calculator"
      intro={
        <>
          A satellite awards seats into a bigger event: as many seats as the pool buys, and the rest in cash, either in steps to the next places or shared among
          the seat winners (the odd cents to 1st).
        </>
      }
    >
      <CalculatorForm contentClassName="p-4 sm:p-6" onSubmit={() => calc.mutate(body())} pending={calc.isPending} error={calc.error}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="space-y-2">
            <Label htmlFor="satellite-from">Prize pool from</Label>
            <NativeSelect id="satellite-from" value={from} onChange={(e) => setFrom(e.target.value as PoolFrom)}>
              <option value="entries">Entries x buy-in</option>
              <option value="pool">A pool I know</option>
            </NativeSelect>
          </div>
          {from === "entries" ? (
            <>
              <TextField id="satellite-entries" label="Entries" inputMode="numeric" placeholder="25" value={entries} onChange={setEntries} />
              <TextField id="satellite-buyin" label="Buy-in ($)" inputMode="decimal" placeholder="30" value={buyIn} onChange={setBuyIn} />
              <TextField
                id="satellite-guarantee"
                label="Guarantee ($, optional)"
                inputMode="decimal"
                placeholder="None"
                value={guarantee}
                onChange={setGuarantee}
              />
            </>
          ) : (
            <TextField id="satellite-pool" label="Prize pool ($)" inputMode="decimal" placeholder="4,850" value={pool} onChange={setPool} />
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="satellite-seat" label="Seat value ($)" inputMode="decimal" placeholder="300" value={seatValue} onChange={setSeatValue} />
          <div className="space-y-2">
            <Label htmlFor="satellite-rest">The rest</Label>
            <NativeSelect id="satellite-rest" value={rest} onChange={(e) => setRest(e.target.value as SatelliteRest)}>
              <option value="steps">In steps</option>
              <option value="shared">Shared by the seats</option>
            </NativeSelect>
          </div>
          {rest === "steps" && <TextField id="satellite-step" label="Step ($)" inputMode="decimal" placeholder="60" value={step} onChange={setStep} />}
        </div>
      </CalculatorForm>
      {result && <SatellitePlaces result={result} />}
    </CalculatorPage>
  );
}
