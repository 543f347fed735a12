import { toast } from "./use-toast";

/** Copies a link and says so; where the browser refuses the clipboard, it asks for the link to be copied by hand. */
export async function copyLink(url: string, copiedDescription: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: copiedDescription });
  } catch {
    toast({ title: "Copy failed", description: "Select the link and copy it by hand.", variant: "destructive" });
  }
}
