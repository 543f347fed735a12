import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { NativeSelect } from "@client/components/ui/native-select";
import { statementUrl, useStatementYears } from "../api/get-statement-years";

/** The yearly statement (decision 174): a CSV of every stake bought (investor) or sold (player) in the chosen year. */
export function StatementDownload({ isPlayer }: { isPlayer: boolean }) {
  const { data } = useStatementYears();
  const years = data?.years ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0] ?? null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Statements</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-muted-foreground">
          {isPlayer
            ? "Every stake you sold in a year: backer, amount, refunds, what you owe and when you paid."
            : "Every stake you bought in a year: amount, fee, refunds, payout and when it was paid."}
        </p>
        {year === null ? (
          <p className="text-muted-foreground">{data ? "No stakes yet: a statement appears with your first one." : "Loading…"}</p>
        ) : (
          <div className="flex gap-2">
            <label className="sr-only" htmlFor="statement-year">
              Statement year
            </label>
            <NativeSelect id="statement-year" wrapperClassName="w-28" value={year} onChange={(e) => setChosen(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
            <Button asChild variant="outline" className="flex-1">
              <a href={statementUrl(year)} download>
                <Download className="mr-2 h-4 w-4" aria-hidden />
                Download CSV
              </a>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
