import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "@client/lib/utils";
import { INITIALS_CIRCLE } from "./initials-avatar";
import { withClasses } from "./with-classes";

export const Avatar = withClasses(AvatarPrimitive.Root, "relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full", "Avatar");
export const AvatarImage = withClasses(AvatarPrimitive.Image, "aspect-square h-full w-full object-cover", "AvatarImage");
export const AvatarFallback = withClasses(AvatarPrimitive.Fallback, cn("h-full w-full", INITIALS_CIRCLE), "AvatarFallback");
