import { zodResolver } from "@hookform/resolvers/zod";
import { localToday } from "@core/calendar-dates";
import { createSeriesInput, type CreateSeriesData, type CreateSeriesInput, type SeriesSummary } from "@core/contracts/series";
import { MAX_SERIES_DAYS } from "@core/series-rules";
import { useForm } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField, fieldAria } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { errorMessage } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { useCreateSeries } from "../api/create-series";

const EMPTY: CreateSeriesInput = { name: "", venue: "", startDate: "", endDate: "" };

/** The sponsor's Create Series dialog (decision 231): the same schema as the server, so the messages match. */
export function CreateSeriesDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (s: SeriesSummary) => void;
}) {
  const create = useCreateSeries();
  const form = useForm<CreateSeriesInput, unknown, CreateSeriesData>({ resolver: zodResolver(createSeriesInput), defaultValues: EMPTY, mode: "onTouched" });
  const err = (k: keyof CreateSeriesInput) => form.formState.errors[k]?.message;
  const field = (k: keyof CreateSeriesInput) => ({ ...form.register(k), ...fieldAria(`series-${k}`, err(k)) });
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };
  const submit = form.handleSubmit((data) =>
    create.mutate(data, {
      onSuccess: (s) => {
        toast({ title: "Series Created", description: `${s.name} is ready for its tournaments.` });
        onCreated?.(s);
        close(false);
      },
      onError: (e) => toast({ title: "Could Not Create Series", description: errorMessage(e), variant: "destructive" }),
    }),
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Create Series</DialogTitle>
          <DialogDescription>
            Group your tournaments into a festival with one public schedule. Each tournament&apos;s date must fall within the series&apos; dates (at most{" "}
            {MAX_SERIES_DAYS} days).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="series-name" label="Series Name" error={err("name")}>
            <Input {...field("name")} placeholder="Atlantic City Winter Series" />
          </FormField>
          <FormField id="series-venue" label="Venue" error={err("venue")}>
            <Input {...field("venue")} placeholder="Borgata Poker Room, Atlantic City, NJ" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="series-startDate" label="Start Date" error={err("startDate")}>
              <Input {...field("startDate")} type="date" />
            </FormField>
            <FormField id="series-endDate" label="End Date" error={err("endDate")}>
              <Input {...field("endDate")} type="date" min={localToday()} />
            </FormField>
          </div>
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Series"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
