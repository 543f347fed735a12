import * as LabelPrimitive from "@radix-ui/react-label";
import { withClasses } from "./with-classes";

export const Label = withClasses(LabelPrimitive.Root, "text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70", "Label");
