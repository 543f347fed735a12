import { Copy } from "lucide-react";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { copyLink } from "@client/lib/copy-link";

/** The spectator link of a visitor's own demo clock: whoever opens it watches, only this browser controls. */
export function ShareClock({ id }: { id: string }) {
  const url = `${window.location.origin}${paths.tournamentView(id)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Share this clock</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm text-muted-foreground">This demo clock is yours alone. Anyone with the link can watch it; only you can run it.</p>
        <div className="flex gap-2">
          <Input aria-label="Spectator link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={() => copyLink(url, "Anyone with the link can watch this clock.")}
            aria-label="Copy spectator link"
            title="Copy spectator link"
          >
            <Copy />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
