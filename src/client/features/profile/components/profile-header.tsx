import type { PublicUser } from "@core/contracts/auth";
import { AVATAR_TOO_LARGE, isAvatarTooLarge } from "@core/contracts/profile-limits";
import { formatDate } from "@core/format";
import { ROLE_LABELS } from "@core/roles";
import { displayName, userInitials } from "@core/user-display";
import { Camera, Trash2 } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@client/components/ui/avatar";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useRemoveAvatar } from "../api/remove-avatar";
import { useUploadAvatar } from "../api/upload-avatar";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export function ProfileHeader({ user }: { user: PublicUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // choosing the same file again must fire change again
    e.target.value = "";
    if (!file) return;
    if (isAvatarTooLarge(file.size)) {
      toast({ title: "File too large", description: AVATAR_TOO_LARGE, variant: "destructive" });
      return;
    }
    upload.mutate(file);
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 p-6 text-center sm:flex-row sm:text-left">
        <div className="relative">
          <Avatar className="h-24 w-24 text-2xl ring-2 ring-primary/40 ring-offset-2 ring-offset-background" data-testid="profile-avatar">
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={displayName(user)} />}
            <AvatarFallback className="text-2xl">{userInitials(user)}</AvatarFallback>
          </Avatar>
          {upload.isPending && (
            <div className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70">
              <Spinner className="h-6 w-6" label="Uploading avatar" />
            </div>
          )}
        </div>
        <div className="w-full min-w-0 flex-1 space-y-1">
          <h2 className="truncate text-xl font-bold" title={displayName(user)}>
            {displayName(user)}
          </h2>
          <p className="truncate text-sm text-muted-foreground" title={`@${user.username}`}>
            @{user.username}
          </p>
          <div className="flex flex-wrap items-center justify-center gap-2 pt-1 sm:justify-start">
            {user.role && <Badge variant="secondary">{ROLE_LABELS[user.role]}</Badge>}
            <span className="text-xs text-muted-foreground">Member since {formatDate(user.createdAt)}</span>
          </div>
        </div>
        <div className="flex flex-col items-center gap-2 sm:items-end">
          <input ref={input} id="avatar-file" type="file" accept={ACCEPT} className="sr-only" aria-label="Profile picture" onChange={onFile} />
          <div className="flex flex-wrap justify-center gap-2 sm:justify-end">
            <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              <Camera /> {upload.isPending ? "Uploading…" : "Change Photo"}
            </Button>
            {user.profileImageUrl && (
              <Button
                type="button"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  upload.reset();
                  remove.mutate();
                }}
              >
                <Trash2 /> {remove.isPending ? "Removing…" : "Remove photo"}
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF, under 5MB</p>
          {/* stays next to the button after the toast is gone, until the next try */}
          {upload.isError && (
            <p className="max-w-xs text-sm text-destructive" role="alert" data-testid="avatar-error">
              {errorMessage(upload.error, "Failed to upload avatar")}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
