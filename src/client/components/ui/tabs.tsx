import * as TabsPrimitive from "@radix-ui/react-tabs";
import { withClasses } from "./with-classes";

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClasses(
  TabsPrimitive.List,
  "inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground",
  "TabsList",
);

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  "TabsTrigger",
);

export const TabsContent = withClasses(TabsPrimitive.Content, "mt-4 focus-visible:outline-none", "TabsContent");
