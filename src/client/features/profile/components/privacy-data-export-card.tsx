import type { DataExport } from "@core/contracts/privacy";
import { formatFileSize } from "@core/data-export";
import { formatDate } from "@core/format";
import { Download, Loader2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { useDataExport } from "../api/get-data-export";
import { useRequestDataExport } from "../api/request-data-export";

/** "Download my data": asked for here, built in the background, downloaded here (and announced by mail and the bell). */
export function PrivacyDataExportCard() {
  const { data } = useDataExport();
  const ask = useRequestDataExport();
  const job = data?.export ?? null;
  const pending = job?.status === "pending";
  return (
    <Card data-testid="data-export">
      <CardHeader>
        <CardTitle className="text-lg">Download my data</CardTitle>
        <CardDescription>
          A ZIP of what StakeLine holds about you: your profile, campaigns, stakes, payouts, swaps, reviews, notifications and registrations, with a CSV
          statement for each year. We prepare it in the background and tell you (by e-mail too, to a verified address) when it is ready.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <DataExportStatus job={job} />
        {!pending && (
          <Button type="button" variant={job?.status === "ready" ? "outline" : "default"} disabled={ask.isPending || !data} onClick={() => ask.mutate()}>
            {job?.status === "ready" ? "Prepare a new copy" : "Download my data"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function DataExportStatus({ job }: { job: DataExport | null }) {
  if (!job) return null;
  if (job.status === "pending")
    return (
      <p className="flex items-center gap-2" role="status">
        <Loader2 className="h-4 w-4 animate-spin text-primary" aria-hidden /> Preparing your data…
      </p>
    );
  if (job.status === "failed") return <p className="text-destructive">We could not prepare your data. Please ask again.</p>;
  return (
    <p>
      <a className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline" href={job.downloadUrl ?? undefined} download>
        <Download className="h-4 w-4" aria-hidden />
        Download ({formatFileSize(job.sizeBytes ?? 0)})
      </a>{" "}
      <span className="text-muted-foreground">— available until {formatDate(job.expiresAt)}</span>
    </p>
  );
}
