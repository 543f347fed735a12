import type { ReactNode } from "react";

/** A portfolio row's tournament, on one line (the whole name on hover), then its status badges. */
export function RowHeading({ tournament, children }: { tournament: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="max-w-full truncate font-semibold" title={tournament}>
        {tournament}
      </h3>
      {children}
    </div>
  );
}
