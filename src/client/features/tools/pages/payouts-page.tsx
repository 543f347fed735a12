import type { PayoutsToolResponse } from "@core/contracts/payout-plan";
import { DEFAULT_MIN_CASH_MULTIPLE, DEFAULT_PAID_PERCENT, type PayoutShape } from "@core/live/prizes/payout-generator";
import { ordinal } from "@core/live/prizes/prize-table";
import { formatMoney2, toCents } from "@core/money";
import { useState, type InputHTMLAttributes } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { PayoutShapeOptions } from "@client/components/payout-shape-options";
import { usePayoutsTool } from "../api/payouts";
import { CalculatorForm, CalculatorPage } from "../components/calculator-page";

/** An amount's share of the pool, to 2 decimals (display only: the amounts themselves are exact). */
const shareOf = (amount: string, pool: string) => {
  const p = toCents(pool) ?? 0;
  return p > 0 ? `${Math.round(((toCents(amount) ?? 0) * 10_000) / p) / 100}%` : "0%";
};

/** A number typed as text, sent as typed when it is not one, so the server's 400 names the field. */
const asNumber = (text: string): number => (text.trim() === "" ? NaN : Number(text.replace(/[,\s]/g, "")));

/** The table the call fitted: the pool, how many places are paid and what each gets. */
function PayoutTable({ result }: { result: PayoutsToolResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Prize pool <span data-testid="payouts-pool">{formatMoney2(result.pool)}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          {result.places.length} {result.places.length === 1 ? "place" : "places"} paid, min cash {formatMoney2(result.minCash)}.
          {result.placesAsked > result.places.length &&
            ` The pool cannot pay all ${result.placesAsked} places asked for the min cash, so ${result.places.length === 1 ? "1st takes it all" : `${result.places.length} are paid`}.`}
        </p>
        <table className="w-full text-sm" aria-label="Payout table">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1.5 font-medium">Place</th>
              <th className="py-1.5 text-right font-medium">Amount</th>
              <th className="py-1.5 text-right font-medium">% of pool</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/60">
            {result.places.map((p) => (
              <tr key={p.place} data-testid="payout-row">
                <td className="py-1.5">{ordinal(p.place)}</td>
                <td className="py-1.5 text-right font-semibold tabular-nums text-primary">{formatMoney2(p.amount)}</td>
                <td className="py-1.5 text-right tabular-nums text-muted-foreground">{shareOf(p.amount, result.pool)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** One labelled text field of the calculator. */
function TextField({
  id,
  label,
  value,
  onChange,
  ...rest
}: { id: string; label: string; value: string; onChange: (v: string) => void } & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "placeholder">) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...rest} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** /tools/payouts (decision 160): a payout table fitted to a field, on the call the sponsor's form previews with. */
export default function PayoutsToolPage() {
  const [entries, setEntries] = useState("100");
  const [buyIn, setBuyIn] = useState("100");
  const [guarantee, setGuarantee] = useState("");
  const [paidPercent, setPaidPercent] = useState(String(DEFAULT_PAID_PERCENT));
  const [minCashMultiple, setMinCashMultiple] = useState(String(DEFAULT_MIN_CASH_MULTIPLE));
  const [shape, setShape] = useState<PayoutShape>("standard");
  const calc = usePayoutsTool();
  const result = calc.data;

  return (
    <CalculatorPage
      title="Payout Calculator"
      intro={
        <>
          A payout table that fits the field: the top share of the entries paid, each at least a minimum cash, the rest shared by a flat, standard or top-heavy
          curve. Amounts are whole dollars ($5 steps above $1,000), the remainder to 1st, and they add up exactly to the pool.
        </>
      }
    >
      <CalculatorForm
        contentClassName="p-4 sm:p-6"
        onSubmit={() =>
          calc.mutate({
            entries: asNumber(entries),
            buyIn: buyIn.trim(),
            ...(guarantee.trim() !== "" ? { guarantee: guarantee.trim() } : {}),
            paidPercent: asNumber(paidPercent),
            minCashMultiple: asNumber(minCashMultiple),
            shape,
          })
        }
        pending={calc.isPending}
        error={calc.error}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField id="payouts-entries" label="Entries" inputMode="numeric" value={entries} onChange={setEntries} />
          <TextField id="payouts-buyin" label="Buy-in ($)" inputMode="decimal" value={buyIn} onChange={setBuyIn} />
          <TextField id="payouts-guarantee" label="Guarantee ($, optional)" inputMode="decimal" placeholder="None" value={guarantee} onChange={setGuarantee} />
          <TextField id="payouts-paid" label="Paid places (% of entries, 10-20)" inputMode="decimal" value={paidPercent} onChange={setPaidPercent} />
          <TextField id="payouts-mincash" label="Min cash (x buy-in, 1.5-2)" inputMode="decimal" value={minCashMultiple} onChange={setMinCashMultiple} />
          <div className="space-y-2">
            <Label htmlFor="payouts-shape">Shape</Label>
            <NativeSelect id="payouts-shape" value={shape} onChange={(e) => setShape(e.target.value as PayoutShape)}>
              <PayoutShapeOptions />
            </NativeSelect>
          </div>
        </div>
      </CalculatorForm>
      {result && <PayoutTable result={result} />}
    </CalculatorPage>
  );
}
