import { Smartphone } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { useMySeatLink } from "../api/seat-view";

/**
 * A registered player's personal live link and its QR code (decision 164): opens their seat, stack and the clock on
 * any phone without signing in. Nothing when the caller holds no seat in the event.
 */
export function MySeatLink({ tournamentId, title }: { tournamentId: number; title?: string }) {
  const link = useMySeatLink(tournamentId);
  if (!link.data) return null;
  const url = `${window.location.origin}${link.data.path}`;
  return (
    <div className="flex items-center gap-4 rounded-lg border border-primary/30 p-3" data-testid="my-seat-link">
      <img src={link.data.qrPath} alt="QR code of your seat link" width={96} height={96} className="h-24 w-24 shrink-0 rounded bg-white" loading="lazy" />
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-semibold">
          <Smartphone className="h-4 w-4" aria-hidden /> {title ?? "Your seat on your phone"}
        </p>
        <p className="text-xs text-muted-foreground">
          Scan it or open the link: your table, seat, stack and the clock, live, without signing in. Keep it to yourself.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link href={link.data.path}>Open My Seat</Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void navigator.clipboard?.writeText(url)}>
            Copy Link
          </Button>
        </div>
      </div>
    </div>
  );
}
