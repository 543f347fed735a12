import { withClasses } from "./with-classes";

export const Input = withClasses(
  "input",
  "flex h-10 w-full rounded-md border border-input bg-background/60 px-3 py-2 text-base placeholder:text-muted-foreground/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm file:border-0 file:bg-transparent file:text-sm file:font-medium",
  "Input",
);
