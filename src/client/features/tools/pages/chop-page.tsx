import type { ChopToolResponse } from "@core/contracts/chop-tool";
import type { ChopMethod } from "@core/live/prizes/chop";
import { MAX_ICM_PLAYERS } from "@core/live/prizes/icm";
import { formatMoney2 } from "@core/money";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { Textarea } from "@client/components/ui/textarea";
import { useChopTool } from "../api/chop";
import { CalculatorForm, CalculatorPage } from "../components/calculator-page";

// one per line; a stack's commas are thousands separators, so only line breaks (and semicolons) split the list
const lines = (text: string) =>
  text
    .split(/[\n;]+/)
    .map((l) => l.trim())
    .filter(Boolean);
const chips = (line: string) => Number(line.replace(/[,\s_]/g, ""));

/** The amounts each stack gets, with the stacks as sent and any warnings. */
function ChopAmounts({ result, stacks }: { result: ChopToolResponse; stacks: number[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Amounts</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <table className="w-full text-sm" aria-label="Chop amounts">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1.5 font-medium">Stack</th>
              <th className="py-1.5 text-right font-medium">Chips</th>
              <th className="py-1.5 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border/60">
            {result.amounts.map((a, i) => (
              <tr key={i} data-testid="chop-row">
                <td className="py-1.5">{i + 1}</td>
                <td className="py-1.5 text-right tabular-nums">{stacks?.[i]?.toLocaleString("en-US")}</td>
                <td className="py-1.5 text-right font-semibold tabular-nums text-primary">{formatMoney2(a)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {result.warnings?.map((w) => (
          <p key={w} className="text-sm text-amber-300" role="note">
            {w}
          </p>
        ))}
      </CardContent>
    </Card>
  );
}

/** /tools/chop (decision 160): ICM or chip chop over the stacks and the unpaid prizes, on the call the console uses. */
export default function ChopToolPage() {
  const [method, setMethod] = useState<ChopMethod>("icm");
  const [stacksText, setStacksText] = useState("");
  const [prizesText, setPrizesText] = useState("");
  const calc = useChopTool();
  const stacks = lines(stacksText).map(chips);
  const result = calc.data;

  return (
    <CalculatorPage
      title="Chop Calculator"
      intro={
        <>
          Share the prizes still to be paid among the players left: by ICM (Malmuth-Harville, up to {MAX_ICM_PLAYERS} players) or by chip chop (everyone is sure
          of the next payout, the rest goes by chips).
        </>
      }
    >
      <CalculatorForm
        contentClassName="space-y-4 p-4 sm:p-6"
        onSubmit={() => calc.mutate({ method, stacks, prizes: lines(prizesText) })}
        pending={calc.isPending}
        error={calc.error}
      >
        <div className="space-y-2">
          <Label htmlFor="chop-method">Method</Label>
          <NativeSelect id="chop-method" value={method} onChange={(e) => setMethod(e.target.value as ChopMethod)}>
            <option value="icm">ICM</option>
            <option value="chip_chop">Chip chop</option>
          </NativeSelect>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="chop-stacks">Stacks (chips, one per line)</Label>
            <Textarea id="chop-stacks" rows={6} placeholder={"15,000\n12,000\n10,000"} value={stacksText} onChange={(e) => setStacksText(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="chop-prizes">Unpaid prizes ($, 1st first, one per line)</Label>
            <Textarea id="chop-prizes" rows={6} placeholder={"500\n300\n200"} value={prizesText} onChange={(e) => setPrizesText(e.target.value)} />
          </div>
        </div>
      </CalculatorForm>
      {result && <ChopAmounts result={result} stacks={calc.variables?.stacks} />}
    </CalculatorPage>
  );
}
