import { Skeleton } from "@client/components/ui/skeleton";

/** Placeholders while a list loads: `count` skeletons shaped by `itemClassName`, stacked unless `className` lays them out. */
export function SkeletonList({ count, itemClassName, className = "space-y-3" }: { count: number; itemClassName: string; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
