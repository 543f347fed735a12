import { formatDate } from "./format";

/** Where "Download my data" lives: the mail and the notification link there (decision 229). */
export const PRIVACY_TAB_LINK = "/profile?tab=privacy";

/** A file's size as people read it: "820 bytes", "14.2 KB", "1.2 MB" (1 KB = 1,024 bytes, one decimal). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** "Your data (1.2 MB) can be downloaded until Mar 15, 2026." */
export const dataReadyLine = (sizeBytes: number, expiresAt: Date | string) =>
  `Your data (${formatFileSize(sizeBytes)}) can be downloaded from Profile > Privacy until ${formatDate(expiresAt)}.`;
