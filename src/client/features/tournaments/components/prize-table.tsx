import type { PrizeRow } from "@core/live/prizes/prize-table";
import { prizeText } from "@core/live/prizes/satellite-event";
import { centsToDecimal, formatMoney } from "@core/money";

/** Place, percentage and amount of each paid place of a sponsor's event (the clock's own table). */
export function PrizeTable({ rows, label = "Prize table" }: { rows: PrizeRow[]; label?: string }) {
  return (
    <ol aria-label={label} className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-2">
      {rows.map((r) => (
        <li key={r.place} className="flex items-center justify-between gap-3 border-b py-1">
          <span className="w-10 font-medium">{r.label}</span>
          <span className="text-muted-foreground tabular-nums">{r.percentage}%</span>
          <span className="ml-auto text-right font-semibold tabular-nums">{prizeText(r, (c) => formatMoney(centsToDecimal(c)))}</span>
        </li>
      ))}
    </ol>
  );
}
