import { knownAsName, type DisplayableUser } from "@core/user-display";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { usePublicName } from "../api/get-public-name";
import { useUpdatePublicName } from "../api/update-public-name";

/**
 * A player's name on live screens (decision 212): displays, table displays, moves and results show
 * their public name unless they choose "Player N"; their phone, the console and their backers still see the name.
 */
export function PublicNameCard({ user }: { user: DisplayableUser }) {
  const { data } = usePublicName();
  const save = useUpdatePublicName();
  if (!data) return null;
  return (
    <Card data-testid="public-name-settings">
      <CardHeader>
        <CardTitle className="text-lg">Name on Live Screens</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          Tournament displays, table displays, moves and results show you as{" "}
          <span className="break-words font-semibold" data-testid="public-name-shown">
            {/* the name as Personal Info has it now, as the player page shows it */}
            {data.appearAsPlayerNumber ? "Player N (your seat order)" : knownAsName(user)}
          </span>
          .
        </p>
        <label className="flex items-start gap-2">
          <Checkbox
            className="mt-0.5"
            checked={data.appearAsPlayerNumber}
            disabled={save.isPending}
            onCheckedChange={(v) => save.mutate(v === true)}
            data-testid="appear-as-player-number"
          />
          <span>Appear as &quot;Player N&quot; on public screens</span>
        </label>
        <p className="text-muted-foreground">
          Your own phone, the tournament director and your backers still see your name. A change applies to events whose clock has not started yet.
        </p>
      </CardContent>
    </Card>
  );
}
