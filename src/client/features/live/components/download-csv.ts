import { resultsCsv } from "@core/live/prizes/results";

/** Saves `text` as a CSV file named `filename` through the browser's download (the results export). */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name's part from an event's name: "Sunday Major!" -> "sunday-major". */
export const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "tournament";

/** The results export, the same file from the console and My Tournaments: "<event>-results.csv". */
export function downloadResults(state: Parameters<typeof resultsCsv>[0], backers: Parameters<typeof resultsCsv>[1]) {
  downloadCsv(`${fileSlug(state.name)}-results.csv`, resultsCsv(state, backers));
}
