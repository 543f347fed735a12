import type * as React from "react";
import { cn } from "@client/lib/utils";

/** The gold circle with a person's initials: Avatar's fallback (avatar.tsx) and every list that never shows a photo. */
export const INITIALS_CIRCLE = "flex items-center justify-center rounded-full bg-gradient-to-br from-amber-400 to-amber-600 text-sm font-bold text-amber-950";

/**
 * Initials in the avatar's circle without Radix Avatar's image-loading state, for places that never show a photo
 * (campaign cards draw twenty in their first render, the header's placeholder, the landing's samples; decision 110).
 */
export function InitialsAvatar({ initials, className, ...props }: { initials: string } & React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cn("relative h-10 w-10 shrink-0 overflow-hidden", INITIALS_CIRCLE, className)} {...props}>
      {initials}
    </span>
  );
}
