import type { ComponentProps } from "react";
import { JoinButtons } from "./join-buttons";

/** A public page's closing call to sign up: a heading, a line on what each role does here, and each role's button. */
export function JoinCallout({ title, text, buttons }: { title: string; text: string; buttons: ComponentProps<typeof JoinButtons>["buttons"] }) {
  return (
    <section className="rounded-2xl border bg-gradient-to-br from-amber-500/15 via-card to-emerald-500/10 px-6 py-12 text-center">
      <h2 className="text-3xl font-extrabold">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{text}</p>
      <JoinButtons className="mt-8 flex flex-col justify-center gap-3 sm:flex-row" buttons={buttons} />
    </section>
  );
}
