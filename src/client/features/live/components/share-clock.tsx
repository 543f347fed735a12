import { Copy } from "lucide-react";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";

/** The spectator link of a visitor's own demo clock: whoever opens it watches, only this browser controls. */
export function ShareClock({ id }: { id: string }) {
  const url = `${window.location.origin}${paths.tournamentView(id)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Anyone with the link can watch this clock." });
    } catch {
      toast({ title: "Copy failed", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share this clock</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm text-muted-foreground">This demo clock is yours alone. Anyone with the link can watch it; only you can run it.</p>
        <div className="flex gap-2">
          <Input aria-label="Spectator link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0" />
          <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy spectator link" title="Copy spectator link">
            <Copy />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
