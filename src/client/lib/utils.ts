import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { classMergeConfig } from "./class-merge-config";

// tailwind-merge with only the class groups the app uses: the default's every utility was 6.4 KB gzip of the first script
const mergeClasses = createTailwindMerge(classMergeConfig);

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
