import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn } from "@client/lib/utils";

/**
 * The browser's own select, drawn like the Radix Select trigger (select.tsx). For a short list a page shows at
 * once, such as Browse's sort: no script of its own to load and initialise before the page can respond (Radix
 * Select with its positioning and scroll lock took 10-20 ms of a phone's first load; decision 110), and a phone
 * opens its native picker.
 */
export const NativeSelect = React.forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement> & { wrapperClassName?: string }>(
  ({ className, wrapperClassName, children, ...props }, ref) => (
    <div className={cn("relative", wrapperClassName)}>
      <select
        ref={ref}
        className={cn(
          "flex h-10 w-full appearance-none items-center rounded-md border border-input bg-background/60 py-2 pl-3 pr-9 text-sm focus:outline-none focus:ring-2 focus:ring-ring disabled:cursor-not-allowed disabled:opacity-50 [&>option]:bg-popover [&>option]:text-popover-foreground",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-50" />
    </div>
  ),
);
NativeSelect.displayName = "NativeSelect";
