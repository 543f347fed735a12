import { PAGES, pathTo } from "@core/routes";
import { Plus } from "lucide-react";
import { useState, type SelectHTMLAttributes } from "react";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { useMySeries } from "../api/get-my-series";
import { lazyDialog } from "@client/lib/lazy-dialog";
import { seriesDatesText } from "./series-dates";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string };

// the dialog (Radix, its form and the schema) loads when first opened, so the pages that show this stay light
const CreateSeriesDialog = lazyDialog(() => import("./create-series-dialog").then((m) => m.CreateSeriesDialog));
/**
 * The tournament form's Series select (decision 231): none, or one of the sponsor's own series, with a New Series
 * button that creates one and chooses it. `current` keeps a series listed that is no longer in the sponsor's list.
 */
export function SeriesField({
  select,
  error,
  current,
  onChoose,
}: {
  select: SelectProps;
  error?: string;
  current?: { id: number; name: string } | null;
  onChoose: (id: number) => void;
}) {
  const mine = useMySeries();
  const [creating, setCreating] = useState(false);
  const list = mine.data ?? [];
  const keepCurrent = current && !list.some((s) => s.id === current.id);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={select.id}>Series</Label>
      <div className="flex gap-2">
        <NativeSelect {...select} className="min-w-0 flex-1">
          <option value="">No series</option>
          {keepCurrent && <option value={current.id}>{current.name}</option>}
          {list.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({seriesDatesText(s)})
            </option>
          ))}
        </NativeSelect>
        <Button type="button" variant="outline" onClick={() => setCreating(true)} className="shrink-0">
          <Plus className="h-4 w-4" /> New Series
        </Button>
      </div>
      {error ? (
        <p id={`${select.id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">
          Optional: list this tournament in one of your series. Its date must fall within the series&apos; dates.
          {current && (
            <>
              {" "}
              <a href={pathTo(PAGES.series, current.id)} className="text-primary hover:underline" target="_blank" rel="noreferrer">
                View {current.name}
              </a>
            </>
          )}
        </p>
      )}
      <CreateSeriesDialog open={creating} onOpenChange={setCreating} onCreated={(s) => onChoose(s.id)} />
    </div>
  );
}
