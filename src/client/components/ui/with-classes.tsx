import * as React from "react";
import { cn } from "@client/lib/utils";

/**
 * A part that is `Component` (an element name or a Radix part) with default classes: the caller's `className` is
 * merged after them, so it wins, and the ref reaches the element. Parts that add children or defaults of their own
 * are written out in full.
 */
export function withClasses<C extends React.ElementType>(Component: C, classes: string, displayName: string) {
  // a generic element type cannot be rendered with typed props; the part's own props are typed from C below
  const Element = Component as React.ElementType;
  const Part = React.forwardRef<React.ComponentRef<C>, React.ComponentPropsWithoutRef<C> & { className?: string }>(({ className, ...props }, ref) => (
    <Element ref={ref} className={cn(classes, className)} {...props} />
  ));
  Part.displayName = displayName;
  return Part;
}
