import { withClasses } from "./with-classes";

export const Textarea = withClasses(
  "textarea",
  "flex min-h-[80px] w-full rounded-md border border-input bg-background/60 px-3 py-2 text-base placeholder:text-muted-foreground/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "Textarea",
);
