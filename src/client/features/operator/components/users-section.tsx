import { IDENTITY_STATUS_LABELS } from "@core/identity";
import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { errorMessage } from "@client/lib/api";
import { useSearchUsers } from "../api/search-users";
import { SuspendControls } from "./suspend-form";

/** Find an account by username, then suspend or reinstate it. */
export function UsersSection({ selfId }: { selfId: number }) {
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const found = useSearchUsers(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Users</CardTitle>
        <CardDescription>Suspend or reinstate an account by its username.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
          <div className="flex-1 space-y-1">
            <Label htmlFor="operator-user-search">Find a user by username</Label>
            <Input id="operator-user-search" value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </div>
          <Button type="submit" variant="outline" disabled={typed.trim().length === 0}>
            <Search className="h-4 w-4" /> Find
          </Button>
        </form>
        {found.error && <p className="text-sm text-destructive">{errorMessage(found.error)}</p>}
        {q && found.data && found.data.length === 0 && <p className="text-sm text-muted-foreground">No user named "{q}".</p>}
        {found.data && found.data.length > 0 && (
          <ul className="divide-y divide-border/60">
            {found.data.map((u) => (
              <li key={u.id} className="space-y-2 py-3" data-testid="operator-user-row">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium wrap-anywhere">{u.username}</span>
                  {u.name !== u.username && <span className="text-sm text-muted-foreground wrap-anywhere">{u.name}</span>}
                  {u.role && <Badge variant="secondary">{u.role}</Badge>}
                  {u.isOperator && <Badge variant="info">Operator</Badge>}
                  {u.suspended && <Badge variant="destructive">Suspended</Badge>}
                </div>
                {/* identity (decision 204): the legal name the provider verified is for operators' eyes only */}
                {u.role === "player" && (
                  <p className="text-sm text-muted-foreground wrap-anywhere" data-testid="operator-user-identity">
                    Identity: {IDENTITY_STATUS_LABELS[u.identityStatus]}
                    {u.verifiedName && <span className="text-foreground"> · verified name {u.verifiedName}</span>}
                  </p>
                )}
                <SuspendControls user={u} selfId={selfId} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
