import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code loads when it first opens (decision 110): a page paints without Radix Dialog, the form in
 * it and that form's validation. Nothing is rendered before the first opening (a closed dialog shows nothing
 * anyway); from then on it stays mounted, so it closes with its animation and keeps its state, as before.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
