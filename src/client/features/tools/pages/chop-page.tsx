import type { ChopToolResponse } from "@core/contracts/chop-tool";
import type { ChopMethod } from "@core/live/prizes/chop";
import { MAX_ICM_PLAYERS } from "@core/live/prizes/icm";
import { formatMoney2 } from "@core/money";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { PublicHeader } from "@client/components/public-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { Textarea } from "@client/components/ui/textarea";
import { apiRequest, errorMessage } from "@client/lib/api";

// one per line; a stack's commas are thousands separators, so only line breaks (and semicolons) split the list
const lines = (text: string) =>
  text
    .split(/[\n;]+/)
    .map((l) => l.trim())
    .filter(Boolean);
const chips = (line: string) => Number(line.replace(/[,\s_]/g, ""));

/** /tools/chop (decision 160): ICM or chip chop over the stacks and the unpaid prizes, on the call the console uses. */
export default function ChopToolPage() {
  const [method, setMethod] = useState<ChopMethod>("icm");
  const [stacksText, setStacksText] = useState("");
  const [prizesText, setPrizesText] = useState("");
  const calc = useMutation({
    mutationFn: (body: { method: ChopMethod; stacks: number[]; prizes: string[] }) => apiRequest<ChopToolResponse>("POST", "/api/tools/chop", body),
  });
  const stacks = lines(stacksText).map(chips);
  const result = calc.data;

  return (
    <div className="min-h-screen">
      <PublicHeader />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Chop Calculator</h1>
          <p className="mt-1 text-muted-foreground">
            Share the prizes still to be paid among the players left: by ICM (Malmuth-Harville, up to {MAX_ICM_PLAYERS} players) or by chip chop (everyone is
            sure of the next payout, the rest goes by chips).
          </p>
        </div>
        <Card>
          <CardContent className="space-y-4 p-4 sm:p-6">
            <form
              className="space-y-4"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                calc.mutate({ method, stacks, prizes: lines(prizesText) });
              }}
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
                  <Textarea
                    id="chop-stacks"
                    rows={6}
                    placeholder={"15,000\n12,000\n10,000"}
                    value={stacksText}
                    onChange={(e) => setStacksText(e.target.value)}
                  />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="chop-prizes">Unpaid prizes ($, 1st first, one per line)</Label>
                  <Textarea id="chop-prizes" rows={6} placeholder={"500\n300\n200"} value={prizesText} onChange={(e) => setPrizesText(e.target.value)} />
                </div>
              </div>
              <Button type="submit" disabled={calc.isPending}>
                Calculate
              </Button>
              {calc.error && (
                <p className="text-sm text-destructive" role="alert">
                  {errorMessage(calc.error)}
                </p>
              )}
            </form>
          </CardContent>
        </Card>
        {result && (
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
                      <td className="py-1.5 text-right tabular-nums">{calc.variables?.stacks[i]?.toLocaleString("en-US")}</td>
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
        )}
      </main>
    </div>
  );
}
